package org.tahqiq.verify.output;

import org.tahqiq.verify.AnswerItem;
import org.tahqiq.verify.AnswerReader;
import org.tahqiq.verify.CheckedAnswer;
import org.tahqiq.verify.Checker;
import org.tahqiq.verify.RepairMode;
import org.tahqiq.verify.ReportLanguage;
import org.tahqiq.verify.Tally;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.tahqiq.dataset.InputException;
import org.tahqiq.files.AtomicFiles;

/**
 * Checks a stream of answers into a sink: answers are read one at a time, checked on a few threads, and handed to the
 * sink in input order, with a bounded number in flight, so memory does not grow with the input. Output goes to a
 * temporary file first and is moved into place (or copied to standard output) only when every answer is done: a bad
 * line stops the run and leaves nothing behind.
 */
public final class VerifyRun {

    /** Answers in flight per thread: enough to keep the threads busy while the sink writes. */
    static final int WINDOW_PER_THREAD = 8;
    /** Progress is reported once the input has more answers than this. */
    public static final int PROGRESS_AFTER = 300;
    /** And then at most this often (a log), or {@link #PROGRESS_LIVE_NANOS} when the line is redrawn on a terminal. */
    public static final long PROGRESS_EVERY_NANOS = 5_000_000_000L;
    public static final long PROGRESS_LIVE_NANOS = 1_000_000_000L;

    /** Receives a progress line now and then (and none for small inputs). */
    public interface Progress {
        void line(String text);
    }

    private final Checker checker;
    private final int threads;
    private final ReportLanguage lang;
    private long expected = -1;
    /** What a repair does with a quote that has no source, or null when answers are not repaired. */
    private RepairMode repair;
    /** Whether each repair is settled ({@link Checker#repairSettled}). */
    private boolean settle;
    private long progressEvery = PROGRESS_EVERY_NANOS;

    public VerifyRun(Checker checker, int threads) {
        this(checker, threads, ReportLanguage.AR);
    }

    /** @param lang the HTML report's labels */
    public VerifyRun(Checker checker, int threads, ReportLanguage lang) {
        this.threads = Math.max(1, threads);
        // Several answers at once already fill the cores: splitting one answer's citations over the common pool as
        // well only adds tasks competing for the same cores (as the service does, see VerifyServer).
        this.checker = this.threads > 1 ? checker.citationsOnCallingThread() : checker;
        this.lang = lang;
    }

    /** The number of answers the input holds (a file read through first), for the progress's share and time left. */
    public VerifyRun expecting(long answers) {
        this.expected = answers;
        return this;
    }

    /** Each answer repaired too ({@link Checker#repair}), its quotes with no source dealt with as {@code mode} says. */
    public VerifyRun repairing(RepairMode mode) {
        return repairing(mode, false);
    }

    /** As {@link #repairing(RepairMode)}; {@code settle}: each repair checked again until it settles ({@link Checker#repairSettled}). */
    public VerifyRun repairing(RepairMode mode, boolean settle) {
        this.repair = mode;
        this.settle = settle;
        return this;
    }

    /** How often progress is reported, once the input has more than {@link #PROGRESS_AFTER} answers. */
    public VerifyRun progressEvery(long nanos) {
        this.progressEvery = Math.max(1, nanos);
        return this;
    }

    /**
     * Checks every answer of {@code in} and writes them in {@code format} to {@code target}, or to {@code stdout} when
     * the target is null; either way only after the last answer is checked.
     */
    public Tally run(AnswerReader in, OutputFormat format, Path target, Writer stdout, String commit, Progress progress)
            throws IOException {
        if (target != null) {
            Tally[] total = new Tally[1];
            Path scratch = target.toAbsolutePath().getParent();
            AtomicFiles.write(target, out -> total[0] = run(in, format.open(out, commit, scratch, lang, repair != null), progress));
            return total[0];
        }
        Path tmp = Files.createTempFile("tahqiq-verify", ".out");
        try {
            Tally[] total = new Tally[1];
            AtomicFiles.write(tmp, out -> total[0] = run(in, format.open(out, commit, tmp.getParent(), lang, repair != null), progress));
            try (Reader done = Files.newBufferedReader(tmp, StandardCharsets.UTF_8)) {
                done.transferTo(stdout);
            }
            stdout.flush();
            return total[0];
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Checks every answer into the sink, in input order, and finishes it with the totals. */
    public Tally run(AnswerReader in, AnswerSink sink, Progress progress) throws IOException {
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "tahqiq-verify");
            t.setDaemon(true);
            return t;
        });
        Deque<Pending> pending = new ArrayDeque<>();
        Tally total = Tally.ZERO;
        long started = System.nanoTime();
        long lastReport = started;
        try {
            while (in.hasNext()) {
                AnswerItem item = in.next();
                pending.add(new Pending(item, pool.submit(() -> checked(item))));
                if (pending.size() >= threads * WINDOW_PER_THREAD) {
                    total = total.plus(deliver(pending.poll(), sink, in.name()));
                }
                long now = System.nanoTime();
                if (in.count() > PROGRESS_AFTER && now - lastReport >= progressEvery) {
                    lastReport = now;
                    progress.line(progressLine(in.count(), total.answers(), expected, (now - started) / 1e9));
                }
            }
            while (!pending.isEmpty()) {
                total = total.plus(deliver(pending.poll(), sink, in.name()));
            }
            sink.finish(total);
            if (total.answers() > PROGRESS_AFTER) {
                double secs = (System.nanoTime() - started) / 1e9;
                progress.line(String.format(java.util.Locale.ROOT, "verify: %,d answers checked in %.1f s (%.0f/s)",
                        total.answers(), secs, total.answers() / secs));
            }
            return total;
        } finally {
            pending.forEach(p -> p.result().cancel(true));
            pool.shutdownNow();
        }
    }

    private CheckedAnswer checked(AnswerItem item) {
        CheckedAnswer a = checker.check(item.id(), item.question(), item.answer());
        if (repair == null) {
            return a;
        }
        return a.withRepair(settle ? checker.repairSettled(a, repair, lang) : checker.repair(a, repair, lang));
    }

    /** "verify: 1,200 of 32,800 answers checked (3.7%), 210/s, 2 min 31 s left" (without a known total: read and checked). */
    static String progressLine(long read, long checked, long expected, double seconds) {
        double rate = seconds > 0 ? checked / seconds : 0;
        if (expected <= 0) {
            return String.format(java.util.Locale.ROOT, "verify: %,d answers read, %,d checked (%.0f/s)", read, checked, rate);
        }
        String left = rate > 0 ? ", " + duration((expected - checked) / rate) + " left" : "";
        return String.format(java.util.Locale.ROOT, "verify: %,d of %,d answers checked (%.1f%%), %.0f/s%s", checked,
                expected, 100.0 * checked / expected, rate, left);
    }

    static String duration(double seconds) {
        long s = Math.round(Math.max(0, seconds));
        if (s < 60) {
            return s + " s";
        }
        if (s < 3600) {
            return s / 60 + " min " + s % 60 + " s";
        }
        return s / 3600 + " h " + s % 3600 / 60 + " min";
    }

    private record Pending(AnswerItem item, Future<CheckedAnswer> result) {
    }

    private Tally deliver(Pending p, AnswerSink sink, Path input) throws IOException {
        CheckedAnswer a;
        try {
            a = p.result().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof IllegalArgumentException) {
                throw new InputException(input, p.item().line(), AnswerReader.ANSWER, c.getMessage());
            }
            if (c instanceof RuntimeException r) {
                throw r;
            }
            if (c instanceof Error err) {
                throw err;
            }
            throw new UncheckedIOException(new IOException(c));
        }
        sink.accept(a);
        return a.tally();
    }
}
