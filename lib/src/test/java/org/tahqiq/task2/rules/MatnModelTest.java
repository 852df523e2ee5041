package org.tahqiq.task2.rules;

import org.tahqiq.task2.MatnDecision;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.experiment.RunSpec;

class MatnModelTest {

    private static final List<MatnFeature> FEATURES = MatnFeature.of(List.of(MatnFeature.Group.SIMILARITY));

    /** Quotes near an exact one are correct, the rest not; the fitted model draws the line between them. */
    @Test
    void fitsTheLineBetweenNearExactAndDistantQuotes() {
        List<double[]> x = new ArrayList<>();
        List<Boolean> y = new ArrayList<>();
        for (double sim = 50; sim <= 100; sim += 0.5) {
            x.add(MatnFeature.values(FEATURES, sim, null, KnownQuotes.Match.NONE));
            y.add(sim >= 97);
        }
        MatnModel m = MatnModel.fit(FEATURES, x, y, MatnModel.L2);
        assertTrue(m.accepts(MatnFeature.values(FEATURES, 100, null, KnownQuotes.Match.NONE)));
        assertTrue(m.accepts(MatnFeature.values(FEATURES, 99, null, KnownQuotes.Match.NONE)));
        assertFalse(m.accepts(MatnFeature.values(FEATURES, 85, null, KnownQuotes.Match.NONE)));
        double p99 = m.probability(MatnFeature.values(FEATURES, 99, null, KnownQuotes.Match.NONE));
        double p90 = m.probability(MatnFeature.values(FEATURES, 90, null, KnownQuotes.Match.NONE));
        assertTrue(p99 > p90, p99 + " vs " + p90);
        assertEquals(MatnFeature.SIMILARITY, m.deciding(MatnFeature.values(FEATURES, 60, null, KnownQuotes.Match.NONE)));
    }

    @Test
    void theExactFeatureReadsAnExactScore() {
        double[] exact = MatnFeature.values(FEATURES, 100, null, KnownQuotes.Match.NONE);
        double[] near = MatnFeature.values(FEATURES, 99.5, null, KnownQuotes.Match.NONE);
        assertEquals(1, exact[FEATURES.indexOf(MatnFeature.EXACT)], 1e-12);
        assertEquals(0, near[FEATURES.indexOf(MatnFeature.EXACT)], 1e-12);
    }

    /** The model unlabelled input gets is the pinned dev spec's, and it reads back as it was written. */
    @Test
    void thePinnedModelRoundTripsThroughItsSpec() {
        MatnModel pinned = Task2Fit.pinned().matn();
        assertNotNull(pinned, "the dev spec pins a matn model");
        assertEquals(MatnDecision.DEFAULT.features(), pinned.features());
        RunSpec spec = new RunSpec("task2", "", List.of(), java.util.Map.of(), java.util.Map.of(),
                java.util.Map.of("matnModel", RunSpec.plain(pinned)), java.util.Map.of(), java.util.Map.of(), java.util.Map.of(),
                java.util.Map.of());
        assertEquals(pinned, spec.fitted("matnModel", MatnModel.class));
    }

    @Test
    void featureGroupsParseByNameAndRejectOthers() {
        assertEquals(List.of(MatnFeature.Group.SIMILARITY, MatnFeature.Group.EDITS), MatnFeature.Group.parse("similarity, edits"));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> MatnFeature.Group.parse("simlarity"));
    }
}
