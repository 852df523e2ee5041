package org.tahqiq.subtask;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.LinkedHashMap;

/**
 * A score's spread over repeated cross-validation (several fold seeds): a difference smaller than this spread is the
 * luck of the folds.
 *
 * @param first the score at the first seed (the run's own --seed)
 */
public record Spread(double first, double mean, double min, double max, int seeds) {

    public static Spread of(double[] values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("a spread needs at least one value");
        }
        return new Spread(values[0], Arrays.stream(values).average().orElseThrow(), Arrays.stream(values).min().orElseThrow(),
                Arrays.stream(values).max().orElseThrow(), values.length);
    }

    /**
     * Each key's spread over a list of per-seed score maps (keys of the first map; numbers only), leaving out the
     * {@code ignored} keys (counts that do not depend on the folds, such as rows or missing predictions).
     */
    public static Map<String, Spread> of(List<Map<String, Object>> perSeed, String... ignored) {
        Map<String, Spread> out = new LinkedHashMap<>();
        if (perSeed.isEmpty()) {
            return out;
        }
        for (String key : perSeed.get(0).keySet()) {
            if (!(perSeed.get(0).get(key) instanceof Number) || List.of(ignored).contains(key)) {
                continue;
            }
            out.put(key, of(perSeed.stream().mapToDouble(m -> ((Number) m.get(key)).doubleValue()).toArray()));
        }
        return out;
    }
}
