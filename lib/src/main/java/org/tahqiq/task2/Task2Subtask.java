package org.tahqiq.task2;

import org.tahqiq.task2.rules.KnownQuotes;
import org.tahqiq.task2.rules.MatnFeature;
import org.tahqiq.task2.rules.RuleOptions;
import org.tahqiq.task2.rules.Task2Fit;
import org.tahqiq.task2.rules.Thresholds;
import org.tahqiq.task2.rules.Verifier;
import picocli.CommandLine;
import org.tahqiq.subtask.NumberList;
import org.tahqiq.eval.TypeAccuracy;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tahqiq.dataset.GoldLabels;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.eval.PredictionsReader;
import org.tahqiq.eval.Sensitivity;
import org.tahqiq.experiment.RunSpec;
import org.tahqiq.subtask.HeldOut;
import org.tahqiq.subtask.RunContext;
import org.tahqiq.subtask.Score;
import org.tahqiq.subtask.ScoreTable;
import org.tahqiq.subtask.Spread;
import org.tahqiq.subtask.Subtask;
import org.tahqiq.subtask.UsageException;
import picocli.CommandLine.Option;

/** Subtask 2 through the generic command path: {@code ./tahqiq task2}. */
public final class Task2Subtask implements Subtask<Task2Input, Task2Run> {

    @Option(names = "--thresholds", paramLabel = "AYAH,MATN,EQUIV", converter = ThresholdsConverter.class,
            description = "fixed thresholds (default: the pinned ones, fitted on all dev rows); used for input without gold, "
                    + "or with --folds 0")
    Thresholds thresholds;

    @Option(names = "--reference", paramLabel = "FILE|none",
            description = "for a test-phase TSV: the reference JSONL to take an annotation's missing Ayah/matn from, so its "
                    + "claimed_source and isnad are checked against the quote (default: reference.jsonl next to the input, "
                    + "when present); none: without")
    String reference;

    @Option(names = "--matn-decision", paramLabel = "cut|model",
            description = "how matn quotes are decided: cut (one similarity threshold, chosen in the folds) or model (a "
                    + "logistic regression over how the quote differs from every shortlisted record, fitted in the folds; "
                    + "default: ${DEFAULT-VALUE})", defaultValue = "model")
    String matnDecision;

    @Option(names = "--matn-features", paramLabel = "GROUPS",
            description = "with --matn-decision model: the feature groups, comma-separated, of similarity, known, coverage, "
                    + "edits, meaning, records, form (default: those the experiments kept, similarity)")
    String matnFeatures;

    @Option(names = "--matn-base-rate", paramLabel = "input|fitted",
            description = "with --matn-decision model: decide at the share of correct matn quotes estimated from the "
                    + "input's own quotes (input; no label is read) or at the share of the rows the model was fitted on "
                    + "(fitted); default: ${DEFAULT-VALUE}", defaultValue = "input")
    String matnBaseRate;

    @Option(names = "--rules", paramLabel = "SWITCHES", description = "rule refinements switched on (+name) or off "
            + "(-name), comma-separated, e.g. +acceptedQuotes (names as in the spec's config.rules)")
    String rules;

    @Option(names = "--sensitivity", description = "also print and write (sensitivity.tsv, sensitivity.md) the repeated-CV "
            + "scores of each constant no cross-validation chooses, at its value and one step either side (labelled input)")
    boolean sensitivity;

    @Option(names = "--accepted-check", description = "also judge the train answers' matn quotes gold accepted (train_task_4.tsv "
            + "with train_task_2.tsv) with the fit on all labelled rows, and print how many are called correct: the "
            + "answers outside the labelled ones get most wrong by calling such quotes incorrect (one-sided: no rejected "
            + "train quote exists)")
    boolean acceptedCheck;

    static final String SENSITIVITY_TSV = "sensitivity.tsv";
    static final String SENSITIVITY_MD = "sensitivity.md";

    private Path referenceFile;

    @Override
    public String name() {
        return "task2";
    }

    @Override
    public String description() {
        return "Subtask 2: label every Ayah, matn, isnad and claimed_source segment correct or incorrect. Input: a "
                + "dev-schema JSONL (labels optional, so the test phase's reference.jsonl works) or a test-phase Subtask 2 TSV. "
                + "Writes predictions.tsv, evidence.tsv, submission.zip, run.json and (with gold) scores.json.";
    }

    @Override
    public Task2Input read(RunContext ctx) {
        Path inputFile = inputFile(ctx);
        referenceFile = referenceFile(inputFile);
        return Task2Input.read(inputFile, referenceFile);
    }

    private static Path inputFile(RunContext ctx) {
        return ctx.input() != null ? ctx.input() : ctx.data().devJsonl();
    }

    @Override
    public Map<String, Path> inputFiles(Task2Input input, RunContext ctx) {
        Map<String, Path> files = new LinkedHashMap<>();
        files.put("input", input.source());
        if (referenceFile != null) {
            files.put("reference", referenceFile);
        }
        return files;
    }

    @Override
    public Task2Run run(Task2Input input, RunContext ctx) {
        Thresholds fixed = thresholds != null ? thresholds : Thresholds.pinned();
        ThresholdPolicy policy = (ctx.crossValidates() ? ThresholdPolicy.crossValidated(fixed, ctx.folds(), ctx.seed())
                : ThresholdPolicy.fixed(fixed)).withMatn(matnDecision());
        Verifier verifier = new Verifier(ctx.retrieval(), ruleOptions());
        KnownQuotes memory = KnownQuotes.EMPTY;
        if (readsKnown(verifier, policy)) {
            memory = KnownQuotes.read(ctx.data(), input.source()).without(input.responses());
            verifier = verifier.withKnown(memory);
        }
        Task2Pipeline pipeline = new Task2Pipeline(verifier);
        boolean cv = input.hasGold() && policy.isCrossValidated();
        if (cv) {
            List<org.tahqiq.dataset.Annotation> train = ctx.trainAnswersBeside(input.responses()).stream()
                    .flatMap(r -> r.annotations().stream()).toList();
            if (!train.isEmpty()) {
                pipeline.withTrainAnswers(train, (done, total) -> ctx.progress("retrieve train", done, total));
            }
        }
        Task2Result result = pipeline.run(input, policy, (done, total) -> ctx.progress("retrieve", done, total));
        if (sensitivity && !cv) {
            throw new UsageException("--sensitivity needs gold labels and --folds of 2 or more");
        }
        Task2Pipeline.Repeated repeated = cv ? pipeline.repeat(input, result.evidence(), policy, ctx.seeds()) : null;
        List<Sensitivity> table = sensitivity
                ? Task2Sensitivity.run(pipeline.verifier(), input, result.evidence(), policy, ctx.seeds()) : List.of();
        AcceptedQuoteCheck accepted = null;
        if (acceptedCheck) {
            List<org.tahqiq.dataset.Annotation> quotes = AcceptedQuoteCheck.quotes(ctx.data());
            if (quotes.isEmpty()) {
                throw new UsageException("--accepted-check needs train_set/train_task_4.tsv and train_task_2.tsv in the data folder");
            }
            accepted = AcceptedQuoteCheck.run(verifier, memory, quotes, result.onAll(), result.evidence(), input.gold());
        }
        return new Task2Run(result, policy, referenceFile, repeated, table, verifier, accepted);
    }

    @Override
    public Task2Input restrict(Task2Input input, java.util.function.Predicate<String> keep) {
        return input.restrict(keep);
    }

    @Override
    public int answers(Task2Input input) {
        return input.answers();
    }

    /** Whether the rules or the matn model read the judged quotes (only then are they loaded). */
    static boolean readsKnown(Verifier verifier, ThresholdPolicy policy) {
        return verifier.options().acceptedQuotes() || policy.matn().reads(MatnFeature.Group.KNOWN);
    }

    /** The working run's rules, with a memory of judged quotes that leaves out the lockbox's answers too. */
    private static Verifier heldOutVerifier(Task2Run working, Task2Input held, RunContext ctx) {
        if (!readsKnown(working.verifier(), working.policy())) {
            return working.verifier();
        }
        java.util.Set<String> both = new java.util.HashSet<>(held.responses());
        working.result().evidence().forEach(e -> both.add(e.annotation().responseId()));
        return working.verifier().withKnown(KnownQuotes.read(ctx.data(), held.source()).without(both));
    }

    /** The rule switches: the defaults with --rules applied. */
    RuleOptions ruleOptions() {
        return rules == null ? RuleOptions.ALL : RuleSwitches.apply(RuleOptions.ALL, rules);
    }

    /** How matns are decided, from the options. */
    MatnDecision matnDecision() {
        switch (matnDecision) {
            case "cut" -> {
                if (matnFeatures != null) {
                    throw new UsageException("--matn-features needs --matn-decision model");
                }
                return MatnDecision.CUT;
            }
            case "model" -> {
                boolean fromInput = switch (matnBaseRate) {
                    case "input" -> true;
                    case "fitted" -> false;
                    default -> throw new UsageException("--matn-base-rate takes input or fitted, got '" + matnBaseRate + "'");
                };
                try {
                    return (matnFeatures == null ? MatnDecision.DEFAULT : MatnDecision.model(MatnFeature.Group.parse(matnFeatures)))
                            .withInputBaseRate(fromInput);
                } catch (IllegalArgumentException e) {
                    throw new UsageException("--matn-features takes groups of " + MatnFeature.Group.names(
                            List.of(MatnFeature.Group.values())) + ", comma-separated; got '" + matnFeatures + "'");
                }
            }
            default -> throw new UsageException("--matn-decision takes cut or model, got '" + matnDecision + "'");
        }
    }

    /** The lockbox judged with what the working part fitted on all its rows, and with each of its fold fits. */
    @Override
    public HeldOut heldOut(Task2Run working, Task2Input held, RunContext ctx) {
        Verifier verifier = heldOutVerifier(working, held, ctx);
        var evidence = verifier.gather(held.annotations(), held.context());
        // the lockbox is an input of its own: at the input's base rate, its own quotes set it
        List<List<double[]>> features = working.policy().matn().inputBaseRate()
                ? InputBaseRate.features(verifier, evidence, working.policy().matn().features()) : null;
        java.util.function.Function<Task2Fit, Task2Score> score = fit -> Task2Scorer.score(held.gold(),
                Task2Pipeline.predictions(verifier.judge(evidence, features == null ? fit
                        : InputBaseRate.of(fit, features).fits().get(0))));
        List<Task2Score> byFit = working.repeated() == null ? List.of()
                : working.repeated().foldFits().parallelStream().map(score).toList();
        return new HeldOut(score.apply(working.result().onAll()), HeldOut.spreads(byFit), held.questions(), held.answers());
    }

    @Override
    public void write(Task2Input input, Task2Run run, Path dir) throws IOException {
        Task2Outputs.write(input, run.result(), dir);
        if (!run.sensitivity().isEmpty()) {
            Files.writeString(dir.resolve(SENSITIVITY_TSV), Sensitivity.tsv(run.sensitivity()));
            Files.writeString(dir.resolve(SENSITIVITY_MD), Sensitivity.markdown("Subtask 2: sensitivity over " + run.seeds().size()
                    + " fold seeds (mean [min, max]; `./tahqiq task2 --sensitivity`)", run.sensitivity()));
        }
    }

    @Override
    public Score officialScore(Task2Run run) {
        return run.result().score();
    }

    @Override
    public List<? extends Score> scoresBySeed(Task2Run run) {
        return run.bySeed();
    }

    @Override
    public Map<String, Object> config(RunContext ctx) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("retrieval", RunSpec.plain(ctx.retrievalConfig()));
        m.put("rules", RunSpec.plain(ruleOptions()));
        m.put("thresholdGrid", gridText(Task2Pipeline.GRID));
        m.put("equivalentGrid", gridText(Task2Pipeline.EQUIVALENT_GRID));
        m.put("thresholdChoice", ThresholdPolicy.CHOICE.text());
        MatnDecision d = matnDecision();
        m.put("matnDecision", d.text());
        if (d.isModel()) {
            m.put("matnL2", d.l2());
        }
        return m;
    }

    private static String gridText(double[] g) {
        return String.format(Locale.ROOT, "%s..%s step %s", g[0], g[g.length - 1], g[1] - g[0]);
    }

    @Override
    public Map<String, Object> fitted(Task2Run run) {
        if (!run.policy().isCrossValidated() || run.result().score() == null) {
            return Map.of();
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("thresholds", RunSpec.plain(run.result().tunedOnAll()));
        if (run.result().onAll().matn() != null) {
            m.put("matnModel", RunSpec.plain(run.result().onAll().matn()));
        }
        return m;
    }

    @Override
    public Map<String, Object> checks(Task2Run run) {
        return run.accepted() == null ? Map.of() : run.accepted().toJson();
    }

    @Override
    public String score(Path predictions, Path gold, Path responses) {
        return Task2Scorer.score(goldLabels(gold), PredictionsReader.readTask2(predictions)).toJson();
    }

    @Override
    public List<Long> predictionsNotInGold(Path predictions, Path gold) {
        Map<SegmentKey, Label> g = goldLabels(gold);
        return PredictionsReader.readTask2Keyed(predictions).linesWhere(k -> g.getOrDefault(k, Label.NA) == Label.NA);
    }

    private static Map<SegmentKey, Label> goldLabels(Path gold) {
        return gold.getFileName().toString().endsWith(".jsonl") ? Task2Input.read(gold).gold() : GoldLabels.read(gold);
    }

    @Override
    public void print(Task2Input in, Task2Run run, RunContext ctx, PrintWriter out) {
        Task2Result result = run.result();
        out.printf(Locale.ROOT, "input   %s (%d segments)%n", in.source(), in.segmentCount());
        out.printf(Locale.ROOT, "data    %s%n", ctx.data().root());
        long partial = in.annotations().stream().filter(a -> !a.hasQuote() && !a.segments().isEmpty()).count();
        if (partial > 0 && run.reference() != null) {
            out.printf(Locale.ROOT, "context %d annotations come without their Ayah/matn; %d completed from %s%n",
                    partial, in.context().size(), run.reference());
        } else if (partial > 0) {
            out.printf(Locale.ROOT, "note    %d annotations come without their Ayah/matn; their claimed_source/isnad are "
                    + "judged correct unless --reference gives the quote%n", partial);
        }
        var t = ctx.retrieval().timings();
        out.printf(Locale.ROOT, "time    load %d ms, normalize %d ms, index %d ms, retrieve %d ms, judge %d ms%n",
                t.loadMs(), t.normalizeMs(), t.indexMs(), result.gatherMs(), result.judgeMs());
        printThresholds(out, run, in.hasGold());
        if (result.score() != null) {
            printScore(out, run);
        }
        if (run.accepted() != null) {
            out.printf(Locale.ROOT, "accepted train matn quotes (%d), judged by the fit on all labelled rows; one-sided, read beside "
                    + "the scores above:%n", run.accepted().quotes());
            run.accepted().lines().forEach(out::println);
        }
        if (!run.sensitivity().isEmpty()) {
            out.printf("sensitivity (repeated CV over %d fold seeds, mean [min, max]; * = the value used; %s):%n",
                    run.seeds().size(), SENSITIVITY_MD);
            Sensitivity.lines(run.sensitivity()).forEach(l -> out.println("  " + l));
        }
    }

    private static void printThresholds(PrintWriter out, Task2Run run, boolean gold) {
        ThresholdPolicy policy = run.policy();
        Task2Result r = run.result();
        if (policy.isCrossValidated() && gold) {
            out.printf("thresholds chosen by %d-fold cross-validation grouped by question (Ayah/matn/equivalent), %s:%n",
                    policy.folds(), policy.choice().text());
            r.foldThresholds().forEach((f, t) -> out.printf(Locale.ROOT, "  fold %d: %s%n", f, t.text()));
            out.printf(Locale.ROOT, "  on all rows (for unseen data, not an estimate): %s%n", r.tunedOnAll().text());
            if (r.onAll().matn() != null) {
                out.printf(Locale.ROOT, "matn decided by a model (%s) fitted in the folds; on all rows: %s%n",
                        policy.matn().text(), r.onAll().matn());
            }
            printBaseRate(out, r);
            if (run.repeated() != null && run.seeds().size() > 1) {
                List<Thresholds> fits = run.repeated().foldThresholds();
                out.printf(Locale.ROOT, "  over the %d fold fits of %d seeds: %s%n", fits.size(), run.seeds().size(),
                        ThresholdSpread.of(fits).text());
            }
        } else {
            out.printf(Locale.ROOT, "thresholds fixed (Ayah/matn/equivalent): %s%n", policy.fixed().text());
            printBaseRate(out, r);
        }
    }

    /** The share of correct matns the fits were fitted at, and the one the input's quotes suggest. */
    private static void printBaseRate(PrintWriter out, Task2Result r) {
        if (!Double.isNaN(r.matnBaseRate()) && r.onAll().matn() != null) {
            out.printf(Locale.ROOT, "matn base rate: %.3f of the input's quotes estimated correct (the fit on all rows: "
                    + "%.3f); the model decides at the input's share, not the fit's%n", r.matnBaseRate(),
                    r.onAll().matn().baseRate());
        }
    }

    private void printScore(PrintWriter out, Task2Run run) {
        Task2Score score = run.result().score();
        Map<String, Spread> spreads = repeated(run);
        boolean cv = run.policy().isCrossValidated();
        out.println(cv ? "accuracy (each row labelled by thresholds tuned on the other folds; seed " + run.policy().seed() + "):"
                : "accuracy:");
        ScoreTable table = new ScoreTable(out, 15, !spreads.isEmpty());
        for (Map.Entry<SegmentType, TypeAccuracy> e : score.byType().entrySet()) {
            TypeAccuracy ts = e.getValue();
            table.row(e.getKey().wire(), ts.hits(), ts.total(), ts.missing(), spreads.get("accuracy_" + e.getKey().wire()));
        }
        table.value("macro", score.macro(), spreads.get("accuracy"));
        if (!spreads.isEmpty()) {
            out.printf(Locale.ROOT, "repeated cross-validation: %d fold seeds (%s); quote the means%n", run.seeds().size(),
                    seedsText(run.seeds()));
        }
    }

    static String seedsText(List<Long> seeds) {
        return seeds.size() <= 3 ? seeds.toString() : seeds.get(0) + ", " + seeds.get(1) + ", ..., " + seeds.get(seeds.size() - 1);
    }

    /** The reference JSONL for a TSV input: --reference, else reference.jsonl beside the input; null for none. */
    private Path referenceFile(Path inputFile) {
        if (reference != null) {
            return reference.equals("none") ? null : Path.of(reference);
        }
        if (inputFile.getFileName().toString().endsWith(".jsonl")) {
            return null; // a JSONL holds whole annotations
        }
        Path beside = inputFile.toAbsolutePath().resolveSibling("reference.jsonl");
        return Files.isRegularFile(beside) ? beside : null;
    }

    /** Reads {@code AYAH,MATN,EQUIV} on the command line; a malformed or out-of-range value is a usage error. */
    public static final class ThresholdsConverter implements CommandLine.ITypeConverter<Thresholds> {
        private static final String USAGE = "--thresholds takes AYAH,MATN,EQUIV, three similarities from 0 to 100, e.g. 99,95,80";

        @Override
        public Thresholds convert(String s) {
            double[] v = NumberList.parse(s, 3, USAGE);
            try {
                return new Thresholds(v[0], v[1], v[2]);
            } catch (IllegalArgumentException e) {
                throw NumberList.invalid(s, USAGE);
            }
        }
    }
}
