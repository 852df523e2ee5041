package org.tahqiq.experiment;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.FileHash;
import org.tahqiq.task2.Task2Score;

/**
 * A pinned result, Anserini style: the official scores of a run together with hashes of the files it
 * read. A test re-runs the pipeline and expects the same scores whenever the hashes match, so a change
 * that moves a number must regenerate the file ({@code ./tahqiq task2 --regression FILE}) in the same commit.
 */
public record Regression(Map<String, String> inputs, Map<String, Object> scores) {

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** Hashes of the Subtask 2 input and the corpora. */
    public static Map<String, String> hashes(DataLocation data, Path input) {
        Map<String, Path> files = new LinkedHashMap<>();
        files.put("input", input);
        return hashes(data, files);
    }

    /**
     * Hashes of a Subtask 3 run's files: its input, the dev JSONL spans are joined from, and the memory's files
     * ("memory", "memory 2", ...; "none" without).
     */
    public static Map<String, String> task3Hashes(DataLocation data, Path input, List<Path> memory) {
        Map<String, Path> files = new LinkedHashMap<>();
        files.put("input", input);
        files.put("dev.jsonl", data.devJsonl());
        files.put("memory", memory.isEmpty() ? null : memory.get(0));
        for (int i = 1; i < memory.size(); i++) {
            files.put("memory " + (i + 1), memory.get(i));
        }
        return hashes(data, files);
    }

    /** Hashes of the named files (null: not used, recorded as "none"), then of the corpora. */
    public static Map<String, String> hashes(DataLocation data, Map<String, Path> files) {
        Map<String, String> out = new LinkedHashMap<>();
        files.forEach((name, f) -> out.put(name, f == null ? "none" : FileHash.sha256(f)));
        out.put("quranic_verses.json", FileHash.sha256(data.quran()));
        out.put("six_hadith_books.json", FileHash.sha256(data.hadith()));
        return out;
    }

    public static void write(Path file, DataLocation data, Path input, Task2Score score) throws IOException {
        write(file, "./tahqiq task2 (5-fold cross-validation grouped by question, seed 2026)", hashes(data, input),
                score.toOfficialJson());
    }

    public static void write(Path file, String command, Map<String, String> inputs, Map<String, Object> scores) throws IOException {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("command", command);
        root.set("inputs", MAPPER.valueToTree(inputs));
        root.set("scores", MAPPER.valueToTree(scores));
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, MAPPER.writeValueAsString(root) + "\n");
    }

    public static Regression read(Path file) throws IOException {
        JsonNode root = MAPPER.readTree(file.toFile());
        Map<String, String> inputs = new LinkedHashMap<>();
        root.get("inputs").fields().forEachRemaining(e -> inputs.put(e.getKey(), e.getValue().asText()));
        Map<String, Object> scores = new LinkedHashMap<>();
        root.get("scores").fields().forEachRemaining(e -> scores.put(e.getKey(), e.getValue().isInt()
                ? (Object) e.getValue().asInt() : (Object) e.getValue().asDouble()));
        return new Regression(inputs, scores);
    }

    /** Whether this pin was made on exactly these files. */
    public boolean appliesTo(DataLocation data, Path input) {
        return appliesTo(hashes(data, input));
    }

    public boolean appliesTo(Map<String, String> hashes) {
        return inputs.equals(hashes);
    }
}
