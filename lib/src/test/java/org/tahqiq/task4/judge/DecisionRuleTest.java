package org.tahqiq.task4.judge;

import org.tahqiq.task2.rules.Thresholds;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The per-question decision rules. */
class DecisionRuleTest {

    @Test
    void expectedF1MarksALoneRowExactlyWhenItIsMoreLikelyRelevantThanNot() {
        // One row: marking it scores p (F1 1 if relevant), leaving it scores 1 − p (the no-relevant-row case).
        assertEquals(1, DecisionRule.bestCount(new double[] {0.6}));
        assertEquals(0, DecisionRule.bestCount(new double[] {0.4}));
    }

    @Test
    void expectedF1PrefersMarkingMoreRowsThanAThresholdOfOneHalf() {
        // Two rows at 0.45. k=0 scores P(neither) = .3025. k=1: the marked row relevant (.45) gives F1 1 if the other is
        // not, 2/3 if it is: .45·(.55 + .45·2/3) = .3825. k=2: 0, 1 or 2 relevant give F1 0, 2/3, 1 with probabilities
        // .3025, .495, .2025: .5325 — the best, though each row alone is below one half.
        assertEquals(2, DecisionRule.bestCount(new double[] {0.45, 0.45}));
        double[] d = DecisionRule.poissonBinomial(new double[] {0.45, 0.45}, 0, 2);
        assertArrayEquals(new double[] {0.3025, 0.495, 0.2025}, d, 1e-12);
    }

    @Test
    void rulesWorkQuestionByQuestion() {
        double[] p = {0.9, 0.2, 0.3, 0.1};
        int[] group = {0, 0, 1, 1};
        boolean[] t = new DecisionRule(DecisionRule.Kind.THRESHOLD, 0.5).apply(p, group);
        assertArrayEquals(new boolean[] {true, false, false, false}, t);
        boolean[] top = new DecisionRule(DecisionRule.Kind.TOP_OR_THRESHOLD, 0.5).apply(p, group);
        assertArrayEquals(new boolean[] {true, false, true, false}, top, "each question keeps its most probable row");
        boolean[] gate = new DecisionRule(DecisionRule.Kind.QUESTION_GATE, 0.5).apply(p, group);
        assertArrayEquals(new boolean[] {true, true, false, false}, gate);
        boolean[] gold = {true, false, false, false};
        // Thresholds from 0.32 up to 0.9 mark exactly the gold row; the middle of that plateau is chosen.
        DecisionRule chosen = DecisionRule.choose(DecisionRule.Kind.THRESHOLD, p, group, gold);
        assertEquals(1.0, DecisionRule.meanF1(chosen.apply(p, group), gold, group), 1e-12);
        assertEquals(0.62, chosen.parameter(), 1e-9);
    }
}
