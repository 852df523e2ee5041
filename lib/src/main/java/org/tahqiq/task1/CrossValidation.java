package org.tahqiq.task1;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.dataset.Task1Span;
import org.tahqiq.eval.GroupedKFold;

/**
 * Grouped k-fold cross-validation of the detector: answers to one question never sit on both sides of a split;
 * each fold's model is trained on the other folds' answers (plus any synthetic ones) and labels its own, so every
 * answer is labelled by a model that never saw its question.
 */
public final class CrossValidation {

    public static final int FOLDS = 5;
    public static final long SEED = 2026;

    private CrossValidation() {
    }

    /**
     * @param detections per answer id, what its fold's model found
     * @param foldOf     per answer id, its fold
     */
    public record Result(Map<String, List<DetectedAnnotation>> detections, Map<String, Integer> foldOf, Task1Score score,
                         List<Task1Score> foldScores, long trainMs) {

        public List<Task1Span> rows() {
            List<Task1Span> out = new ArrayList<>();
            detections.forEach((id, d) -> out.addAll(Rows.of(id, d)));
            return out;
        }
    }

    public static Result run(Analyzer analyzer, List<Encoded> data, int folds, long seed, SequenceModel.Settings settings,
                             List<SequenceModel.Example> synthetic) {
        GroupedKFold kf = new GroupedKFold(data.stream().map(e -> e.answer().questionId()).toList(), folds, seed);
        Map<String, List<DetectedAnnotation>> detections = new LinkedHashMap<>();
        Map<String, Integer> foldOf = new LinkedHashMap<>();
        for (Encoded e : data) {
            foldOf.put(e.answer().id(), kf.fold(e.answer().questionId()));
            detections.put(e.answer().id(), null);
        }
        List<Task1Score> foldScores = new ArrayList<>();
        long trainMs = 0;
        for (int f = 0; f < folds; f++) {
            List<SequenceModel.Example> train = new ArrayList<>(synthetic);
            List<Encoded> test = new ArrayList<>();
            for (Encoded e : data) {
                if (foldOf.get(e.answer().id()) == f) {
                    test.add(e);
                } else {
                    train.add(e.example());
                }
            }
            long t0 = System.nanoTime();
            SequenceModel m = SequenceModel.train(train, settings);
            trainMs += (System.nanoTime() - t0) / 1_000_000;
            for (Encoded e : test) {
                detections.put(e.answer().id(), SpanDetector.detect(analyzer, e.analysis(), e.features(), m));
            }
            foldScores.add(score(test, detections));
        }
        return new Result(detections, foldOf, score(data, detections), foldScores, trainMs);
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
