package org.tahqiq.report;

import org.tahqiq.eval.TypeAccuracy;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tahqiq.task3.Correction;
import org.tahqiq.task3.correct.CorrectionThresholds;
import org.tahqiq.task3.correct.Proposal;
import org.tahqiq.task3.Task3Input;
import org.tahqiq.task3.Task3Result;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task3.correct.Task3Row;
import tech.tablesaw.api.Table;

class CorrectionReportTest {

    static final String VERSE = "قُلْ هُوَ اللَّهُ أَحَدٌ";
    static final CorrectionThresholds RULE = new CorrectionThresholds(50, 50, 1000, 1000);

    /** Three Ayah rows: a misquote whose proposal is right (coverage 80), an invention (coverage 30), a misquote proposed wrongly (coverage 60). */
    static Task3Result result() {
        List<Correction> cs = List.of(
                correction("R1", new Proposal(key("R1"), "قل هو الله", VERSE, "112:1", 80, 3, 90, List.of())),
                correction("R2", new Proposal(key("R2"), "كلام مخترع", "اللَّهُ الصَّمَدُ", "112:2", 30, 1, 40, List.of())),
                correction("R3", new Proposal(key("R3"), "الله الصمد احد", "اللَّهُ الصَّمَدُ", "112:2", 60, 2, 70, List.of())));
        return new Task3Result(cs, Map.of(0, RULE), RULE, null, null, 0, 0);
    }

    static Task3Input input() {
        return new Task3Input(Path.of("x"), List.of(), List.of(
                new Task3Row("R1", 1, SegmentType.AYAH, List.of(VERSE), 2),
                new Task3Row("R2", 1, SegmentType.AYAH, List.of("خطأ"), 3),
                new Task3Row("R3", 1, SegmentType.AYAH, List.of(VERSE), 4)));
    }

    static SegmentKey key(String r) {
        return new SegmentKey(r, 1, SegmentType.AYAH);
    }

    static Correction correction(String r, Proposal p) {
        return new Correction(p.key(), p, RULE.decide(p), RULE);
    }

    @Test
    void compareStartsFromAnsweringKhataEverywhereAndAddsARowPerRun() {
        var score = org.tahqiq.task3.Task3Scorer.score(input().gold(), org.tahqiq.task3.Task3Pipeline.predictions(result().corrections()));
        Table t = CorrectionReport.compare(input(), new java.util.LinkedHashMap<>(Map.of("rule 50", score)));
        assertEquals(List.of("خطأ everywhere", "rule 50"), t.stringColumn("run").asList());
        assertEquals(List.of(1, 2), t.intColumn("Ayah_hits").asList(), "R2 only; then R1 and R2 (R3's proposal is wrong)");
        assertEquals(2 / 3.0, t.doubleColumn("overall").get(1), 1e-12);
        assertEquals(true, t.doubleColumn("matn").isMissing(0), "no matn rows");
    }

    @Test
    void foldSeedsTableGivesTheFirstSeedAndTheSpread() {
        var seeds = List.of(7L, 1L, 2L);
        // three fold seeds that land 2, 1 and 3 of the three Ayah rows
        var scores = List.of(score(2), score(1), score(3));
        Table t = CorrectionReport.foldSeeds(new org.tahqiq.task3.FoldSeedSweep(seeds, scores));
        assertEquals(List.of("Ayah", "overall"), t.stringColumn("type").asList());
        assertEquals(List.of(2, 2), t.intColumn("seed_7_hits").asList());
        assertEquals(2.0, t.doubleColumn("mean_hits").get(0), 1e-12);
        assertEquals(2 / 3.0, t.doubleColumn("mean_accuracy").get(1), 1e-12);
        assertEquals(1, t.intColumn("min_hits").get(0));
        assertEquals(3, t.intColumn("max_hits").get(1));
        assertEquals(3, t.intColumn("rows").get(0));
    }

    private static org.tahqiq.task3.Task3Score score(int hits) {
        var ayah = new TypeAccuracy(SegmentType.AYAH, hits, 3, 0);
        return new org.tahqiq.task3.Task3Score(hits, 3, Map.of(SegmentType.AYAH, ayah), 0);
    }

    @Test
    void sweepCountsHitsAtEachCoverageThreshold() {
        Table t = CorrectionReport.coverageSweep(input(), result(), new double[] {0, 50, 70, 90});
        // t=0: all submitted: R1 right, R2 wrong (gold خطأ), R3 wrong -> 1/3
        // t=50: R1, R3 submitted; R2 خطأ right -> 2/3; t=70: R1 submitted, R2 right, R3 خطأ wrong -> 2/3
        // t=90: nothing submitted: R2 right only -> 1/3
        assertEquals(List.of(1 / 3.0, 2 / 3.0, 2 / 3.0, 1 / 3.0), t.doubleColumn("accuracy").asList());
    }

    @Test
    void outcomesSplitRowsByGoldProposalAndDecision() {
        Table t = CorrectionReport.outcomes(input(), result());
        assertEquals(3, t.intColumn("rows").sum());
        Table right = t.where(t.booleanColumn("scored_right").isTrue());
        assertEquals(2, (int) right.intColumn("rows").sum(), "R1 submitted right, R2 withheld right");
    }

    @Test
    void examplesMarkHits() {
        Table t = CorrectionReport.examples(input(), result(), SegmentType.AYAH, 2, 20);
        assertEquals(2, t.rowCount());
        assertEquals(List.of(true, true), t.booleanColumn("hit").asList());
    }
}
