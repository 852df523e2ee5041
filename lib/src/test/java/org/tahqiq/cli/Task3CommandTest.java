package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tahqiq.testing.MiniData;

/** The task3 command on a data directory the test writes: the correction memory's default, opt-out and errors. */
class Task3CommandTest extends CommandTest {

    Path data;
    Path input;
    Path out;

    @BeforeEach
    void setUp() throws Exception {
        System.setProperty("tahqiq.home", dir.toString());
        data = MiniData.write(dir.resolve("data"));
        out = dir.resolve("out");
        input = dir.resolve("task3_input.tsv");
        Files.writeString(input, "Response_ID\tAnnotation_ID\tSegment_Type\tSpan\n"
                + "R1\t1\tAyah\tقل هو الله الواحد\n"
                + "R1\t2\tmatn\tانما الاعمال بالنية\n", StandardCharsets.UTF_8);
    }

    private Path trainFile(String rows) throws Exception {
        Path f = data.resolve("train_set/train_task_3.tsv");
        Files.createDirectories(f.getParent());
        Files.writeString(f, "Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\n" + rows, StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void usesTheTrainCorrectionsOfTheDataDirectoryUnlessToldNot() throws Exception {
        Path train = trainFile("T1\t1\tmatn\tإِنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ ||| الدين النصيحة\nT2\t1\tmatn\tخطأ\n");
        assertEquals(0, run("task3", "--data", data.toString(), "--input", input.toString(), "--out", out.toString()), stderr);
        assertTrue(stdout.contains("memory  2 known matn corrections from " + train), stdout);
        assertTrue(stdout.contains("matn: coverage, words, partial, textCover, heavyRun, run, margin), fixed")
                        && stdout.contains("  the models: "),
                "unlabelled input is decided by the pinned models: " + stdout);
        List<String> preds = Files.readAllLines(out.resolve("predictions.tsv"));
        assertEquals(3, preds.size(), "a header and one correction per input row");

        assertEquals(0, run("task3", "--data", data.toString(), "--input", input.toString(), "--out", out.toString(),
                "--memory", "none"), stderr);
        assertTrue(stdout.contains("memory  none"), stdout);

        Path dev = dir.resolve("dev_task_3.tsv");
        Files.writeString(dev, "Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\nD1\t1\tmatn\tالطهور شطر الإيمان\n",
                StandardCharsets.UTF_8);
        assertEquals(0, run("task3", "--data", data.toString(), "--input", input.toString(), "--out", out.toString(),
                "--memory", train.toString(), "--memory", dev.toString()), stderr);
        assertTrue(stdout.contains("memory  3 known matn corrections from " + train + ", " + dev), stdout);

        assertEquals(2, run("task3", "--data", data.toString(), "--input", input.toString(), "--out", out.toString(),
                "--memory", "none", "--memory", dev.toString()));
        assertTrue(stderr.contains("--memory none cannot be combined"), stderr);
    }

    @Test
    void aMemoryHoldingTheInputsOwnCorrectionsNeverCorrectsItsOwnQuestion() throws Exception {
        Path other = dir.resolve("other.tsv");
        Files.writeString(other, "Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\nR9\t2\tmatn\tإنما الأعمال بالنيات\n",
                StandardCharsets.UTF_8);
        assertEquals(0, run("task3", "--data", data.toString(), "--input", input.toString(), "--out", out.toString(),
                "--memory", other.toString()), stderr);
        assertTrue(evidenceOf("R1", "2").contains("train correction #1"), "another answer's correction is a candidate");

        Path own = dir.resolve("own.tsv");
        Files.writeString(own, "Response_ID\tAnnotation_ID\tSegment_Type\tCorrection\nR1\t2\tmatn\tإنما الأعمال بالنيات\n",
                StandardCharsets.UTF_8);
        assertEquals(0, run("task3", "--data", data.toString(), "--input", input.toString(), "--out", out.toString(),
                "--memory", own.toString()), stderr);
        assertTrue(stdout.contains("note: the memory holds corrections of 1 of the input's responses"), stdout);
        assertFalse(evidenceOf("R1", "2").contains("train correction #1"), "its own correction is none: " + evidenceOf("R1", "2"));
    }

    private String evidenceOf(String response, String annotation) throws Exception {
        return Files.readAllLines(out.resolve("evidence.tsv")).stream()
                .filter(l -> l.startsWith(response + "\t" + annotation + "\t")).findFirst().orElseThrow();
    }

    @Test
    void aMissingOrBadMemoryFileIsALocatedErrorAndWritesNothing() throws Exception {
        Path missing = dir.resolve("nope.tsv");
        assertEquals(2, run("task3", "--data", data.toString(), "--input", input.toString(), "--out", out.toString(),
                "--memory", missing.toString()));
        assertTrue(stderr.startsWith("tahqiq: error: " + missing), stderr);

        Path bad = trainFile("T1\t1\tmatn\tالدين النصيحة\nT1\t1\tmatn\tمكرر\n");
        assertEquals(2, run("task3", "--data", data.toString(), "--input", input.toString(), "--out", out.toString()));
        assertTrue(stderr.contains(bad + ":3:"), stderr);
        assertFalse(Files.exists(out.resolve("submission.zip")), "no zip after an input error");
    }

    @Test
    void theModelsReadTheFeaturesNamedAndVersesCanBeLeftOut() throws Exception {
        Path jsonl = labelled();
        assertEquals(0, run("task3", "--data", data.toString(), "--input", jsonl.toString(), "--out", out.toString(),
                "--memory", "none", "--folds", "2", "--fold-seeds", "1", "--ayah-features", "heavyRun,coverage",
                "--no-verses", "--regression", dir.resolve("spec.json").toString()), stderr);
        assertTrue(stdout.contains("(Ayah: heavyRun, coverage; matn thresholds)"), stdout);
        String rule = Files.readString(out.resolve("rule.txt"));
        assertTrue(rule.contains("·z(heavyRun) + ") && rule.contains("·z(coverage)") && !rule.contains("z(words)"), rule);
        String spec = Files.readString(dir.resolve("spec.json"));
        assertTrue(spec.contains("\"versesAsMatn\" : false") && spec.contains("\"Ayah\" : [ \"heavyRun\", \"coverage\" ]"), spec);
        assertTrue(spec.contains("\"ayahHeavyWeight\" : 1.0"), spec);

        Path fresh = dir.resolve("fresh");
        assertEquals(2, run("task3", "--data", data.toString(), "--input", jsonl.toString(), "--out", fresh.toString(),
                "--memory", "none", "--folds", "2", "--matn-features", "coverage,lenght"));
        assertTrue(stderr.contains("--matn-features: unknown feature 'lenght'") && stderr.contains("margin"), stderr);
        assertEquals(2, run("task3", "--data", data.toString(), "--input", input.toString(), "--out", fresh.toString(),
                "--ayah-features", "coverage"));
        assertTrue(stderr.contains("the pinned models decide"), stderr);
        assertEquals(2, run("task3", "--data", data.toString(), "--input", input.toString(), "--out", fresh.toString(),
                "--ayah-heavy-weight", "-1"));
        assertTrue(stderr.contains("--ayah-heavy-weight: a finite number of 0 or more"), stderr);
        assertFalse(Files.exists(fresh), "nothing written after a usage error");
    }

    /** Six answers, one misquoted verse each, in six questions; every other gold says خطأ. */
    private Path labelled() throws Exception {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 6; i++) { // one misquoted verse per question; every other gold says خطأ
            b.append("{\"id\":\"R").append(i).append("\",\"question_id\":\"Q").append(i).append("\",\"question\":\"س\",")
                    .append("\"generated_answer\":\"قل هو الله الواحد\",\"annotations\":[{\"annotation_id\":1,\"label\":\"Ayah\",")
                    .append("\"segments\":[{\"type\":\"Ayah\",\"span_start\":0,\"span_end\":17,\"label\":\"incorrect\"}],")
                    .append("\"correction\":").append(i % 2 == 0 ? "\"خطأ\"" : "[\"قُلْ هُوَ اللَّهُ أَحَدٌ\"]").append("}]}\n");
        }
        Path jsonl = dir.resolve("labelled.jsonl");
        Files.writeString(jsonl, b.toString(), StandardCharsets.UTF_8);
        return jsonl;
    }

    @Test
    void foldSeedsRerunTheCrossValidationAndNeedGold() throws Exception {
        Path jsonl = labelled();
        assertEquals(0, run("task3", "--data", data.toString(), "--input", jsonl.toString(), "--out", out.toString(),
                "--memory", "none", "--folds", "2", "--fold-seeds", "3"), stderr);
        assertTrue(stdout.contains("fold seeds: the same proposals cross-validated with 3 fold seeds"), stdout);
        assertTrue(stdout.contains("  overall  mean "), stdout);
        List<String> tsv = Files.readAllLines(out.resolve("fold-seeds.tsv"));
        assertEquals(1 + 3 * 2, tsv.size(), "a line per seed for Ayah and overall: " + tsv);
        assertTrue(tsv.get(1).startsWith("2026\tAyah\t"), tsv.get(1));

        assertEquals(2, run("task3", "--data", data.toString(), "--input", input.toString(), "--out", out.toString(),
                "--fold-seeds", "3"));
        assertTrue(stderr.contains("--fold-seeds needs gold labels") && stderr.contains("no gold"), stderr);
        assertEquals(2, run("task3", "--data", data.toString(), "--input", jsonl.toString(), "--out", out.toString(),
                "--fold-seeds", "0"));
        assertEquals("tahqiq: error: option '--fold-seeds': takes a count of at least 1, got 0 (see tahqiq task3 --help)", stderr.strip());
    }
}
