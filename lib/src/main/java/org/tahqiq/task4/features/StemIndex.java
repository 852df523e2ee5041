package org.tahqiq.task4.features;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small BM25 index over stemmed documents (the verses, the hadith records): document frequencies for IDF, and
 * postings to rank every document against a question, so a citation's rank among all verses (or records) for its
 * question can be read. BM25 with the usual k1 = 1.2, b = 0.75 (Lucene's defaults; not tuned here).
 */
public final class StemIndex {

    static final double K1 = 1.2;
    static final double B = 0.75;

    private final Map<String, int[]> postings; // per stem: doc ids and term frequencies interleaved
    private final int[] length;
    private final double avgLength;

    private StemIndex(Map<String, int[]> postings, int[] length) {
        this.postings = postings;
        this.length = length;
        long sum = 0;
        for (int l : length) {
            sum += l;
        }
        this.avgLength = length.length == 0 ? 1 : Math.max(1.0, (double) sum / length.length);
    }

    /** Indexes the documents (stem lists), ids in list order. */
    public static StemIndex of(List<List<String>> docs) {
        Map<String, List<int[]>> build = new HashMap<>();
        int[] length = new int[docs.size()];
        for (int d = 0; d < docs.size(); d++) {
            List<String> doc = docs.get(d);
            length[d] = doc.size();
            Map<String, Integer> tf = new LinkedHashMap<>();
            doc.forEach(t -> tf.merge(t, 1, Integer::sum));
            for (Map.Entry<String, Integer> e : tf.entrySet()) {
                build.computeIfAbsent(e.getKey(), k -> new ArrayList<>()).add(new int[] {d, e.getValue()});
            }
        }
        Map<String, int[]> postings = new HashMap<>(build.size() * 2);
        build.forEach((t, list) -> {
            int[] p = new int[list.size() * 2];
            for (int i = 0; i < list.size(); i++) {
                p[2 * i] = list.get(i)[0];
                p[2 * i + 1] = list.get(i)[1];
            }
            postings.put(t, p);
        });
        return new StemIndex(postings, length);
    }

    public int size() {
        return length.length;
    }

    public int documentFrequency(String stem) {
        int[] p = postings.get(stem);
        return p == null ? 0 : p.length / 2;
    }

    /** BM25's IDF, log(1 + (N − df + 0.5) / (df + 0.5)); a stem the index never saw counts as rare. */
    public double idf(String stem) {
        int df = documentFrequency(stem);
        return Math.log(1 + (size() - df + 0.5) / (df + 0.5));
    }

    /** BM25 of the query stems (distinct) against a document given by its stems (need not be in the index). */
    public double score(List<String> query, List<String> doc) {
        Map<String, Integer> tf = new HashMap<>();
        doc.forEach(t -> tf.merge(t, 1, Integer::sum));
        double norm = K1 * (1 - B + B * doc.size() / avgLength);
        double s = 0;
        for (String q : distinct(query)) {
            Integer f = tf.get(q);
            if (f != null) {
                s += idf(q) * f * (K1 + 1) / (f + norm);
            }
        }
        return s;
    }

    /** The largest BM25 any single-occurrence match of all query stems can reach: Σ idf · (k1+1)/(1+k1·…) at avg length. */
    public double ceiling(List<String> query) {
        double s = 0;
        for (String q : distinct(query)) {
            s += idf(q) * (K1 + 1) / (1 + K1);
        }
        return s;
    }

    /** BM25 of the query against every indexed document (0 where no stem matches). */
    public double[] scoreAll(List<String> query) {
        double[] s = new double[size()];
        for (String q : distinct(query)) {
            int[] p = postings.get(q);
            if (p == null) {
                continue;
            }
            double idf = idf(q);
            for (int i = 0; i < p.length; i += 2) {
                int d = p[i];
                int f = p[i + 1];
                double norm = K1 * (1 - B + B * length[d] / avgLength);
                s[d] += idf * f * (K1 + 1) / (f + norm);
            }
        }
        return s;
    }

    /** How many documents score strictly higher than {@code score} in {@code all} (0 = the best). */
    public static int rank(double[] all, double score) {
        int r = 0;
        for (double v : all) {
            if (v > score) {
                r++;
            }
        }
        return r;
    }

    static List<String> distinct(List<String> terms) {
        return new ArrayList<>(new java.util.LinkedHashSet<>(terms));
    }
}
