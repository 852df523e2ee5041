package org.tahqiq.bench;

import org.tahqiq.verify.CheckedAnswer;
import org.tahqiq.verify.Checker;
import org.tahqiq.verify.RepairMode;
import org.tahqiq.verify.ReportLanguage;
import org.tahqiq.verify.http.VerifyServer;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.tahqiq.about.ProcessStats;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.dataset.Response;

/**
 * The speed figures of {@code verify} for {@code ./tahqiq bench}: one answer from a cold start (a fresh JVM: start,
 * load, check, write, exit), warm latency per answer, the service's throughput with two client threads, and a JSONL of
 * dev answers repeated with new ids at 1x, 10x and 100x (328 to 32,800 answers) for throughput, linear cost and bounded
 * heap, and at 10x the same answers through {@code ./tahqiq spark-verify --master local[2]}.
 * Fresh JVMs start through {@code ./tahqiq}, as a user starts them (its flags, or {@code $TAHQIQ_JAVA_OPTS}); each
 * reports its CPU time and peak heap ({@value #STATS}). Medians of {@code runs} where a figure is repeated; the
 * largest JSONL runs once.
 */
public final class VerifyBench {

    /** What a child run prints ({@link ProcessStats}). */
    public static final String STATS = ProcessStats.STATS;
    public static final String STATS_ENV = ProcessStats.STATS_ENV;
    /** The JSONL sizes, in multiples of the dev answers (repeated with new ids). */
    static final int[] SCALES = {1, 10, 100};
    /** The size at which the Spark job runs beside plain verify (when the checkout has the spark module). */
    static final int SPARK_SCALE = 10;
    private static final Pattern STATS_LINE = Pattern.compile(STATS + " cpu-ms=(\\d+) peak-heap-bytes=(\\d+)");

    private VerifyBench() {
    }

    /** The stats line of this process, for a child run to print before it exits. */
    public static String statsLine() {
        return ProcessStats.statsLine();
    }

    static long peakHeap() {
        return ProcessStats.peakHeap();
    }

    /**
     * Prints every figure.
     *
     * @param jar      the tahqiq jar for fresh JVMs (those figures are skipped when it is null or absent)
     * @param home     the project root (-Dtahqiq.home of the children)
     * @param cacheDir where the in-process checker keeps its indexes
     * @param scales   the JSONL sizes in multiples of the dev answers ({@link #SCALES} by default; none skips that
     *                 figure)
     */
    public static void print(PrintWriter out, DataLocation data, Path jar, Path home, Path cacheDir, int runs, int[] scales)
            throws Exception {
        List<Response> dev = DevJsonlReader.read(data.devJsonl());
        if (jar != null && !Files.isRegularFile(jar)) {
            jar = null;
        }
        Path tmp = Files.createTempDirectory("tahqiq-verify-bench");
        try {
            if (jar != null) {
                coldStart(out, data, jar, home, tmp, dev, runs);
            } else {
                out.println("verify cold start: skipped (not running from tahqiq.jar)");
            }
            Checker checker = Checker.shared(data, cacheDir, line -> { });
            warm(out, checker, dev, runs);
            repair(out, checker, dev, runs);
            service(out, checker, dev, runs);
            if (jar != null && scales.length > 0) {
                scale(out, data, jar, home, tmp, dev, scales);
            }
        } finally {
            try (Stream<Path> s = Files.walk(tmp)) {
                for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
        out.flush();
    }

    private record Child(double seconds, long cpuMs, long peakHeap) {
    }

    /**
     * A fresh run of {@code verify}: through the launcher when there is one, as a user runs it (its JVM flags and
     * class-data archive, its start-up checks counted in the wall time), else the jar with {@code $TAHQIQ_JAVA_OPTS}.
     */
    private static Child child(DataLocation data, Path jar, Path home, List<String> args) throws IOException, InterruptedException {
        Path launcher = home.resolve("tahqiq");
        List<String> cmd = new ArrayList<>();
        if (Files.isExecutable(launcher)) {
            cmd.add(launcher.toString());
        } else {
            cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
            String opts = System.getenv().getOrDefault("TAHQIQ_JAVA_OPTS", "-Xmx2g");
            cmd.addAll(Arrays.asList(opts.trim().split("\\s+")));
            cmd.addAll(List.of("-Dtahqiq.home=" + home, "-jar", jar.toString()));
        }
        cmd.addAll(List.of("verify", "--data", data.root().toString(), "--quiet"));
        cmd.addAll(args);
        return run(cmd);
    }

    /** A fresh run of the Spark job through the launcher (which builds the spark module on first use). */
    private static Child sparkChild(DataLocation data, Path home, Path in, Path out) throws IOException, InterruptedException {
        return run(List.of(home.resolve("tahqiq").toString(), "spark-verify", "--master", "local[2]", "--data",
                data.root().toString(), in.toString(), out.toString()));
    }

    private static Child run(List<String> cmd) throws IOException, InterruptedException {
        long t0 = System.nanoTime();
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().put(STATS_ENV, "true");
        Process p = pb.start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int rc = p.waitFor();
        double secs = (System.nanoTime() - t0) / 1e9;
        if (rc != 0) {
            throw new IllegalStateException("verify run failed (exit " + rc + "):\n" + output);
        }
        Matcher m = STATS_LINE.matcher(output);
        return m.find() ? new Child(secs, Long.parseLong(m.group(1)), Long.parseLong(m.group(2))) : new Child(secs, -1, -1);
    }

    private static void coldStart(PrintWriter out, DataLocation data, Path jar, Path home, Path tmp, List<Response> dev,
                                  int runs) throws Exception {
        Path answer = tmp.resolve("answer.txt");
        Files.writeString(answer, dev.get(0).answer(), StandardCharsets.UTF_8);
        double[] wall = new double[runs];
        double[] cpu = new double[runs];
        child(data, jar, home, List.of(answer.toString(), "--out", tmp.resolve("warmup.json").toString())); // caches built
        for (int i = 0; i < runs; i++) {
            Child c = child(data, jar, home, List.of(answer.toString(), "--out", tmp.resolve("cold.json").toString()));
            wall[i] = c.seconds();
            cpu[i] = c.cpuMs() / 1000.0;
        }
        out.printf(Locale.ROOT, "verify one answer from a cold start (JVM start, load, check, write, exit): median %.2f s wall, "
                + "%.2f s CPU  [target <= 1.5 s]%n", median(wall), median(cpu));
    }

    private static void warm(PrintWriter out, Checker checker, List<Response> dev, int runs) {
        for (int i = 0; i < 2; i++) {
            dev.forEach(r -> checker.check(r.id(), r.question(), r.answer()));
        }
        int passes = Math.max(runs, 3);
        double[] ms = new double[dev.size() * passes];
        int k = 0;
        for (int pass = 0; pass < passes; pass++) {
            for (Response r : dev) {
                long t0 = System.nanoTime();
                checker.check(r.id(), r.question(), r.answer());
                ms[k++] = (System.nanoTime() - t0) / 1e6;
            }
        }
        Arrays.sort(ms);
        out.printf(Locale.ROOT, "verify warm latency per answer (%d dev answers x %d, one thread): p50 %.1f ms, p90 %.1f ms, "
                + "p99 %.1f ms, max %.1f ms  [target p50 <= 10 ms, p99 <= 50 ms]%n", dev.size(), passes,
                quantile(ms, 0.5), quantile(ms, 0.9), quantile(ms, 0.99), ms[ms.length - 1]);
    }

    /** The repair figure alone ({@code ./tahqiq bench --only repair}). */
    public static void printRepair(PrintWriter out, DataLocation data, Path cacheDir, int runs) {
        List<Response> dev = DevJsonlReader.read(data.devJsonl());
        repair(out, Checker.shared(data, cacheDir, line -> { }), dev, runs);
        out.flush();
    }

    /**
     * What {@code verify --repair} adds to a check, per dev answer, on one thread (an answer's citations checked on the
     * calling thread, so that its CPU time is all of the work): the medians of check and repair, wall and CPU, and the
     * repair's time over all answers as a share of the checks' (the median of the passes).
     */
    static void repair(PrintWriter out, Checker shared, List<Response> dev, int runs) {
        Checker checker = shared.citationsOnCallingThread();
        java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (Response r : dev) { // compiled and warmed before the timed passes
            checker.repair(checker.check(r.id(), r.question(), r.answer()), RepairMode.MARK, ReportLanguage.AR);
        }
        int passes = Math.max(runs, 3);
        double[] checkWall = new double[dev.size() * passes];
        double[] checkCpu = new double[checkWall.length];
        double[] repairWall = new double[checkWall.length];
        double[] repairCpu = new double[checkWall.length];
        double[] shareWall = new double[passes];
        double[] shareCpu = new double[passes];
        double[] settledWall = new double[passes];
        double[] settledCpu = new double[passes];
        int k = 0;
        for (int pass = 0; pass < passes; pass++) {
            // All the checks, then all the repairs of what they found: timed back to back, a repair of a tenth of a
            // millisecond would carry the pre-emption a busy machine gives a thread just off a check's burst.
            double[] sums = new double[4];
            List<CheckedAnswer> checked = new ArrayList<>();
            for (int i = 0; i < dev.size(); i++) {
                Response r = dev.get(i);
                long w0 = System.nanoTime();
                long c0 = threads.getCurrentThreadCpuTime();
                checked.add(checker.check(r.id(), r.question(), r.answer()));
                checkWall[k + i] = (System.nanoTime() - w0) / 1e6;
                checkCpu[k + i] = (threads.getCurrentThreadCpuTime() - c0) / 1e6;
                sums[0] += checkWall[k + i];
                sums[1] += checkCpu[k + i];
            }
            for (int i = 0; i < dev.size(); i++) {
                long w0 = System.nanoTime();
                long c0 = threads.getCurrentThreadCpuTime();
                checker.repair(checked.get(i), RepairMode.MARK, ReportLanguage.AR);
                repairWall[k + i] = (System.nanoTime() - w0) / 1e6;
                repairCpu[k + i] = (threads.getCurrentThreadCpuTime() - c0) / 1e6;
                sums[2] += repairWall[k + i];
                sums[3] += repairCpu[k + i];
            }
            long w0 = System.nanoTime();
            long c0 = threads.getCurrentThreadCpuTime();
            for (CheckedAnswer a : checked) {
                checker.repairSettled(a, RepairMode.MARK, ReportLanguage.AR);
            }
            settledWall[pass] = 100 * ((System.nanoTime() - w0) / 1e6) / sums[0];
            settledCpu[pass] = 100 * ((threads.getCurrentThreadCpuTime() - c0) / 1e6) / sums[1];
            k += dev.size();
            shareWall[pass] = 100 * sums[2] / sums[0];
            shareCpu[pass] = 100 * sums[3] / sums[1];
        }
        out.printf(Locale.ROOT, "verify --repair per answer (%d dev answers x %d, one thread): check median %.2f ms wall, %.2f ms "
                        + "CPU; repair median %.3f ms wall, %.3f ms CPU; repair adds %.1f %% wall, %.1f %% CPU over all answers  "
                        + "[target <= 10 %%]%n", dev.size(), passes, median(checkWall), median(checkCpu), median(repairWall),
                median(repairCpu), median(shareWall), median(shareCpu));
        out.printf(Locale.ROOT, "verify --repair --settle: settled repair adds %.1f %% wall, %.1f %% CPU over all answers "
                + "(a check of each repaired answer, and a repair of what it finds)%n", median(settledWall), median(settledCpu));
    }

    private static void service(PrintWriter out, Checker checker, List<Response> dev, int runs) throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        List<byte[]> bodies = new ArrayList<>();
        for (Response r : dev) {
            bodies.add(mapper.writeValueAsBytes(java.util.Map.of("id", r.id(), "answer", r.answer())));
        }
        int threads = Runtime.getRuntime().availableProcessors();
        try (VerifyServer server = new VerifyServer(checker, new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
                threads, "bench", System.err).start()) {
            HttpClient client = HttpClient.newHttpClient();
            URI uri = URI.create("http://127.0.0.1:" + server.port() + "/verify");
            int clients = 2;
            double[] rate = new double[runs];
            for (int i = -1; i < runs; i++) { // the first round warms up
                AtomicInteger next = new AtomicInteger();
                int total = bodies.size() * 2;
                ExecutorService pool = Executors.newFixedThreadPool(clients);
                long t0 = System.nanoTime();
                List<Future<Integer>> done = new ArrayList<>();
                for (int c = 0; c < clients; c++) {
                    done.add(pool.submit(() -> {
                        int n = 0;
                        for (int j; (j = next.getAndIncrement()) < total; n++) {
                            HttpResponse<Void> r = client.send(HttpRequest.newBuilder(uri)
                                    .POST(HttpRequest.BodyPublishers.ofByteArray(bodies.get(j % bodies.size()))).build(),
                                    HttpResponse.BodyHandlers.discarding());
                            if (r.statusCode() != 200) {
                                throw new IllegalStateException("status " + r.statusCode());
                            }
                        }
                        return n;
                    }));
                }
                int n = 0;
                for (Future<Integer> f : done) {
                    n += f.get();
                }
                pool.shutdown();
                if (i >= 0) {
                    rate[i] = n / ((System.nanoTime() - t0) / 1e9);
                }
            }
            out.printf(Locale.ROOT, "verify service POST /verify, %d client threads, %d server threads: median %.0f answers/s  "
                    + "[target >= 200]%n", clients, threads, median(rate));
        }
    }

    private static void scale(PrintWriter out, DataLocation data, Path jar, Path home, Path tmp, List<Response> dev, int[] scales)
            throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        Child previous = null;
        int previousN = 0;
        for (int scale : scales) {
            int n = dev.size() * scale;
            Path in = tmp.resolve("answers-" + n + ".jsonl");
            try (BufferedWriter w = Files.newBufferedWriter(in, StandardCharsets.UTF_8)) {
                for (int i = 0; i < n; i++) {
                    Response r = dev.get(i % dev.size());
                    w.write(mapper.writeValueAsString(java.util.Map.of("id", String.format("B%06d", i + 1),
                            "question", r.question(), "answer", r.answer())));
                    w.write('\n');
                }
            }
            Path result = tmp.resolve("answers-" + n + ".out.jsonl");
            Child c = child(data, jar, home, List.of(in.toString(), "--format", "jsonl", "--out", result.toString()));
            long lines;
            try (Stream<String> s = Files.lines(result, StandardCharsets.UTF_8)) {
                lines = s.count();
            }
            if (lines != n) {
                throw new IllegalStateException(n + " answers in, " + lines + " out");
            }
            // The start-up is paid once per run, so linearity shows in the cost of the answers added since the last size.
            String marginal = previous == null ? "" : String.format(Locale.ROOT, "; the %,d answers added cost %.2f ms wall, "
                    + "%.2f ms CPU each", n - previousN, (c.seconds() - previous.seconds()) / (n - previousN) * 1000,
                    (double) (c.cpuMs() - previous.cpuMs()) / (n - previousN));
            out.printf(Locale.ROOT, "verify JSONL %dx (%,d answers, fresh JVM): %.1f s wall, %.1f s CPU, %s, peak heap %d MiB%s  "
                    + "[100x >= 200 answers/s on 2 cores; linear; heap <= 2048 MiB]%n", scale, n, c.seconds(),
                    c.cpuMs() / 1000.0, rates(n, c), c.peakHeap() >> 20, marginal);
            out.flush();
            if (scale == SPARK_SCALE && Files.isRegularFile(home.resolve("spark/pom.xml")) && Files.isExecutable(home.resolve("tahqiq"))) {
                Path folder = tmp.resolve("answers-" + n + ".spark");
                // Built (on first use) and started once untimed: the figure is the job's, not Maven's.
                run(List.of(home.resolve("tahqiq").toString(), "spark-verify", "--help"));
                Child s = sparkChild(data, home, in, folder);
                long records = 0;
                try (Stream<Path> parts = Files.list(folder)) {
                    for (Path p : parts.filter(f -> f.getFileName().toString().startsWith("part-")).toList()) {
                        try (Stream<String> partLines = Files.lines(p, StandardCharsets.UTF_8)) {
                            records += partLines.count();
                        }
                    }
                }
                if (records != n) {
                    throw new IllegalStateException(n + " answers in, " + records + " Spark records out");
                }
                out.printf(Locale.ROOT, "spark-verify --master local[2] %dx (%,d answers, fresh JVM): %.1f s wall, %.1f s CPU, %s  "
                        + "[beside verify's %.0f answers/s]%n", scale, n, s.seconds(), s.cpuMs() / 1000.0, rates(n, s),
                        n / c.seconds());
                out.flush();
            }
            previous = c;
            previousN = n;
            Files.deleteIfExists(in);
            Files.deleteIfExists(result);
        }
    }

    /** Answers per second of wall time, and per second of CPU time (what a core gives, whatever else the machine runs). */
    private static String rates(int n, Child c) {
        return String.format(Locale.ROOT, "%.0f answers/s (%.0f per CPU-second)", n / c.seconds(),
                c.cpuMs() > 0 ? n / (c.cpuMs() / 1000.0) : Double.NaN);
    }

    static double quantile(double[] sorted, double q) {
        int i = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }
}
