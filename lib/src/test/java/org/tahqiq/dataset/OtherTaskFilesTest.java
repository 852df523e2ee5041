package org.tahqiq.dataset;

import org.tahqiq.task1.score.Task1Span;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.task3.correct.Task3Row;

/** Task1Span, Task3Row and Task4Row. */
class OtherTaskFilesTest {

    private static final String T1 = "Response_ID\tAnnotation_ID\tSegment_Type\tSpan_Start\tSpan_End\n";
    private static final String T3 = "Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\n";
    private static final String T4 = "question_id\tResponse_ID\tAnnotation_ID\tspan_type\tspan_text\trelevance_label\n";

    @TempDir
    Path dir;

    private Path write(String content) throws IOException {
        Path f = dir.resolve("task.tsv");
        Files.writeString(f, content, StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void task1ReadsSpansAndNoAnnotationRows() throws IOException {
        List<Task1Span> spans = Task1Span.read(write(T1 + "R1\t1\tAyah\t117\t176\r\nR2\t1\tNoAnnotation\t-\t-\r\n"));
        assertEquals(new Task1Span("R1", 1, SegmentType.AYAH, 117, 176, 2), spans.get(0));
        assertEquals(new SegmentKey("R1", 1, SegmentType.AYAH), spans.get(0).key());
        Task1Span none = spans.get(1);
        assertTrue(none.isNoAnnotation());
        assertNull(none.type());
        assertEquals(-1, none.start());
        assertThrows(IllegalStateException.class, none::key);
    }

    @Test
    void task1RejectsDashOffsetsOnRealSegments() throws IOException {
        Path f = write(T1 + "R1\t1\tmatn\t-\t-\n");
        InputException e = assertThrows(InputException.class, () -> Task1Span.read(f));
        assertEquals("Span_Start", e.field());
    }

    @Test
    void task1RejectsReversedSpans() throws IOException {
        Path f = write(T1 + "R1\t1\tmatn\t10\t5\n");
        InputException e = assertThrows(InputException.class, () -> Task1Span.read(f));
        assertEquals("Span_End", e.field());
    }

    @Test
    void task1RejectsDuplicateKeys() throws IOException {
        Path f = write(T1 + "R1\t1\tmatn\t1\t5\nR1\t1\tmatn\t6\t9\n");
        InputException e = assertThrows(InputException.class, () -> Task1Span.read(f));
        assertTrue(e.getMessage().contains("lines 2 and 3"), e.getMessage());
    }

    @Test
    void task3SplitsAlternatives() throws IOException {
        List<Task3Row> rows = Task3Row.read(write(T3 + "R1\t1\tAyah\tخطأ\nR1\t3\tmatn\tنص أول ||| نص ثان\n"));
        assertTrue(rows.get(0).isNoSource());
        assertEquals(List.of("نص أول", "نص ثان"), rows.get(1).corrections());
        assertFalse(rows.get(1).isNoSource());
        assertEquals(new AnnotationKey("R1", 3), rows.get(1).key());
        assertEquals(SegmentType.MATN, rows.get(1).type());
    }

    @Test
    void task3KeyIsResponseAndAnnotation() throws IOException {
        Path f = write(T3 + "R1\t1\tAyah\tخطأ\nR1\t1\tmatn\tخطأ\n");
        InputException e = assertThrows(InputException.class, () -> Task3Row.read(f));
        assertEquals(3, e.line());
        assertTrue(e.getMessage().contains("R1/1"), e.getMessage());
    }

    @Test
    void task3RejectsEmptyCorrection() throws IOException {
        Path f = write(T3 + "R1\t1\tAyah\t \n");
        InputException e = assertThrows(InputException.class, () -> Task3Row.read(f));
        assertEquals("Correction", e.field());
    }

    @Test
    void task4ReadsRelevanceWithQuotedText() throws IOException {
        List<Task4Row> rows = Task4Row.read(write(T4
                + "Q1\tR1\t2\tmatn\t\"قال: \"\"إنما الأعمال\"\t1\n"
                + "Q1\tR2\t1\tAyah\tنص\t0\n"
                + "Q2\tR2\t1\tAyah\tنص\t2\n"));
        assertEquals("قال: \"إنما الأعمال", rows.get(0).spanText());
        assertTrue(rows.get(0).relevant());
        assertFalse(rows.get(1).relevant());
        assertTrue(rows.get(2).relevant());
        assertEquals(SegmentType.MATN, rows.get(0).spanType());
        assertEquals("Q2", rows.get(2).questionId());
    }

    @Test
    void task4RejectsBadRelevance() throws IOException {
        Path f = write(T4 + "Q1\tR1\t2\tmatn\tx\t3\n");
        InputException e = assertThrows(InputException.class, () -> Task4Row.read(f));
        assertEquals("relevance_label", e.field());
    }

    @Test
    void task4RejectsDuplicateKeys() throws IOException {
        Path f = write(T4 + "Q1\tR1\t2\tmatn\tx\t1\nQ1\tR1\t2\tmatn\ty\t0\n");
        InputException e = assertThrows(InputException.class, () -> Task4Row.read(f));
        assertTrue(e.getMessage().contains("lines 2 and 3"), e.getMessage());
    }
}
