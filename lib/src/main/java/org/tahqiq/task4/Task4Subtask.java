package org.tahqiq.task4;

import org.tahqiq.task4.features.CitationResolver;
import org.tahqiq.task4.features.LabelFeatures;
import org.tahqiq.task4.features.RelevanceData;
import org.tahqiq.task4.features.RelevanceInput;
import org.tahqiq.task4.features.RelevanceRow;
import org.tahqiq.task4.features.TopicSpace;
import org.tahqiq.task4.judge.ModelConfig;
import org.tahqiq.task4.judge.PinnedJudge;
import org.tahqiq.task4.judge.RelevanceSetup;
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
import org.tahqiq.dataset.TextFiles;
import org.tahqiq.eval.OfficialJson;
import org.tahqiq.experiment.RunSpec;
import org.tahqiq.subtask.RunContext;
import org.tahqiq.subtask.Score;
import org.tahqiq.subtask.Spread;
import org.tahqiq.subtask.Subtask;
import org.tahqiq.subtask.UsageException;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import org.tahqiq.models.GroupedKFold;
import org.tahqiq.subtask.HeldOut;
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

    /** What labels the rows: the relevance model (the default), or every row relevant. */
    public enum Decision { ALL_RELEVANT, MODEL }

    @Option(names = "--decide", paramLabel = "all-relevant|model", converter = DecisionConverter.class,
            defaultValue = "model",
            description = "model: the relevance model (default; cross-validated with gold, the pinned model without); "
                    + "all-relevant: mark every row relevant (the baseline)")
    Decision decide = Decision.MODEL;

    @Option(names = "--features", paramLabel = "GROUP,...", split = "\\|",
            description = "the model's feature groups, comma-separated, of: base, cues, lexical, topic, intent, question, answer, "
                    + "same-question, standing, origin, prior, cocitation, knn; several sets separated by | are candidates the folds "
                    + "choose among (default: the shipped candidates)")
    List<String> features;

    @Option(names = "--l2", paramLabel = "X,...", split = ",",
            description = "the L2 penalty; several are candidates the folds choose among (default: the shipped candidates)")
    List<Double> l2;

    @Option(names = "--co-cited-floor", paramLabel = "off|on|both", description = "on: a citation other answers to its "
            + "question also make is at least as probable as such training rows were relevant (on top of the model); "
            + "both: candidates with and without, chosen in the folds (default: the shipped candidates' own)")
    String coCitedFloor;

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
        if (decide == Decision.MODEL) {
            candidates(); // a bad --features, --l2 or --co-cited-floor stops the run before the input is read
        }
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
        boolean devIsInput = TextFiles.sameFile(data.devTask(4), input.source());
        files.put("dev_task_4.tsv", devIsInput ? null : existing(data.devTask(4)));
        files.put("dev.jsonl", TextFiles.sameFile(data.devJsonl(), input.jsonl()) ? null : existing(data.devJsonl()));
        return files;
    }

    private static Path existing(Path p) {
        return Files.isRegularFile(p) ? p : null;
    }

    /** The configurations the model chooses among: the shipped ones, or those --features and --l2 name. */
    List<ModelConfig> candidates() {
        try {
            List<ModelConfig> c = ModelConfig.candidates(features, l2);
            if (coCitedFloor == null) {
                return c;
            }
            List<ModelConfig> out = new ArrayList<>();
            for (ModelConfig one : c) {
                ModelConfig off = one.withoutCoCitedFloor();
                switch (coCitedFloor) {
                    case "off" -> out.add(off);
                    case "on" -> out.add(off.withCoCitedFloor());
                    case "both" -> {
                        out.add(off);
                        out.add(off.withCoCitedFloor());
                    }
                    default -> throw new UsageException("--co-cited-floor takes off, on or both; got '" + coCitedFloor + "'");
                }
            }
            return out;
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    @Override
    public RelevanceRun run(RelevanceInput in, RunContext ctx) {
        List<org.tahqiq.dataset.Response> train = ctx.trainAnswersBeside(responseIds(in));
        RelevanceData data = RelevanceSetup.data(ctx.data(), in, ctx.retrieval(), train);
        boolean baseline = decide == Decision.ALL_RELEVANT;
        List<ModelConfig> candidates = baseline ? List.of(ModelConfig.allRelevant())
                : train.isEmpty() ? candidates() : withTrainRows(candidates());
        boolean cv = !baseline && in.hasGold() && ctx.crossValidates();
        PinnedJudge onAll = cv ? RelevancePipeline.fitOnAll(data, candidates, ctx.folds(), ctx.seed()) : null;
        RelevanceResult result = baseline ? RelevancePipeline.baseline(data)
                : cv ? RelevancePipeline.crossValidated(data, candidates, ctx.folds(), ctx.seed())
                : RelevancePipeline.pinned(data, pinned());
        List<RelevanceScore> bySeed = new ArrayList<>();
        List<Long> seeds = List.of(ctx.seed());
        if (result.score() != null) {
            bySeed.add(result.score());
        }
        if (baseline && result.score() != null && ctx.crossValidates() && ctx.seeds().size() > 1) {
            // Nothing is fitted: every fold seed scores the same, which is what a table beside the models should show.
            seeds = ctx.seeds();
            while (bySeed.size() < seeds.size()) {
                bySeed.add(result.score());
            }
        }
        if (cv && ctx.seeds().size() > 1) {
            seeds = ctx.seeds();
            for (long seed : seeds.subList(1, seeds.size())) {
                ctx.progress("fold seeds", bySeed.size(), seeds.size());
                bySeed.add(RelevanceCrossValidation.run(data, candidates, ctx.folds(), seed).score());
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
        return new RelevanceRun(result, RelevanceOutputs.cites(result, ctx.retrieval()), bySeed, seeds, candidates, onAll,
                table);
    }

    /** How much a train row weighs beside a dev row's 1 in the candidates that fit on train rows too. */
    static final List<Double> TRAIN_WEIGHTS = List.of(0.25, 1.0);

    /**
     * With the train answers, their rows have questions and answers and can be fitted on; but 84 % of them are relevant
     * against 54 % of the dev rows, so how they enter is chosen inside the folds: as now (prior only), weighted beside
     * the dev rows, or fitted first with the dev fit pulled towards them (transfer, which lets the dev rows set the
     * base rate).
     */
    static List<ModelConfig> withTrainRows(List<ModelConfig> candidates) {
        List<ModelConfig> out = new ArrayList<>();
        for (ModelConfig c : candidates) {
            out.add(c);
            for (double w : TRAIN_WEIGHTS) {
                out.add(c.withTrainWeight(w).named(c.name() + ", train rows weighted " + w));
            }
            out.add(c.withTransfer().named(c.name() + ", transfer from train rows"));
        }
        return out;
    }

    private static Set<String> responseIds(RelevanceInput in) {
        Set<String> out = new HashSet<>();
        in.rows().forEach(r -> out.add(r.key().responseId()));
        return out;
    }

    @Override
    public RelevanceInput restrict(RelevanceInput input, Predicate<String> keep) {
        return input.restrict(keep);
    }

    @Override
    public int answers(RelevanceInput input) {
        return input.answers();
    }

    /**
     * The lockbox labelled by what the working part chose and fitted on all its rows, and by each fold fit of the
     * working part's cross-validation (its choice made again inside that fold, as the working run made it).
     */
    @Override
    public HeldOut heldOut(RelevanceRun working, RelevanceInput held, RunContext ctx) {
        RelevanceData data = RelevanceSetup.heldOutData(ctx.data(), held, working.result().rows(), ctx.retrieval(),
                ctx.trainAnswersBeside(responseIds(held)));
        List<Integer> target = java.util.stream.IntStream.range(0, data.inputSize()).boxed().toList();
        List<RelevanceRow> heldRows = data.rows().subList(0, data.inputSize());
        if (working.onAll() == null) {
            return new HeldOut(RelevancePipeline.baseline(data).score(), Map.of(), held.questions(), held.answers());
        }
        List<ModelConfig> candidates = working.candidates();
        int folds = ctx.folds();
        Set<String> lockbox = new HashSet<>();
        heldRows.forEach(r -> lockbox.add(r.questionId()));
        // Training rows: the labelled rows of neither the lockbox nor (for a fold fit) the fold's questions.
        BiFunction<Set<String>, Long, RelevanceScore> byFit = (out, seed) -> {
            Set<String> without = new HashSet<>(out);
            without.addAll(lockbox);
            return RelevanceScorer.score(heldRows, RelevanceCrossValidation.decide(data,
                    RelevanceCrossValidation.trainingMask(data, without), RelevanceSetup.workingRows(data, without), target,
                    candidates, folds, seed).relevant());
        };
        RelevanceScore onAll = byFit.apply(Set.of(), ctx.seed());
        Set<String> questions = new LinkedHashSet<>();
        working.result().rows().forEach(r -> questions.add(r.questionId()));
        List<RelevanceScore> fits = new ArrayList<>();
        if (working.seeds().size() > 1) {
            for (long seed : working.seeds()) {
                GroupedKFold outer = new GroupedKFold(questions, folds, seed);
                for (int f = 0; f < folds; f++) {
                    fits.add(byFit.apply(RelevanceCrossValidation.foldQuestions(questions, outer, f),
                            RelevanceCrossValidation.innerSeed(seed, f)));
                }
            }
        }
        return new HeldOut(onAll, HeldOut.spreads(fits), held.questions(), held.answers());
    }

    /** The model unlabelled input gets ({@link PinnedJudge#current()}). */
    public static PinnedJudge pinned() {
        return PinnedJudge.current();
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
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("retrieval", RunSpec.plain(ctx.retrievalConfig()));
        m.put("decide", decide == Decision.ALL_RELEVANT ? "all-relevant" : "model");
        if (decide == Decision.MODEL) {
            m.put("candidates", candidates().stream().map(c -> {
                Map<String, Object> one = new LinkedHashMap<>();
                one.put("name", c.name());
                one.put("features", c.features().stream().map(Enum::name).toList());
                one.put("lambda", c.lambda());
                one.put("trainWeight", c.trainWeight());
                one.put("rule", c.rule().name());
                one.put("coCitedFloor", c.coCitedFloor());
                return one;
            }).toList());
        }
        m.put("neighbours", CitationResolver.NEIGHBOURS);
        m.put("minMatch", CitationResolver.MIN_MATCH);
        m.put("priorSmoothing", LabelFeatures.PRIOR_SMOOTHING);
        m.put("topicMinRecords", TopicSpace.MIN_RECORDS);
        m.put("topicSmoothing", TopicSpace.SMOOTHING);
        return m;
    }

    @Override
    public Map<String, Object> fitted(RelevanceRun run) {
        PinnedJudge p = run.onAll();
        if (p == null) {
            return Map.of();
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("chosen", p.config().name());
        m.put("model", RunSpec.plain(p.model()));
        m.put("alone", RunSpec.plain(p.alone()));
        m.put("coCitedFloor", Double.isNaN(p.coCited()) ? null : p.coCited());
        return m;
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
