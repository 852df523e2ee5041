package org.tahqiq.task3;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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
    void wordsSplitOnRunsOfSpacesWithTheEndsStripped() {
        assertArrayEquals(new String[] {"قل", "هو", "الله"}, WordOverlap.words("  قل   هو الله \n"));
        assertArrayEquals(new String[0], WordOverlap.words(" \t "));
        assertArrayEquals(new String[] {"احد"}, WordOverlap.words("احد"));
    }

    @Test
    void preparedWordsGiveTheStringResults() {
        String span = "قل هو الله احد الصمد";
        String text = "الله الصمد لم يلد قل هو";
        WordOverlap.Words s = w.prepare(span);
        WordOverlap.Words t = w.prepare(text);
        assertEquals(w.coverage(span, text), w.coverage(s, t), 0.0);
        assertEquals(w.coverage(text, span), w.coverage(t, s), 0.0);
        assertEquals(WordOverlap.longestRun(span, text), WordOverlap.longestRun(s, t));
        assertEquals(5, s.size());
    }

    @Test
    void longestRunIsContiguous() {
        assertEquals(2, WordOverlap.longestRun("قل هو احد", "قل هو الله احد"));
        assertEquals(4, WordOverlap.longestRun("ثم قل هو الله احد", "قل هو الله احد"));
        assertEquals(0, WordOverlap.longestRun("", "قل"));
    }
}
