package org.tahqiq.task1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.InputException;

/** Subtask 1 on the real dev set: floors, the pinned scores, and the pinned model being what training produces. */
class Task1DevIntegrationTest {

    private static final Path ROOT = Path.of(System.getenv().getOrDefault("TAHQIQ_REPO_ROOT", ".."));
    private static final Path PIN = ROOT.resolve("results/regression/task1-dev.json");

    @TempDir
    Path out;

    private static DataLocation dataOrSkip() {
        DataLocation data;
        try {
            data = DataLocation.resolve(null, System.getenv(DataLocation.ENV), ROOT);
        } catch (InputException e) {
            Assumptions.abort("IslamicEval 2026 data not found, skipping the Subtask 1 dev-set test: " + e.getMessage());
            return null;
        }
        Assumptions.assumeTrue(Files.isRegularFile(data.devJsonl()), "no dev_set/dev.jsonl in " + data.root() + ", skipping");
        return data;
    }

    @Test
    void crossValidatedRunMeetsTheTargetsAndHoldsItsPin() throws Exception {
        DataLocation data = dataOrSkip();
        Task1Input in = Task1Input.read(data.devJsonl());
        Task1Pipeline p = Task1Pipeline.load(data, Task1Recipe.DEFAULT).cacheModels(ROOT.resolve("results/cache"));
        Task1Result r = p.run(in, CrossValidation.FOLDS, CrossValidation.SEED, null);
        assertEquals(in.answers().size(), r.detections().size());
        Task1Outputs.write(in, r, out);
        assertTrue(Files.size(out.resolve("submission.zip")) > 0);
        Task1Score s = r.score();
        assertTrue(s.macroF1() >= 0.90, s.toJson());
        for (CharClass c : CharClass.values()) {
            assertTrue(s.f1(c) >= 0.80, c + ": " + s.toJson());
        }
        Map<String, String> hashes = Task1Pin.hashes(data, data.devJsonl());
        Task1Pin pin = Task1Pin.read(PIN);
        if (!pin.appliesTo(hashes)) {
            System.out.println("regression pin " + PIN + " was made on other files; only the floors were checked");
            return;
        }
        pin.scores().forEach((k, v) -> assertEquals(v, ((Number) s.toOfficialJson().get(k)).doubleValue(), 1e-12,
                k + " moved: regenerate " + PIN + " with ./tahqiq task1 --regression " + PIN + " if intended"));
        // On the pinned files the model shipped for unlabelled input is exactly the one training on all of them gives.
        assertTrue(Task1Pipeline.pinnedModel().sameAs(p.trainAll(r.answers())),
                "the pinned model is stale: ./tahqiq task1 --write-model " + Task1Pipeline.PINNED_SOURCE);
    }
}
