package org.tahqiq.dataset;

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

class GoldLabelsTest {

    private static final String HEADER = "Response_ID\tAnnotation_ID\tSegment_Type\tLabel\r\n";

    @TempDir
    Path dir;

    private Path write(String content) throws IOException {
        Path f = dir.resolve("dev_task_2.tsv");
        Files.writeString(f, content, StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void readsLabelsInFileOrder() throws IOException {
        Map<SegmentKey, Label> gold = GoldLabels.read(write(HEADER
                + "R2\t1\tAyah\tincorrect\r\nR1\t2\tclaimed_source\t correct \r\nR1\t2\tisnad\tN/A\r\n"));
        assertEquals(List.of(new SegmentKey("R2", 1, SegmentType.AYAH), new SegmentKey("R1", 2, SegmentType.CLAIMED_SOURCE),
                new SegmentKey("R1", 2, SegmentType.ISNAD)), List.copyOf(gold.keySet()));
        assertEquals(List.of(Label.INCORRECT, Label.CORRECT, Label.NA), List.copyOf(gold.values()));
        assertEquals(2, GoldLabels.scoredOnly(gold).size());
    }

    @Test
    void duplicateKeyIsRejected() throws IOException {
        Path f = write(HEADER + "R1\t1\tAyah\tcorrect\r\nR1\t1\tAyah\tincorrect\r\n");
        InputException e = assertThrows(InputException.class, () -> GoldLabels.read(f));
        assertTrue(e.getMessage().contains("lines 2 and 3"), e.getMessage());
    }

    @Test
    void unknownLabelIsRejected() throws IOException {
        Path f = write(HEADER + "R1\t1\tAyah\ttrue\r\n");
        InputException e = assertThrows(InputException.class, () -> GoldLabels.read(f));
        assertEquals("Label", e.field());
        assertEquals(2, e.line());
    }

    @Test
    void missingLabelColumnIsRejected() throws IOException {
        Path f = write("Response_ID\tAnnotation_ID\tSegment_Type\nR1\t1\tAyah\n");
        InputException e = assertThrows(InputException.class, () -> GoldLabels.read(f));
        assertEquals("Label", e.field());
    }

    @Test
    void fromResponsesIncludesNa() {
        SegmentKey k1 = new SegmentKey("R1", 1, SegmentType.AYAH);
        SegmentKey k2 = new SegmentKey("R1", 1, SegmentType.CLAIMED_SOURCE);
        Annotation a = new Annotation("R1", 1, "Ayah", List.of(new Segment(k1, 0, 1, "x", Label.INCORRECT),
                new Segment(k2, 1, 2, "y", Label.NA)), List.of("خطأ"), "Q1");
        Response r = new Response("R1", "Q1", "q", "xy", List.of(a));
        Map<SegmentKey, Label> gold = GoldLabels.fromResponses(List.of(r));
        assertEquals(Map.of(k1, Label.INCORRECT, k2, Label.NA), gold);
        assertThrows(IllegalArgumentException.class, () -> GoldLabels.fromResponses(List.of(r, r)));
    }
}
