package org.tahqiq.eval;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.UncheckedIOException;
import java.util.Map;

/** The scorers' output as the official scripts print it: one JSON object, pretty-printed, keys in order. */
public final class OfficialJson {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private OfficialJson() {
    }

    public static String pretty(Map<String, Object> scores) {
        try {
            return JSON.writeValueAsString(scores);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
