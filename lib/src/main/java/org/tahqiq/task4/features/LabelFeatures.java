package org.tahqiq.task4.features;

import java.util.HashSet;
import java.util.Set;

/**
 * The features read from training labels: how relevant the same verse or record was when cited for other questions,
 * and how relevant it (or a similar citation) was for similar questions. Computed from the rows a mask marks as
 * training only, and for every row without its own question's rows, so a training row's value is what a test row's
 * would be (no question ever helps score itself). Labels count as excess over their file's base rate, since the train
 * file labels more generously than dev.
 */
public final class LabelFeatures {

    /** Pseudo-count shrinking a citation's excess relevance towards 0 (fixed a priori, not tuned). */
    public static final double PRIOR_SMOOTHING = 2;
    /** Pseudo-weight shrinking the similarity-weighted excess towards 0 (fixed a priori, not tuned). */
    static final double KNN_SMOOTHING = 0.5;

    private LabelFeatures() {
    }

    /**
     * Fills the label-based features of a copy of every row's static features.
     *
     * @param training rows whose labels may be used
     */
    public static double[][] compute(RelevanceData data, boolean[] training) {
        return compute(data, training, true);
    }

    /**
     * As {@link #compute(RelevanceData, boolean[])}; without {@code similar}, the features that weigh similar
     * citations (the costly part: a common verse has hundreds) stay 0, for models that do not read them.
     */
    public static double[][] compute(RelevanceData data, boolean[] training, boolean similar) {
        return compute(data, training, similar, data.rows().size());
    }

    /** As {@link #compute(RelevanceData, boolean[], boolean)} for the first {@code n} rows only. */
    public static double[][] compute(RelevanceData data, boolean[] training, boolean similar, int n) {
        double[] base = baseRates(data, training);
        double[][] out = new double[n][];
        java.util.stream.IntStream.range(0, n).parallel().forEach(i -> {
            double[] f = data.staticFeatures(i).clone();
            // Rows without a question text are never fitted nor predicted: they only feed the statistics.
            if (i < data.inputSize() || data.hasQuestionText(i)) {
                fill(f, i, data, training, base, similar);
            }
            out[i] = f;
        });
        return out;
    }

    /** Base relevance rate of each origin among the training rows. */
    static double[] baseRates(RelevanceData data, boolean[] training) {
        double[] rel = new double[Origin.values().length];
        double[] all = new double[Origin.values().length];
        for (int j = 0; j < training.length; j++) {
            if (training[j]) {
                RelevanceRow r = data.rows().get(j);
                all[r.origin().ordinal()]++;
                rel[r.origin().ordinal()] += r.relevant() ? 1 : 0;
            }
        }
        double[] out = new double[rel.length];
        for (int o = 0; o < rel.length; o++) {
            out[o] = all[o] == 0 ? 0.5 : rel[o] / all[o];
        }
        return out;
    }

    private static double excess(RelevanceRow r, double[] base) {
        return (r.relevant() ? 1 : 0) - base[r.origin().ordinal()];
    }

    private static void fill(double[] f, int i, RelevanceData data, boolean[] training, double[] base, boolean similar) {
        String q = data.rows().get(i).questionId();
        double prior = 0;
        int priorN = 0;
        Set<String> questions = new HashSet<>();
        double same = 0;
        double sameW = 0;
        double maxSim = 0;
        for (int j : data.sameCitation(i)) {
            RelevanceRow r = data.rows().get(j);
            if (!training[j] || r.questionId().equals(q)) {
                continue;
            }
            double e = excess(r, base);
            prior += e;
            priorN++;
            questions.add(r.questionId());
            double s = data.questionSimilarity(i, j);
            same += s * e;
            sameW += s;
            maxSim = Math.max(maxSim, s);
        }
        f[Feature.COCITED.ordinal()] = Math.log1p(sameW);
        f[Feature.COCITED_MAX.ordinal()] = maxSim;
        f[Feature.PRIOR.ordinal()] = prior / (priorN + PRIOR_SMOOTHING);
        f[Feature.PRIOR_QUESTIONS.ordinal()] = Math.log1p(questions.size());
        f[Feature.KNN_SAME.ordinal()] = same / (sameW + KNN_SMOOTHING);
        if (!similar) {
            return;
        }
        double soft = 0;
        double softW = 0;
        int[] nb = data.neighbours(i);
        double[] sim = data.neighbourSimilarity(i);
        for (int k = 0; k < nb.length; k++) {
            int j = nb[k];
            RelevanceRow r = data.rows().get(j);
            if (!training[j] || r.questionId().equals(q)) {
                continue;
            }
            double s = data.questionSimilarity(i, j) * sim[k];
            soft += s * excess(r, base);
            softW += s;
        }
        f[Feature.KNN_SOFT.ordinal()] = soft / (softW + KNN_SMOOTHING);
        f[Feature.COCITED_SOFT.ordinal()] = Math.log1p(softW);
    }
}
