package org.tahqiq.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Combining marks, tatweel and invisible format characters must be written as escapes in this
 * package's sources: typed literally they are invisible in review and easily mangled by editors.
 */
class SourceHygieneTest {

    @Test
    void noLiteralMarksOrFormatCharsInSources() throws IOException {
        List<String> problems = new ArrayList<>();
        int files = 0;
        for (String dir : List.of("src/main/java/org/tahqiq/text", "src/test/java/org/tahqiq/text",
                "src/main/java/org/tahqiq/text/rasm", "src/test/java/org/tahqiq/text/rasm")) {
            Path root = Path.of(dir);
            assertTrue(Files.isDirectory(root), "run from the lib module: " + root.toAbsolutePath());
            try (Stream<Path> paths = Files.list(root)) {
                for (Path p : paths.filter(x -> x.toString().endsWith(".java")).toList()) {
                    files++;
                    String src = Files.readString(p, StandardCharsets.UTF_8);
                    for (int i = 0; i < src.length(); i++) {
                        char c = src.charAt(i);
                        int type = Character.getType(c);
                        if (type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK
                                || type == Character.FORMAT || c == '\u0640') {
                            problems.add(p.getFileName() + " U+" + Integer.toHexString(c));
                        }
                    }
                }
            }
        }
        assertTrue(files >= 8, "expected the text package sources, found " + files);
        assertEquals(List.of(), problems);
    }
}
