package org.tahqiq.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.eval.CrossValidation;
import org.tahqiq.experiment.RunSpec;
import org.tahqiq.task2.ThresholdPolicy;
import org.tahqiq.task2.rules.Thresholds;

class NotebookTest {

    @Test
    void findsTheCheckoutAboveTheNotebookFolder(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("lib"));
        Files.writeString(dir.resolve("lib/pom.xml"), "<project/>");
        Path notebooks = Files.createDirectories(dir.resolve("notebooks/sub"));
        assertEquals(dir, Notebook.checkout(notebooks));
        assertEquals(dir, Notebook.checkout(dir));
        Path outside = Files.createDirectories(dir.resolveSibling(dir.getFileName() + "-other"));
        assertEquals(outside, Notebook.checkout(outside), "no checkout above: the folder itself");
    }

    @Test
    void setupUsesThePinnedCrossValidationAndTheCheckoutsResults(@TempDir Path dir) throws Exception {
        DataLocation data = SyntheticData.write(dir.resolve("data"));
        Files.createDirectories(dir.resolve("repo/lib"));
        Files.writeString(dir.resolve("repo/lib/pom.xml"), "<project/>");
        Path nbDir = Files.createDirectories(dir.resolve("repo/notebooks"));
        try (Notebook nb = Notebook.setup(nbDir, data.root().toString())) {
            assertEquals(data.root(), nb.data().root());
            assertEquals(dir.resolve("repo/results/tables"), nb.tables());
            assertEquals(dir.resolve("repo/results/figures"), nb.figures());
            RunSpec pinned = RunSpec.resource(Thresholds.PINNED_SPEC);
            assertEquals(((Number) pinned.settings().get("folds")).intValue(), nb.folds());
            assertEquals(ThresholdPolicy.DEFAULT_FOLDS, nb.folds(), "the spec and the CLI's default agree");
            assertEquals(ThresholdPolicy.DEFAULT_SEED, nb.seed());
            assertEquals(CrossValidation.seeds(nb.seed(), ((Number) pinned.settings().get("foldSeeds")).intValue()), nb.seeds());
            assertEquals(ThresholdPolicy.crossValidated(Thresholds.pinned(), nb.folds(), nb.seed()), nb.policy());
            assertEquals(5, nb.task2().annotations().stream().map(a -> a.responseId()).distinct().count());
            assertTrue(nb.toString().contains(nb.seeds().size() + " fold seeds"), nb.toString());
            assertTrue(nb.toString().startsWith("dev set 5 answers;"), nb.toString());
            assertFalse(nb.toString().contains(dir.toString()), "a committed notebook's output names no machine path");
            Files.delete(data.devJsonl());
            assertTrue(nb.toString().startsWith("no dev set (dev.jsonl missing);"), "a description never throws: " + nb);
        }
    }
}
