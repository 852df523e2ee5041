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

    /** The normalized text's words: split on runs of spaces, ends stripped; none for a blank text. */
    static String[] words(String normalized) {
        String s = normalized.strip();
        if (s.isEmpty()) {
            return new String[0];
        }
        // By hand rather than split(" +"): the regex cost more than the comparisons it feeds (same words).
        int n = 1;
        for (int i = 1; i < s.length(); i++) {
            if (s.charAt(i) == ' ' && s.charAt(i - 1) != ' ') {
                n++;
            }
        }
        String[] out = new String[n];
        int k = 0;
        int start = 0;
        for (int i = 0; i <= s.length(); i++) {
            if (i == s.length() || s.charAt(i) == ' ') {
                if (i > start) {
                    out[k++] = s.substring(start, i);
                }
                start = i + 1;
            }
        }
        return out;
    }

    /**
     * A text split into words with their weights, once, for the many comparisons of one span: the results are those of
     * the string methods.
     */
    public final class Words {
        final String[] words;
        final double[] weights;
        final double total;

        private Words(String[] words) {
            this.words = words;
            this.weights = new double[words.length];
            double sum = 0;
            for (int i = 0; i < words.length; i++) {
                weights[i] = weight(words[i]);
                sum += weights[i];
            }
            this.total = sum;
        }

        public int size() {
            return words.length;
        }
    }

    /** The normalized text's words with their weights here, for comparing it with many texts. */
    public Words prepare(String normalized) {
        return new Words(words(normalized));
    }

    /** Weighted share (0–100) of the span's words that occur, in order, in the text. */
    public double coverage(String span, String text) {
        return coverage(new Words(words(span)), words(text));
    }

    /** {@link #coverage(String, String)} of prepared words. */
    public double coverage(Words span, Words text) {
        return coverage(span, text.words);
    }

    private static double coverage(Words span, String[] t) {
        String[] s = span.words;
        if (span.total == 0) {
            return 0;
        }
        // Weighted LCS over words: rows are span words, one rolling row over the text.
        double[] prev = new double[t.length + 1];
        double[] cur = new double[t.length + 1];
        for (int i = 0; i < s.length; i++) {
            String w = s[i];
            double ww = span.weights[i];
            for (int j = 1; j <= t.length; j++) {
                cur[j] = same(w, t[j - 1]) ? prev[j - 1] + ww : Math.max(prev[j], cur[j - 1]);
            }
            double[] x = prev;
            prev = cur;
            cur = x;
        }
        return 100 * prev[t.length] / span.total;
    }

    /** Length in words of the longest stretch of the span found verbatim, word for word, in the text. */
    public static int longestRun(String span, String text) {
        return longestRun(words(span), words(text));
    }

    /** {@link #longestRun(String, String)} of prepared words. */
    public static int longestRun(Words span, Words text) {
        return longestRun(span.words, text.words);
    }

    private static int longestRun(String[] s, String[] t) {
        int best = 0;
        int[] prev = new int[t.length + 1];
        int[] cur = new int[t.length + 1];
        for (String w : s) {
            for (int j = 1; j <= t.length; j++) {
                cur[j] = same(w, t[j - 1]) ? prev[j - 1] + 1 : 0;
                best = Math.max(best, cur[j]);
            }
            int[] x = prev;
            prev = cur;
            cur = x;
        }
        return best;
    }

    /** String equality, the cached hash first: most word pairs differ, and then one int comparison tells. */
    private static boolean same(String a, String b) {
        return a.hashCode() == b.hashCode() && a.equals(b);
    }
}
