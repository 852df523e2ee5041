package org.tahqiq.task3;

import org.tahqiq.task3.correct.CorrectionThresholds;
import org.tahqiq.task3.correct.Proposal;
import org.tahqiq.submit.SubmissionFiles;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.InputException;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.submit.SubmissionException;

class Task3InputAndOutputsTest {

    @TempDir
    Path dir;

    // "قال تعالى: قل هو الله احد" — the Ayah is code points 11..25; a hadith annotation with matn 0..3 and isnad.
    private static final String JSONL = "{\"id\":\"R1\",\"question_id\":\"Q1\",\"question\":\"س\",\"generated_answer\":\"قال تعالى: قل هو الله احد\","
            + "\"annotations\":[{\"annotation_id\":1,\"label\":\"Ayah\",\"segments\":[{\"type\":\"Ayah\",\"span_start\":11,\"span_end\":25,\"label\":\"incorrect\"}],"
            + "\"correction\":[\"قُلْ هُوَ اللَّهُ أَحَدٌ\"]},"
            + "{\"annotation_id\":2,\"label\":\"Hadith\",\"segments\":[{\"type\":\"matn\",\"span_start\":0,\"span_end\":3,\"label\":\"incorrect\"},"
            + "{\"type\":\"isnad\",\"span_start\":4,\"span_end\":9,\"label\":\"N/A\"}],\"correction\":\"خطأ\"}]}\n";

    private Path write(String name, String content) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, content, StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void joinsCorrectionsWithSpanTextAndKeepsOnlyTheCorrectedSegment() throws IOException {
        Path jsonl = write("dev.jsonl", JSONL);
        Path tsv = write("dev_task_3.tsv", "Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\n"
                + "R1\t1\tAyah\tقُلْ هُوَ اللَّهُ أَحَدٌ\nR1\t2\tmatn\tخطأ\n");

        Task3Input in = Task3Input.joined(tsv, jsonl);

        assertEquals(2, in.size());
        assertEquals("قل هو الله احد", in.annotations().get(0).segments().get(0).text());
        assertEquals(1, in.annotations().get(1).segments().size(), "the isnad is not corrected");
        assertEquals(SegmentType.MATN, in.keys().get(1).type());
        assertEquals("Q1", in.annotations().get(0).questionId(), "folds group by question");
        assertTrue(in.gold().get(1).isNoSource());
        // The JSONL alone gives the same rows.
        assertEquals(in.keys(), Task3Input.fromJsonl(jsonl).keys());
    }

    @Test
    void badRowsNameFileLineAndField() throws IOException {
        Path jsonl = write("dev.jsonl", JSONL);
        Path unknown = write("a.tsv", "Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\nR1\t1\tAyah\tx\nR1\t7\tAyah\tx\n");
        InputException e = assertThrows(InputException.class, () -> Task3Input.joined(unknown, jsonl));
        assertEquals(3, e.line());
        assertEquals("Annotation_ID", e.field());

        Path isnad = write("b.tsv", "Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\nR1\t2\tisnad\tx\n");
        e = assertThrows(InputException.class, () -> Task3Input.joined(isnad, jsonl));
        assertEquals("Segment_Type", e.field());
        assertTrue(e.getMessage().startsWith(isnad.toString() + ":2"), e.getMessage());

        Path noMatn = write("c.tsv", "Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\nR1\t1\tmatn\tx\n");
        e = assertThrows(InputException.class, () -> Task3Input.joined(noMatn, jsonl));
        assertEquals("Segment_Type", e.field());

        Path twoRows = write("d.tsv", "Response_ID\tAnnotation_ID\tSegment_Type\tSpan\nR1\t1\tmatn\tx\nR1\t1\tisnad\ty\n");
        assertThrows(InputException.class, () -> Task3Input.read(twoRows, jsonl));
    }

    @Test
    void testPhaseTsvHasNoGold() throws IOException {
        Path f = write("t3.tsv", "Response_ID\tAnnotation_ID\tSegment_Type\tSpan\nR5\t1\tAyah\tقل هو الله احد\nR5\t2\tmatn\tنص\n");
        Task3Input in = Task3Input.read(f, dir.resolve("unused.jsonl"));
        assertEquals(2, in.size());
        assertFalse(in.hasGold());
    }

    private Task3Result result(Task3Input in, List<Proposal> proposals) {
        return Task3Pipeline.decide(in, proposals, new CorrectionThresholds(50, 50, 100, 100), 0, 0);
    }

    @Test
    void writesValidatedPredictionsEvidenceScoresAndZip() throws IOException {
        Task3Input in = Task3Input.fromJsonl(write("dev.jsonl", JSONL));
        List<Proposal> proposals = List.of(
                new Proposal(in.keys().get(0), "قل هو الله احد", "قُلْ هُوَ اللَّهُ أَحَدٌ", "112:1", 90, 4, 95, List.of()),
                new Proposal(in.keys().get(1), "قال", "قَالَ", "Bukhari #1", 10, 1, 40, List.of()));
        Task3Result r = result(in, proposals);
        Path out = dir.resolve("out");

        SubmissionFiles.Written w = Task3Outputs.write(in, r, out);

        List<String> lines = Files.readAllLines(w.predictions());
        assertEquals("Response_ID\tAnnotation_ID\tSegment_Type\tCorrection", lines.get(0));
        assertEquals("R1\t1\tAyah\tقُلْ هُوَ اللَّهُ أَحَدٌ", lines.get(1));
        assertEquals("R1\t2\tmatn\tخطأ", lines.get(2), "coverage 10 < 50 and run 1 < 100: خطأ");
        assertEquals(1.0, r.score().accuracy());
        assertTrue(Files.readString(w.scores()).contains("\"accuracy\" : 1.0"));
        assertTrue(Files.readAllLines(w.evidence()).get(1).contains("112:1"));
        List<String> entries = new ArrayList<>();
        try (ZipInputStream z = new ZipInputStream(Files.newInputStream(w.zip()))) {
            for (ZipEntry e; (e = z.getNextEntry()) != null; ) {
                entries.add(e.getName());
                assertEquals(Files.readString(w.predictions()), new String(z.readAllBytes(), StandardCharsets.UTF_8));
            }
        }
        assertEquals(List.of("predictions.tsv"), entries);
    }

    @Test
    void aMissingPredictionLeavesNoZip() throws IOException {
        Task3Input in = Task3Input.fromJsonl(write("dev.jsonl", JSONL));
        Task3Result r = result(in, List.of(Proposal.none(in.keys().get(0), "x")));
        Path out = dir.resolve("out2");
        assertThrows(SubmissionException.class, () -> Task3Outputs.write(in, r, out));
        assertFalse(Files.exists(out.resolve(SubmissionFiles.ZIP)));
    }
}
