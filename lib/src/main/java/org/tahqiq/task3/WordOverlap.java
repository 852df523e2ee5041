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

    /** Each word the documents have, numbered, and its IDF by number: prepared texts compare numbers, not strings. */
    private final Map<String, Integer> ids;
    private final double[] idf;
    private final double unseen;

    private WordOverlap(Map<String, Integer> ids, double[] idf, double unseen) {
        this.ids = ids;
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
        Map<String, Integer> ids = new HashMap<>(df.size() * 2);
        double[] idf = new double[df.size()];
        df.forEach((w, f) -> {
            int id = ids.size();
            ids.put(w, id);
            idf[id] = Math.log((n + 1.0) / f);
        });
        return new WordOverlap(ids, idf, Math.log(n + 1.0));
    }

    /** The numbered words and their IDF, for {@link #read}: the same weights, bit for bit. */
    void write(org.tahqiq.snapshot.BinaryFile.Out out) throws java.io.IOException {
        String[] byId = new String[idf.length];
        ids.forEach((w, id) -> byId[id] = w);
        out.writeInt(idf.length);
        for (int i = 0; i < idf.length; i++) {
            out.writeString(byId[i]);
            out.writeDouble(idf[i]);
        }
        out.writeDouble(unseen);
    }

    static WordOverlap read(org.tahqiq.snapshot.BinaryFile.In in) throws java.io.IOException {
        int n = in.count();
        Map<String, Integer> ids = new HashMap<>(n * 2);
        double[] idf = new double[n];
        for (int i = 0; i < n; i++) {
            ids.put(in.string(), i);
            idf[i] = in.getDouble();
        }
        if (ids.size() != n) {
            throw new java.io.IOException("repeated word in a word table");
        }
        return new WordOverlap(ids, idf, in.getDouble());
    }

    public double weight(String word) {
        Integer id = ids.get(word);
        return id == null ? unseen : idf[id];
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
        /** Each word's number, -1 for a word no document has (those are compared as strings). */
        final int[] ids;
        final double[] weights;
        final double total;
        /** The known words' numbers, sorted, without repeats. */
        private final int[] distinct;

        private Words(String[] words) {
            this.words = words;
            this.ids = new int[words.length];
            this.weights = new double[words.length];
            double sum = 0;
            for (int i = 0; i < words.length; i++) {
                Integer id = WordOverlap.this.ids.get(words[i]);
                ids[i] = id == null ? -1 : id;
                weights[i] = id == null ? unseen : idf[id];
                sum += weights[i];
            }
            this.total = sum;
            this.distinct = java.util.Arrays.stream(ids).filter(x -> x >= 0).sorted().distinct().toArray();
        }

        public int size() {
            return words.length;
        }

        /** Whether the text may hold a word of this number: false only for a known word it lacks. */
        boolean mayHold(int id) {
            return id < 0 || java.util.Arrays.binarySearch(distinct, id) >= 0;
        }

        /** Whether word i here is word j there. */
        boolean same(int i, Words other, int j) {
            int a = ids[i];
            return a == other.ids[j] && (a >= 0 || words[i].equals(other.words[j]));
        }
    }

    /** The normalized text's words with their weights here, for comparing it with many texts. */
    public Words prepare(String normalized) {
        return new Words(words(normalized));
    }

    /** Weighted share (0–100) of the span's words that occur, in order, in the text. */
    public double coverage(String span, String text) {
        return coverage(prepare(span), prepare(text));
    }

    /** {@link #coverage(String, String)} of prepared words (of this overlap's weights). */
    public double coverage(Words span, Words text) {
        if (span.total == 0) {
            return 0;
        }
        int m = text.size();
        // Weighted LCS over words: rows are span words, one rolling row over the text.
        double[] prev = new double[m + 1];
        double[] cur = new double[m + 1];
        for (int i = 0; i < span.size(); i++) {
            // A row whose word the text lacks matches nowhere, and as rows never decrease along j it would copy the
            // row above exactly: skipped, to the same double.
            if (!text.mayHold(span.ids[i])) {
                continue;
            }
            double ww = span.weights[i];
            for (int j = 1; j <= m; j++) {
                cur[j] = span.same(i, text, j - 1) ? prev[j - 1] + ww : Math.max(prev[j], cur[j - 1]);
            }
            double[] x = prev;
            prev = cur;
            cur = x;
        }
        return 100 * prev[m] / span.total;
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

    /** {@link #longestRun(String, String)} of prepared words (of the same overlap). */
    public static int longestRun(Words span, Words text) {
        int m = text.size();
        int best = 0;
        int[] prev = new int[m + 1];
        int[] cur = new int[m + 1];
        boolean zeros = true; // prev is all zeros (the row above matched nowhere, or there is none)
        for (int i = 0; i < span.size(); i++) {
            // A row whose word the text lacks is all zeros: not computed, only remembered as such.
            if (!text.mayHold(span.ids[i])) {
                zeros = true;
                continue;
            }
            for (int j = 1; j <= m; j++) {
                cur[j] = span.same(i, text, j - 1) ? (zeros ? 0 : prev[j - 1]) + 1 : 0;
                best = Math.max(best, cur[j]);
            }
            zeros = false;
            int[] x = prev;
            prev = cur;
            cur = x;
        }
        return best;
    }
}
