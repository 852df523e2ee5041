package org.tahqiq.task4.judge;

import org.tahqiq.task4.features.Feature;
import java.util.List;
import org.tahqiq.models.LogisticRegression;

/**
 * L2-regularized logistic regression on standardized features, fitted by Newton's method (IRLS): small, exact and
 * deterministic, which is all a few thousand rows and a few dozen features need. The intercept is not penalized.
 *
 * @param features the features used, in the order of {@code weights}
 * @param mean     per feature, the training mean (standardization)
 * @param scale    per feature, the training standard deviation (1 when constant)
 * @param weights  per feature, on the standardized scale
 * @param bias     the intercept
 */
public record RelevanceModel(List<Feature> features, double[] mean, double[] scale, double[] weights, double bias) {

    /** The probability of relevance for a full feature row (indexed by {@link Feature#ordinal()}). */
    public double probability(double[] row) {
        return sigmoid(logit(row));
    }

    public double logit(double[] row) {
        double z = bias;
        for (int j = 0; j < features.size(); j++) {
            z += weights[j] * (row[features.get(j).ordinal()] - mean[j]) / scale[j];
        }
        return z;
    }

    static double sigmoid(double z) {
        return LogisticRegression.sigmoid(z);
    }

    /**
     * Fits on the rows {@code x} (full feature rows) with labels {@code y} and row weights {@code w}.
     *
     * @param lambda the L2 penalty on the standardized weights (as a sum over rows' weights: the loss is
     *               Σ w·logloss + λ/2·|β|²)
     */
    public static RelevanceModel fit(List<Feature> features, double[][] x, boolean[] y, double[] w, double lambda) {
        double[][] st = standardization(features, x);
        return fit(features, x, y, w, lambda, st[0], st[1], null);
    }

    /** Per feature, the mean and the standard deviation (1 when constant) over the rows. */
    static double[][] standardization(List<Feature> features, double[][] x) {
        return LogisticRegression.standardization(columns(features, x), features.size());
    }

    /**
     * Fits with the given standardization; the penalty pulls the weights towards {@code prior} (standardized scale;
     * null: towards 0).
     */
    static RelevanceModel fit(List<Feature> features, double[][] x, boolean[] y, double[] w, double lambda, double[] mean,
                             double[] scale, double[] prior) {
        LogisticRegression.Fit f = LogisticRegression.fit(columns(features, x), y, w, lambda, mean, scale, prior);
        return new RelevanceModel(List.copyOf(features), f.mean(), f.scale(), f.weights(), f.bias());
    }

    /** The used features' columns of full feature rows. */
    private static double[][] columns(List<Feature> features, double[][] x) {
        double[][] out = new double[x.length][features.size()];
        for (int i = 0; i < x.length; i++) {
            for (int j = 0; j < features.size(); j++) {
                out[i][j] = x[i][features.get(j).ordinal()];
            }
        }
        return out;
    }
}
