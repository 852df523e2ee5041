package org.tahqiq.task2.rules;

import java.util.Arrays;
import java.util.List;
import org.tahqiq.models.BaseRate;
import org.tahqiq.models.LogisticRegression;

/**
 * The matn decision as a small logistic regression over the quote's {@link MatnFeature}s: correct when the fitted
 * probability that gold calls it correct is at least one half (the accuracy-optimal cut of a calibrated probability,
 * so nothing further is tuned). Fitted inside the grouped folds; the fit on all labelled rows is pinned for unseen data.
 *
 * @param features what the model reads, in order
 * @param mean     per feature, the training mean
 * @param scale    per feature, the training standard deviation (1 when constant)
 * @param weights  per feature, its weight on the standardized value
 * @param bias     the intercept
 * @param baseRate the share of correct quotes among the rows it was fitted on: the prior its probabilities carry
 */
public record MatnModel(List<MatnFeature> features, double[] mean, double[] scale, double[] weights, double bias,
                        double baseRate) {

    /**
     * L2 penalty on the standardized weights: the project's unit penalty ({@code task3.AcceptModel#L2}), a prior, not
     * tuned; its sensitivity is printed by {@code ./tahqiq task2 --sensitivity}.
     */
    public static final double L2 = 1.0;

    public MatnModel {
        features = List.copyOf(features);
        if (mean.length != features.size() || scale.length != features.size() || weights.length != features.size()) {
            throw new IllegalArgumentException("a matn model needs one mean, scale and weight per feature");
        }
        if (!(baseRate >= 0 && baseRate <= 1)) {
            throw new IllegalArgumentException("a matn model's base rate is a share between 0 and 1, got " + baseRate);
        }
        mean = mean.clone();
        scale = scale.clone();
        weights = weights.clone();
    }

    /** Maximum penalized likelihood on the rows' feature values ({@link MatnFeature#values}) and gold labels. */
    public static MatnModel fit(List<MatnFeature> features, List<double[]> x, List<Boolean> correct, double l2) {
        boolean[] y = new boolean[correct.size()];
        for (int i = 0; i < y.length; i++) {
            y[i] = correct.get(i);
        }
        LogisticRegression.Fit f = LogisticRegression.fit(x.toArray(double[][]::new), y, l2);
        int positives = 0;
        for (boolean c : y) {
            positives += c ? 1 : 0;
        }
        return new MatnModel(features, f.mean(), f.scale(), f.weights(), f.bias(), (double) positives / y.length);
    }

    /**
     * The same model for quotes of which a share {@code rate} is correct: its log-odds moved by the change in prior
     * odds ({@link BaseRate#shift}), its features' weights untouched.
     */
    public MatnModel atBaseRate(double rate) {
        return new MatnModel(features, mean, scale, weights, bias + BaseRate.shift(rate, baseRate), rate);
    }

    public double logit(double[] x) {
        double z = bias;
        for (int i = 0; i < weights.length; i++) {
            z += weights[i] * (x[i] - mean[i]) / scale[i];
        }
        return z;
    }

    /** The probability that gold calls the quote correct. */
    public double probability(double[] x) {
        return LogisticRegression.sigmoid(logit(x));
    }

    public boolean accepts(double[] x) {
        return logit(x) >= 0;
    }

    /**
     * The feature that pushed this quote's logit furthest towards its label: the one the reason names.
     */
    public MatnFeature deciding(double[] x) {
        boolean accepted = accepts(x);
        int best = 0;
        double most = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < weights.length; i++) {
            double push = weights[i] * (x[i] - mean[i]) / scale[i] * (accepted ? 1 : -1);
            if (push > most) {
                most = push;
                best = i;
            }
        }
        return features.get(best);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MatnModel m && features.equals(m.features) && Arrays.equals(mean, m.mean)
                && Arrays.equals(scale, m.scale) && Arrays.equals(weights, m.weights) && bias == m.bias
                && baseRate == m.baseRate;
    }

    @Override
    public int hashCode() {
        return features.hashCode() * 31 + Arrays.hashCode(weights);
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(String.format(java.util.Locale.ROOT, "logit = %.3f", bias));
        for (int i = 0; i < weights.length; i++) {
            b.append(String.format(java.util.Locale.ROOT, " %+.3f·z(%s)", weights[i], features.get(i).name().toLowerCase(java.util.Locale.ROOT)));
        }
        return b.toString();
    }
}
