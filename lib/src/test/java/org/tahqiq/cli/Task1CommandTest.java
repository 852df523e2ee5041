package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tahqiq.testing.MiniData;

/** The task1 and score task1 commands end to end on files the test writes. */
class Task1CommandTest extends CommandTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    Path data;
    Path out;

    @BeforeEach
    void setUp() {
        System.setProperty("tahqiq.home", dir.toString());
        data = MiniData.write(dir.resolve("data"));
        out = dir.resolve("out");
    }

    private static String line(String id, String answer) throws Exception {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("id", id);
        o.put("question_id", "Q" + id);
        o.put("question", "سؤال");
        o.put("generated_answer", answer);
        return MAPPER.writeValueAsString(o);
    }

    @Test
    void testPhaseInputGetsARowForEveryResponse() throws Exception {
        Path in = dir.resolve("test.jsonl");
        Files.write(in, List.of(
                line("R1", "\uD83D\uDE00 قال الله تعالى: \"قل هو الله أحد\" (سورة الإخلاص، الآية 1)."),
                line("R2", "هذا سؤال عام، والجواب يعتمد على نية السائل. والله أعلم."),
                line("R3", "عن أبي هريرة رضي الله عنه قال: قال رسول الله ﷺ: \"تسحروا فإن في السحور بركة\" (رواه البخاري).")),
                StandardCharsets.UTF_8);
        assertEquals(0, run("task1", "--data", data.toString(), "--input", in.toString(), "--out", out.toString()), stderr);
        assertTrue(stdout.contains("pinned model"), stdout);
        List<String> rows = Files.readAllLines(out.resolve("predictions.tsv"));
        assertEquals("Response_ID\tAnnotation_ID\tSegment_Type\tSpan_Start\tSpan_End", rows.get(0));
        for (String id : List.of("R1", "R2", "R3")) {
            assertTrue(rows.stream().anyMatch(r -> r.startsWith(id + "\t")), id + " missing: " + rows);
        }
        assertTrue(rows.contains("R2\t1\tNoAnnotation\t-\t-"), rows.toString());
        String r1 = rows.stream().filter(r -> r.startsWith("R1\t") && r.contains("\tAyah\t")).findFirst().orElseThrow();
        String[] c = r1.split("\t");
        String answer = MAPPER.readTree(Files.readAllLines(in).get(0)).get("generated_answer").asText();
        assertEquals("قل هو الله أحد", org.tahqiq.text.CodePoints.substring(answer, Integer.parseInt(c[3]), Integer.parseInt(c[4])));
        assertFalse(Files.exists(out.resolve("scores.json")), "no gold, no scores");
        assertTrue(Files.readString(out.resolve("evidence.tsv")).contains("Why"));
        try (ZipFile z = new ZipFile(out.resolve("submission.zip").toFile())) {
            assertEquals(1, z.size());
            assertTrue(z.getEntry("predictions.tsv") != null);
        }
    }

    @Test
    void labelledInputIsCrossValidatedAndScored() throws Exception {
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            lines.add(MiniData.response("R00000" + i, "Q" + i, "قال تعالى:", List.of(
                    new Object[] {1, "Ayah", List.<Object[]>of(new Object[] {"Ayah", "قل هو الله أحد", "correct"})},
                    new Object[] {2, "Hadith", List.<Object[]>of(new Object[] {"matn", "تسحروا فإن في السحور بركة", "correct"})})));
        }
        Files.write(data.resolve("dev_set/dev.jsonl"), lines, StandardCharsets.UTF_8);
        assertEquals(0, run("task1", "--data", data.toString(), "--out", out.toString(), "--synthetic", "20"), stderr);
        assertTrue(stdout.contains("other 4 folds' questions (5 folds, seed 2026)"), stdout);
        assertTrue(stdout.contains("16 fold seeds"), stdout);
        JsonNode scores = MAPPER.readTree(out.resolve("scores.json").toFile());
        for (String k : List.of("F1", "F1_Ayah", "F1_matn", "F1_isnad", "F1_claimed_source", "F1_neither", "precision_Ayah", "recall_matn")) {
            assertTrue(scores.has(k), k + " in " + scores);
        }
        // scores.json is what `score task1` computes from the written predictions.
        assertEquals(0, run("score", "task1", "--pred", out.resolve("predictions.tsv").toString(), "--gold",
                data.resolve("dev_set/dev.jsonl").toString(), "--responses", data.resolve("dev_set/dev.jsonl").toString()), stderr);
        assertEquals(scores.get("F1").asDouble(), MAPPER.readTree(stdout).get("F1").asDouble(), 1e-12);
    }

    /**
     * Two of six questions become lockbox questions: the working part is cross-validated alone, the lockbox labelled
     * once with what it trained on all the rest (and with each fold model), and with gold the error-kinds table is written.
     */
    @Test
    void lockboxHoldsOutItsQuestionsAndTheErrorKindsAreWritten() throws Exception {
        List<String> held = new ArrayList<>(org.tahqiq.eval.Lockbox.dev().questions()).subList(0, 2);
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            String q = i == 5 ? held.get(0) : i == 6 ? held.get(1) : "Q" + i;
            lines.add(MiniData.response("R00000" + i, q, "قال تعالى:", List.<Object[]>of(
                    new Object[] {1, "Ayah", List.<Object[]>of(new Object[] {"Ayah", "قل هو الله أحد", "correct"})})));
        }
        Files.write(data.resolve("dev_set/dev.jsonl"), lines, StandardCharsets.UTF_8);
        assertEquals(0, run("task1", "--data", data.toString(), "--out", out.toString(), "--synthetic", "20", "--folds", "2",
                "--fold-seeds", "2", "--lockbox", "--no-cache"), stderr);
        assertTrue(stdout.contains("lockbox: 2 questions (2 answers) held out"), stdout);
        assertTrue(stdout.contains("F1_Ayah"), stdout);
        List<String> rows = Files.readAllLines(out.resolve("predictions.tsv"));
        assertTrue(rows.stream().noneMatch(r -> r.startsWith("R000005\t") || r.startsWith("R000006\t")), "working part only: " + rows);
        JsonNode lockbox = MAPPER.readTree(out.resolve("lockbox.json").toFile());
        assertEquals(2, lockbox.get("answers").asInt(), lockbox.toString());
        assertTrue(lockbox.get("scores").has("F1") && lockbox.get("byFoldFit").has("F1"), lockbox.toString());
        String kinds = Files.readString(out.resolve("error-kinds.md"));
        assertTrue(kinds.contains("| Ayah |"), kinds);
        assertTrue(Files.exists(out.resolve("error-kinds-spans.tsv")));

        assertEquals(2, run("task1", "--data", data.toString(), "--out", out.toString(), "--synthetic-shapes", "fancy"));
        assertTrue(stderr.contains("--synthetic-shapes takes one of plain, varied, hadith, got fancy"), stderr);
        assertEquals(2, run("task1", "--data", data.toString(), "--out", out.toString(), "--topic-features", "some"));
        assertTrue(stderr.contains("--topic-features takes nearest or full, got some"), stderr);
        assertEquals(2, run("task1", "--data", data.toString(), "--out", out.toString(), "--train-quotes", "1.5"));
        assertTrue(stderr.contains("--train-quotes takes a share from 0 to 1, got 1.5"), stderr);
        assertEquals(2, run("task1", "--data", data.toString(), "--out", out.toString(), "--tags", "bilou"));
        assertTrue(stderr.contains("--tags takes bio or bioes, got bilou"), stderr);
        assertEquals(0, run("task1", "--data", data.toString(), "--out", out.toString(), "--synthetic", "20", "--folds", "2",
                "--fold-seeds", "1", "--tags", "bioes", "--no-cache", "--regression", dir.resolve("bioes.json").toString()), stderr);
        assertTrue(Files.readString(dir.resolve("bioes.json")).contains("\"scheme\" : \"BIOES\""), "the spec records the tag set");
        assertEquals(2, run("task1", "--data", data.toString(), "--out", out.toString(), "--passes", "3"));
        assertTrue(stderr.contains("--passes takes 1 or 2, got 3"), stderr);
        assertEquals(2, run("task1", "--data", data.toString(), "--out", out.toString(), "--first-pass", "median"));
        assertTrue(stderr.contains("--first-pass takes mean or refit, got median"), stderr);
        assertEquals(2, run("task1", "--data", data.toString(), "--out", out.toString(), "--passes", "1", "--first-pass", "mean"));
        assertTrue(stderr.contains("--first-pass mean needs two passes (--passes 2)"), stderr);
        assertEquals(0, run("task1", "--data", data.toString(), "--out", out.toString(), "--synthetic", "20", "--folds", "2",
                "--fold-seeds", "1", "--passes", "1", "--no-cache", "--regression", dir.resolve("one-pass.json").toString(),
                "--write-model", dir.resolve("one-pass.bin.gz").toString()), stderr);
        assertTrue(Files.exists(dir.resolve("one-pass.bin.gz")));
        assertFalse(Files.readString(dir.resolve("one-pass.json")).contains("--write-model"), "a re-run of the spec writes no model");
        assertTrue(Files.readString(dir.resolve("one-pass.json")).contains("\"stacked\" : false"), "the spec records the passes");
        assertTrue(!Files.readString(dir.resolve("one-pass.json")).contains("foldMean"), "and one pass keeps no first pass");
        // without train_task_4.tsv the synthetic answers quote the corpora alone, and the run says so
        assertEquals(0, run("task1", "--data", data.toString(), "--out", out.toString(), "--synthetic", "20", "--folds", "2",
                "--fold-seeds", "1", "--train-quotes", "0.5", "--no-cache"), stderr);
        assertTrue(stderr.contains("no train quotes in"), stderr);
        // the detector reads with the default topic features, so a model trained with others must not be written
        Path model = dir.resolve("other-topic.bin.gz");
        assertEquals(2, run("task1", "--data", data.toString(), "--out", out.toString(), "--topic-reach", "60",
                "--write-model", model.toString()));
        assertTrue(stderr.contains("--topic-reach and --topic-features are for cross-validation on labelled input"), stderr);
        assertFalse(Files.exists(model));
    }

    @Test
    void aMissingFieldIsOneLocatedLineExitTwoAndNoZip() throws Exception {
        Path in = dir.resolve("bad.jsonl");
        Files.write(in, List.of(line("R1", "نص"), "{\"id\": \"R2\", \"question_id\": \"Q2\"}"), StandardCharsets.UTF_8);
        assertEquals(2, run("task1", "--data", data.toString(), "--input", in.toString(), "--out", out.toString()));
        assertEquals(1, stderr.strip().lines().count(), stderr);
        assertTrue(stderr.contains(in + ":2: field 'generated_answer': missing field"), stderr);
        assertFalse(Files.exists(out.resolve("submission.zip")));
    }

    @Test
    void malformedJsonIsLocatedToo() throws Exception {
        Path in = dir.resolve("bad.jsonl");
        Files.write(in, List.of(line("R1", "نص"), line("R2", "نص"), "{\"id\": \"R3\","), StandardCharsets.UTF_8);
        assertEquals(2, run("task1", "--data", data.toString(), "--input", in.toString(), "--out", out.toString()));
        assertTrue(stderr.contains(in + ":3: malformed JSON"), stderr);
        assertFalse(Files.exists(out.resolve("submission.zip")));
    }

    @Test
    void scoreTask1ReadsPredictionsAsTheOfficialScorerDoes() throws Exception {
        Path responses = dir.resolve("r.jsonl");
        Files.write(responses, List.of(line("R1", "abcdefghij"), line("R2", "xyz")), StandardCharsets.UTF_8);
        Path gold = dir.resolve("gold.tsv");
        Files.write(gold, List.of("Response_ID\tAnnotation_ID\tSegment_Type\tSpan_Start\tSpan_End", "R1\t1\tAyah\t0\t4",
                "R2\t1\tNoAnnotation\t-\t-"), StandardCharsets.UTF_8);
        Path pred = dir.resolve("pred.tsv");
        // Chars 0-5 Ayah, then 4-7 overwritten as matn; R2 clipped; R9 unknown.
        Files.write(pred, List.of("Response_ID\tAnnotation_ID\tSegment_Type\tSpan_Start\tSpan_End", "R1\t1\tAyah\t0\t6",
                "R1\t1\tmatn\t4\t8", "R2\t1\tNoAnnotation\t-\t-", "R9\t1\tAyah\t0\t3"), StandardCharsets.UTF_8);
        assertEquals(0, run("score", "task1", "--pred", pred.toString(), "--gold", gold.toString(), "--responses", responses.toString()), stderr);
        JsonNode s = MAPPER.readTree(stdout);
        // neither: gold 9 chars (R1 4-9, R2), predicted 5 (R1 8-9, R2) all right: P 1, R 5/9. Ayah 1. matn: 4 false.
        double neither = 2 * (5.0 / 9) / (1 + 5.0 / 9);
        assertEquals((neither + 1 + 0 + 0 + 0) / 5, s.get("F1").asDouble(), 1e-12);
        assertEquals(2, run("score", "task1", "--pred", pred.toString(), "--gold", gold.toString()), "task1 needs --responses");
        Files.write(pred, List.of("Response_ID\tAnnotation_ID\tSegment_Type\tSpan_Start\tSpan_End", "R1\t1\tAyah\tx\t6"), StandardCharsets.UTF_8);
        assertEquals(2, run("score", "task1", "--pred", pred.toString(), "--gold", gold.toString(), "--responses", responses.toString()));
        assertTrue(stderr.contains(pred + ":2: field 'Span_Start'"), stderr);
    }
}
