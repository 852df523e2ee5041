package org.tahqiq.task4.features;

import org.tahqiq.task4.RelevanceOutputs;
import org.tahqiq.task4.judge.RelevanceSetup;
import org.tahqiq.task4.judge.RelevanceTrainer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.testing.MiniRelevance;

/** Citations and features on the mini corpora: placing, neighbours, lexical and answer features, fold-only statistics. */
class FeaturesTest {

    @TempDir
    static Path dir;
    static RelevanceData data;
    static Retrieval retrieval;

    @BeforeAll
    static void setUp() {
        DataLocation loc = new DataLocation(MiniRelevance.write(dir.resolve("data")));
        retrieval = Retrieval.open(loc, RetrievalConfig.DEFAULT, null);
        data = RelevanceSetup.data(loc, RelevanceInput.dev(loc), retrieval);
    }

    static double f(int row, Feature f) {
        return data.staticFeatures(row)[f.ordinal()];
    }

    @Test
    void theInputComesFirstThenTheTrainRows() {
        assertEquals(MiniRelevance.ROWS.size(), data.inputSize());
        assertEquals(MiniRelevance.ROWS.size() + 5, data.rows().size());
        assertTrue(data.hasQuestionText(data.inputSize()), "train Q1 takes the dev question");
        assertTrue(!data.hasQuestionText(data.rows().size() - 1), "no dev response answers Q9");
    }

    @Test
    void spansArePlacedAndReadWithTheirNeighbours() {
        CitedPassage ikhlas = data.citations().get(2);
        assertEquals("112:1", RelevanceOutputs.cites(ikhlas, retrieval));
        assertTrue(ikhlas.contextStems().contains("صمد"), "112:2 is a neighbour: " + ikhlas.contextStems());
        CitedPassage sahur = data.citations().get(0);
        assertTrue(sahur.record() >= 0 && RelevanceOutputs.cites(sahur, retrieval).startsWith("سنن النسائي"));
        assertEquals(sahur.id(), data.citations().get(3).id(), "the same hadith cited twice is one citation");
    }

    @Test
    void lexicalFeaturesSeeTheQuestionInTheCitation() {
        assertEquals(1.0, f(0, Feature.MATN));
        assertTrue(f(0, Feature.OVERLAP_SPAN) > 0, "السحور is in question and span");
        assertEquals(0.0, f(1, Feature.OVERLAP_SPAN), "الحمد لله shares nothing with the question on سحور");
        assertTrue(f(0, Feature.BM25_CONTEXT) > f(1, Feature.BM25_CONTEXT));
        assertEquals(0.0, f(0, Feature.RANK), "the sahur record ranks first among the records for its question");
        assertEquals(0.0, f(0, Feature.GAP_TO_BEST), "the best row of its question");
        assertTrue(f(8, Feature.OVERLAP_CONTEXT) > 0, "الصمد");
    }

    @Test
    void answerFeaturesCountCodePoints() {
        // R1 starts with a character outside the BMP; its lead-in "… في حكم السحور" ends right where the span starts, so a
        // UTF-16 slip would cut the last letter of السحور and lose it.
        assertEquals(1.0, f(0, Feature.LEAD_IN), 1e-12);
        assertEquals(1.0, f(0, Feature.HAS_CONTEXT));
        assertEquals(0.0, f(0, Feature.QUOTE_ORDER));
        assertEquals(1.0, f(1, Feature.QUOTE_ORDER));
        assertTrue(f(0, Feature.POSITION) < f(1, Feature.POSITION));
        int train = data.inputSize();
        assertEquals(0.0, data.staticFeatures(train)[Feature.HAS_CONTEXT.ordinal()], "train rows have no answer");
        assertEquals(1.0, data.staticFeatures(train)[Feature.TRAIN_ORIGIN.ordinal()]);
    }

    @Test
    void labelFeaturesComeFromOtherQuestionsOfTheTrainingRowsOnly() {
        // The Ikhlas verse: relevant for Q2 (dev and train) and for train-only Q9.
        boolean[] all = RelevanceTrainer.allLabelled(data);
        double[][] f = LabelFeatures.compute(data, all);
        double ikhlasQ2 = f[2][Feature.PRIOR_QUESTIONS.ordinal()];
        assertEquals(Math.log1p(1), ikhlasQ2, 1e-12, "only Q9 cites it besides Q2 itself");
        boolean[] withoutQ9 = all.clone();
        withoutQ9[data.rows().size() - 1] = false;
        assertEquals(0.0, LabelFeatures.compute(data, withoutQ9)[2][Feature.PRIOR_QUESTIONS.ordinal()], 1e-12,
                "rows outside the training mask never count");
        assertTrue(f[2][Feature.PRIOR.ordinal()] > 0, "relevant elsewhere, above the train base rate");
    }
}
