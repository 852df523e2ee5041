package org.tahqiq.submit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task3.correct.Task3Row;
import org.tahqiq.dataset.Tsv;
import org.tahqiq.eval.PredictionsReader;
import org.tahqiq.task2.Prediction;
import org.tahqiq.task2.Task2SubmissionWriter;
import org.tahqiq.task3.Task3Prediction;
import org.tahqiq.task3.Task3SubmissionWriter;

class SubmissionWritersTest {

    @TempDir
    Path dir;

    private static final SegmentKey B = new SegmentKey("R2", 1, SegmentType.CLAIMED_SOURCE);
    private static final SegmentKey A = new SegmentKey("R1", 10, SegmentType.MATN);

    @Test
    void task2FileIsExactlyTheOfficialFormat() throws IOException {
        Path f = dir.resolve("sub/task2.tsv");
        Task2SubmissionWriter.write(f, List.of(new Prediction(B, Label.CORRECT), new Prediction(A, Label.INCORRECT)));
        byte[] expected = ("Response_ID\tAnnotation_ID\tSegment_Type\tLabel\n"
                + "R2\t1\tclaimed_source\tcorrect\n"
                + "R1\t10\tmatn\tincorrect\n").getBytes(StandardCharsets.UTF_8);
        assertArrayEquals(expected, Files.readAllBytes(f));
        assertEquals(Map.of(B, Label.CORRECT, A, Label.INCORRECT), PredictionsReader.readTask2(f));
        try (var files = Files.list(f.getParent())) {
            assertEquals(1, files.count(), "no temporary file left behind");
        }
    }

    @Test
    void task2WriterRefusesNa() {
        Path f = dir.resolve("task2.tsv");
        assertThrows(IllegalArgumentException.class, () -> Task2SubmissionWriter.write(f, List.of(new Prediction(A, Label.NA))));
        assertFalse(Files.exists(f));
    }

    @Test
    void task3FileQuotesOnlyWhatNeedsQuotingAndReadsBack() throws IOException {
        Path f = dir.resolve("task3.tsv");
        String quoted = "قال: \"إنما الأعمال بالنيات\"";
        Task3SubmissionWriter.write(f, List.of(new Task3Prediction(new SegmentKey("R1", 1, SegmentType.AYAH), "خطأ"),
                new Task3Prediction(A, quoted)));
        assertEquals("Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\n"
                        + "R1\t1\tAyah\tخطأ\n"
                        + "R1\t10\tmatn\t\"قال: \"\"إنما الأعمال بالنيات\"\"\"\n",
                Files.readString(f, StandardCharsets.UTF_8));
        List<Task3Row> back = Task3Row.read(f);
        assertEquals(List.of("خطأ"), back.get(0).corrections());
        assertEquals(List.of(quoted), back.get(1).corrections());
    }

    @Test
    void task3WriterRefusesBlankCorrection() {
        assertThrows(IllegalArgumentException.class,
                () -> Task3SubmissionWriter.write(dir.resolve("t3.tsv"), List.of(new Task3Prediction(A, " "))));
    }

    @Test
    void cellsWithTabsOrNewlinesSurviveARoundTrip() throws IOException {
        Path f = dir.resolve("x.tsv");
        SubmissionTsv.write(f, List.of("a", "b"), List.of(List.of("x\ty", "line1\nline2"), List.of("plain", "ok")));
        Tsv t = Tsv.read(f);
        assertEquals("x\ty", t.rows().get(0).get("a"));
        assertEquals("line1\nline2", t.rows().get(0).get("b"));
        assertEquals("plain", t.rows().get(1).get("a"));
    }
}
