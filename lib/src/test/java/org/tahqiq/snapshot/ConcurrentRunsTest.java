package org.tahqiq.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.testing.MiniData;

/**
 * Two real processes open the retrieval at the same moment on an empty cache (the issue: the second died on Lucene's
 * write.lock). Both must build, one publishes, both answer alike, and the cache ends with one complete entry.
 */
class ConcurrentRunsTest {

    @TempDir
    Path dir;

    /** The child process: waits for the start signal, opens the retrieval on the cache, prints its answers. */
    public static void main(String[] args) throws Exception {
        Path data = Path.of(args[0]);
        Path cache = Path.of(args[1]);
        Path go = Path.of(args[2]);
        while (!Files.exists(go)) {
            Thread.sleep(2);
        }
        try (Retrieval r = Retrieval.open(new DataLocation(data), RetrievalConfig.DEFAULT, cache)) {
            System.out.println(SnapshotCacheTest.answers(r));
        }
    }

    @Test
    void twoRunsOnAnEmptyCacheBothSucceedAndShareOneEntry() throws Exception {
        // Enough records that building takes a while, so the two builds overlap.
        List<String[]> hadith = new ArrayList<>(MiniData.HADITH);
        for (int i = 0; i < 3000; i++) {
            String[] r = MiniData.HADITH.get(i % MiniData.HADITH.size()).clone();
            r[0] = String.valueOf(100 + i);
            r[3] = r[3] + " " + "زيادة".repeat(1 + i % 7) + " " + i;
            hadith.add(r);
        }
        Path data = MiniData.write(dir.resolve("data"), MiniData.VERSES, hadith);
        Path cache = dir.resolve("cache");
        Path go = dir.resolve("go");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<Process> runs = new ArrayList<>();
        List<Path> errs = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Path err = dir.resolve("err" + i);
            errs.add(err);
            runs.add(new ProcessBuilder(java, "-Xmx512m", "-cp", System.getProperty("java.class.path"),
                    ConcurrentRunsTest.class.getName(), data.toString(), cache.toString(), go.toString())
                    .redirectError(err.toFile()).start());
        }
        Thread.sleep(300); // both JVMs up and waiting
        Files.writeString(go, "");
        List<String> outputs = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Process p = runs.get(i);
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(120, TimeUnit.SECONDS), "run " + i + " finished");
            String err = Files.readString(errs.get(i));
            assertEquals(0, p.exitValue(), "run " + i + " failed:\n" + err);
            assertFalse(err.contains("Exception") || err.contains("write.lock"), "run " + i + " stderr:\n" + err);
            outputs.add(out);
        }
        assertEquals(outputs.get(0), outputs.get(1));
        assertFalse(outputs.get(0).isBlank());
        try (Stream<Path> s = Files.list(cache)) {
            List<String> names = s.map(p -> p.getFileName().toString()).sorted().toList();
            assertEquals(1, names.stream().filter(n -> n.startsWith("corpus-")).count(), "entries " + names);
            assertTrue(names.stream().noneMatch(n -> n.startsWith(".")), "no temporary folder left: " + names);
            Path entry = cache.resolve(names.stream().filter(n -> n.startsWith("corpus-")).findFirst().orElseThrow());
            assertEquals(null, CacheEntry.check(entry, Manifest.read(entry.resolve(Manifest.FILE))));
        }
    }
}
