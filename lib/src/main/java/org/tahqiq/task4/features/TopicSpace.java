package org.tahqiq.task4.features;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.text.ArabicNormalizer;

/**
 * A topic space learned without labels from the hadith corpus, whose records are filed under chapters (كتاب الصيام,
 * كتاب البيوع, ...): every stem gets the lift of each chapter among the records that use it (how much more often the
 * chapter holds the stem than chance), and a text the IDF-weighted sum of its stems' lifts. Two texts about the same
 * matter — a question on breaking a voluntary fast and a hadith on fasting — point the same way even when they share
 * no word, and a verse about food points elsewhere.
 */
public final class TopicSpace {

    /** A stem must occur in this many records to carry a topic (rarer ones are noise). */
    public static final int MIN_RECORDS = 3;
    /** Pseudo-count pulling a stem's chapter distribution towards the chapters' overall shares. */
    public static final double SMOOTHING = 5;

    private final List<String> chapters;
    private final int[] chapterOf;
    private final Map<String, double[]> lift;
    private final Map<String, Double> idf;

    private TopicSpace(List<String> chapters, int[] chapterOf, Map<String, double[]> lift, Map<String, Double> idf) {
        this.chapters = chapters;
        this.chapterOf = chapterOf;
        this.lift = lift;
        this.idf = idf;
    }

    public static TopicSpace of(HadithCorpus corpus, CorpusTerms terms) {
        Map<String, Integer> chapterIds = new LinkedHashMap<>();
        int n = corpus.size();
        int[] chapterOf = new int[n];
        for (int i = 0; i < n; i++) {
            chapterOf[i] = chapterIds.computeIfAbsent(chapterKey(corpus.get(i)), k -> chapterIds.size());
        }
        int t = chapterIds.size();
        double[] share = new double[t];
        for (int c : chapterOf) {
            share[c] += 1.0 / n;
        }
        Map<String, Map<Integer, Integer>> counts = new HashMap<>();
        for (int i = 0; i < n; i++) {
            Set<String> seen = new HashSet<>(terms.record(i));
            for (String s : seen) {
                counts.computeIfAbsent(s, k -> new HashMap<>()).merge(chapterOf[i], 1, Integer::sum);
            }
        }
        Map<String, double[]> lift = new HashMap<>();
        Map<String, Double> idf = new HashMap<>();
        counts.forEach((stem, byChapter) -> {
            int df = byChapter.values().stream().mapToInt(Integer::intValue).sum();
            if (df < MIN_RECORDS) {
                return;
            }
            double[] v = new double[t];
            for (int c = 0; c < t; c++) {
                double p = (byChapter.getOrDefault(c, 0) + SMOOTHING * share[c]) / (df + SMOOTHING);
                v[c] = Math.max(0, Math.log(p / share[c]));
            }
            lift.put(stem, v);
            idf.put(stem, Math.log(1 + (double) n / df));
        });
        return new TopicSpace(List.copyOf(chapterIds.keySet()), chapterOf, lift, idf);
    }

    /** The chapter a record is filed under, without its collection and the word كتاب. */
    static String chapterKey(Hadith h) {
        String c = ArabicNormalizer.normalize(CorpusTerms.chapter(h), ArabicNormalizer.Level.SEARCH);
        return c.startsWith("كتاب ") ? c.substring(5) : c;
    }

    /** The text's direction in topic space (unit length; zero when none of its stems carries a topic). */
    public double[] vector(List<String> stems) {
        double[] v = new double[chapters.size()];
        for (String s : new HashSet<>(stems)) {
            double[] l = lift.get(s);
            if (l == null) {
                continue;
            }
            double w = idf.get(s);
            for (int c = 0; c < v.length; c++) {
                v[c] += w * l[c];
            }
        }
        double norm = 0;
        for (double x : v) {
            norm += x * x;
        }
        norm = Math.sqrt(norm);
        if (norm > 0) {
            for (int c = 0; c < v.length; c++) {
                v[c] /= norm;
            }
        }
        return v;
    }

    public static double cosine(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }

    /** The chapters a vector points to most, best first (for evidence). */
    public List<String> top(double[] v, int k) {
        List<Integer> idx = new ArrayList<>();
        for (int i = 0; i < v.length; i++) {
            idx.add(i);
        }
        idx.sort((a, b) -> Double.compare(v[b], v[a]));
        return idx.subList(0, Math.min(k, idx.size())).stream().map(chapters::get).toList();
    }

    /** The chapter (topic index) a corpus record is filed under. */
    public int chapterOf(int record) {
        return chapterOf[record];
    }

    public int size() {
        return chapters.size();
    }
}
