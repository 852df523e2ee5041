package org.tahqiq.task1;

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
import org.tahqiq.dataset.FileHash;

/**
 * The pinned Subtask 1 dev result ({@code results/regression/task1-dev.json}): the official scores of the
 * cross-validated run with hashes of every file it read. The dev integration test re-runs it and expects the same
 * scores whenever the hashes match; a change that moves a number regenerates the pin
 * ({@code ./tahqiq task1 --regression FILE}) in the same commit.
 */
public record Task1Pin(String command, Map<String, String> inputs, Map<String, Double> scores) {

    public static final String COMMAND = "./tahqiq task1 (5-fold cross-validation grouped by question, seed 2026)";
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public static Map<String, String> hashes(DataLocation data, Path input) {
        Map<String, String> out = new LinkedHashMap<>();
        out.put("input", FileHash.sha256(input));
        out.put("quranic_verses.json", FileHash.sha256(data.quran()));
        out.put("six_hadith_books.json", FileHash.sha256(data.hadith()));
        return out;
    }

    public static Task1Pin of(DataLocation data, Path input, Task1Score score) {
        Map<String, Double> s = new LinkedHashMap<>();
        score.toOfficialJson().forEach((k, v) -> s.put(k, ((Number) v).doubleValue()));
        return new Task1Pin(COMMAND, hashes(data, input), s);
    }

    public void write(Path file) throws IOException {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("command", command);
        root.set("inputs", MAPPER.valueToTree(inputs));
        root.set("scores", MAPPER.valueToTree(scores));
        Path abs = file.toAbsolutePath();
        Files.createDirectories(abs.getParent());
        Files.writeString(abs, MAPPER.writeValueAsString(root) + "\n");
    }

    public static Task1Pin read(Path file) throws IOException {
        JsonNode root = MAPPER.readTree(file.toFile());
        Map<String, String> inputs = new LinkedHashMap<>();
        root.get("inputs").fields().forEachRemaining(e -> inputs.put(e.getKey(), e.getValue().asText()));
        Map<String, Double> scores = new LinkedHashMap<>();
        root.get("scores").fields().forEachRemaining(e -> scores.put(e.getKey(), e.getValue().asDouble()));
        return new Task1Pin(root.path("command").asText(), inputs, scores);
    }

    public boolean appliesTo(Map<String, String> hashes) {
        return inputs.equals(hashes);
    }
}
