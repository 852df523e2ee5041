package org.tahqiq.task4.features;

import org.tahqiq.task4.Rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.InputException;

/** Relevance TSVs joined with the responses: the dev/test input, and the train rows joined with the dev questions. */
class RelevanceInputTest {

    @TempDir
    Path dir;

    /** Two responses to Q1 and one to Q2; R1 quotes a verse (code points 11..27) and a hadith (41..61). */
    static final String JSONL = """
            {"id":"R1","question_id":"Q1","question":"ما حكم الصيام؟","generated_answer":"قال تعالى: كتب عليكم الصيام. وفي الحديث: إنما الأعمال بالنيات","annotations":[{"annotation_id":1,"label":"Ayah","segments":[{"type":"Ayah","span_start":11,"span_end":27,"label":"correct"}]},{"annotation_id":2,"label":"Hadith","segments":[{"type":"matn","span_start":41,"span_end":61,"label":"correct"}]}]}
            {"id":"R2","question_id":"Q1","question":"ما حكم الصيام؟","generated_answer":"لا","annotations":[]}
            {"id":"R3","question_id":"Q2","question":"ما فضل الذكر؟","generated_answer":"لا","annotations":[]}
            """;

    Path jsonl() {
        return Rows.write(dir.resolve("dev.jsonl"), JSONL);
    }

    @Test
    void joinsEveryRowWithItsQuestionAndItsPlaceInTheAnswer() {
        Path tsv = Rows.write(dir.resolve("dev_task_4.tsv"), Rows.HEADER
                + "Q1\tR1\t1\tAyah\tكتب عليكم الصيام\t1\nQ1\tR1\t2\tmatn\tإنما الأعمال بالنيات\t2\n");
        RelevanceInput in = RelevanceInput.read(tsv, jsonl());
        assertTrue(in.hasGold());
        RelevanceRow ayah = in.rows().get(0);
        assertEquals("ما حكم الصيام؟", ayah.question());
        assertEquals(11, ayah.context().start());
        assertEquals(2, ayah.context().quotes().size(), "both quotes of the answer, in order");
        assertEquals(41, ayah.context().quotes().get(1)[0]);
        assertTrue(in.rows().get(1).relevant(), "label 2 is relevant");
    }

    @Test
    void testPhaseRowsCarryNoLabelAndMayLackAContext() {
        Path tsv = Rows.write(dir.resolve("test_task_4.tsv"), Rows.HEADER + "Q1\tR2\t1\tAyah\tكتب عليكم الصيام\t\n");
        RelevanceInput in = RelevanceInput.read(tsv, jsonl());
        assertFalse(in.hasGold());
        assertNull(in.rows().get(0).context(), "R2 has no annotation 1");
        Path noColumn = Rows.write(dir.resolve("t2.tsv"), "question_id\tResponse_ID\tAnnotation_ID\tspan_type\tspan_text\n"
                + "Q1\tR2\t1\tAyah\tكتب عليكم الصيام\n");
        assertFalse(RelevanceInput.read(noColumn, jsonl()).hasGold());
    }

    @Test
    void badRowsAreLocatedErrors() {
        Path j = jsonl();
        assertError("Q1\tR7\t1\tAyah\tا\t1\n", j, ":2: field 'Response_ID': response R7 is not in");
        assertError("Q2\tR1\t1\tAyah\tا\t1\n", j, ":2: field 'question_id': is Q2 but response R1 answers Q1");
        assertError("Q1\tR1\t1\tAyah\tا\t3\n", j, ":2: field 'relevance_label': expected 0, 1 or 2, found 3");
        assertError("Q1\tR1\t1\tisnad\tا\t1\n", j, ":2: field 'span_type': Subtask 4 rows are Ayah or matn, found isnad");
        assertError("Q1\tR1\t1\tAyah\tا\t1\nQ1\tR1\t2\tmatn\tب\t\n", j,
                ":3: field 'relevance_label': labels must be given on every row or on none");
        assertError("Q1\tR1\t1\tAyah\tا\t1\nQ1\tR1\t1\tmatn\tب\t0\n", j, ":3: field 'Annotation_ID': duplicate key");
    }

    private void assertError(String rows, Path jsonl, String expected) {
        Path tsv = Rows.write(dir.resolve("bad.tsv"), Rows.HEADER + rows);
        InputException e = assertThrows(InputException.class, () -> RelevanceInput.read(tsv, jsonl));
        assertTrue(e.getMessage().startsWith(tsv + expected), e.getMessage());
    }

    @Test
    void trainRowsTakeTheQuestionTextOfTheDevResponsesToTheSameQuestion() {
        Path train = Rows.write(dir.resolve("train_task_4.tsv"), Rows.HEADER
                + "Q1\tT1\t1\tAyah\tكتب عليكم الصيام\t1\nQ5\tT2\t1\tmatn\tالدين النصيحة\t0\n");
        List<RelevanceRow> rows = TrainingRows.read(train, jsonl());
        assertEquals("ما حكم الصيام؟", rows.get(0).question(), "Q1 is answered by dev responses");
        assertEquals(Origin.TRAIN, rows.get(0).origin());
        assertNull(rows.get(1).question(), "no dev response answers Q5");
        assertNull(rows.get(0).context(), "the train answers are not available");
        Path unlabelled = Rows.write(dir.resolve("t.tsv"), Rows.HEADER + "Q1\tT1\t1\tAyah\tا\t\n");
        InputException e = assertThrows(InputException.class, () -> TrainingRows.read(unlabelled, jsonl()));
        assertTrue(e.getMessage().contains(":2: field 'relevance_label': a training row needs a label"), e.getMessage());
    }
}
