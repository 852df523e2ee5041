package org.tahqiq.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ThresholdChoiceTest {

    private static final double[] GRID = ThresholdSweep.grid(90, 100, 21); // 0.5 steps

    @Test
    void plainTakesTheMiddleOfTheLongestBestRun() {
        assertEquals(4, ThresholdChoice.middleOfBestRun(new double[] {1, 5, 2, 5, 5, 5, 0}));
        assertEquals(1, ThresholdChoice.middleOfBestRun(new double[] {1, 5, 5, 0, 5, 5}), "first run on ties, lower middle");
        assertEquals(0, ThresholdChoice.middleOfBestRun(new double[] {7}));
    }

    @Test
    void smoothingPrefersABroadPlateauToANarrowPeak() {
        double[] hits = new double[GRID.length];
        java.util.Arrays.fill(hits, 10);
        hits[4] = 13; // one lucky grid value
        for (int i = 12; i <= 18; i++) {
            hits[i] = 12; // a plateau one hit lower
        }
        assertEquals(4, ThresholdChoice.PLAIN.choose(GRID, hits).index());
        ThresholdChoice.Choice smoothed = ThresholdChoice.STABLE.choose(GRID, hits);
        assertEquals(15, smoothed.index());
        assertEquals(12, smoothed.objective(), 1e-12);
        assertEquals(97.5, ThresholdChoice.STABLE.value(GRID, hits));
    }

    @Test
    void windowIsClippedAtTheEnds() {
        assertArrayEquals(new double[] {1.5, 2, 3, 3.5}, ThresholdChoice.smooth(new double[] {1, 2, 3, 4}, 1), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> new ThresholdChoice(-1));
        assertThrows(IllegalArgumentException.class, () -> ThresholdChoice.PLAIN.choose(GRID, new double[3]));
    }
}
