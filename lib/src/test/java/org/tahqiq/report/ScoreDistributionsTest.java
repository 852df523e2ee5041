package org.tahqiq.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.eval.ScoredSegment;
import tech.tablesaw.api.Table;

class ScoreDistributionsTest {

    static ScoredSegment s(int id, SegmentType t, double score, Label gold) {
        return new ScoredSegment(new SegmentKey("R" + id, 1, t), "Q" + id, score, gold);
    }

    @Test
    void quantilesInterpolate() {
        double[] v = {10, 20, 30, 40};
        assertEquals(10, ScoreDistributions.quantile(v, 0));
        assertEquals(17.5, ScoreDistributions.quantile(v, 0.25), 1e-9);
        assertEquals(25, ScoreDistributions.quantile(v, 0.5), 1e-9);
        assertEquals(40, ScoreDistributions.quantile(v, 1));
        assertTrue(Double.isNaN(ScoreDistributions.quantile(new double[0], 0.5)));
    }

    @Test
    void tableByTypeAndLabel() {
        Map<SegmentType, List<ScoredSegment>> m = new EnumMap<>(SegmentType.class);
        m.put(SegmentType.AYAH, List.of(s(1, SegmentType.AYAH, 100, Label.CORRECT), s(2, SegmentType.AYAH, 90, Label.CORRECT),
                s(3, SegmentType.AYAH, 40, Label.INCORRECT)));
        m.put(SegmentType.MATN, List.of(s(4, SegmentType.MATN, 70, Label.INCORRECT)));
        Table t = ScoreDistributions.table(m);
        assertEquals(4, t.rowCount());
        assertEquals("Ayah", t.stringColumn("type").get(0));
        assertEquals("correct", t.stringColumn("gold").get(0));
        assertEquals(2, t.intColumn("n").get(0));
        assertEquals(95, t.doubleColumn("mean").get(0), 1e-9);
        assertEquals(0.5, t.doubleColumn("share_100").get(0), 1e-9);
        assertEquals(40, t.doubleColumn("median").get(1), 1e-9);
        assertEquals(0, t.intColumn("n").get(2));
        assertTrue(t.doubleColumn("mean").isMissing(2));
        assertEquals(70, t.doubleColumn("max").get(3), 1e-9);
    }

    @Test
    void separationCountsBothErrorsAndTheAuc() {
        Map<SegmentType, List<ScoredSegment>> m = new EnumMap<>(SegmentType.class);
        m.put(SegmentType.AYAH, List.of(s(1, SegmentType.AYAH, 100, Label.CORRECT), s(2, SegmentType.AYAH, 90, Label.CORRECT),
                s(3, SegmentType.AYAH, 95, Label.INCORRECT), s(4, SegmentType.AYAH, 90, Label.INCORRECT)));
        Table t = ScoreDistributions.separation(m, new org.tahqiq.task2.rules.Thresholds(95, 98, 90));
        assertEquals(1, t.intColumn("correct_below").get(0)); // 90 < 95
        assertEquals(1, t.intColumn("incorrect_reaching").get(0)); // 95 >= 95
        assertEquals(0.5, t.doubleColumn("error_rate").get(0), 1e-12);
        assertEquals(org.tahqiq.eval.Wilson.interval95(2, 4).low(), t.doubleColumn("wilson_low").get(0), 1e-12);
        // pairs (correct, incorrect): 100>95, 100>90, 90<95, 90=90 -> (1 + 1 + 0 + 0.5) / 4
        assertEquals(0.625, t.doubleColumn("auc").get(0), 1e-12);
    }
}
