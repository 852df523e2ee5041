package org.tahqiq.eval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One row of a sensitivity table: a constant no cross-validation chooses, at one value, with the repeated-CV scores the
 * same evidence gets under it. The chosen value and one step either side show whether the choice sits on a plateau
 * or on a lucky peak.
 *
 * @param constant what is varied
 * @param value    its value in this row
 * @param chosen   whether this is the value the tool uses
 * @param how      how and on what data the chosen value was set
 * @param scores   per official score, its mean, min and max over the fold seeds
 */
public record Sensitivity(String constant, String value, boolean chosen, String how, Map<String, Stat> scores) {

    public Sensitivity {
        scores = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(scores));
    }

    /** Mean, min and max of one score over the fold seeds. */
    public record Stat(double mean, double min, double max) {

        public static Stat of(double[] values) {
            if (values.length == 0) {
                throw new IllegalArgumentException("no values");
            }
            return new Stat(Arrays.stream(values).average().orElseThrow(), Arrays.stream(values).min().orElseThrow(),
                    Arrays.stream(values).max().orElseThrow());
        }
    }

    /**
     * A row from the official scores at each fold seed.
     *
     * @param metrics the scores to keep, in this order (each must be a number in every map)
     */
    public static Sensitivity of(String constant, String value, boolean chosen, String how, List<Map<String, Object>> perSeed,
                                 List<String> metrics) {
        Map<String, Stat> scores = new LinkedHashMap<>();
        for (String m : metrics) {
            scores.put(m, Stat.of(perSeed.stream().mapToDouble(s -> ((Number) s.get(m)).doubleValue()).toArray()));
        }
        return new Sensitivity(constant, value, chosen, how, scores);
    }

    /** constant, value, chosen, then mean/min/max per score, then how: one line per row. */
    public static String tsv(List<Sensitivity> rows) {
        List<String> metrics = metrics(rows);
        StringBuilder b = new StringBuilder("constant\tvalue\tchosen");
        for (String m : metrics) {
            b.append('\t').append(m).append("_mean\t").append(m).append("_min\t").append(m).append("_max");
        }
        b.append("\thow\n");
        for (Sensitivity r : rows) {
            b.append(r.constant()).append('\t').append(r.value()).append('\t').append(r.chosen() ? "yes" : "");
            for (String m : metrics) {
                Stat s = r.scores().get(m);
                b.append(String.format(Locale.ROOT, "\t%.4f\t%.4f\t%.4f", s.mean(), s.min(), s.max()));
            }
            b.append('\t').append(r.how()).append('\n');
        }
        return b.toString();
    }

    /**
     * A Markdown table: one row per value, the mean [min, max] of each score, the chosen value in bold, and below it the
     * line saying how each constant was chosen.
     */
    public static String markdown(String title, List<Sensitivity> rows) {
        List<String> metrics = metrics(rows);
        StringBuilder b = new StringBuilder("### ").append(title).append("\n\n| constant | value |");
        metrics.forEach(m -> b.append(' ').append(m).append(" |"));
        b.append("\n|---|---|");
        metrics.forEach(m -> b.append("---|"));
        b.append('\n');
        for (Sensitivity r : rows) {
            String v = r.chosen() ? "**" + r.value() + "**" : r.value();
            b.append("| ").append(r.constant()).append(" | ").append(v).append(" |");
            for (String m : metrics) {
                Stat s = r.scores().get(m);
                String cell = String.format(Locale.ROOT, "%.4f [%.4f, %.4f]", s.mean(), s.min(), s.max());
                b.append(' ').append(r.chosen() ? "**" + cell + "**" : cell).append(" |");
            }
            b.append('\n');
        }
        b.append('\n');
        Map<String, String> how = new LinkedHashMap<>();
        rows.stream().filter(Sensitivity::chosen).forEach(r -> how.putIfAbsent(r.constant(), r.how()));
        how.forEach((c, h) -> b.append("- ").append(c).append(": ").append(h).append('\n'));
        return b.toString();
    }

    /** Console lines: constant, value (* for the chosen one), then each score's mean [min, max]. */
    public static List<String> lines(List<Sensitivity> rows) {
        List<String> metrics = metrics(rows);
        List<String> out = new ArrayList<>();
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-26s %-12s", "constant", "value"));
        metrics.forEach(m -> head.append(String.format(Locale.ROOT, " %-24s", m)));
        out.add(head.toString().stripTrailing());
        for (Sensitivity r : rows) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-26s %-12s", r.constant(),
                    r.value() + (r.chosen() ? " *" : "")));
            for (String m : metrics) {
                Stat s = r.scores().get(m);
                line.append(String.format(Locale.ROOT, " %.4f [%.4f, %.4f]", s.mean(), s.min(), s.max()));
            }
            out.add(line.toString());
        }
        return out;
    }

    private static List<String> metrics(List<Sensitivity> rows) {
        return rows.isEmpty() ? List.of() : List.copyOf(rows.get(0).scores().keySet());
    }
}
