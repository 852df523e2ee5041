package org.tahqiq.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/** Without chromium the browser test class reported 0 tests run, not its tests skipped with the reason. */
class BrowserTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream log = new PrintStream(printed, true, StandardCharsets.UTF_8);

    @Test
    void aMissingBrowserIsASkipThatSaysWhyAndFailsUnderCi() {
        Browser.Binaries none = new Browser.Binaries(dir.resolve("chromium"), dir.resolve("chromedriver"));
        assertThrows(TestAbortedException.class, () -> Browser.orSkip("the browser tests", none, Map.<String, String>of()::get, log));
        String said = printed.toString(StandardCharsets.UTF_8);
        assertTrue(said.startsWith("skipped the browser tests: no browser to run them: " + dir.resolve("chromium")), said);
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                () -> Browser.orSkip("t", none, Map.of("CI", "true")::get, log));
        assertTrue(e.getMessage().startsWith("CI=true, and CI must have the browser: skipped t: "), e.getMessage());
    }

    /** What a run of the browser test class reports for each test, with the browser pointed somewhere empty. */
    @Test
    void theBrowserTestClassReportsEachTestSkippedWithTheReason() throws Exception {
        record Outcome(String test, TestExecutionResult.Status status, String message) {
        }
        List<Outcome> outcomes = new ArrayList<>();
        List<String> skippedContainers = new ArrayList<>();
        TestExecutionListener listener = new TestExecutionListener() {
            @Override
            public void executionFinished(TestIdentifier id, TestExecutionResult result) {
                if (id.isTest()) {
                    outcomes.add(new Outcome(id.getDisplayName(), result.getStatus(),
                            result.getThrowable().map(Throwable::getMessage).orElse("")));
                } else if (result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
                    skippedContainers.add(id.getDisplayName());
                }
            }
        };
        String chromium = System.getProperty(Browser.CHROMIUM_PROPERTY);
        System.setProperty(Browser.CHROMIUM_PROPERTY, dir.resolve("no-chromium").toString());
        try {
            Launcher launcher = LauncherFactory.create();
            launcher.execute(LauncherDiscoveryRequestBuilder.request()
                    .selectors(selectClass("org.tahqiq.verify.output.HtmlReportBrowserTest")).build(), listener);
        } finally {
            if (chromium == null) {
                System.clearProperty(Browser.CHROMIUM_PROPERTY);
            } else {
                System.setProperty(Browser.CHROMIUM_PROPERTY, chromium);
            }
        }
        assertEquals(List.of(), skippedContainers, "no class-level abort, which hides the tests");
        assertTrue(outcomes.size() >= 2, outcomes.toString());
        TestExecutionResult.Status expected = "true".equals(System.getenv("CI"))
                ? TestExecutionResult.Status.FAILED : TestExecutionResult.Status.ABORTED;
        for (Outcome o : outcomes) {
            assertEquals(expected, o.status(), o.toString());
            assertTrue(o.message().contains("no browser to run them: " + dir.resolve("no-chromium")), o.toString());
        }
    }
}
