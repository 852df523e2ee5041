package org.tahqiq.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.NgramIndex;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.task2.Task2Input;
import org.tahqiq.task2.Task2Pipeline;
import org.tahqiq.task2.Task2Result;
import org.tahqiq.task2.Task2Score;
import org.tahqiq.task2.ThresholdPolicy;
import org.tahqiq.index.AnnotationEvidence;
import org.tahqiq.task2.rules.RuleOptions;
import org.tahqiq.task2.rules.Thresholds;
import org.tahqiq.task2.rules.Verdict;
import org.tahqiq.task2.rules.Verifier;
import tech.tablesaw.api.Table;

/** The report classes that run the pipeline, on the synthetic data directory. */
class PipelineReportsTest {

    @TempDir
    static Path dir;
    static DataLocation data;
    static Retrieval retrieval;
    static Task2Input input;
    static final ThresholdPolicy CV = ThresholdPolicy.crossValidated(Thresholds.pinned(), 2, 7);

    @BeforeAll
    static void open() throws Exception {
        data = SyntheticData.write(dir);
        retrieval = Retrieval.open(data, RetrievalConfig.DEFAULT, null);
        input = Task2Input.read(data.devJsonl());
    }

    @AfterAll
    static void close() {
        retrieval.close();
    }

    @Test
    void recallFindsExactSources() {
        RecallAtK r = RecallAtK.compute(input.annotations(), retrieval, 3);
        assertEquals(2, r.rows().size()); // the gold-correct Ayah and matn
        RecallAtK.Row ayah = r.rows().stream().filter(x -> x.key().type() == SegmentType.AYAH).findFirst().orElseThrow();
        assertEquals(RecallAtK.EXACT, ayah.source());
        assertEquals(1, ayah.sources());
        assertEquals(1, ayah.rank());
        RecallAtK.Row matn = r.rows().stream().filter(x -> x.key().type() == SegmentType.MATN).findFirst().orElseThrow();
        assertEquals(RecallAtK.EXACT, matn.source());
        assertEquals(2, matn.sources()); // both books carry it
        assertTrue(matn.foundAt(1));
        assertEquals(List.of(1, 1), r.rowsTable().intColumn("rank").asList());
        Table t = r.table(1, 3);
        assertEquals(6, t.rowCount());
        assertEquals(1.0, t.doubleColumn("recall@1").get(0), 1e-9);
        assertTrue(t.doubleColumn("recall@1").isMissing(1)); // no near Ayah rows
    }

    @Test
    void recallCurvesAndBandsPerDepth() {
        RecallAtK r = RecallAtK.compute(input.annotations(), retrieval, 3);
        var curves = r.curves();
        assertArrayEquals(new double[] {1, 2, 3}, curves.get("matn")[0], 1e-12);
        assertArrayEquals(new double[] {1, 1, 1}, curves.get("matn")[1], 1e-12);
        var w = org.tahqiq.eval.Wilson.interval95(1, 1);
        assertEquals(w.low(), r.bands().get("Ayah")[1][0], 1e-12);
        Table at = r.intervals(3);
        assertEquals(java.util.List.of(1, 1), at.intColumn("found").asList());
        assertEquals(1.0, at.doubleColumn("recall@3").get(1), 1e-12);
    }

    @Test
    void foldThresholdSeriesAndSpread() {
        List<Thresholds> fits = List.of(new Thresholds(100, 98, 90), new Thresholds(99, 97, 85));
        var series = Scores.foldThresholds(fits);
        assertArrayEquals(new double[] {98, 97}, series.get("matn"), 1e-12);
        Table t = Scores.thresholdSpread(fits, new Thresholds(100, 98.5, 90));
        assertEquals(java.util.List.of(99.0, 97.0, 85.0), t.doubleColumn("folds_min").asList());
        assertEquals(98.5, t.doubleColumn("all_rows").get(1), 1e-12);
        assertEquals(0.5, t.doubleColumn("folds_sd").get(0), 1e-12);
    }

    @Test
    void rankIsFirstSourceInShortlist() {
        SegmentKey k = new SegmentKey("R", 1, SegmentType.MATN);
        List<NgramIndex.Hit> hits = List.of(new NgramIndex.Hit(7, 3f), new NgramIndex.Hit(4, 2f), new NgramIndex.Hit(9, 1f));
        assertEquals(2, RecallAtK.row(k, RecallAtK.EXACT, Set.of(9, 4), hits).rank());
        assertEquals(0, RecallAtK.row(k, RecallAtK.EXACT, Set.of(1), hits).rank());
        assertEquals(0, RecallAtK.row(k, RecallAtK.NONE, Set.of(), hits).rank());
    }

    @Test
    void ablationLastRowIsThePipeline() {
        Verifier v = new Verifier(retrieval);
        Task2Pipeline p = new Task2Pipeline(v);
        Task2Result full = p.run(input, CV);
        List<AnnotationEvidence> ev = full.evidence();
        Table t = Ablation.run(v, input, ev, CV);
        assertEquals(Ablation.SETTINGS.size(), t.rowCount());
        assertEquals(RuleOptions.ALL, Ablation.SETTINGS.get(Ablation.SETTINGS.size() - 1).options());
        double[] macro = Ablation.macro(t);
        assertEquals(full.score().macro(), macro[macro.length - 1], 1e-12);
        assertEquals(full.score().byType().get(SegmentType.AYAH).accuracy(), t.doubleColumn("Ayah").get(4), 1e-12);
        assertEquals(RuleOptions.NONE, Ablation.SETTINGS.get(0).options());
    }

    @Test
    void repeatedCrossValidationCountsWhatJudgingGives() {
        Task2Pipeline p = new Task2Pipeline(new Verifier(retrieval));
        List<AnnotationEvidence> ev = p.verifier().gather(input.annotations());
        List<Long> seeds = List.of(7L, 1L, 2L, 3L);
        Task2Pipeline.Repeated repeated = p.repeat(input, ev, CV, seeds);
        assertEquals(seeds, repeated.runs().stream().map(Task2Pipeline.SeedRun::seed).toList());
        for (Task2Pipeline.SeedRun run : repeated.runs()) {
            Task2Result judged = p.judge(input, ev, CV.withSeed(run.seed()));
            assertEquals(judged.score(), run.score(), "seed " + run.seed());
            assertEquals(judged.foldFits(), run.perFold(), "seed " + run.seed());
        }
        assertEquals(2 * seeds.size(), repeated.foldThresholds().size());
    }

    @Test
    void repeatedAblationGainsArePairedBySeed() {
        Verifier v = new Verifier(retrieval);
        List<AnnotationEvidence> ev = v.gather(input.annotations());
        List<Long> seeds = List.of(7L, 1L, 2L);
        Ablation.Repeated r = Ablation.repeated(v, input, ev, CV, seeds);
        Table t = r.table();
        assertEquals(Ablation.SETTINGS.size(), t.rowCount());
        assertEquals(new Task2Pipeline(v).judge(input, ev, CV).score().macro(), r.scores().get(t.rowCount() - 1).get(0).macro(), 1e-12,
                "the last setting at the first seed is the pipeline's run");
        double[] last = r.macroBySeed().get(String.valueOf(t.rowCount()));
        assertEquals(java.util.Arrays.stream(last).average().orElseThrow(), t.doubleColumn("macro").get(t.rowCount() - 1), 1e-12);
        assertEquals(java.util.Arrays.stream(last).min().orElseThrow(), t.doubleColumn("macro_min").get(t.rowCount() - 1), 1e-12);
        double[] prev = r.macroBySeed().get(String.valueOf(t.rowCount() - 1));
        double gain = 0;
        int better = 0;
        for (int s = 0; s < seeds.size(); s++) {
            gain += (last[s] - prev[s]) / seeds.size();
            better += last[s] > prev[s] ? 1 : 0;
        }
        assertEquals(gain, t.doubleColumn("gain").get(t.rowCount() - 1), 1e-12);
        assertEquals(better, t.intColumn("seeds_better").get(t.rowCount() - 1));
        assertTrue(t.doubleColumn("gain").isMissing(0), "the first row has nothing above it");
    }

    @Test
    void seedSpreadColumnsMatchTheScoresOfEachSeed() {
        Task2Pipeline p = new Task2Pipeline(new Verifier(retrieval));
        List<AnnotationEvidence> ev = p.verifier().gather(input.annotations());
        List<Task2Score> bySeed = p.repeat(input, ev, CV, List.of(7L, 1L, 2L, 3L)).scores();
        Table t = Scores.table(bySeed);
        int macro = t.rowCount() - 1;
        assertEquals("macro", t.stringColumn("type").get(macro));
        double[] macros = bySeed.stream().mapToDouble(Task2Score::macro).toArray();
        assertEquals(bySeed.get(0).macro(), t.doubleColumn("accuracy").get(macro), 1e-12, "the headline seed's accuracy");
        assertEquals(java.util.Arrays.stream(macros).average().orElseThrow(), t.doubleColumn("seeds_mean").get(macro), 1e-12);
        assertEquals(java.util.Arrays.stream(macros).max().orElseThrow(), t.doubleColumn("seeds_max").get(macro), 1e-12);
        assertArrayEquals(macros, Scores.bySeed(bySeed).get("macro"), 1e-12);
        assertEquals(List.of("macro", "Ayah", "matn", "isnad", "claimed_source"), List.copyOf(Scores.bySeed(bySeed).keySet()));
        assertEquals("overall", Scores.bySeed(bySeed, "overall").keySet().iterator().next());
                var spreads = Scores.spreads(bySeed);
        Table pin = Scores.againstPin(spreads, spreads);
        assertEquals(List.of("yes"), pin.stringColumn("same").unique().asList());
        var shifted = new java.util.LinkedHashMap<>(spreads);
        var s = spreads.get("accuracy");
        shifted.put("accuracy", new org.tahqiq.subtask.Spread(s.first(), s.mean() + 0.01, s.min(), s.max(), s.seeds()));
        assertEquals("no", Scores.againstPin(shifted, spreads).where(
                Scores.againstPin(shifted, spreads).stringColumn("score").isEqualTo("accuracy")).stringColumn("same").get(0));
    }

    @Test
    void backendsEachRunThePipeline() {
        Table t = BackendComparison.run(data, input, RetrievalConfig.DEFAULT, null, CV, RuleOptions.ALL);
        assertEquals(4, t.rowCount());
        assertEquals(List.of("CHAR_NGRAM", "CHAR_NGRAM", "WORD", "WORD"), t.stringColumn("tokenization").asList());
        double expected = new Task2Pipeline(new Verifier(retrieval)).run(input, CV).score().macro();
        assertEquals(expected, t.doubleColumn("macro").get(0), 1e-12);
        assertTrue(t.longColumn("retrieve_ms").min() >= 0);
    }

    @Test
    void misclassifiedKeepsScoredDisagreementsOnly() {
        Task2Pipeline p = new Task2Pipeline(new Verifier(retrieval));
        Task2Result real = p.run(input, ThresholdPolicy.fixed(Thresholds.pinned()));
        // Flip every verdict: every scored row becomes a disagreement, N/A rows stay out.
        List<Verdict> flipped = real.verdicts().stream().map(v -> new Verdict(v.key(),
                v.label() == Label.CORRECT ? Label.INCORRECT : Label.CORRECT, v.score(), v.reference(), v.matchedText(),
                v.reason())).toList();
        Task2Result r = new Task2Result(flipped, real.evidence(), real.foldFits(), real.onAll(), null, 0, 0);
        Table m = Misclassified.of(input, r);
        long scored = input.gold().values().stream().filter(l -> l != Label.NA).count();
        assertEquals(scored, m.rowCount());
        assertEquals(scored - Misclassified.of(input, real).rowCount(),
                real.score().byType().values().stream().mapToInt(x -> x.hits()).sum());
        assertEquals(2, Misclassified.ofType(m, SegmentType.AYAH).rowCount());
        Table sum = Misclassified.summary(m);
        assertEquals(8, sum.rowCount());
        assertEquals(scored, sum.intColumn("rows").sum(), 1e-9);
    }
}
