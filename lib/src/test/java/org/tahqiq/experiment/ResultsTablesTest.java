package org.tahqiq.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.subtask.Spread;

class ResultsTablesTest {

    private static final Path ROOT = Path.of(System.getenv().getOrDefault("TAHQIQ_REPO_ROOT", ".."));

    @TempDir
    Path dir;

    @Test
    void readmeTablesAreTheOnesTheSpecsGenerate() throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        List<String> blocks = ResultsTables.blocks(readme);
        assertTrue(blocks.containsAll(List.of("task2-dev", "task3-dev")), "README has a results block per dev spec: " + blocks);
        for (Path doc : ResultsTables.documents(ROOT)) {
            String text = Files.readString(doc);
            assertEquals(ResultsTables.regenerateAll(text, ROOT.resolve("results/regression"), ROOT.resolve("results/experiments")),
                    text, doc + ": its result tables differ from the specs: run ./tahqiq tables");
        }
    }

    @Test
    void aTableListsEachScoreWithItsSpreadAndTheHeadlineLast() throws Exception {
        RunSpec spec = new RunSpec("taskX", "", List.of(), Map.of("seed", 7), Map.of(), Map.of(), Map.of(),
                ordered("accuracy", 0.9, "accuracy_Ayah", 0.8, "missing_predictions", 0), Map.of("accuracy_Ayah", 10),
                Map.of("accuracy", new Spread(0.9, 0.85, 0.8, 0.9, 3), "accuracy_Ayah", new Spread(0.8, 0.75, 0.7, 0.8, 3)));
        assertEquals("""
                | score | rows | seed 7 | mean over 3 fold seeds | min | max |
                |---|---:|---:|---:|---:|---:|
                | Ayah | 10 | 0.8000 | 0.7500 | 0.7000 | 0.8000 |
                | **accuracy** |  | 0.9000 | **0.8500** | 0.8000 | 0.9000 |
                """, ResultsTables.table(spec));
        Path specs = dir.resolve("specs");
        Files.createDirectories(specs);
        spec.write(specs.resolve("x.json"));
        String regenerated = ResultsTables.regenerate("intro\n<!-- results:x -->\nstale\n<!-- /results:x -->\nend\n", specs);
        assertEquals("intro\n<!-- results:x -->\n" + ResultsTables.table(spec) + "<!-- /results:x -->\nend\n", regenerated);
    }

    /** Scores in the order the official scorer writes them (headline first). */
    private static Map<String, Object> ordered(Object... kv) {
        Map<String, Object> m = new java.util.LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }
}
