package org.tahqiq.models;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tahqiq.dataset.InputException;

/**
 * The {@code fitted} values of a subtask's spec, read without the rest of it: what the product decides with. The same
 * file is a pinned experiment to the study ({@code experiment.RunSpec}); the engines read only this part, so they do
 * not depend on the experiment floor.
 *
 * @param subtask the spec's subtask, e.g. "task2"
 * @param fitted  values fitted on all labelled rows, by name
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record FittedValues(String subtask, Map<String, Object> fitted) {

    /** Where the jar carries the specs of {@code results/regression/}. */
    private static final String RESOURCES = "/org/tahqiq/regression/";
    private static final ObjectMapper MAPPER = new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    public FittedValues {
        fitted = fitted == null ? new LinkedHashMap<>() : new LinkedHashMap<>(fitted);
    }

    /** A spec file's fitted values; an unreadable file is a located input error. */
    public static FittedValues read(Path file) {
        try {
            return MAPPER.readValue(file.toFile(), FittedValues.class);
        } catch (IOException e) {
            throw new InputException(file, 0, null, "not a run spec: " + e.getMessage().lines().findFirst().orElse(""));
        }
    }

    /** The fitted values of a spec the jar carries (from {@code results/regression/NAME.json}). */
    public static FittedValues resource(String name) {
        try (InputStream in = FittedValues.class.getResourceAsStream(RESOURCES + name + ".json")) {
            if (in == null) {
                throw new IllegalStateException("the jar carries no spec " + name + " (results/regression/" + name + ".json)");
            }
            return MAPPER.readValue(in, FittedValues.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether the spec holds a value under {@code key}. */
    public boolean has(String key) {
        return fitted.get(key) != null;
    }

    /** One fitted value converted to its type (a record such as the thresholds). */
    public <T> T fitted(String key, Class<T> type) {
        Object v = fitted.get(key);
        if (v == null) {
            throw new IllegalStateException("spec of " + subtask + " has no fitted value '" + key + "'");
        }
        return MAPPER.convertValue(v, type);
    }
}
