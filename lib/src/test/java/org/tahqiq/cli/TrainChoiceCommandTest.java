package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.LfsPointer;
import org.tahqiq.testing.MiniRelevance;

/**
 * {@code --train none|train} on a data folder the test writes: without train.jsonl nothing changes; with it the run
 * learns from it (and records its hash) unless told {@code --train none}, which then gives the run without the file.
 */
class TrainChoiceCommandTest extends CommandTest {

    private static final ObjectMapper M = new ObjectMapper();

    Path data;

    @BeforeEach
    void setUp() {
        System.setProperty("tahqiq.home", dir.toString());
        data = MiniRelevance.write(dir.resolve("data"));
    }

    /** The train answers of MiniRelevance.TRAIN's rows (T1–T4 to dev questions, T9 to a question of its own). */
    private void writeTrainJsonl() throws Exception {
        String[][] rows = {{"T1", "Q1", "ما حكم السحور؟", "matn", "تسحروا فإن في السحور بركة"},
            {"T2", "Q2", "ما فضل سورة الإخلاص؟", "Ayah", "قل هو الله أحد"},
            {"T3", "Q3", "هل النية شرط للعمل؟", "matn", "إنما الأعمال بالنيات"},
            {"T4", "Q4", "كيف أحفظ لساني؟", "Ayah", "الحمد لله رب العالمين"},
            {"T9", "Q9", "ما فضل قراءة القرآن؟", "Ayah", "قل هو الله أحد"}};
        StringBuilder out = new StringBuilder();
        for (String[] r : rows) {
            String lead = "\uD83D\uDE00 قال: "; // non-BMP first: offsets are code points
            ObjectNode o = M.createObjectNode().put("id", r[0]).put("question_id", r[1]).put("question", r[2])
                    .put("generated_answer", lead + r[4]);
            ObjectNode a = o.putArray("annotations").addObject().put("annotation_id", 1).put("label", r[3].equals("Ayah") ? "Ayah" : "Hadith");
            int start = lead.codePointCount(0, lead.length());
            a.putArray("segments").addObject().put("type", r[3]).put("span_start", start)
                    .put("span_end", start + r[4].codePointCount(0, r[4].length())).put("label", "correct");
            out.append(M.writeValueAsString(o)).append('\n');
        }
        MiniRelevance.write(data.resolve("train_set/train.jsonl"), out.toString());
    }

    private int task4(String out, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("task4", "--data", data.toString(), "--out", dir.resolve(out).toString(),
                "--folds", "2", "--fold-seeds", "1", "--decide", "model", "--no-cache"));
        args.addAll(List.of(more));
        return run(args.toArray(String[]::new));
    }

    private JsonNode inputs(String out) throws Exception {
        return M.readTree(dir.resolve(out).resolve("run.json").toFile()).get("inputs");
    }

    private String predictions(String out) throws Exception {
        return Files.readString(dir.resolve(out).resolve("predictions.tsv"), StandardCharsets.UTF_8);
    }

    @Test
    void withoutTrainJsonlTheDefaultAndNoneAreTheRunAsBefore() throws Exception {
        assertEquals(0, task4("default"), stderr);
        assertEquals(0, task4("none", "--train", "none"), stderr);
        assertEquals(predictions("default"), predictions("none"));
        assertFalse(inputs("default").has("train.jsonl"), inputs("default").toString());
        assertFalse(inputs("none").has("train.jsonl"));
    }

    @Test
    void withTrainJsonlTheRunLearnsFromItUnlessToldNone() throws Exception {
        assertEquals(0, task4("before"), stderr);
        writeTrainJsonl();
        assertEquals(0, task4("default"), stderr);
        assertEquals(0, task4("train", "--train", "train"), stderr);
        assertEquals(0, task4("none", "--train", "none"), stderr);
        assertEquals(64, inputs("default").get("train.jsonl").get("sha256").asText().length(), inputs("default").toString());
        assertEquals(predictions("default"), predictions("train"));
        assertFalse(inputs("none").has("train.jsonl"));
        assertEquals(predictions("before"), predictions("none"), "--train none is the run without the file");
    }

    @Test
    void trainNeedsTheFile() {
        assertEquals(2, task4("out", "--train", "train"));
        assertEquals("tahqiq: error: --train train: the data folder has no " + data.resolve("train_set/train.jsonl").toAbsolutePath()
                + "\n", stderr);
    }

    @Test
    void anUnknownChoiceIsAUsageError() {
        assertEquals(2, task4("out", "--train", "all"));
        assertTrue(stderr.startsWith("tahqiq: error: --train takes none or train, got all"), stderr);
        assertEquals(1, stderr.lines().count(), stderr);
    }

    @Test
    void aPointerInPlaceOfTrainJsonlIsRefusedInOneLine() throws Exception {
        MiniRelevance.write(data.resolve("train_set/train.jsonl"), LfsPointer.FIRST_LINE + "\noid sha256:00\nsize 9\n");
        assertEquals(2, task4("out"));
        assertTrue(stderr.startsWith("tahqiq: error: " + data.resolve("train_set/train.jsonl").toAbsolutePath() + ": is a Git LFS pointer"),
                stderr);
        assertTrue(stderr.contains("git lfs pull"), stderr);
        assertEquals(1, stderr.lines().count(), stderr);
        assertFalse(Files.exists(dir.resolve("out/predictions.tsv")), "nothing half-written");
    }

    /** A dev-schema line: an Ayah (label given) and a matn (label given) after a lead-in. */
    private static String answer(String id, String question, String ayahLabel, String matnLabel) {
        return org.tahqiq.testing.MiniData.response(id, question, "قال تعالى:", List.of(
                new Object[] {1, "Ayah", List.<Object[]>of(new Object[] {"Ayah", "قُلْ هُوَ اللَّهُ أَحَدٌ", ayahLabel})},
                new Object[] {2, "Hadith", List.<Object[]>of(new Object[] {"matn", "من كان يؤمن بالله واليوم الآخر فليقل خيرا", matnLabel})}));
    }

    @Test
    void subtaskTwoLearnsFromTrainAnswersButNeverJudgesThem() throws Exception {
        Path mini = org.tahqiq.testing.MiniData.write(dir.resolve("mini"));
        List<String> dev = new java.util.ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            dev.add(answer("R" + i, "Q" + i, "correct", i % 3 == 0 ? "incorrect" : "correct"));
        }
        Files.write(mini.resolve("dev_set/dev.jsonl"), dev, StandardCharsets.UTF_8);
        String[] args = {"task2", "--data", mini.toString(), "--folds", "2", "--fold-seeds", "1", "--no-cache", "--out"};
        assertEquals(0, run(concat(args, dir.resolve("before").toString())), stderr);
        MiniRelevance.write(mini.resolve("train_set/train.jsonl"), String.join("\n",
                answer("T1", "Q7", "correct", "incorrect"), answer("T2", "Q8", "incorrect", "incorrect"), answer("T3", "Q1", "correct", "correct")) + "\n");
        assertEquals(0, run(concat(args, dir.resolve("train").toString())), stderr);
        assertEquals(0, run(concat(args, dir.resolve("none").toString(), "--train", "none")), stderr);
        assertTrue(inputs("train").has("train.jsonl"), inputs("train").toString());
        assertFalse(predictions("train").contains("T1\t") || predictions("train").contains("T3\t"), "train answers are never judged");
        assertEquals(predictions("before").lines().count(), predictions("train").lines().count());
        assertEquals(predictions("before"), predictions("none"));
    }

    private static String[] concat(String[] head, String... tail) {
        String[] out = java.util.Arrays.copyOf(head, head.length + tail.length);
        System.arraycopy(tail, 0, out, head.length, tail.length);
        return out;
    }

    @Test
    void trainAnswersChangeWhatSubtaskFourLearns() throws Exception {
        writeTrainJsonl();
        assertEquals(0, task4("none", "--train", "none"), stderr);
        assertEquals(0, task4("train", "--train", "train"), stderr);
        // With the train answers every train row has its question, so the fits may weigh them in: the candidates say so.
        String evidence = Files.readString(dir.resolve("train/evidence.tsv"), StandardCharsets.UTF_8);
        assertNotEquals(Files.readString(dir.resolve("none/evidence.tsv"), StandardCharsets.UTF_8), evidence);
    }
}
