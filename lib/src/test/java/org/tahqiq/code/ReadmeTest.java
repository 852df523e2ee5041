package org.tahqiq.code;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.tahqiq.testing.DevData;

/** The README and the docs speak to users: the two commands first, links that resolve, no words of how work is organised. */
class ReadmeTest {

    private static final Path ROOT = DevData.repoRoot();

    /**
     * Words that belong to how the project is worked on, not to what it is: a reader of the README has no issue
     * tracker, session or workplace in front of them, and "this machine" is not theirs.
     */
    static final Pattern INSIDER = Pattern.compile(
            "(?i)\\b(issues?|sessions?|workplace|helpers?|perf\\d|starting commit|this (shared )?2-core machine|this machine"
                    + "|the notes|issue notes|lockbox peek)\\b");

    @Test
    void theFirstLinesAfterTheTitleAreExactlyTheTwoCommands() throws IOException {
        List<String> lines = Files.readAllLines(ROOT.resolve("README.md")).stream().filter(l -> !l.isBlank()).toList();
        assertTrue(lines.get(0).startsWith("# Tahqiq"), "the README opens with its title: " + lines.get(0));
        assertEquals("```bash", lines.get(1));
        assertTrue(lines.get(2).startsWith("./tahqiq task2 "), lines.get(2));
        assertTrue(lines.get(3).startsWith("mvn -B verify "), lines.get(3));
        assertEquals("```", lines.get(4), "exactly two commands");
    }

    @Test
    void ciRunsTheReadmesTestCommand() throws IOException {
        String ci = Files.readString(ROOT.resolve(".ci/run"));
        assertTrue(ci.lines().anyMatch(l -> l.strip().equals("mvn -B verify")), ".ci/run calls mvn -B verify");
    }

    @Test
    void userDocumentsHaveNoInsiderWords() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path doc : userDocuments()) {
            List<String> lines = Files.readAllLines(doc);
            for (int i = 0; i < lines.size(); i++) {
                Matcher m = INSIDER.matcher(lines.get(i));
                while (m.find()) {
                    found.add(ROOT.relativize(doc) + ":" + (i + 1) + ": " + m.group());
                }
            }
        }
        assertEquals(List.of(), found);
    }

    @Test
    void theInsiderPatternCatchesWhatItIsFor() {
        for (String s : List.of("as the issue asks", "this session's run", "outside this workplace", "the perf3 changes",
                "measured on this 2-core machine", "the session's starting commit")) {
            assertTrue(INSIDER.matcher(s).find(), s);
        }
        for (String s : List.of("a 2-core machine", "the tissue of the text", "sessional")) {
            assertTrue(!INSIDER.matcher(s).find(), s);
        }
    }

    @Test
    void everyRelativeLinkInTheReadmeAndDocsResolves() throws IOException {
        Pattern link = Pattern.compile("\\]\\(([^)#:]+)(#[^)]*)?\\)");
        List<String> broken = new ArrayList<>();
        for (Path doc : userDocuments()) {
            Matcher m = link.matcher(Files.readString(doc));
            while (m.find()) {
                if (!Files.exists(doc.getParent().resolve(m.group(1)))) {
                    broken.add(ROOT.relativize(doc) + " -> " + m.group(1));
                }
            }
        }
        assertEquals(List.of(), broken);
    }

    private static List<Path> userDocuments() throws IOException {
        List<Path> docs = new ArrayList<>(List.of(ROOT.resolve("README.md"), ROOT.resolve("notebooks/README.md")));
        try (Stream<Path> s = Files.list(ROOT.resolve("docs"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
        }
        return docs;
    }
}
