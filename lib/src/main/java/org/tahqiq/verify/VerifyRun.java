package org.tahqiq.verify;

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
import org.tahqiq.submit.AtomicFiles;

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
    /** And then at most this often. */
    static final long PROGRESS_EVERY_NANOS = 5_000_000_000L;

    /** Receives a progress line now and then (and none for small inputs). */
    public interface Progress {
        void line(String text);
    }

    private final Checker checker;
    private final int threads;
    private final ReportLanguage lang;

    public VerifyRun(Checker checker, int threads) {
        this(checker, threads, ReportLanguage.AR);
    }

    /** @param lang the HTML report's labels */
    public VerifyRun(Checker checker, int threads, ReportLanguage lang) {
        this.checker = checker;
        this.threads = Math.max(1, threads);
        this.lang = lang;
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
            AtomicFiles.write(target, out -> total[0] = run(in, format.open(out, commit, scratch, lang), progress));
            return total[0];
        }
        Path tmp = Files.createTempFile("tahqiq-verify", ".out");
        try {
            Tally[] total = new Tally[1];
            AtomicFiles.write(tmp, out -> total[0] = run(in, format.open(out, commit, tmp.getParent(), lang), progress));
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
                pending.add(new Pending(item, pool.submit(() -> checker.check(item.id(), item.question(), item.answer()))));
                if (pending.size() >= threads * WINDOW_PER_THREAD) {
                    total = total.plus(deliver(pending.poll(), sink, in.name()));
                }
                long now = System.nanoTime();
                if (in.count() > PROGRESS_AFTER && now - lastReport >= PROGRESS_EVERY_NANOS) {
                    lastReport = now;
                    progress.line(String.format(java.util.Locale.ROOT, "verify: %,d answers read, %,d checked (%.0f/s)",
                            in.count(), total.answers(), total.answers() / ((now - started) / 1e9)));
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
