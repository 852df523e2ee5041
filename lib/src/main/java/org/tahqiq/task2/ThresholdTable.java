package org.tahqiq.task2;

import org.tahqiq.task2.rules.MatnFeature;
import org.tahqiq.task2.rules.MatnModel;
import org.tahqiq.task2.rules.MatnRule;
import org.tahqiq.task2.rules.SegmentRule;
import org.tahqiq.task2.rules.Task2Fit;
import org.tahqiq.task2.rules.ThresholdRule;
import org.tahqiq.task2.rules.Thresholds;
import org.tahqiq.task2.rules.Verifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.AnnotationEvidence;

/**
 * The gold-labelled segments of one input as threshold selection needs them, computed once from the evidence: for a
 * {@link ThresholdRule}, its score; for claimed_source and isnad of a hadith, the label at each value of the
 * equivalence grid; for the rest, the label (no threshold moves it). Choosing thresholds on any fold's rows, and
 * labelling the held-out rows under any fold seed, is then counting rather than judging.
 *
 * <p>Rows are the evidence list's positions (annotations), the unit cross-validation splits.
 */
final class ThresholdTable {

    /** One gold-labelled segment. */
    private sealed interface Entry {
        SegmentKey key();

        Label gold();

        /** The label the rules give under {@code fit}. */
        Label label(Task2Fit fit);
    }

    /**
     * @param passes   grid values the score reaches: hits are the first {@code passes} for a correct row, the rest else
     * @param features a matn's model features when matns are decided by a model (null otherwise, and for a quote the
     *                 cut decides: nothing shortlisted, or too short)
     */
    private record Scored(SegmentKey key, Label gold, ThresholdRule rule, double score, int passes, double[] features)
            implements Entry {
        @Override
        public Label label(Task2Fit fit) {
            if (features != null && fit.matn() != null) {
                return Label.of(fit.matn().accepts(features));
            }
            return Label.of(score >= rule.threshold(fit.thresholds()));
        }
    }

    /**
     * claimed_source or isnad of a hadith: it sees the thresholds only through the records equivalent at
     * {@code t.equivalent()}, so it is judged once per distinct set of them.
     *
     * @param atGrid the label at each equivalence grid value
     */
    private record Equivalence(SegmentKey key, Label gold, Segment segment, AnnotationEvidence evidence, SegmentRule rule,
                               double[] grid, Label[] atGrid) implements Entry {
        @Override
        public Label label(Task2Fit fit) {
            Thresholds t = fit.thresholds();
            int at = Arrays.binarySearch(grid, t.equivalent());
            return at >= 0 ? atGrid[at] : rule.judge(segment, evidence, t).label();
        }
    }

    private record Fixed(SegmentKey key, Label gold, Label label) implements Entry {
        @Override
        public Label label(Task2Fit fit) {
            return label;
        }
    }

    private final List<List<Entry>> byRow;
    private final List<ThresholdRule> thresholdRules;
    private final ThresholdPolicy policy;
    private final double[] grid;
    private final double[] equivalentGrid;
    private final List<MatnFeature> matnFeatures;

    ThresholdTable(Verifier verifier, List<AnnotationEvidence> evidence, Map<SegmentKey, Label> gold, ThresholdPolicy policy,
                   double[] grid, double[] equivalentGrid) {
        this.policy = policy;
        this.grid = grid;
        this.equivalentGrid = equivalentGrid;
        this.thresholdRules = verifier.thresholdRules();
        this.matnFeatures = policy.matn().features();
        this.byRow = evidence.parallelStream().map(ev -> entries(verifier, ev, gold)).toList();
    }

    private List<Entry> entries(Verifier verifier, AnnotationEvidence ev, Map<SegmentKey, Label> gold) {
        List<Entry> out = new ArrayList<>();
        for (Segment s : ev.annotation().segments()) {
            Label g = gold.get(s.key());
            if (g == null || g == Label.NA) {
                continue;
            }
            SegmentRule rule = verifier.rule(s.type());
            if (rule instanceof ThresholdRule tr) {
                double score = tr.score(ev);
                int passes = 0;
                while (passes < grid.length && score >= grid[passes]) {
                    passes++;
                }
                double[] features = policy.matn().isModel() && tr instanceof MatnRule m ? m.features(ev, matnFeatures) : null;
                out.add(new Scored(s.key(), g, tr, score, passes, features));
            } else if (ev.hadith() != null && slot(s.type()) >= 0) {
                out.add(new Equivalence(s.key(), g, s, ev, rule, equivalentGrid, atGrid(rule, s, ev)));
            } else {
                out.add(new Fixed(s.key(), g, rule.judge(s, ev, policy.fixed()).label()));
            }
        }
        return out;
    }

    /** The label at each equivalence grid value, judged once per distinct number of equivalent records. */
    private Label[] atGrid(SegmentRule rule, Segment s, AnnotationEvidence ev) {
        Label[] out = new Label[equivalentGrid.length];
        Map<Integer, Label> byCount = new HashMap<>();
        for (int i = 0; i < equivalentGrid.length; i++) {
            Thresholds t = policy.fixed().withEquivalent(equivalentGrid[i]);
            // the equivalent records at a threshold are a prefix of the candidates (exact first, then by score)
            out[i] = byCount.computeIfAbsent(ev.hadith().equivalents(t.equivalent()).size(), n -> rule.judge(s, ev, t).label());
        }
        return out;
    }

    /** The slot of a type in the equivalence objective (claimed_source, isnad), or -1. */
    private static int slot(SegmentType type) {
        return type == SegmentType.CLAIMED_SOURCE ? 0 : type == SegmentType.ISNAD ? 1 : -1;
    }

    /**
     * The thresholds the given rows select under the policy's choice (the equivalence one stays fixed unless tuned) and,
     * when matns are decided by a model, the model fitted on the rows' matns.
     */
    Task2Fit fit(List<Integer> rows) {
        Thresholds t = policy.fixed();
        for (ThresholdRule rule : thresholdRules) {
            t = rule.withThreshold(t, policy.choice().value(grid, hits(rows, rule)));
        }
        if (policy.tuneEquivalent()) {
            t = t.withEquivalent(policy.choice().value(equivalentGrid, equivalentObjective(rows)));
        }
        return new Task2Fit(t, policy.matn().isModel() ? matnModel(rows) : null);
    }

    /** The matn model fitted on the rows' model-decided matns; null (the cut decides) when they have none. */
    private MatnModel matnModel(List<Integer> rows) {
        List<double[]> x = new ArrayList<>();
        List<Boolean> y = new ArrayList<>();
        for (int r : rows) {
            for (Entry e : byRow.get(r)) {
                if (e instanceof Scored s && s.features() != null) {
                    x.add(s.features());
                    y.add(s.gold() == Label.CORRECT);
                }
            }
        }
        return x.isEmpty() ? null : MatnModel.fit(matnFeatures, x, y, policy.matn().l2());
    }

    /** Hits of one threshold rule's rows at each grid value. */
    double[] hits(List<Integer> rows, ThresholdRule rule) {
        int[] diff = new int[grid.length + 1];
        for (int r : rows) {
            for (Entry e : byRow.get(r)) {
                if (e instanceof Scored s && s.rule() == rule) {
                    if (s.gold() == Label.CORRECT) {
                        diff[0]++;
                        diff[s.passes()]--;
                    } else {
                        diff[s.passes()]++;
                    }
                }
            }
        }
        double[] out = new double[grid.length];
        int run = 0;
        for (int i = 0; i < grid.length; i++) {
            run += diff[i];
            out[i] = run;
        }
        return out;
    }

    /** claimed_source accuracy plus isnad accuracy of the given rows' hadith claims at each equivalence grid value. */
    double[] equivalentObjective(List<Integer> rows) {
        int[][] hits = new int[2][equivalentGrid.length];
        int[] totals = new int[2];
        for (int r : rows) {
            for (Entry e : byRow.get(r)) {
                if (e instanceof Equivalence q) {
                    int slot = slot(q.key().type());
                    totals[slot]++;
                    for (int i = 0; i < equivalentGrid.length; i++) {
                        if (q.atGrid()[i] == q.gold()) {
                            hits[slot][i]++;
                        }
                    }
                }
            }
        }
        double[] out = new double[equivalentGrid.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = (totals[0] == 0 ? 0 : (double) hits[0][i] / totals[0]) + (totals[1] == 0 ? 0 : (double) hits[1][i] / totals[1]);
        }
        return out;
    }

    /** The labels of one row's gold-labelled segments under {@code fit} (what the rules would give). */
    Map<SegmentKey, Label> labels(Task2Fit fit, int row) {
        Map<SegmentKey, Label> out = new LinkedHashMap<>();
        for (Entry e : byRow.get(row)) {
            out.put(e.key(), e.label(fit));
        }
        return out;
    }
}
