package org.tahqiq.task1;

import org.tahqiq.task1.score.Task1Score;
import org.tahqiq.task1.score.Task1Scorer;
import org.tahqiq.task1.analysis.Analyzer;
import org.tahqiq.task1.detect.BoundaryRule;
import org.tahqiq.task1.detect.DetectedAnnotation;
import org.tahqiq.task1.detect.SequenceModel;
import org.tahqiq.task1.detect.SpanDetector;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.tahqiq.task1.score.Task1Span;
import org.tahqiq.eval.CrossValidation;

/**
 * The detector under the project's grouped cross-validation ({@link CrossValidation#select}): answers to one
 * question never sit on both sides of a split; each fold's tagger is trained on the other folds' answers plus the
 * synthetic ones (and the train answers, when given) and labels its own, so every answer is labelled by a model that
 * never saw its question. A model is trained when first needed, so the all-answers model the selection also fits
 * costs nothing unless it is used (it is the pinned model for unlabelled input).
 */
public final class SpanCrossValidation {

    public static final int FOLDS = 5;
    public static final long SEED = 2026;

    private SpanCrossValidation() {
    }

    /**
     * @param detections per answer id, what its fold's model found
     * @param onAll      the model trained on every answer (trained on first call)
     * @param foldModels each fold's model, by fold (trained on first call; the lockbox's spread over fold fits)
     */
    public record Result(Map<String, List<DetectedAnnotation>> detections, int[] foldOf, Task1Score score,
                         Supplier<SequenceModel> onAll, List<Supplier<SequenceModel>> foldModels) {

        public List<Task1Span> rows() {
            List<Task1Span> out = new ArrayList<>();
            detections.forEach((id, d) -> out.addAll(Rows.of(id, d)));
            return out;
        }
    }

    /** A model trained on first use, once. */
    private static final class Lazy implements Supplier<SequenceModel> {
        private final Supplier<SequenceModel> train;
        private SequenceModel model;

        Lazy(Supplier<SequenceModel> train) {
            this.train = train;
        }

        @Override
        public synchronized SequenceModel get() {
            if (model == null) {
                model = train.get();
            }
            return model;
        }
    }

    /**
     * How a cross-validation runs beyond its data and recipe.
     *
     * @param maxTrain   when positive, each fold trains on at most this many of its training answers (whole questions,
     *                   drawn with the fold seed): the learning curve
     * @param evidence   whether the detections carry confidences and evidence (a score alone needs neither)
     * @param trainOnAll whether the all-answers model is trained now, beside the folds' (when the caller will use it),
     *                   rather than on first use
     * @param rules      the boundary conventions detection applies
     */
    public record Options(int maxTrain, boolean evidence, boolean trainOnAll, Set<BoundaryRule> rules,
                          List<SequenceModel.Example> extra) {

        /** Every answer, with evidence, every convention, the all-answers model on first use, no train answers. */
        public static final Options DEFAULT = new Options(0, true, false, BoundaryRule.ALL, List.of());

        public Options {
            extra = List.copyOf(extra);
        }

        public Options maxTrain(int n) {
            return new Options(n, evidence, trainOnAll, rules, extra);
        }

        public Options scoreOnly() {
            return new Options(maxTrain, false, trainOnAll, rules, extra);
        }

        public Options trainingOnAll() {
            return new Options(maxTrain, evidence, true, rules, extra);
        }

        public Options rules(Set<BoundaryRule> r) {
            return new Options(maxTrain, evidence, trainOnAll, r, extra);
        }

        /**
         * Labelled answers outside the cross-validated ones (the train answers) that every fold's model also learns
         * from, before the fold's own answers; they are never labelled or scored.
         */
        public Options extra(List<SequenceModel.Example> train) {
            return new Options(maxTrain, evidence, trainOnAll, rules, train);
        }
    }

    /** The train answers, then the fold's: what a fold's model learns from besides the synthetic answers. */
    static List<SequenceModel.Example> trainingExamples(List<SequenceModel.Example> extra, List<Encoded> fold) {
        List<SequenceModel.Example> out = new ArrayList<>(extra);
        fold.forEach(e -> out.add(e.example()));
        return out;
    }

    public static Result run(Analyzer analyzer, List<Encoded> data, int folds, long seed, SequenceModel.Settings settings,
                             SyntheticSet synthetic, ModelCache cache, Options options) {
        int maxTrain = options.maxTrain();
        CrossValidation.Result<Lazy, List<DetectedAnnotation>> r = CrossValidation.select(data,
                e -> CrossValidation.group(e.answer().questionId(), e.answer().id()), folds, seed,
                train -> {
                    Lazy m = new Lazy(() -> cache.train(synthetic, trainingExamples(options.extra(), subsample(train, maxTrain, seed)),
                            settings));
                    if (options.trainOnAll() && train.size() == data.size()) {
                        m.get();
                    }
                    return m;
                },
                (m, e) -> options.evidence() ? SpanDetector.detect(analyzer, e.analysis(), e.features(), m.get(), options.rules())
                        : SpanDetector.spansOnly(analyzer, e.analysis(), e.features(), m.get(), options.rules()),
                true); // each fold's model trains in about two seconds: the folds train side by side
        Map<String, List<DetectedAnnotation>> detections = new LinkedHashMap<>();
        for (int i = 0; i < data.size(); i++) {
            detections.put(data.get(i).answer().id(), r.decided().get(i));
        }
        List<Supplier<SequenceModel>> byFold = new ArrayList<>();
        new java.util.TreeMap<>(r.perFold()).values().forEach(byFold::add);
        return new Result(detections, r.foldOf(), score(data, detections), r.onAll(), byFold);
    }

    /** At most {@code n} answers, whole questions in an order drawn with {@code seed}; all of them when n ≤ 0. */
    static List<Encoded> subsample(List<Encoded> train, int n, long seed) {
        if (n <= 0 || n >= train.size()) {
            return train;
        }
        Map<String, List<Encoded>> byQuestion = new LinkedHashMap<>();
        for (Encoded e : train) {
            byQuestion.computeIfAbsent(CrossValidation.group(e.answer().questionId(), e.answer().id()), k -> new ArrayList<>()).add(e);
        }
        List<String> questions = new ArrayList<>(new java.util.TreeSet<>(byQuestion.keySet()));
        java.util.Collections.shuffle(questions, new java.util.Random(seed));
        List<Encoded> out = new ArrayList<>();
        for (String q : questions) {
            if (out.size() >= n) {
                break;
            }
            out.addAll(byQuestion.get(q));
        }
        return out;
    }

    /** The official score of the given answers' detections. */
    public static Task1Score score(List<Encoded> answers, Map<String, List<DetectedAnnotation>> detections) {
        Map<String, String> texts = new LinkedHashMap<>();
        List<Task1Span> gold = new ArrayList<>();
        List<Task1Span> pred = new ArrayList<>();
        for (Encoded e : answers) {
            texts.put(e.answer().id(), e.answer().text());
            gold.addAll(e.answer().gold());
            pred.addAll(Rows.of(e.answer().id(), detections.get(e.answer().id())));
        }
        return Task1Scorer.score(texts, gold, pred);
    }
}
