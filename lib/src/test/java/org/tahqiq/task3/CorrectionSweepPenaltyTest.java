package org.tahqiq.task3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.SegmentType;

/** The matn model's penalty, chosen on inner folds grouped by question ({@link CorrectionSweep#penalty}). */
class CorrectionSweepPenaltyTest {

    /**
     * Rare accepted rows, cleanly separated by one feature: a heavy penalty flattens the model until it withholds every
     * row, so the lightest penalty of the grid decides the held-out rows best and is the one chosen.
     */
    @Test
    void heavyPenaltyThatHidesRareAcceptsIsLightened() {
        List<CorrectionSweep.Row> rows = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            boolean accept = i % 8 == 0;
            double x = accept ? 3 + (i % 5) * 0.1 : (i % 7) * 0.1;
            rows.add(new CorrectionSweep.Row(SegmentType.MATN, "Q" + i, 0, 0, accept, new double[] {x}));
        }
        double l2 = 30;
        assertEquals(l2 / 3, CorrectionSweep.penalty(rows, l2), 1e-9);
        // the model fitted with it accepts the accepted rows, which the heavier one withholds
        AcceptModel chosen = CorrectionSweep.model(rows, r -> true, SegmentType.MATN, l2);
        AcceptModel heavy = AcceptModel.fit(rows.stream().map(CorrectionSweep.Row::x).toList(),
                rows.stream().map(CorrectionSweep.Row::accept).toList(), l2);
        double[] accepted = {3.2};
        assertTrue(chosen.logit(accepted) >= 0);
        assertTrue(heavy.logit(accepted) < 0);
    }

    /** When every penalty decides the held-out rows equally well, the given one stays. */
    @Test
    void tiesKeepTheGivenPenalty() {
        List<CorrectionSweep.Row> rows = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            boolean accept = i % 2 == 0;
            rows.add(new CorrectionSweep.Row(SegmentType.MATN, "Q" + i, 0, 0, accept, new double[] {accept ? 10 : -10}));
        }
        assertEquals(1.0, CorrectionSweep.penalty(rows, 1.0), 1e-12);
    }

    /** An Ayah model keeps the given penalty: only the matn decision chooses its own. */
    @Test
    void ayahModelKeepsTheGivenPenalty() {
        List<CorrectionSweep.Row> rows = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            boolean accept = i % 8 == 0;
            double x = accept ? 3 + (i % 5) * 0.1 : (i % 7) * 0.1;
            rows.add(new CorrectionSweep.Row(SegmentType.AYAH, "Q" + i, 0, 0, accept, new double[] {x}));
        }
        AcceptModel m = CorrectionSweep.model(rows, r -> true, SegmentType.AYAH, 300);
        AcceptModel heavy = AcceptModel.fit(rows.stream().map(CorrectionSweep.Row::x).toList(),
                rows.stream().map(CorrectionSweep.Row::accept).toList(), 300);
        assertEquals(heavy.bias(), m.bias(), 1e-12);
    }
}
