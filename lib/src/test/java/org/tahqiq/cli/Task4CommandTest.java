package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tahqiq.testing.MiniRelevance;

/** The task4 command on a data directory the test writes: outputs, the test-phase path, bad input, score task4. */
class Task4CommandTest extends CommandTest {

    static final String HEADER = "question_id\tResponse_ID\tAnnotation_ID\tspan_type\tspan_text\trelevance_label";

    Path data;
    Path out;

    @BeforeEach
    void setUp() {
        System.setProperty("tahqiq.home", dir.toString());
        data = MiniRelevance.write(dir.resolve("data"));
        out = dir.resolve("out");
    }

    @Test
    void labelsTheDevRowsByCrossValidationAndScoresThem() throws Exception {
        assertEquals(0, run("task4", "--data", data.toString(), "--out", out.toString(), "--folds", "2", "--decide", "model",
                "--no-cache"), stderr);
        List<String> preds = Files.readAllLines(out.resolve("predictions.tsv"), StandardCharsets.UTF_8);
        assertEquals(HEADER, preds.get(0));
        assertEquals(MiniRelevance.ROWS.size() + 1, preds.size(), "one prediction per input row");
        assertTrue(preds.stream().skip(1).allMatch(l -> l.endsWith("\t0") || l.endsWith("\t1")), preds.toString());
        JsonNode scores = new ObjectMapper().readTree(out.resolve("scores.json").toFile());
        assertTrue(scores.has("Macro-averaged F1") && scores.has("Macro-averaged F1 Ayah"), scores.toString());
        assertEquals(6, scores.get("questions").asInt());
        List<String> evidence = Files.readAllLines(out.resolve("evidence.tsv"), StandardCharsets.UTF_8);
        assertTrue(evidence.get(0).contains("\tprobability\t") && evidence.get(0).contains("\tlead_in"), evidence.get(0));
        assertTrue(evidence.get(3).contains("112:1"), "the Ikhlas row names its verse: " + evidence.get(3));
        assertTrue(Files.size(out.resolve("submission.zip")) > 0);
        assertTrue(stdout.contains("all relevant"), stdout);

        // score task4 reads the predictions back with the official semantics and agrees with scores.json.
        assertEquals(0, run("score", "task4", "--pred", out.resolve("predictions.tsv").toString(),
                "--gold", data.resolve("dev_set/dev_task_4.tsv").toString()), stderr);
        assertEquals(scores.get("Macro-averaged F1").asDouble(),
                new ObjectMapper().readTree(stdout).get("Macro-averaged F1").asDouble(), 1e-12);
        // ... and so does the zip as uploaded.
        assertEquals(0, run("score", "task4", "--pred", out.resolve("submission.zip").toString(),
                "--gold", data.resolve("dev_set/dev_task_4.tsv").toString()), stderr);
        assertEquals(scores.get("Macro-averaged F1").asDouble(),
                new ObjectMapper().readTree(stdout).get("Macro-averaged F1").asDouble(), 1e-12);
    }

    @Test
    void theBaselineMarksEveryRowRelevant() throws Exception {
        assertEquals(0, run("task4", "--data", data.toString(), "--out", out.toString(), "--decide", "all-relevant", "--no-cache"), stderr);
        List<String> preds = Files.readAllLines(out.resolve("predictions.tsv"), StandardCharsets.UTF_8);
        assertTrue(preds.stream().skip(1).allMatch(l -> l.endsWith("\t1")));
    }

    @Test
    void byDefaultTheModelLabelsTheRows() throws Exception {
        Path test = MiniRelevance.write(dir.resolve("test/test_task_4.tsv"), MiniRelevance.tsv(false));
        MiniRelevance.write(dir.resolve("test/reference.jsonl"), MiniRelevance.jsonl());
        assertEquals(0, run("task4", "--data", data.toString(), "--input", test.toString(), "--out", out.toString(),
                "--no-cache"), stderr);
        assertTrue(stdout.contains("decided relevance model, the pinned fit on every labelled row"), stdout);
        List<String> preds = Files.readAllLines(out.resolve("predictions.tsv"), StandardCharsets.UTF_8);
        assertEquals(MiniRelevance.ROWS.size() + 1, preds.size());
        List<String> evidence = Files.readAllLines(out.resolve("evidence.tsv"), StandardCharsets.UTF_8);
        assertTrue(evidence.stream().skip(1).noneMatch(l -> l.split("\t", -1)[6].isEmpty()),
                "every row has the model's probability: " + evidence);
        assertEquals(2, run("task4", "--data", data.toString(), "--input", test.toString(), "--out", out.toString(),
                "--decide", "sometimes"));
        assertTrue(stderr.contains("--decide takes all-relevant or model; got sometimes"), stderr);
        assertEquals(2, run("task4", "--data", data.toString(), "--input", test.toString(), "--out", out.toString(),
                "--features", "base,lexical|base,moods"));
        assertTrue(stderr.contains("--features: unknown group 'moods'; the groups are base, cues,"), stderr);
        assertEquals(2, run("task4", "--data", data.toString(), "--input", test.toString(), "--out", out.toString(),
                "--co-cited-floor", "maybe"));
        assertTrue(stderr.contains("--co-cited-floor takes off, on or both; got 'maybe'"), stderr);
    }

    /**
     * Q5 and Q6 become lockbox questions: the model cross-validates on Q1-Q4, labels the lockbox's rows once with what
     * it fitted on them (and with each fold fit), and the lockbox questions' train rows teach nothing.
     */
    @Test
    void lockboxHoldsOutItsQuestions() throws Exception {
        List<String> held = new java.util.ArrayList<>(org.tahqiq.eval.Lockbox.dev().questions()).subList(0, 2);
        for (String f : List.of("dev_set/dev.jsonl", "dev_set/dev_task_4.tsv")) {
            Path p = data.resolve(f);
            String text = Files.readString(p).replace("\"Q5\"", "\"" + held.get(0) + "\"").replace("\"Q6\"", "\"" + held.get(1) + "\"")
                    .replace("\nQ5\t", "\n" + held.get(0) + "\t").replace("\nQ6\t", "\n" + held.get(1) + "\t");
            Files.writeString(p, text);
        }
        Path spec = dir.resolve("spec.json");
        assertEquals(0, run("task4", "--data", data.toString(), "--out", out.toString(), "--folds", "2", "--fold-seeds", "2",
                "--lockbox", "--regression", spec.toString(), "--no-cache"), stderr);
        assertTrue(stdout.contains("lockbox: 2 questions (3 answers) held out"), stdout);
        assertEquals(1 + 8, Files.readAllLines(out.resolve("predictions.tsv")).size(), "the working part's rows only");
        JsonNode lockbox = new ObjectMapper().readTree(out.resolve("lockbox.json").toFile());
        assertEquals(4, lockbox.get("rows").get("Macro-averaged F1").asInt(), "the four held-out rows: " + lockbox);
        assertTrue(lockbox.get("byFoldFit").has("Macro-averaged F1"), lockbox.toString());
        assertEquals(0, run("run", spec.toString(), "--data", data.toString()), stdout + stderr);
        assertTrue(stdout.contains("OK   Macro-averaged F1 (lockbox)"), stdout);
    }

    /** Another third drawn with a seed: its questions are held out instead of the committed ones, and lockbox.json says so. */
    @Test
    void lockboxDrawHoldsOutTheThirdItsSeedDraws() throws Exception {
        List<String> questions = List.of("Q1", "Q2", "Q3", "Q4", "Q5", "Q6");
        List<String> drawn = org.tahqiq.eval.Lockbox.draw(questions, 7);
        assertEquals(0, run("task4", "--data", data.toString(), "--out", out.toString(), "--folds", "2", "--fold-seeds", "2",
                "--lockbox", "--lockbox-draw", "7", "--no-cache"), stderr);
        assertTrue(stdout.contains("held out (drawn with seed 7 from the dev questions, not the committed lockbox)"), stdout);
        List<String> predicted = Files.readAllLines(out.resolve("predictions.tsv")).stream().skip(1)
                .map(l -> l.substring(0, l.indexOf('\t'))).distinct().toList();
        assertFalse(predicted.isEmpty());
        assertTrue(predicted.stream().noneMatch(drawn::contains), "the drawn questions " + drawn + " are held out: " + predicted);
        JsonNode lockbox = new ObjectMapper().readTree(out.resolve("lockbox.json").toFile());
        assertEquals(7, lockbox.get("drawSeed").asInt(), lockbox.toString());
        assertTrue(lockbox.get("workingCv").get("Macro-averaged F1").has("mean"), "the working CV beside it: " + lockbox);

        assertEquals(2, run("task4", "--data", data.toString(), "--out", out.toString(), "--lockbox-draw", "7"));
        assertTrue(stderr.contains("option '--lockbox-draw': needs --lockbox"), stderr);
        assertEquals(2, run("task4", "--data", data.toString(), "--out", out.toString(), "--lockbox", "--lockbox-draw",
                String.valueOf(org.tahqiq.eval.Lockbox.SEED)));
        assertTrue(stderr.contains("draws the committed lockbox"), stderr);
    }

    @Test
    void testPhaseInputIsLabelledByThePinnedModel() throws Exception {
        Path test = MiniRelevance.write(dir.resolve("test/test_task_4.tsv"), MiniRelevance.tsv(false));
        MiniRelevance.write(dir.resolve("test/reference.jsonl"), MiniRelevance.jsonl());
        assertEquals(0, run("task4", "--data", data.toString(), "--input", test.toString(), "--out", out.toString(),
                "--decide", "model", "--no-cache"), stderr);
        assertTrue(stdout.contains("answers " + dir.resolve("test/reference.jsonl")), "reference.jsonl beside the input: " + stdout);
        assertTrue(stdout.contains("the pinned fit on every labelled row"), stdout);
        assertEquals(MiniRelevance.ROWS.size() + 1, Files.readAllLines(out.resolve("predictions.tsv")).size());
        assertFalse(Files.exists(out.resolve("scores.json")), "no gold, no scores");
        assertTrue(Files.exists(out.resolve("submission.zip")));

        assertEquals(2, run("task4", "--data", data.toString(), "--input", test.toString(), "--out", out.toString(),
                "--fold-seeds", "3"));
        assertTrue(stderr.contains("--fold-seeds needs gold labels"), stderr);
    }

    @Test
    void badInputIsOneLocatedLineExitTwoAndNoZip() throws Exception {
        Path bad = MiniRelevance.write(dir.resolve("bad.tsv"), MiniRelevance.HEADER
                + "Q1\tR1\t1\tmatn\tتسحروا فإن في السحور بركة\t1\n"
                + "Q1\tR1\t2\tAyah\tالحمد لله رب العالمين\tmaybe\n");
        assertEquals(2, run("task4", "--data", data.toString(), "--input", bad.toString(), "--reference",
                data.resolve("dev_set/dev.jsonl").toString(), "--out", out.toString(), "--no-cache"));
        assertEquals(1, stderr.strip().lines().count(), stderr);
        assertEquals("tahqiq: error: " + bad + ":3: field 'relevance_label': expected 0, 1 or 2, found 'maybe'", stderr.strip());
        assertFalse(Files.exists(out.resolve("submission.zip")));

        Path noResponse = MiniRelevance.write(dir.resolve("bad2.tsv"), MiniRelevance.HEADER + "Q1\tR99\t1\tmatn\tا\t1\n");
        assertEquals(2, run("task4", "--data", data.toString(), "--input", noResponse.toString(), "--out", out.toString()));
        assertTrue(stderr.startsWith("tahqiq: error: " + noResponse + ":2: field 'Response_ID': response R99 is not in "),
                stderr);
        assertFalse(Files.exists(out.resolve("submission.zip")));
    }

    @Test
    void scoreTask4RejectsAPartlyPredictedQuestion() throws Exception {
        Path gold = data.resolve("dev_set/dev_task_4.tsv");
        Path pred = MiniRelevance.write(dir.resolve("pred.tsv"), MiniRelevance.HEADER
                + "Q1\tR1\t1\tmatn\tتسحروا فإن في السحور بركة\t1\n");
        assertEquals(2, run("score", "task4", "--pred", pred.toString(), "--gold", gold.toString()));
        assertTrue(stderr.contains("question Q1 is predicted only in part: 1 of its 2 rows"), stderr);
    }
}
