package org.tahqiq.models;

import java.util.Arrays;

/**
 * L2-penalized logistic regression on standardized features, fitted by Newton's method: small, exact and deterministic,
 * which is all a few thousand rows and a few dozen features need. The intercept is not penalized. Subtask models
 * (the خطأ decision, relevance) keep their own feature definitions and use this for the fit.
 */
public final class LogisticRegression {

    static final int MAX_ITERATIONS = 100;
    static final double TOLERANCE = 1e-10;
    /** Added to the Hessian's diagonal so that a fold with one class only still gives a solvable system. */
    static final double RIDGE = 1e-10;

    private LogisticRegression() {
    }

    /**
     * A fitted model on the standardized scale.
     *
     * @param mean    per feature, the training mean
     * @param scale   per feature, the training standard deviation (1 when constant)
     * @param weights per feature, on the standardized value
     * @param bias    the intercept
     */
    public record Fit(double[] mean, double[] scale, double[] weights, double bias) {

        public double logit(double[] x) {
            double z = bias;
            for (int i = 0; i < weights.length; i++) {
                z += weights[i] * (x[i] - mean[i]) / scale[i];
            }
            return z;
        }
    }

    /** Per feature, the mean and the standard deviation (1 when constant) over the rows: {mean, scale}. */
    public static double[][] standardization(double[][] x, int features) {
        int n = x.length;
        double[] mean = new double[features];
        double[] scale = new double[features];
        for (double[] r : x) {
            for (int i = 0; i < features; i++) {
                mean[i] += r[i] / n;
            }
        }
        for (double[] r : x) {
            for (int i = 0; i < features; i++) {
                scale[i] += (r[i] - mean[i]) * (r[i] - mean[i]) / n;
            }
        }
        for (int i = 0; i < features; i++) {
            scale[i] = scale[i] > 1e-12 ? Math.sqrt(scale[i]) : 1;
        }
        return new double[][] {mean, scale};
    }

    /** Fits with unit row weights, the rows' own standardization and the penalty pulling towards 0. */
    public static Fit fit(double[][] x, boolean[] y, double l2) {
        double[] ones = new double[x.length];
        Arrays.fill(ones, 1);
        int k = x.length == 0 ? 0 : x[0].length;
        double[][] st = standardization(x, k);
        return fit(x, y, ones, l2, st[0], st[1], null);
    }

    /**
     * Maximum penalized likelihood: Σ w·logloss + l2/2·|β − prior|² over the standardized weights.
     *
     * @param w     per row, its weight
     * @param prior the weights the penalty pulls towards (standardized scale), or null for 0
     */
    public static Fit fit(double[][] x, boolean[] y, double[] w, double l2, double[] mean, double[] scale, double[] prior) {
        int n = x.length;
        if (n == 0) {
            throw new IllegalArgumentException("no rows to fit");
        }
        int k = mean.length;
        for (double[] r : x) {
            if (r.length != k) {
                throw new IllegalArgumentException("rows of different lengths: " + r.length + " and " + k);
            }
        }
        int d = k + 1; // weights, then the intercept
        double[][] z = new double[n][d];
        for (int r = 0; r < n; r++) {
            for (int i = 0; i < k; i++) {
                z[r][i] = (x[r][i] - mean[i]) / scale[i];
            }
            z[r][k] = 1;
        }
        double[] beta = new double[d];
        for (int it = 0; it < MAX_ITERATIONS; it++) {
            double[] grad = new double[d];
            double[][] hess = new double[d][d];
            for (int r = 0; r < n; r++) {
                double p = sigmoid(dot(beta, z[r]));
                double g = w[r] * (p - (y[r] ? 1 : 0));
                double h = w[r] * p * (1 - p);
                for (int a = 0; a < d; a++) {
                    grad[a] += g * z[r][a];
                    for (int b = 0; b <= a; b++) {
                        hess[a][b] += h * z[r][a] * z[r][b];
                    }
                }
            }
            for (int a = 0; a < d; a++) {
                for (int b = 0; b < a; b++) {
                    hess[b][a] = hess[a][b];
                }
                if (a < k) {
                    grad[a] += l2 * (beta[a] - (prior == null ? 0 : prior[a]));
                    hess[a][a] += l2;
                }
                hess[a][a] += RIDGE;
            }
            double[] step = solve(hess, grad);
            double change = 0;
            for (int a = 0; a < d; a++) {
                beta[a] -= step[a];
                change = Math.max(change, Math.abs(step[a]));
            }
            if (change < TOLERANCE) {
                break;
            }
        }
        return new Fit(mean.clone(), scale.clone(), Arrays.copyOf(beta, k), beta[k]);
    }

    /** The logistic function, stable for large |z|. */
    public static double sigmoid(double z) {
        return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
    }

    private static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }

    /** Gaussian elimination with partial pivoting (the system is tiny and positive definite). */
    public static double[] solve(double[][] m, double[] v) {
        int n = v.length;
        double[][] a = new double[n][];
        for (int i = 0; i < n; i++) {
            a[i] = Arrays.copyOf(m[i], n + 1);
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
                for (int q = c; q <= n; q++) {
                    a[r][q] -= f * a[c][q];
                }
            }
        }
        double[] x = new double[n];
        for (int r = n - 1; r >= 0; r--) {
            double s = a[r][n];
            for (int q = r + 1; q < n; q++) {
                s -= a[r][q] * x[q];
            }
            x[r] = Math.abs(a[r][r]) < 1e-300 ? 0 : s / a[r][r];
        }
        return x;
    }
}
