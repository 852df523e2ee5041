package org.tahqiq.eval;

/** Wilson score interval for a binomial proportion (e.g. an accuracy measured on n items). */
public final class Wilson {

    /** z for a two-sided 95% interval, rounded as usual (the exact quantile is 1.95996…). */
    public static final double Z95 = 1.96;

    private Wilson() {
    }

    public record Interval(double low, double high) {

        public double width() {
            return high - low;
        }

        public boolean contains(double p) {
            return low <= p && p <= high;
        }
    }

    /**
     * The Wilson interval {@code (p + z²/2n ± z·sqrt(p(1−p)/n + z²/4n²)) / (1 + z²/n)} with p = hits/n,
     * clipped to [0, 1]. For n = 0 nothing is known and the interval is [0, 1].
     *
     * @throws IllegalArgumentException when n &lt; 0, hits is outside 0..n, or z is not positive
     */
    public static Interval interval(int hits, int n, double z) {
        if (n < 0 || hits < 0 || hits > n) {
            throw new IllegalArgumentException("need 0 <= hits <= n, got hits=" + hits + ", n=" + n);
        }
        if (!(z > 0) || Double.isInfinite(z)) {
            throw new IllegalArgumentException("z must be positive and finite, got " + z);
        }
        if (n == 0) {
            return new Interval(0.0, 1.0);
        }
        double p = (double) hits / n;
        double z2 = z * z;
        double denom = 1 + z2 / n;
        double center = (p + z2 / (2.0 * n)) / denom;
        double half = z * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denom;
        double low = hits == 0 ? 0.0 : Math.max(0.0, center - half);
        double high = hits == n ? 1.0 : Math.min(1.0, center + half);
        return new Interval(low, high);
    }

    /** {@link #interval(int, int, double)} with z = {@link #Z95}. */
    public static Interval interval95(int hits, int n) {
        return interval(hits, n, Z95);
    }
}
