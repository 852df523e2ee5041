package org.tahqiq.task1.score;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Character-level scores of Subtask 1: per class true/false positives and false negatives pooled over all
 * characters of all responses, and their precision, recall and F1; the official score {@code F1} is the plain mean
 * of the five F1s. A class with no gold and no predicted character scores 0, as the official scorer does.
 *
 * @param confusion [gold class][predicted class] character counts
 */
public record Task1Score(long[][] confusion) implements org.tahqiq.subtask.Score {

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public long tp(CharClass c) {
        return confusion[c.ordinal()][c.ordinal()];
    }

    public long fp(CharClass c) {
        long s = 0;
        for (CharClass g : CharClass.values()) {
            s += g == c ? 0 : confusion[g.ordinal()][c.ordinal()];
        }
        return s;
    }

    public long fn(CharClass c) {
        long s = 0;
        for (CharClass p : CharClass.values()) {
            s += p == c ? 0 : confusion[c.ordinal()][p.ordinal()];
        }
        return s;
    }

    public double precision(CharClass c) {
        long d = tp(c) + fp(c);
        return d == 0 ? 0 : (double) tp(c) / d;
    }

    public double recall(CharClass c) {
        long d = tp(c) + fn(c);
        return d == 0 ? 0 : (double) tp(c) / d;
    }

    public double f1(CharClass c) {
        double p = precision(c);
        double r = recall(c);
        return p + r == 0 ? 0 : 2 * p * r / (p + r);
    }

    /** The official score: macro-F1 over the five classes. */
    public double macroF1() {
        double s = 0;
        for (CharClass c : CharClass.values()) {
            s += f1(c);
        }
        return s / CharClass.values().length;
    }

    public Map<CharClass, Double> f1ByClass() {
        Map<CharClass, Double> m = new EnumMap<>(CharClass.class);
        for (CharClass c : CharClass.values()) {
            m.put(c, f1(c));
        }
        return m;
    }

    /** Sum of two scores' counts (pooling responses). */
    public Task1Score plus(Task1Score o) {
        long[][] m = new long[confusion.length][confusion.length];
        for (int g = 0; g < m.length; g++) {
            for (int p = 0; p < m.length; p++) {
                m[g][p] = confusion[g][p] + o.confusion[g][p];
            }
        }
        return new Task1Score(m);
    }

    /** The confusion counts as one line per gold class (what {@link #parse} reads back). */
    public String format() {
        StringBuilder sb = new StringBuilder();
        for (long[] row : confusion) {
            for (int i = 0; i < row.length; i++) {
                sb.append(i > 0 ? " " : "").append(row[i]);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    public static Task1Score parse(String text) {
        String[] lines = text.strip().split("\n");
        int k = CharClass.values().length;
        if (lines.length != k) {
            throw new IllegalArgumentException("expected " + k + " rows of counts, found " + lines.length);
        }
        long[][] m = new long[k][k];
        for (int g = 0; g < k; g++) {
            String[] cells = lines[g].trim().split(" ");
            for (int p = 0; p < k; p++) {
                m[g][p] = Long.parseLong(cells[p]);
            }
        }
        return new Task1Score(m);
    }

    public static Task1Score empty() {
        int k = CharClass.values().length;
        return new Task1Score(new long[k][k]);
    }

    /** Per F1 key, the gold characters it is computed over (all characters for the macro {@code F1}). */
    @Override
    public Map<String, Integer> rows() {
        Map<String, Integer> m = new LinkedHashMap<>();
        long all = 0;
        for (CharClass c : CharClass.values()) {
            m.put("F1_" + c.wire(), (int) (tp(c) + fn(c)));
            all += tp(c) + fn(c);
        }
        m.put("F1", (int) all);
        return m;
    }

    /** Every key depends on the folds. */
    @Override
    public java.util.Set<String> foldIndependent() {
        return java.util.Set.of();
    }

    /** The official key {@code F1}, then per class F1, precision and recall. */
    @Override
    public Map<String, Object> toOfficialJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("F1", macroF1());
        for (CharClass c : CharClass.values()) {
            m.put("F1_" + c.wire(), f1(c));
        }
        for (CharClass c : CharClass.values()) {
            m.put("precision_" + c.wire(), precision(c));
            m.put("recall_" + c.wire(), recall(c));
        }
        return m;
    }

    public String toJson() {
        try {
            return MAPPER.writeValueAsString(toOfficialJson());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
