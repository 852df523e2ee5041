package org.tahqiq.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class WilsonTest {

    @Test
    void twentyOfTwentyFour() {
        // p = 5/6, z² = 3.8416, 1 + z²/n = 1.1600667
        // centre = (0.8333333 + 0.0800333) / 1.1600667 = 0.7873385
        // half   = 1.96 · sqrt(0.1388889/24 + 3.8416/2304) / 1.1600667 = 1.96 · 0.0863386 / 1.1600667 = 0.1458748
        Wilson.Interval i = Wilson.interval(20, 24, 1.96);
        assertEquals(0.641465, i.low(), 1e-6);
        assertEquals(0.933214, i.high(), 1e-6);
        assertTrue(i.contains(20.0 / 24));
        assertEquals(i, Wilson.interval95(20, 24));
    }

    @Test
    void symmetricAroundOneHalf() {
        Wilson.Interval i = Wilson.interval(1, 2, 1.96);
        assertEquals(0.094529, i.low(), 1e-6);
        assertEquals(0.905471, i.high(), 1e-6);
    }

    @Test
    void extremesStayInsideZeroOne() {
        Wilson.Interval none = Wilson.interval(0, 10, 1.96);
        assertEquals(0.0, none.low(), 0);
        assertEquals(0.277540, none.high(), 1e-6);
        Wilson.Interval all = Wilson.interval(10, 10, 1.96);
        assertEquals(0.722460, all.low(), 1e-6);
        assertEquals(1.0, all.high(), 0);
    }

    @Test
    void largerZWidensTheInterval() {
        assertTrue(Wilson.interval(222, 698, 2.576).width() > Wilson.interval(222, 698, 1.96).width());
    }

    @Test
    void emptySampleIsUninformativeAndBadArgumentsAreRejected() {
        assertEquals(new Wilson.Interval(0, 1), Wilson.interval(0, 0, 1.96));
        assertThrows(IllegalArgumentException.class, () -> Wilson.interval(5, 4, 1.96));
        assertThrows(IllegalArgumentException.class, () -> Wilson.interval(-1, 4, 1.96));
        assertThrows(IllegalArgumentException.class, () -> Wilson.interval(1, 4, 0));
    }
}
