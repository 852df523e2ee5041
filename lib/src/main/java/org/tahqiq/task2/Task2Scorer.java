package org.tahqiq.task2;

import org.tahqiq.eval.TypeAccuracy;
import java.util.EnumMap;
import java.util.Map;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;

/**
 * The official Subtask 2 metric: gold rows labelled N/A are skipped; per segment type, accuracy =
 * hits / gold rows of that type, a gold row without a prediction counting as a miss; the score is the
 * plain (unweighted) mean of the per-type accuracies over the types that occur in gold. Predictions
 * for keys that are not scored gold rows are ignored.
 */
public final class Task2Scorer {

    private Task2Scorer() {
    }

    /** @throws IllegalArgumentException when gold has no row other than N/A */
    public static Task2Score score(Map<SegmentKey, Label> gold, Map<SegmentKey, Label> predicted) {
        Map<SegmentType, int[]> counts = new EnumMap<>(SegmentType.class); // hits, total, missing
        for (Map.Entry<SegmentKey, Label> e : gold.entrySet()) {
            Label g = e.getValue();
            if (g == null || g == Label.NA) {
                continue;
            }
            int[] c = counts.computeIfAbsent(e.getKey().type(), t -> new int[3]);
            c[1]++;
            Label p = predicted.get(e.getKey());
            if (p == null) {
                c[2]++;
            } else if (p == g) {
                c[0]++;
            }
        }
        if (counts.isEmpty()) {
            throw new IllegalArgumentException("gold has no scored rows (all N/A or empty): accuracy is undefined");
        }
        Map<SegmentType, TypeAccuracy> byType = new EnumMap<>(SegmentType.class);
        double sum = 0;
        int missing = 0;
        for (Map.Entry<SegmentType, int[]> e : counts.entrySet()) {
            int[] c = e.getValue();
            TypeAccuracy t = new TypeAccuracy(e.getKey(), c[0], c[1], c[2]);
            byType.put(e.getKey(), t);
            sum += t.accuracy();
            missing += c[2];
        }
        return new Task2Score(sum / byType.size(), byType, missing);
    }
}
