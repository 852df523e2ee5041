package org.tahqiq.task4;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.FileHash;

/**
 * The model that labels input without gold (the test phase): {@link ModelConfig#shipped()} fitted on every labelled
 * row (the dev rows, with the train rows feeding the prior), stored as a generated resource
 * ({@value #RESOURCE}, written by {@code ./tahqiq task4 --pin-model FILE}) with hashes of the files it was fitted on;
 * the dev integration test refits it and expects the same numbers whenever those files are the ones at hand.
 *
 * @param training file name to SHA-256 of every file the fit read
 * @param rows     rows the logistic model was fitted on
 */
public record PinnedModel(ModelConfig config, LogisticModel model, Map<String, String> training, int rows) {

    public static final String RESOURCE = "relevance-model.json";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** Fits the configuration on all labelled rows of {@code data} (the input must carry gold). */
    public static PinnedModel fit(RelevanceData data, ModelConfig config, Map<String, String> training) {
        boolean[] all = RelevanceTrainer.allLabelled(data);
        RelevanceTrainer.Fitted f = RelevanceTrainer.fit(data, all, config);
        int rows = 0;
        for (int i = 0; i < all.length; i++) {
            boolean fitted = all[i] && data.hasQuestionText(i)
                    && (data.rows().get(i).origin() != Origin.TRAIN || config.trainWeight() > 0 || config.transfer());
            rows += fitted ? 1 : 0;
        }
        return new PinnedModel(config, f.model(), training, rows);
    }

    /** Hashes of the files a fit on {@code data}'s labelled rows reads. */
    public static Map<String, String> hashes(DataLocation data) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Path p : List.of(data.devTask(4), data.devJsonl(), data.trainTask(4), data.quran(), data.hadith())) {
            out.put(p.getFileName().toString(), Files.isRegularFile(p) ? FileHash.sha256(p) : "none");
        }
        return out;
    }

    /** The shipped resource. */
    public static PinnedModel load() {
        try (InputStream in = PinnedModel.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("resource " + RESOURCE + " is missing from the build");
            }
            return parse(JSON.readTree(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static PinnedModel read(Path file) throws IOException {
        return parse(JSON.readTree(file.toFile()));
    }

    private static PinnedModel parse(JsonNode root) {
        JsonNode c = root.get("config");
        List<Feature> features = new ArrayList<>();
        c.get("features").forEach(f -> features.add(Feature.valueOf(f.asText())));
        ModelConfig config = new ModelConfig(c.get("name").asText(), features, c.get("trainWeight").asDouble(),
                c.get("lambda").asDouble(), DecisionRule.Kind.valueOf(c.get("rule").asText()), c.get("transfer").asBoolean());
        JsonNode m = root.get("model");
        LogisticModel model = new LogisticModel(features, doubles(m.get("mean")), doubles(m.get("scale")),
                doubles(m.get("weights")), m.get("bias").asDouble());
        Map<String, String> training = new LinkedHashMap<>();
        root.get("training").fields().forEachRemaining(e -> training.put(e.getKey(), e.getValue().asText()));
        return new PinnedModel(config, model, training, root.get("rows").asInt());
    }

    private static double[] doubles(JsonNode a) {
        double[] out = new double[a.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = a.get(i).asDouble();
        }
        return out;
    }

    public void write(Path file, String command) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("generated_by", command);
        root.put("note", "generated file: fitted on every labelled row; do not edit by hand");
        ObjectNode c = root.putObject("config");
        c.put("name", config.name());
        ArrayNode fs = c.putArray("features");
        config.features().forEach(f -> fs.add(f.name()));
        c.put("trainWeight", config.trainWeight());
        c.put("lambda", config.lambda());
        c.put("rule", config.rule().name());
        c.put("transfer", config.transfer());
        root.set("training", JSON.valueToTree(training));
        root.put("rows", rows);
        ObjectNode m = root.putObject("model");
        put(m.putArray("mean"), model.mean());
        put(m.putArray("scale"), model.scale());
        put(m.putArray("weights"), model.weights());
        m.put("bias", model.bias());
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, JSON.writeValueAsString(root) + "\n");
    }

    private static void put(ArrayNode a, double[] v) {
        for (double x : v) {
            a.add(x);
        }
    }
}
