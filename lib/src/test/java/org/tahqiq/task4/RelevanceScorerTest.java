package org.tahqiq.task4;

import org.tahqiq.task4.features.RelevanceRow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tahqiq.task4.Rows.ayah;
import static org.tahqiq.task4.Rows.matn;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.InputException;

/** The official Subtask 4 semantics on cases computed by hand. */
class RelevanceScorerTest {

    @TempDir
    Path dir;

    static RelevanceScorer.Predicted p(RelevanceRow r, boolean relevant, long line) {
        return new RelevanceScorer.Predicted(r.key(), relevant, line);
    }

    // Q1: gold 1 0 1 (Ayah, matn, Ayah); Q2: gold 0 0 (no relevant row); Q3: gold 2 (counts as relevant).
    final RelevanceRow q1a = ayah("Q1", "R1", 1, 1);
    final RelevanceRow q1b = matn("Q1", "R1", 2, 0);
    final RelevanceRow q1c = ayah("Q1", "R2", 1, 1);
    final RelevanceRow q2a = ayah("Q2", "R3", 1, 0);
    final RelevanceRow q2b = matn("Q2", "R3", 2, 0);
    final RelevanceRow q3a = matn("Q3", "R4", 1, 2);
    final List<RelevanceRow> gold = List.of(q1a, q1b, q1c, q2a, q2b, q3a);

    @Test
    void meanOverQuestionsOfTheRelevantClassF1() {
        RelevanceScore s = RelevanceScorer.score(gold, List.of(p(q1a, true, 2), p(q1b, true, 3), p(q1c, false, 4),
                p(q2a, false, 5), p(q2b, false, 6), p(q3a, true, 7)), null);
        // Q1: tp 1, predicted 2, gold 2 -> F1 0.5; Q2: nothing relevant, nothing predicted -> 1; Q3: label 2 is relevant -> 1.
        assertEquals((0.5 + 1 + 1) / 3, s.mixed().f1(), 1e-12);
        // Ayah rows: Q1 (gold 1,1; predicted 1,0 -> 2/3), Q2 (gold 0, predicted 0 -> 1).
        assertEquals((2.0 / 3 + 1) / 2, s.ayah().f1(), 1e-12);
        // matn rows: Q1 (gold 0, predicted 1 -> 0), Q2 (gold 0, predicted 0 -> 1), Q3 (1).
        assertEquals((0 + 1 + 1) / 3.0, s.matn().f1(), 1e-12);
        assertEquals(3, s.mixed().questions().size());
        assertEquals(0, s.mixed().missing());
    }

    @Test
    void aQuestionWithoutRelevantRowsScoresZeroOnceAnythingIsPredictedRelevant() {
        boolean[] all = {true, true, true, true, true, true};
        RelevanceScore s = RelevanceScorer.score(gold, all);
        // Q1: tp 2, predicted 3, gold 2 -> 0.8; Q2 -> 0; Q3 -> 1.
        assertEquals((0.8 + 0 + 1) / 3, s.mixed().f1(), 1e-12);
    }

    @Test
    void aWhollyMissingQuestionScoresZeroAndAPartlyMissingOneIsAnError() {
        RelevanceScore s = RelevanceScorer.score(gold, List.of(p(q1a, true, 2), p(q1b, false, 3), p(q1c, true, 4),
                p(q3a, true, 5)), null);
        // Q1 perfect, Q2 missing (0 although it has no relevant row), Q3 perfect.
        assertEquals(2.0 / 3, s.mixed().f1(), 1e-12);
        assertEquals(1, s.mixed().missing());

        Path file = dir.resolve("pred.tsv");
        InputException e = assertThrows(InputException.class, () -> RelevanceScorer.score(gold,
                List.of(p(q1a, true, 2), p(q1b, false, 3), p(q2a, false, 4), p(q2b, false, 5), p(q3a, true, 6)), file));
        assertTrue(e.getMessage().contains("question Q1 is predicted only in part: 2 of its 3 rows"), e.getMessage());
    }

    @Test
    void extraAndDuplicateKeysAreErrorsAtTheirLine() {
        Path file = dir.resolve("pred.tsv");
        RelevanceRow stranger = ayah("Q9", "R9", 1, null);
        InputException extra = assertThrows(InputException.class,
                () -> RelevanceScorer.score(gold, List.of(p(q1a, true, 2), p(stranger, true, 3)), file));
        assertTrue(extra.getMessage().startsWith(file + ":3: field 'Response_ID': key Q9/R9/1 is not in gold"),
                extra.getMessage());
        InputException dup = assertThrows(InputException.class,
                () -> RelevanceScorer.score(gold, List.of(p(q1a, true, 2), p(q1a, false, 5)), file));
        assertTrue(dup.getMessage().startsWith(file + ":5: field 'Annotation_ID': duplicate key"), dup.getMessage());
        assertTrue(dup.getMessage().contains("first on line 2"), dup.getMessage());
    }

    @Test
    void readsPredictionFilesAsTheScorerDoes() {
        Path gold = Rows.write(dir.resolve("gold.tsv"), Rows.HEADER
                + "Q1\tR1\t1\tAyah\tا\t1\nQ1\tR1\t2\tmatn\tب\t0\nQ2\tR2\t1\tAyah\tج\t2\n");
        Path pred = Rows.write(dir.resolve("pred.tsv"), Rows.HEADER
                + "Q1\tR1\t1\tAyah\tا\t2\nQ1\tR1\t2\tmatn\tب\t0\nQ2\tR2\t1\tAyah\tج\t1\n");
        RelevanceScore s = RelevanceScorer.score(RelevancePredictions.readGold(gold), RelevancePredictions.read(pred), pred);
        assertEquals(1.0, s.mixed().f1(), 1e-12, "a predicted 2 counts as relevant like gold's 2");

        Path badHeader = Rows.write(dir.resolve("h.tsv"), "question_id\tResponse_ID\tAnnotation_ID\trelevance_label\n"
                + "Q1\tR1\t1\t1\n");
        InputException h = assertThrows(InputException.class, () -> RelevancePredictions.read(badHeader));
        assertTrue(h.getMessage().startsWith(badHeader + ":1: the header must be exactly question_id Response_ID "
                + "Annotation_ID span_type span_text relevance_label"), h.getMessage());
        Path badLabel = Rows.write(dir.resolve("l.tsv"), Rows.HEADER + "Q1\tR1\t1\tAyah\tا\tyes\n");
        InputException l = assertThrows(InputException.class, () -> RelevancePredictions.read(badLabel));
        assertTrue(l.getMessage().startsWith(badLabel + ":2: field 'relevance_label': expected 0, 1 or 2"), l.getMessage());
    }
}
