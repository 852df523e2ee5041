package org.tahqiq.task2;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tahqiq.eval.OfficialJson;
import org.tahqiq.dataset.SegmentType;

/**
 * A Subtask 2 score as the official scorer computes it.
 *
 * @param macro   plain mean of the per-type accuracies over the types that occur in gold
 * @param byType  per type occurring in gold, in {@link SegmentType} order
 * @param missing gold rows without a prediction (each counted as a miss)
 */
public record Task2Score(double macro, Map<SegmentType, TypeScore> byType, int missing) {

    public Task2Score {
        byType = Collections.unmodifiableMap(new EnumMap<>(byType));
    }

    /**
     * Scores of one segment type.
     *
     * @param hits    gold rows predicted with the gold label
     * @param total   gold rows of this type (N/A excluded)
     * @param missing gold rows of this type without a prediction (included in {@code total}, not in {@code hits})
     */
    public record TypeScore(SegmentType type, int hits, int total, int missing) {

        public double accuracy() {
            return total == 0 ? 0.0 : (double) hits / total;
        }
    }

    /**
     * The official scorer's output: {@code accuracy} (macro), {@code accuracy_<type>} for each type
     * occurring in gold, and {@code missing_predictions}.
     */
    public Map<String, Object> toOfficialJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("accuracy", macro);
        for (TypeScore t : byType.values()) {
            m.put("accuracy_" + t.type().wire(), t.accuracy());
        }
        m.put("missing_predictions", missing);
        return m;
    }

    /** {@link #toOfficialJson()} pretty-printed. */
    public String toJson() {
        return OfficialJson.pretty(toOfficialJson());
    }
}
