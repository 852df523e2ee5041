package org.tahqiq.task2;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tahqiq.eval.OfficialJson;
import org.tahqiq.eval.TypeAccuracy;
import org.tahqiq.subtask.Score;
import org.tahqiq.dataset.SegmentType;

/**
 * A Subtask 2 score as the official scorer computes it.
 *
 * @param macro   plain mean of the per-type accuracies over the types that occur in gold
 * @param byType  per type occurring in gold, in {@link SegmentType} order
 * @param missing gold rows without a prediction (each counted as a miss)
 */
public record Task2Score(double macro, Map<SegmentType, TypeAccuracy> byType, int missing) implements Score {

    public Task2Score {
        byType = Collections.unmodifiableMap(new EnumMap<>(byType));
    }

    /**
     * The official scorer's output: {@code accuracy} (macro), {@code accuracy_<type>} for each type
     * occurring in gold, and {@code missing_predictions}.
     */
    @Override
    public Map<String, Object> toOfficialJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("accuracy", macro);
        for (TypeAccuracy t : byType.values()) {
            m.put("accuracy_" + t.type().wire(), t.accuracy());
        }
        m.put("missing_predictions", missing);
        return m;
    }

    @Override
    public Map<String, Integer> rows() {
        Map<String, Integer> m = new LinkedHashMap<>();
        byType.values().forEach(t -> m.put("accuracy_" + t.type().wire(), t.total()));
        return m;
    }

    /** {@link #toOfficialJson()} pretty-printed. */
    public String toJson() {
        return OfficialJson.pretty(toOfficialJson());
    }
}
