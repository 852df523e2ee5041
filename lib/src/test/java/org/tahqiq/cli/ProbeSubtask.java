package org.tahqiq.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.tahqiq.submit.SubmissionFiles;
import org.tahqiq.submit.SubmissionTsv;
import org.tahqiq.subtask.RunContext;
import org.tahqiq.subtask.Subtask;
import org.tahqiq.dataset.SubtaskInput;
import picocli.CommandLine.Option;

/**
 * A test-only subtask (test resources' service file) that fails on demand, the ways a real run can: an internal error,
 * an OutOfMemoryError thrown or a heap really exhausted; or succeeds after reporting progress. It counts its reads, so
 * a test can prove an option was refused before any work.
 */
public final class ProbeSubtask implements Subtask<ProbeSubtask.Input, Integer> {

    /** How often any probe read its input in this JVM. */
    static final AtomicInteger READS = new AtomicInteger();

    enum Failure { NONE, INTERNAL, THROWN_OOM, HEAP }

    record Input(Path source, boolean hasGold) implements SubtaskInput {
    }

    @Option(names = "--fail", description = "NONE, INTERNAL, THROWN_OOM or HEAP")
    Failure fail = Failure.NONE;

    @Option(names = "--steps", description = "progress steps of a run that does not fail")
    int steps = 3;

    @Option(names = "--step-millis", description = "the time each step takes")
    long stepMillis = 0;

    @Override
    public String name() {
        return "probe";
    }

    @Override
    public String description() {
        return "A probe for the tests of failures and progress.";
    }

    @Override
    public Input read(RunContext ctx) {
        READS.incrementAndGet();
        return new Input(ctx.input(), false);
    }

    @Override
    public Map<String, Path> inputFiles(Input input, RunContext ctx) {
        return Map.of();
    }

    @Override
    public Integer run(Input input, RunContext ctx) {
        switch (fail) {
            case INTERNAL -> throw new IllegalStateException("a probe's bug");
            case THROWN_OOM -> throw new OutOfMemoryError("Java heap space");
            case HEAP -> {
                List<long[]> hog = new ArrayList<>();
                while (true) {
                    hog.add(new long[1 << 20]);
                }
            }
            default -> {
                for (int i = 1; i <= steps; i++) {
                    sleep();
                    ctx.progress("count", i, steps);
                }
                return steps;
            }
        }
    }

    private void sleep() {
        try {
            Thread.sleep(stepMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void write(Input input, Integer steps, Path dir) throws IOException {
        SubmissionFiles.write(dir, f -> SubmissionTsv.write(f, List.of("id"), List.of(List.of(String.valueOf(steps)))),
                f -> SubmissionTsv.write(f, List.of("id"), List.of()), null);
    }

    @Override
    public void print(Input input, Integer steps, RunContext ctx, PrintWriter out) {
        out.println("probe   " + steps + " steps");
    }

    @Override
    public org.tahqiq.subtask.Score officialScore(Integer steps) {
        return null;
    }
}
