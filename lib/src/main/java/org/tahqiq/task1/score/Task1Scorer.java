package org.tahqiq.task1.score;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.task1.score.Task1Span;
import org.tahqiq.text.CodePoints;

/**
 * The official Subtask 1 scorer's semantics: every response of the universe is painted character by character
 * (code points) from its rows in file order — later rows overwrite earlier ones, offsets are clipped to the text,
 * {@code NoAnnotation} rows paint nothing — once from gold and once from the predictions, and the two paintings
 * are compared over all characters of all responses. Rows naming a response outside the universe are ignored; a
 * response without rows is all neither.
 */
public final class Task1Scorer {

    private Task1Scorer() {
    }

    /**
     * @param texts the universe: response id → generated answer
     */
    public static Task1Score score(Map<String, String> texts, List<Task1Span> gold, List<Task1Span> predicted) {
        Map<String, int[]> g = paint(texts, gold);
        Map<String, int[]> p = paint(texts, predicted);
        int k = CharClass.values().length;
        long[][] m = new long[k][k];
        for (Map.Entry<String, String> e : texts.entrySet()) {
            int[] gp = g.get(e.getKey());
            int[] pp = p.get(e.getKey());
            for (int i = 0; i < gp.length; i++) {
                m[gp[i]][pp[i]]++;
            }
        }
        return new Task1Score(m);
    }

    /** Per response, each code point's class ordinal ({@link CharClass}). */
    public static Map<String, int[]> paint(Map<String, String> texts, Collection<Task1Span> rows) {
        Map<String, int[]> out = new HashMap<>();
        texts.forEach((id, text) -> out.put(id, new int[CodePoints.length(text)]));
        for (Task1Span r : rows) {
            int[] chars = out.get(r.responseId());
            if (chars == null || r.isNoAnnotation()) {
                continue;
            }
            int from = Math.max(0, r.start());
            int to = Math.min(chars.length, r.end());
            int c = CharClass.of(r.type()).ordinal();
            for (int i = from; i < to; i++) {
                chars[i] = c;
            }
        }
        return out;
    }
}
