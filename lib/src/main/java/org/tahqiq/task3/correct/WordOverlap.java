package org.tahqiq.task3.correct;

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

        /**
         * Where this text has word j of {@code other}, ascending: numbered words found through the sorted numbers,
         * unknown ones by their string.
         */
        int[] positionsOf(Words other, int j) {
            int id = other.ids[j];
            if (id >= 0) {
                int k = java.util.Arrays.binarySearch(distinct, id);
                return k < 0 ? NOWHERE : positions().known[k];
            }
            int[] at = positions().unknown.get(other.words[j]);
            return at == null ? NOWHERE : at;
        }

        private Positions positions() {
            Positions p = positions;
            if (p == null) {
                positions = p = new Positions(this);
            }
            return p;
        }

        /** Built on the first comparison; volatile, as prepared candidate texts are shared between threads. */
        private volatile Positions positions;
    }

    private static final int[] NOWHERE = new int[0];

    /** A text's positions of each of its words: by the word's rank in the sorted numbers, and by string if unknown. */
    private static final class Positions {
        final int[][] known;
        final Map<String, int[]> unknown = new HashMap<>();

        Positions(Words w) {
            int[] count = new int[w.distinct.length];
            int[] rank = new int[w.size()];
            Map<String, java.util.List<Integer>> unknownAt = new HashMap<>(); // rare: words no document has
            for (int i = 0; i < w.size(); i++) {
                if (w.ids[i] >= 0) {
                    rank[i] = java.util.Arrays.binarySearch(w.distinct, w.ids[i]);
                    count[rank[i]]++;
                } else {
                    unknownAt.computeIfAbsent(w.words[i], x -> new java.util.ArrayList<>()).add(i);
                }
            }
            known = new int[count.length][];
            for (int k = 0; k < count.length; k++) {
                known[k] = new int[count[k]];
            }
            java.util.Arrays.fill(count, 0);
            for (int i = 0; i < w.size(); i++) {
                if (w.ids[i] >= 0) {
                    known[rank[i]][count[rank[i]]++] = i;
                }
            }
            unknownAt.forEach((word, at) -> unknown.put(word, at.stream().mapToInt(Integer::intValue).toArray()));
        }
    }

    /** The normalized text's words with their weights here, for comparing it with many texts. */
    public Words prepare(String normalized) {
        return new Words(words(normalized));
    }

    /** Weighted share (0–100) of the span's words that occur, in order, in the text. */
    public double coverage(String span, String text) {
        return compare(prepare(span), prepare(text)).firstCovered();
    }

    /** {@link #coverage(String, String)} of prepared words (of this overlap's weights). */
    public double coverage(Words span, Words text) {
        return compare(span, text).firstCovered();
    }

    /**
     * What two texts share, word by word.
     *
     * @param firstCovered  the weighted share (0–100) of the first text's words that occur, in order, in the second
     * @param secondCovered the same of the second text's words in the first
     * @param longestRun    the length in words of the longest stretch the two have verbatim, word for word
     * @param heaviestRun   the largest weight of a stretch the two have verbatim (the first text's word weights summed
     *                      over it): a rare phrase kept word for word weighs more than a longer stock one ("إن الله كان")
     */
    public record Shared(double firstCovered, double secondCovered, int longestRun, double heaviestRun) {
    }

    /**
     * {@link Shared} of two prepared texts (of this overlap's weights). Both shares rest on the heaviest common
     * subsequence of their words: a word weighs the same in both texts, so one subsequence is the heaviest for both.
     *
     * <p>Only the pairs of equal words are visited, column by column of {@code b}: a pair's value is its weight added
     * to the best value of a pair above and to its left (a Fenwick tree of prefix maxima over {@code a}'s words), which
     * is, to the last bit, what the full weighted-LCS table holds at that cell (the same sums in the same order, and a
     * maximum is exact). Texts share few words, so this visits a small part of that table.
     */
    public Shared compare(Words a, Words b) {
        int n = a.size();
        double[] best = new double[n + 1]; // Fenwick tree, 1-based: prefix maxima of pair values by a's word
        int[] runColumn = new int[n]; // per word of a: the column of its latest pair, and the run ending there
        int[] run = new int[n];
        double[] runWeight = new double[n];
        java.util.Arrays.fill(runColumn, -2);
        double heaviest = 0;
        int longest = 0;
        double heaviestRun = 0;
        for (int j = 0; j < b.size(); j++) {
            int[] rows = a.positionsOf(b, j);
            // Last row first: a pair builds only on pairs of earlier columns, never on one of its own column.
            for (int r = rows.length - 1; r >= 0; r--) {
                int i = rows[r];
                double above = 0;
                for (int x = i; x > 0; x -= x & -x) {
                    above = Math.max(above, best[x]);
                }
                double value = above + a.weights[i];
                for (int x = i + 1; x <= n; x += x & -x) {
                    best[x] = Math.max(best[x], value);
                }
                heaviest = Math.max(heaviest, value);
                boolean continues = i > 0 && runColumn[i - 1] == j - 1;
                int length = continues ? run[i - 1] + 1 : 1;
                double weight = (continues ? runWeight[i - 1] : 0) + a.weights[i];
                runColumn[i] = j;
                run[i] = length;
                runWeight[i] = weight;
                longest = Math.max(longest, length);
                heaviestRun = Math.max(heaviestRun, weight);
            }
        }
        return new Shared(a.total == 0 ? 0 : 100 * heaviest / a.total, b.total == 0 ? 0 : 100 * heaviest / b.total, longest,
                heaviestRun);
    }
}
