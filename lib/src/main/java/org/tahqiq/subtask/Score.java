package org.tahqiq.subtask;

import java.util.Map;
import java.util.Set;

/** A subtask's official score: what the official scorer prints, and how many rows each figure rests on. */
public interface Score {

    /** The official scorer's output, keys in its order (the headline first). */
    Map<String, Object> toOfficialJson();

    /** Per official key, the rows it is computed over (for tables); empty when not meaningful. */
    default Map<String, Integer> rows() {
        return Map.of();
    }

    /** Whether an official key is a count (hits, totals, missing predictions) rather than a score. */
    static boolean isCount(String key) {
        return key.equals("hits") || key.equals("total") || key.startsWith("missing");
    }

    /** Keys that do not depend on the fold assignment (counts), left out of fold-seed spreads. */
    default Set<String> foldIndependent() {
        return Set.of("missing_predictions");
    }
}
