package org.tahqiq.task3;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How much of a span a corpus text accounts for, word by word: the IDF-weighted longest common subsequence of
 * their words over the span's total weight (0–100). Character similarity cannot tell a garbled quote from an
 * invented one — any two Arabic sentences share most letters — but an invented one shares only particles
 * (و, من, الله), which weigh little, while a misquote keeps the verse's rarer words in order.
 */
public final class WordOverlap {

    private final Map<String, Double> idf;
    private final double unseen;

    private WordOverlap(Map<String, Double> idf, double unseen) {
        this.idf = idf;
        this.unseen = unseen;
    }

    /** IDF over documents given as normalized, space-separated words; a word no document has gets the top weight. */
    public static WordOverlap of(List<String> documents) {
        Map<String, Integer> df = new HashMap<>();
        for (String d : documents) {
            for (String w : new java.util.HashSet<>(List.of(words(d)))) {
                df.merge(w, 1, Integer::sum);
            }
        }
        int n = documents.size();
        Map<String, Double> idf = new HashMap<>(df.size() * 2);
        df.forEach((w, f) -> idf.put(w, Math.log((n + 1.0) / f)));
        return new WordOverlap(idf, Math.log(n + 1.0));
    }

    public double weight(String word) {
        return idf.getOrDefault(word, unseen);
    }

    static String[] words(String normalized) {
        return normalized.isBlank() ? new String[0] : normalized.strip().split(" +");
    }

    /** Weighted share (0–100) of the span's words that occur, in order, in the text. */
    public double coverage(String span, String text) {
        String[] s = words(span);
        String[] t = words(text);
        double total = 0;
        for (String w : s) {
            total += weight(w);
        }
        if (total == 0) {
            return 0;
        }
        // Weighted LCS over words: rows are span words, one rolling row over the text.
        double[] prev = new double[t.length + 1];
        double[] cur = new double[t.length + 1];
        for (String w : s) {
            double ww = weight(w);
            for (int j = 1; j <= t.length; j++) {
                cur[j] = w.equals(t[j - 1]) ? prev[j - 1] + ww : Math.max(prev[j], cur[j - 1]);
            }
            double[] x = prev;
            prev = cur;
            cur = x;
        }
        return 100 * prev[t.length] / total;
    }

    /** Length in words of the longest stretch of the span found verbatim, word for word, in the text. */
    public static int longestRun(String span, String text) {
        String[] s = words(span);
        String[] t = words(text);
        int best = 0;
        int[] prev = new int[t.length + 1];
        int[] cur = new int[t.length + 1];
        for (String w : s) {
            for (int j = 1; j <= t.length; j++) {
                cur[j] = w.equals(t[j - 1]) ? prev[j - 1] + 1 : 0;
                best = Math.max(best, cur[j]);
            }
            int[] x = prev;
            prev = cur;
            cur = x;
        }
        return best;
    }
}
