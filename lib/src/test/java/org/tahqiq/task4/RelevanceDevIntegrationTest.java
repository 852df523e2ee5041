package org.tahqiq.task4;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.InputException;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;

/**
 * Subtask 4 on the real dev set: the cross-validated run against its pinned scores
 * (results/regression/task4-dev.json), and the shipped model resource against a refit on the same files.
 */
class RelevanceDevIntegrationTest {

    private static final Path ROOT = Path.of(System.getenv().getOrDefault("TAHQIQ_REPO_ROOT", ".."));
    private static final Path PIN = ROOT.resolve("results/regression/task4-dev.json");

    static DataLocation data;
    static Retrieval retrieval;
    static RelevanceInput input;
    static RelevanceData rows;

    @BeforeAll
    static void setUp() {
        try {
            data = DataLocation.resolve(null, System.getenv(DataLocation.ENV), ROOT);
        } catch (InputException e) {
            Assumptions.abort("IslamicEval 2026 data not found, skipping the Subtask 4 dev-set test: " + e.getMessage());
        }
        Assumptions.assumeTrue(Files.isRegularFile(data.devTask(4)) && Files.isRegularFile(data.devJsonl()),
                "no dev_set/dev_task_4.tsv and dev.jsonl in " + data.root() + ", skipping the Subtask 4 dev-set test");
        retrieval = Retrieval.open(data, RetrievalConfig.DEFAULT, ROOT.resolve("results/cache"));
        input = RelevanceInput.dev(data);
        rows = RelevanceSetup.data(data, input, retrieval);
    }

    @AfterAll
    static void tearDown() {
        if (retrieval != null) {
            retrieval.close();
        }
    }

    @Test
    void crossValidatedRunMatchesItsPinAndBeatsTheFloor() throws Exception {
        RelevanceResult r = RelevancePipeline.crossValidated(rows, ModelConfig.shipped(), 5, 2026);
        assertEquals(input.size(), r.relevant().length);
        assertTrue(r.score().mixed().f1() >= 0.62, "mixed " + r.score().mixed().f1() + " (all relevant "
                + r.baseline().mixed().f1() + ")");
        RegressionPin pin = RegressionPin.read(PIN);
        Map<String, String> hashes = RegressionPin.hashes(data, input);
        if (!pin.inputs().equals(hashes)) {
            System.out.println("regression pin " + PIN + " was made on other files; only the floor was checked");
            return;
        }
        Map<String, Object> scores = r.score().toOfficialJson();
        pin.scores().forEach((key, expected) -> assertEquals(((Number) expected).doubleValue(),
                ((Number) scores.get(key)).doubleValue(), 1e-12,
                key + " moved: regenerate " + PIN + " with ./tahqiq task4 --regression " + PIN + " if intended"));
    }

    @Test
    void theShippedModelIsTheFitOnEveryLabelledRow() {
        PinnedModel shipped = PinnedModel.load();
        assertEquals(ModelConfig.shipped(), shipped.config(), "the resource's configuration is ModelConfig.shipped()");
        if (!shipped.training().equals(PinnedModel.hashes(data))) {
            System.out.println("the shipped Subtask 4 model was fitted on other files; not refitted");
            return;
        }
        PinnedModel refit = PinnedModel.fit(rows, ModelConfig.shipped(), PinnedModel.hashes(data));
        String again = "regenerate with ./tahqiq task4 --pin-model lib/src/main/resources/org/tahqiq/task4/"
                + PinnedModel.RESOURCE;
        assertEquals(shipped.rows(), refit.rows(), again);
        assertArrayEquals(shipped.model().weights(), refit.model().weights(), 1e-9, again);
        assertArrayEquals(shipped.model().mean(), refit.model().mean(), 1e-9, again);
        assertArrayEquals(shipped.model().scale(), refit.model().scale(), 1e-9, again);
        assertEquals(shipped.model().bias(), refit.model().bias(), 1e-9, again);
    }
}
