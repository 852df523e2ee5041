package org.tahqiq.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Options every subtask command shares: what to read, where to write, how to cross-validate, how to retrieve. */
final class RunOptions {

    /** Labelled runs cross-validate with this many fold seeds unless told otherwise: headline figures are their means. */
    static final int DEFAULT_FOLD_SEEDS = 16;

    @Option(names = "--input", paramLabel = "FILE", description = "input file (default: the subtask's dev set); formats in the description above")
    Path input;

    @Option(names = "--out", paramLabel = "DIR",
            description = "output folder, replaced whole when the run succeeds (default: results/<task> for the dev set, "
                    + "results/<task>-<input name> for other input)")
    Path out;

    @Option(names = "--folds", defaultValue = "5",
            description = "with gold labels: choose every tuned value by this many question-grouped folds (0: the pinned values)")
    int folds;

    @Option(names = "--seed", defaultValue = "2026", description = "fold assignment seed of the headline run")
    long seed;

    @Option(names = "--fold-seeds", paramLabel = "N", defaultValue = "" + DEFAULT_FOLD_SEEDS,
            description = "with gold: repeat the cross-validation with N fold seeds (--seed, then 1, 2, ...) and report each "
                    + "score's mean, min and max (default: ${DEFAULT-VALUE}; 1: the --seed run alone)")
    int foldSeeds;

    @Option(names = org.tahqiq.subtask.TrainChoice.OPTION, paramLabel = "none|train",
            description = "with gold: whether the models also learn from the train answers (train_set/train.jsonl), added "
                    + "to the training side of every fold (default: train when the data folder has them, else none)")
    String train;

    @Option(names = "-k", defaultValue = "15", description = "retrieval shortlist size")
    int k;

    @Option(names = "--no-cache", description = "build indexes in memory instead of caching them under results/cache")
    boolean noCache;

    @Option(names = "--quiet", description = "print only the zip path")
    boolean quiet;

    @Option(names = "--regression", paramLabel = "FILE",
            description = "with gold: also write the run's spec to FILE (what it ran with, hashes of every file read, fitted "
                    + "values, scores), e.g. results/regression/task2-dev.json; ./tahqiq run FILE re-runs and checks it")
    Path regression;

    @Option(names = "--lockbox",
            description = "with gold: hold out the lockbox questions (" + org.tahqiq.eval.Lockbox.FILE + ", a third of the dev "
                    + "questions), cross-validate on the rest, then score the lockbox once with what the rest fitted; prints "
                    + "both side by side and writes lockbox.json (default folder: results/<task>-lockbox)")
    boolean lockbox;

    @Option(names = "--lockbox-draw", paramLabel = "SEED",
            description = "with --lockbox: hold out another third of the dev questions, drawn with SEED, instead of the "
                    + "committed lockbox; shows how far a held-out third strays from the working CV by chance (for that "
                    + "study only: choices are made against the committed lockbox)")
    Long lockboxDraw;

    /** The output folder: --out, else results/TASK for the default input, results/TASK-NAME for another. */
    Path outDir(String task) {
        if (out != null) {
            return out;
        }
        if (input == null) {
            return Main.projectRoot().resolve("results/" + task + (lockbox ? "-lockbox" + drawSuffix() : ""));
        }
        String name = input.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return Main.projectRoot().resolve("results/" + task + "-" + (dot > 0 ? name.substring(0, dot) : name)
                + (lockbox ? "-lockbox" + drawSuffix() : ""));
    }

    private String drawSuffix() {
        return lockboxDraw == null ? "" : "-draw" + lockboxDraw;
    }
}
