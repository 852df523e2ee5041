package org.tahqiq.task3.correct;

import org.tahqiq.task3.CorrectionSweep;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;

class CorrectionThresholdsTest {

    private static final SegmentKey AYAH = new SegmentKey("R1", 1, SegmentType.AYAH);
    private static final SegmentKey MATN = new SegmentKey("R1", 2, SegmentType.MATN);

    private static Proposal proposal(SegmentKey k, double coverage, int run) {
        return new Proposal(k, "span", "النص", "1:1", coverage, run, 50, List.of());
    }

    @Test
    void submitsWhenCoverageOrRunReachesTheTypesSetting() {
        CorrectionThresholds t = new CorrectionThresholds(60, 80, 4, 8);
        assertEquals("النص", t.decide(proposal(AYAH, 60, 0)), "coverage at the threshold is accepted");
        assertEquals("خطأ", t.decide(proposal(AYAH, 59.9, 3)));
        assertEquals("النص", t.decide(proposal(AYAH, 10, 4)), "a verbatim run alone is enough");
        assertEquals("خطأ", t.decide(proposal(MATN, 70, 7)), "matn has its own, stricter settings");
        assertEquals("النص", t.decide(proposal(MATN, 80, 0)));
    }

    @Test
    void nothingFoundIsAlwaysKhata() {
        CorrectionThresholds t = new CorrectionThresholds(0, 0, 0, 0);
        assertEquals("خطأ", t.decide(Proposal.none(AYAH, "span")));
    }

    @Test
    void sweepFindsTheSeparatingSettings() {
        List<CorrectionSweep.Row> rows = new ArrayList<>();
        // Gold texts the proposal hits: high coverage, or low coverage with a long verbatim run.
        rows.add(new CorrectionSweep.Row(SegmentType.AYAH, "q1", 80, 2, true));
        rows.add(new CorrectionSweep.Row(SegmentType.AYAH, "q2", 70, 1, true));
        rows.add(new CorrectionSweep.Row(SegmentType.AYAH, "q3", 20, 6, true));
        // Gold خطأ: low coverage, short runs.
        rows.add(new CorrectionSweep.Row(SegmentType.AYAH, "q4", 30, 2, false));
        rows.add(new CorrectionSweep.Row(SegmentType.AYAH, "q5", 40, 3, false));

        int[] best = CorrectionSweep.best(rows, r -> true, SegmentType.AYAH);
        double t = CorrectionSweep.GRID[best[0]];
        int run = CorrectionSweep.RUNS[best[1]];

        assertEquals(5, CorrectionSweep.hits(rows, t, run));
        assertEquals(4, run, "shortest run length that separates (3 would accept a خطأ row)");
        assertEquals(55.0, t, "middle of the tied thresholds 40.5..69.5 (0.5 steps)");
        // The training filter is honoured: without q3 the rule is chosen on the four other rows only.
        int[] without = CorrectionSweep.best(rows, r -> !r.group().equals("q3"), SegmentType.AYAH);
        List<CorrectionSweep.Row> kept = rows.stream().filter(r -> !r.group().equals("q3")).toList();
        assertEquals(4, CorrectionSweep.hits(kept, CorrectionSweep.GRID[without[0]], CorrectionSweep.RUNS[without[1]]));
        assertEquals(4, CorrectionSweep.RUNS[without[1]], "shortest run that accepts no خطأ row (3 would take q5)");
    }
}
