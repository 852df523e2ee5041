package org.tahqiq.task3.correct;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A word index over the matn candidates of Subtask 3 (records' trimmed matns, known corrections, verses). The shared shortlist ranks records by
 * character n-grams of the whole matn, so a long narration that quotes the span among much else can push the
 * record whose trimmed matn gold uses out of its top 15; ranking by the IDF weight of the span's distinct words
 * that a trimmed matn shares finds most of them again deeper down.
 */
final class MatnIndex {

    /**
     * A word in more records than this is a particle ("في", "الله"); scoring its postings costs time and tells nothing.
     * A speed bound set with the index (commit 0c3ad28) from the corpus's word frequencies, not tuned on any labels.
     */
    static final int MAX_POSTINGS = 5000;

    private final Map<String, int[]> postings;
    private final WordOverlap weights;
    private final int size;

    /**
     * @param texts normalized text per candidate, null for a record without a matn
     */
    MatnIndex(List<String> texts, WordOverlap weights) {
        Map<String, List<Integer>> lists = new HashMap<>();
        for (int i = 0; i < texts.size(); i++) {
            String t = texts.get(i);
            if (t == null) {
                continue;
            }
            for (String w : new HashSet<>(Arrays.asList(WordOverlap.words(t)))) {
                lists.computeIfAbsent(w, x -> new ArrayList<>()).add(i);
            }
        }
        this.postings = new HashMap<>(lists.size() * 2);
        lists.forEach((w, l) -> postings.put(w, l.stream().mapToInt(Integer::intValue).toArray()));
        this.weights = weights;
        this.size = texts.size();
    }

    private MatnIndex(Map<String, int[]> postings, WordOverlap weights, int size) {
        this.postings = postings;
        this.weights = weights;
        this.size = size;
    }

    /** The postings, for {@link #read} over the same weights. */
    void write(org.tahqiq.snapshot.BinaryFile.Out out) throws java.io.IOException {
        out.writeInt(size);
        out.writeInt(postings.size());
        for (Map.Entry<String, int[]> e : postings.entrySet()) {
            out.writeString(e.getKey());
            out.writeInts(e.getValue());
        }
    }

    static MatnIndex read(org.tahqiq.snapshot.BinaryFile.In in, WordOverlap weights) throws java.io.IOException {
        int size = in.count();
        int n = in.count();
        Map<String, int[]> postings = new HashMap<>(n * 2);
        for (int i = 0; i < n; i++) {
            String w = in.string();
            int[] p = in.ints();
            for (int r : p) {
                if (r < 0 || r >= size) {
                    throw new java.io.IOException("posting " + r + " outside the " + size + " candidates");
                }
            }
            postings.put(w, p);
        }
        return new MatnIndex(postings, weights, size);
    }

    /** Up to {@code k} records, best first, by the summed weight of the query's distinct words each one has. */
    List<Integer> search(String query, int k) {
        // Scores in an array rather than a map of boxed ones (the postings of a span run to thousands); a record's
        // sum is added up in the same order, so it is the same double.
        Scratch sc = SCRATCH.get().fit(size);
        if (++sc.generation == 0) { // wrapped after 2^32 searches: old stamps could match again
            Arrays.fill(sc.stamp, 0);
            sc.generation = 1;
        }
        int generation = sc.generation;
        int touched = 0;
        Set<String> seen = new HashSet<>();
        for (String w : WordOverlap.words(query)) {
            int[] p = postings.get(w);
            if (!seen.add(w) || p == null || p.length > MAX_POSTINGS) {
                continue;
            }
            double weight = weights.weight(w);
            for (int r : p) {
                if (sc.stamp[r] != generation) {
                    sc.stamp[r] = generation;
                    sc.score[r] = weight;
                    sc.touched = touched < sc.touched.length ? sc.touched : Arrays.copyOf(sc.touched, 2 * sc.touched.length);
                    sc.touched[touched++] = r;
                } else {
                    sc.score[r] += weight;
                }
            }
        }
        return top(sc.score, sc.touched, touched, k);
    }

    /** The k best of the first n ids, best first: higher score, then lower id (a bounded heap, worst at its root). */
    private static List<Integer> top(double[] score, int[] ids, int n, int k) {
        int[] heap = new int[Math.min(k, n)];
        int size = 0;
        for (int i = 0; i < n; i++) {
            int id = ids[i];
            if (size < heap.length) {
                heap[size] = id;
                for (int c = size++; c > 0 && worse(score, heap[c], heap[(c - 1) / 2]); c = (c - 1) / 2) {
                    swap(heap, c, (c - 1) / 2);
                }
            } else if (size > 0 && worse(score, heap[0], id)) {
                heap[0] = id;
                for (int c = 0; ; ) {
                    int l = 2 * c + 1;
                    int r = l + 1;
                    int m = c;
                    if (l < size && worse(score, heap[l], heap[m])) {
                        m = l;
                    }
                    if (r < size && worse(score, heap[r], heap[m])) {
                        m = r;
                    }
                    if (m == c) {
                        break;
                    }
                    swap(heap, c, m);
                    c = m;
                }
            }
        }
        Integer[] best = new Integer[size];
        for (int i = 0; i < size; i++) {
            best[i] = heap[i];
        }
        Arrays.sort(best, (a, b) -> worse(score, a, b) ? 1 : worse(score, b, a) ? -1 : 0);
        return List.of(best);
    }

    private static boolean worse(double[] score, int a, int b) {
        int c = Double.compare(score[a], score[b]);
        return c < 0 || c == 0 && a > b;
    }

    private static void swap(int[] a, int i, int j) {
        int x = a[i];
        a[i] = a[j];
        a[j] = x;
    }

    /** Per-thread score arrays, reused: a stamp tells this search's records from earlier searches'. */
    private static final class Scratch {
        double[] score = new double[0];
        int[] stamp = new int[0];
        int[] touched = new int[256];
        int generation;

        Scratch fit(int n) {
            if (score.length < n) {
                score = new double[n];
                stamp = new int[n];
                generation = 0;
            }
            return this;
        }
    }

    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);
}
