package org.tahqiq.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class BaseRateTest {

    /**
     * A batch from a calibrated classifier fitted at share {@code fitted}: each row's true class is drawn at
     * {@code share}, its log-odds is the Bayes log-odds of a unit-variance score whose mean is +1 for positives and -1
     * for negatives, at the fitted share.
     */
    private static double[][] batch(int n, double share, double fitted, long seed) {
        Random rnd = new Random(seed);
        double[] z = new double[n];
        for (int i = 0; i < n; i++) {
            double x = rnd.nextGaussian() + (rnd.nextDouble() < share ? 1 : -1);
            z[i] = 2 * x + BaseRate.logit(fitted); // log N(x;1,1) - log N(x;-1,1) = 2x
        }
        double[] r = new double[n];
        Arrays.fill(r, fitted);
        return new double[][] {z, r};
    }

    @Test
    void aLargeBatchAtTheFittedShareIsReadAsThatShare() {
        double[][] b = batch(20_000, 0.22, 0.22, 1);
        assertEquals(0.22, BaseRate.estimate(b[0], b[1]), 0.01);
    }

    @Test
    void aLargeBatchAtAnotherShareIsReadAsItsOwn() {
        double[][] b = batch(20_000, 0.40, 0.22, 2);
        double est = BaseRate.estimate(b[0], b[1]);
        assertEquals(0.40, est, 0.015);
        assertTrue(BaseRate.shift(est, 0.22) > 0, "more positives than fitted: the log-odds rise");
    }

    @Test
    void aSingleRowHardlyMovesThePrior() {
        double est = BaseRate.estimate(new double[] {5}, new double[] {0.22});
        assertTrue(est > 0.22 && est < 0.23, "one confident row moves the share by at most 1/(1 + prior rows): " + est);
    }

    @Test
    void theShiftIsTheDifferenceOfLogOdds() {
        assertEquals(0, BaseRate.shift(0.3, 0.3), 1e-12);
        assertEquals(Math.log(0.4 / 0.6) - Math.log(0.2 / 0.8), BaseRate.shift(0.4, 0.2), 1e-12);
        assertTrue(Double.isFinite(BaseRate.shift(1, 0)), "shares at the edges stay finite");
    }

    @Test
    void noRowsGiveNoEstimateAndMismatchedArraysAreRefused() {
        assertTrue(Double.isNaN(BaseRate.estimate(new double[0], new double[0])));
        assertThrows(IllegalArgumentException.class, () -> BaseRate.estimate(new double[2], new double[1]));
    }
}
