package org.tahqiq.pipeline;

import org.tahqiq.submit.SubmissionFiles;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.InputException;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.eval.Task2Score;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.rules.Thresholds;
import org.tahqiq.rules.Verifier;

/** The whole Subtask 2 pipeline on the real dev set, with the accuracy floor of the core issue. */
class DevSetIntegrationTest {

    @TempDir
    Path out;

    @Test
    void crossValidatedRunMeetsTheFloor() throws Exception {
        Path root = Path.of(System.getenv().getOrDefault("TAHQIQ_REPO_ROOT", ".."));
        DataLocation data;
        try {
            data = DataLocation.resolve(null, System.getenv(DataLocation.ENV), root);
        } catch (InputException e) {
            Assumptions.abort("IslamicEval 2026 data not found, skipping the dev-set integration test: " + e.getMessage());
            return;
        }
        Assumptions.assumeTrue(Files.isRegularFile(data.devJsonl()), "no dev_set/dev.jsonl in " + data.root());
        Task2Input in = Task2Input.read(data.devJsonl());
        try (Retrieval r = Retrieval.open(data, RetrievalConfig.DEFAULT, root.resolve("results/cache"))) {
            Task2Result result = new Task2Pipeline(new Verifier(r)).run(in,
                    ThresholdPolicy.crossValidated(Thresholds.DEFAULT, 5, ThresholdPolicy.DEFAULT_SEED));
            SubmissionFiles.Written w = Task2Outputs.write(in, result, out);
            assertTrue(Files.size(w.zip()) > 0);
            Task2Score s = result.score();
            assertEquals(0, s.missing());
            assertEquals(in.segmentCount(), result.verdicts().size());
            assertTrue(s.macro() >= 0.87, "macro " + s.macro());
            assertTrue(s.byType().get(SegmentType.AYAH).accuracy() >= 0.95, s.toJson());
            assertTrue(s.byType().get(SegmentType.MATN).accuracy() >= 0.92, s.toJson());
            assertTrue(s.byType().get(SegmentType.CLAIMED_SOURCE).accuracy() >= 0.87, s.toJson());
            assertTrue(s.byType().get(SegmentType.ISNAD).accuracy() >= 0.70, s.toJson());

            // The pinned scores hold exactly whenever the files are the ones they were pinned on.
            Path pin = root.resolve("results/regression/task2-dev.json");
            Regression regression = Regression.read(pin);
            if (regression.appliesTo(data, data.devJsonl())) {
                regression.scores().forEach((key, expected) -> assertEquals(((Number) expected).doubleValue(),
                        ((Number) s.toOfficialJson().get(key)).doubleValue(), 1e-12,
                        key + " moved: regenerate " + pin + " with ./tahqiq task2 --regression if intended"));
            } else {
                System.out.println("regression pin " + pin + " was made on other files; only the floor was checked");
            }
        }
    }
}
