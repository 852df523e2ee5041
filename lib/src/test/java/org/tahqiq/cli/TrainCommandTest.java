package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.files.FileHash;
import org.tahqiq.experiment.RunSpec;
import org.tahqiq.models.Models;
import org.tahqiq.task1.Task1Pipeline;
import org.tahqiq.verify.Checker;
import org.tahqiq.verify.RealData;
import org.tahqiq.verify.http.VerifyServer;

/**
 * {@code ./tahqiq train --out DIR} on the dev data, then {@code --models DIR}: the folder holds the pinned models (the
 * same fitted values, a byte-identical Subtask 1 model), so every subtask's output and verify's are the default's;
 * a folder with a changed value changes what verify and the service say, so the folder is what they read.
 */
class TrainCommandTest extends CommandTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    static Path shared;
    /** The folder train wrote, once for the class (it trains Subtask 1's model: a minute or more). */
    private static Path trained;
    private static String trainOutput;

    @BeforeAll
    static void train() {
        DataLocation data = RealData.dataOrSkip();
        String home = System.getProperty("tahqiq.home");
        System.setProperty("tahqiq.home", RealData.ROOT.toString()); // the model cache of the checkout
        try {
            trained = shared.resolve("models");
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int rc = Main.run(new PrintWriter(out, true), new PrintWriter(err, true),
                    "train", "--out", trained.toString(), "--data", data.root().toString());
            assertEquals(0, rc, err.toString());
            trainOutput = out.toString();
        } finally {
            if (home == null) {
                System.clearProperty("tahqiq.home");
            } else {
                System.setProperty("tahqiq.home", home);
            }
        }
    }

    @AfterEach
    void pinnedAgain() {
        Models.use(Models.PINNED);
    }

    private String data() {
        return RealData.dataOrSkip().root().toString();
    }

    @Test
    void trainingOnTheDevDataGivesThePinnedModels() throws Exception {
        for (String subtask : Models.SUBTASKS) {
            RunSpec pinned = RunSpec.resource(subtask + "-dev");
            RunSpec fit = RunSpec.read(trained.resolve(subtask + ".json"));
            assertEquals(pinned.fitted(), fit.fitted(), subtask + ": the fitted values are the pinned ones");
            assertEquals(pinned.inputs(), fit.inputs(), subtask + ": fitted on the files the pin was made on");
            assertEquals(pinned.settings().get("seed"), fit.settings().get("seed"));
            assertTrue(trainOutput.contains(subtask + "  fitted "), trainOutput);
        }
        try (InputStream in = Task1Pipeline.class.getResourceAsStream(Task1Pipeline.PINNED_RESOURCE)) {
            assertArrayEquals(in.readAllBytes(), Files.readAllBytes(trained.resolve(Models.TASK1_MODEL)),
                    "Subtask 1's model is the pinned file, byte for byte");
        }
        JsonNode spec = MAPPER.readTree(trained.resolve(Models.SPEC).toFile());
        assertEquals("tahqiq-models", spec.get("kind").asText());
        assertEquals(1, spec.get("format").asInt());
        DataLocation data = RealData.dataOrSkip();
        assertEquals(FileHash.sha256(data.devJsonl()), spec.get("data").get("dev_set/dev.jsonl").asText());
        assertEquals(Files.readAllLines(data.devJsonl()).stream().filter(l -> !l.isBlank()).count(),
                spec.get("sizes").get("answers").asLong());
        assertTrue(trainOutput.strip().endsWith(trained.toAbsolutePath().normalize().toString()), trainOutput);
    }

    @Test
    void everySubtaskLabelsAsWithThePinnedModels() throws Exception {
        for (String subtask : Models.SUBTASKS) {
            Path pinned = dir.resolve(subtask + "-pinned");
            Path folder = dir.resolve(subtask + "-folder");
            assertEquals(0, run(subtask, "--folds", "0", "--quiet", "--data", data(), "--out", pinned.toString()), stderr);
            assertEquals(0, run(subtask, "--folds", "0", "--quiet", "--data", data(), "--out", folder.toString(),
                    "--models", trained.toString()), stderr);
            assertEquals(Files.readString(pinned.resolve("predictions.tsv")), Files.readString(folder.resolve("predictions.tsv")),
                    subtask + ": the same predictions with the trained folder as with the pinned models");
            String record = Files.readString(folder.resolve("run.json"));
            assertTrue(record.contains("models/" + Models.SPEC), "run.json names the models folder's files: " + record);
        }
    }

    private Path answers(int n) throws Exception {
        List<String> lines = Files.readAllLines(RealData.dataOrSkip().devJsonl(), StandardCharsets.UTF_8).subList(0, n);
        return Files.write(dir.resolve("answers.jsonl"), lines, StandardCharsets.UTF_8);
    }

    /** The trained folder with every threshold and the matn model moved: most quotes now pass. */
    private Path changed() throws Exception {
        Path out = Files.createDirectories(dir.resolve("changed"));
        try (var files = Files.list(trained)) {
            for (Path f : files.toList()) {
                Files.copy(f, out.resolve(f.getFileName()));
            }
        }
        ObjectNode spec = (ObjectNode) MAPPER.readTree(out.resolve("task2.json").toFile());
        ObjectNode fitted = (ObjectNode) spec.get("fitted");
        ((ObjectNode) fitted.get("thresholds")).put("ayah", 60.0).put("matn", 60.0);
        ((ObjectNode) fitted.get("matnModel")).put("bias", 50.0);
        Files.writeString(out.resolve("task2.json"), MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(spec));
        return out;
    }

    @Test
    void verifyReadsTheFolder() throws Exception {
        Path in = answers(40);
        assertEquals(0, run("verify", in.toString(), "--data", data(), "--quiet"), stderr);
        String pinned = stdout;
        assertEquals(0, run("verify", in.toString(), "--data", data(), "--quiet", "--models", trained.toString()), stderr);
        assertEquals(pinned, stdout, "the trained folder verifies as the pinned models do");
        assertEquals(0, run("verify", in.toString(), "--data", data(), "--quiet", "--models", changed().toString()), stderr);
        assertNotEquals(pinned, stdout, "a changed threshold in the folder changes verify's verdicts");
        assertEquals(0, run("verify", in.toString(), "--data", data(), "--quiet"), stderr);
        assertEquals(pinned, stdout, "without --models, the pinned models again");
    }

    @Test
    void theServiceReadsTheFolder() throws Exception {
        ObjectNode batch = MAPPER.createObjectNode();
        var list = batch.putArray("answers");
        for (String line : Files.readAllLines(answers(15), StandardCharsets.UTF_8)) {
            JsonNode r = MAPPER.readTree(line);
            list.addObject().put("id", r.get("id").asText()).put("question", r.get("question").asText())
                    .put("answer", r.get("generated_answer").asText());
        }
        String body = batch.toString();
        String pinned = served(Models.PINNED, body);
        assertEquals(pinned, served(Models.of(trained), body), "the trained folder serves as the pinned models do");
        assertNotEquals(pinned, served(Models.of(changed()), body), "a changed threshold in the folder changes the replies");
    }

    /** The batch reply of a service started as serve starts it, with these models in use. */
    private static String served(Models models, String body) throws Exception {
        Models.use(models);
        DataLocation data = RealData.dataOrSkip();
        Checker checker = Checker.shared(data, RealData.ROOT.resolve("results/cache"), line -> { });
        try (VerifyServer server = new VerifyServer(checker, new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 1,
                "test", new java.io.PrintStream(java.io.OutputStream.nullOutputStream())).start()) {
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                            URI.create("http://127.0.0.1:" + server.port() + "/verify/batch"))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            assertEquals(200, r.statusCode(), r.body());
            return r.body();
        } finally {
            Models.use(Models.PINNED);
        }
    }

    @Test
    void aBadFolderIsOneLineAndExitTwo() throws Exception {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        Path answer = Files.writeString(dir.resolve("a.txt"), "قال تعالى: «قل هو الله أحد»", StandardCharsets.UTF_8);
        String expected = "tahqiq: error: " + empty.resolve(Models.SPEC) + ": missing: not a models folder";
        for (String[] args : List.of(new String[] {"verify", answer.toString(), "--models", empty.toString(), "--data", data()},
                new String[] {"serve", "--port", "0", "--models", empty.toString(), "--data", data()},
                new String[] {"task2", "--models", empty.toString(), "--data", data(), "--out", dir.resolve("t2").toString()})) {
            assertEquals(Main.EXIT_BAD_INPUT, run(args), stderr);
            List<String> lines = stderr.lines().filter(l -> !l.isBlank()).toList();
            assertEquals(1, lines.size(), stderr);
            assertTrue(lines.get(0).startsWith(expected), lines.get(0));
        }
        assertTrue(Files.notExists(dir.resolve("t2")), "nothing written");
    }
}
