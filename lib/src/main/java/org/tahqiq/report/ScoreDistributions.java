package org.tahqiq.report;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.eval.ScoredSegment;
import org.tahqiq.eval.Wilson;
import org.tahqiq.task2.rules.Thresholds;
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

    /**
     * How well one threshold per type separates the labels: gold-correct rows scoring below it (misses), gold-incorrect
     * rows reaching it (false passes), the error rate with its 95% Wilson interval, and the AUC of the score (the
     * chance that a random gold-correct row outscores a random gold-incorrect one, ties counting half), which no
     * threshold choice changes.
     */
    public static Table separation(Map<SegmentType, List<ScoredSegment>> scored, Thresholds thresholds) {
        StringColumn type = StringColumn.create("type");
        DoubleColumn threshold = DoubleColumn.create("threshold");
        IntColumn rows = IntColumn.create("rows");
        IntColumn misses = IntColumn.create("correct_below");
        IntColumn passes = IntColumn.create("incorrect_reaching");
        DoubleColumn rate = DoubleColumn.create("error_rate");
        DoubleColumn low = DoubleColumn.create("wilson_low");
        DoubleColumn high = DoubleColumn.create("wilson_high");
        DoubleColumn auc = DoubleColumn.create("auc");
        for (Map.Entry<SegmentType, List<ScoredSegment>> e : scored.entrySet()) {
            double t = thresholds.of(e.getKey());
            List<ScoredSegment> r = e.getValue().stream().filter(x -> x.gold() == Label.CORRECT || x.gold() == Label.INCORRECT).toList();
            int below = (int) r.stream().filter(x -> x.gold() == Label.CORRECT && x.score() < t).count();
            int reaching = (int) r.stream().filter(x -> x.gold() == Label.INCORRECT && x.score() >= t).count();
            Wilson.Interval w = Wilson.interval95(below + reaching, r.size());
            type.append(e.getKey().wire());
            threshold.append(t);
            rows.append(r.size());
            misses.append(below);
            passes.append(reaching);
            rate.append(r.isEmpty() ? Double.NaN : (double) (below + reaching) / r.size());
            low.append(w.low());
            high.append(w.high());
            auc.append(auc(r));
        }
        return Table.create("separation at the thresholds", type, threshold, rows, misses, passes, rate, low, high, auc);
    }

    /** Mann–Whitney AUC of the score for gold correct against gold incorrect (NaN without both labels). */
    static double auc(List<ScoredSegment> rows) {
        double[] pos = rows.stream().filter(x -> x.gold() == Label.CORRECT).mapToDouble(ScoredSegment::score).toArray();
        double[] neg = rows.stream().filter(x -> x.gold() == Label.INCORRECT).mapToDouble(ScoredSegment::score).toArray();
        if (pos.length == 0 || neg.length == 0) {
            return Double.NaN;
        }
        double wins = 0;
        for (double p : pos) {
            for (double n : neg) {
                wins += p > n ? 1 : p == n ? 0.5 : 0;
            }
        }
        return wins / ((double) pos.length * neg.length);
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
