package org.tahqiq.spark;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.dataset.Response;

/**
 * The Spark figures of {@code ./tahqiq bench --only spark}: the dev answers repeated ten times with new ids, checked by
 * {@code ./tahqiq spark-verify --master spark://…} on a {@link LoopbackCluster} of one worker and of two (one core
 * each), beside {@code ./tahqiq verify} on the same file with one thread and with two. Each figure is a fresh run
 * (JVM start, executors started, checkers loaded from a warm cache); CPU is that of every process of the run, the
 * cluster's daemons, executors and driver included.
 */
public final class ClusterBench {

    static final int SCALE = 10;
    /** Each executor's memory: the documented spark-submit line's. */
    static final String EXECUTOR_MEMORY = "1500m";
    private static final Pattern JOB_LINE = Pattern.compile("in ([0-9.]+) s \\(([0-9.]+) answers/s\\)");

    private ClusterBench() {
    }

    /** Usage: ClusterBench DATA HOME RUNS. */
    public static void main(String[] args) throws Exception {
        if (args.length != 3) {
            System.err.println("usage: ClusterBench DATA HOME RUNS");
            System.exit(2);
        }
        DataLocation data = new DataLocation(Path.of(args[0]));
        Path home = Path.of(args[1]);
        int runs = Integer.parseInt(args[2]);
        Path tmp = Files.createTempDirectory("tahqiq-cluster-bench");
        try {
            print(data, home, runs, tmp);
        } finally {
            try (Stream<Path> s = Files.walk(tmp)) {
                for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    /** One run's wall and CPU seconds, and the job's own time as spark-verify reports it (NaN for verify). */
    record Run(double wall, double cpu, double job) {
    }

    static void print(DataLocation data, Path home, int runs, Path tmp) throws Exception {
        List<Response> dev = DevJsonlReader.read(data.devJsonl());
        int n = dev.size() * SCALE;
        Path in = tmp.resolve("answers.jsonl");
        ObjectMapper mapper = new ObjectMapper();
        try (BufferedWriter w = Files.newBufferedWriter(in, StandardCharsets.UTF_8)) {
            for (int i = 0; i < n; i++) {
                Response r = dev.get(i % dev.size());
                w.write(mapper.writeValueAsString(Map.of("id", String.format(Locale.ROOT, "B%06d", i + 1),
                        "question", r.question(), "answer", r.answer())));
                w.write('\n');
            }
        }
        String launcher = home.resolve("tahqiq").toString();
        System.out.printf(Locale.ROOT, "spark cluster figures: the dev answers x%d (%,d answers), fresh runs, medians of %d%n",
                SCALE, n, runs);
        Map<Integer, Run> verify = new HashMap<>();
        for (int threads : new int[] {1, 2}) {
            List<Run> rs = new ArrayList<>();
            for (int i = 0; i < runs; i++) {
                rs.add(run(List.of(launcher, "verify", "--data", data.root().toString(), "--quiet", "--threads",
                        String.valueOf(threads), in.toString(), "--format", "jsonl", "--out", tmp.resolve("v.jsonl").toString()),
                        Map.of(), null));
            }
            verify.put(threads, median(rs));
            print("verify --threads " + threads, n, verify.get(threads));
        }
        List<Path> jars = LoopbackCluster.sparkJars(home.resolve("spark/target/classpath.txt"));
        Map<Integer, Run> cluster = new HashMap<>();
        for (int workers : new int[] {1, 2}) {
            try (LoopbackCluster c = LoopbackCluster.start(tmp.resolve("cluster-" + workers), jars,
                    home.resolve("spark/log4j2.properties"), workers, 1600)) {
                List<Run> rs = new ArrayList<>();
                for (int i = 0; i < runs; i++) {
                    Path out = tmp.resolve("out-" + workers);
                    rs.add(run(List.of(launcher, "spark-verify", "--master", c.masterUrl(), "--data", data.root().toString(),
                            in.toString(), out.toString()), Map.of("SPARK_EXECUTOR_MEMORY", EXECUTOR_MEMORY), c));
                    long records = 0;
                    try (Stream<Path> parts = Files.list(out)) {
                        for (Path p : parts.filter(f -> f.getFileName().toString().startsWith("part-")).toList()) {
                            try (Stream<String> lines = Files.lines(p, StandardCharsets.UTF_8)) {
                                records += lines.count();
                            }
                        }
                    }
                    if (records != n) {
                        throw new IllegalStateException(n + " answers in, " + records + " records out");
                    }
                }
                cluster.put(workers, median(rs));
                print(String.format(Locale.ROOT, "spark-verify, standalone cluster of %d worker%s (1 core each)", workers,
                        workers == 1 ? "" : "s"), n, cluster.get(workers));
            }
        }
        System.out.printf(Locale.ROOT, "two workers against one: %.2fx the answers/s (whole runs), %.2fx (the job alone); "
                        + "verify's 2 threads against 1: %.2fx%n", cluster.get(1).wall() / cluster.get(2).wall(),
                cluster.get(1).job() / cluster.get(2).job(), verify.get(1).wall() / verify.get(2).wall());
    }

    private static void print(String what, int n, Run r) {
        System.out.printf(Locale.ROOT, "  %-60s %6.1f s wall, %6.1f s CPU, %4.0f answers/s%s%n", what, r.wall(), r.cpu(),
                n / r.wall(), Double.isNaN(r.job()) ? "" : String.format(Locale.ROOT, " (the job alone: %.1f s, %.0f answers/s)",
                        r.job(), n / r.job()));
        System.out.flush();
    }

    /**
     * Runs a command to its end, sampling the CPU time of it and its descendants, and of the cluster's processes (as
     * much as each gained during the run) every 100 ms: executors end with their application, before they can be asked.
     */
    static Run run(List<String> cmd, Map<String, String> env, LoopbackCluster cluster) throws IOException, InterruptedException {
        Map<Long, Duration> before = new HashMap<>();
        if (cluster != null) {
            for (ProcessHandle h : cluster.processes()) {
                before.put(h.pid(), h.info().totalCpuDuration().orElse(Duration.ZERO));
            }
        }
        Map<Long, Duration> last = new HashMap<>(before);
        long t0 = System.nanoTime();
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().putAll(env);
        Process p = pb.start();
        StringBuilder output = new StringBuilder();
        Thread reader = new Thread(() -> {
            try {
                output.append(new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                output.append(e);
            }
        });
        reader.start();
        while (p.isAlive()) {
            List<ProcessHandle> tree = new ArrayList<>(p.descendants().toList());
            tree.add(p.toHandle());
            if (cluster != null) {
                tree.addAll(cluster.processes());
            }
            for (ProcessHandle h : tree) {
                h.info().totalCpuDuration().ifPresent(d -> last.put(h.pid(), d));
            }
            Thread.sleep(100);
        }
        int rc = p.waitFor();
        reader.join();
        double wall = (System.nanoTime() - t0) / 1e9;
        if (rc != 0) {
            throw new IllegalStateException("failed (exit " + rc + "): " + String.join(" ", cmd) + "\n" + output);
        }
        double cpu = 0;
        for (Map.Entry<Long, Duration> e : last.entrySet()) {
            cpu += (e.getValue().toNanos() - before.getOrDefault(e.getKey(), Duration.ZERO).toNanos()) / 1e9;
        }
        Matcher m = JOB_LINE.matcher(output);
        return new Run(wall, cpu, m.find() ? Double.parseDouble(m.group(1)) : Double.NaN);
    }

    private static Run median(List<Run> rs) {
        return new Run(median(rs.stream().mapToDouble(Run::wall).toArray()), median(rs.stream().mapToDouble(Run::cpu).toArray()),
                median(rs.stream().mapToDouble(Run::job).toArray()));
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }
}
