package org.tahqiq.task2;

import org.tahqiq.task2.rules.MatnFeature;
import org.tahqiq.task2.rules.Task2Fit;
import org.tahqiq.task2.rules.ThresholdRule;
import org.tahqiq.task2.rules.Thresholds;
import org.tahqiq.task2.rules.Verdict;
import org.tahqiq.task2.rules.Verifier;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.stream.IntStream;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.eval.CrossValidation;
import org.tahqiq.eval.ScoredSegment;
import org.tahqiq.eval.ThresholdChoice;
import org.tahqiq.eval.ThresholdSweep;
import org.tahqiq.index.AnnotationEvidence;
import org.tahqiq.index.RetrievalProgress;

/** Subtask 2 end to end: retrieve once, choose thresholds, judge every segment, score when gold exists. */
public final class Task2Pipeline {

    /**
     * Thresholds are searched on this grid: 0.5 steps from 50 to 100 (101 values). A search grid (the values are chosen
     * inside the folds); its step sets the smoothing window of {@link ThresholdPolicy#CHOICE}.
     */
    public static final double[] GRID = ThresholdSweep.grid(50, 100, 101);
    /**
     * The equivalence threshold is searched on 70, 72.5, ..., 100 (chosen inside the folds). A finer 0.5 step was tried
     * and lowered the 16-seed macro mean slightly (by 0.0001 to 0.0004 under each smoothing tried), so it stays coarse.
     */
    public static final double[] EQUIVALENT_GRID = ThresholdSweep.grid(70, 100, 13);

    private final Verifier verifier;
    /** The train answers' evidence and gold: rows every fit learns from beside the fold's, never judged or scored. */
    private List<AnnotationEvidence> trainEvidence = List.of();
    private Map<SegmentKey, Label> trainGold = Map.of();

    public Task2Pipeline(Verifier verifier) {
        this.verifier = verifier;
    }

    /**
     * Adds labelled annotations beside the input (the train answers'): their evidence is gathered now, and every
     * threshold and matn-model fit (each fold's and the one on all rows) learns from them besides its own rows.
     */
    public Task2Pipeline withTrainAnswers(List<Annotation> annotations, RetrievalProgress progress) {
        trainEvidence = verifier.gather(annotations, Map.of(), progress);
        trainGold = org.tahqiq.dataset.GoldLabels.fromAnnotations(annotations);
        return this;
    }

    /** How many train annotations the fits learn from besides the input's. */
    public int trainAnnotations() {
        return trainEvidence.size();
    }

    public Verifier verifier() {
        return verifier;
    }

    public Task2Result run(Task2Input input, ThresholdPolicy policy) {
        return run(input, policy, RetrievalProgress.NONE);
    }

    /** {@link #run(Task2Input, ThresholdPolicy)}, telling {@code progress} how far retrieval is. */
    public Task2Result run(Task2Input input, ThresholdPolicy policy, RetrievalProgress progress) {
        long t0 = System.nanoTime();
        List<AnnotationEvidence> evidence = verifier.gather(input.annotations(), input.context(), progress);
        long t1 = System.nanoTime();
        Task2Result r = judge(input, evidence, policy);
        long t2 = System.nanoTime();
        return new Task2Result(r.verdicts(), evidence, r.foldFits(), r.onAll(), r.score(),
                (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000, r.matnBaseRate());
    }

    /**
     * Judges precomputed evidence; cross-validates when asked and gold labels exist. When the policy's matn decision
     * works at the input's base rate ({@link MatnDecision#inputBaseRate}), the fits decide at the share of correct
     * matns the input's own quotes suggest ({@link InputBaseRate}); the fit on all rows is kept as fitted.
     */
    public Task2Result judge(Task2Input input, List<AnnotationEvidence> evidence, ThresholdPolicy policy) {
        Map<Integer, Task2Fit> perFold = new LinkedHashMap<>();
        Task2Fit onAll;
        int[] foldOf;
        if (policy.isCrossValidated() && input.hasGold()) {
            CrossValidation.Result<Task2Fit, Integer> cv = crossValidate(table(input, evidence, policy), evidence, policy,
                    (t, row) -> row);
            perFold.putAll(cv.perFold());
            onAll = cv.onAll();
            foldOf = cv.foldOf();
        } else {
            onAll = policy.fixedFit();
            perFold.put(0, onAll);
            foldOf = new int[evidence.size()];
        }
        double rate = Double.NaN;
        if (policy.matn().inputBaseRate()) {
            InputBaseRate b = InputBaseRate.of(perFold, foldOf, matnFeatures(evidence, policy));
            perFold = new LinkedHashMap<>(b.fits());
            rate = b.rate();
        }
        Map<Integer, Task2Fit> decide = perFold;
        List<Verdict> verdicts = IntStream.range(0, evidence.size()).boxed()
                .flatMap(row -> verifier.judge(List.of(evidence.get(row)), decide.get(foldOf[row])).stream()).toList();
        var score = input.hasGold() ? Task2Scorer.score(input.gold(), predictions(verdicts)) : null;
        return new Task2Result(verdicts, evidence, perFold, onAll, score, 0, 0, rate);
    }

    /**
     * The cross-validation of {@link #judge} repeated under several fold seeds, from one table of the labelled rows'
     * scores (no rule is judged again per seed, so sixteen seeds cost about what one costs).
     *
     * @param seeds the fold seeds; the result lists them in this order
     */
    public Repeated repeat(Task2Input input, List<AnnotationEvidence> evidence, ThresholdPolicy policy, List<Long> seeds) {
        if (!policy.isCrossValidated() || !input.hasGold()) {
            throw new IllegalArgumentException("repeated cross-validation needs gold labels and at least 2 folds");
        }
        ThresholdTable table = table(input, evidence, policy);
        List<List<double[]>> features = policy.matn().inputBaseRate() ? matnFeatures(evidence, policy) : null;
        List<SeedRun> runs = seeds.parallelStream().map(seed -> {
            CrossValidation.Result<Task2Fit, Integer> cv = crossValidate(table, evidence, policy.withSeed(seed), (t, row) -> row);
            Map<Integer, Task2Fit> decide = features == null ? cv.perFold()
                    : InputBaseRate.of(cv.perFold(), cv.foldOf(), features).fits();
            Map<SegmentKey, Label> predicted = new HashMap<>();
            for (int row = 0; row < evidence.size(); row++) {
                predicted.putAll(table.labels(decide.get(cv.foldOf()[row]), row));
            }
            return new SeedRun(seed, Task2Scorer.score(input.gold(), predicted), decide);
        }).toList();
        return new Repeated(runs);
    }

    /**
     * One fold seed of a repeated cross-validation.
     *
     * @param perFold the thresholds each fold chose on its training rows
     */
    public record SeedRun(long seed, Task2Score score, Map<Integer, Task2Fit> perFold) {
    }

    /** The runs of {@link #repeat}, in seed order. */
    public record Repeated(List<SeedRun> runs) {

        public Repeated {
            runs = List.copyOf(runs);
        }

        public List<Task2Score> scores() {
            return runs.stream().map(SeedRun::score).toList();
        }

        /** Every fold's thresholds at every seed. */
        public List<Thresholds> foldThresholds() {
            return foldFits().stream().map(Task2Fit::thresholds).toList();
        }

        /** Every fold's fit at every seed. */
        public List<Task2Fit> foldFits() {
            return runs.stream().flatMap(r -> r.perFold().values().stream()).toList();
        }
    }

    /** The table of the last input judged, kept for its repeated cross-validation (the same lists, the same policy). */
    private record TableKey(List<AnnotationEvidence> evidence, Map<SegmentKey, Label> gold, Thresholds fixed,
                            boolean tuneEquivalent, ThresholdChoice choice, MatnDecision matn) {

        boolean sameAs(TableKey o) {
            return o != null && evidence == o.evidence && gold == o.gold && fixed.equals(o.fixed)
                    && tuneEquivalent == o.tuneEquivalent && choice.equals(o.choice) && matn.equals(o.matn);
        }
    }

    private TableKey lastKey;
    private ThresholdTable lastTable;
    private List<AnnotationEvidence> lastFeaturesOf;
    private List<MatnFeature> lastFeatureSet;
    private List<List<double[]>> lastFeatures;

    /** Each row's model-decided matn feature vectors, kept for the last evidence list (repeated runs reuse them). */
    private synchronized List<List<double[]>> matnFeatures(List<AnnotationEvidence> evidence, ThresholdPolicy policy) {
        List<MatnFeature> set = policy.matn().features();
        if (evidence != lastFeaturesOf || !set.equals(lastFeatureSet)) {
            lastFeatures = InputBaseRate.features(verifier, evidence, set);
            lastFeaturesOf = evidence;
            lastFeatureSet = set;
        }
        return lastFeatures;
    }

    private synchronized ThresholdTable table(Task2Input input, List<AnnotationEvidence> evidence, ThresholdPolicy policy) {
        TableKey key = new TableKey(evidence, input.gold(), policy.fixed(), policy.tuneEquivalent(), policy.choice(), policy.matn());
        if (!key.sameAs(lastKey)) {
            List<AnnotationEvidence> all = evidence;
            Map<SegmentKey, Label> gold = input.gold();
            if (!trainEvidence.isEmpty()) { // the train rows follow the input's, so a row number means the same in both
                all = new ArrayList<>(evidence);
                all.addAll(trainEvidence);
                gold = new HashMap<>(gold);
                gold.putAll(trainGold);
            }
            lastTable = new ThresholdTable(verifier, all, gold, policy, GRID, EQUIVALENT_GRID);
            lastKey = key;
        }
        return lastTable;
    }

    /** Folds over the input's rows; every fit also learns from the train rows (after the input's in the table). */
    private <O> CrossValidation.Result<Task2Fit, O> crossValidate(ThresholdTable table, List<AnnotationEvidence> evidence,
                                                                  ThresholdPolicy policy, BiFunction<Task2Fit, Integer, O> apply) {
        List<Integer> rows = IntStream.range(0, evidence.size()).boxed().toList();
        List<Integer> train = IntStream.range(evidence.size(), evidence.size() + trainEvidence.size()).boxed().toList();
        return CrossValidation.select(rows, row -> group(evidence.get(row).annotation()), policy.folds(), policy.seed(),
                train.isEmpty() ? table::fit : fold -> {
                    List<Integer> learn = new ArrayList<>(fold);
                    learn.addAll(train);
                    return table.fit(learn);
                }, apply);
    }

    /** Rule scores of the gold-labelled segments of every {@link ThresholdRule} (Ayah and matn), by type. */
    public Map<SegmentType, List<ScoredSegment>> scored(List<AnnotationEvidence> evidence, Map<SegmentKey, Label> gold) {
        Map<SegmentType, List<ScoredSegment>> out = new EnumMap<>(SegmentType.class);
        for (ThresholdRule rule : verifier.thresholdRules()) {
            out.put(rule.type(), new ArrayList<>());
        }
        for (AnnotationEvidence ev : evidence) {
            for (Segment s : ev.annotation().segments()) {
                Label g = gold.get(s.key());
                if (g == null || g == Label.NA || !(verifier.rule(s.type()) instanceof ThresholdRule rule)) {
                    continue;
                }
                out.get(s.type()).add(new ScoredSegment(s.key(), group(ev.annotation()), rule.score(ev), g));
            }
        }
        return out;
    }

    /** Folds group by question; inputs without question ids fall back to the response. */
    static String group(Annotation a) {
        return CrossValidation.group(a.questionId(), a.responseId());
    }

    public static Map<SegmentKey, Label> predictions(List<Verdict> verdicts) {
        Map<SegmentKey, Label> out = new HashMap<>();
        for (Verdict v : verdicts) {
            out.put(v.key(), v.label());
        }
        return out;
    }
}
