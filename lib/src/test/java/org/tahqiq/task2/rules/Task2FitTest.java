package org.tahqiq.task2.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** What a fit says decides: the matn cut only when no matn model is fitted. */
class Task2FitTest {

    @Test
    void thePinnedFitNamesTheMatnModelNotTheCut() {
        assertEquals("Ayah 100.0, equivalence 90.0; matn: model over similarity, exact", Task2Fit.pinned().text());
    }

    @Test
    void aFitWithoutAModelNamesTheCut() {
        assertEquals("Ayah 100.0, equivalence 90.0; matn: similarity cut 98.5",
                Task2Fit.cut(new Thresholds(100, 98.5, 90)).text());
    }
}
