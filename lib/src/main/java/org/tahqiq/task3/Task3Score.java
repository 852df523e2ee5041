package org.tahqiq.task3;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.tahqiq.eval.OfficialJson;
import org.tahqiq.eval.TypeAccuracy;
import org.tahqiq.subtask.Score;
import org.tahqiq.dataset.SegmentType;

/**
 * A Subtask 3 score as the official scorer computes it.
 *
 * @param hits    gold rows whose prediction matches an alternative
 * @param total   gold rows
 * @param byType  per segment type occurring in gold, in {@link SegmentType} order
 * @param missing gold rows without a prediction (each counted as a miss)
 */
public record Task3Score(int hits, int total, Map<SegmentType, TypeAccuracy> byType, int missing) implements Score {

    public Task3Score {
        byType = Collections.unmodifiableMap(new EnumMap<>(byType));
    }

    /** Accuracy over all gold rows (not a mean of the per-type accuracies). */
    public double accuracy() {
        return total == 0 ? 0.0 : (double) hits / total;
    }

    /** {@code accuracy}, {@code accuracy_<type>} per type in gold, {@code missing_predictions}, and the counts. */
    @Override
    public Map<String, Object> toOfficialJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("accuracy", accuracy());
        for (TypeAccuracy t : byType.values()) {
            m.put("accuracy_" + t.type().wire(), t.accuracy());
        }
        m.put("missing_predictions", missing);
        m.put("hits", hits);
        m.put("total", total);
        return m;
    }

    @Override
    public Map<String, Integer> rows() {
        Map<String, Integer> m = new LinkedHashMap<>();
        m.put("accuracy", total);
        byType.values().forEach(t -> m.put("accuracy_" + t.type().wire(), t.total()));
        return m;
    }

    @Override
    public Set<String> foldIndependent() {
        return Set.of("missing_predictions", "total");
    }

    public String toJson() {
        return OfficialJson.pretty(toOfficialJson());
    }
}
