package org.tahqiq.eval;

/**
 * A learning curve's error as a power law of the training size: {@code 1 − score = a · n^(−b)}, fitted by least
 * squares on {@code log(1 − score)} against {@code log n}. The usual shape of a learning curve before it meets the
 * labels' own noise; what it says beyond the sizes it was fitted on is an extrapolation, and reads as one.
 *
 * @param a      the error at one training item
 * @param b      how fast the error falls: doubling the data multiplies it by {@code 2^(−b)}
 */
public record ErrorPowerLaw(double a, double b) {

    /**
     * The fit through {@code (sizes[i], scores[i])}.
     *
     * @throws IllegalArgumentException with fewer than two points, lengths that differ, two sizes alike only, a size
     *                                  that is not positive or a score outside (0, 1) (its error has no logarithm)
     */
    public static ErrorPowerLaw fit(double[] sizes, double[] scores) {
        if (sizes.length != scores.length || sizes.length < 2) {
            throw new IllegalArgumentException("a power law needs two or more (size, score) pairs, got "
                    + sizes.length + " sizes and " + scores.length + " scores");
        }
        int k = sizes.length;
        double[] x = new double[k];
        double[] y = new double[k];
        for (int i = 0; i < k; i++) {
            if (!(sizes[i] > 0) || !(scores[i] > 0 && scores[i] < 1)) {
                throw new IllegalArgumentException("size " + sizes[i] + " with score " + scores[i]
                        + ": sizes must be positive and scores inside (0, 1)");
            }
            x[i] = Math.log(sizes[i]);
            y[i] = Math.log(1 - scores[i]);
        }
        double mx = java.util.Arrays.stream(x).average().orElseThrow();
        double my = java.util.Arrays.stream(y).average().orElseThrow();
        double sxy = 0;
        double sxx = 0;
        for (int i = 0; i < k; i++) {
            sxy += (x[i] - mx) * (y[i] - my);
            sxx += (x[i] - mx) * (x[i] - mx);
        }
        if (sxx == 0) {
            throw new IllegalArgumentException("a power law needs at least two different sizes");
        }
        double slope = sxy / sxx;
        return new ErrorPowerLaw(Math.exp(my - slope * mx), -slope);
    }

    /** The score the law gives at {@code n} training items. */
    public double scoreAt(double n) {
        return 1 - a * Math.pow(n, -b);
    }

    /**
     * The training size at which the law reaches {@code score}; infinite when the error does not fall
     * ({@code b ≤ 0}) and the score is beyond the law's reach.
     */
    public double sizeFor(double score) {
        if (!(score > 0 && score < 1)) {
            throw new IllegalArgumentException("a score inside (0, 1), got " + score);
        }
        if (b <= 0) {
            return 1 - a >= score ? 1 : Double.POSITIVE_INFINITY;
        }
        return Math.pow(a / (1 - score), 1 / b);
    }

    /**
     * How far a law extrapolates wrong one step out: fitted on every point but the largest size, its score there less
     * the one measured (positive: the law is optimistic). NaN with fewer than three points.
     */
    public static double overshootAtLargest(double[] sizes, double[] scores) {
        if (sizes.length != scores.length || sizes.length < 3) {
            return Double.NaN;
        }
        int largest = largest(sizes);
        double[] restSizes = new double[sizes.length - 1];
        double[] restScores = new double[sizes.length - 1];
        for (int i = 0, j = 0; i < sizes.length; i++) {
            if (i != largest) {
                restSizes[j] = sizes[i];
                restScores[j++] = scores[i];
            }
        }
        return fit(restSizes, restScores).scoreAt(sizes[largest]) - scores[largest];
    }

    /** The index of the largest size (the first, when several are). */
    public static int largest(double[] sizes) {
        int at = 0;
        for (int i = 1; i < sizes.length; i++) {
            at = sizes[i] > sizes[at] ? i : at;
        }
        return at;
    }
}
