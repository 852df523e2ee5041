package org.tahqiq.report;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.eval.ScoredSegment;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * The rule score (best similarity; 100 for an exact clean quote) of the threshold-decided segments, summarised
 * by type and gold label: how far apart the two labels lie is what any threshold can exploit.
 */
public final class ScoreDistributions {

    private ScoreDistributions() {
    }

    /**
     * One row per type × gold label (correct, incorrect): n, mean, min, quartiles (linear interpolation between
     * order statistics), max, and the share of scores equal to 100.
     *
     * @param scored as {@code Task2Pipeline.scored} returns it
     */
    public static Table table(Map<SegmentType, List<ScoredSegment>> scored) {
        StringColumn type = StringColumn.create("type");
        StringColumn gold = StringColumn.create("gold");
        IntColumn n = IntColumn.create("n");
        DoubleColumn mean = DoubleColumn.create("mean");
        DoubleColumn min = DoubleColumn.create("min");
        DoubleColumn q1 = DoubleColumn.create("q1");
        DoubleColumn median = DoubleColumn.create("median");
        DoubleColumn q3 = DoubleColumn.create("q3");
        DoubleColumn max = DoubleColumn.create("max");
        DoubleColumn exact = DoubleColumn.create("share_100");
        for (Map.Entry<SegmentType, List<ScoredSegment>> e : scored.entrySet()) {
            for (Label label : List.of(Label.CORRECT, Label.INCORRECT)) {
                double[] s = e.getValue().stream().filter(x -> x.gold() == label)
                        .mapToDouble(ScoredSegment::score).sorted().toArray();
                type.append(e.getKey().wire());
                gold.append(label.wire());
                n.append(s.length);
                mean.append(s.length == 0 ? Double.NaN : Arrays.stream(s).average().orElse(Double.NaN));
                min.append(quantile(s, 0));
                q1.append(quantile(s, 0.25));
                median.append(quantile(s, 0.5));
                q3.append(quantile(s, 0.75));
                max.append(quantile(s, 1));
                exact.append(s.length == 0 ? Double.NaN : (double) Arrays.stream(s).filter(v -> v >= 100).count() / s.length);
            }
        }
        return Table.create("rule scores by type and gold label", type, gold, n, mean, min, q1, median, q3, max, exact);
    }

    /** The p-quantile of sorted values, interpolating linearly between order statistics (NaN when empty). */
    public static double quantile(double[] sorted, double p) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        double pos = p * (sorted.length - 1);
        int lo = (int) Math.floor(pos);
        int hi = (int) Math.ceil(pos);
        return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
    }
}
