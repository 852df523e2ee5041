package org.tahqiq.models;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;

/**
 * Assigns groups (questions) to k folds so that answers to one question never sit on both sides of a
 * split: several answers to a question quote the same sources, and would leak.
 */
public final class GroupedKFold {

    private final Map<String, Integer> foldOf = new HashMap<>();
    private final int k;

    public GroupedKFold(Collection<String> groups, int k, long seed) {
        if (k < 2) {
            throw new IllegalArgumentException("need at least 2 folds, got " + k);
        }
        List<String> distinct = new ArrayList<>(new TreeSet<>(groups));
        if (distinct.size() < k) {
            throw new IllegalArgumentException("only " + distinct.size() + " groups for " + k + " folds");
        }
        Collections.shuffle(distinct, new Random(seed));
        for (int i = 0; i < distinct.size(); i++) {
            foldOf.put(distinct.get(i), i % k);
        }
        this.k = k;
    }

    public int folds() {
        return k;
    }

    public int fold(String group) {
        Integer f = foldOf.get(group);
        if (f == null) {
            throw new IllegalArgumentException("unknown group " + group);
        }
        return f;
    }
}
