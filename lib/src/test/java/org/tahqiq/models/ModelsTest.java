package org.tahqiq.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.files.FileHash;
import org.tahqiq.dataset.InputException;
import org.tahqiq.experiment.RunSpec;
import org.tahqiq.task1.Task1Pipeline;
import org.tahqiq.task2.rules.Task2Fit;
import org.tahqiq.task2.rules.Thresholds;
import org.tahqiq.task3.correct.CorrectionThresholds;
import org.tahqiq.task3.correct.MatnRanking;
import org.tahqiq.task4.Task4Subtask;

/**
 * A models folder read back: the pinned models written out as a folder decide exactly as the jar's do, a changed value
 * in it is what the code then reads, and a folder that is not whole is refused with one line naming the file.
 */
class ModelsTest {

    @TempDir
    Path dir;

    @AfterEach
    void pinnedAgain() {
        Models.use(Models.PINNED);
    }

    /** The jar's pinned models as a folder, as ./tahqiq train writes one on the data they were fitted on. */
    static Path pinnedAsFolder(Path dir) throws Exception {
        Files.createDirectories(dir);
        Map<String, String> files = new java.util.LinkedHashMap<>();
        for (String subtask : Models.SUBTASKS) {
            RunSpec.resource(subtask + "-dev").write(dir.resolve(subtask + ".json"));
            files.put(subtask, subtask + ".json");
        }
        try (InputStream in = Task1Pipeline.class.getResourceAsStream(Task1Pipeline.PINNED_RESOURCE)) {
            Files.copy(in, dir.resolve(Models.TASK1_MODEL));
        }
        new ModelsSpec(ModelsSpec.KIND, ModelsSpec.FORMAT, "test", "unknown", "dev", Map.of("folds", 5), Map.of("answers", 1),
                Map.of(), files).write(dir);
        return dir;
    }

    private static void edit(Path json, java.util.function.Consumer<ObjectNode> change) throws Exception {
        ObjectNode n = (ObjectNode) Models.MAPPER.readTree(json.toFile());
        change.accept(n);
        Models.writeJson(n, json);
    }

    @Test
    void thePinnedModelsAsAFolderAreThePinnedModels() throws Exception {
        Thresholds t = Thresholds.pinned();
        Task2Fit fit = Task2Fit.pinned();
        CorrectionThresholds rule = CorrectionThresholds.pinned();
        MatnRanking ranking = MatnRanking.pinned();
        String model = Task1Pipeline.pinnedModel().sha256();
        Object relevance = RunSpec.plain(Task4Subtask.pinned().model());

        Models folder = Models.use(pinnedAsFolder(dir.resolve("m")));
        assertEquals(dir.resolve("m").toAbsolutePath().normalize(), folder.folder());
        assertEquals(t, Thresholds.pinned());
        assertEquals(fit, Task2Fit.pinned());
        assertEquals(rule, CorrectionThresholds.pinned());
        assertEquals(ranking, MatnRanking.pinned());
        assertEquals(model, Task1Pipeline.pinnedModel().sha256());
        assertEquals(relevance, RunSpec.plain(Task4Subtask.pinned().model()));
    }

    @Test
    void aChangedValueInTheFolderIsTheValueRead() throws Exception {
        Path m = pinnedAsFolder(dir.resolve("m"));
        edit(m.resolve("task2.json"), n -> ((ObjectNode) n.get("fitted").get("thresholds")).put("ayah", 61.5));
        edit(m.resolve("task3.json"), n -> ((ObjectNode) n.get("fitted")).put("ranking", "CLOSENESS"));
        Models.use(m);
        assertEquals(61.5, Thresholds.pinned().ayah());
        assertEquals(61.5, Task2Fit.pinned().thresholds().ayah());
        assertEquals(MatnRanking.CLOSENESS, MatnRanking.pinned());
        Models.use(Models.PINNED);
        assertNotEquals(61.5, Thresholds.pinned().ayah(), "the jar's value is back");
        assertNotEquals(MatnRanking.CLOSENESS, MatnRanking.pinned());
    }

    @Test
    void theEnvironmentNamesAFolder() throws Exception {
        Path m = pinnedAsFolder(dir.resolve("m"));
        System.setProperty(Models.PROPERTY, m.toString());
        try {
            assertEquals(m.toAbsolutePath().normalize(), Models.fromEnvironment().folder());
        } finally {
            System.clearProperty(Models.PROPERTY);
        }
        if (System.getenv(Models.ENV) == null) {
            assertTrue(Models.fromEnvironment().pinned());
        }
    }

    private String refused(Path folder) {
        return assertThrows(InputException.class, () -> Models.of(folder)).getMessage();
    }

    @Test
    void aFolderThatIsNotWholeIsRefusedNamingTheFile() throws Exception {
        assertEquals("--models " + dir.resolve("none") + ": no such folder (write one with ./tahqiq train --out "
                + dir.resolve("none") + ")", refused(dir.resolve("none")));
        Path empty = Files.createDirectories(dir.resolve("empty"));
        assertTrue(refused(empty).startsWith(empty.resolve(Models.SPEC) + ": missing: not a models folder"), refused(empty));

        Path m = pinnedAsFolder(dir.resolve("m"));
        Models.of(m);
        Path spec = m.resolve(Models.SPEC);
        edit(spec, n -> n.put("format", 2));
        assertEquals(spec + ": field 'format': is 2; this tahqiq reads format 1 (train the folder again with this version: "
                + "./tahqiq train --out DIR)", refused(m));
        edit(spec, n -> n.put("format", 1).put("kind", "something else"));
        assertTrue(refused(m).startsWith(spec + ": field 'kind': is 'something else', expected 'tahqiq-models'"), refused(m));
        Files.writeString(spec, "{ not json");
        assertTrue(refused(m).startsWith(spec + ": not a models spec: "), refused(m));

        m = pinnedAsFolder(dir.resolve("m2"));
        Files.delete(m.resolve("task3.json"));
        assertTrue(refused(m).startsWith(m.resolve("task3.json") + ": missing: "), refused(m));

        m = pinnedAsFolder(dir.resolve("m3"));
        edit(m.resolve("task4.json"), n -> ((ObjectNode) n.get("fitted")).remove("model"));
        assertEquals(m.resolve("task4.json") + ": field 'fitted.model': missing: the models folder has no such fitted value",
                refused(m));

        m = pinnedAsFolder(dir.resolve("m4"));
        edit(m.resolve("task2.json"), n -> n.put("subtask", "task3"));
        assertEquals(m.resolve("task2.json") + ": field 'subtask': is 'task3', expected 'task2'", refused(m));

        m = pinnedAsFolder(dir.resolve("m5"));
        Files.write(m.resolve(Models.TASK1_MODEL), new byte[] {1, 2, 3});
        assertTrue(refused(m).startsWith(m.resolve(Models.TASK1_MODEL) + ": SHA-256 " + FileHash.sha256(m.resolve(Models.TASK1_MODEL)).substring(0, 12)),
                refused(m));

        m = pinnedAsFolder(dir.resolve("m6"));
        edit(m.resolve("task2.json"), n -> ((ObjectNode) n.get("fitted").get("thresholds")).put("ayah", "high"));
        Models.use(m);
        String message = assertThrows(InputException.class, Thresholds::pinned).getMessage();
        assertTrue(message.startsWith(m.resolve("task2.json") + ": field 'fitted.thresholds': not a Thresholds: "), message);
    }
}
