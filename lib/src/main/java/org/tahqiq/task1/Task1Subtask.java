package org.tahqiq.task1;

import org.tahqiq.task1.score.CharClass;
import org.tahqiq.task1.score.Task1Score;
import org.tahqiq.task1.score.Task1Scorer;
import org.tahqiq.task1.analysis.CorpusAligner;
import org.tahqiq.task1.analysis.WordNgramIndex;
import org.tahqiq.task1.detect.BoundaryRule;
import org.tahqiq.task1.detect.BoundaryRules;
import org.tahqiq.task1.detect.DetectedAnnotation;
import org.tahqiq.task1.detect.FeatureExtractor;
import org.tahqiq.task1.detect.SequenceModel;
import org.tahqiq.task1.detect.SpanDetector;
import org.tahqiq.task1.detect.TagScheme;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tahqiq.task1.score.Task1Span;
import org.tahqiq.experiment.RunSpec;
import org.tahqiq.subtask.RunContext;
import org.tahqiq.subtask.Spread;
import org.tahqiq.subtask.Subtask;
import org.tahqiq.subtask.UsageException;
import picocli.CommandLine.Option;

/** Subtask 1 through the generic command path: {@code ./tahqiq task1}. */
public final class Task1Subtask implements Subtask<Task1Input, Task1Run> {

    @Option(names = "--synthetic", paramLabel = "N",
            description = "synthetic training answers written from the corpora (default: the recipe's 300; 0: none)")
    Integer synthetic;

    @Option(names = "--synthetic-shapes", paramLabel = "plain|varied|hadith",
            description = "the shapes the synthetic answers take: plain (the first set), varied (more citation and source "
                    + "styles, Markdown, several citations per line, chains of several narrators) or hadith (the varied "
                    + "hadith shapes only); default: the recipe's")
    String shapes;

    @Option(names = "--topic-reach", paramLabel = "TOKENS",
            description = "how many tokens back a Qur'an or hadith cue, and ahead a reference, set a token's topic "
                    + "(default: the recipe's; 0: no topic features). Cross-validation only: the shipped model reads with the default")
    Integer topicReach;

    @Option(names = "--topic-features", paramLabel = "nearest|full",
            description = "nearest: the nearer cue and the next reference, each with its distance; full: also each cue "
                    + "alone, their pair and combinations with the reference (default: the recipe's). Cross-validation only")
    String topicFeatures;

    @Option(names = "--runs", paramLabel = "N",
            description = "perceptrons trained on their own example orders, their weights averaged into one model "
                    + "(default: the recipe's)")
    Integer runs;

    @Option(names = "--tags", paramLabel = "bio|bioes",
            description = "the tagger's tag set: bio (begin, inside) or bioes (also end and single-token tags) (default: the recipe's)")
    String tags;

    @Option(names = "--passes", paramLabel = "1|2",
            description = "1: one tagger; 2: a second tagger that also reads the first one's tags, confidences and "
                    + "span lengths and how far the nearest span of each type is (trained on inner folds' output) "
                    + "(default: the recipe's)")
    Integer passes;

    @Option(names = "--first-pass", paramLabel = "mean|refit",
            description = "with two passes, the first pass kept: mean (of the inner folds' first passes, whose output the "
                    + "second pass learned from) or refit (trained once more on every answer) (default: the recipe's)")
    String firstPass;

    @Option(names = "--train-quotes", paramLabel = "SHARE",
            description = "the share (0 to 1) of synthetic citations that quote a train answer's verse or matn "
                    + "(train_task_4.tsv) instead of the corpus text the generator corrupts (default: the recipe's)")
    Double trainQuotes;

    @Option(names = "--training-seed", paramLabel = "N",
            description = "train under another seed: the perceptron's example order and inner folds, and the synthetic "
                    + "answers drawn (default: the recipe's, 2026 and 7). How far scores move with it alone is what a "
                    + "change must beat")
    Long trainingSeed;

    @Option(names = "--rules", paramLabel = "SWITCHES", completionCandidates = BoundaryRule.Names.class,
            description = "the gold's boundary conventions applied after tagging, switched off (-name) or on (+name), "
                    + "comma-separated: ${COMPLETION-CANDIDATES} (default: all on). The models stay the same")
    String rules;

    @Option(names = "--model", paramLabel = "FILE",
            description = "label with this model file instead of the pinned one (input without gold, or --folds 0)")
    Path model;

    @Option(names = "--write-model", paramLabel = "FILE",
            description = "with gold: also write the model trained on every labelled answer plus the synthetic ones "
                    + "(the pinned one, for unlabelled input, is model.bin.gz in lib/src/main/resources/org/tahqiq/task1/)")
    Path writeModel;

    @Option(names = "--model-cache", paramLabel = "DIR|none",
            description = "where trained fold models and repeated fold seeds' scores are kept, keyed by what they depend on "
                    + "(default: the run's cache folder, results/cache; none: train everything afresh)")
    String modelCache;

    /** The error-kinds table's name in the run folder ({@code error-kinds.md}, {@code error-kinds.tsv}). */
    static final String ERROR_KINDS = "error-kinds";

    /** The pipeline of this command's run (a fresh instance serves each command), reused to label the lockbox. */
    private Task1Pipeline pipeline;

    @Override
    public String name() {
        return "task1";
    }

    @Override
    public String description() {
        return "Subtask 1: find the Ayah, matn, isnad and claimed_source spans in each raw answer. Input: the dev JSONL "
                + "(its annotations are the gold, never shown to the detector) or the test phase's JSONL of id, question_id, "
                + "question, generated_answer. Writes predictions.tsv, evidence.tsv, submission.zip, run.json and (with gold) "
                + "scores.json and error-kinds.md/.tsv (where the F1 goes, by class and error kind; each span in error-kinds-spans.tsv).";
    }

    @Override
    public Task1Input read(RunContext ctx) {
        return Task1Input.read(ctx.input() != null ? ctx.input() : ctx.data().devJsonl());
    }

    @Override
    public Map<String, Path> inputFiles(Task1Input input, RunContext ctx) {
        Map<String, Path> files = new LinkedHashMap<>();
        files.put("input", input.source());
        if (model != null) {
            files.put("model", model);
        }
        return files;
    }

    private Task1Recipe recipe() {
        Task1Recipe r = synthetic == null ? Task1Recipe.DEFAULT : Task1Recipe.DEFAULT.withSynthetic(synthetic);
        if (shapes != null) {
            if (!SyntheticAnswers.SHAPES.contains(shapes)) {
                throw new UsageException("--synthetic-shapes takes one of " + String.join(", ", SyntheticAnswers.SHAPES) + ", got " + shapes);
            }
            r = r.withShapes(shapes);
        }
        if (topicReach != null && topicReach < 0) {
            throw new UsageException("--topic-reach takes a count of 0 or more tokens, got " + topicReach);
        }
        if (topicFeatures != null && !List.of("nearest", "full").contains(topicFeatures)) {
            throw new UsageException("--topic-features takes nearest or full, got " + topicFeatures);
        }
        if (topicReach != null || topicFeatures != null) {
            FeatureExtractor.TopicFeatures d = r.topic();
            r = r.withTopic(new FeatureExtractor.TopicFeatures(topicReach == null ? d.reach() : topicReach,
                    topicFeatures == null ? d.full() : topicFeatures.equals("full")));
        }
        if (trainQuotes != null) {
            if (!(trainQuotes >= 0 && trainQuotes <= 1)) {
                throw new UsageException("--train-quotes takes a share from 0 to 1, got " + trainQuotes);
            }
            r = r.withTrainQuotes(trainQuotes);
        }
        if (trainingSeed != null) {
            r = r.withTrainingSeed(trainingSeed);
        }
        if (rules != null) {
            r = r.withRules(BoundarySwitches.apply(BoundaryRule.ALL, rules));
        }
        if (runs != null) {
            if (runs < 1) {
                throw new UsageException("--runs takes a count of 1 or more, got " + runs);
            }
            r = r.withSettings(r.settings().withRuns(runs));
        }
        if (tags != null) {
            // the option's values are the schemes' names, so a new scheme needs no edit here
            List<String> names = java.util.Arrays.stream(TagScheme.values()).map(t -> t.name().toLowerCase(java.util.Locale.ROOT)).toList();
            if (!names.contains(tags)) {
                throw new UsageException("--tags takes " + String.join(" or ", names) + ", got " + tags);
            }
            r = r.withSettings(r.settings().withScheme(TagScheme.valueOf(tags.toUpperCase(java.util.Locale.ROOT))));
        }
        if (passes != null) {
            if (passes != 1 && passes != 2) {
                throw new UsageException("--passes takes 1 or 2, got " + passes);
            }
            r = r.withSettings(r.settings().withStacked(passes == 2));
        }
        if (firstPass != null) {
            if (!firstPass.equals("mean") && !firstPass.equals("refit")) {
                throw new UsageException("--first-pass takes mean or refit, got " + firstPass);
            }
            if (!r.settings().stacked()) {
                throw new UsageException("--first-pass " + firstPass + " needs two passes (--passes 2)");
            }
            r = r.withSettings(r.settings().withFoldMean(firstPass.equals("mean")));
        }
        return r;
    }

    @Override
    public Task1Run run(Task1Input input, RunContext ctx) throws IOException {
        if (synthetic != null && synthetic < 0) {
            throw new UsageException("--synthetic takes a count of 0 or more, got " + synthetic);
        }
        // a bad --synthetic-shapes, --topic-reach, --topic-features, --train-quotes, --runs, --tags, --passes or --first-pass stops the run before anything is trained
        Task1Recipe recipe = recipe();
        boolean labelledCv = input.hasGold() && ctx.crossValidates();
        if (writeModel != null && !labelledCv) {
            throw new UsageException("--write-model trains on gold labels: it needs labelled input and --folds of 2 or more");
        }
        if (!recipe.topic().equals(FeatureExtractor.TopicFeatures.DEFAULT) && (writeModel != null || !labelledCv)) {
            throw new UsageException("--topic-reach and --topic-features are for cross-validation on labelled input: the "
                    + "detector and the shipped model read with topic features " + FeatureExtractor.TopicFeatures.DEFAULT);
        }
        Path cacheDir = modelCache == null ? ctx.cacheDir() : modelCache.equals("none") ? null : Path.of(modelCache);
        Task1Pipeline p = Task1Pipeline.load(ctx.data(), recipe, ctx.cacheDir()).cacheModels(cacheDir);
        if (p.lacksTrainQuotes()) {
            ctx.err().println("tahqiq: warning: no train quotes in " + ctx.data().trainTask(4)
                    + ": the synthetic answers quote the corpora only");
        }
        if (labelledCv) {
            p.withTrainAnswers(Task1Input.answers(ctx.trainAnswersBeside(input.texts().keySet())));
        }
        pipeline = p;
        SequenceModel given = model == null ? null : Task1Pipeline.readModel(model);
        Task1Result result = p.run(input, ctx.folds(), ctx.seed(), given);
        if (!(input.hasGold() && ctx.crossValidates())) {
            return new Task1Run(result, recipe, List.of(), List.of(), null, null);
        }
        List<Long> seeds = ctx.seeds();
        List<Task1Score> bySeed = new ArrayList<>();
        bySeed.add(result.score());
        // Seeds are independent (and training deterministic), so they run side by side.
        bySeed.addAll(seeds.subList(1, seeds.size()).parallelStream()
                .map(seed -> p.crossValidatedScore(result.answers(), ctx.folds(), seed)).toList());
        SequenceModel onAll = result.crossValidation().onAll().get();
        if (writeModel != null) {
            Task1Pipeline.writeModel(onAll, writeModel);
        }
        return new Task1Run(result, recipe, seeds, bySeed, onAll, writeModel);
    }

    @Override
    public Task1Input restrict(Task1Input input, java.util.function.Predicate<String> keep) {
        return input.restrict(keep);
    }

    @Override
    public int answers(Task1Input input) {
        return input.answers().size();
    }

    /**
     * The lockbox labelled by the model the working part trained on all its answers (plus the synthetic ones), and by
     * each fold model of its headline cross-validation; scored with the official semantics.
     */
    @Override
    public org.tahqiq.subtask.HeldOut heldOut(Task1Run working, Task1Input held, RunContext ctx) {
        if (working.onAll() == null) {
            throw new UsageException("--lockbox needs the working part cross-validated (--folds of 2 or more)");
        }
        Task1Pipeline p = pipeline != null ? pipeline : Task1Pipeline.load(ctx.data(), recipe(), ctx.cacheDir());
        List<Encoded> enc = p.encode(held.answers());
        java.util.Set<BoundaryRule> rules = p.recipe().rules();
        java.util.function.Function<SequenceModel, Task1Score> score = m -> {
            Map<String, List<DetectedAnnotation>> found = new LinkedHashMap<>();
            for (Encoded e : enc) {
                found.put(e.answer().id(), SpanDetector.spansOnly(p.analyzer(), e.analysis(), e.features(), m, rules));
            }
            return SpanCrossValidation.score(enc, found);
        };
        List<Task1Score> byFit = working.result().crossValidation().foldModels().parallelStream()
                .map(f -> score.apply(f.get())).toList();
        return new org.tahqiq.subtask.HeldOut(score.apply(working.onAll()), org.tahqiq.subtask.HeldOut.spreads(byFit),
                held.questions(), held.answers().size());
    }

    @Override
    public void write(Task1Input input, Task1Run run, Path dir) throws IOException {
        Task1Outputs.write(input, run.result(), dir);
        if (run.result().score() != null) {
            // Where the F1 goes, by class and error kind (the headline seed's folds): error-kinds.md / .tsv.
            List<ErrorKinds.Outcome> outcomes = ErrorKinds.outcomes(run.result().answers(), run.result().detections());
            org.tahqiq.subtask.Tables.write(ErrorKinds.table(outcomes, run.result().score(), 2), dir, ERROR_KINDS);
            org.tahqiq.subtask.Tables.writeTsv(ErrorKinds.spans(outcomes), dir.resolve(ERROR_KINDS + "-spans.tsv"));
            java.nio.file.Files.deleteIfExists(dir.resolve(ERROR_KINDS + ".tex"));
        }
    }

    @Override
    public org.tahqiq.subtask.Score officialScore(Task1Run run) {
        return run.result().score();
    }

    @Override
    public List<? extends org.tahqiq.subtask.Score> scoresBySeed(Task1Run run) {
        return run.bySeed();
    }

    /** The F1s' spreads (precision and recall are in scores.json; their spreads add nothing to quote). */
    @Override
    public Map<String, Spread> repeated(Task1Run run) {
        if (run.bySeed().size() < 2) {
            return Map.of();
        }
        Map<String, Spread> all = new LinkedHashMap<>(Spread.of(run.bySeed().stream().map(Task1Score::toOfficialJson).toList()));
        all.keySet().removeIf(k -> !k.startsWith("F1"));
        return all;
    }

    @Override
    public Map<String, Object> config(RunContext ctx) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("recipe", RunSpec.plain(recipe()));
        m.put("boundaries", Map.of("maxColonReach", BoundaryRules.MAX_COLON_REACH));
        // In a fixed order: Map.of's order changes from one JVM to the next, and the spec files would churn.
        Map<String, Object> alignment = new LinkedHashMap<>();
        alignment.put("ngram", WordNgramIndex.N);
        alignment.put("maxGap", CorpusAligner.MAX_GAP);
        alignment.put("maxSkew", CorpusAligner.MAX_SKEW);
        m.put("alignment", alignment);
        return m;
    }

    /** The model trained on all labelled answers, by the SHA-256 of its file: the pinned model must be this one. */
    @Override
    public Map<String, Object> fitted(Task1Run run) {
        return run.onAll() == null ? Map.of() : Map.of("model", run.onAll().sha256());
    }

    @Override
    public String score(Path predictions, Path gold, Path responses) {
        if (responses == null) {
            throw new UsageException("score task1 needs --responses R: the answers whose characters are scored (dev.jsonl or the "
                    + "test-phase JSONL)");
        }
        Map<String, String> texts = Task1Input.read(responses).texts();
        List<Task1Span> g = gold.getFileName().toString().endsWith(".jsonl") ? Task1Input.read(gold).gold() : Task1Span.read(gold);
        return Task1Scorer.score(texts, g, SpanRows.read(predictions)).toJson();
    }

    @Override
    public void print(Task1Input in, Task1Run run, RunContext ctx, PrintWriter out) {
        Task1Result r = run.result();
        out.printf(Locale.ROOT, "input   %s (%d responses%s)%n", in.source(), in.answers().size(), in.hasGold() ? ", with gold" : "");
        out.printf(Locale.ROOT, "data    %s%n", ctx.data().root());
        var t = r.timings();
        out.printf(Locale.ROOT, "time    load %d ms, index %d ms, analyse %d ms, synthetic %d ms, train+label %d ms%n",
                t.loadMs(), t.indexMs(), t.encodeMs(), t.syntheticMs(), t.labelMs());
        out.printf(Locale.ROOT, "model   %s; %s%n", run.recipe(), r.labelledBy());
        if (r.score() != null) {
            Map<String, Spread> spreads = repeated(run);
            out.println("character-level scores (official Subtask 1 semantics):");
            out.printf("  %-15s %8s %9s %8s %11s%s%n", "class", "F1", "precision", "recall", "gold chars",
                    spreads.isEmpty() ? "" : "  F1 over fold seeds: mean [min, max]");
            for (CharClass c : CharClass.values()) {
                out.printf(Locale.ROOT, "  %-15s %8.4f %9.4f %8.4f %11d%s%n", c.wire(), r.score().f1(c), r.score().precision(c),
                        r.score().recall(c), r.score().tp(c) + r.score().fn(c), spread(spreads.get("F1_" + c.wire())));
            }
            out.printf(Locale.ROOT, "  %-15s %8.4f %9s %8s %11s%s%n", "macro F1", r.score().macroF1(), "", "", "", spread(spreads.get("F1")));
            if (!spreads.isEmpty()) {
                out.printf(Locale.ROOT, "repeated cross-validation: %d fold seeds (%s); quote the means%n", run.seeds().size(),
                        run.seeds().size() <= 3 ? run.seeds().toString() : run.seeds().get(0) + ", " + run.seeds().get(1) + ", ..., "
                                + run.seeds().get(run.seeds().size() - 1));
            }
        }
        if (run.modelWritten() != null) {
            out.println("model   written " + run.modelWritten() + " (sha256 " + run.onAll().sha256().substring(0, 12) + "…)");
        }
    }

    private static String spread(Spread s) {
        return s == null ? "" : String.format(Locale.ROOT, "  %.4f [%.4f, %.4f]", s.mean(), s.min(), s.max());
    }
}
