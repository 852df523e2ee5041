package org.tahqiq.submit;

import org.tahqiq.files.AtomicFiles;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SubmissionZipTest {

    @TempDir
    Path dir;

    private static Map<String, byte[]> entries(Path zip) throws IOException {
        Map<String, byte[]> out = new LinkedHashMap<>();
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry e; (e = in.getNextEntry()) != null; ) {
                out.put(e.getName(), in.readAllBytes());
            }
        }
        return out;
    }

    private static List<String> listing(Path d) throws IOException {
        try (var s = Files.list(d)) {
            return new ArrayList<>(s.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    @Test
    void filesGoToTheTopLevelUnderTheirNames() throws IOException {
        Path sub = Files.createDirectories(dir.resolve("deep/er"));
        Path t2 = Files.writeString(sub.resolve("task2.tsv"), "Response_ID\tLabel\nR1\tcorrect\n", StandardCharsets.UTF_8);
        Path t3 = Files.writeString(dir.resolve("task3.tsv"), "خطأ\n", StandardCharsets.UTF_8);
        Path zip = dir.resolve("out/submission.zip");

        SubmissionZip.write(zip, t2, t3);

        Map<String, byte[]> e = entries(zip);
        assertEquals(List.of("task2.tsv", "task3.tsv"), List.copyOf(e.keySet()));
        assertArrayEquals(Files.readAllBytes(t2), e.get("task2.tsv"));
        assertArrayEquals(Files.readAllBytes(t3), e.get("task3.tsv"));
        assertEquals(List.of("submission.zip"), listing(zip.getParent()));
    }

    @Test
    void failureLeavesNoPartialZipAndKeepsTheOldOne() throws IOException {
        Path ok = Files.writeString(dir.resolve("task2.tsv"), "x\n");
        Path zip = dir.resolve("submission.zip");
        SubmissionZip.write(zip, ok);
        byte[] before = Files.readAllBytes(zip);

        assertThrows(NoSuchFileException.class, () -> SubmissionZip.write(zip, ok, dir.resolve("absent.tsv")));

        assertArrayEquals(before, Files.readAllBytes(zip));
        assertEquals(List.of("submission.zip", "task2.tsv"), listing(dir));
    }

    @Test
    void failureInTheMiddleOfWritingLeavesTargetUntouchedAndNoTempFile() throws IOException {
        Path zip = Files.writeString(dir.resolve("submission.zip"), "old");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(zip, out -> {
            out.write(new byte[100_000]);
            throw new IOException("disk full");
        }));
        assertEquals("disk full", e.getMessage());
        assertEquals("old", Files.readString(zip));
        assertEquals(List.of("submission.zip"), listing(dir));

        Path fresh = dir.resolve("fresh.zip");
        assertThrows(IOException.class, () -> AtomicFiles.write(fresh, out -> {
            throw new IOException("boom");
        }));
        assertFalse(Files.exists(fresh));
        assertEquals(List.of("submission.zip"), listing(dir));
    }

    @Test
    void duplicateNamesAreRejected() throws IOException {
        Path a = Files.writeString(Files.createDirectories(dir.resolve("a")).resolve("task2.tsv"), "a");
        Path b = Files.writeString(Files.createDirectories(dir.resolve("b")).resolve("task2.tsv"), "b");
        assertThrows(IllegalArgumentException.class, () -> SubmissionZip.write(dir.resolve("s.zip"), a, b));
        assertThrows(IllegalArgumentException.class, () -> SubmissionZip.write(dir.resolve("s.zip")));
        assertFalse(Files.exists(dir.resolve("s.zip")));
    }
}
