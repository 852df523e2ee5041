package org.tahqiq.task3.correct;

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
        assertEquals(fullLongestRun(span, text), w.compare(s, t).longestRun());
        assertEquals(5, s.size());
        // rows of words the text lacks (كلمه, غريبه) between and around runs
        for (String[] p : new String[][] {{"قل كلمه هو الله غريبه احد", "قل هو الله احد"}, {"غريبه قل هو", "قل هو"},
                {"الله الله الصمد كلمه الصمد", "الله الصمد الصمد"}, {"كلمه", "الله"}}) {
            assertMatchesFullTables(p[0], p[1]);
        }
    }

    /** Visiting only the pairs of equal words gives, to the last bit, what the full tables give (words unknown to the weights too). */
    @Test
    void pairsOfEqualWordsGiveTheFullTablesOnRandomTexts() {
        String[] vocabulary = {"قل", "هو", "الله", "احد", "الصمد", "كلمه", "غريبه", "لم"};
        java.util.Random rnd = new java.util.Random(7);
        for (int trial = 0; trial < 600; trial++) {
            assertMatchesFullTables(randomText(rnd, vocabulary), randomText(rnd, vocabulary));
        }
    }

    private void assertMatchesFullTables(String a, String b) {
        WordOverlap.Shared shared = w.compare(w.prepare(a), w.prepare(b));
        assertEquals(fullCoverage(a, b), shared.firstCovered(), 0.0, a + " | " + b);
        assertEquals(fullCoverage(b, a), shared.secondCovered(), 0.0, a + " | " + b);
        assertEquals(fullLongestRun(a, b), shared.longestRun(), a + " | " + b);
        assertEquals(fullHeaviestRun(a, b), shared.heaviestRun(), 0.0, a + " | " + b);
        assertEquals(fullCoverage(a, b), w.coverage(a, b), 0.0, a + " | " + b);
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

    /** The longest common run of words with the full table: the reference for {@link WordOverlap.Shared#longestRun}. */
    private static int fullLongestRun(String span, String text) {
        return (int) fullRun(span, text, x -> 1);
    }

    /** The heaviest common run with the full table: the reference for {@link WordOverlap.Shared#heaviestRun}. */
    private double fullHeaviestRun(String span, String text) {
        return fullRun(span, text, w::weight);
    }

    /** The largest sum of word weights over a common run, each run summed from its start as the skipping one sums. */
    private static double fullRun(String span, String text, java.util.function.ToDoubleFunction<String> weight) {
        String[] s = WordOverlap.words(span);
        String[] t = WordOverlap.words(text);
        double best = 0;
        double[] prev = new double[t.length + 1];
        double[] cur = new double[t.length + 1];
        for (String x : s) {
            for (int j = 1; j <= t.length; j++) {
                cur[j] = x.equals(t[j - 1]) ? prev[j - 1] + weight.applyAsDouble(x) : 0;
                best = Math.max(best, cur[j]);
            }
            double[] y = prev;
            prev = cur;
            cur = y;
        }
        return best;
    }

    @Test
    void theHeaviestRunWeighsARarePhraseAboveALongerCommonOne() {
        WordOverlap.Shared s = w.compare(w.prepare("الله الله الله كلمه لم يلد"), w.prepare("الله الله الله لم يلد"));
        assertEquals(3, s.longestRun(), "the longest stretch is the common word three times");
        assertEquals(w.weight("لم") + w.weight("يلد"), s.heaviestRun(), 1e-12, "the heaviest is the rarer pair");
        assertTrue(3 * w.weight("الله") < s.heaviestRun());
        assertEquals(0, w.compare(w.prepare(""), w.prepare("قل")).heaviestRun());
    }

    @Test
    void longestRunIsContiguous() {
        assertEquals(2, run("قل هو احد", "قل هو الله احد"));
        assertEquals(4, run("ثم قل هو الله احد", "قل هو الله احد"));
        assertEquals(0, run("", "قل"));
        assertEquals(3, run("الله الله الله", "الله الله الله الله"));
    }

    private int run(String a, String b) {
        return w.compare(w.prepare(a), w.prepare(b)).longestRun();
    }
}
