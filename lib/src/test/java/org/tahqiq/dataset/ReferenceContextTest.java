package org.tahqiq.dataset;

import org.tahqiq.task2.Task2InputTsvReader;
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

class ReferenceContextTest {

    @TempDir
    Path dir;

    // "قال تعالى: قل هو الله احد (الإخلاص: 1)": Ayah at code points 11..25, its claim at 27..37; a second annotation
    // is a hadith whose matn is code points 0..3.
    private static final String REFERENCE = "{\"id\":\"R1\",\"question_id\":\"Q1\",\"question\":\"س\","
            + "\"generated_answer\":\"قال تعالى: قل هو الله احد (الإخلاص: 1)\",\"annotations\":["
            + "{\"annotation_id\":1,\"label\":\"Ayah\",\"segments\":[{\"type\":\"Ayah\",\"span_start\":11,\"span_end\":25},"
            + "{\"type\":\"claimed_source\",\"span_start\":27,\"span_end\":37}]},"
            + "{\"annotation_id\":2,\"label\":\"Hadith\",\"segments\":[{\"type\":\"matn\",\"span_start\":0,\"span_end\":3}]}]}\n";

    @Test
    void onlyAnnotationsWithoutTheirQuoteGetTheReferenceAnnotation() throws IOException {
        Path reference = Files.writeString(dir.resolve("reference.jsonl"), REFERENCE, StandardCharsets.UTF_8);
        Path tsv = Files.writeString(dir.resolve("test.tsv"), "Response_ID\tAnnotation_ID\tSegment_Type\tSpan\n"
                + "R1\t1\tclaimed_source\tالإخلاص: 1\nR1\t2\tmatn\tقال\n", StandardCharsets.UTF_8);
        List<Annotation> input = Task2InputTsvReader.read(tsv);

        Map<AnnotationKey, Annotation> context = ReferenceContext.join(tsv, input, reference);

        assertEquals(List.of(new AnnotationKey("R1", 1)), List.copyOf(context.keySet()), "annotation 2 has its matn");
        assertEquals("قل هو الله احد", context.get(new AnnotationKey("R1", 1)).segment(SegmentType.AYAH).orElseThrow().text());
    }

    /** Issue 14: a test-phase cell that disagrees with reference.jsonl was reported without a line. */
    @Test
    void aCellThatDisagreesWithTheReferenceIsReportedAtItsLine() throws IOException {
        Path reference = Files.writeString(dir.resolve("reference.jsonl"), "\n" + REFERENCE, StandardCharsets.UTF_8);
        Path tsv = Files.writeString(dir.resolve("test.tsv"), "Response_ID\tAnnotation_ID\tSegment_Type\tSpan\n"
                + "R1\t2\tmatn\tقال\n"
                + "R1\t1\tclaimed_source\tالإخلاص: 2\n", StandardCharsets.UTF_8);
        InputException e = assertThrows(InputException.class,
                () -> ReferenceContext.join(tsv, Task2InputTsvReader.read(tsv), reference));
        assertEquals(3, e.line(), e.getMessage());
        assertEquals("Span", e.field());
        assertTrue(e.getMessage().endsWith("R1/1 claimed_source differs from its span in " + reference
                + ":2 (is it the reference of the same release?)"), e.getMessage());

        Files.writeString(tsv, "Response_ID\tAnnotation_ID\tSegment_Type\tSpan\nR1\t2\tmatn\tقال\nR1\t7\tmatn\tقال\n");
        e = assertThrows(InputException.class, () -> ReferenceContext.join(tsv, Task2InputTsvReader.read(tsv), reference));
        assertEquals(3, e.line(), e.getMessage());
        assertEquals("Annotation_ID", e.field());
    }
}
