package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tahqiq.testing.DevData;

/**
 * {@code verify} and {@code serve} refuse option values that cannot work with one line naming the option, exit 2,
 * before anything is loaded; and what {@code verify --out} writes is as readable as any file the user makes.
 */
class ServeAndVerifyOptionsTest extends CommandTest {

    /** A data folder that does not exist: a check made before loading anything fails first, naming its option. */
    private static final String NO_DATA = "/nonexistent/islamiceval2026";

    private void refused(String expected, String... args) {
        assertEquals(Main.EXIT_BAD_INPUT, run(args), stderr);
        List<String> lines = stderr.lines().filter(l -> !l.isBlank()).toList();
        assertEquals(1, lines.size(), stderr);
        assertTrue(lines.get(0).startsWith("tahqiq: error: " + expected), lines.get(0) + "\n  expected: tahqiq: error: " + expected);
    }

    private Path answer() throws Exception {
        return Files.writeString(dir.resolve("answer.txt"), "قال تعالى: «قل هو الله أحد»", StandardCharsets.UTF_8);
    }

    @Test
    void threadsAndFoldSeedsAreCountsOfAtLeastOne() throws Exception {
        for (String n : List.of("0", "-3")) {
            refused("option '--threads': takes a count of at least 1, got " + n, "verify", answer().toString(), "--threads", n, "--data", NO_DATA);
            refused("option '--threads': takes a count of at least 1, got " + n, "serve", "--port", "0", "--threads", n, "--data", NO_DATA);
        }
        refused("option '--fold-seeds': takes a count of at least 1, got 0", "verify", "--evaluate", "--fold-seeds", "0", "--data", NO_DATA);
    }

    @Test
    void verifyOutMustNameAFileInAFolderThatExists() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("reports"));
        refused("--out " + folder + ": is a folder; name the file to write",
                "verify", answer().toString(), "--out", folder.toString(), "--data", NO_DATA);

        Path missing = dir.resolve("no/such/folder");
        refused("--out " + missing.resolve("x.json") + ": cannot be written: " + missing + " does not exist (make the folder first)",
                "verify", answer().toString(), "--out", missing.resolve("x.json").toString(), "--data", NO_DATA);
        assertFalse(Files.exists(dir.resolve("no")), "no folder is made");

        Path file = answer();
        refused("--out " + file.resolve("x.json") + ": cannot be written: " + file + " is a file, not a folder",
                "verify", answer().toString(), "--out", file.resolve("x.json").toString(), "--data", NO_DATA);
    }

    @Test
    void servePortInRangeAndFreeHostOfThisMachine() throws Exception {
        for (String port : List.of("99999", "-1", "65536")) {
            refused("option '--port': takes 0 (any free port) to 65535, got " + port, "serve", "--port", port, "--data", NO_DATA);
        }
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            int port = taken.getLocalPort();
            refused("cannot listen on 127.0.0.1:" + port + " (--host, --port): Address already in use; choose another --port",
                    "serve", "--port", String.valueOf(port), "--data", NO_DATA);
        }
        // TEST-NET-1 (RFC 5737): an address no machine of ours has
        refused("cannot listen on 192.0.2.1:0 (--host, --port): Cannot assign requested address",
                "serve", "--host", "192.0.2.1", "--port", "0", "--data", NO_DATA);
    }

    @Test
    void verifyOutIsAsReadableAsAnyNewFile() throws Exception {
        String data = DevData.corporaOrSkip("verify --out permissions").root().toString();
        Set<PosixFilePermission> plain = Files.getPosixFilePermissions(Files.createFile(dir.resolve("plain.txt")));
        Path report = dir.resolve("answer.html");
        assertEquals(0, run("verify", answer().toString(), "--format", "html", "--out", report.toString(), "--data", data, "--quiet"), stderr);
        assertEquals(plain, Files.getPosixFilePermissions(report), "the umask decides (0644 as a rule), not 0600");
    }
}
