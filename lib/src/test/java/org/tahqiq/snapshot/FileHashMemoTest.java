package org.tahqiq.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.files.FileHash;

class FileHashMemoTest {

    @TempDir
    Path dir;

    @Test
    void aHashIsReusedWhileSizeAndTimeStayAndRedoneWhenEitherChanges() throws Exception {
        Path f = Files.writeString(dir.resolve("corpus.json"), "[1, 2, 3]");
        Path cache = dir.resolve("cache");
        String real = FileHash.sha256(f);
        FileHashMemo memo = FileHashMemo.in(cache);
        assertEquals(real, memo.sha256(f));
        memo.save();
        assertEquals(real, FileHashMemo.in(cache).sha256(f), "read back from the memo file");

        // Same size, same time: trusted (as make and git do), which is what saves reading 61 MB per run.
        FileTime t = Files.getLastModifiedTime(f);
        Files.writeString(f, "[1, 2, 4]");
        Files.setLastModifiedTime(f, t);
        assertEquals(real, FileHashMemo.in(cache).sha256(f));

        Files.setLastModifiedTime(f, FileTime.fromMillis(t.toMillis() + 5000));
        FileHashMemo again = FileHashMemo.in(cache);
        String changed = again.sha256(f);
        assertNotEquals(real, changed, "a new modification time means hashing again");
        assertEquals(changed, FileHash.sha256(f), "run.json gets the same value");
    }

    @Test
    void aDamagedMemoIsIgnored() throws Exception {
        Path f = Files.writeString(dir.resolve("c.json"), "[]");
        Path cache = Files.createDirectories(dir.resolve("cache"));
        Files.writeString(cache.resolve(FileHashMemo.FILE), "{ not json");
        assertEquals(FileHash.sha256(f), FileHashMemo.in(cache).sha256(f));
    }

    @Test
    void theNormalizerFingerprintFollowsTheFunctionsBehaviour() {
        Function<String, Object> id = s -> s;
        String a = NormalizerFingerprint.of(Map.of("x", id));
        assertEquals(a, NormalizerFingerprint.of(Map.of("x", s -> s + "")));
        assertNotEquals(a, NormalizerFingerprint.of(Map.of("x", s -> s.replace('\u0629', '\u0647'))),
                "one letter folded differently changes it");
    }
}
