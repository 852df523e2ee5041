package org.tahqiq.task3.correct;

import org.tahqiq.task3.CorrectionSweep;
import org.tahqiq.task3.Task3Pipeline;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.SegmentType;

class MatnRankingTest {

    private static MatnRanking.Scored c(int record, double cover, double textCover, double closeness) {
        return known(record, cover, textCover, closeness, 0);
    }

    private static MatnRanking.Scored known(int record, double cover, double textCover, double closeness, int rows) {
        return new MatnRanking.Scored(record, "t" + record, cover, textCover, closeness, 0, 0, rows);
    }

    @Test
    void knownRankingPrefersAKnownCorrectionOnANearTieButNotOverAClearlyBetterRecord() {
        List<MatnRanking.Scored> near = new ArrayList<>(List.of(c(1, 60, 50, 80), known(2, 55, 50, 70, 2)));
        near.sort(MatnRanking.TWO_WAY.order());
        assertEquals(1, near.get(0).candidate());
        near.sort(MatnRanking.KNOWN_10.order());
        assertEquals(2, near.get(0).candidate(), "5 points behind, given by gold twice: ln 3 · 10 ≈ 11 points of prior");

        List<MatnRanking.Scored> far = new ArrayList<>(List.of(c(1, 90, 80, 90), known(2, 40, 30, 50, 8)));
        far.sort(MatnRanking.KNOWN_10.order());
        assertEquals(1, far.get(0).candidate(), "a prior decides near-ties only");
    }

    @Test
    void twoWayPrefersTheMatnTheSpanAccountsForOverALongNarrationThatQuotesIt() {
        List<MatnRanking.Scored> cs = new ArrayList<>(List.of(c(1, 90, 20, 70), c(2, 80, 75, 60)));
        cs.sort(MatnRanking.TWO_WAY.order());
        assertEquals(2, cs.get(0).candidate());
        cs.sort(MatnRanking.CLOSENESS.order());
        assertEquals(1, cs.get(0).candidate(), "by character closeness the long one wins");
    }

    @Test
    void tiesGoToTheLowerRecord() {
        List<MatnRanking.Scored> cs = new ArrayList<>(List.of(c(9, 50, 50, 50), c(3, 50, 50, 50)));
        cs.sort(MatnRanking.TWO_WAY.order());
        assertEquals(3, cs.get(0).candidate());
    }

    private static CorrectionSweep.Row row(SegmentType type, String group, boolean accept) {
        return new CorrectionSweep.Row(type, group, 0, 0, accept);
    }

    @Test
    void foldsChooseTheRankingWithMoreAcceptedMatnProposalsOnTheirTrainingRows() {
        // Ranking 0 hits in group a, ranking 1 in groups b and c; Ayah rows never count.
        List<CorrectionSweep.Row> r0 = List.of(row(SegmentType.MATN, "a", true), row(SegmentType.AYAH, "b", true),
                row(SegmentType.AYAH, "c", true), row(SegmentType.MATN, "b", false));
        List<CorrectionSweep.Row> r1 = List.of(row(SegmentType.MATN, "b", true), row(SegmentType.MATN, "c", true));
        assertEquals(1, Task3Pipeline.bestRanking(List.of(r0, r1), r -> true));
        assertEquals(0, Task3Pipeline.bestRanking(List.of(r0, r1), r -> r.group().equals("a")), "trained without b and c");
        assertEquals(0, Task3Pipeline.bestRanking(List.of(r0, r1), r -> r.group().equals("z")), "no evidence: the first");
    }
}
