package org.tahqiq.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.InputException;
import org.tahqiq.verify.AnswerReader;
import org.tahqiq.verify.Checker;
import org.tahqiq.verify.output.OutputFormat;
import org.tahqiq.verify.output.VerifyRun;

/**
 * The Spark job in local[2] mode against plain {@code verify} on the dev answers, with bad rows, a re-run into the same
 * folder and an output that lost a row. Without the data or without a Spark that starts the tests are skipped, saying
 * why; under {@code CI=true}, which has both, that is a failure.
 */
class SparkVerifyTest {

    static final Path ROOT = Path.of(System.getenv().getOrDefault("TAHQIQ_REPO_ROOT", "..")).toAbsolutePath().normalize();
    static final ObjectMapper JSON = new ObjectMapper();

    static SparkSession spark;
    static DataLocation data;
    static Path cache;

    @BeforeAll
    static void start() {
        String why;
        try {
            data = DataLocation.resolve(null, System.getenv(DataLocation.ENV), ROOT);
            why = Files.isRegularFile(data.devJsonl()) ? null : "no dev_set/dev.jsonl in " + data.root();
        } catch (InputException e) {
            why = e.getMessage();
        }
        if (why != null) {
            skip("IslamicEval 2026 data not found, skipping the Spark tests: " + why, "the data");
        }
        cache = ROOT.resolve("results/cache");
        try {
            spark = SparkVerify.session("local[2]")
                    .config("spark.ui.enabled", "false")
                    .config("spark.sql.shuffle.partitions", "4")
                    .getOrCreate();
        } catch (Throwable e) {
            skip("Spark cannot start here, skipping the Spark tests: " + e, "a Spark that starts in local[2] mode");
        }
    }

    private static void skip(String message, String ciHas) {
        System.out.println(message);
        if ("true".equals(System.getenv("CI"))) {
            fail("CI=true, and CI must have " + ciHas + ": " + message);
        }
        Assumptions.abort(message);
    }

    @AfterAll
    static void stop() {
        if (spark != null) {
            spark.stop();
        }
    }

    private static SparkVerify.Result run(Path in, Path out) {
        return run(in, out, null);
    }

    /** @param models a models folder, or null for the pinned models */
    private static SparkVerify.Result run(Path in, Path out, Path models) {
        return SparkVerify.verify(spark, new SparkVerify.Options(null, data.root().toString(), cache.toString(), "auto", 0,
                in.toString(), out.toString(), models == null ? null : models.toString()));
    }

    /** The records of an output folder: its part files in name order, their lines in order (the cluster test's too). */
    static List<String> records(Path out) throws IOException {
        List<String> lines = new ArrayList<>();
        try (Stream<Path> s = Files.list(out)) {
            for (Path p : s.filter(f -> f.getFileName().toString().startsWith("part-")).sorted().toList()) {
                lines.addAll(Files.readAllLines(p, StandardCharsets.UTF_8));
            }
        }
        return lines;
    }

    private static String id(String record) {
        try {
            return JSON.readTree(record).path("id").asText(null);
        } catch (IOException e) {
            throw new AssertionError(record, e);
        }
    }

    @Test
    void devAnswersGiveVerifysRecords(@TempDir Path tmp) throws Exception {
        Path plain = tmp.resolve("plain.jsonl");
        Checker checker = Checker.shared(data, cache, System.out::println);
        try (AnswerReader reader = new AnswerReader(data.devJsonl(), Files.newInputStream(data.devJsonl()), AnswerReader.Mode.JSONL)) {
            new VerifyRun(checker, 2).run(reader, OutputFormat.JSONL, plain, new StringWriter(), "test", line -> { });
        }
        List<String> expected = Files.readAllLines(plain, StandardCharsets.UTF_8);
        assertEquals(328, expected.size());
        long loads = ExecutorChecker.loads();

        Path out = tmp.resolve("out");
        SparkVerify.Result r = run(data.devJsonl(), out);
        assertTrue(r.ok(), () -> String.join("\n", r.problems()));
        assertEquals(328, r.rows());
        assertEquals(328, r.records());
        assertEquals(0, r.errors());
        List<String> got = records(out);
        List<String> a = new ArrayList<>(expected);
        List<String> b = new ArrayList<>(got);
        a.sort(Comparator.comparing(SparkVerifyTest::id));
        b.sort(Comparator.comparing(SparkVerifyTest::id));
        assertEquals(a, b, "the Spark records, sorted by id, are verify's");
        assertEquals(expected, got, "and the part files, read in name order, keep the input's order");
        try (Stream<Path> s = Files.list(out)) {
            List<String> parts = s.map(f -> f.getFileName().toString()).filter(n -> n.startsWith("part-")).toList();
            assertTrue(parts.size() > 1, "written partitioned");
            assertTrue(parts.stream().allMatch(n -> n.endsWith(".jsonl")), "JSON lines, named so: " + parts);
        }
        assertTrue(ExecutorChecker.loads() - loads <= 1, "one checker for the executor JVM, whatever the number of tasks");
    }

    @Test
    void badRowsBecomeErrorRecords(@TempDir Path tmp) throws Exception {
        List<String> dev = Files.readAllLines(data.devJsonl(), StandardCharsets.UTF_8);
        Path in = tmp.resolve("mixed.jsonl");
        Files.write(in, List.of(
                dev.get(0),
                "{\"id\": \"broken\", \"answer\": ",
                "{\"id\": \"n1\", \"answer\": 5}",
                "",
                "{\"id\": \"blank\", \"answer\": \"   \"}",
                "[1, 2]",
                "{\"answer\": \"no id here\"}",
                dev.get(1)), StandardCharsets.UTF_8);
        Path out = tmp.resolve("out");
        SparkVerify.Result r = run(in, out);
        assertTrue(r.ok(), () -> String.join("\n", r.problems()));
        assertEquals(7, r.rows(), "the blank line is no answer, as for verify");
        assertEquals(7, r.records());
        assertEquals(5, r.errors());
        List<String> records = records(out);
        assertEquals(7, records.size());
        List<JsonNode> nodes = new ArrayList<>();
        for (String line : records) {
            nodes.add(JSON.readTree(line));
        }
        assertEquals(JSON.readTree(dev.get(0)).get("id").asText(), nodes.get(0).get("id").asText());
        assertFalse(nodes.get(0).has("error"));
        assertEquals(2, nodes.get(1).at("/error/row").asLong());
        assertTrue(nodes.get(1).at("/error/message").asText().startsWith(in + ":2: malformed JSON"), nodes.get(1).toString());
        assertTrue(nodes.get(1).get("id").isNull(), "malformed JSON names no id");
        assertEquals("n1", nodes.get(2).get("id").asText());
        assertEquals("answer", nodes.get(2).at("/error/field").asText());
        assertEquals(in + ":3: field 'answer': must be a string, got number", nodes.get(2).at("/error/message").asText());
        assertEquals(5, nodes.get(3).at("/error/row").asLong(), "rows keep their line numbers past the blank line");
        assertEquals(in + ":5: field 'answer': the answer is empty", nodes.get(3).at("/error/message").asText());
        assertTrue(nodes.get(4).at("/error/message").asText().contains("expected a JSON object"));
        assertEquals(in + ":7: field 'id': missing", nodes.get(5).at("/error/message").asText());
        assertFalse(nodes.get(6).has("error"));
    }

    @Test
    void reRunReplacesTheOutput(@TempDir Path tmp) throws Exception {
        List<String> dev = Files.readAllLines(data.devJsonl(), StandardCharsets.UTF_8);
        Path first = tmp.resolve("first.jsonl");
        Files.write(first, dev.subList(0, 20), StandardCharsets.UTF_8);
        Path second = tmp.resolve("second.jsonl");
        Files.write(second, dev.subList(20, 23), StandardCharsets.UTF_8);
        Path out = tmp.resolve("out");
        assertTrue(run(first, out).ok());
        assertEquals(20, records(out).size());
        SparkVerify.Result r = run(second, out);
        assertTrue(r.ok(), () -> String.join("\n", r.problems()));
        List<String> ids = records(out).stream().map(SparkVerifyTest::id).toList();
        List<String> want = dev.subList(20, 23).stream().map(SparkVerifyTest::id).toList();
        assertEquals(want, ids, "only the second run's records are left");
    }

    @Test
    void aLostOrDoubledRecordFailsTheCheck(@TempDir Path tmp) throws Exception {
        List<String> dev = Files.readAllLines(data.devJsonl(), StandardCharsets.UTF_8);
        Path in = tmp.resolve("few.jsonl");
        Files.write(in, dev.subList(0, 6), StandardCharsets.UTF_8);
        Path out = tmp.resolve("out");
        assertTrue(run(in, out).ok());
        List<String> records = records(out);
        try (Stream<Path> s = Files.list(out)) {
            for (Path p : s.toList()) {
                Files.delete(p);
            }
        }
        // One record lost, another written twice: the counts still agree, the ids do not.
        List<String> tampered = new ArrayList<>(records.subList(1, records.size()));
        tampered.add(records.get(2));
        Files.write(out.resolve("part-00000.txt"), tampered, StandardCharsets.UTF_8);
        SparkVerify.Result r = SparkVerify.compare(SparkVerify.rows(spark, in.toString(), "jsonl"), spark.read().text(out.toString()));
        assertFalse(r.ok());
        String lost = id(records.get(0));
        String doubled = id(records.get(2));
        assertTrue(r.problems().stream().anyMatch(p -> p.equals("id " + lost + ": 1 in the input, 0 in the output")), r.problems().toString());
        assertTrue(r.problems().stream().anyMatch(p -> p.equals("id " + doubled + ": 1 in the input, 2 in the output")), r.problems().toString());

        Files.write(out.resolve("part-00000.txt"), records.subList(1, records.size()), StandardCharsets.UTF_8);
        SparkVerify.Result fewer = SparkVerify.compare(SparkVerify.rows(spark, in.toString(), "jsonl"), spark.read().text(out.toString()));
        assertTrue(fewer.problems().contains("6 answer(s) in, 5 record(s) out"), fewer.problems().toString());
    }

    @Test
    void parquetInputGivesTheSameRecords(@TempDir Path tmp) throws Exception {
        List<String> dev = Files.readAllLines(data.devJsonl(), StandardCharsets.UTF_8).subList(0, 12);
        Path jsonl = tmp.resolve("some.jsonl");
        Files.write(jsonl, dev, StandardCharsets.UTF_8);
        Path parquet = tmp.resolve("some.parquet");
        spark.read().json(jsonl.toString()).select("id", "question", "generated_answer").orderBy("id")
                .write().parquet(parquet.toString());
        Path fromJsonl = tmp.resolve("a");
        Path fromParquet = tmp.resolve("b");
        assertTrue(run(jsonl, fromJsonl).ok());
        SparkVerify.Result r = run(parquet, fromParquet);
        assertTrue(r.ok(), () -> String.join("\n", r.problems()));
        assertEquals(12, r.records());
        List<String> a = new ArrayList<>(records(fromJsonl));
        List<String> b = new ArrayList<>(records(fromParquet));
        a.sort(Comparator.comparing(SparkVerifyTest::id));
        b.sort(Comparator.comparing(SparkVerifyTest::id));
        assertEquals(a, b);
    }

    /** The pinned models written out as a models folder, with Subtask 2's Ayah threshold set to {@code ayah} (null: kept). */
    private static Path modelsFolder(Path dir, Double ayah) throws IOException {
        Files.createDirectories(dir);
        java.util.Map<String, String> files = new java.util.LinkedHashMap<>();
        // the pinned specs as the product jar carries them; only their fitted values are read from a models folder
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        for (String subtask : org.tahqiq.models.Models.SUBTASKS) {
            com.fasterxml.jackson.databind.JsonNode spec;
            try (var in = Checker.class.getResourceAsStream("/org/tahqiq/regression/" + subtask + "-dev.json")) {
                spec = json.readTree(in);
            }
            if (subtask.equals("task2") && ayah != null) {
                ((com.fasterxml.jackson.databind.node.ObjectNode) spec.get("fitted").get("thresholds")).put("ayah", ayah);
            }
            json.writerWithDefaultPrettyPrinter().writeValue(dir.resolve(subtask + ".json").toFile(), spec);
            files.put(subtask, subtask + ".json");
        }
        try (var in = Checker.class.getResourceAsStream(org.tahqiq.task1.detect.PinnedModel.RESOURCE)) {
            Files.copy(in, dir.resolve(org.tahqiq.models.Models.TASK1_MODEL));
        }
        new org.tahqiq.models.ModelsSpec(org.tahqiq.models.ModelsSpec.KIND, org.tahqiq.models.ModelsSpec.FORMAT, "test",
                "unknown", "dev", java.util.Map.of(), java.util.Map.of(), java.util.Map.of(), files).write(dir);
        return dir;
    }

    @Test
    void executorsDecideWithTheModelsFolder(@TempDir Path tmp) throws Exception {
        Path in = tmp.resolve("some.jsonl");
        Files.write(in, Files.readAllLines(data.devJsonl(), StandardCharsets.UTF_8).subList(0, 30), StandardCharsets.UTF_8);
        try {
            assertTrue(run(in, tmp.resolve("pinned")).ok());
            List<String> pinned = records(tmp.resolve("pinned"));
            assertTrue(run(in, tmp.resolve("same"), modelsFolder(tmp.resolve("m-same"), null)).ok());
            List<String> same = records(tmp.resolve("same"));
            SparkVerify.Result r = run(in, tmp.resolve("loose"), modelsFolder(tmp.resolve("m-loose"), 50.0));
            assertTrue(r.ok(), () -> String.join("\n", r.problems()));
            List<String> loose = records(tmp.resolve("loose"));
            assertEquals(30, loose.size());
            assertEquals(pinned, same, "the pinned models as a folder decide as the jar's");
            assertFalse(pinned.equals(loose), "an Ayah threshold of 50 in the folder changes the executors' verdicts");
        } finally {
            org.tahqiq.models.Models.use(org.tahqiq.models.Models.PINNED);
        }
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        assertEquals(SparkVerify.USAGE, SparkVerify.run(new String[] {"--data", data.root().toString(), "--models",
                tmp.resolve("none").toString(), in.toString(), tmp.resolve("x").toString()}, System.out,
                new java.io.PrintStream(err, true, StandardCharsets.UTF_8)));
        assertEquals("tahqiq: error: --models " + tmp.resolve("none") + ": no such folder (write one with ./tahqiq train --out "
                + tmp.resolve("none") + ")\n", err.toString(StandardCharsets.UTF_8));
    }

    /** In local mode the driver binds to and names loopback; a cluster's master leaves Spark's own choice. */
    @Test
    void localModeStaysOnLoopback() throws Exception {
        assertEquals("127.0.0.1", spark.sparkContext().getConf().get("spark.driver.bindAddress"));
        assertEquals("127.0.0.1", spark.sparkContext().getConf().get("spark.driver.host"));
        String rpc = org.apache.spark.SparkEnv.get().rpcEnv().address().host();
        assertTrue(java.net.InetAddress.getByName(rpc).isLoopbackAddress(), "the driver listens on " + rpc);
        assertEquals(java.util.Map.of("spark.driver.bindAddress", "127.0.0.1", "spark.driver.host", "127.0.0.1"),
                SparkVerify.driverAddress("local[*]"));
        assertEquals(java.util.Map.of(), SparkVerify.driverAddress("spark://head:7077"));
        assertEquals(java.util.Map.of(), SparkVerify.driverAddress("yarn"));
    }

    @Test
    void commandLine() {
        assertEquals(SparkVerify.USAGE, SparkVerify.run(new String[] {"only-one"}, System.out, System.err));
        assertEquals(SparkVerify.USAGE, SparkVerify.run(new String[] {"--partitions", "0", "a", "b"}, System.out, System.err));
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        assertEquals(SparkVerify.USAGE, SparkVerify.run(new String[] {"--data", data.root().toString(), "/no/such/answers.jsonl", "out"},
                System.out, new java.io.PrintStream(err, true, StandardCharsets.UTF_8)));
        assertEquals("tahqiq: error: /no/such/answers.jsonl: no such file\n", err.toString(StandardCharsets.UTF_8));
        SparkVerify.Options o = SparkVerify.parse(new String[] {"--master", "local[2]", "--data", "/d", "--partitions", "3", "in", "out"});
        assertEquals("local[2]", o.master());
        assertEquals(3, o.partitions());
        assertEquals("in", o.input());
        assertEquals("out", o.output());
    }
}
