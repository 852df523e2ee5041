package org.tahqiq.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.tahqiq.subtask.Progress;

/**
 * A run's progress as one line on stderr, redrawn a few times a second by a daemon thread: the stage, units done of
 * all, the share, the time in the stage and, once it can be estimated, the time left. Reports only record the state
 * (cheap from any thread); a stage whose last unit is done falls back to the command's own stage. Short runs show
 * nothing (the first draw waits {@link #FIRST_DRAW_MILLIS}), and {@link #close} wipes the line, so stdout's report
 * reads as without it.
 */
final class ProgressLine implements Progress, AutoCloseable {

    /** Forces progress on or off ({@code -Dtahqiq.progress=on|off}); else it is shown when stderr is a terminal. */
    static final String PROPERTY = "tahqiq.progress";
    static final long FIRST_DRAW_MILLIS = 500;
    static final long REDRAW_MILLIS = 250;

    private record State(String stage, long done, long total, long sinceNanos) {
    }

    private final PrintWriter err;
    private final String command;
    private final ScheduledExecutorService ticker;
    private volatile State base;
    private volatile State current;
    private int shown;
    private String finished;

    private ProgressLine(PrintWriter err, String command, boolean ticking) {
        this.err = err;
        this.command = command;
        this.base = new State("starting", -1, -1, System.nanoTime());
        this.current = base;
        if (ticking) {
            ticker = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "tahqiq-progress");
                t.setDaemon(true);
                return t;
            });
            ticker.scheduleAtFixedRate(this::draw, FIRST_DRAW_MILLIS, REDRAW_MILLIS, TimeUnit.MILLISECONDS);
        } else {
            ticker = null;
        }
    }

    /** Progress for a command: drawn on {@code err} unless quiet or stderr is not a terminal (see {@link #PROPERTY}). */
    static ProgressLine start(PrintWriter err, String command, boolean quiet) {
        return new ProgressLine(err, command, !quiet && shown());
    }

    /** A line that is only drawn when asked ({@link #draw}), for tests. */
    static ProgressLine manual(PrintWriter err, String command) {
        return new ProgressLine(err, command, false);
    }

    private static boolean shown() {
        String forced = System.getProperty(PROPERTY, "");
        if (forced.equals("on") || forced.equals("off")) {
            return forced.equals("on");
        }
        return stderrIsTerminal();
    }

    /** Whether fd 2 is a terminal: Linux names it in /proc; elsewhere, whether the JVM has a console at all. */
    static boolean stderrIsTerminal() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return System.console() != null;
        }
    }

    /** The command's own stage ("reading the input", "writing"), shown between the subtask's counted stages. */
    synchronized void stage(String stage) {
        base = new State(stage, -1, -1, System.nanoTime());
        current = base;
    }

    @Override
    public synchronized void report(String stage, long done, long total) {
        if (total >= 0 && done >= total) {
            finished = stage;
            current = base;
            return;
        }
        if (stage.equals(finished)) {
            return; // a late report of a finished stage (threads end out of order)
        }
        finished = null;
        State c = current;
        boolean same = c.stage().equals(stage);
        current = new State(stage, same ? Math.max(done, c.done()) : done, total, same ? c.sinceNanos() : System.nanoTime());
    }

    /** The line as it would be drawn now. */
    String text() {
        State s = current;
        double seconds = (System.nanoTime() - s.sinceNanos()) / 1e9;
        StringBuilder b = new StringBuilder("tahqiq ").append(command).append(": ").append(s.stage());
        if (s.total() > 1) {
            b.append(String.format(Locale.ROOT, " %,d/%,d (%d%%)", s.done(), s.total(), 100 * s.done() / s.total()));
        }
        b.append(String.format(Locale.ROOT, ", %.0f s", seconds));
        if (s.total() > 1 && s.done() > 0 && seconds >= 2) {
            b.append(String.format(Locale.ROOT, ", about %.0f s left", seconds * (s.total() - s.done()) / s.done()));
        }
        return b.toString();
    }

    /** Redraws the line in place. */
    synchronized void draw() {
        String t = text();
        err.print("\r" + t + " ".repeat(Math.max(0, shown - t.length())));
        err.flush();
        shown = t.length();
    }

    /** Wipes the line, so that other output starts at the left margin. */
    synchronized void clear() {
        if (shown > 0) {
            err.print("\r" + " ".repeat(shown) + "\r");
            err.flush();
            shown = 0;
        }
    }

    /** {@code err} for other messages: each write first wipes the progress line (the next redraw puts it back). */
    PrintWriter messages() {
        return new PrintWriter(new Writer() {
            @Override
            public void write(char[] buf, int off, int len) {
                synchronized (ProgressLine.this) {
                    clear();
                    err.write(buf, off, len);
                }
            }

            @Override
            public void flush() {
                err.flush();
            }

            @Override
            public void close() {
                err.flush();
            }
        }, true);
    }

    @Override
    public void close() {
        if (ticker != null) {
            ticker.shutdownNow();
            try {
                ticker.awaitTermination(1, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        clear();
    }
}
