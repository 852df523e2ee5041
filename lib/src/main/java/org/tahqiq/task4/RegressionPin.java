package org.tahqiq.task4;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tahqiq.dataset.DataLocation;

/**
 * The pinned Subtask 4 dev result (Anserini style, the same layout as the other subtasks' pins): the official scores
 * of {@code ./tahqiq task4} with hashes of every file it read. The dev integration test re-runs and expects the same
 * scores whenever the hashes match.
 */
public record RegressionPin(String command, Map<String, String> inputs, Map<String, Object> scores) {

    public static final String COMMAND = "./tahqiq task4 (5-fold cross-validation grouped by question, seed 2026)";

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** Hashes of the input, the responses file it was joined with, the labelled files and the corpora. */
    public static Map<String, String> hashes(DataLocation data, RelevanceInput input) {
        Map<String, String> out = new LinkedHashMap<>();
        out.put("input", org.tahqiq.dataset.FileHash.sha256(input.source()));
        out.put("responses", org.tahqiq.dataset.FileHash.sha256(input.jsonl()));
        PinnedModel.hashes(data).forEach(out::put);
        return out;
    }

    public void write(Path file) throws IOException {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("command", command);
        root.set("inputs", MAPPER.valueToTree(inputs));
        root.set("scores", MAPPER.valueToTree(scores));
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, MAPPER.writeValueAsString(root) + "\n");
    }

    public static RegressionPin read(Path file) throws IOException {
        JsonNode root = MAPPER.readTree(file.toFile());
        Map<String, String> inputs = new LinkedHashMap<>();
        root.get("inputs").fields().forEachRemaining(e -> inputs.put(e.getKey(), e.getValue().asText()));
        Map<String, Object> scores = new LinkedHashMap<>();
        root.get("scores").fields().forEachRemaining(e -> scores.put(e.getKey(), e.getValue().isInt()
                ? (Object) e.getValue().asInt() : (Object) e.getValue().asDouble()));
        return new RegressionPin(root.get("command").asText(), inputs, scores);
    }
}
