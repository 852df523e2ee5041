package org.tahqiq.cli;

import org.tahqiq.submit.SubmissionFiles;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.tahqiq.task3.CorrectionMemory;
import org.tahqiq.task3.CorrectionThresholds;
import org.tahqiq.task3.FoldSeedSweep;
import org.tahqiq.task3.MatnCoverage;
import org.tahqiq.task3.Task3Input;
import org.tahqiq.task3.Task3Outputs;
import org.tahqiq.task3.Task3Pipeline;
import org.tahqiq.task3.Task3Result;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.task3.Task3Score;
import org.tahqiq.index.Retrieval;
import org.tahqiq.experiment.Regression;
import org.tahqiq.task2.Verifier;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "task3", mixinStandardHelpOptions = true,
        description = "Subtask 3: propose the authentic text of every incorrect Ayah and matn, or خطأ; "
                + "write predictions.tsv, evidence.tsv, submission.zip and (with gold) scores.json.")
final class Task3Command implements Callable<Integer> {

    @Mixin
    DataOptions dataOptions;

    @Mixin
    RunOptions run;

    @Option(names = "--input", paramLabel = "FILE",
            description = "test-phase Subtask 3 TSV (with Span), corrections TSV (joined with the dev JSONL), "
                    + "or dev-schema JSONL (default: dev_task_3.tsv joined with dev.jsonl)")
    Path input;

    @Option(names = "--thresholds", paramLabel = "AYAH,MATN,AYAH_RUN,MATN_RUN",
            description = "fixed خطأ thresholds (default: the pinned ones); used for input without gold, or with --folds 0")
    String thresholds;

    @Option(names = "--memory", paramLabel = "FILE|none",
            description = "known corrections (a corrections TSV; repeat for several, e.g. train and dev for the test phase) "
                    + "ranked as matn candidates (default: train_set/train_task_3.tsv of the data directory, when present); "
                    + "none: without")
    List<String> memoryOptions;

    @Option(names = "--fold-seeds", paramLabel = "N", defaultValue = "1",
            description = "with gold and --folds of 2 or more: also cross-validate the same proposals with N fold seeds "
                    + "(--seed, then 1, 2, ...), print each type's mean, min and max hits and write fold-seeds.tsv: how much of "
                    + "a difference of a few rows is the luck of the folds (default: 1, the --seed run alone)")
    int foldSeeds;

    @Spec
    CommandSpec spec;

    static final String FOLD_SEEDS = "fold-seeds.tsv";

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        long t0 = System.nanoTime();
        DataLocation data = dataOptions.resolve();
        Task3Input in = input != null ? Task3Input.read(input, data.devJsonl()) : Task3Input.dev(data);
        CorrectionThresholds fixed = thresholds == null ? CorrectionThresholds.DEFAULT : parse(thresholds);
        Path outDir = run.outDir("task3");
        int folds = run.folds;
        List<Path> memoryFiles = memoryFiles(data);
        CorrectionMemory memory = CorrectionMemory.read(memoryFiles);
        long shared = in.annotations().stream().map(a -> a.responseId()).distinct().filter(memory.responses()::contains).count();
        boolean cv = folds > 1 && in.hasGold();
        if (foldSeeds < 1 || foldSeeds > 1 && !cv) {
            throw new CommandLine.ParameterException(spec.commandLine(), foldSeeds < 1
                    ? "--fold-seeds takes a count of at least 1, got " + foldSeeds
                    : "--fold-seeds needs gold labels and --folds of 2 or more (the input " + in.source() + " has "
                    + (in.hasGold() ? "gold, --folds is " + folds : "no gold") + ")");
        }
        try (Retrieval retrieval = run.open(data)) {
            Task3Pipeline pipeline = new Task3Pipeline(new Verifier(retrieval), memory, true);
            Task3Pipeline.Proposals proposals = pipeline.propose(in);
            Task3Result result = pipeline.run(in, proposals, fixed, folds, run.seed);
            SubmissionFiles.Written w = Task3Outputs.write(in, result, outDir);
            FoldSeedSweep sweep = null;
            if (foldSeeds > 1) {
                sweep = FoldSeedSweep.run(in, proposals, folds, FoldSeedSweep.seeds(run.seed, foldSeeds));
                java.nio.file.Files.writeString(outDir.resolve(FOLD_SEEDS), sweep.toTsv());
            }
            if (run.regression != null && result.score() != null) {
                Regression.write(run.regression, "./tahqiq task3 (5-fold cross-validation grouped by question, seed 2026)",
                        Regression.task3Hashes(data, input != null ? input : data.devTask(3), memoryFiles),
                        result.score().toOfficialJson());
            }
            long ms = (System.nanoTime() - t0) / 1_000_000;
            if (!run.quiet) {
                out.printf(Locale.ROOT, "input   %s (%d segments)%n", in.source(), in.size());
                out.printf(Locale.ROOT, "data    %s%n", data.root());
                out.printf(Locale.ROOT, "memory  %s%n", memoryFiles.isEmpty() ? "none"
                        : memory.size() + " known matn corrections from " + memory.source());
                if (shared > 0) {
                    out.printf(Locale.ROOT, "warning: the memory holds corrections of %d of the input's responses; "
                            + "scores on them are not an estimate%n", shared);
                }
                out.printf(Locale.ROOT, "time    retrieve+propose %d ms, decide %d ms, total %d ms%n", result.gatherMs(), result.decideMs(), ms);
                printThresholds(out, cv, folds, result, fixed, outDir.resolve(Task3Outputs.RULE));
                if (result.score() != null) {
                    printScore(out, result.score(), cv);
                    printCoverage(out, result.coverage());
                    if (sweep != null) {
                        out.printf(Locale.ROOT, "fold seeds: the same proposals cross-validated with %d fold seeds (%s):%n",
                                sweep.seeds().size(), outDir.resolve(FOLD_SEEDS));
                        sweep.summary().forEach(l -> out.println("  " + l));
                    }
                    out.println("scores  " + w.scores());
                }
                out.println("evidence " + w.evidence());
            }
            out.println(w.zip());
            out.flush();
        }
        return 0;
    }

    private static void printThresholds(PrintWriter out, boolean cv, int folds, Task3Result r, CorrectionThresholds fixed,
                                        Path ruleFile) {
        CorrectionThresholds shown = cv ? r.tunedOnAll() : fixed;
        boolean models = shown.ayahModel() != null || shown.matnModel() != null;
        String what = models ? "a logistic model per type (coverage, run, length, partial ratio, text cover; matn also its margin)"
                : "coverage/run thresholds (Ayah coverage/run, matn coverage/run)";
        if (cv) {
            out.printf("خطأ decided by %s, fitted by %d-fold cross-validation grouped by question%n", what, folds);
            if (!models) {
                r.foldThresholds().forEach((f, t) -> out.printf(Locale.ROOT, "  fold %d: %s%n", f, rule(t)));
                out.printf(Locale.ROOT, "  on all rows (for unseen data, not an estimate): %s%n", rule(r.tunedOnAll()));
            }
        } else {
            out.printf(Locale.ROOT, "خطأ decided by %s, fixed%s%n", what, models ? "" : ": " + rule(fixed));
        }
        if (models) {
            out.println((cv ? "  each fold's model and the all-rows one: " : "  the models: ") + ruleFile);
        }
    }

    private static String rule(CorrectionThresholds t) {
        return String.format(Locale.ROOT, "%.1f/%d, %.1f/%d", t.ayah(), t.ayahRun(), t.matn(), t.matnRun());
    }

    static void printScore(PrintWriter out, Task3Score score, boolean cv) {
        out.println(cv ? "accuracy (each row decided by a rule fitted on the other folds):" : "accuracy:");
        RunOptions.scoreHeader(out, 8);
        for (Task3Score.TypeScore ts : score.byType().values()) {
            RunOptions.scoreRow(out, 8, ts.type().wire(), ts.hits(), ts.total(), ts.missing());
        }
        RunOptions.scoreRow(out, 8, "overall", score.hits(), score.total(), score.missing());
    }

    private static void printCoverage(PrintWriter out, MatnCoverage c) {
        if (c == null || c.rows() == 0) {
            return;
        }
        out.printf(Locale.ROOT, "matn coverage: of %d gold matn corrections, %d equal some record's trimmed matn (%d as stored), "
                + "so %d have no equivalent record in the corpus; %d equal a train correction, %d a verse; %d are within reach "
                + "of some candidate, %d of none%n", c.rows(), c.trimmed(), c.asStored(), c.uncovered(), c.memory(), c.verse(),
                c.reachable(), c.unreachable());
    }

    /** The memory's files; empty for none. */
    private List<Path> memoryFiles(DataLocation data) {
        if (memoryOptions == null) {
            return CorrectionMemory.defaultFiles(data);
        }
        if (memoryOptions.contains("none")) {
            if (memoryOptions.size() > 1) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--memory none cannot be combined with files");
            }
            return List.of();
        }
        return memoryOptions.stream().map(Path::of).toList();
    }

    private CorrectionThresholds parse(String s) {
        String[] p = s.split(",");
        try {
            if (p.length == 4) {
                return new CorrectionThresholds(Double.parseDouble(p[0]), Double.parseDouble(p[1]),
                        Integer.parseInt(p[2]), Integer.parseInt(p[3]));
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new CommandLine.ParameterException(spec.commandLine(),
                "--thresholds takes AYAH,MATN,AYAH_RUN,MATN_RUN (coverage 0-100, run in words), e.g. 56,64,4,8; got " + s);
    }
}
