package org.tahqiq.report;

import org.tahqiq.subtask.Tables;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.internal.chartpart.Chart;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.eval.CrossValidation;
import org.tahqiq.experiment.RunSpec;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.task2.Task2Input;
import org.tahqiq.task2.ThresholdPolicy;
import org.tahqiq.task2.rules.Thresholds;
import org.tahqiq.task2.rules.Verifier;
import org.tahqiq.task3.Task3Input;
import tech.tablesaw.api.Table;

/**
 * What every notebook starts from, in one call ({@code var nb = Notebook.setup();}): the checkout the notebook is in,
 * the data (found as the CLI finds it), where tables, figures and indexes go, the dev inputs of each subtask, the
 * retrieval (opened on first use, with the CLI's defaults), and the cross-validation settings of the pinned dev runs —
 * folds, headline seed and the fold seeds of the repeated cross-validation — so no notebook types a number the library
 * or a pinned spec defines.
 */
public final class Notebook implements AutoCloseable {

    /** The Java system property the {@code ./tahqiq} launcher and the tests set to the checkout. */
    public static final String HOME_PROPERTY = "tahqiq.home";

    private final Path root;
    private final DataLocation data;
    private final RunSpec pinned;
    private Retrieval retrieval;
    private Verifier verifier;
    private Task2Input task2;
    private Task3Input task3;

    private Notebook(Path root, DataLocation data) {
        this.root = root;
        this.data = data;
        this.pinned = RunSpec.resource(Thresholds.PINNED_SPEC);
    }

    /** From the working directory (Jupyter starts a kernel in the notebook's folder). */
    public static Notebook setup() {
        String home = System.getProperty(HOME_PROPERTY);
        Path from = home != null && !home.isBlank() ? Path.of(home) : Path.of("");
        return setup(from, System.getenv(DataLocation.ENV));
    }

    /**
     * @param from    a folder inside the checkout (or the checkout itself)
     * @param dataEnv the value of {@code $TAHQIQ_DATA}, or null
     */
    public static Notebook setup(Path from, String dataEnv) {
        System.setProperty("java.awt.headless", "true");
        Path root = checkout(from.toAbsolutePath().normalize());
        return new Notebook(root, DataLocation.resolve(null, dataEnv, root));
    }

    /** The checkout at or above {@code from} ({@link DataLocation#checkout}). */
    static Path checkout(Path from) {
        return DataLocation.checkout(from);
    }


    public Path root() {
        return root;
    }

    public DataLocation data() {
        return data;
    }

    /** {@code results/tables/} of the checkout. */
    public Path tables() {
        return root.resolve("results/tables");
    }

    /** {@code results/figures/} of the checkout. */
    public Path figures() {
        return root.resolve("results/figures");
    }

    /** {@code results/cache/}: the indexes, shared with the CLI. */
    public Path cache() {
        return root.resolve("results/cache");
    }

    /** Cross-validation folds of the pinned dev runs. */
    public int folds() {
        return ((Number) pinned.settings().get("folds")).intValue();
    }

    /** The headline fold seed of the pinned dev runs. */
    public long seed() {
        return ((Number) pinned.settings().get("seed")).longValue();
    }

    /** The fold seeds of the repeated cross-validation of the pinned dev runs, the headline seed first. */
    public List<Long> seeds() {
        return CrossValidation.seeds(seed(), ((Number) pinned.settings().get("foldSeeds")).intValue());
    }

    /** The fold seeds as an array (the Subtask 4 experiments take them so). */
    public long[] seedArray() {
        return seeds().stream().mapToLong(Long::longValue).toArray();
    }

    /**
     * The Subtask 2 policy of {@code ./tahqiq task2} on labelled input: thresholds chosen by {@link #folds()}-fold
     * cross-validation at {@link #seed()}, the pinned thresholds as the base.
     */
    public ThresholdPolicy policy() {
        return ThresholdPolicy.crossValidated(Thresholds.pinned(), folds(), seed());
    }

    /** The pinned dev spec of a subtask ({@code results/regression/<subtask>-dev.json}), e.g. {@code pinned("task3")}. */
    public RunSpec pinned(String subtask) {
        return RunSpec.resource(subtask + "-dev");
    }

    /** The corpora's retrieval with the CLI's default settings, opened (or read from the cache) on first use. */
    public synchronized Retrieval retrieval() {
        if (retrieval == null) {
            retrieval = Retrieval.open(data, RetrievalConfig.DEFAULT, cache());
        }
        return retrieval;
    }

    /** The Subtask 2 rules over {@link #retrieval()}, every refinement on. */
    public synchronized Verifier verifier() {
        if (verifier == null) {
            // As ./tahqiq task2 judges: the judged quotes of the labelled answers, never the dev answers' own.
            verifier = new Verifier(retrieval(), org.tahqiq.task2.rules.RuleOptions.ALL,
                    org.tahqiq.task2.rules.KnownQuotes.read(data()).without(task2().responses()));
        }
        return verifier;
    }

    /** The Subtask 2 dev input ({@code dev.jsonl}, gold labels included), read once. */
    public synchronized Task2Input task2() {
        if (task2 == null) {
            task2 = Task2Input.read(data.devJsonl());
        }
        return task2;
    }

    /** The Subtask 3 dev input ({@code dev_task_3.tsv} joined with {@code dev.jsonl}), read once. */
    public synchronized Task3Input task3() {
        if (task3 == null) {
            task3 = Task3Input.dev(data);
        }
        return task3;
    }

    /** Writes a table to {@link #tables()} ({@link Tables#write}) and returns it as written. */
    public Table table(Table table, String name) {
        return Tables.write(table, tables(), name);
    }

    /** Writes a figure to {@link #figures()} ({@link Charts#save}) and returns it for display. */
    public <C extends Chart<?, ?>> C figure(C chart, String name) {
        return Charts.save(chart, figures(), name);
    }

    /**
     * One line: how much dev data was found and the cross-validation settings. It names no path, so a committed
     * notebook's output is the same on every machine ({@link #data()} has the folder).
     */
    @Override
    public String toString() {
        List<Long> s = seeds();
        return String.format(Locale.ROOT, "%s; %d folds grouped by question, seed %d; repeated over %d fold seeds (%s)",
                devSet(), folds(), seed(), s.size(), s.size() <= 3 ? s.toString()
                        : s.get(0) + ", " + s.get(1) + ", …, " + s.get(s.size() - 1));
    }

    /** "dev set N answers", or why there is no count: a description should not throw. */
    private String devSet() {
        Path dev = data.devJsonl();
        if (!Files.isRegularFile(dev)) {
            return "no dev set (" + dev.getFileName() + " missing)";
        }
        try (var lines = Files.lines(dev)) {
            return "dev set " + lines.filter(line -> !line.isBlank()).count() + " answers";
        } catch (IOException | UncheckedIOException e) {
            return "dev set unreadable (" + dev.getFileName() + ": " + e.getMessage() + ")";
        }
    }

    @Override
    public synchronized void close() {
        if (retrieval != null) {
            retrieval.close();
            retrieval = null;
            verifier = null;
        }
    }
}
