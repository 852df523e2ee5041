package org.tahqiq.task2;

import org.tahqiq.dataset.InputException;
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
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentType;

class Task2InputTsvReaderTest {

    private static final String HEADER = "Response_ID\tAnnotation_ID\tSegment_Type\tSpan\tLabel\n";

    @TempDir
    Path dir;

    private Path write(String content) throws IOException {
        Path f = dir.resolve("task2_input.tsv");
        Files.writeString(f, content, StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void groupsRowsIntoAnnotationsInFirstSeenOrder() throws IOException {
        Path f = write(HEADER
                + "R9\t2\tmatn\t\"قال: \"\"إنما الأعمال بالنيات\"\"\"\t\n"
                + "R1\t1\tAyah\tقل هو الله أحد\tcorrect\n"
                + "R9\t2\tclaimed_source\tرواه البخاري\tN/A\n"
                + "R9\t1\tclaimed_source\tسورة الإخلاص\tincorrect\n"
                + "R9\t3\tisnad\tعن عمر\t\n");

        List<Annotation> anns = Task2InputTsvReader.read(f);

        assertEquals(List.of("R9/2", "R1/1", "R9/1", "R9/3"),
                anns.stream().map(a -> a.responseId() + "/" + a.annotationId()).toList());
        Annotation hadith = anns.get(0);
        assertEquals("Hadith", hadith.kind());
        assertNull(hadith.questionId());
        assertTrue(hadith.corrections().isEmpty());
        assertEquals(List.of(SegmentType.MATN, SegmentType.CLAIMED_SOURCE),
                hadith.segments().stream().map(Segment::type).toList());
        Segment matn = hadith.segments().get(0);
        assertEquals("قال: \"إنما الأعمال بالنيات\"", matn.text());
        assertEquals(-1, matn.start());
        assertEquals(-1, matn.end());
        assertNull(matn.gold());
        assertEquals(Label.NA, hadith.segments().get(1).gold());
        assertEquals("Ayah", anns.get(1).kind());
        assertEquals(Label.CORRECT, anns.get(1).segments().get(0).gold());
        assertEquals("unknown", anns.get(2).kind()); // a claimed_source alone
        assertEquals(Label.INCORRECT, anns.get(2).segments().get(0).gold());
        assertEquals("Hadith", anns.get(3).kind()); // isnad alone
    }

    @Test
    void labelColumnIsOptional() throws IOException {
        List<Annotation> anns = Task2InputTsvReader.read(write("Response_ID\tAnnotation_ID\tSegment_Type\tSpan\nR1\t1\tAyah\tنص\n"));
        assertNull(anns.get(0).segments().get(0).gold());
    }

    @Test
    void missingColumnsAreNamed() throws IOException {
        Path f = write("Response_ID\tSegment_Type\tLabel\nR1\tAyah\t\n");
        InputException e = assertThrows(InputException.class, () -> Task2InputTsvReader.read(f));
        assertTrue(e.getMessage().contains("[Annotation_ID, Span]"), e.getMessage());
    }

    @Test
    void duplicateKeyNamesBothLines() throws IOException {
        Path f = write(HEADER + "R1\t1\tAyah\ta\t\nR1\t2\tAyah\tb\t\nR1\t1\tAyah\tc\t\n");
        InputException e = assertThrows(InputException.class, () -> Task2InputTsvReader.read(f));
        assertEquals(4, e.line());
        assertTrue(e.getMessage().contains("lines 2 and 4"), e.getMessage());
        assertTrue(e.getMessage().contains("R1/1/Ayah"), e.getMessage());
    }

    @Test
    void unknownTypeIsRejected() throws IOException {
        Path f = write(HEADER + "R1\t1\tHadith\ta\t\n");
        InputException e = assertThrows(InputException.class, () -> Task2InputTsvReader.read(f));
        assertEquals("Segment_Type", e.field());
        assertEquals(2, e.line());
    }

    @Test
    void nonIntegerAnnotationIdIsRejected() throws IOException {
        Path f = write(HEADER + "R1\t1\tAyah\ta\t\nR1\t1.0\tmatn\tb\t\n");
        InputException e = assertThrows(InputException.class, () -> Task2InputTsvReader.read(f));
        assertEquals("Annotation_ID", e.field());
        assertEquals(3, e.line());
    }

    @Test
    void unknownLabelIsRejected() throws IOException {
        Path f = write(HEADER + "R1\t1\tAyah\ta\tyes\n");
        InputException e = assertThrows(InputException.class, () -> Task2InputTsvReader.read(f));
        assertEquals("Label", e.field());
    }

    @Test
    void emptyInputIsRejected() throws IOException {
        Path f = write(HEADER);
        InputException e = assertThrows(InputException.class, () -> Task2InputTsvReader.read(f));
        assertTrue(e.getMessage().contains("empty input"), e.getMessage());
    }
}
