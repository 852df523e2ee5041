package org.tahqiq.verify.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The progress line of a long verify: the share, the rate and the time left when the total is known. */
class VerifyRunProgressTest {

    @Test
    void withTheTotalItGivesTheShareAndTimeLeft() {
        // 1,200 of 32,800 in 6 s: 200/s, so 31,600 left take 158 s.
        assertEquals("verify: 1,200 of 32,800 answers checked (3.7%), 200/s, 2 min 38 s left",
                VerifyRun.progressLine(1300, 1200, 32_800, 6.0));
        assertEquals("verify: 500 of 1,000 answers checked (50.0%), 100/s, 5 s left", VerifyRun.progressLine(510, 500, 1000, 5.0));
    }

    @Test
    void withoutItReadAndChecked() {
        assertEquals("verify: 1,300 answers read, 1,200 checked (200/s)", VerifyRun.progressLine(1300, 1200, -1, 6.0));
    }

    @Test
    void nothingCheckedYetHasNoTimeLeft() {
        assertEquals("verify: 0 of 400 answers checked (0.0%), 0/s", VerifyRun.progressLine(310, 0, 400, 1.0));
    }

    @Test
    void durations() {
        assertEquals("0 s", VerifyRun.duration(0.2));
        assertEquals("59 s", VerifyRun.duration(59.4));
        assertEquals("1 min 0 s", VerifyRun.duration(60));
        assertEquals("1 h 1 min", VerifyRun.duration(3661));
    }
}
