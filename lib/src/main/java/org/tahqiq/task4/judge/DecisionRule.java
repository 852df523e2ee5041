package org.tahqiq.task4.judge;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Turns probabilities into labels, question by question. The score is a mean of per-question F1s, so what matters is
 * how many of a question's rows are marked and which; each kind has one parameter, chosen by {@link #choose} on
 * out-of-fold probabilities of training questions.
 *
 * @param parameter the threshold (THRESHOLD, TOP_OR_THRESHOLD) or the logit shift (EXPECTED_F1)
 */
public record DecisionRule(Kind kind, double parameter) {

    public enum Kind {
        /** Every row relevant: the baseline. */
        ALL_RELEVANT,
        /** Relevant when the probability reaches the threshold. */
        THRESHOLD,
        /** As THRESHOLD, and each question's most probable row is relevant regardless. */
        TOP_OR_THRESHOLD,
        /**
         * Per question, the most probable k rows for the k that maximizes the expected F1 when each row is relevant
         * independently with its probability (shifted on the logit scale by the parameter, to recalibrate).
         */
        EXPECTED_F1,
        /** EXPECTED_F1 trusting the model's probabilities as they are (no shift, nothing to choose). */
        EXPECTED_F1_AS_IS,
        /** All of a question's rows relevant when its most probable row reaches the threshold, else none. */
        QUESTION_GATE,
        /** All of a question's rows relevant when their mean probability reaches the threshold, else none. */
        QUESTION_MEAN_GATE
    }

    /** The candidate parameters of a kind. */
    public static double[] grid(Kind kind) {
        return switch (kind) {
            case ALL_RELEVANT -> new double[] {0};
            case THRESHOLD, TOP_OR_THRESHOLD, QUESTION_GATE, QUESTION_MEAN_GATE -> steps(0.0, 1.0, 0.02);
            case EXPECTED_F1 -> steps(-2.0, 2.0, 0.25);
            case EXPECTED_F1_AS_IS -> new double[] {0};
        };
    }

    private static double[] steps(double from, double to, double step) {
        int n = (int) Math.round((to - from) / step) + 1;
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = Math.round((from + i * step) * 1e6) / 1e6;
        }
        return out;
    }

    /**
     * Labels rows.
     *
     * @param p     probability per row
     * @param group question index per row (0..groups-1)
     */
    public boolean[] apply(double[] p, int[] group) {
        boolean[] out = new boolean[p.length];
        switch (kind) {
            case ALL_RELEVANT -> Arrays.fill(out, true);
            case THRESHOLD -> {
                for (int i = 0; i < p.length; i++) {
                    out[i] = p[i] >= parameter;
                }
            }
            case TOP_OR_THRESHOLD -> {
                for (List<Integer> rows : members(group)) {
                    int top = rows.get(0);
                    for (int i : rows) {
                        out[i] = p[i] >= parameter;
                        top = p[i] > p[top] ? i : top;
                    }
                    out[top] = true;
                }
            }
            case QUESTION_GATE, QUESTION_MEAN_GATE -> {
                for (List<Integer> rows : members(group)) {
                    double max = 0;
                    double sum = 0;
                    for (int i : rows) {
                        max = Math.max(max, p[i]);
                        sum += p[i];
                    }
                    boolean on = (kind == Kind.QUESTION_GATE ? max : sum / rows.size()) >= parameter;
                    for (int i : rows) {
                        out[i] = on;
                    }
                }
            }
            case EXPECTED_F1, EXPECTED_F1_AS_IS -> {
                for (List<Integer> rows : members(group)) {
                    List<Integer> sorted = new ArrayList<>(rows);
                    sorted.sort((a, b) -> Double.compare(p[b], p[a]));
                    double[] q = new double[sorted.size()];
                    for (int k = 0; k < q.length; k++) {
                        q[k] = RelevanceModel.sigmoid(logit(p[sorted.get(k)]) + parameter);
                    }
                    int k = bestCount(q);
                    for (int m = 0; m < k; m++) {
                        out[sorted.get(m)] = true;
                    }
                }
            }
        }
        return out;
    }

    private static double logit(double p) {
        double c = Math.min(1 - 1e-9, Math.max(1e-9, p));
        return Math.log(c / (1 - c));
    }

    static List<List<Integer>> members(int[] group) {
        int g = 0;
        for (int x : group) {
            g = Math.max(g, x + 1);
        }
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 0; i < g; i++) {
            out.add(new ArrayList<>());
        }
        for (int i = 0; i < group.length; i++) {
            out.get(group[i]).add(i);
        }
        out.removeIf(List::isEmpty);
        return out;
    }

    /**
     * The k (0..n) maximizing the expected F1 of marking the first k rows (probabilities sorted high to low), rows
     * independent: E[F1] = Σ P(A = a) P(B = b) · F1(a, k, a + b) with A the relevant among the first k, B among the rest.
     */
    static int bestCount(double[] q) {
        int n = q.length;
        double best = -1;
        int bestK = 0;
        for (int k = 0; k <= n; k++) {
            double[] a = poissonBinomial(q, 0, k);
            double[] b = poissonBinomial(q, k, n);
            double e = 0;
            for (int x = 0; x < a.length; x++) {
                for (int y = 0; y < b.length; y++) {
                    e += a[x] * b[y] * f1(x + y, k, x);
                }
            }
            if (e > best + 1e-12) {
                best = e;
                bestK = k;
            }
        }
        return bestK;
    }

    /** Distribution of the number of successes among q[from..to). */
    static double[] poissonBinomial(double[] q, int from, int to) {
        double[] d = new double[to - from + 1];
        d[0] = 1;
        for (int i = from; i < to; i++) {
            for (int c = i - from + 1; c >= 1; c--) {
                d[c] = d[c] * (1 - q[i]) + d[c - 1] * q[i];
            }
            d[0] *= 1 - q[i];
        }
        return d;
    }

    /** Mean per-question F1 of labels against gold (the official mixed score, on arrays). */
    public static double meanF1(boolean[] predicted, boolean[] gold, int[] group) {
        double sum = 0;
        List<List<Integer>> m = members(group);
        for (List<Integer> rows : m) {
            int g = 0;
            int p = 0;
            int both = 0;
            for (int i : rows) {
                g += gold[i] ? 1 : 0;
                p += predicted[i] ? 1 : 0;
                both += gold[i] && predicted[i] ? 1 : 0;
            }
            sum += f1(g, p, both);
        }
        return m.isEmpty() ? 0 : sum / m.size();
    }

    /**
     * The parameter of {@code kind} with the best mean per-question F1 on these rows; among ties, the middle one (a
     * plateau's centre generalizes better than its edge).
     */
    public static DecisionRule choose(Kind kind, double[] p, int[] group, boolean[] gold) {
        double[] grid = grid(kind);
        double[] score = new double[grid.length];
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < grid.length; i++) {
            score[i] = meanF1(new DecisionRule(kind, grid[i]).apply(p, group), gold, group);
            best = Math.max(best, score[i]);
        }
        List<Integer> ties = new ArrayList<>();
        for (int i = 0; i < grid.length; i++) {
            if (score[i] >= best - 1e-12) {
                ties.add(i);
            }
        }
        return new DecisionRule(kind, grid[ties.get(ties.size() / 2)]);
    }

    /** The metric at every parameter of the grid (the threshold curve). */
    public static double[][] curve(Kind kind, double[] p, int[] group, boolean[] gold) {
        double[] grid = grid(kind);
        double[][] out = new double[grid.length][2];
        for (int i = 0; i < grid.length; i++) {
            out[i][0] = grid[i];
            out[i][1] = meanF1(new DecisionRule(kind, grid[i]).apply(p, group), gold, group);
        }
        return out;
    }

    /** F1 of the relevant class on one question; 1 when it has no relevant row and nothing is predicted relevant. */
    public static double f1(int gold, int predicted, int both) {
        if (gold == 0) {
            return predicted == 0 ? 1.0 : 0.0;
        }
        return both == 0 ? 0.0 : 2.0 * both / (gold + predicted);
    }
}
