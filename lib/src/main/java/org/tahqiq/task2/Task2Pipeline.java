package org.tahqiq.task2;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.eval.GroupedKFold;
import org.tahqiq.eval.ScoredSegment;
import org.tahqiq.eval.ThresholdSweep;
import org.tahqiq.index.AnnotationEvidence;

/** Subtask 2 end to end: retrieve once, choose thresholds, judge every segment, score when gold exists. */
public final class Task2Pipeline {

    /** Thresholds are searched on this grid: 0.5 steps from 50 to 100 (101 values). */
    public static final double[] GRID = ThresholdSweep.grid(50, 100, 101);
    /** The equivalence threshold is searched on 70, 72.5, ..., 100. */
    public static final double[] EQUIVALENT_GRID = ThresholdSweep.grid(70, 100, 13);

    private final Verifier verifier;

    public Task2Pipeline(Verifier verifier) {
        this.verifier = verifier;
    }

    public Verifier verifier() {
        return verifier;
    }

    public Task2Result run(Task2Input input, ThresholdPolicy policy) {
        long t0 = System.nanoTime();
        List<AnnotationEvidence> evidence = verifier.gather(input.annotations(), input.context());
        long t1 = System.nanoTime();
        Task2Result r = judge(input, evidence, policy);
        long t2 = System.nanoTime();
        return new Task2Result(r.verdicts(), evidence, r.foldThresholds(), r.tunedOnAll(), r.score(),
                (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000);
    }

    /** Judges precomputed evidence; cross-validates when asked and gold labels exist. */
    public Task2Result judge(Task2Input input, List<AnnotationEvidence> evidence, ThresholdPolicy policy) {
        Map<Integer, Thresholds> perFold = new LinkedHashMap<>();
        List<Verdict> verdicts;
        Thresholds onAll = policy.fixed();
        if (policy.isCrossValidated() && input.hasGold()) {
            Map<SegmentType, List<ScoredSegment>> scored = scored(evidence, input.gold());
            onAll = select(new ThresholdSweep(scored), policy.fixed());
            if (policy.tuneEquivalent()) {
                onAll = onAll.withEquivalent(selectEquivalent(evidence, input.gold(), policy.fixed()));
            }
            GroupedKFold folds = new GroupedKFold(groups(evidence), policy.folds(), policy.seed());
            for (int f = 0; f < folds.folds(); f++) {
                final int fold = f;
                ThresholdSweep train = ThresholdSweep.of(scored, s -> folds.fold(s.group()) != fold);
                List<AnnotationEvidence> trainEvidence = evidence.stream()
                        .filter(ev -> folds.fold(group(ev.annotation())) != fold).toList();
                Thresholds t = select(train, policy.fixed());
                perFold.put(f, policy.tuneEquivalent()
                        ? t.withEquivalent(selectEquivalent(trainEvidence, input.gold(), policy.fixed())) : t);
            }
            verdicts = new ArrayList<>();
            for (AnnotationEvidence ev : evidence) {
                Thresholds t = perFold.get(folds.fold(group(ev.annotation())));
                verdicts.addAll(verifier.judge(List.of(ev), t));
            }
        } else {
            perFold.put(0, policy.fixed());
            verdicts = verifier.judge(evidence, policy.fixed());
        }
        var score = input.hasGold() ? Task2Scorer.score(input.gold(), predictions(verdicts)) : null;
        return new Task2Result(verdicts, evidence, perFold, onAll, score, 0, 0);
    }

    /** Best Ayah and matn thresholds on the sweep; the equivalence threshold stays as given. */
    public static Thresholds select(ThresholdSweep sweep, Thresholds base) {
        return new Thresholds(sweep.best(SegmentType.AYAH, GRID), sweep.best(SegmentType.MATN, GRID), base.equivalent());
    }

    /**
     * The equivalence threshold (which records count as carrying the same matn) that maximizes the mean of
     * claimed_source and isnad accuracy on the given rows; ties go to the middle of the best run.
     */
    public double selectEquivalent(List<AnnotationEvidence> evidence, Map<SegmentKey, Label> gold, Thresholds base) {
        double[] hitsAt = new double[EQUIVALENT_GRID.length];
        for (int i = 0; i < EQUIVALENT_GRID.length; i++) {
            Thresholds t = base.withEquivalent(EQUIVALENT_GRID[i]);
            int[] hits = new int[2];
            int[] totals = new int[2];
            for (AnnotationEvidence ev : evidence) {
                if (ev.hadith() == null) {
                    continue; // verse claims do not depend on this threshold
                }
                for (Segment s : ev.annotation().segments()) {
                    Label g = gold.get(s.key());
                    int slot = s.type() == SegmentType.CLAIMED_SOURCE ? 0 : s.type() == SegmentType.ISNAD ? 1 : -1;
                    if (slot < 0 || g == null || g == Label.NA) {
                        continue;
                    }
                    totals[slot]++;
                    if (verifier.rule(s.type()).judge(s, ev, t).label() == g) {
                        hits[slot]++;
                    }
                }
            }
            hitsAt[i] = (totals[0] == 0 ? 0 : (double) hits[0] / totals[0]) + (totals[1] == 0 ? 0 : (double) hits[1] / totals[1]);
        }
        return EQUIVALENT_GRID[ThresholdSweep.middleOfBestRun(hitsAt)];
    }

    /** Rule scores of the gold-labelled Ayah and matn segments, by type. */
    public Map<SegmentType, List<ScoredSegment>> scored(List<AnnotationEvidence> evidence, Map<SegmentKey, Label> gold) {
        Map<SegmentType, List<ScoredSegment>> out = new EnumMap<>(SegmentType.class);
        out.put(SegmentType.AYAH, new ArrayList<>());
        out.put(SegmentType.MATN, new ArrayList<>());
        for (AnnotationEvidence ev : evidence) {
            for (Segment s : ev.annotation().segments()) {
                Label g = gold.get(s.key());
                if (g == null || g == Label.NA) {
                    continue;
                }
                if (s.type() == SegmentType.AYAH) {
                    out.get(SegmentType.AYAH).add(new ScoredSegment(s.key(), group(ev.annotation()),
                            verifier.ayahRule().score(ev.ayah()), g));
                } else if (s.type() == SegmentType.MATN) {
                    out.get(SegmentType.MATN).add(new ScoredSegment(s.key(), group(ev.annotation()),
                            verifier.matnRule().score(ev.hadith()), g));
                }
            }
        }
        return out;
    }

    /** Folds group by question; inputs without question ids fall back to the response. */
    static String group(Annotation a) {
        return a.questionId() != null ? a.questionId() : a.responseId();
    }

    private static List<String> groups(List<AnnotationEvidence> evidence) {
        return evidence.stream().map(ev -> group(ev.annotation())).toList();
    }

    public static Map<SegmentKey, Label> predictions(List<Verdict> verdicts) {
        Map<SegmentKey, Label> out = new HashMap<>();
        for (Verdict v : verdicts) {
            out.put(v.key(), v.label());
        }
        return out;
    }
}
