package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tahqiq.files.FileHash;

/** The toy subtask (registered in the test resources' service file) end to end through the generic command path. */
class GenericCommandPathTest extends CommandTest {

    Path labelled;
    Path out;
    Path spec;

    @BeforeEach
    void setUp() throws Exception {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 40; i++) { // scores of 60 and up are gold 1, with two noisy rows
            int score = (i * 37) % 100;
            boolean gold = score >= 60 ^ (i == 3 || i == 17);
            b.append("r").append(i).append('\t').append("q").append(i % 10).append('\t').append(score).append('\t')
                    .append(gold ? "1" : "0").append('\n');
        }
        labelled = dir.resolve("toy.tsv");
        Files.writeString(labelled, b.toString(), StandardCharsets.UTF_8);
        out = dir.resolve("out");
        spec = dir.resolve("toy-spec.json");
    }

    @Test
    void aRegisteredSubtaskRunsWritesItsFilesAndPinsItsSpec() throws Exception {
        assertEquals(0, run("toy", "--input", labelled.toString(), "--out", out.toString(), "--folds", "2", "--fold-seeds", "4",
                "--regression", spec.toString()), stderr);
        assertTrue(stdout.contains("toy     40 rows"), stdout);
        assertTrue(stdout.strip().endsWith(out.resolve("submission.zip").toString()), stdout);
        for (String f : List.of("predictions.tsv", "evidence.tsv", "scores.json", "submission.zip", "run.json")) {
            assertTrue(Files.isRegularFile(out.resolve(f)), f);
            assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(out.resolve(f))), f + " world-readable");
        }
        JsonNode record = new ObjectMapper().readTree(out.resolve("run.json").toFile());
        assertTrue(record.get("labelled").asBoolean());
        assertEquals(FileHash.sha256(labelled), record.get("inputs").get("input").get("sha256").asText());
        assertEquals("toy", record.get("command").get(1).asText());

        JsonNode pinned = new ObjectMapper().readTree(spec.toFile());
        assertEquals("toy", pinned.get("subtask").asText());
        assertEquals(4, pinned.get("settings").get("foldSeeds").asInt());
        assertEquals(4, pinned.get("repeated").get("accuracy").get("seeds").asInt());
        assertTrue(pinned.get("fitted").has("cut"));
        assertFalse(pinned.toString().contains(out.toString()), "no output path in a spec");

        assertEquals(0, run("run", spec.toString()), stdout + stderr);
        assertTrue(stdout.contains("OK   accuracy") && stdout.strip().endsWith("all OK"), stdout);

        Files.writeString(spec, Files.readString(spec).replaceFirst("\"accuracy\" : 0\\.\\d+", "\"accuracy\" : 0.01"));
        assertEquals(1, run("run", spec.toString()), stdout);
        assertTrue(stdout.contains("FAIL accuracy") && stdout.strip().endsWith("FAILED"), stdout);
    }

    @Test
    void aFailedRunLeavesTheOutputFolderAsItWas() throws Exception {
        assertEquals(0, run("toy", "--input", labelled.toString(), "--out", out.toString(), "--folds", "2", "--fold-seeds", "2"));
        List<String> before = listing(out);
        String predictions = Files.readString(out.resolve("predictions.tsv"));
        Path bad = dir.resolve("bad.tsv");
        Files.writeString(bad, "r1\tq1\t12\nr2\tq2\tzwölf\n", StandardCharsets.UTF_8);

        assertEquals(2, run("toy", "--input", bad.toString(), "--out", out.toString()));
        assertEquals("tahqiq: error: " + bad + ":2: field 'score': not a number: zwölf", stderr.strip());
        assertEquals(before, listing(out));
        assertEquals(predictions, Files.readString(out.resolve("predictions.tsv")));
        try (Stream<Path> siblings = Files.list(dir)) {
            assertEquals(List.of(), siblings.filter(p -> p.getFileName().toString().startsWith(".out.")).toList(),
                    "no staging folder left behind");
        }
    }

    @Test
    void anUnlabelledRunLeavesNoScoresOfAnEarlierRun() throws Exception {
        assertEquals(0, run("toy", "--input", labelled.toString(), "--out", out.toString(), "--folds", "2", "--fold-seeds", "1"));
        assertTrue(Files.exists(out.resolve("scores.json")));
        Path unlabelled = dir.resolve("test.tsv");
        Files.writeString(unlabelled, "t1\tq1\t70\nt2\tq2\t20\n", StandardCharsets.UTF_8);
        assertEquals(0, run("toy", "--input", unlabelled.toString(), "--out", out.toString()), stderr);
        assertFalse(Files.exists(out.resolve("scores.json")), "a stale scores.json would describe other predictions");
        assertEquals(List.of("id\tlabel", "t1\t1", "t2\t0"), Files.readAllLines(out.resolve("predictions.tsv")));
        assertFalse(new ObjectMapper().readTree(out.resolve("run.json").toFile()).get("labelled").asBoolean());
    }

    @Test
    void regressionWithoutGoldAndAFileAsOutAreUsageErrorsBeforeAnyWork() throws Exception {
        Path unlabelled = dir.resolve("test.tsv");
        Files.writeString(unlabelled, "t1\tq1\t70\n", StandardCharsets.UTF_8);
        assertEquals(2, run("toy", "--input", unlabelled.toString(), "--out", out.toString(), "--regression", spec.toString()));
        assertTrue(stderr.contains("--regression pins scores, and the input has no gold labels"), stderr);
        assertFalse(Files.exists(spec));

        Path file = dir.resolve("a-file");
        Files.writeString(file, "x");
        assertEquals(2, run("toy", "--input", labelled.toString(), "--out", file.toString()));
        assertEquals("tahqiq: error: --out " + file + ": is a file, not a folder; name a folder for the run's files",
                stderr.strip());
        assertEquals("x", Files.readString(file));
    }

    @Test
    void scoreDispatchesToTheSubtask() {
        assertEquals(0, run("score", "toy", "--pred", "p", "--gold", "g"), stderr);
        assertEquals("{\"toy\": true}", stdout.strip());
        assertEquals(2, run("score", "nope", "--pred", "p", "--gold", "g"));
        assertTrue(stderr.contains("unknown task 'nope'; supported: ") && stderr.contains("task2") && stderr.contains("toy"), stderr);
    }

    private static List<String> listing(Path d) throws Exception {
        try (Stream<Path> s = Files.list(d)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
