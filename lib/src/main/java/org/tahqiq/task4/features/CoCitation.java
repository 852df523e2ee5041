package org.tahqiq.task4.features;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Whether other answers to the same question quote the same thing: the {@link Feature.Group#SAME_QUESTION} features.
 * They read no label, only which answers quote what, across every file at hand (the input's other answers and the
 * labelled files' answers to the same question id), so they are as available for unlabelled input as for training
 * rows. In the labelled data a citation that other answers to its question also make is almost always relevant, one
 * that no other answer makes only a third of the time.
 */
public final class CoCitation {

    /**
     * Share of a quote's stems that another answer's context (its verse with the neighbours, its whole record) must
     * hold for the two to count as quoting the same passage. Fixed a priori (most of the quote), not tuned.
     */
    static final double NEAR_OVERLAP = 0.6;

    private CoCitation() {
    }

    /**
     * Fills the features of every row from the rows of its question (by question id) in other answers.
     *
     * @param out  per row, the feature vector to fill (indexed by {@link Feature#ordinal()})
     * @param upTo only rows before this index are filled (all rows count as other answers)
     */
    public static void fill(double[][] out, List<RelevanceRow> rows, List<CitedPassage> citations, int upTo) {
        Set<String> wanted = new HashSet<>();
        for (int i = 0; i < upTo; i++) {
            wanted.add(rows.get(i).questionId());
        }
        Map<String, List<Integer>> byQuestion = new LinkedHashMap<>();
        for (int i = 0; i < rows.size(); i++) {
            if (wanted.contains(rows.get(i).questionId())) {
                byQuestion.computeIfAbsent(rows.get(i).questionId(), q -> new ArrayList<>()).add(i);
            }
        }
        byQuestion.values().parallelStream().forEach(members -> {
            for (int i : members) {
                if (i < upTo) {
                    fill(out[i], i, members, rows, citations);
                }
            }
            standing(out, members.stream().filter(i -> i < upTo).toList(), rows);
        });
    }

    /**
     * The {@link Feature.Group#STANDING} features: each row's co-citation against the best of its question's rows in
     * the same file. A citation that no other answer makes is seldom relevant when another citation of its question is
     * (the labellers mark the one the answers agree on), but as often as any when none is.
     */
    private static void standing(double[][] out, List<Integer> filled, List<RelevanceRow> rows) {
        Map<Origin, Double> best = new java.util.EnumMap<>(Origin.class);
        for (int i : filled) {
            best.merge(rows.get(i).origin(), out[i][Feature.COCITING_SHARE.ordinal()], Math::max);
        }
        for (int i : filled) {
            double share = out[i][Feature.COCITING_SHARE.ordinal()];
            double top = best.get(rows.get(i).origin());
            out[i][Feature.COCITED_TOP.ordinal()] = share > 0 && share >= top ? 1 : 0;
            out[i][Feature.COCITED_GAP.ordinal()] = share - top;
        }
    }

    private static void fill(double[] f, int i, List<Integer> members, List<RelevanceRow> rows, List<CitedPassage> citations) {
        String response = rows.get(i).key().responseId();
        CitedPassage c = citations.get(i);
        Set<String> others = new HashSet<>();
        Set<String> same = new HashSet<>();
        Set<String> near = new HashSet<>();
        for (int j : members) {
            String other = rows.get(j).key().responseId();
            if (other.equals(response)) {
                continue;
            }
            others.add(other);
            CitedPassage d = citations.get(j);
            if (d.type() != c.type()) {
                continue;
            }
            if (d.id().equals(c.id())) {
                same.add(other);
                near.add(other);
            } else if (StaticFeatures.overlap(c.spanStems(), d.contextStems()) >= NEAR_OVERLAP
                    || StaticFeatures.overlap(d.spanStems(), c.contextStems()) >= NEAR_OVERLAP) {
                near.add(other);
            }
        }
        f[Feature.OTHER_ANSWERS.ordinal()] = Math.log1p(others.size());
        f[Feature.COCITING.ordinal()] = Math.log1p(same.size());
        f[Feature.COCITING_SHARE.ordinal()] = others.isEmpty() ? 0 : (double) same.size() / others.size();
        f[Feature.NEAR_SHARE.ordinal()] = others.isEmpty() ? 0 : (double) near.size() / others.size();
    }
}
