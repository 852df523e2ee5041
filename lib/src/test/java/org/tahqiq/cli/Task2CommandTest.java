package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tahqiq.testing.MiniData;

/** The task2 and score commands end to end on a data directory the test writes. */
class Task2CommandTest extends CommandTest {

    Path data;
    Path out;

    @BeforeEach
    void setUp() throws Exception {
        System.setProperty("tahqiq.home", dir.toString());
        data = MiniData.write(dir.resolve("data"));
        out = dir.resolve("out");
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            lines.add(MiniData.response("R00000" + i, "Q" + i, "قال تعالى:", List.of(
                    new Object[] {1, "Ayah", List.of(new Object[] {"Ayah", "قُلْ هُوَ اللَّهُ أَحَدٌ", "correct"},
                            new Object[] {"claimed_source", i % 2 == 0 ? "الإخلاص: 1" : "الإخلاص: 3", i % 2 == 0 ? "correct" : "incorrect"})},
                    new Object[] {2, "Ayah", List.of(new Object[] {"Ayah", "اهدنا الطريق المستقيم والنور المبين", "incorrect"},
                            new Object[] {"claimed_source", "الفاتحة: 6", "N/A"})},
                    new Object[] {3, "Hadith", List.of(
                            new Object[] {"isnad", "عن أبي هريرة رضي الله عنه قال: قال رسول الله ﷺ", "correct"},
                            new Object[] {"matn", "من كان يؤمن بالله واليوم الآخر فليقل خيرا أو ليصمت", "correct"},
                            new Object[] {"claimed_source", "رواه الترمذي", "correct"})})));
        }
        Files.write(data.resolve("dev_set/dev.jsonl"), lines, StandardCharsets.UTF_8);
    }

    @Test
    void writesValidatedSubmissionAndOfficialScores() throws Exception {
        assertEquals(0, run("task2", "--data", data.toString(), "--out", out.toString()), stderr);
        assertTrue(stdout.contains("5-fold cross-validation"), stdout);
        String baseRate = stdout.lines().filter(l -> l.startsWith("matn base rate:")).findFirst()
                .orElseThrow(() -> new AssertionError(stdout));
        assertTrue(baseRate.endsWith("the model decides at the input's share, not the fit's"), "a whole sentence: " + baseRate);
        assertTrue(stdout.strip().endsWith(out.resolve("submission.zip").toString()), stdout);
        List<String> preds = Files.readAllLines(out.resolve("predictions.tsv"));
        assertEquals("Response_ID\tAnnotation_ID\tSegment_Type\tLabel", preds.get(0));
        assertEquals(1 + 6 * 7, preds.size(), "one row per input segment, N/A ones included");
        try (ZipFile z = new ZipFile(out.resolve("submission.zip").toFile())) {
            assertEquals(1, z.size());
            assertTrue(z.getEntry("predictions.tsv") != null, "TSV at the zip's top level");
        }
        JsonNode scores = new ObjectMapper().readTree(out.resolve("scores.json").toFile());
        assertEquals(0, scores.get("missing_predictions").asInt());
        assertEquals(1.0, scores.get("accuracy_claimed_source").asDouble(), 1e-9);
        assertEquals(1.0, scores.get("accuracy_Ayah").asDouble(), 1e-9);
        List<String> evidence = Files.readAllLines(out.resolve("evidence.tsv"));
        assertEquals("Response_ID\tAnnotation_ID\tSegment_Type\tSpan\tVerdict\tGold\tScore\tReference\tReason\tMatched_Text",
                evidence.get(0));
        String[] first = evidence.get(1).split("\t", -1);
        assertEquals(10, first.length, evidence.get(1));
        assertEquals("112:1", first[7]);
        assertEquals("قُلْ هُوَ اللَّهُ أَحَدٌ", first[9], "the corpus text it matched, in the corpus spelling");

        assertEquals(0, run("score", "task2", "--pred", out.resolve("predictions.tsv").toString(),
                "--gold", data.resolve("dev_set/dev.jsonl").toString()));
        assertEquals(1.0, new ObjectMapper().readTree(stdout).get("accuracy_Ayah").asDouble(), 1e-9);
    }

    /**
     * Two of the eight questions are lockbox questions: the run cross-validates on the other six, scores the two once
     * with what the six fitted, prints both side by side, writes lockbox.json, and pins the lockbox in its spec.
     */
    @Test
    void lockboxHoldsOutItsQuestionsAndScoresThemOnce() throws Exception {
        List<String> held = new ArrayList<>(org.tahqiq.eval.Lockbox.dev().questions()).subList(0, 2);
        List<String> lines = new ArrayList<>(Files.readAllLines(data.resolve("dev_set/dev.jsonl")));
        for (int i = 0; i < held.size(); i++) {
            List<Object[]> segments = List.of(new Object[] {"Ayah", "الْحَمْدُ لِلَّهِ رَبِّ الْعَالَمِينَ", "correct"},
                    new Object[] {"claimed_source", "الفاتحة: 2", "correct"});
            List<Object[]> annotations = new ArrayList<>();
            annotations.add(new Object[] {1, "Ayah", segments});
            lines.add(MiniData.response("R10000" + i, held.get(i), "قال تعالى:", annotations));
        }
        Files.write(data.resolve("dev_set/dev.jsonl"), lines, StandardCharsets.UTF_8);
        Path spec = dir.resolve("spec.json");
        assertEquals(0, run("task2", "--data", data.toString(), "--out", out.toString(), "--folds", "3", "--fold-seeds", "2",
                "--lockbox", "--regression", spec.toString()), stderr);
        assertTrue(stdout.contains("lockbox: 2 questions (2 answers) held out"), stdout);
        assertTrue(stdout.contains("working CV: mean [min, max]"), stdout);
        assertEquals(1 + 6 * 7, Files.readAllLines(out.resolve("predictions.tsv")).size(), "the working part's rows only");
        JsonNode lockbox = new ObjectMapper().readTree(out.resolve("lockbox.json").toFile());
        assertEquals(2, lockbox.get("questions").asInt());
        assertEquals(2, lockbox.get("rows").get("accuracy_Ayah").asInt(), "the two held-out Ayah rows");
        assertEquals(1.0, lockbox.get("scores").get("accuracy_Ayah").asDouble(), 1e-9);
        assertTrue(lockbox.get("byFoldFit").has("accuracy_Ayah"), lockbox.toString());
        JsonNode pinned = new ObjectMapper().readTree(spec.toFile());
        assertEquals(lockbox.get("scores"), pinned.get("lockbox").get("scores"));
        assertEquals(0, run("run", spec.toString(), "--data", data.toString()), stdout + stderr);
        assertTrue(stdout.contains("OK   accuracy_Ayah (lockbox)"), stdout);
    }

    @Test
    void lockboxWithoutALockboxQuestionIsAUsageError() throws Exception {
        assertEquals(2, run("task2", "--data", data.toString(), "--out", out.toString(), "--folds", "3", "--lockbox"));
        assertTrue(stderr.contains("--lockbox: the input holds no labelled row of a lockbox question"), stderr);
        assertFalse(Files.exists(out), "nothing written");
    }

    @Test
    void sensitivityVariesEachConstantOneStepEitherSide() throws Exception {
        assertEquals(0, run("task2", "--data", data.toString(), "--out", out.toString(), "--folds", "3", "--fold-seeds", "2",
                "--sensitivity"), stderr);
        assertTrue(stdout.contains("sensitivity (repeated CV over 2 fold seeds"), stdout);
        List<String> tsv = Files.readAllLines(out.resolve("sensitivity.tsv"));
        assertTrue(tsv.get(0).startsWith("constant\tvalue\tchosen\taccuracy_mean\taccuracy_min\taccuracy_max"), tsv.get(0));
        List<String[]> rows = tsv.subList(1, tsv.size()).stream().map(l -> l.split("\t")).toList();
        assertEquals(4 + 3 + 3 + 3 + 2 + 2, rows.size(), "smoothing 0-3, word minima and margin one step either side, two switches");
        double used = Double.NaN;
        for (String[] r : rows) {
            if (r[2].equals("yes")) {
                used = Double.isNaN(used) ? Double.parseDouble(r[3]) : used;
                assertEquals(used, Double.parseDouble(r[3]), 1e-4, "the chosen value of every constant is the same run: " + r[0]);
            }
        }
        assertTrue(Files.readString(out.resolve("sensitivity.md")).contains("| matn min words | **2** |"));
        assertEquals(2, run("task2", "--data", data.toString(), "--out", out.toString(), "--folds", "0", "--sensitivity"));
        assertTrue(stderr.contains("--sensitivity needs gold labels"), stderr);
    }

    @Test
    void testPhaseTsvWithoutGoldUsesFixedThresholds() throws Exception {
        Path tsv = dir.resolve("test_task_2.tsv");
        Files.writeString(tsv, "Response_ID\tAnnotation_ID\tSegment_Type\tSpan\tLabel\n"
                + "T1\t1\tAyah\t\"قُلْ هُوَ اللَّهُ \"\"أَحَدٌ\"\"\"\t\n"
                + "T1\t2\tclaimed_source\tرواه البخاري\t\n");
        assertEquals(0, run("task2", "--data", data.toString(), "--input", tsv.toString(), "--out", out.toString()), stderr);
        assertTrue(stdout.contains("thresholds fixed"), stdout);
        assertFalse(Files.exists(out.resolve("scores.json")));
        List<String> preds = Files.readAllLines(out.resolve("predictions.tsv"));
        assertEquals(List.of("T1\t1\tAyah\tcorrect", "T1\t2\tclaimed_source\tcorrect"), preds.subList(1, 3));
    }

    @Test
    void aClaimedSourceWithoutItsQuoteIsCheckedAgainstTheQuoteInReferenceJsonl() throws Exception {
        // R000001's Ayah (112:1) sits in another subtask's file; its claim "الإخلاص: 3" is wrong.
        Path testDir = Files.createDirectories(dir.resolve("test"));
        Path tsv = testDir.resolve("test_task_2.tsv");
        Files.writeString(tsv, "Response_ID\tAnnotation_ID\tSegment_Type\tSpan\tLabel\n"
                + "R000001\t1\tclaimed_source\tالإخلاص: 3\t\n");
        assertEquals(0, run("task2", "--data", data.toString(), "--input", tsv.toString(), "--out", out.toString()), stderr);
        assertTrue(stdout.contains("note    1 annotations come without their Ayah/matn"), stdout);
        assertEquals("R000001\t1\tclaimed_source\tcorrect", Files.readAllLines(out.resolve("predictions.tsv")).get(1),
                "without the quote nothing contradicts the claim");

        Path reference = Files.copy(data.resolve("dev_set/dev.jsonl"), testDir.resolve("reference.jsonl"));
        assertEquals(0, run("task2", "--data", data.toString(), "--input", tsv.toString(), "--out", out.toString()), stderr);
        assertTrue(stdout.contains("context 1 annotations come without their Ayah/matn; 1 completed from " + reference.toAbsolutePath()), stdout);
        List<String> preds = Files.readAllLines(out.resolve("predictions.tsv"));
        assertEquals(List.of("R000001\t1\tclaimed_source\tincorrect"), preds.subList(1, preds.size()),
                "reference.jsonl beside the input is found; its Ayah is context, not a row to label");

        assertEquals(0, run("task2", "--data", data.toString(), "--input", tsv.toString(), "--out", out.toString(),
                "--reference", "none"), stderr);
        assertEquals("R000001\t1\tclaimed_source\tcorrect", Files.readAllLines(out.resolve("predictions.tsv")).get(1));
    }

    @Test
    void aReferenceOfAnotherReleaseIsALocatedError() throws Exception {
        Path tsv = dir.resolve("test_task_2.tsv");
        Path reference = data.resolve("dev_set/dev.jsonl");
        Files.writeString(tsv, "Response_ID\tAnnotation_ID\tSegment_Type\tSpan\tLabel\n"
                + "X9\t1\tclaimed_source\tالبقرة: 3\t\n");
        assertEquals(2, run("task2", "--data", data.toString(), "--input", tsv.toString(), "--out", out.toString(),
                "--reference", reference.toString()));
        assertEquals("tahqiq: error: " + tsv + ":2: field 'Annotation_ID': annotation X9/1 is not in the reference " + reference
                + " (is it the reference of the same release?)", stderr.strip());

        Files.writeString(tsv, "Response_ID\tAnnotation_ID\tSegment_Type\tSpan\tLabel\n"
                + "R000001\t1\tclaimed_source\tالبقرة: 3\t\n");
        assertEquals(2, run("task2", "--data", data.toString(), "--input", tsv.toString(), "--out", out.toString(),
                "--reference", reference.toString()));
        assertTrue(stderr.startsWith("tahqiq: error: " + tsv + ":2: field 'Span': R000001/1 claimed_source differs from its span in "
                + reference + ":1 "), stderr);
        assertFalse(Files.exists(out.resolve("submission.zip")));
    }

    @Test
    void unlabelledJsonlGetsAPredictionForEverySegmentWithFixedThresholds() throws Exception {
        Path dev = data.resolve("dev_set/dev.jsonl");
        Path reference = dir.resolve("reference.jsonl");
        Files.write(reference, Files.readAllLines(dev).stream()
                .map(l -> l.replaceAll(",\"label\":\"(correct|incorrect|N/A)\"", "")).toList());
        assertEquals(0, run("task2", "--data", data.toString(), "--input", reference.toString(), "--out", out.toString()), stderr);
        assertTrue(stdout.contains("thresholds fixed"), stdout);
        assertFalse(Files.exists(out.resolve("scores.json")));
        assertEquals(1 + 6 * 7, Files.readAllLines(out.resolve("predictions.tsv")).size());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "malformed JSON line | {\"id\": \"R1\", | dev.jsonl:2",
        "missing field | {\"id\":\"R9\",\"question_id\":\"Q\",\"question\":\"q\",\"annotations\":[]} | generated_answer",
        "span outside the answer | {\"id\":\"R9\",\"question_id\":\"Q\",\"question\":\"q\",\"generated_answer\":\"abc\",\"annotations\":[{\"annotation_id\":1,\"label\":\"Ayah\",\"segments\":[{\"type\":\"Ayah\",\"span_start\":1,\"span_end\":9,\"label\":\"correct\"}]}]} | span_end",
        "reversed span | {\"id\":\"R9\",\"question_id\":\"Q\",\"question\":\"q\",\"generated_answer\":\"abc\",\"annotations\":[{\"annotation_id\":1,\"label\":\"Ayah\",\"segments\":[{\"type\":\"Ayah\",\"span_start\":2,\"span_end\":1,\"label\":\"correct\"}]}]} | span_",
        "unknown segment type | {\"id\":\"R9\",\"question_id\":\"Q\",\"question\":\"q\",\"generated_answer\":\"abc\",\"annotations\":[{\"annotation_id\":1,\"label\":\"Ayah\",\"segments\":[{\"type\":\"Surah\",\"span_start\":0,\"span_end\":1,\"label\":\"correct\"}]}]} | type",
    })
    void badJsonlLineExitsTwoWithOneLocatedLineAndNoZip(String what, String badLine, String mentioned) throws Exception {
        Path dev = data.resolve("dev_set/dev.jsonl");
        List<String> lines = new ArrayList<>(Files.readAllLines(dev));
        lines.add(1, badLine);
        Files.write(dev, lines);
        assertEquals(2, run("task2", "--data", data.toString(), "--out", out.toString()), what);
        assertEquals(1, stderr.strip().lines().count(), stderr);
        assertTrue(stderr.startsWith("tahqiq: error: " + dev), stderr);
        assertTrue(stderr.contains(mentioned), stderr);
        assertFalse(Files.exists(out.resolve("submission.zip")));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "missing column | Response_ID\\tAnnotation_ID\\tSpan\\nT1\\t1\\tx | Segment_Type",
        "duplicate key | Response_ID\\tAnnotation_ID\\tSegment_Type\\tSpan\\nT1\\t1\\tAyah\\tx\\nT1\\t1\\tAyah\\ty | :3",
        "empty input | Response_ID\\tAnnotation_ID\\tSegment_Type\\tSpan | test.tsv",
    })
    void badTsvExitsTwo(String what, String content, String mentioned) throws Exception {
        Path tsv = dir.resolve("test.tsv");
        Files.writeString(tsv, content.replace("\\t", "\t").replace("\\n", "\n") + "\n");
        assertEquals(2, run("task2", "--data", data.toString(), "--input", tsv.toString(), "--out", out.toString()), what);
        assertTrue(stderr.contains(mentioned), stderr);
        assertEquals(1, stderr.strip().lines().count(), stderr);
        assertFalse(Files.exists(out.resolve("submission.zip")));
    }

    @Test
    void absentOrBrokenCorpusExitsTwo() throws Exception {
        Files.write(data.resolve("Corpora/six_hadith_books.json"), new byte[] {'[', (byte) 0xFF, ']'});
        assertEquals(2, run("task2", "--data", data.toString(), "--out", out.toString()));
        assertTrue(stderr.contains("six_hadith_books.json") && stderr.contains("UTF-8"), stderr);
        Files.delete(data.resolve("Corpora/six_hadith_books.json"));
        assertEquals(2, run("task2", "--data", data.toString(), "--out", out.toString()));
        assertTrue(stderr.contains("six_hadith_books.json") && stderr.contains("not found"), stderr);
        assertFalse(Files.exists(out.resolve("submission.zip")));
    }

    @Test
    void malformedThresholdsAreAUsageErrorNotAStackTrace() {
        assertEquals(2, run("task2", "--data", data.toString(), "--out", out.toString(), "--folds", "0", "--thresholds", "a,b,c"));
        assertTrue(stderr.contains("--thresholds takes AYAH,MATN,EQUIV"), stderr);
        assertFalse(stderr.contains("NumberFormatException"), stderr);
        assertFalse(Files.exists(out.resolve("submission.zip")));
    }

    @Test
    void missingDataDirectorySaysWhereItLooked() {
        assertEquals(2, run("task2", "--data", dir.resolve("nowhere").toString()));
        assertTrue(stderr.contains("nowhere") && stderr.contains("fetch-official.sh"), stderr);
    }
}
