package org.tahqiq.report;

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
import org.tahqiq.task2.ThresholdPolicy;
import org.tahqiq.index.AnnotationEvidence;
import org.tahqiq.task2.RuleOptions;
import org.tahqiq.task2.Thresholds;
import org.tahqiq.task2.Verdict;
import org.tahqiq.task2.Verifier;
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
            assertEquals(judged.foldThresholds(), run.perFold(), "seed " + run.seed());
        }
        assertEquals(2 * seeds.size(), repeated.foldThresholds().size());
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
        Task2Result r = new Task2Result(flipped, real.evidence(), real.foldThresholds(), real.tunedOnAll(), null, 0, 0);
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
