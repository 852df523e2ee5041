package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 14's failures, each reproduced: every one ends with one line on stderr naming the file, line, field or option,
 * exit 2 (internal errors exit 1, their trace only under --debug), and options are refused before any work.
 */
class FailuresTest extends CommandTest {

    Path toy;
    Path out;

    @BeforeEach
    void setUp() throws Exception {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 40; i++) { // 10 questions
            int score = (i * 37) % 100;
            b.append("r").append(i).append("\tq").append(i % 10).append('\t').append(score).append('\t')
                    .append(score >= 60 ? "1" : "0").append('\n');
        }
        toy = dir.resolve("toy.tsv");
        Files.writeString(toy, b.toString(), StandardCharsets.UTF_8);
        out = dir.resolve("out");
    }

    private void assertOneLine(String expectedStart) {
        assertEquals(1, stderr.strip().lines().count(), "one line: " + stderr);
        assertTrue(stderr.startsWith(expectedStart), stderr);
    }

    @Test
    void anOutFolderThatCannotBeWrittenIsALocatedErrorBeforeAnyWork() throws Exception {
        Path parent = Files.createDirectory(dir.resolve("locked"));
        int reads = ProbeSubtask.READS.get();
        try (Unwritable u = Unwritable.make(parent)) {
            assertEquals(2, run("probe", "--out", parent.resolve("out").toString()));
            assertOneLine("tahqiq: error: --out " + parent.resolve("out") + ": cannot write here (");
            assertTrue(stderr.strip().endsWith("choose another folder with --out"), stderr);
        }
        Path existing = Files.createDirectories(dir.resolve("existing"));
        Files.writeString(existing.resolve("predictions.tsv"), "old");
        try (Unwritable u = Unwritable.make(existing)) {
            assertEquals(2, run("probe", "--out", existing.toString()));
            assertOneLine("tahqiq: error: --out " + existing + ": the folder is not writable");
        }
        assertEquals("old", Files.readString(existing.resolve("predictions.tsv")));
        assertEquals(reads, ProbeSubtask.READS.get(), "refused before reading the input");
    }

    @Test
    void aReadOnlyCheckoutSaysToChooseAnotherOutputFolder() throws Exception {
        Path checkout = Files.createDirectories(dir.resolve("checkout/results"));
        String before = System.getProperty("tahqiq.home");
        System.setProperty("tahqiq.home", checkout.getParent().toString());
        try (Unwritable u = Unwritable.make(checkout)) {
            assertEquals(2, run("probe", "--input", toy.toString()));
            assertOneLine("tahqiq: error: --out " + checkout.resolve("probe-toy") + ": cannot write here (");
            assertTrue(stderr.contains("choose another folder with --out"), stderr);
        } finally {
            if (before == null) {
                System.clearProperty("tahqiq.home");
            } else {
                System.setProperty("tahqiq.home", before);
            }
        }
    }

    @Test
    void moreFoldsThanQuestionsIsAUsageErrorNamingTheQuestions() {
        assertEquals(2, run("toy", "--input", toy.toString(), "--out", out.toString(), "--folds", "1000"));
        assertEquals("tahqiq: error: option '--folds': 1000 folds, but the input has only 10 question(s) and folds are grouped "
                + "by question; use 2 to 10 or 0 (the pinned values) (see tahqiq toy --help)", stderr.strip());
        assertFalse(Files.exists(out));
        assertEquals(0, run("toy", "--input", toy.toString(), "--out", out.toString(), "--folds", "10", "--fold-seeds", "1"), stderr);
    }

    @Test
    void badOptionValuesAreOneLineUsageErrorsBeforeAnyWork() {
        int reads = ProbeSubtask.READS.get();
        List<List<String>> cases = List.of(List.of("-k", "0"), List.of("-k", "-3"), List.of("--folds", "-1"), List.of("--folds", "1"),
                List.of("--fold-seeds", "0"), List.of("--seed", "abc"), List.of("--no-such-option"),
                List.of("--regression", dir.resolve("missing/spec.json").toString()));
        for (List<String> bad : cases) {
            List<String> args = new ArrayList<>(List.of("probe", "--input", "does-not-exist.tsv", "--out", out.toString()));
            args.addAll(bad);
            assertEquals(2, run(args.toArray(String[]::new)), bad.toString());
            assertOneLine("tahqiq: error: ");
            assertFalse(stderr.contains("does-not-exist"), "the option is refused before the input is read: " + stderr);
        }
        assertEquals(reads, ProbeSubtask.READS.get());
        assertFalse(Files.exists(out));

        assertEquals(2, run("task2", "--thresholds", "150,98,90"));
        assertOneLine("tahqiq: error: Invalid value for option '--thresholds': ");
        assertEquals(2, run("probe", "-k", "0"));
        assertEquals("tahqiq: error: option '-k': takes a shortlist size of at least 1, got 0 (see tahqiq probe --help)", stderr.strip());
    }

    @Test
    void anInternalErrorIsOneLineExit1AndItsTraceOnlyUnderDebug() {
        assertEquals(1, run("probe", "--out", out.toString(), "--fail", "INTERNAL"));
        assertEquals("tahqiq: internal error: java.lang.IllegalStateException: a probe's bug (run again with --debug for the stack trace)",
                stderr.strip());
        assertFalse(Files.exists(out));
        for (List<String> args : List.of(List.of("probe", "--debug", "--fail", "INTERNAL"), List.of("--debug", "probe", "--fail", "INTERNAL"))) {
            List<String> all = new ArrayList<>(args);
            all.addAll(List.of("--out", out.toString()));
            assertEquals(1, run(all.toArray(String[]::new)));
            assertTrue(stderr.contains("\tat org.tahqiq.cli.ProbeSubtask.run("), stderr);
            assertTrue(stderr.strip().endsWith("tahqiq: internal error: java.lang.IllegalStateException: a probe's bug"), stderr);
        }
    }

    @Test
    void outOfMemoryIsOneLineNamingTheJavaOptions() {
        assertEquals(2, run("probe", "--out", out.toString(), "--fail", "THROWN_OOM"));
        assertOneLine("tahqiq: error: out of memory (Java heap space, at most ");
        assertTrue(stderr.contains("give Java more with TAHQIQ_JAVA_OPTS, e.g. TAHQIQ_JAVA_OPTS=-Xmx"), stderr);
    }

    /** A real exhausted heap in a fresh JVM, through main() and its exit code. */
    @Test
    void aRealOutOfMemoryInAFreshJvmExits2WithOneLine() throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Path err = dir.resolve("stderr.txt");
        Process p = new ProcessBuilder(java.toString(), "-Xmx48m", "-cp", System.getProperty("java.class.path"),
                "org.tahqiq.cli.Main", "probe", "--fail", "HEAP", "--out", out.toString())
                .redirectError(err.toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the JVM ends");
        String text = Files.readString(err);
        assertEquals(2, p.exitValue(), text);
        assertEquals(1, text.strip().lines().count(), text);
        assertTrue(text.startsWith("tahqiq: error: out of memory (Java heap space, at most ") && text.contains("TAHQIQ_JAVA_OPTS=-Xmx4g"), text);
        assertFalse(Files.exists(out));
    }

    @Test
    void helpAndVersionAreCommands() {
        assertEquals(0, run("help"), stderr);
        assertTrue(stdout.startsWith("Usage: tahqiq ") && stdout.contains("task2") && stdout.contains("version"), stdout);
        assertEquals(0, run("help", "task2"), stderr);
        assertTrue(stdout.startsWith("Usage: tahqiq task2 ") && stdout.contains("--thresholds"), stdout);
        System.setProperty("tahqiq.commit", "abc1234");
        try {
            assertEquals(0, run("version"), stderr);
            assertEquals("tahqiq " + Main.VERSION + " (commit abc1234)", stdout.strip());
            assertEquals(0, run("--version"));
            assertEquals("tahqiq " + Main.VERSION + " (commit abc1234)", stdout.strip());
        } finally {
            System.clearProperty("tahqiq.commit");
        }
        assertEquals(2, run("hlep"));
        assertOneLine("tahqiq: unknown command 'hlep' (did you mean help?); the commands: verify, lookup, ");
    }

    @Test
    void anUnknownCommandIsNamedWithTheCommandsThereAre() {
        assertEquals(Main.EXIT_BAD_INPUT, run("frobnicate", "--data", "x"));
        assertOneLine("tahqiq: unknown command 'frobnicate'; the commands: ");
        assertEquals("", stdout);
        assertFalse(stderr.contains("Unmatched argument"), stderr);
        assertTrue(stderr.strip().endsWith("(tahqiq help says what each does)"), stderr);
        List<String> listed = List.of(stderr.strip().replaceFirst(".*; the commands: ", "").replaceFirst(" \\(.*", "").split(", "));
        assertTrue(listed.containsAll(List.of("verify", "serve", "task1", "task2", "task3", "task4", "score", "help", "version")), listed.toString());
        run("help");
        for (String command : listed) {
            assertTrue(stdout.contains("\n  " + command + " "), "help lists " + command + ": " + stdout);
        }
    }

    @Test
    void theVersionIsThePoms() throws Exception {
        org.w3c.dom.Document pom = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(org.tahqiq.testing.DevData.repoRoot().resolve("pom.xml").toFile());
        String version = javax.xml.xpath.XPathFactory.newInstance().newXPath().evaluate("/project/version", pom);
        assertFalse(version.isBlank());
        assertEquals(version, Main.VERSION, "./tahqiq version says the pom's version");
        assertEquals(0, run("version"), stderr);
        assertTrue(stdout.startsWith("tahqiq " + version + " (commit "), stdout);
    }
}
