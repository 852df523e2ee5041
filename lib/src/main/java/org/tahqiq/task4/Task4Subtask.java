package org.tahqiq.task4;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.eval.OfficialJson;
import org.tahqiq.experiment.RunSpec;
import org.tahqiq.subtask.RunContext;
import org.tahqiq.subtask.Score;
import org.tahqiq.subtask.Spread;
import org.tahqiq.subtask.Subtask;
import org.tahqiq.subtask.UsageException;
import picocli.CommandLine.Option;

/** Subtask 4 through the generic command path: {@code ./tahqiq task4}. */
public final class Task4Subtask implements Subtask<RelevanceInput, RelevanceRun> {

    static final String FOLD_SEEDS = "fold-seeds.tsv";
    static final String EXPERIMENTS = "experiments.md";
    /** The spec whose fitted model labels unlabelled input. */
    public static final String PINNED_SPEC = "task4-dev";
    /** Fold seeds of the experiment table at the least. */
    public static final int EXPERIMENT_SEEDS = 8;
    /** Score keys that count rows or questions: the same for every fold seed. */

    @Option(names = "--reference", paramLabel = "FILE",
            description = "responses JSONL giving each row its question and answer (default: reference.jsonl next to the "
                    + "input, else dev.jsonl)")
    Path reference;

    /** What labels the rows: every row relevant (the default), or the relevance model. */
    public enum Decision { ALL_RELEVANT, MODEL }

    /**
     * The default stays "every row relevant": the model does not reach the bar under honest cross-validation
     * (model choice inside the folds: mixed 0.643 over 8 fold seeds against 0.614 for all-relevant, matn-only level
     * with all-relevant), and the issue asks for the all-relevant default then. {@code --decide model} runs the model.
     */
    @Option(names = "--decide", paramLabel = "all-relevant|model", converter = DecisionConverter.class,
            defaultValue = "all-relevant",
            description = "all-relevant: mark every row relevant (default; the model does not beat it reliably, see README); "
                    + "model: the relevance model (cross-validated with gold, the pinned model without)")
    Decision decide = Decision.ALL_RELEVANT;

    static final class DecisionConverter implements picocli.CommandLine.ITypeConverter<Decision> {
        @Override
        public Decision convert(String v) {
            return switch (v) {
                case "all-relevant" -> Decision.ALL_RELEVANT;
                case "model" -> Decision.MODEL;
                default -> throw new picocli.CommandLine.TypeConversionException("--decide takes all-relevant or model; got " + v);
            };
        }
    }

    @Option(names = "--experiments", description = "with gold: also cross-validate every configuration tried (over the "
            + "fold seeds, at least " + EXPERIMENT_SEEDS + ") and write experiments.md")
    boolean experiments;

    @Override
    public String name() {
        return "task4";
    }

    @Override
    public String description() {
        return "Subtask 4: label every correct (or corrected) Ayah and matn relevant (1) or not (0) to its question. Input: "
                + "a Subtask 4 TSV (question_id Response_ID Annotation_ID span_type span_text [relevance_label]; labels "
                + "empty or absent for the test phase) joined with its responses (default: dev_task_4.tsv with dev.jsonl). "
                + "Writes predictions.tsv, evidence.tsv, submission.zip, run.json and (with gold) scores.json and "
                + "fold-seeds.tsv.";
    }

    @Override
    public RelevanceInput read(RunContext ctx) {
        DataLocation data = ctx.data();
        Path input = ctx.input() != null ? ctx.input() : data.devTask(4);
        Path responses = reference != null ? reference : RelevanceInput.defaultReference(input, data);
        RelevanceInput in = RelevanceInput.read(input, responses);
        if (experiments && !in.hasGold()) {
            throw new UsageException("--experiments needs gold labels; " + input + " has none");
        }
        return in;
    }

    @Override
    public Map<String, Path> inputFiles(RelevanceInput input, RunContext ctx) {
        DataLocation data = ctx.data();
        Map<String, Path> files = new LinkedHashMap<>();
        files.put("input", input.source());
        files.put("responses", input.jsonl());
        files.put("train_task_4.tsv", existing(data.trainTask(4)));
        boolean devIsInput = RelevanceSetup.sameFile(data.devTask(4), input.source());
        files.put("dev_task_4.tsv", devIsInput ? null : existing(data.devTask(4)));
        files.put("dev.jsonl", RelevanceSetup.sameFile(data.devJsonl(), input.jsonl()) ? null : existing(data.devJsonl()));
        return files;
    }

    private static Path existing(Path p) {
        return Files.isRegularFile(p) ? p : null;
    }

    @Override
    public RelevanceRun run(RelevanceInput in, RunContext ctx) {
        RelevanceData data = RelevanceSetup.data(ctx.data(), in, ctx.retrieval());
        ModelConfig config = ModelConfig.shipped();
        boolean baseline = decide == Decision.ALL_RELEVANT;
        boolean cv = !baseline && in.hasGold() && ctx.crossValidates();
        RelevanceResult result = baseline ? RelevancePipeline.baseline(data)
                : cv ? RelevancePipeline.crossValidated(data, config, ctx.folds(), ctx.seed())
                : RelevancePipeline.pinned(data, config, pinnedModel());
        List<RelevanceScore> bySeed = new ArrayList<>();
        List<Long> seeds = List.of(ctx.seed());
        if (result.score() != null) {
            bySeed.add(result.score());
        }
        if (cv && ctx.seeds().size() > 1) {
            seeds = ctx.seeds();
            for (long seed : seeds.subList(1, seeds.size())) {
                ctx.progress("fold seeds", bySeed.size(), seeds.size());
                bySeed.add(RelevanceCrossValidation.run(data, config, ctx.folds(), seed).score());
            }
        }
        List<Experiments.Result> table = new ArrayList<>();
        if (experiments) {
            long[] s = Experiments.seeds(Math.max(EXPERIMENT_SEEDS, ctx.seeds().size()));
            List<Experiments.Spec> specs = Experiments.tried();
            for (Experiments.Spec spec : specs) {
                ctx.progress("experiments", table.size(), specs.size());
                table.add(Experiments.run(data, spec, ctx.folds() > 1 ? ctx.folds() : 5, s));
            }
        }
        LogisticModel onAll = cv ? RelevancePipeline.fitOnAll(data, config) : null;
        return new RelevanceRun(result, RelevanceOutputs.cites(result, ctx.retrieval()), bySeed, seeds, onAll, table);
    }

    /** The model unlabelled input gets: the fit on every labelled row, as the pinned dev spec records it. */
    public static LogisticModel pinnedModel() {
        return Pinned.MODEL;
    }

    private static final class Pinned {
        static final LogisticModel MODEL = RunSpec.resource(PINNED_SPEC).fitted("model", LogisticModel.class);
    }

    @Override
    public void write(RelevanceInput input, RelevanceRun run, Path dir) throws IOException {
        RelevanceOutputs.write(run.result(), run.cites(), dir);
        if (run.bySeed().size() > 1) {
            StringBuilder sb = new StringBuilder("seed\tmixed\tAyah\tmatn\n");
            for (int i = 0; i < run.bySeed().size(); i++) {
                RelevanceScore s = run.bySeed().get(i);
                sb.append(String.format(Locale.ROOT, "%d\t%.4f\t%.4f\t%.4f%n", run.seeds().get(i), s.mixed().f1(),
                        s.ayah().f1(), s.matn().f1()));
            }
            Files.writeString(dir.resolve(FOLD_SEEDS), sb.toString());
        }
        if (!run.experiments().isEmpty()) {
            Files.writeString(dir.resolve(EXPERIMENTS), Experiments.markdown(run.experiments()));
        }
    }

    @Override
    public Score officialScore(RelevanceRun run) {
        return run.result().score();
    }

    @Override
    public List<? extends Score> scoresBySeed(RelevanceRun run) {
        return run.bySeed();
    }

    @Override
    public Map<String, Object> config(org.tahqiq.subtask.RunContext ctx) {
        ModelConfig c = ModelConfig.shipped();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("retrieval", RunSpec.plain(ctx.retrievalConfig()));
        m.put("decide", decide == Decision.ALL_RELEVANT ? "all-relevant" : "model");
        m.put("features", c.features().stream().map(Enum::name).toList());
        m.put("lambda", c.lambda());
        m.put("trainWeight", c.trainWeight());
        m.put("rule", c.rule().name());
        m.put("neighbours", CitationResolver.NEIGHBOURS);
        m.put("minMatch", CitationResolver.MIN_MATCH);
        m.put("priorSmoothing", LabelFeatures.PRIOR_SMOOTHING);
        m.put("topicMinRecords", TopicSpace.MIN_RECORDS);
        m.put("topicSmoothing", TopicSpace.SMOOTHING);
        return m;
    }

    @Override
    public Map<String, Object> fitted(RelevanceRun run) {
        return run.fittedOnAll() == null ? Map.of() : Map.of("model", RunSpec.plain(run.fittedOnAll()));
    }

    @Override
    public String score(Path predictions, Path gold, Path responses) {
        return OfficialJson.pretty(RelevanceScorer.score(RelevancePredictions.readGold(gold),
                RelevancePredictions.read(predictions), predictions).toOfficialJson());
    }

    /** Always empty: a Subtask 4 prediction without a gold row is an error, not an unscored row. */
    @Override
    public List<Long> predictionsNotInGold(Path predictions, Path gold) {
        return List.of();
    }

    @Override
    public void print(RelevanceInput in, RelevanceRun run, RunContext ctx, PrintWriter out) {
        RelevanceResult r = run.result();
        out.printf(Locale.ROOT, "input   %s (%d rows, %d questions)%n", in.source(), in.size(),
                in.rows().stream().map(RelevanceRow::questionId).distinct().count());
        out.printf(Locale.ROOT, "answers %s%n", in.jsonl());
        out.printf(Locale.ROOT, "data    %s (%d labelled rows beside the input)%n", ctx.data().root(),
                r.data().rows().size() - r.data().inputSize());
        out.println("decided " + r.decidedBy());
        if (r.score() == null) {
            return;
        }
        Map<String, Spread> spreads = repeated(run);
        out.println("Macro-averaged F1 (mean over questions of the relevant class's F1)" + (spreads.isEmpty() ? ":"
                : String.format(Locale.ROOT, "; mean (min–max) over %d fold seeds:", run.seeds().size())));
        out.printf("  %-6s %9s %5s %8s %13s%s%n", "", "questions", "rows", "F1", "all relevant",
                spreads.isEmpty() ? "" : "   over fold seeds");
        line(out, "mixed", r.score().mixed(), r.baseline().mixed(), spreads.get(RelevanceScore.OFFICIAL_KEY));
        line(out, "Ayah", r.score().ayah(), r.baseline().ayah(), spreads.get(RelevanceScore.AYAH_KEY));
        line(out, "matn", r.score().matn(), r.baseline().matn(), spreads.get(RelevanceScore.MATN_KEY));
        if (!run.experiments().isEmpty()) {
            out.println("experiments (" + run.experiments().get(0).runs().size() + " fold seeds): " + EXPERIMENTS);
            out.print(Experiments.markdown(run.experiments()));
        }
    }

    private static void line(PrintWriter out, String name, RelevanceScore.Part p, RelevanceScore.Part all, Spread s) {
        out.printf(Locale.ROOT, "  %-6s %9d %5d %8.4f %13.4f%s%n", name, p.questions().size(), p.rows(), p.f1(), all.f1(),
                s == null ? "" : "   " + Experiments.format(s));
    }
}
