package org.tahqiq.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.eval.ThresholdSweep;
import org.tahqiq.index.AnnotationEvidence;
import org.tahqiq.index.EvidenceGatherer;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.task2.Task2Input;
import org.tahqiq.task2.Task2Pipeline;
import org.tahqiq.task2.rules.Thresholds;
import org.tahqiq.task2.rules.Verifier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Speed figures, medians of --runs: whole task2 runs through ./tahqiq (JVM start, warm snapshot; CPU, "
                + "wall, peak RSS), verification throughput after warm-up on 1 and 2 threads, cost on the dev set repeated "
                + "(new ids), 51x51 threshold-grid re-scoring; whole task1 runs cold and with cached fold models, span "
                + "detection throughput; whole lookup runs and warm lookup latency. Quote figures only from a quiet machine (the load is "
                + "printed).")
final class BenchCommand implements Callable<Integer> {

    @Mixin
    DataOptions dataOptions;

    @Option(names = "--runs", defaultValue = "3", description = "repetitions per figure (median reported; at least 3 for quoting)")
    int runs;

    @Option(names = "--scales", split = ",", defaultValue = "1,10,100",
            description = "how many times the dev set is repeated for the linearity figures (e.g. --scales 1,10 for a quick look)")
    List<Integer> scales;

    /** The groups of figures {@code --only} can pick. */
    enum Part { task2, task1, verify, repair, lookup, spark }

    @Option(names = "--only", split = ",", paramLabel = "PART",
            description = "only these groups of figures: task2, task1, verify, repair, lookup, spark (default: all; e.g. --only verify "
                    + "for the verify figures, a few minutes, repair's among them; --only repair, what verify --repair adds, "
                    + "about a minute; --only lookup, under a minute; --only spark, the Spark job on a standalone cluster of one "
                    + "and of two workers on loopback beside verify, several minutes)")
    java.util.EnumSet<Part> only;

    @Option(names = "--verify-scales", split = ",", defaultValue = "1,10,100",
            description = "the verify JSONL sizes, in times the dev answers (default ${DEFAULT-VALUE}; 0 skips that figure; "
                    + "at 10 the Spark job runs too, local[2], when the checkout has the spark module)")
    List<Integer> verifyScales;

    @Spec
    CommandSpec spec;

    private boolean wanted(Part p) {
        return only == null || only.isEmpty() || only.contains(p);
    }

    /** CPU, wall and peak resident memory of one child process run. */
    record ChildRun(double cpuSeconds, double wallSeconds, long peakRssKib) {
    }

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        DataLocation data = dataOptions.resolve();
        out.printf(Locale.ROOT, "machine: %d cores, load average %s (quote figures only when it is below 1)%n",
                Runtime.getRuntime().availableProcessors(), loadAverage());
        out.flush();
        Path launcher = Main.projectRoot().resolve("tahqiq");
        if (Files.isExecutable(launcher)) {
            if (wanted(Part.task2)) {
                wholeRuns(out, launcher, data);
                scaling(out, launcher, data);
            }
            if (wanted(Part.task1)) {
                task1Runs(out, launcher, data);
            }
        } else if (wanted(Part.task2) || wanted(Part.task1)) {
            out.println("whole task2 and task1 runs: skipped (no ./tahqiq launcher at " + launcher + ")");
        }
        if (wanted(Part.task2)) {
            inProcess(out, data);
        }
        if (wanted(Part.task1)) {
            task1Throughput(out, data);
        }
        if (wanted(Part.verify)) {
            int[] sizes = verifyScales.stream().mapToInt(Integer::intValue).filter(k -> k > 0).toArray();
            org.tahqiq.bench.VerifyBench.print(out, data, Main.projectRoot().resolve("lib/target/tahqiq.jar"), Main.projectRoot(),
                    DataOptions.cacheDir(), runs, sizes);
        }
        if (only != null && only.contains(Part.repair) && !wanted(Part.verify)) {
            org.tahqiq.bench.VerifyBench.printRepair(out, data, DataOptions.cacheDir(), runs);
        }
        if (wanted(Part.lookup)) {
            if (Files.isExecutable(launcher)) {
                lookupRuns(out, launcher, data);
            }
            org.tahqiq.bench.LookupBench.print(out, org.tahqiq.lookup.Lookup.shared(data, DataOptions.cacheDir()),
                    org.tahqiq.bench.LookupBench.devQueries(data), runs);
        }
        if (wanted(Part.spark)) {
            sparkCluster(out, launcher, data);
        }
        out.printf(Locale.ROOT, "load average at the end: %s%n", loadAverage());
        out.flush();
        return 0;
    }

    /**
     * The spark module's cluster figures ({@code org.tahqiq.spark.ClusterBench}, run on the module's classpath, which
     * the launcher builds on first use): this jar never loads Spark.
     */
    private void sparkCluster(PrintWriter out, Path launcher, DataLocation data) throws IOException, InterruptedException {
        Path home = Main.projectRoot();
        if (!Files.isRegularFile(home.resolve("spark/pom.xml")) || !Files.isExecutable(launcher)) {
            out.println("spark cluster figures: skipped (no spark module or no ./tahqiq launcher at " + home + ")");
            return;
        }
        child(List.of(launcher.toString(), "spark-verify", "--help")); // builds the spark module when it is not built
        String classpath = home.resolve("spark/target/tahqiq-spark-classes.jar") + java.io.File.pathSeparator
                + Files.readString(home.resolve("spark/target/classpath.txt"), StandardCharsets.UTF_8).trim();
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx512m",
                "-cp", classpath, "org.tahqiq.spark.ClusterBench", data.root().toString(), home.toString(),
                String.valueOf(runs)).redirectErrorStream(true).start();
        try (var lines = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = lines.readLine()) != null; ) {
                out.println(line);
                out.flush();
            }
        }
        int rc = p.waitFor();
        if (rc != 0) {
            throw new IllegalStateException("the spark cluster figures failed (exit " + rc + ")");
        }
    }

    private void wholeRuns(PrintWriter out, Path launcher, DataLocation data) throws IOException, InterruptedException {
        Path tmp = Files.createTempDirectory("tahqiq-bench");
        List<String> cmd = List.of(launcher.toString(), "task2", "--quiet", "--data", data.root().toString(),
                "--out", tmp.resolve("out").toString());
        child(cmd); // warms the snapshot, the class-data archive and the page cache
        List<ChildRun> rs = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            ChildRun r = child(cmd);
            rs.add(r);
            out.printf(Locale.ROOT, "  task2 run %d: CPU %.2f s, wall %.2f s, peak RSS %d MiB%n", i + 1, r.cpuSeconds(),
                    r.wallSeconds(), r.peakRssKib() >> 10);
            out.flush();
        }
        out.printf(Locale.ROOT, "whole task2 run on the dev set (JVM start, warm snapshot): median CPU %.2f s [target <= 2.5], "
                        + "wall %.2f s [target <= 2.0], peak RSS %d MiB [target <= 700]%n",
                median(rs, ChildRun::cpuSeconds), median(rs, ChildRun::wallSeconds), (long) median(rs, r -> r.peakRssKib()) >> 10);
        out.flush();
        deleteTree(tmp);
    }

    /**
     * Whole task1 runs on the dev set, with one fold seed and with the default 16: the first run of each trains every
     * model into a private cache (cold), the next ones load the fold models and repeated seeds' scores from it (warm).
     */
    private void task1Runs(PrintWriter out, Path launcher, DataLocation data) throws IOException, InterruptedException {
        Path tmp = Files.createTempDirectory("tahqiq-bench-task1");
        for (String seeds : List.of("1", "16")) {
            Path cache = tmp.resolve("cache-" + seeds);
            List<String> cmd = List.of(launcher.toString(), "task1", "--quiet", "--fold-seeds", seeds, "--model-cache", cache.toString(),
                    "--data", data.root().toString(), "--out", tmp.resolve("out").toString());
            ChildRun cold = child(cmd);
            List<ChildRun> rs = new ArrayList<>();
            for (int i = 0; i < runs; i++) {
                rs.add(child(cmd));
            }
            out.printf(Locale.ROOT, "whole task1 run on the dev set, %s fold seed%s: cold (trains every model) CPU %.2f s, wall %.2f s; "
                            + "cached fold models: median CPU %.2f s, wall %.2f s [target <= 10 s], peak RSS %d MiB%n", seeds,
                    seeds.equals("1") ? "" : "s", cold.cpuSeconds(), cold.wallSeconds(), median(rs, ChildRun::cpuSeconds),
                    median(rs, ChildRun::wallSeconds), (long) median(rs, r -> r.peakRssKib()) >> 10);
            out.flush();
        }
        deleteTree(tmp);
    }

    /**
     * Whole {@code ./tahqiq lookup} runs, a reference and a remembered verse: the first without the command's class-data
     * archive (removed first; the run writes it, as the first run after a build does), then medians of runs with it.
     */
    private void lookupRuns(PrintWriter out, Path launcher, DataLocation data) throws IOException, InterruptedException {
        Path archive = Main.projectRoot().resolve("lib/target/tahqiq-lookup.jsa");
        for (String query : List.of("البقرة 255", "إنما الأعمال بالنيات وإنما لكل امرئ ما نوى")) {
            List<String> cmd = List.of(launcher.toString(), "lookup", query, "--data", data.root().toString());
            Files.deleteIfExists(archive);
            ChildRun first = child(cmd);
            List<ChildRun> rs = new ArrayList<>();
            for (int i = 0; i < runs; i++) {
                rs.add(child(cmd));
            }
            out.printf(Locale.ROOT, "whole ./tahqiq lookup «%s» (JVM start, warm snapshot): with the class-data archive median "
                            + "wall %.2f s [target <= 1.5 s], CPU %.2f s, peak RSS %d MiB; the first run, without it (and writing "
                            + "it): wall %.2f s, CPU %.2f s%n", query, median(rs, ChildRun::wallSeconds), median(rs, ChildRun::cpuSeconds),
                    (long) median(rs, r -> r.peakRssKib()) >> 10, first.wallSeconds(), first.cpuSeconds());
            out.flush();
        }
    }

    /** {@code detect(answer)} over the dev answers with the pinned model, after warm-up, on one thread. */
    private void task1Throughput(PrintWriter out, DataLocation data) {
        org.tahqiq.task1.Task1Input in = org.tahqiq.task1.Task1Input.read(data.devJsonl());
        org.tahqiq.task1.detect.SpanDetector d = org.tahqiq.task1.Task1Pipeline.load(data, org.tahqiq.task1.Task1Recipe.DEFAULT)
                .detector(org.tahqiq.task1.Task1Pipeline.pinnedModel());
        List<String> texts = in.answers().stream().map(org.tahqiq.task1.Answer::text).toList();
        WarmUp w = warmUp(() -> texts.forEach(d::detect));
        out.printf(Locale.ROOT, "span detection warm-up: %d passes (the last compiled for %d ms of its %.0f ms)%n",
                w.passes(), w.lastCompiledMs(), w.lastPassMs());
        double[] rate = new double[runs];
        double[] perCpuSecond = new double[runs];
        for (int i = 0; i < runs; i++) {
            long c0 = processCpuNanos();
            long t0 = System.nanoTime();
            texts.forEach(d::detect);
            rate[i] = texts.size() / ((System.nanoTime() - t0) / 1e9);
            perCpuSecond[i] = texts.size() / ((processCpuNanos() - c0) / 1e9);
        }
        out.printf(Locale.ROOT, "span detection after warm-up (detect(answer): analysis, alignment, tagging, rules), 1 thread: median "
                + "%.0f responses/s (%d responses; %.0f per CPU-second)  [target >= 300]%n", median(rate), texts.size(), median(perCpuSecond));
        out.flush();
    }

    /** The dev set repeated n times with new response and question ids, run whole: cost should grow linearly. */
    private void scaling(PrintWriter out, Path launcher, DataLocation data) throws IOException, InterruptedException {
        if (scales.isEmpty()) {
            return;
        }
        Path tmp = Files.createTempDirectory("tahqiq-bench-scale");
        List<String> dev = Files.readAllLines(data.devJsonl(), StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank()).toList();
        int segments = Task2Input.read(data.devJsonl()).segmentCount();
        double perSegmentAt1 = Double.NaN;
        for (int n : scales) {
            Path input = tmp.resolve("dev-x" + n + ".jsonl");
            Files.write(input, repeated(dev, n), StandardCharsets.UTF_8);
            List<String> cmd = List.of(launcher.toString(), "task2", "--quiet", "--data", data.root().toString(),
                    "--input", input.toString(), "--out", tmp.resolve("out").toString());
            List<ChildRun> rs = new ArrayList<>();
            for (int i = 0; i < runs; i++) {
                rs.add(child(cmd));
            }
            double wall = median(rs, ChildRun::wallSeconds);
            double cpu = median(rs, ChildRun::cpuSeconds);
            double perSegment = 1000 * wall / (segments * (double) n);
            if (Double.isNaN(perSegmentAt1)) {
                perSegmentAt1 = perSegment;
            }
            out.printf(Locale.ROOT, "dev x%-3d (%7d segments): median wall %7.2f s, CPU %7.2f s, peak RSS %5d MiB, "
                            + "%.3f ms wall per segment (%.2f of the first scale's)%n", n, segments * n, wall, cpu,
                    (long) median(rs, r -> r.peakRssKib()) >> 10, perSegment, perSegment / perSegmentAt1);
            out.flush();
            Files.delete(input);
        }
        deleteTree(tmp);
    }

    /** Each dev response n times, copy k with ids suffixed "-k" (question ids too, so folds stay grouped). */
    static List<String> repeated(List<String> lines, int n) throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        List<String> out = new ArrayList<>(lines.size() * n);
        for (int k = 0; k < n; k++) {
            for (String line : lines) {
                if (k == 0) {
                    out.add(line);
                    continue;
                }
                ObjectNode o = (ObjectNode) mapper.readTree(line);
                o.put("id", o.get("id").asText() + "-" + k);
                if (o.hasNonNull("question_id")) {
                    o.put("question_id", o.get("question_id").asText() + "-" + k);
                }
                out.add(mapper.writeValueAsString(o));
            }
        }
        return out;
    }

    private void inProcess(PrintWriter out, DataLocation data) {
        Task2Input in = Task2Input.read(data.devJsonl());
        try (Retrieval r = Retrieval.open(data, RetrievalConfig.DEFAULT, DataOptions.cacheDir())) {
            Task2Pipeline pipeline = new Task2Pipeline(new Verifier(r));
            int cores = Runtime.getRuntime().availableProcessors();
            int[] threadCounts = cores >= 2 ? new int[] {1, 2} : new int[] {1};
            EvidenceGatherer[] gatherers = new EvidenceGatherer[threadCounts.length];
            for (int t = 0; t < threadCounts.length; t++) {
                gatherers[t] = new EvidenceGatherer(r, threadCounts[t]);
            }
            int[] turn = {0};
            WarmUp w = warmUp(() -> throughputPass(pipeline, gatherers[turn[0]++ % gatherers.length], in));
            out.printf(Locale.ROOT, "verification throughput warm-up: %d passes (the last compiled for %d ms of its %.0f ms)%n",
                    w.passes(), w.lastCompiledMs(), w.lastPassMs());
            List<AnnotationEvidence> ev = null;
            // The thread counts take turns, pass by pass, so that a change in the machine's speed (other tenants, turbo)
            // falls on both alike; the speedup is the median of the ratios of adjacent passes.
            int passes = Math.max(3 * runs, 9);
            double[][] rate = new double[threadCounts.length][passes];
            double[][] perCpuSecond = new double[threadCounts.length][passes];
            double[] ceiling = new double[passes];
            for (int i = 0; i < passes; i++) {
                for (int t = 0; t < threadCounts.length; t++) {
                    long c0 = processCpuNanos();
                    long t0 = System.nanoTime();
                    ev = throughputPass(pipeline, gatherers[t], in);
                    rate[t][i] = in.segmentCount() / ((System.nanoTime() - t0) / 1e9);
                    perCpuSecond[t][i] = in.segmentCount() / ((processCpuNanos() - c0) / 1e9);
                }
                if (threadCounts.length == 2) {
                    ceiling[i] = CoreCeiling.speedup();
                }
            }
            for (int t = 0; t < threadCounts.length; t++) {
                out.printf(Locale.ROOT, "verification throughput after warm-up, %d thread%s: median %.0f segments/s (%d segments, "
                                + "%d passes; %.0f segments per CPU-second)%s%n", threadCounts[t], threadCounts[t] == 1 ? "" : "s",
                        median(rate[t]), in.segmentCount(), passes, median(perCpuSecond[t]),
                        threadCounts[t] == 2 ? "  [target >= 5000]" : "");
            }
            if (threadCounts.length == 2) {
                double[] ratio = new double[passes];
                for (int i = 0; i < passes; i++) {
                    ratio[i] = rate[1][i] / rate[0][i];
                }
                out.printf(Locale.ROOT, "2-thread / 1-thread speedup: %.2f (median of %d adjacent pairs; ratio of the medians %.2f)  "
                        + "[target >= 1.7]%n", median(ratio), passes, median(rate[1]) / median(rate[0]));
                out.printf(Locale.ROOT, "  this machine's own ceiling, measured between those pairs: a compute-only loop (registers, "
                        + "no memory) gains %.2f from a second thread (median; %.2f to %.2f)%n", median(ceiling),
                        Arrays.stream(ceiling).min().orElse(0), Arrays.stream(ceiling).max().orElse(0));
            }
            out.flush();
            var scored = pipeline.scored(ev, in.gold());
            double[] grid = ThresholdSweep.grid(50, 100, 51);
            double[] ms = new double[Math.max(runs, 5)];
            for (int i = 0; i < ms.length; i++) {
                long t0 = System.nanoTime();
                new ThresholdSweep(scored).grid(grid, grid, Map.of(SegmentType.CLAIMED_SOURCE, 0.9, SegmentType.ISNAD, 0.8));
                ms[i] = (System.nanoTime() - t0) / 1e6;
            }
            out.printf(Locale.ROOT, "51x51 threshold grid re-scored from precomputed similarities: median %.1f ms  [target <= 1000 ms]%n", median(ms));
        }
    }

    /** Retrieval and judging of every dev segment: what one verification of the dev set costs. */
    private static List<AnnotationEvidence> throughputPass(Task2Pipeline pipeline, EvidenceGatherer gatherer, Task2Input in) {
        List<AnnotationEvidence> ev = gatherer.gather(in.annotations(), in.context());
        pipeline.verifier().judge(ev, Thresholds.pinned());
        return ev;
    }

    /**
     * Runs a command to its end: wall time, CPU of the whole process tree (this process's reaped-children time from
     * /proc/self/stat, so the launcher's git and find count too) and the child's peak resident set (VmHWM, polled).
     */
    static ChildRun child(List<String> cmd) throws IOException, InterruptedException {
        long cpu0 = childrenCpuTicks();
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        Path status = Path.of("/proc", String.valueOf(p.pid()), "status");
        long peak = 0;
        while (p.isAlive()) {
            peak = Math.max(peak, vmHwmKib(status));
            Thread.sleep(5);
        }
        int rc = p.waitFor();
        double wall = (System.nanoTime() - t0) / 1e9;
        if (rc != 0) {
            throw new IllegalStateException("failed (exit " + rc + "): " + String.join(" ", cmd));
        }
        return new ChildRun((childrenCpuTicks() - cpu0) / (double) CLOCK_TICKS, wall, peak);
    }

    /**
     * What a second thread gives work that needs nothing but a core: the same register-only loop run on one thread,
     * then on two at once (each doing the whole loop). On this kind of machine (two virtual cores) the answer is well
     * under 2 and moves from minute to minute, so a speedup figure means little without it beside it.
     */
    static final class CoreCeiling {
        private static final long STEPS = 200_000_000L; // about 0.15 s on one core
        private static volatile long sink;

        static double speedup() {
            spin(STEPS / 10); // compiled before it is timed
            long t0 = System.nanoTime();
            sink += spin(STEPS);
            double one = System.nanoTime() - t0;
            Thread helper = new Thread(() -> sink += spin(STEPS));
            long t1 = System.nanoTime();
            helper.start();
            sink += spin(STEPS);
            try {
                helper.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Double.NaN;
            }
            double two = System.nanoTime() - t1;
            return 2 * one / two;
        }

        /** Six dependent chains of integer operations: keeps a core's units busy without touching memory. */
        private static long spin(long n) {
            long a = 1;
            long b = 2;
            long c = 3;
            long d = 4;
            long e = 5;
            long f = 6;
            for (long i = 0; i < n; i++) {
                a += b ^ i;
                b += c | i;
                c += d & i;
                d += e ^ a;
                e += f | b;
                f += a & c;
            }
            return a + b + c + d + e + f;
        }
    }

    /** How a warm-up ended: its passes, and the last one's compiling and wall time. */
    record WarmUp(int passes, long lastCompiledMs, double lastPassMs) {
    }

    /**
     * Runs {@code pass} until the JIT is done with it: a pass whose compiling took under 1 % of its wall time, at
     * least 4 passes and at most 30. Code still being compiled makes the first figures slower and, on the other core,
     * a one-thread figure faster (and its CPU per pass higher).
     */
    static WarmUp warmUp(Runnable pass) {
        int passes = 0;
        long compiledMs = Long.MAX_VALUE;
        double passMs = 0;
        while (passes < 4 || passes < 30 && compiledMs > passMs / 100) {
            long j0 = compilationMillis();
            long t0 = System.nanoTime();
            pass.run();
            passMs = (System.nanoTime() - t0) / 1e6;
            compiledMs = compilationMillis() - j0;
            passes++;
        }
        return new WarmUp(passes, compiledMs, passMs);
    }

    /** Milliseconds the JIT compilers have worked so far, or 0 when the JVM does not tell. */
    private static long compilationMillis() {
        var jit = ManagementFactory.getCompilationMXBean();
        return jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : 0;
    }

    /** CPU time of this whole process (all threads: retrieval, GC, JIT), or 0 where the JVM does not tell. */
    private static long processCpuNanos() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : 0;
    }

    private static final int CLOCK_TICKS = 100; // USER_HZ: 100 on every Linux ABI in use

    private static long childrenCpuTicks() throws IOException {
        Path stat = Path.of("/proc/self/stat");
        if (!Files.isReadable(stat)) {
            return 0;
        }
        String s = Files.readString(stat);
        String[] f = s.substring(s.lastIndexOf(')') + 2).split(" ");
        // after "pid (comm) ": state is field 3, so cutime (16) and cstime (17) are at 13 and 14
        return Long.parseLong(f[13]) + Long.parseLong(f[14]);
    }

    private static long vmHwmKib(Path status) {
        try {
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.replaceAll("\\D", ""));
                }
            }
        } catch (IOException | RuntimeException e) {
            // the process is gone
        }
        return 0;
    }

    private static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static double median(List<ChildRun> rs, java.util.function.ToDoubleFunction<ChildRun> f) {
        return median(rs.stream().mapToDouble(f).toArray());
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    private static void deleteTree(Path dir) throws IOException {
        try (var all = Files.walk(dir)) {
            for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
