package org.tahqiq.task3.correct;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.InputException;
import org.tahqiq.dataset.SegmentType;

class CorrectionMemoryTest {

    @TempDir
    Path dir;

    private static Task3Row row(String response, int annotation, SegmentType type, String... corrections) {
        return new Task3Row(response, annotation, type, List.of(corrections), 0);
    }

    @Test
    void keepsEachMatnTextOnceAndCountsTheRowsThatGiveIt() {
        CorrectionMemory m = CorrectionMemory.of(List.of(
                row("R1", 1, SegmentType.MATN, "إِنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ", "الدِّينُ النَّصِيحَةُ"),
                // the same text without diacritics and with a trailing mark is the same correction to the scorer
                row("R2", 1, SegmentType.MATN, "إنما الأعمال بالنيات ."),
                row("R3", 2, SegmentType.MATN, "خطأ"),
                row("R4", 1, SegmentType.AYAH, "قُلْ هُوَ اللَّهُ أَحَدٌ")), "train");

        assertEquals(2, m.size());
        assertEquals(new CorrectionMemory.Entry("إِنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ", 2, List.of("R1", "R2")), m.texts().get(0),
                "first spelling kept, with the response of each row");
        assertEquals(new CorrectionMemory.Entry("الدِّينُ النَّصِيحَةُ", 1, List.of("R1")), m.texts().get(1));
        assertEquals(1, m.texts().get(0).rowsOutside(Set.of("R2")), "R1's row alone counts for R2's own question");
        assertEquals(0, m.texts().get(1).rowsOutside(Set.of("R1")));
        assertEquals(Set.of("R1", "R2"), m.responses(), "only rows that gave a matn text");
    }

    @Test
    void aRowListingOneTextTwiceCountsOnce() {
        CorrectionMemory m = CorrectionMemory.of(List.of(row("R1", 1, SegmentType.MATN, "الدين النصيحة", "الدين النصيحة")), "t");
        assertEquals(1, m.texts().get(0).rows());
    }

    @Test
    void readsACorrectionsFileAndReportsBadRowsByLine() throws IOException {
        Path f = dir.resolve("train_task_3.tsv");
        Files.writeString(f, "Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\n"
                + "R1\t1\tmatn\tالدين النصيحة ||| الدين النصيحة لله\nR2\t1\tmatn\tخطأ\n", StandardCharsets.UTF_8);
        CorrectionMemory m = CorrectionMemory.read(f);
        assertEquals(2, m.size());
        assertEquals(f.toString(), m.source());

        Files.writeString(f, "Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\nR1\t1\tmatn\t\n", StandardCharsets.UTF_8);
        InputException e = assertThrows(InputException.class, () -> CorrectionMemory.read(f));
        assertEquals(2, e.line());
        assertEquals("Correction", e.field());
    }
}
