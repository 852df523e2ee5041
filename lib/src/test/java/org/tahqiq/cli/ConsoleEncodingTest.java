package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The console speaks UTF-8 whatever the locale: under LANG=C Java's platform encoding is ASCII. */
class ConsoleEncodingTest {

    @TempDir
    Path dir;

    @Test
    void arabicReachesTheConsoleAsUtf8UnderAnAsciiLocale() throws Exception {
        String header = "\u0642\u0627\u0644\t\u0631\u0633\u0648\u0644"; // an Arabic header the error message quotes
        Path tsv = dir.resolve("predictions.tsv");
        Files.writeString(tsv, header + "\n", StandardCharsets.UTF_8);
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        ProcessBuilder pb = new ProcessBuilder(List.of(java.toString(), "-Dfile.encoding=US-ASCII",
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "score", "task2", "--pred", tsv.toString(),
                "--gold", tsv.toString()));
        pb.environment().put("LANG", "C");
        pb.environment().put("LC_ALL", "C");
        pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
        Process p = pb.start();
        byte[] err = p.getErrorStream().readAllBytes();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        String message = new String(err, StandardCharsets.UTF_8);
        assertEquals(Main.EXIT_BAD_INPUT, p.exitValue(), message);
        assertTrue(message.contains("\u0642\u0627\u0644, \u0631\u0633\u0648\u0644"), message);
    }
}
