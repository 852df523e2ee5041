package org.tahqiq.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.eval.Wilson;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import picocli.CommandLine.Option;

/** Options every task command shares: where to write, how to cross-validate, how to retrieve. */
final class RunOptions {

    @Option(names = "--out", paramLabel = "DIR", description = "output directory (default: results/<task>)")
    Path out;

    @Option(names = "--folds", defaultValue = "5",
            description = "with gold labels: choose thresholds by this many question-grouped folds (0 or 1: use --thresholds as given)")
    int folds;

    @Option(names = "--seed", defaultValue = "2026", description = "fold assignment seed")
    long seed;

    @Option(names = "-k", defaultValue = "15", description = "shortlist size")
    int k;

    @Option(names = "--no-cache", description = "build indexes in memory instead of caching them under results/cache")
    boolean noCache;

    @Option(names = "--quiet", description = "print only the zip path")
    boolean quiet;

    @Option(names = "--regression", paramLabel = "FILE",
            description = "with gold: also pin the scores with hashes of every file read (input, corpora, memory) to FILE "
                    + "(e.g. results/regression/task2-dev.json)")
    Path regression;

    Path outDir(String task) {
        return out != null ? out : Main.projectRoot().resolve("results/" + task);
    }

    Retrieval open(DataLocation data) {
        return Retrieval.open(data, RetrievalConfig.DEFAULT.withK(k), noCache ? null : DataOptions.cacheDir());
    }

    /** One line of a score table: rows, hits, accuracy, its 95% Wilson interval, missing predictions. */
    static void scoreRow(PrintWriter out, int width, String name, int hits, int total, int missing) {
        Wilson.Interval ci = Wilson.interval95(hits, total);
        out.printf(Locale.ROOT, "  %-" + width + "s %5d %5d %8.4f  [%.3f, %.3f]    %d%n", name, total, hits,
                total == 0 ? 0.0 : (double) hits / total, ci.low(), ci.high(), missing);
    }

    static void scoreHeader(PrintWriter out, int width) {
        out.printf("  %-" + width + "s %5s %5s %8s  %-17s %s%n", "type", "rows", "hits", "accuracy", "95% Wilson", "missing");
    }
}
