package org.tahqiq.cli;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.eval.ThresholdSweep;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.task2.Task2Input;
import org.tahqiq.task2.Task2Pipeline;
import org.tahqiq.index.AnnotationEvidence;
import org.tahqiq.task2.Thresholds;
import org.tahqiq.task2.Verifier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Speed figures: whole task1 and task2 runs (fresh JVMs: wall and CPU), span detection and verification "
                + "throughput after warm-up, 51x51 threshold-grid re-scoring, peak heap. Medians of --runs runs.")
final class BenchCommand implements Callable<Integer> {

    static final String PEAK_HEAP = "peak-heap-bytes=";
    static final String CPU = "cpu-ms=";

    @Mixin
    DataOptions dataOptions;

    @Option(names = "--runs", defaultValue = "3", description = "repetitions per figure (median reported)")
    int runs;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        DataLocation data = dataOptions.resolve();
        out.printf(Locale.ROOT, "machine: %d cores, max heap of this JVM %d MiB%n", Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory() >> 20);
        wholeRuns(out, data);
        inProcess(out, data);
        task1(out, data);
        org.tahqiq.verify.VerifyBench.print(out, data, ownJar(), Main.projectRoot(), DataOptions.cacheDir(), runs);
        out.flush();
        return 0;
    }

    private void wholeRuns(PrintWriter out, DataLocation data) throws IOException, InterruptedException {
        Path jar = ownJar();
        if (jar == null) {
            out.println("whole task2 run: skipped (not running from tahqiq.jar)");
            return;
        }
        double[] secs = new double[runs];
        long[] heaps = new long[runs];
        Path tmp = Files.createTempDirectory("tahqiq-bench");
        for (int i = 0; i < runs; i++) {
            List<String> cmd = new ArrayList<>(List.of(javaBin(), "-Xmx2g", "-Dtahqiq.home=" + Main.projectRoot(),
                    "-Dtahqiq.reportHeap=true", "-jar", jar.toString(), "task2", "--quiet", "--data", data.root().toString(),
                    "--out", tmp.toString()));
            long t0 = System.nanoTime();
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int rc = p.waitFor();
            secs[i] = (System.nanoTime() - t0) / 1e9;
            if (rc != 0) {
                throw new IllegalStateException("task2 run failed (exit " + rc + "):\n" + output);
            }
            Matcher m = Pattern.compile(PEAK_HEAP + "(\\d+)").matcher(output);
            heaps[i] = m.find() ? Long.parseLong(m.group(1)) : -1;
            out.printf(Locale.ROOT, "  task2 run %d: %.2f s, peak heap %d MiB%n", i + 1, secs[i], heaps[i] >> 20);
        }
        out.printf(Locale.ROOT, "whole task2 run (JVM start, load, index, retrieve, CV, write): median %.2f s  [target <= 15 s]%n", median(secs));
        out.printf(Locale.ROOT, "peak heap of a task2 run: median %d MiB  [target <= 2048 MiB]%n", (long) median(Arrays.stream(heaps).asDoubleStream().toArray()) >> 20);
    }

    private void inProcess(PrintWriter out, DataLocation data) {
        Task2Input in = Task2Input.read(data.devJsonl());
        try (Retrieval r = Retrieval.open(data, RetrievalConfig.DEFAULT, DataOptions.cacheDir())) {
            Task2Pipeline pipeline = new Task2Pipeline(new Verifier(r));
            for (int i = 0; i < 2; i++) {
                pipeline.verifier().judge(pipeline.verifier().gather(in.annotations()), Thresholds.pinned());
            }
            double[] rate = new double[runs];
            List<AnnotationEvidence> ev = null;
            for (int i = 0; i < runs; i++) {
                long t0 = System.nanoTime();
                ev = pipeline.verifier().gather(in.annotations());
                pipeline.verifier().judge(ev, Thresholds.pinned());
                rate[i] = in.segmentCount() / ((System.nanoTime() - t0) / 1e9);
            }
            out.printf(Locale.ROOT, "verification throughput after warm-up: median %.0f segments/s (%d segments, %d threads)  [target >= 1000]%n",
                    median(rate), in.segmentCount(), Runtime.getRuntime().availableProcessors());
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

    /** Subtask 1: whole runs cold (every model trained) and warm (fold models from the cache), then throughput. */
    private void task1(PrintWriter out, DataLocation data) throws IOException, InterruptedException {
        Path jar = ownJar();
        if (jar != null) {
            Path tmp = Files.createTempDirectory("tahqiq-bench");
            // A private model cache: the first run fills it (cold), the later ones read it (warm).
            Path home = Files.createTempDirectory("tahqiq-bench-home");
            List<String> base = List.of(javaBin(), "-Xmx2g", "-Dtahqiq.home=" + home, "-Dtahqiq.reportHeap=true", "-jar",
                    jar.toString(), "task1", "--quiet", "--data", data.root().toString(), "--out", tmp.toString());
            for (String seeds : List.of("1", "16")) {
                List<String> cmd = new ArrayList<>(base);
                cmd.addAll(List.of("--fold-seeds", seeds));
                double[] secs = new double[runs + 1];
                double[] cpu = new double[runs + 1];
                for (int i = 0; i <= runs; i++) {
                    double[] r = child(cmd);
                    secs[i] = r[0];
                    cpu[i] = r[1];
                    out.printf(Locale.ROOT, "  task1 --fold-seeds %s run %d (%s): %.2f s wall, %.2f s CPU%n", seeds, i + 1,
                            i == 0 ? "cold: trains every model" : "warm: models from the cache", secs[i], cpu[i]);
                }
                double[] warm = Arrays.copyOfRange(secs, 1, secs.length);
                double[] warmCpu = Arrays.copyOfRange(cpu, 1, cpu.length);
                out.printf(Locale.ROOT, "whole task1 run, %s fold seed%s (JVM start, load, index, analyse, CV, write): cold %.2f s "
                        + "wall / %.2f s CPU; warm median %.2f s wall / %.2f s CPU  [target <= 10 s]%n", seeds,
                        seeds.equals("1") ? "" : "s", secs[0], cpu[0], median(warm), median(warmCpu));
            }
        } else {
            out.println("whole task1 run: skipped (not running from tahqiq.jar)");
        }
        org.tahqiq.task1.Task1Input in = org.tahqiq.task1.Task1Input.read(data.devJsonl());
        org.tahqiq.task1.Task1Pipeline p = org.tahqiq.task1.Task1Pipeline.load(data, org.tahqiq.task1.Task1Recipe.DEFAULT);
        org.tahqiq.task1.SpanDetector d = p.detector(org.tahqiq.task1.Task1Pipeline.pinnedModel());
        List<String> texts = in.answers().stream().map(org.tahqiq.task1.Answer::text).toList();
        for (int i = 0; i < 3; i++) {
            texts.forEach(d::detect);
        }
        var threads = ManagementFactory.getThreadMXBean();
        double[] rate = new double[runs];
        double[] cpuRate = new double[runs];
        for (int i = 0; i < runs; i++) {
            long c0 = threads.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            texts.forEach(d::detect);
            rate[i] = texts.size() / ((System.nanoTime() - t0) / 1e9);
            cpuRate[i] = texts.size() / ((threads.getCurrentThreadCpuTime() - c0) / 1e9);
        }
        out.printf(Locale.ROOT, "span detection throughput after warm-up (detect(answer): analysis, alignment, tagging, rules; one "
                + "thread): median %.0f responses/s wall, %.0f per CPU second (%d responses)  [target >= 200]%n", median(rate),
                median(cpuRate), texts.size());
    }

    /** Runs a child JVM; wall seconds and the CPU seconds it reports. */
    private static double[] child(List<String> cmd) throws IOException, InterruptedException {
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int rc = p.waitFor();
        double secs = (System.nanoTime() - t0) / 1e9;
        if (rc != 0) {
            throw new IllegalStateException(String.join(" ", cmd) + " failed (exit " + rc + "):\n" + output);
        }
        Matcher m = Pattern.compile(CPU + "(\\d+)").matcher(output);
        return new double[] {secs, m.find() ? Long.parseLong(m.group(1)) / 1000.0 : Double.NaN};
    }

    /** CPU time of this whole process (every thread, the JIT and the collector included). */
    static long processCpuMs() {
        var os = ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean s ? s.getProcessCpuTime() / 1_000_000 : -1;
    }

    static long peakHeap() {
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                sum += pool.getPeakUsage().getUsed();
            }
        }
        return sum;
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    private static String javaBin() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static Path ownJar() {
        try {
            Path p = Path.of(BenchCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return p.toString().endsWith(".jar") && new File(p.toString()).isFile() ? p : null;
        } catch (Exception e) {
            return null;
        }
    }
}
