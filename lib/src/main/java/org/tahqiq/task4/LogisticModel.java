package org.tahqiq.task4;

import java.util.List;

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
public record LogisticModel(List<Feature> features, double[] mean, double[] scale, double[] weights, double bias) {

    static final int MAX_ITERATIONS = 50;
    static final double TOLERANCE = 1e-9;

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
        return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
    }

    /**
     * Fits on the rows {@code x} (full feature rows) with labels {@code y} and row weights {@code w}.
     *
     * @param lambda the L2 penalty on the standardized weights (as a sum over rows' weights: the loss is
     *               Σ w·logloss + λ/2·|β|²)
     */
    public static LogisticModel fit(List<Feature> features, double[][] x, boolean[] y, double[] w, double lambda) {
        double[][] st = standardization(features, x);
        return fit(features, x, y, w, lambda, st[0], st[1], null);
    }

    /** Per feature, the mean and the standard deviation (1 when constant) over the rows. */
    static double[][] standardization(List<Feature> features, double[][] x) {
        int n = x.length;
        int d = features.size();
        double[] mean = new double[d];
        double[] scale = new double[d];
        for (int j = 0; j < d; j++) {
            int f = features.get(j).ordinal();
            double s = 0;
            for (double[] row : x) {
                s += row[f];
            }
            mean[j] = n == 0 ? 0 : s / n;
            double v = 0;
            for (double[] row : x) {
                v += (row[f] - mean[j]) * (row[f] - mean[j]);
            }
            double sd = n == 0 ? 0 : Math.sqrt(v / n);
            scale[j] = sd > 1e-12 ? sd : 1;
        }
        return new double[][] {mean, scale};
    }

    /**
     * Fits with the given standardization; the penalty pulls the weights towards {@code prior} (standardized scale;
     * null: towards 0).
     */
    static LogisticModel fit(List<Feature> features, double[][] x, boolean[] y, double[] w, double lambda, double[] mean,
                             double[] scale, double[] prior) {
        int n = x.length;
        int d = features.size();
        double[][] z = new double[n][d + 1];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < d; j++) {
                z[i][j] = (x[i][features.get(j).ordinal()] - mean[j]) / scale[j];
            }
            z[i][d] = 1;
        }
        double[] beta = new double[d + 1];
        for (int it = 0; it < MAX_ITERATIONS; it++) {
            double[] grad = new double[d + 1];
            double[][] hess = new double[d + 1][d + 1];
            for (int i = 0; i < n; i++) {
                double p = sigmoid(dot(beta, z[i]));
                double g = w[i] * (p - (y[i] ? 1 : 0));
                double h = w[i] * p * (1 - p);
                for (int a = 0; a <= d; a++) {
                    grad[a] += g * z[i][a];
                    for (int b = 0; b <= a; b++) {
                        hess[a][b] += h * z[i][a] * z[i][b];
                    }
                }
            }
            for (int a = 0; a <= d; a++) {
                for (int b = 0; b < a; b++) {
                    hess[b][a] = hess[a][b];
                }
                if (a < d) {
                    grad[a] += lambda * (beta[a] - (prior == null ? 0 : prior[a]));
                    hess[a][a] += lambda;
                }
                hess[a][a] += 1e-10;
            }
            double[] step = solve(hess, grad);
            double change = 0;
            for (int a = 0; a <= d; a++) {
                beta[a] -= step[a];
                change = Math.max(change, Math.abs(step[a]));
            }
            if (change < TOLERANCE) {
                break;
            }
        }
        double[] weights = java.util.Arrays.copyOf(beta, d);
        return new LogisticModel(List.copyOf(features), mean, scale, weights, beta[d]);
    }

    private static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }

    /** Solves the symmetric positive definite system by Gaussian elimination with partial pivoting. */
    static double[] solve(double[][] m, double[] v) {
        int n = v.length;
        double[][] a = new double[n][];
        for (int i = 0; i < n; i++) {
            a[i] = java.util.Arrays.copyOf(m[i], n + 1);
            a[i][n] = v[i];
        }
        for (int c = 0; c < n; c++) {
            int p = c;
            for (int r = c + 1; r < n; r++) {
                if (Math.abs(a[r][c]) > Math.abs(a[p][c])) {
                    p = r;
                }
            }
            double[] t = a[c];
            a[c] = a[p];
            a[p] = t;
            double piv = a[c][c];
            if (Math.abs(piv) < 1e-300) {
                continue;
            }
            for (int r = c + 1; r < n; r++) {
                double f = a[r][c] / piv;
                if (f != 0) {
                    for (int k = c; k <= n; k++) {
                        a[r][k] -= f * a[c][k];
                    }
                }
            }
        }
        double[] x = new double[n];
        for (int r = n - 1; r >= 0; r--) {
            double s = a[r][n];
            for (int k = r + 1; k < n; k++) {
                s -= a[r][k] * x[k];
            }
            x[r] = Math.abs(a[r][r]) < 1e-300 ? 0 : s / a[r][r];
        }
        return x;
    }
}
