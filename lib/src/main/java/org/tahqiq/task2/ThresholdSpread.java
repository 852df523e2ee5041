package org.tahqiq.task2;

import org.tahqiq.task2.rules.Thresholds;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * How far the thresholds chosen by different folds (and fold seeds) lie apart: a threshold that moves a lot between
 * training sets is decided by a few rows, and carries that luck to unseen data.
 */
public record ThresholdSpread(Range ayah, Range matn, Range equivalent) {

    /** Min, max, mean and standard deviation of one threshold over the fits. */
    public record Range(double min, double max, double mean, double sd) {

        static Range of(List<Thresholds> fits, ToDoubleFunction<Thresholds> value) {
            double[] v = fits.stream().mapToDouble(value).toArray();
            double mean = java.util.Arrays.stream(v).average().orElse(Double.NaN);
            double var = java.util.Arrays.stream(v).map(x -> (x - mean) * (x - mean)).average().orElse(Double.NaN);
            return new Range(java.util.Arrays.stream(v).min().orElse(Double.NaN), java.util.Arrays.stream(v).max().orElse(Double.NaN),
                    mean, Math.sqrt(var));
        }

        public String text() {
            return String.format(Locale.ROOT, "%.1f–%.1f (sd %.2f)", min, max, sd);
        }
    }

    public static ThresholdSpread of(List<Thresholds> fits) {
        if (fits.isEmpty()) {
            throw new IllegalArgumentException("no fits");
        }
        return new ThresholdSpread(Range.of(fits, Thresholds::ayah), Range.of(fits, Thresholds::matn),
                Range.of(fits, Thresholds::equivalent));
    }

    /** "Ayah 99.5–100.0 (sd 0.20), matn …, equivalent …". */
    public String text() {
        return "Ayah " + ayah.text() + ", matn " + matn.text() + ", equivalent " + equivalent.text();
    }
}
