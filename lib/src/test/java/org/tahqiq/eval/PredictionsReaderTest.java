package org.tahqiq.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.InputException;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;

class PredictionsReaderTest {

    private static final String HEADER = "Response_ID\tAnnotation_ID\tSegment_Type\tLabel\n";

    @TempDir
    Path dir;

    private Path write(String content) throws IOException {
        Path f = dir.resolve("pred.tsv");
        Files.writeString(f, content, StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void readsStrippedCellsInFileOrder() throws IOException {
        Map<SegmentKey, Label> p = PredictionsReader.readTask2(write(HEADER + " R2 \t 1\tmatn\tcorrect \r\nR1\t2\tisnad\tincorrect\n"));
        assertEquals(List.of(new SegmentKey("R2", 1, SegmentType.MATN), new SegmentKey("R1", 2, SegmentType.ISNAD)),
                List.copyOf(p.keySet()));
        assertEquals(List.of(Label.CORRECT, Label.INCORRECT), List.copyOf(p.values()));
    }

    @Test
    void duplicateKeyIsRejected() throws IOException {
        Path f = write(HEADER + "R1\t1\tAyah\tcorrect\nR1\t1\tAyah\tcorrect\n");
        InputException e = assertThrows(InputException.class, () -> PredictionsReader.readTask2(f));
        assertEquals(f, e.file());
        assertEquals(3, e.line());
        assertTrue(e.getMessage().contains("lines 2 and 3"), e.getMessage());
    }

    @Test
    void naLabelIsRejected() throws IOException {
        Path f = write(HEADER + "R1\t1\tAyah\tN/A\n");
        InputException e = assertThrows(InputException.class, () -> PredictionsReader.readTask2(f));
        assertEquals("Label", e.field());
        assertEquals(2, e.line());
    }

    @Test
    void otherLabelIsRejected() throws IOException {
        Path f = write(HEADER + "R1\t1\tAyah\tcorrect\nR1\t2\tAyah\tCorrect\n");
        InputException e = assertThrows(InputException.class, () -> PredictionsReader.readTask2(f));
        assertEquals("Label", e.field());
        assertEquals(3, e.line());
        assertTrue(e.getMessage().contains("'Correct'"), e.getMessage());
    }

    @Test
    void missingColumnsAreNamed() throws IOException {
        Path f = write("Response_ID\tAnnotation_ID\tType\tLabel\nR1\t1\tAyah\tcorrect\n");
        InputException e = assertThrows(InputException.class, () -> PredictionsReader.readTask2(f));
        assertEquals("Segment_Type", e.field());
        assertEquals(1, e.line());
        assertTrue(e.getMessage().startsWith(f.toString()), e.getMessage());
    }
}
