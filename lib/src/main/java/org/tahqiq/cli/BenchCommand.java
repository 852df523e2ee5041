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
        description = "Speed figures: whole task2 runs (fresh JVMs), verification throughput after warm-up, "
                + "51x51 threshold-grid re-scoring, peak heap. Medians of --runs runs.")
final class BenchCommand implements Callable<Integer> {

    static final String PEAK_HEAP = "peak-heap-bytes=";

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
