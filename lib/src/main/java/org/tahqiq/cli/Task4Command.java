package org.tahqiq.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.index.Retrieval;
import org.tahqiq.submit.SubmissionFiles;
import org.tahqiq.task4.Experiments;
import org.tahqiq.task4.ModelConfig;
import org.tahqiq.task4.PinnedModel;
import org.tahqiq.task4.RegressionPin;
import org.tahqiq.task4.RelevanceData;
import org.tahqiq.task4.RelevanceInput;
import org.tahqiq.task4.RelevanceOutputs;
import org.tahqiq.task4.RelevancePipeline;
import org.tahqiq.task4.RelevanceResult;
import org.tahqiq.task4.RelevanceScore;
import org.tahqiq.task4.RelevanceSetup;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "task4", mixinStandardHelpOptions = true,
        description = "Subtask 4: label every correct (or corrected) Ayah and matn relevant (1) or not (0) to its question; "
                + "write predictions.tsv, evidence.tsv, submission.zip and (with gold) scores.json.")
final class Task4Command implements Callable<Integer> {

    static final String FOLD_SEEDS = "fold-seeds.tsv";
    static final String EXPERIMENTS = "experiments.md";

    @Mixin
    DataOptions dataOptions;

    @Mixin
    RunOptions run;

    @Option(names = "--input", paramLabel = "FILE",
            description = "Subtask 4 TSV (question_id Response_ID Annotation_ID span_type span_text [relevance_label]); "
                    + "labels empty or absent for the test phase (default: dev_task_4.tsv)")
    Path input;

    @Option(names = "--reference", paramLabel = "FILE",
            description = "responses JSONL giving each row its question and answer (default: reference.jsonl next to the "
                    + "input, else dev.jsonl)")
    Path reference;

    @Option(names = "--baseline", description = "mark every row relevant (the all-relevant baseline)")
    boolean baseline;

    @Option(names = "--fold-seeds", paramLabel = "N", defaultValue = "1",
            description = "with gold: also cross-validate with N fold seeds (--seed, then 1, 2, ...), print mean/min/max "
                    + "beside all-relevant and write fold-seeds.tsv (default: 1)")
    int foldSeeds;

    @Option(names = "--experiments", description = "with gold: cross-validate every configuration tried (over --fold-seeds "
            + "seeds, at least 8) and write experiments.md")
    boolean experiments;

    @Option(names = "--pin-model", paramLabel = "FILE",
            description = "with gold: fit the shipped model on every labelled row and write it to FILE (the resource "
                    + "lib/src/main/resources/org/tahqiq/task4/relevance-model.json)")
    Path pinModel;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        long t0 = System.nanoTime();
        DataLocation data = dataOptions.resolve();
        Path inputFile = input != null ? input : data.devTask(4);
        Path responses = reference != null ? reference : RelevanceInput.defaultReference(inputFile, data);
        RelevanceInput in = RelevanceInput.read(inputFile, responses);
        boolean gold = in.hasGold();
        if (!gold && (foldSeeds > 1 || experiments || pinModel != null || run.regression != null)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--fold-seeds, --experiments, --pin-model and "
                    + "--regression need gold labels; " + inputFile + " has none");
        }
        if (foldSeeds < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--fold-seeds takes a count of at least 1, got " + foldSeeds);
        }
        Path outDir = run.outDir("task4");
        try (Retrieval retrieval = run.open(data)) {
            RelevanceData rows = RelevanceSetup.data(data, in, retrieval);
            ModelConfig config = ModelConfig.shipped();
            boolean cv = RelevancePipeline.crossValidates(rows, run.folds);
            PinnedModel pinned = baseline || cv ? null : PinnedModel.load();
            RelevanceResult result = baseline ? RelevancePipeline.baseline(rows)
                    : cv ? RelevancePipeline.crossValidated(rows, config, run.folds, run.seed)
                    : RelevancePipeline.pinned(rows, pinned);
            SubmissionFiles.Written w = RelevanceOutputs.write(result, retrieval, outDir);
            if (run.regression != null) {
                new RegressionPin(RegressionPin.COMMAND, RegressionPin.hashes(data, in), result.score().toOfficialJson())
                        .write(run.regression);
            }
            if (pinModel != null) {
                PinnedModel.fit(rows, config, PinnedModel.hashes(data)).write(pinModel,
                        "./tahqiq task4 --pin-model " + pinModel);
            }
            List<String> extra = new ArrayList<>();
            if (foldSeeds > 1 && !experiments) {
                Experiments.Result s = Experiments.run(rows, config, run.folds, Experiments.seeds(foldSeeds));
                Files.writeString(outDir.resolve(FOLD_SEEDS), Experiments.seedTsv(s));
                extra.add(String.format(Locale.ROOT, "fold seeds (%d: %d, 1, ..., %d), mean (min–max): mixed %s, Ayah %s, "
                        + "matn %s; %s", foldSeeds, run.seed, foldSeeds - 1, s.mixed().format(), s.ayah().format(),
                        s.matn().format(), outDir.resolve(FOLD_SEEDS)));
            }
            if (experiments) {
                int n = Math.max(8, foldSeeds);
                List<Experiments.Result> table = new ArrayList<>();
                for (Experiments.Spec sp : Experiments.tried()) {
                    table.add(Experiments.run(rows, sp, run.folds, Experiments.seeds(n)));
                }
                Files.writeString(outDir.resolve(EXPERIMENTS), Experiments.markdown(table));
                extra.add("experiments (" + n + " fold seeds): " + outDir.resolve(EXPERIMENTS));
                extra.add(Experiments.markdown(table));
            }
            long ms = (System.nanoTime() - t0) / 1_000_000;
            if (!run.quiet) {
                out.printf(Locale.ROOT, "input   %s (%d rows, %d questions)%n", inputFile, in.size(),
                        in.rows().stream().map(r -> r.questionId()).distinct().count());
                out.printf(Locale.ROOT, "answers %s%n", responses);
                out.printf(Locale.ROOT, "data    %s (%d labelled rows beside the input)%n", data.root(),
                        rows.rows().size() - rows.inputSize());
                out.printf(Locale.ROOT, "time    %d ms%n", ms);
                out.println("decided " + result.decidedBy());
                if (pinned != null && !pinned.training().equals(PinnedModel.hashes(data))) {
                    out.println("note    the pinned model was fitted on other labelled files than these; "
                            + "re-pin with --pin-model on the dev set");
                }
                if (result.score() != null) {
                    printScore(out, result.score(), result.baseline());
                    out.println("scores  " + w.scores());
                }
                extra.forEach(out::println);
                out.println("evidence " + w.evidence());
            }
            out.println(w.zip());
            out.flush();
        }
        return 0;
    }

    private static void printScore(PrintWriter out, RelevanceScore s, RelevanceScore all) {
        out.println("Macro-averaged F1 (mean over questions of the relevant class's F1):");
        out.printf("  %-8s %9s %5s %8s %13s%n", "rows", "questions", "rows", "F1", "all relevant");
        row(out, "mixed", s.mixed(), all.mixed());
        row(out, "Ayah", s.ayah(), all.ayah());
        row(out, "matn", s.matn(), all.matn());
    }

    private static void row(PrintWriter out, String name, RelevanceScore.Part p, RelevanceScore.Part all) {
        out.printf(Locale.ROOT, "  %-8s %9d %5d %8.4f %13.4f%n", name, p.questions().size(), p.rows(), p.f1(), all.f1());
    }
}
