package org.tahqiq.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;
import org.tahqiq.dataset.DataLocation;

/** Issue 14: data-needing tests ignored $TAHQIQ_DATA and data/IslamicEval2026, and skipped silently even on CI. */
class DevDataTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream log = new PrintStream(printed, true, StandardCharsets.UTF_8);

    private static Path withDevSet(Path data) throws Exception {
        Files.writeString(data.resolve("dev_set/dev.jsonl"), "{}\n");
        return data;
    }

    @Test
    void findsTheDataWhereTheCliDoes() throws Exception {
        Path data = withDevSet(MiniData.write(dir.resolve("elsewhere")));
        Path root = dir.resolve("repo");
        assertEquals(new DataLocation(data), DevData.orSkip("t", true, Map.of("TAHQIQ_DATA", data.toString())::get, root, log));
        Path inCheckout = withDevSet(MiniData.write(root.resolve("data/IslamicEval2026")));
        assertEquals(new DataLocation(inCheckout), DevData.orSkip("t", true, Map.<String, String>of()::get, root, log));
        assertEquals("", printed.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aSkipSaysWhyAndFailsUnderCi() {
        Path root = dir.resolve("repo");
        Map<String, String> local = Map.of("TAHQIQ_DATA", dir.resolve("nowhere").toString());
        assertThrows(TestAbortedException.class, () -> DevData.orSkip("the dev-set tests", true, local::get, root, log));
        String said = printed.toString(StandardCharsets.UTF_8);
        assertTrue(said.startsWith("skipped the dev-set tests: the IslamicEval 2026 data is not found: ") && said.contains("nowhere"), said);

        Map<String, String> ci = Map.of("TAHQIQ_DATA", dir.resolve("nowhere").toString(), "CI", "true");
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> DevData.orSkip("t", true, ci::get, root, log));
        assertTrue(e.getMessage().startsWith("CI=true, and CI must have the data: skipped t: "), e.getMessage());
    }

    @Test
    void corporaWithoutADevSetServeCorpusTestsOnly() throws Exception {
        Path data = MiniData.write(dir.resolve("d"));
        Map<String, String> env = Map.of("TAHQIQ_DATA", data.toString());
        assertEquals(new DataLocation(data), DevData.orSkip("t", false, env::get, dir, log));
        assertThrows(TestAbortedException.class, () -> DevData.orSkip("t", true, env::get, dir, log));
        assertTrue(printed.toString(StandardCharsets.UTF_8).contains("no dev_set/dev.jsonl in " + data), printed.toString());
    }
}
