package org.tahqiq.task2;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.tahqiq.models.BaseRate;

/**
 * What deciding at the input's base rate ({@link InputBaseRate}) does on inputs whose share of authentic quotes differs
 * from the fitting rows'. The only two-sided sample is the labelled input, so the batches are made: the labelled rows'
 * rejected matn quotes beside as many of the train answers' accepted ones as give the batch a share of {@link #SHARES}
 * (drawn in a fixed order), each batch decided by the fit at its own base rate and at the batch's estimated one. The
 * rejected quotes are those the fit was fitted on, so both decisions see them in sample alike.
 */
public final class BaseRateCheck {

    /**
     * Shares of accepted quotes in the batches: two below the labelled dev set's (an input with fewer authentic quotes
     * than dev's), the dev set's (about 0.22), the train labels' (0.40: 2,842 of 7,048 matn quotes accepted) and one
     * beyond it. Presentation values, not tuned.
     */
    static final double[] SHARES = {0.05, 0.10, 0.22, 0.40, 0.60};
    /** Seed of the order the accepted quotes are drawn in (the project's fold seed). */
    static final long SEED = 2026;

    /**
     * One batch.
     *
     * @param share     accepted quotes' share of the batch as built
     * @param accepted  accepted (train) quotes in it
     * @param rejected  rejected (labelled) quotes in it
     * @param estimated the share of correct quotes estimated from the batch
     * @param atFitted  quotes decided as gold at the fit's base rate
     * @param atInput   quotes decided as gold at the estimated one
     */
    public record Mixture(double share, int accepted, int rejected, double estimated, int atFitted, int atInput) {

        public int rows() {
            return accepted + rejected;
        }

        Map<String, Object> toJson() {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("share", share);
            m.put("rows", rows());
            m.put("estimated", estimated);
            m.put("accuracy_fitted", (double) atFitted / rows());
            m.put("accuracy_input", (double) atInput / rows());
            return m;
        }

        String line() {
            return String.format(Locale.ROOT, "  %.2f accepted (%d + %d rejected): estimated %.3f; accuracy %.4f at the "
                            + "fit's base rate, %.4f at the batch's", share, accepted, rejected, estimated,
                    (double) atFitted / rows(), (double) atInput / rows());
        }
    }

    private BaseRateCheck() {
    }

    /**
     * The batches.
     *
     * @param acceptedLogits the accepted quotes' log-odds under the fit's model
     * @param rejectedLogits the rejected quotes' log-odds under it
     * @param fittedRate     the model's base rate
     */
    public static List<Mixture> run(List<Double> acceptedLogits, List<Double> rejectedLogits, double fittedRate) {
        List<Double> drawn = new ArrayList<>(acceptedLogits);
        Collections.shuffle(drawn, new Random(SEED));
        List<Mixture> out = new ArrayList<>();
        int n = rejectedLogits.size();
        for (double share : SHARES) {
            int k = Math.min(drawn.size(), (int) Math.round(share / (1 - share) * n));
            if (k == 0 || n == 0) {
                continue;
            }
            List<Double> pos = drawn.subList(0, k);
            double[] z = new double[k + n];
            for (int i = 0; i < k; i++) {
                z[i] = pos.get(i);
            }
            for (int i = 0; i < n; i++) {
                z[k + i] = rejectedLogits.get(i);
            }
            double[] fitted = new double[z.length];
            java.util.Arrays.fill(fitted, fittedRate);
            double estimated = BaseRate.estimate(z, fitted);
            double shift = BaseRate.shift(estimated, fittedRate);
            out.add(new Mixture((double) k / (k + n), k, n, estimated, hits(z, k, 0), hits(z, k, shift)));
        }
        return out;
    }

    /** Decisions as gold: the first {@code positives} are accepted quotes, the rest rejected. */
    private static int hits(double[] z, int positives, double shift) {
        int h = 0;
        for (int i = 0; i < z.length; i++) {
            h += (z[i] + shift >= 0) == (i < positives) ? 1 : 0;
        }
        return h;
    }
}
