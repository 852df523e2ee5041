package org.tahqiq.subtask;

import java.io.PrintWriter;
import java.util.Locale;
import org.tahqiq.eval.Wilson;

/**
 * The console's score table, the same for every subtask: per row its count, hits, accuracy with a 95% Wilson
 * interval and missing predictions, and — when the cross-validation was repeated — the accuracy's mean, min and max
 * over the fold seeds (the figure to quote).
 */
public final class ScoreTable {

    private final PrintWriter out;
    private final int width;
    private final boolean spreads;

    public ScoreTable(PrintWriter out, int width, boolean spreads) {
        this.out = out;
        this.width = width;
        this.spreads = spreads;
        out.printf("  %-" + width + "s %5s %5s %8s  %-17s %-7s%s%n", "type", "rows", "hits", "accuracy", "95% Wilson", "missing",
                spreads ? "  fold seeds: mean [min, max]" : "");
    }

    /** @param spread the accuracy over the fold seeds, or null */
    public void row(String name, int hits, int total, int missing, Spread spread) {
        Wilson.Interval ci = Wilson.interval95(hits, total);
        out.printf(Locale.ROOT, "  %-" + width + "s %5d %5d %8.4f  [%.3f, %.3f]    %-7d%s%n", name, total, hits,
                total == 0 ? 0.0 : (double) hits / total, ci.low(), ci.high(), missing, spreadText(spread));
    }

    /** A row with a value but no counts (a macro average). */
    public void value(String name, double value, Spread spread) {
        out.printf(Locale.ROOT, "  %-" + width + "s %5s %5s %8.4f  %-17s    %-7s%s%n", name, "", "", value, "", "", spreadText(spread));
    }

    private String spreadText(Spread s) {
        if (!spreads || s == null) {
            return "";
        }
        return String.format(Locale.ROOT, "  %.4f [%.4f, %.4f]", s.mean(), s.min(), s.max());
    }
}
