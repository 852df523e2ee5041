package org.tahqiq.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.subtask.Spread;

/** The further checks of a run (task2's {@code --accepted-check}): pinned, checked, and shown as a column of the plan's table. */
class ExperimentPlanTest {

    @TempDir
    Path dir;

    private static RunSpec pin(Map<String, Object> checks) {
        return new RunSpec("task2", "", List.of("--lockbox"), Map.of("seed", 7), Map.of(), Map.of(), Map.of(),
                Map.of("accuracy_matn", 0.96), Map.of(), Map.of("accuracy_matn", new Spread(0.96, 0.95, 0.94, 0.96, 3)),
                Map.of("scores", Map.of("accuracy_matn", 0.97)), checks);
    }

    @Test
    void aPlanShowsEachCheckAsOneColumnAndAnEmptyCellWhereAPinLacksIt() throws Exception {
        Path planFile = dir.resolve("plan.json");
        Files.writeString(planFile, """
                {"title": "t", "subtask": "task2", "common": ["--lockbox", "--accepted-check"],
                 "scores": ["accuracy_matn"], "checks": ["accepted_new_question"],
                 "rows": [{"id": "a", "change": "with", "args": [], "kept": true},
                          {"id": "b", "change": "without", "args": [], "kept": false}]}
                """);
        ExperimentPlan plan = ExperimentPlan.read(planFile);
        Path pins = ExperimentPlan.pins(planFile);
        Files.createDirectories(pins);
        pin(Map.of("accepted_new_question", 0.87)).write(pins.resolve("a.json"));
        pin(null).write(pins.resolve("b.json"));

        List<String> lines = plan.markdown(pins).lines().toList();
        assertTrue(lines.get(0).endsWith("| accepted new question |"), lines.get(0));
        assertTrue(lines.get(1).endsWith("---|---|---:|"), lines.get(1));
        assertTrue(lines.get(2).endsWith("| 0.9700 | 0.8700 |"), lines.get(2));
        assertTrue(lines.get(3).endsWith("| 0.9700 |  |"), lines.get(3));
        List<String> tsv = plan.tsv(pins).lines().toList();
        assertTrue(tsv.get(0).endsWith("\taccepted_new_question"), tsv.get(0));
        assertTrue(tsv.get(1).endsWith("\t0.8700"), tsv.get(1));
    }

    @Test
    void aPlanWithoutChecksHasNoCheckColumn() throws Exception {
        Path planFile = dir.resolve("old.json");
        Files.writeString(planFile, """
                {"title": "t", "subtask": "task2", "common": ["--lockbox"], "scores": ["accuracy_matn"],
                 "rows": [{"id": "a", "change": "c", "args": [], "kept": true}]}
                """);
        ExperimentPlan plan = ExperimentPlan.read(planFile);
        assertEquals(List.of(), plan.checks());
        assertEquals(3 + 2, plan.markdown(ExperimentPlan.pins(planFile)).lines().findFirst().orElseThrow().split("\\|", -1).length - 2);
    }

    @Test
    void aPinKeepsItsChecksAndARunThatDiffersInOneFailsTheCheck() throws Exception {
        Path f = dir.resolve("pin.json");
        pin(Map.of("accepted_new_question", 0.87)).write(f);
        RunSpec read = RunSpec.read(f);
        assertEquals(0.87, ((Number) read.checks().get("accepted_new_question")).doubleValue());
        assertTrue(read.check(read).stream().allMatch(RunSpec.Check::ok));
        List<RunSpec.Check> differs = read.check(pin(Map.of("accepted_new_question", 0.86)));
        assertTrue(differs.stream().anyMatch(c -> !c.ok() && c.metric().equals("accepted_new_question (check)")), differs.toString());
        List<RunSpec.Check> missing = read.check(pin(null));
        assertTrue(missing.stream().anyMatch(c -> !c.ok()), "a run without the check fails the pin that has it");

        Path without = dir.resolve("without.json");
        pin(null).write(without);
        assertFalse(Files.readString(without).contains("\"checks\""), "a pin without checks leaves the field out");
    }
}
