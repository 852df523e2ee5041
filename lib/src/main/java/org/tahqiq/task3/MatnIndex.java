package org.tahqiq.task3;

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
    }

    /** Up to {@code k} records, best first, by the summed weight of the query's distinct words each one has. */
    List<Integer> search(String query, int k) {
        Map<Integer, Double> score = new HashMap<>();
        Set<String> seen = new HashSet<>();
        for (String w : WordOverlap.words(query)) {
            int[] p = postings.get(w);
            if (!seen.add(w) || p == null || p.length > MAX_POSTINGS) {
                continue;
            }
            double weight = weights.weight(w);
            for (int r : p) {
                score.merge(r, weight, Double::sum);
            }
        }
        return score.entrySet().stream()
                .sorted(Map.Entry.<Integer, Double>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(k).map(Map.Entry::getKey).toList();
    }
}
