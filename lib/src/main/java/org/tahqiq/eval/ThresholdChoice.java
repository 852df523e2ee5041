package org.tahqiq.eval;

/**
 * How a tuned value is read off its objective over a grid (hits, or a sum of accuracies, at each grid value): the one
 * selection rule every threshold of every subtask goes through.
 *
 * <p>The objective is first averaged over {@code halfWidth} grid values either side of each one (fewer at the ends of
 * the grid), then the middle of the longest run of its maximum is taken (the first such run on ties). Without the
 * window a single held-out row can move the choice onto a one-value peak; with it the choice sits where the objective
 * is high over a stretch, which is what a threshold carried to unseen data needs.
 *
 * @param halfWidth grid values either side averaged; 0 takes the raw objective
 */
public record ThresholdChoice(int halfWidth) {

    /** The raw objective: the middle of the longest run of its maximum (the rule before smoothing). */
    public static final ThresholdChoice PLAIN = new ThresholdChoice(0);
    /**
     * The rule every subtask uses: a three-value moving average (one grid value either side), the smallest window
     * there is, taken as the least smoothing that takes a lone peak down. Not blind to dev: the widths 0-3 were measured
     * there before it was fixed (1 is also the best of them on the 16-seed mean); {@code ./tahqiq task2 --sensitivity}
     * prints them all.
     */
    public static final ThresholdChoice STABLE = new ThresholdChoice(1);

    public ThresholdChoice {
        if (halfWidth < 0) {
            throw new IllegalArgumentException("a smoothing half-width is at least 0 grid values, got " + halfWidth);
        }
    }

    /**
     * A chosen grid point.
     *
     * @param index     position in the grid
     * @param objective the (smoothed) objective there, for comparing choices made on several curves
     */
    public record Choice(int index, double objective) {
    }

    /** @param grid evenly spaced values, ascending; {@code objective[i]} belongs to {@code grid[i]} */
    public Choice choose(double[] grid, double[] objective) {
        if (grid.length != objective.length || grid.length == 0) {
            throw new IllegalArgumentException("one objective value per grid value, got " + objective.length + " for "
                    + grid.length);
        }
        double[] smoothed = smooth(objective, halfWidth);
        int at = middleOfBestRun(smoothed);
        return new Choice(at, smoothed[at]);
    }

    /** The grid value chosen. */
    public double value(double[] grid, double[] objective) {
        return grid[choose(grid, objective).index()];
    }

    /** Mean of {@code values} over {@code h} positions either side, the window clipped at both ends. */
    static double[] smooth(double[] values, int h) {
        if (h == 0) {
            return values;
        }
        double[] out = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            int from = Math.max(0, i - h);
            int to = Math.min(values.length - 1, i + h);
            double sum = 0;
            for (int j = from; j <= to; j++) {
                sum += values[j];
            }
            out[i] = sum / (to - from + 1);
        }
        return out;
    }

    /** Index of the middle of the longest run of maximal values (the first such run on ties; the lower middle). */
    public static int middleOfBestRun(double[] values) {
        double max = Double.NEGATIVE_INFINITY;
        for (double v : values) {
            max = Math.max(max, v);
        }
        int runStart = -1;
        int bestStart = 0;
        int bestLen = 0;
        for (int i = 0; i <= values.length; i++) {
            boolean top = i < values.length && values[i] == max;
            if (top && runStart < 0) {
                runStart = i;
            }
            if (!top && runStart >= 0) {
                if (i - runStart > bestLen) {
                    bestLen = i - runStart;
                    bestStart = runStart;
                }
                runStart = -1;
            }
        }
        return bestStart + (bestLen - 1) / 2;
    }

    /** "plain" or "smoothed over ±1 grid value". */
    public String text() {
        return halfWidth == 0 ? "plain" : "smoothed over ±" + halfWidth + " grid value" + (halfWidth == 1 ? "" : "s");
    }
}
