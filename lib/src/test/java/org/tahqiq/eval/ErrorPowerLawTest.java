package org.tahqiq.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ErrorPowerLawTest {

    @Test
    void recoversTheLawItsPointsLieOn() {
        // error 0.2 at 100 items, halved at every fourfold (b = 0.5): 0.1 at 400, 0.05 at 1,600
        ErrorPowerLaw law = ErrorPowerLaw.fit(new double[] {100, 400, 1600}, new double[] {0.8, 0.9, 0.95});
        assertEquals(0.5, law.b(), 1e-9);
        assertEquals(2.0, law.a(), 1e-9);
        assertEquals(0.975, law.scoreAt(6400), 1e-9);
        assertEquals(1600, law.sizeFor(0.95), 1e-6);
    }

    @Test
    void sizeForUndoesScoreAt() {
        ErrorPowerLaw law = ErrorPowerLaw.fit(new double[] {50, 100, 150, 200, 262},
                new double[] {0.8784, 0.9071, 0.9158, 0.9215, 0.9272});
        assertTrue(law.b() > 0, "the error falls as the answers grow");
        for (double n : new double[] {10, 262, 4700}) {
            assertEquals(n, law.sizeFor(law.scoreAt(n)), 1e-6 * n);
        }
    }

    @Test
    void aLeastSquaresLineThroughScatteredPoints() {
        // log errors -1, -2, -2 at log sizes 0, 1, 2: slope -1/2, intercept -7/6
        double e = Math.E;
        ErrorPowerLaw law = ErrorPowerLaw.fit(new double[] {1, e, e * e},
                new double[] {1 - Math.exp(-1), 1 - Math.exp(-2), 1 - Math.exp(-2)});
        assertEquals(0.5, law.b(), 1e-9);
        assertEquals(Math.exp(-7.0 / 6), law.a(), 1e-9);
    }

    @Test
    void anErrorThatDoesNotFallNeverReachesAHigherScore() {
        ErrorPowerLaw law = ErrorPowerLaw.fit(new double[] {100, 200}, new double[] {0.9, 0.9});
        assertEquals(0, law.b(), 1e-12);
        assertEquals(Double.POSITIVE_INFINITY, law.sizeFor(0.95));
        assertEquals(1, law.sizeFor(0.85));
    }

    @Test
    void refusesWhatHasNoLogarithmOrNoSlope() {
        assertThrows(IllegalArgumentException.class, () -> ErrorPowerLaw.fit(new double[] {100}, new double[] {0.9}));
        assertThrows(IllegalArgumentException.class, () -> ErrorPowerLaw.fit(new double[] {100, 200}, new double[] {0.9}));
        assertThrows(IllegalArgumentException.class, () -> ErrorPowerLaw.fit(new double[] {100, 100}, new double[] {0.8, 0.9}));
        assertThrows(IllegalArgumentException.class, () -> ErrorPowerLaw.fit(new double[] {0, 100}, new double[] {0.8, 0.9}));
        assertThrows(IllegalArgumentException.class, () -> ErrorPowerLaw.fit(new double[] {50, 100}, new double[] {0.8, 1.0}));
        ErrorPowerLaw law = ErrorPowerLaw.fit(new double[] {100, 400}, new double[] {0.8, 0.9});
        assertThrows(IllegalArgumentException.class, () -> law.sizeFor(1.0));
    }

    @Test
    void theLastPointHeldOutShowsHowOptimisticTheLawIs() {
        // on the law (error 0.08 at 50, halved per fourfold) up to 200; 800 measured at 0.97 where the law says 0.98
        double[] sizes = {800, 50, 200};
        assertEquals(0, ErrorPowerLaw.largest(sizes));
        assertEquals(0.01, ErrorPowerLaw.overshootAtLargest(sizes, new double[] {0.97, 0.92, 0.96}), 1e-9);
        assertTrue(Double.isNaN(ErrorPowerLaw.overshootAtLargest(new double[] {50, 200}, new double[] {0.92, 0.96})));
    }
}
