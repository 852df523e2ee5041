package org.tahqiq.task4.judge;

import org.tahqiq.task4.features.Feature;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The small logistic regression. */
class LogisticModelTest {

    static double[] row(double overlap, double noise) {
        double[] f = new double[Feature.COUNT];
        f[Feature.OVERLAP_SPAN.ordinal()] = overlap;
        f[Feature.RANK.ordinal()] = noise;
        return f;
    }

    @Test
    void learnsTheDirectionOfAnInformativeFeatureAndMatchesTheBaseRate() {
        int n = 200;
        double[][] x = new double[n][];
        boolean[] y = new boolean[n];
        for (int i = 0; i < n; i++) {
            double overlap = (i % 10) / 10.0;
            x[i] = row(overlap, (i * 7 % 13) / 13.0);
            y[i] = (i % 10) >= 4 ^ (i % 17 == 0); // mostly determined by overlap, a few flipped
        }
        double[] w = new double[n];
        Arrays.fill(w, 1);
        List<Feature> fs = List.of(Feature.OVERLAP_SPAN, Feature.RANK);
        RelevanceModel m = RelevanceModel.fit(fs, x, y, w, 1.0);
        assertTrue(m.weights()[0] > 1, "overlap drives relevance: " + m.weights()[0]);
        assertTrue(Math.abs(m.weights()[1]) < 0.5, "noise gets a small weight: " + m.weights()[1]);
        assertTrue(m.probability(row(0.9, 0.5)) > 0.9 && m.probability(row(0.0, 0.5)) < 0.1);
        double mean = 0;
        int pos = 0;
        for (int i = 0; i < n; i++) {
            mean += m.probability(x[i]) / n;
            pos += y[i] ? 1 : 0;
        }
        assertEquals((double) pos / n, mean, 1e-6, "with an unpenalized intercept the mean probability is the base rate");
        RelevanceModel heavy = RelevanceModel.fit(fs, x, y, w, 1e6);
        assertTrue(Math.abs(heavy.weights()[0]) < 0.01, "a huge penalty flattens the weights");
    }

    @Test
    void rowWeightsCount() {
        double[][] x = {row(0, 0), row(0, 0)};
        boolean[] y = {true, false};
        List<Feature> fs = List.of(Feature.OVERLAP_SPAN);
        RelevanceModel m = RelevanceModel.fit(fs, x, y, new double[] {3, 1}, 1.0);
        assertEquals(0.75, m.probability(row(0, 0)), 1e-6);
    }
}
