package org.tahqiq.correct;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The خطأ decision as a small logistic regression: submit the proposal when the fitted probability that gold
 * accepts it is at least one half. Coverage and run alone overlap for garbled and invented quotes; a linear
 * combination of a few measurements separates them better than "coverage or run" thresholds (dev, 5-fold
 * grouped CV: Ayah 0.79 → 0.86, matn 0.79 → 0.81; adding whether the claimed source names the proposed
 * verse's surah did not help, 0.851 → 0.846 in a side check).
 *
 * <p>Features ({@link #features}): word coverage, log(1 + longest verbatim run), log(1 + span length in
 * words), character partial ratio, and coverage of the proposed text by the span. Each is standardized
 * with the training rows' mean and standard deviation; weights carry a small L2 penalty so a fold with few
 * accepted rows cannot drive them to infinity.
 *
 * @param mean    per-feature training mean
 * @param scale   per-feature training standard deviation (1 where constant)
 * @param weights per-feature weight on the standardized value
 * @param bias    intercept
 */
public record AcceptModel(double[] mean, double[] scale, double[] weights, double bias) {

    public static final int FEATURES = 5;
    /** L2 penalty on the standardized weights (the intercept is not penalized). */
    static final double L2 = 1.0;
    private static final int MAX_NEWTON = 100;

    public AcceptModel {
        if (mean.length != FEATURES || scale.length != FEATURES || weights.length != FEATURES) {
            throw new IllegalArgumentException("an accept model has " + FEATURES + " features");
        }
        mean = mean.clone();
        scale = scale.clone();
        weights = weights.clone();
    }

    public static double[] features(Proposal p) {
        Proposal.Features f = p.features();
        return new double[] {p.score(), Math.log1p(p.run()), Math.log1p(f.words()), f.partial(), f.textCover()};
    }

    public double logit(double[] x) {
        double z = bias;
        for (int i = 0; i < FEATURES; i++) {
            z += weights[i] * (x[i] - mean[i]) / scale[i];
        }
        return z;
    }

    public boolean accepts(Proposal p) {
        return p.found() && logit(features(p)) >= 0;
    }

    /**
     * Maximum penalized likelihood by Newton's method.
     *
     * @param x rows of {@link #FEATURES} values
     * @param y whether gold accepts each row's proposal
     */
    public static AcceptModel fit(List<double[]> x, List<Boolean> y) {
        int n = x.size();
        if (n == 0) {
            throw new IllegalArgumentException("no rows to fit");
        }
        double[] mean = new double[FEATURES];
        double[] scale = new double[FEATURES];
        for (double[] r : x) {
            for (int i = 0; i < FEATURES; i++) {
                mean[i] += r[i] / n;
            }
        }
        for (double[] r : x) {
            for (int i = 0; i < FEATURES; i++) {
                scale[i] += (r[i] - mean[i]) * (r[i] - mean[i]) / n;
            }
        }
        for (int i = 0; i < FEATURES; i++) {
            scale[i] = scale[i] > 1e-12 ? Math.sqrt(scale[i]) : 1;
        }
        int d = FEATURES + 1; // weights, then the intercept
        double[][] z = new double[n][d];
        for (int r = 0; r < n; r++) {
            for (int i = 0; i < FEATURES; i++) {
                z[r][i] = (x.get(r)[i] - mean[i]) / scale[i];
            }
            z[r][FEATURES] = 1;
        }
        double[] w = new double[d];
        for (int it = 0; it < MAX_NEWTON; it++) {
            double[] grad = new double[d];
            double[][] hess = new double[d][d];
            for (int r = 0; r < n; r++) {
                double s = 0;
                for (int i = 0; i < d; i++) {
                    s += w[i] * z[r][i];
                }
                double p = 1 / (1 + Math.exp(-s));
                double err = p - (y.get(r) ? 1 : 0);
                double v = p * (1 - p);
                for (int i = 0; i < d; i++) {
                    grad[i] += err * z[r][i];
                    for (int j = 0; j < d; j++) {
                        hess[i][j] += v * z[r][i] * z[r][j];
                    }
                }
            }
            for (int i = 0; i < FEATURES; i++) {
                grad[i] += L2 * w[i];
                hess[i][i] += L2;
            }
            hess[FEATURES][FEATURES] += 1e-9; // all rows one class: keep the system solvable
            double[] step = solve(hess, grad);
            double max = 0;
            for (int i = 0; i < d; i++) {
                w[i] -= step[i];
                max = Math.max(max, Math.abs(step[i]));
            }
            if (max < 1e-10) {
                break;
            }
        }
        return new AcceptModel(mean, scale, Arrays.copyOf(w, FEATURES), w[FEATURES]);
    }

    /** Gaussian elimination with partial pivoting (the system is tiny and positive definite). */
    static double[] solve(double[][] a, double[] b) {
        int d = b.length;
        double[][] m = new double[d][];
        for (int i = 0; i < d; i++) {
            m[i] = Arrays.copyOf(a[i], d + 1);
            m[i][d] = b[i];
        }
        for (int c = 0; c < d; c++) {
            int piv = c;
            for (int r = c + 1; r < d; r++) {
                if (Math.abs(m[r][c]) > Math.abs(m[piv][c])) {
                    piv = r;
                }
            }
            double[] t = m[c];
            m[c] = m[piv];
            m[piv] = t;
            for (int r = c + 1; r < d; r++) {
                double f = m[r][c] / m[c][c];
                for (int k = c; k <= d; k++) {
                    m[r][k] -= f * m[c][k];
                }
            }
        }
        double[] out = new double[d];
        for (int r = d - 1; r >= 0; r--) {
            double s = m[r][d];
            for (int k = r + 1; k < d; k++) {
                s -= m[r][k] * out[k];
            }
            out[r] = s / m[r][r];
        }
        return out;
    }

    /** Java source for the model, to pin a model fitted on all labelled rows. */
    public String toJava() {
        return String.format(Locale.ROOT, "new AcceptModel(new double[] %s, new double[] %s, new double[] %s, %s)",
                array(mean), array(scale), array(weights), num(bias));
    }

    private static String array(double[] a) {
        StringBuilder b = new StringBuilder("{");
        for (int i = 0; i < a.length; i++) {
            b.append(i == 0 ? "" : ", ").append(num(a[i]));
        }
        return b.append('}').toString();
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.6g", v);
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "logit = %s + %s·z(cov) + %s·z(ln run) + %s·z(ln words) + %s·z(partial) + %s·z(textCover)",
                num(bias), num(weights[0]), num(weights[1]), num(weights[2]), num(weights[3]), num(weights[4]));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AcceptModel m && Arrays.equals(mean, m.mean) && Arrays.equals(scale, m.scale)
                && Arrays.equals(weights, m.weights) && bias == m.bias;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(weights) * 31 + Double.hashCode(bias);
    }
}
