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
        // rows of words the text lacks (كلمه, غريبه) between and around runs
        for (String[] p : new String[][] {{"قل كلمه هو الله غريبه احد", "قل هو الله احد"}, {"غريبه قل هو", "قل هو"},
                {"الله الله الصمد كلمه الصمد", "الله الصمد الصمد"}, {"كلمه", "الله"}}) {
            assertEquals(WordOverlap.longestRun(p[0], p[1]), WordOverlap.longestRun(w.prepare(p[0]), w.prepare(p[1])), p[0]);
            assertEquals(fullCoverage(p[0], p[1]), w.coverage(p[0], p[1]), 0.0, p[0]);
        }
    }

    @Test
    void skippedRowsChangeNothingOnRandomTexts() {
        String[] vocabulary = {"قل", "هو", "الله", "احد", "الصمد", "كلمه", "غريبه", "لم"};
        java.util.Random rnd = new java.util.Random(7);
        for (int trial = 0; trial < 300; trial++) {
            String a = randomText(rnd, vocabulary);
            String b = randomText(rnd, vocabulary);
            assertEquals(fullCoverage(a, b), w.coverage(a, b), 0.0, a + " | " + b);
            assertEquals(WordOverlap.longestRun(a, b), WordOverlap.longestRun(w.prepare(a), w.prepare(b)), a + " | " + b);
        }
    }

    private static String randomText(java.util.Random rnd, String[] vocabulary) {
        StringBuilder sb = new StringBuilder();
        for (int i = rnd.nextInt(12); i > 0; i--) {
            sb.append(vocabulary[rnd.nextInt(vocabulary.length)]).append(' ');
        }
        return sb.toString();
    }

    /** The weighted LCS with every row computed, to the last bit what the skipping one must give. */
    private double fullCoverage(String span, String text) {
        String[] s = WordOverlap.words(span);
        String[] t = WordOverlap.words(text);
        double total = 0;
        for (String x : s) {
            total += w.weight(x);
        }
        double[] prev = new double[t.length + 1];
        double[] cur = new double[t.length + 1];
        for (String x : s) {
            for (int j = 1; j <= t.length; j++) {
                cur[j] = x.equals(t[j - 1]) ? prev[j - 1] + w.weight(x) : Math.max(prev[j], cur[j - 1]);
            }
            double[] y = prev;
            prev = cur;
            cur = y;
        }
        return total == 0 ? 0 : 100 * prev[t.length] / total;
    }

    @Test
    void longestRunIsContiguous() {
        assertEquals(2, WordOverlap.longestRun("قل هو احد", "قل هو الله احد"));
        assertEquals(4, WordOverlap.longestRun("ثم قل هو الله احد", "قل هو الله احد"));
        assertEquals(0, WordOverlap.longestRun("", "قل"));
    }
}
