package org.tahqiq.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file written through a temporary sibling ends up with the permissions any file written in place would have. */
class AtomicFilesTest {

    @TempDir
    Path dir;

    @Test
    void aNewFileIsAsReadableAsAnyNewFileOfTheFolder() throws IOException {
        Set<PosixFilePermission> plain = Files.getPosixFilePermissions(Files.createFile(dir.resolve("plain.txt")));
        Path report = dir.resolve("report.html");
        AtomicFiles.write(report, out -> out.write("<!DOCTYPE html>".getBytes(StandardCharsets.UTF_8)));
        assertEquals(plain, Files.getPosixFilePermissions(report), "the umask decides, as for any new file");
        if (plain.contains(PosixFilePermission.OTHERS_READ)) {
            assertTrue(Files.getPosixFilePermissions(report).contains(PosixFilePermission.OTHERS_READ),
                    "a web server can serve the report");
        }
    }

    @Test
    void aReplacedFileKeepsItsPermissions() throws IOException {
        Path report = Files.writeString(dir.resolve("report.json"), "old");
        Set<PosixFilePermission> chosen = PosixFilePermissions.fromString("rw-r-----");
        Files.setPosixFilePermissions(report, chosen);
        AtomicFiles.write(report, out -> out.write("new".getBytes(StandardCharsets.UTF_8)));
        assertEquals("new", Files.readString(report));
        assertEquals(chosen, Files.getPosixFilePermissions(report));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(1, s.count(), "no temporary file left");
        }
    }
}
