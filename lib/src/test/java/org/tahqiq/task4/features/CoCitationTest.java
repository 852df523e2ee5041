package org.tahqiq.task4.features;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.SegmentType;

/** The co-citation features: who else, among the answers to the same question, quotes the same verse or passage. */
class CoCitationTest {

    private static RelevanceRow row(String question, String response) {
        return new RelevanceRow(new RelevanceKey(question, response, 1), SegmentType.AYAH, "x", null, Origin.DEV, "q", null, 1);
    }

    private static CitedPassage verse(String id, List<String> span, List<String> context) {
        return new CitedPassage(id, SegmentType.AYAH, span, context, 0, 0, -1, 100);
    }

    @Test
    void countsOtherAnswersQuotingTheSameOrANearbyPassage() {
        List<RelevanceRow> rows = List.of(row("Q1", "R1"), row("Q1", "R2"), row("Q1", "R3"), row("Q1", "R3"), row("Q2", "R4"));
        List<CitedPassage> cs = List.of(
                verse("Q10", List.of("صلا", "خشع"), List.of("صلا", "خشع", "فلح")),
                verse("Q10", List.of("صلا", "خشع"), List.of("صلا", "خشع", "فلح")),
                verse("Q11", List.of("فلح", "مومن"), List.of("صلا", "خشع", "فلح", "مومن")),
                verse("Q99", List.of("بيع", "ربا"), List.of("بيع", "ربا")),
                verse("Q10", List.of("صلا", "خشع"), List.of("صلا", "خشع", "فلح")));
        double[][] f = new double[rows.size()][Feature.COUNT];
        CoCitation.fill(f, rows, cs, rows.size());
        // R1: R2 quotes the same verse, R3 a neighbour holding its words (and an unrelated one); Q2's answer does not count.
        assertEquals(Math.log1p(2), f[0][Feature.OTHER_ANSWERS.ordinal()], 1e-12);
        assertEquals(Math.log1p(1), f[0][Feature.COCITING.ordinal()], 1e-12);
        assertEquals(0.5, f[0][Feature.COCITING_SHARE.ordinal()], 1e-12);
        assertEquals(1.0, f[0][Feature.NEAR_SHARE.ordinal()], 1e-12);
        // R3's unrelated quote: two other answers, neither quotes near it.
        assertEquals(0.0, f[3][Feature.NEAR_SHARE.ordinal()], 1e-12);
        // Alone under its question: nothing to count.
        assertEquals(0.0, f[4][Feature.OTHER_ANSWERS.ordinal()], 1e-12);
        assertEquals(0.0, f[4][Feature.COCITING_SHARE.ordinal()], 1e-12);
        // Only rows before upTo are filled.
        double[][] g = new double[rows.size()][Feature.COUNT];
        CoCitation.fill(g, rows, cs, 1);
        assertEquals(Math.log1p(2), g[0][Feature.OTHER_ANSWERS.ordinal()], 1e-12);
        assertEquals(0.0, g[1][Feature.OTHER_ANSWERS.ordinal()], 1e-12);
    }

    /** Standing: against the best-quoted row of its question in the same file (a train row is another file). */
    @Test
    void standingComparesWithTheQuestionsBestQuotedRow() {
        List<RelevanceRow> rows = List.of(row("Q1", "R1"), row("Q1", "R1"), row("Q2", "R3"),
                new RelevanceRow(new RelevanceKey("Q1", "T1", 1), SegmentType.AYAH, "x", 1, Origin.TRAIN, "q", null, 1));
        List<CitedPassage> cs = List.of(
                verse("Q10", List.of("صلا", "خشع"), List.of("صلا", "خشع")),
                verse("Q99", List.of("بيع", "ربا"), List.of("بيع", "ربا")),
                verse("Q10", List.of("صلا", "خشع"), List.of("صلا", "خشع")),
                verse("Q10", List.of("صلا", "خشع"), List.of("صلا", "خشع")));
        double[][] f = new double[rows.size()][Feature.COUNT];
        CoCitation.fill(f, rows, cs, rows.size());
        assertEquals(1.0, f[0][Feature.COCITED_TOP.ordinal()], "the train answer T1 quotes it too");
        assertEquals(0.0, f[0][Feature.COCITED_GAP.ordinal()], 1e-12);
        assertEquals(0.0, f[1][Feature.COCITED_TOP.ordinal()]);
        assertEquals(-1.0, f[1][Feature.COCITED_GAP.ordinal()], 1e-12, "another citation of its question is co-cited");
        assertEquals(0.0, f[2][Feature.COCITED_TOP.ordinal()], "alone under Q2: no standing either way");
        assertEquals(0.0, f[2][Feature.COCITED_GAP.ordinal()], 1e-12);
    }

    @Test
    void aWithheldQuestionsLabelledRowsLoseTheirLabels() {
        RelevanceInput in = new RelevanceInput(java.nio.file.Path.of("dev.tsv"), java.nio.file.Path.of("dev.jsonl"),
                List.of(row("Q1", "R1").withLabel(1), row("Q2", "R2").withLabel(0)));
        RelevanceInput working = in.restrict(q -> !q.equals("Q2"));
        assertEquals(1, working.size());
        assertEquals(java.util.Set.of("Q2"), working.withheld());
        assertEquals(1, working.answers());
    }
}
