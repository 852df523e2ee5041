package org.tahqiq.models;

/**
 * The share of positives in an unlabelled batch, read from a calibrated classifier's outputs: the expectation
 * maximization of Saerens, Latinne and Decaestecker (2002). A classifier fitted where positives are a share {@code r}
 * of the rows gives each row a log-odds {@code z}; were the batch's share {@code b}, the row's log-odds would be
 * {@code z + logit(b) - logit(r)} (the likelihood ratio stays, the prior odds change). The estimate is the share at
 * which the batch's mean posterior equals the share itself.
 *
 * <p>A Beta prior worth {@link #PRIOR_ROWS} rows at the fitted share keeps a small batch from moving far: one quote on
 * its own would otherwise set the share to 0 or 1.
 */
public final class BaseRate {

    /**
     * The prior's weight in rows: a prior, not tuned. A batch of this many rows moves the estimate half way to its own
     * share; a test set's hundreds of quotes move it most of the way, a handful hardly at all.
     */
    public static final double PRIOR_ROWS = 100;
    /** Iterations at most; a numerical bound (the fixed point is reached in far fewer), not a tuned value. */
    static final int MAX_ITERATIONS = 10_000;
    /** Change in the share below which the iteration stops; numerical, not tuned. */
    static final double TOLERANCE = 1e-12;
    /** Shares are kept this far from 0 and 1, so their log-odds stay finite. */
    static final double EDGE = 1e-6;

    private BaseRate() {
    }

    /**
     * The batch's share of positives.
     *
     * @param logits each row's log-odds from its classifier
     * @param fitted each row's classifier's share of positives among the rows it was fitted on
     * @return the share; NaN when there are no rows
     */
    public static double estimate(double[] logits, double[] fitted) {
        if (logits.length != fitted.length) {
            throw new IllegalArgumentException(logits.length + " log-odds but " + fitted.length + " fitted shares");
        }
        double prior = 0;
        for (double r : fitted) {
            prior += clamp(r);
        }
        if (logits.length == 0) {
            return Double.NaN;
        }
        prior /= fitted.length;
        double share = prior;
        for (int it = 0; it < MAX_ITERATIONS; it++) {
            double sum = 0;
            for (int i = 0; i < logits.length; i++) {
                sum += LogisticRegression.sigmoid(logits[i] + shift(share, fitted[i]));
            }
            double next = clamp((sum + PRIOR_ROWS * prior) / (logits.length + PRIOR_ROWS));
            boolean done = Math.abs(next - share) < TOLERANCE;
            share = next;
            if (done) {
                break;
            }
        }
        return share;
    }

    /** What to add to a log-odds fitted at share {@code from} for a batch whose share is {@code to}. */
    public static double shift(double to, double from) {
        return logit(clamp(to)) - logit(clamp(from));
    }

    static double logit(double p) {
        return Math.log(p / (1 - p));
    }

    private static double clamp(double p) {
        return Math.min(1 - EDGE, Math.max(EDGE, p));
    }
}
