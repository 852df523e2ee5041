package org.tahqiq.cli;

import org.tahqiq.submit.SubmissionFiles;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task2.Task2Score;
import org.tahqiq.index.Retrieval;
import org.tahqiq.task2.Task2Input;
import org.tahqiq.task2.Task2Outputs;
import org.tahqiq.task2.Task2Pipeline;
import org.tahqiq.task2.Task2Result;
import org.tahqiq.task2.ThresholdPolicy;
import org.tahqiq.task2.Thresholds;
import org.tahqiq.task2.Verifier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "task2", mixinStandardHelpOptions = true,
        description = "Subtask 2: label every Ayah, matn, isnad and claimed_source segment correct or incorrect, "
                + "write predictions.tsv, evidence.tsv, submission.zip and (with gold) scores.json.")
final class Task2Command implements Callable<Integer> {

    @Mixin
    DataOptions dataOptions;

    @Mixin
    RunOptions run;

    @Option(names = "--input", paramLabel = "FILE",
            description = "dev-schema JSONL or test-phase Subtask 2 TSV (default: the dev set)")
    Path input;

    @Option(names = "--thresholds", paramLabel = "AYAH,MATN,EQUIV",
            description = "fixed thresholds (default: the pinned ones); used for input without gold, or with --folds 0")
    String thresholds;

    @Option(names = "--reference", paramLabel = "FILE|none",
            description = "for a test-phase TSV: the reference JSONL to take an annotation's missing Ayah/matn from, so its "
                    + "claimed_source and isnad are checked against the quote (default: reference.jsonl next to the input, "
                    + "when present); none: without")
    String reference;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        long t0 = System.nanoTime();
        DataLocation data = dataOptions.resolve();
        Path inputFile = input != null ? input : data.devJsonl();
        Path referenceFile = referenceFile(inputFile);
        Task2Input in = Task2Input.read(inputFile, referenceFile);
        Thresholds fixed = thresholds == null ? Thresholds.DEFAULT : parse(thresholds);
        ThresholdPolicy policy = run.folds > 1 ? ThresholdPolicy.crossValidated(fixed, run.folds, run.seed) : ThresholdPolicy.fixed(fixed);
        Path outDir = run.outDir("task2");
        try (Retrieval retrieval = run.open(data)) {
            Task2Pipeline pipeline = new Task2Pipeline(new Verifier(retrieval));
            Task2Result result = pipeline.run(in, policy);
            SubmissionFiles.Written w = Task2Outputs.write(in, result, outDir);
            if (run.regression != null && result.score() != null) {
                org.tahqiq.experiment.Regression.write(run.regression, data, inputFile, result.score());
            }
            long ms = (System.nanoTime() - t0) / 1_000_000;
            if (!run.quiet) {
                out.printf(Locale.ROOT, "input   %s (%d segments)%n", inputFile, in.segmentCount());
                out.printf(Locale.ROOT, "data    %s%n", data.root());
                long partial = in.annotations().stream().filter(a -> !a.hasQuote() && !a.segments().isEmpty()).count();
                if (partial > 0 && referenceFile != null) {
                    out.printf(Locale.ROOT, "context %d annotations come without their Ayah/matn; %d completed from %s%n",
                            partial, in.context().size(), referenceFile);
                } else if (partial > 0) {
                    out.printf(Locale.ROOT, "note    %d annotations come without their Ayah/matn; their claimed_source/isnad are "
                            + "judged correct unless --reference gives the quote%n", partial);
                }
                var t = retrieval.timings();
                out.printf(Locale.ROOT, "time    load %d ms, normalize %d ms, index %d ms, retrieve %d ms, judge %d ms, total %d ms%n",
                        t.loadMs(), t.normalizeMs(), t.indexMs(), result.gatherMs(), result.judgeMs(), ms);
                printThresholds(out, policy, result, in.hasGold());
                if (result.score() != null) {
                    printScore(out, result.score(), policy.isCrossValidated());
                    out.println("scores  " + w.scores());
                }
                out.println("evidence " + w.evidence());
            }
            out.println(w.zip());
            out.flush();
            if (Boolean.getBoolean("tahqiq.reportHeap")) {
                spec.commandLine().getErr().println(BenchCommand.PEAK_HEAP + BenchCommand.peakHeap());
                spec.commandLine().getErr().flush();
            }
        }
        return 0;
    }

    private static void printThresholds(PrintWriter out, ThresholdPolicy policy, Task2Result r, boolean gold) {
        if (policy.isCrossValidated() && gold) {
            out.printf("thresholds chosen by %d-fold cross-validation grouped by question (Ayah/matn/equivalent):%n", policy.folds());
            r.foldThresholds().forEach((f, t) -> out.printf(Locale.ROOT, "  fold %d: %.1f / %.1f / %.1f%n", f, t.ayah(), t.matn(), t.equivalent()));
            Thresholds a = r.tunedOnAll();
            out.printf(Locale.ROOT, "  on all rows (for unseen data, not an estimate): %.1f / %.1f / %.1f%n", a.ayah(), a.matn(), a.equivalent());
        } else {
            Thresholds t = policy.fixed();
            out.printf(Locale.ROOT, "thresholds fixed (Ayah/matn/equivalent): %.1f / %.1f / %.1f%n", t.ayah(), t.matn(), t.equivalent());
        }
    }

    static void printScore(PrintWriter out, Task2Score score, boolean cv) {
        out.println(cv ? "accuracy (each row labelled by thresholds tuned on the other folds):" : "accuracy:");
        RunOptions.scoreHeader(out, 15);
        for (Map.Entry<SegmentType, Task2Score.TypeScore> e : score.byType().entrySet()) {
            Task2Score.TypeScore ts = e.getValue();
            RunOptions.scoreRow(out, 15, e.getKey().wire(), ts.hits(), ts.total(), ts.missing());
        }
        out.printf(Locale.ROOT, "  %-15s %26.4f%n", "macro", score.macro());
    }

    /** The reference JSONL for a TSV input: --reference, else reference.jsonl beside the input; null for none. */
    private Path referenceFile(Path inputFile) {
        if (reference != null) {
            return reference.equals("none") ? null : Path.of(reference);
        }
        if (inputFile.getFileName().toString().endsWith(".jsonl")) {
            return null; // a JSONL holds whole annotations
        }
        Path beside = inputFile.toAbsolutePath().resolveSibling("reference.jsonl");
        return Files.isRegularFile(beside) ? beside : null;
    }

    private Thresholds parse(String s) {
        String[] p = s.split(",");
        try {
            if (p.length == 3) {
                return new Thresholds(Double.parseDouble(p[0]), Double.parseDouble(p[1]), Double.parseDouble(p[2]));
            }
        } catch (NumberFormatException e) {
            // reported below, as a usage error rather than a stack trace
        }
        throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                "--thresholds takes AYAH,MATN,EQUIV, e.g. 99,95,80; got " + s);
    }
}
