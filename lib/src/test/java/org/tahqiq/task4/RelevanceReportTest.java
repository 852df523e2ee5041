package org.tahqiq.task4;

import org.tahqiq.task4.features.RelevanceData;
import org.tahqiq.task4.features.RelevanceInput;
import org.tahqiq.task4.judge.ModelConfig;
import org.tahqiq.task4.judge.RelevanceSetup;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.testing.MiniRelevance;
import tech.tablesaw.api.Table;

/** The notebook's tables on the mini data, checked against counts read off {@link MiniRelevance}. */
class RelevanceReportTest {

    @TempDir
    static Path dir;
    static Retrieval retrieval;
    static RelevanceData data;

    @BeforeAll
    static void setUp() {
        DataLocation loc = new DataLocation(MiniRelevance.write(dir.resolve("data")));
        retrieval = Retrieval.open(loc, RetrievalConfig.DEFAULT, null);
        data = RelevanceSetup.data(loc, RelevanceInput.dev(loc), retrieval);
    }

    @AfterAll
    static void tearDown() {
        retrieval.close();
    }

    @Test
    void labelBalanceCountsRowsRelevantRowsAndEmptyQuestions() {
        Table t = RelevanceReport.labelBalance(data);
        // dev, both types: 12 rows, 7 relevant, 6 questions; none without a relevant row.
        int both = 2;
        assertEquals("dev (evaluated)", t.stringColumn("split").get(both));
        assertEquals(12, t.intColumn("rows").get(both));
        assertEquals(7, t.intColumn("relevant").get(both));
        assertEquals(6, t.intColumn("questions").get(both));
        assertEquals(0, t.intColumn("questions_without_relevant_row").get(both));
        // dev Ayah only: Q1, Q3, Q4 have only irrelevant Ayah rows.
        assertEquals(3, t.intColumn("questions_without_relevant_row").get(0));
        // train joined: Q1–Q4 (4 rows); all train: 5 rows.
        assertEquals(4, t.where(t.stringColumn("split").isEqualTo("train, joined with a dev question")
                .and(t.stringColumn("type").isEqualTo("both"))).intColumn("rows").get(0));
    }

    @Test
    void labelDefinitionBucketsRowsByOtherTrainResponsesCitingTheSame() {
        Table t = RelevanceReport.labelDefinition(data);
        // Dev rows cited by one train response to the same question: sahur (Q1), Ikhlas (Q2), niyyat (Q3), all relevant.
        assertEquals(3, t.intColumn("dev_rows").get(1));
        assertEquals(1.0, t.doubleColumn("dev_share_relevant").get(1), 1e-12);
        assertEquals(9, t.intColumn("dev_rows").get(0));
        assertEquals(5, t.intColumn("train_rows").get(0), "no train row shares a citation with another train response");
    }

    @Test
    void outcomesExperimentsAndCurveHaveOneRowPerThing() {
        RelevanceResult r = RelevancePipeline.crossValidated(data, ModelConfig.beforeStanding(), 2, 2026);
        Table q = RelevanceReport.questionOutcomes(r);
        assertEquals(6, (int) q.intColumn("questions").sum());
        Experiments.Result e = Experiments.run(data, ModelConfig.beforeStanding(), 2, Experiments.seeds(2));
        Table curve = RelevanceReport.thresholdCurve(e, data);
        assertEquals(51, curve.rowCount());
        assertEquals(RelevancePipeline.baseline(data).score().mixed().f1(), curve.doubleColumn("mixed_f1_mean").get(0), 1e-12,
                "threshold 0 marks everything");
        Table ex = RelevanceReport.experiments(List.of(e));
        assertEquals(e.mixed().mean(), ex.doubleColumn("mixed_mean").get(0), 1e-12);
        Table relevant = RelevanceReport.examples(r, retrieval, true, 3, 20);
        assertEquals(3, relevant.rowCount());
        assertTrue(relevant.doubleColumn("probability").get(0) >= relevant.doubleColumn("probability").get(2));
    }
}
