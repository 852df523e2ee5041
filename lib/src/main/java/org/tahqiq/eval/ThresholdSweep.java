package org.tahqiq.eval;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentType;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Accuracy of the threshold rules as a function of their thresholds, from scores computed once. Each
 * type's accuracy depends on its own threshold only, so a grid of any size costs one pass per grid value.
 */
public final class ThresholdSweep {

    private final Map<SegmentType, double[]> correctScores = new EnumMap<>(SegmentType.class);
    private final Map<SegmentType, double[]> incorrectScores = new EnumMap<>(SegmentType.class);

    /** Only gold-labelled rows (correct/incorrect) take part; N/A rows are ignored as the scorer does. */
    public ThresholdSweep(Map<SegmentType, List<ScoredSegment>> byType) {
        byType.forEach((type, rows) -> {
            correctScores.put(type, sorted(rows, s -> s.gold() == Label.CORRECT));
            incorrectScores.put(type, sorted(rows, s -> s.gold() == Label.INCORRECT));
        });
    }

    private static double[] sorted(List<ScoredSegment> rows, Predicate<ScoredSegment> keep) {
        return rows.stream().filter(keep).mapToDouble(ScoredSegment::score).sorted().toArray();
    }

    /** Evenly spaced values from {@code from} to {@code to} inclusive. */
    public static double[] grid(double from, double to, int points) {
        double[] g = new double[points];
        for (int i = 0; i < points; i++) {
            g[i] = points == 1 ? from : from + (to - from) * i / (points - 1);
        }
        return g;
    }

    public int total(SegmentType type) {
        return correctScores.get(type).length + incorrectScores.get(type).length;
    }

    /** Rows labelled as gold says when "correct" means score ≥ threshold. */
    public int hits(SegmentType type, double threshold) {
        double[] c = correctScores.get(type);
        double[] i = incorrectScores.get(type);
        return (c.length - firstAtLeast(c, threshold)) + firstAtLeast(i, threshold);
    }

    public double accuracy(SegmentType type, double threshold) {
        int n = total(type);
        return n == 0 ? Double.NaN : (double) hits(type, threshold) / n;
    }

    private static int firstAtLeast(double[] sorted, double t) {
        int lo = 0;
        int hi = sorted.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] < t) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The threshold of the grid the hits curve selects under {@code choice}. */
    public double best(SegmentType type, double[] grid, ThresholdChoice choice) {
        double[] hits = new double[grid.length];
        for (int i = 0; i < grid.length; i++) {
            hits[i] = hits(type, grid[i]);
        }
        return choice.value(grid, hits);
    }

    /** One row per threshold: accuracy of one type. */
    public Table curve(SegmentType type, double[] grid) {
        DoubleColumn t = DoubleColumn.create("threshold");
        DoubleColumn acc = DoubleColumn.create("accuracy");
        IntColumn hits = IntColumn.create("hits");
        for (double g : grid) {
            t.append(g);
            acc.append(accuracy(type, g));
            hits.append(hits(type, g));
        }
        return Table.create(type.wire() + " threshold sweep", StringColumn.create("type", grid.length).setMissingTo(type.wire()), t, hits, acc);
    }

    /**
     * The two-dimensional grid over the Ayah and matn thresholds, with the macro accuracy that the fixed
     * accuracies of the other types give.
     *
     * @param others accuracy of the types no threshold decides (claimed_source, isnad)
     */
    public Table grid(double[] ayahGrid, double[] matnGrid, Map<SegmentType, Double> others) {
        double[] ayahAcc = new double[ayahGrid.length];
        double[] matnAcc = new double[matnGrid.length];
        for (int i = 0; i < ayahGrid.length; i++) {
            ayahAcc[i] = accuracy(SegmentType.AYAH, ayahGrid[i]);
        }
        for (int j = 0; j < matnGrid.length; j++) {
            matnAcc[j] = accuracy(SegmentType.MATN, matnGrid[j]);
        }
        double otherSum = 0;
        int types = 2;
        for (double v : others.values()) {
            if (!Double.isNaN(v)) {
                otherSum += v;
                types++;
            }
        }
        int n = ayahGrid.length * matnGrid.length;
        double[] a = new double[n];
        double[] m = new double[n];
        double[] aa = new double[n];
        double[] ma = new double[n];
        double[] macro = new double[n];
        int r = 0;
        for (int i = 0; i < ayahGrid.length; i++) {
            for (int j = 0; j < matnGrid.length; j++, r++) {
                a[r] = ayahGrid[i];
                m[r] = matnGrid[j];
                aa[r] = ayahAcc[i];
                ma[r] = matnAcc[j];
                macro[r] = (ayahAcc[i] + matnAcc[j] + otherSum) / types;
            }
        }
        return Table.create("threshold grid",
                DoubleColumn.create("ayah_threshold", a), DoubleColumn.create("matn_threshold", m),
                DoubleColumn.create("accuracy_Ayah", aa), DoubleColumn.create("accuracy_matn", ma),
                DoubleColumn.create("macro", macro));
    }
}
