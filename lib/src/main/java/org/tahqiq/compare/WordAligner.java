package org.tahqiq.compare;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Aligns a quote's words with the stretch of a text they render: global on the quote (every quote word is matched,
 * substituted or added), local on the text (the window may start and end anywhere, free of cost). Unit scores, the
 * textbook ones for word alignment and not tuned: a match +{@value #MATCH}, a variant +{@value #VARIANT}, a
 * substitution {@value #SUBSTITUTE}, a word added or dropped {@value #GAP}; the table tells variants by their stem
 * ({@link WordClasses#sameStem}), the path found is then read with {@link WordClasses#variants}. So a window widens to take in a far match
 * only when the dropped words between cost less than the match gains.
 */
public final class WordAligner {

    static final int MATCH = 2;
    static final int VARIANT = 1;
    static final int SUBSTITUTE = -1;
    static final int GAP = -1;

    private WordAligner() {
    }

    /** The best alignment of {@code quote} with a window of {@code text} (both as words). */
    public static Alignment align(List<String> quote, List<String> text) {
        int n = quote.size();
        int m = text.size();
        // Words are numbered by the quote's: a text word the quote lacks never matches, and its stem is looked up
        // among the quote's stems only, so a long narration costs one or two hash lookups per word.
        Map<String, Integer> ids = new HashMap<>();
        Map<String, Integer> stems = new HashMap<>();
        int[] q = new int[n];
        int[] qStem = new int[n];
        for (int i = 0; i < n; i++) {
            String w = quote.get(i);
            q[i] = ids.computeIfAbsent(w, x -> ids.size());
            String st = WordClasses.stem(w);
            qStem[i] = st.length() >= 2 ? stems.computeIfAbsent(st, x -> stems.size()) : -2 - i;
        }
        int[] t = new int[m];
        int[] tStem = new int[m];
        for (int j = 0; j < m; j++) {
            String w = text.get(j);
            Integer id = ids.get(w);
            t[j] = id == null ? -1 : id;
            Integer st = stems.get(WordClasses.stem(w));
            tStem[j] = st == null ? -1 : st;
        }
        int[][] h = new int[n + 1][m + 1];
        byte[][] move = new byte[n + 1][m + 1]; // 1 diagonal, 2 up (quote word added), 3 left (text word dropped)
        for (int i = 1; i <= n; i++) {
            h[i][0] = h[i - 1][0] + GAP;
            move[i][0] = 2;
        }
        for (int i = 1; i <= n; i++) {
            int[] row = h[i];
            int[] up = h[i - 1];
            byte[] mv = move[i];
            int a = q[i - 1];
            int as = qStem[i - 1];
            for (int j = 1; j <= m; j++) {
                int s = a == t[j - 1] ? MATCH : as == tStem[j - 1] ? VARIANT : SUBSTITUTE;
                int diag = up[j - 1] + s;
                int add = up[j] + GAP;
                int drop = row[j - 1] + GAP;
                if (diag >= add && diag >= drop) {
                    row[j] = diag;
                    mv[j] = 1;
                } else if (add >= drop) {
                    row[j] = add;
                    mv[j] = 2;
                } else {
                    row[j] = drop;
                    mv[j] = 3;
                }
            }
        }
        // The last best end: on a tie the window takes in a substituted word rather than leave the quote's word added.
        int end = 0;
        for (int j = 1; j <= m; j++) {
            if (h[n][j] >= h[n][end]) {
                end = j;
            }
        }
        List<Alignment.Step> steps = new ArrayList<>();
        int i = n;
        int j = end;
        while (i > 0) {
            byte mv = move[i][j];
            if (mv == 1) {
                // The table scores stems alone (an int compare per cell); a close spelling counts as a variant here too.
                Alignment.Kind k = q[i - 1] == t[j - 1] ? Alignment.Kind.MATCH
                        : qStem[i - 1] == tStem[j - 1] || WordClasses.variants(quote.get(i - 1), text.get(j - 1))
                        ? Alignment.Kind.VARIANT : Alignment.Kind.SUBSTITUTE;
                steps.add(new Alignment.Step(k, i - 1, j - 1));
                i--;
                j--;
            } else if (mv == 2) {
                steps.add(new Alignment.Step(Alignment.Kind.ADD, i - 1, -1));
                i--;
            } else {
                steps.add(new Alignment.Step(Alignment.Kind.DROP, -1, j - 1));
                j--;
            }
        }
        Collections.reverse(steps);
        // The window: from the first to the last text word a step touches (leading drops cannot occur: they cost).
        int start = end;
        for (Alignment.Step s : steps) {
            if (s.t() >= 0) {
                start = Math.min(start, s.t());
            }
        }
        return new Alignment(quote, text, steps, start, end, h[n][end]);
    }

}
