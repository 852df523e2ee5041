package org.tahqiq.task3;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.InputException;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;

class Task3InputTsvReaderTest {

    @TempDir
    Path dir;

    private Path write(String content) throws IOException {
        Path f = dir.resolve("task3_input.tsv");
        Files.writeString(f, content, StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void readsSpansAndSplitsCorrections() throws IOException {
        Path f = write("Response_ID\tAnnotation_ID\tSegment_Type\tSpan\tCorrection\n"
                + "R1\t1\tAyah\tنص الآية\tقل هو الله أحد ||| الله الصمد\n"
                + "R1\t2\tmatn\t\"متن \"\"مقتبس\"\"\"\tخطأ\n"
                + "R2\t1\tAyah\tنص\t\n");

        List<Annotation> anns = Task3InputTsvReader.read(f);

        assertEquals(3, anns.size());
        assertEquals("Ayah", anns.get(0).kind());
        assertEquals(List.of("قل هو الله أحد", "الله الصمد"), anns.get(0).corrections());
        assertEquals("نص الآية", anns.get(0).segments().get(0).text());
        assertNull(anns.get(0).segments().get(0).gold());
        assertEquals("Hadith", anns.get(1).kind());
        assertEquals("متن \"مقتبس\"", anns.get(1).segments().get(0).text());
        assertEquals(List.of("خطأ"), anns.get(1).corrections());
        assertEquals(List.of(), anns.get(2).corrections());
    }

    @Test
    void correctionColumnIsOptional() throws IOException {
        List<Annotation> anns = Task3InputTsvReader.read(write("Response_ID\tAnnotation_ID\tSegment_Type\tSpan\nR1\t1\tmatn\tx\n"));
        assertEquals(List.of(), anns.get(0).corrections());
        assertEquals(new SegmentKey("R1", 1, SegmentType.MATN), anns.get(0).segments().get(0).key());
    }

    @Test
    void emptyAlternativeIsRejected() throws IOException {
        Path f = write("Response_ID\tAnnotation_ID\tSegment_Type\tSpan\tCorrection\nR1\t1\tAyah\tx\ta |||  ||| b\n");
        InputException e = assertThrows(InputException.class, () -> Task3InputTsvReader.read(f));
        assertEquals("Correction", e.field());
        assertEquals(2, e.line());
    }

    @Test
    void missingSpanColumnIsRejected() throws IOException {
        Path f = write("Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\nR1\t1\tAyah\tx\n");
        InputException e = assertThrows(InputException.class, () -> Task3InputTsvReader.read(f));
        assertEquals("Span", e.field());
    }

    @Test
    void duplicateKeyIsRejected() throws IOException {
        Path f = write("Response_ID\tAnnotation_ID\tSegment_Type\tSpan\nR1\t1\tAyah\tx\nR1\t1\tAyah\ty\n");
        InputException e = assertThrows(InputException.class, () -> Task3InputTsvReader.read(f));
        assertTrue(e.getMessage().contains("lines 2 and 3"), e.getMessage());
    }
}
