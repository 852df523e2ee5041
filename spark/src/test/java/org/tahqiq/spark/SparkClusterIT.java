package org.tahqiq.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.InputException;
import org.tahqiq.verify.AnswerReader;
import org.tahqiq.verify.Checker;
import org.tahqiq.verify.output.OutputFormat;
import org.tahqiq.verify.output.VerifyRun;

/**
 * The Spark job on a real standalone cluster: a master and two workers on loopback, each its own JVM with one core,
 * the job submitted with the {@code spark-submit} line of docs/batch.md (the project's jar shipped to the executors by
 * Spark, the data folder at the same path for all). The records must be plain {@code verify}'s; then a worker and its
 * executor are killed mid-job, and the job must still end with each answer's record exactly once. Every process the
 * test started is stopped, and checked to be gone. Skipped, saying why, without the data or the job's jar (a
 * failure under {@code CI=true}).
 */
class SparkClusterIT {

    static final Path ROOT = SparkVerifyTest.ROOT;
    static final ObjectMapper JSON = new ObjectMapper();
    /** The placeholders of the documented line, and what this test puts in their place. */
    static final String DOC_MASTER = "spark://head:7077";
    static final String DOC_JAR = "spark/target/tahqiq-spark.jar";
    static final String DOC_DATA = "/mnt/islamiceval2026";
    static final String DOC_CACHE = "/tmp/tahqiq-cache";
    static final String DOC_IN = "/mnt/answers/2026-12.jsonl";
    static final String DOC_OUT = "/mnt/checked/2026-12/";

    private static void skip(String message) {
        System.out.println(message);
        if ("true".equals(System.getenv("CI"))) {
            fail("CI=true, and CI must run the cluster test: " + message);
        }
        Assumptions.abort(message);
    }

    /** The {@code spark-submit} command of docs/batch.md, as words, its continuation lines joined. */
    static List<String> documentedSubmit() throws IOException {
        List<String> lines = Files.readAllLines(ROOT.resolve("docs/batch.md"), StandardCharsets.UTF_8);
        StringBuilder cmd = null;
        for (String line : lines) {
            if (cmd == null && line.startsWith("spark-submit ")) {
                cmd = new StringBuilder();
            }
            if (cmd != null) {
                String t = line.strip();
                boolean more = t.endsWith("\\");
                cmd.append(' ').append(more ? t.substring(0, t.length() - 1) : t);
                if (!more) {
                    break;
                }
            }
        }
        if (cmd == null) {
            throw new AssertionError("docs/batch.md has no spark-submit line");
        }
        List<String> words = new ArrayList<>(Arrays.asList(cmd.toString().strip().split("\\s+")));
        assertEquals("spark-submit", words.remove(0));
        return words;
    }

    /** The documented line with this run's master, jar, data, cache, input and output in place of its placeholders. */
    static List<String> submitArgs(String master, Path data, Path cache, Path in, Path out) throws IOException {
        Map<String, String> put = new LinkedHashMap<>();
        put.put(DOC_MASTER, master);
        put.put(DOC_JAR, ROOT.resolve(DOC_JAR).toString());
        put.put(DOC_DATA, data.toString());
        put.put(DOC_CACHE, cache.toString());
        put.put(DOC_IN, in.toString());
        put.put(DOC_OUT, out.toString());
        List<String> words = documentedSubmit();
        for (String placeholder : put.keySet()) {
            assertEquals(1, Collections.frequency(words, placeholder),
                    "docs/batch.md's spark-submit line names " + placeholder + " once: " + words);
        }
        return words.stream().map(w -> put.getOrDefault(w, w)).toList();
    }

    @Test
    void twoWorkersGiveVerifysRecordsAndALostWorkerLosesNoRecord(@TempDir Path tmp) throws Exception {
        DataLocation data = null;
        String why = null;
        try {
            data = DataLocation.resolve(null, System.getenv(DataLocation.ENV), ROOT);
            why = Files.isRegularFile(data.devJsonl()) ? null : "no dev_set/dev.jsonl in " + data.root();
        } catch (InputException e) {
            why = e.getMessage();
        }
        if (why != null) {
            skip("IslamicEval 2026 data not found, skipping the cluster test: " + why);
        }
        Path jar = ROOT.resolve(DOC_JAR);
        Path classpath = ROOT.resolve("spark/target/classpath.txt");
        if (!Files.isRegularFile(jar) || !Files.isRegularFile(classpath)) {
            skip("no " + jar + " or " + classpath + " (mvn -pl spark -am package builds them), skipping the cluster test");
        }
        Path cache = ROOT.resolve("results/cache");
        long t0 = System.nanoTime();
        List<String> expected = plainVerify(data, cache, tmp.resolve("plain.jsonl"));
        lap("plain verify of the dev answers", t0);

        LoopbackCluster cluster = null;
        AssertionError failure = null;
        try {
            cluster = LoopbackCluster.start(tmp.resolve("cluster"), LoopbackCluster.sparkJars(classpath),
                    ROOT.resolve("spark/log4j2.properties"), 2, 1600);
            lap("a master and two workers started", t0);
            assertEquals(2, cluster.state().path("aliveworkers").asInt());
            assertEquals(2, cluster.state().path("cores").asInt(), "one core a worker");

            // 1. Both workers: verify's records, one checker per executor JVM.
            Path out = tmp.resolve("checked");
            Path log = tmp.resolve("submit-1.log");
            Process submit = cluster.submit(submitArgs(cluster.masterUrl(), data.root(), cache, data.devJsonl(), out), log);
            int rc = waitFor(submit, log);
            assertEquals(0, rc, () -> "spark-submit failed:\n" + LoopbackCluster.read(log).orElse(""));
            lap("the dev answers checked on two workers", t0);
            assertEquals(expected, SparkVerifyTest.records(out), "the cluster's records, in input order, are verify's");
            for (int w = 1; w <= 2; w++) {
                List<Path> executors = cluster.executorLogs(w);
                assertEquals(1, executors.size(), "worker " + w + " ran one executor for the job: " + executors);
                String stderr = LoopbackCluster.read(executors.get(0)).orElse("");
                assertEquals(1, count(stderr, "tahqiq-spark: checker loaded"),
                        "worker " + w + "'s executor loaded its checker once, in its own JVM:\n" + stderr);
            }

            // 2. ./tahqiq spark-verify --master spark://…, its driver in the launcher's JVM: the launcher ships the jar.
            Path few = tmp.resolve("few.jsonl");
            Files.write(few, Files.readAllLines(data.devJsonl(), StandardCharsets.UTF_8).subList(0, 24), StandardCharsets.UTF_8);
            Path out3 = tmp.resolve("checked-3");
            Path log3 = tmp.resolve("launcher.log");
            Process launcher = cluster.track(new ProcessBuilder(ROOT.resolve("tahqiq").toString(), "spark-verify", "--master",
                    cluster.masterUrl(), "--data", data.root().toString(), "--cache", cache.toString(), few.toString(),
                    out3.toString()).redirectErrorStream(true).redirectOutput(log3.toFile()).start());
            int rc3 = waitFor(launcher, log3);
            assertEquals(0, rc3, () -> "./tahqiq spark-verify on the cluster failed:\n" + LoopbackCluster.read(log3).orElse(""));
            assertEquals(expected.subList(0, 24), SparkVerifyTest.records(out3), "./tahqiq spark-verify on the cluster gives verify's records");
            lap("24 answers checked through ./tahqiq spark-verify", t0);

            // 3. Worker 2 and its executor killed once its executor is checking: every answer still has one record.
            int loadsBefore = checkerLoads(cluster, 2);
            Path out2 = tmp.resolve("checked-2");
            Path log2 = tmp.resolve("submit-2.log");
            Process second = cluster.submit(submitArgs(cluster.masterUrl(), data.root(), cache, data.devJsonl(), out2), log2);
            awaitCheckerLoads(cluster, 2, loadsBefore + 1, second, log2);
            assertTrue(second.isAlive(), "the job is still running when the worker is lost");
            lap("worker 2's executor checking", t0);
            cluster.killWorker(2);
            int rc2 = waitFor(second, log2);
            lap("the job ended, worker 2 lost", t0);
            String driver = LoopbackCluster.read(log2).orElse("");
            assertEquals(0, rc2, () -> "the job did not survive the lost worker:\n" + driver);
            assertTrue(driver.contains("Lost executor") || driver.contains("ExecutorLostFailure"),
                    "the driver saw the executor go:\n" + driver);
            assertEquals(expected, SparkVerifyTest.records(out2), "every record exactly once, verify's, after the loss");
            assertEquals(1, cluster.state().path("aliveworkers").asInt(), "the master saw the worker go");
        } catch (AssertionError e) {
            failure = e;
        } finally {
            if (cluster != null) {
                cluster.processes();
                cluster.close();
                List<ProcessHandle> left = cluster.leftovers();
                if (!left.isEmpty()) {
                    AssertionError e = new AssertionError("processes left behind: " + left.stream()
                            .map(h -> h.pid() + " " + h.info().commandLine().orElse("?")).toList());
                    if (failure != null) {
                        failure.addSuppressed(e);
                    } else {
                        failure = e;
                    }
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    private static void lap(String what, long t0) {
        System.out.printf(java.util.Locale.ROOT, "SparkClusterIT: %s (%.1f s in)%n", what, (System.nanoTime() - t0) / 1e9);
    }

    /** Waits for spark-submit to end (at most 10 minutes), then its exit code. */
    private static int waitFor(Process p, Path log) throws InterruptedException {
        if (!p.waitFor(10, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("spark-submit still running after 10 minutes:\n" + LoopbackCluster.read(log).orElse(""));
        }
        return p.exitValue();
    }

    /**
     * Waits until worker {@code w}'s executor has loaded its checker {@code loads} times over all jobs so far (so that
     * it is checking answers of the running job), or fails if the job ends first.
     */
    private static void awaitCheckerLoads(LoopbackCluster cluster, int w, int loads, Process job, Path log) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
        while (System.nanoTime() < deadline) {
            if (checkerLoads(cluster, w) >= loads) {
                return;
            }
            if (!job.isAlive()) {
                throw new AssertionError("the job ended before worker " + w + "'s executor loaded its checker:\n"
                        + LoopbackCluster.read(log).orElse(""));
            }
            cluster.processes();
            Thread.sleep(100);
        }
        throw new AssertionError("worker " + w + "'s executor did not load its checker within 5 minutes");
    }

    /** How many checkers worker {@code w}'s executors have loaded, over all jobs so far. */
    private static int checkerLoads(LoopbackCluster cluster, int w) throws IOException {
        int n = 0;
        for (Path p : cluster.executorLogs(w)) {
            n += count(LoopbackCluster.read(p).orElse(""), "tahqiq-spark: checker loaded");
        }
        return n;
    }

    private static int count(String text, String what) {
        int n = 0;
        for (int i = text.indexOf(what); i >= 0; i = text.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }

    /** {@code verify --format jsonl} on the dev answers, in this JVM: the records the cluster must give. */
    private static List<String> plainVerify(DataLocation data, Path cache, Path plain) throws IOException {
        Checker checker = Checker.shared(data, cache, System.out::println);
        try (AnswerReader reader = new AnswerReader(data.devJsonl(), Files.newInputStream(data.devJsonl()), AnswerReader.Mode.JSONL)) {
            new VerifyRun(checker, 2).run(reader, OutputFormat.JSONL, plain, new StringWriter(), "test", line -> { });
        }
        List<String> expected = Files.readAllLines(plain, StandardCharsets.UTF_8);
        assertEquals(328, expected.size());
        return expected;
    }
}
