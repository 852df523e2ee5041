package org.tahqiq.task3;

import org.tahqiq.task3.correct.AcceptModel;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.SegmentType;

/** The matn model's penalty, chosen on inner folds grouped by question ({@link CorrectionSweep#penalty}). */
class CorrectionSweepPenaltyTest {

    /** The models below read coverage alone. */
    private static final List<String> COVERAGE = List.of("coverage");

    private static AcceptModel.Settings coverageOnly(double l2) {
        return new AcceptModel.Settings(l2, COVERAGE, COVERAGE);
    }

    /** A labelled row whose measurements are all 0 but its coverage. */
    private static CorrectionSweep.Row row(SegmentType type, int i, boolean accept, double coverage) {
        double[] measured = new double[AcceptModel.NAMES.size()];
        measured[0] = coverage;
        return new CorrectionSweep.Row(type, "Q" + i, 0, 0, accept, measured);
    }

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
            rows.add(row(SegmentType.MATN, i, accept, x));
        }
        double l2 = 30;
        assertEquals(l2 / 3, CorrectionSweep.penalty(rows, COVERAGE, l2), 1e-9);
        // the model fitted with it accepts the accepted rows, which the heavier one withholds
        AcceptModel chosen = CorrectionSweep.model(rows, r -> true, SegmentType.MATN, coverageOnly(l2));
        AcceptModel heavy = AcceptModel.fit(COVERAGE, rows.stream().map(CorrectionSweep.Row::x).toList(),
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
            rows.add(row(SegmentType.MATN, i, accept, accept ? 10 : -10));
        }
        assertEquals(1.0, CorrectionSweep.penalty(rows, COVERAGE, 1.0), 1e-12);
    }

    /** An Ayah model keeps the given penalty: only the matn decision chooses its own. */
    @Test
    void ayahModelKeepsTheGivenPenalty() {
        List<CorrectionSweep.Row> rows = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            boolean accept = i % 8 == 0;
            double x = accept ? 3 + (i % 5) * 0.1 : (i % 7) * 0.1;
            rows.add(row(SegmentType.AYAH, i, accept, x));
        }
        AcceptModel m = CorrectionSweep.model(rows, r -> true, SegmentType.AYAH, coverageOnly(300));
        AcceptModel heavy = AcceptModel.fit(COVERAGE, rows.stream().map(CorrectionSweep.Row::x).toList(),
                rows.stream().map(CorrectionSweep.Row::accept).toList(), 300);
        assertEquals(heavy.bias(), m.bias(), 1e-12);
    }
}
