package org.tahqiq.lookup;

import java.util.HashMap;
import java.util.Map;

/**
 * How many of the query's words a found text has together, in any order: the share of the query's words (each as
 * often as the query has it) found in the text's best stretch of as many words, plus {@value #SLACK} for a word
 * inserted between. The similarity scores characters in order, so a query with two words swapped ("وسع كرسيه الأرض
 * والسماوات") scores no higher against the verse it renders than against verses sharing half its words; this tells them
 * apart. Words are compared without a conjunction (و ف) or the article written onto them.
 */
final class WordShare {

    /** Text words a stretch may hold besides the query's: one inserted word each side, a prior. */
    static final int SLACK = 2;

    private WordShare() {
    }

    /**
     * The share (0–1) for two normalized texts (SEARCH-normalized words joined by single spaces); 0 when the query has no
     * words.
     */
    static double of(String query, String text) {
        String[] q = words(query);
        if (q.length == 0) {
            return 0;
        }
        Map<String, Integer> wanted = new HashMap<>();
        for (String w : q) {
            wanted.merge(w, 1, Integer::sum);
        }
        String[] t = words(text);
        int width = q.length + SLACK;
        Map<String, Integer> held = new HashMap<>();
        int found = 0;
        int best = 0;
        for (int i = 0; i < t.length; i++) {
            found += add(t[i], 1, wanted, held);
            if (i >= width) {
                found += add(t[i - width], -1, wanted, held);
            }
            best = Math.max(best, found);
        }
        return (double) best / q.length;
    }

    /** Adds (+1) or takes out (-1) a text word; returns how the count of query words found changes. */
    private static int add(String w, int d, Map<String, Integer> wanted, Map<String, Integer> held) {
        Integer want = wanted.get(w);
        if (want == null) {
            return 0;
        }
        int before = held.getOrDefault(w, 0);
        held.put(w, before + d);
        return Math.min(before + d, want) - Math.min(before, want);
    }

    private static String[] words(String normalized) {
        if (normalized.isEmpty()) {
            return new String[0];
        }
        String[] w = normalized.split(" ");
        for (int i = 0; i < w.length; i++) {
            w[i] = bare(w[i]);
        }
        return w;
    }

    /** The word without a conjunction and then an article written onto it, when at least three letters remain. */
    static String bare(String w) {
        if (w.length() >= 4 && (w.charAt(0) == '\u0648' || w.charAt(0) == '\u0641')) {
            w = w.substring(1);
        }
        if (w.length() >= 5 && w.charAt(0) == '\u0627' && w.charAt(1) == '\u0644') {
            w = w.substring(2);
        }
        return w;
    }
}
