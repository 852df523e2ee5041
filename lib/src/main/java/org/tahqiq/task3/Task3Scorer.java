package org.tahqiq.task3;

import org.tahqiq.task3.correct.Task3Row;
import org.tahqiq.task3.correct.Task3Standardizer;
import org.tahqiq.eval.TypeAccuracy;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.dataset.AnnotationKey;
import org.tahqiq.dataset.SegmentType;

/**
 * The official Subtask 3 metric. Rows are keyed by (Response_ID, Annotation_ID); a prediction hits when its
 * standardized text equals the standardized text of any gold alternative — the Qur'an standardization (which
 * keeps diacritics) for {@code Ayah} rows, the hadith one (letters only) for every other type. Accuracy is
 * over all gold rows and per type; a gold row without a prediction is a miss; predictions for keys not in
 * gold are ignored.
 */
public final class Task3Scorer {

    private Task3Scorer() {
    }

    /** @throws IllegalArgumentException when gold is empty */
    public static Task3Score score(List<Task3Row> gold, Map<AnnotationKey, String> predicted) {
        if (gold.isEmpty()) {
            throw new IllegalArgumentException("gold has no rows: accuracy is undefined");
        }
        Map<SegmentType, int[]> counts = new EnumMap<>(SegmentType.class); // hits, total, missing
        for (Task3Row g : gold) {
            int[] c = counts.computeIfAbsent(g.type(), t -> new int[3]);
            c[1]++;
            String p = predicted.get(g.key());
            if (p == null) {
                c[2]++;
            } else if (hit(g.type(), p, g.corrections())) {
                c[0]++;
            }
        }
        Map<SegmentType, TypeAccuracy> byType = new EnumMap<>(SegmentType.class);
        int hits = 0;
        int missing = 0;
        for (Map.Entry<SegmentType, int[]> e : counts.entrySet()) {
            int[] c = e.getValue();
            byType.put(e.getKey(), new TypeAccuracy(e.getKey(), c[0], c[1], c[2]));
            hits += c[0];
            missing += c[2];
        }
        return new Task3Score(hits, gold.size(), byType, missing);
    }

    /** Whether {@code prediction} equals one of {@code alternatives} after the type's standardization. */
    public static boolean hit(SegmentType type, String prediction, List<String> alternatives) {
        String p = standardize(type, prediction);
        for (String a : alternatives) {
            if (p.equals(standardize(type, a))) {
                return true;
            }
        }
        return false;
    }

    public static String standardize(SegmentType type, String s) {
        return type == SegmentType.AYAH ? Task3Standardizer.quran(s) : Task3Standardizer.hadith(s);
    }
}
