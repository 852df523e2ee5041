package org.tahqiq.task3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class WordOverlapTest {

    private final WordOverlap w = WordOverlap.of(List.of(
            "قل هو الله احد", "الله الصمد", "لم يلد ولم يولد", "ولم يكن له كفوا احد", "الله نور السماوات والارض"));

    @Test
    void coverageWeighsRareWordsAboveCommonOnes() {
        assertEquals(100, w.coverage("الله الصمد", "الله الصمد"), 1e-9);
        double rare = w.coverage("الله الصمد", "الصمد");
        double common = w.coverage("الله الصمد", "الله");
        assertTrue(rare > common, rare + " vs " + common);
        assertEquals(0, w.coverage("كلام مخترع", "قل هو الله احد"), 1e-9);
        assertEquals(0, w.coverage("", "الله"), 1e-9);
    }

    @Test
    void coverageCountsWordsInOrderOnly() {
        assertTrue(w.coverage("احد هو قل", "قل هو الله احد") < w.coverage("قل هو احد", "قل هو الله احد"));
    }

    @Test
    void longestRunIsContiguous() {
        assertEquals(2, WordOverlap.longestRun("قل هو احد", "قل هو الله احد"));
        assertEquals(4, WordOverlap.longestRun("ثم قل هو الله احد", "قل هو الله احد"));
        assertEquals(0, WordOverlap.longestRun("", "قل"));
    }
}
