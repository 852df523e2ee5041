package org.tahqiq.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.submit.SubmissionFiles;
import org.tahqiq.task1.CharClass;
import org.tahqiq.task1.FoldSeedSweep;
import org.tahqiq.task1.SequenceModel;
import org.tahqiq.task1.Task1Input;
import org.tahqiq.task1.Task1Outputs;
import org.tahqiq.task1.Task1Pin;
import org.tahqiq.task1.Task1Pipeline;
import org.tahqiq.task1.Task1Recipe;
import org.tahqiq.task1.Task1Result;
import org.tahqiq.task1.Task1Score;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "task1", mixinStandardHelpOptions = true,
        description = "Subtask 1: find the Ayah, matn, isnad and claimed_source spans in each raw answer, write "
                + "predictions.tsv, evidence.tsv, submission.zip and (with gold) scores.json.")
final class Task1Command implements Callable<Integer> {

    @Mixin
    DataOptions dataOptions;

    @Mixin
    RunOptions run;

    @Option(names = "--input", paramLabel = "FILE",
            description = "dev-schema JSONL (annotations ignored for labelling, used as gold) or the test phase's JSONL of "
                    + "id, question_id, question, generated_answer (default: the dev set)")
    Path input;

    @Option(names = "--fold-seeds", paramLabel = "N", defaultValue = "0",
            description = "with gold: repeat the cross-validation with N fold seeds (2026, 1, ..., N-1) and print each "
                    + "class's mean, min and max")
    int foldSeeds;

    @Option(names = "--synthetic", paramLabel = "N", description = "synthetic training answers (default: the recipe's 300)")
    Integer synthetic;

    @Option(names = "--model", paramLabel = "FILE", description = "label with this model file instead of the pinned one "
            + "(input without gold, or --folds 0)")
    Path model;

    @Option(names = "--write-model", paramLabel = "FILE",
            description = "train on every labelled answer of the input plus the synthetic ones and write the model "
                    + "(the pinned one is " + Task1Pipeline.PINNED_SOURCE + ")")
    Path writeModel;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        long t0 = System.nanoTime();
        DataLocation data = dataOptions.resolve();
        Path inputFile = input != null ? input : data.devJsonl();
        Task1Input in = Task1Input.read(inputFile);
        Task1Recipe recipe = synthetic == null ? Task1Recipe.DEFAULT : Task1Recipe.DEFAULT.withSynthetic(synthetic);
        Task1Pipeline pipeline = Task1Pipeline.load(data, recipe).cacheModels(run.noCache ? null : DataOptions.cacheDir());
        SequenceModel given = model == null ? null : Task1Pipeline.readModel(model);
        Task1Result result = pipeline.run(in, run.folds, run.seed, given);
        SubmissionFiles.Written w = Task1Outputs.write(in, result, run.outDir("task1"));
        if (run.regression != null && result.score() != null) {
            Task1Pin.of(data, inputFile, result.score()).write(run.regression);
        }
        if (writeModel != null) {
            if (!in.hasGold()) {
                throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--write-model needs labelled input");
            }
            Task1Pipeline.writeModel(pipeline.trainAll(result.answers()), writeModel);
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        if (!run.quiet) {
            out.printf(Locale.ROOT, "input   %s (%d responses)%n", inputFile, in.answers().size());
            out.printf(Locale.ROOT, "data    %s%n", data.root());
            var t = result.timings();
            out.printf(Locale.ROOT, "time    load %d ms, index %d ms, analyse %d ms, synthetic %d ms, train+label %d ms, total %d ms%n",
                    t.loadMs(), t.indexMs(), t.encodeMs(), t.syntheticMs(), t.labelMs(), ms);
            out.printf(Locale.ROOT, "model   %s; %s%n", recipe, result.labelledBy());
            if (result.score() != null) {
                printScore(out, result.score());
                out.println("scores  " + w.scores());
            }
            if (foldSeeds > 1 && in.hasGold()) {
                printSpread(out, FoldSeedSweep.spreads(FoldSeedSweep.run(pipeline, result.answers(), run.folds, foldSeeds)), foldSeeds);
            }
            if (writeModel != null) {
                out.println("model written " + writeModel);
            }
            out.println("evidence " + w.evidence());
        }
        out.println(w.zip());
        out.flush();
        return 0;
    }

    static void printScore(PrintWriter out, Task1Score s) {
        out.println("character-level scores (official Subtask 1 semantics):");
        out.printf("  %-15s %9s %9s %9s %10s%n", "class", "F1", "precision", "recall", "gold chars");
        for (CharClass c : CharClass.values()) {
            out.printf(Locale.ROOT, "  %-15s %9.4f %9.4f %9.4f %10d%n", c.wire(), s.f1(c), s.precision(c), s.recall(c), s.tp(c) + s.fn(c));
        }
        out.printf(Locale.ROOT, "  %-15s %9.4f%n", "macro F1", s.macroF1());
    }

    static void printSpread(PrintWriter out, List<FoldSeedSweep.Spread> spreads, int seeds) {
        out.printf("over %d fold seeds (2026, 1, ..., %d):%n", seeds, seeds - 1);
        out.printf("  %-15s %9s %9s %9s %9s%n", "class", "seed 2026", "mean", "min", "max");
        for (FoldSeedSweep.Spread s : spreads) {
            out.printf(Locale.ROOT, "  %-15s %9.4f %9.4f %9.4f %9.4f%n", s.type() == null ? "macro F1" : s.type().wire(),
                    s.first(), s.mean(), s.min(), s.max());
        }
    }
}
