package org.tahqiq.snapshot;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.tahqiq.files.FileHash;

/**
 * A {@link CacheEntry} of parts the code derives from the corpora (the corrector's candidates, the aligner's n-gram
 * indexes): keyed by the corpus files' hashes, the settings, and the fingerprint of the code that derives them
 * ({@link CodeFingerprint}), so any change to either builds afresh. Built and used at once on the first start,
 * read back on the next ones; built in memory when the cache cannot be written or read.
 */
public final class DerivedEntry {

    /** Writes the parts into an empty folder. */
    @FunctionalInterface
    public interface Writer<T> {
        void write(Path dir, T parts) throws IOException;
    }

    /** Reads the parts from a checked folder; a file that does not fit what is expected is an IOException. */
    @FunctionalInterface
    public interface Reader<T> {
        T read(Path dir) throws IOException;
    }

    private DerivedEntry() {
    }

    /** What an entry of {@code format} must have been built from. */
    public static Manifest identity(String format, Map<String, String> config, Map<String, String> corpusHashes) {
        return new Manifest(format, CodeFingerprint.get(), config, corpusHashes, null);
    }

    /**
     * The parts, from the entry of this identity under {@code cacheDir}, built there first when absent or stale.
     *
     * @param prefix names the entry's folder, followed by a hash of its identity
     */
    public static <T> T open(Path cacheDir, String prefix, Manifest expected, Supplier<T> build, Writer<T> writer,
                             Reader<T> reader, Consumer<String> warn) {
        List<T> built = new ArrayList<>(1);
        String name = name(prefix, expected);
        Path dir = CacheEntry.open(cacheDir, name, expected, tmp -> {
            built.add(build.get());
            writer.write(tmp, built.get(0));
        }, warn);
        if (!built.isEmpty()) {
            if (dir != null) {
                pruneStale(cacheDir, prefix, expected.normalizer());
            }
            return built.get(0);
        }
        if (dir != null) {
            try {
                return reader.read(dir);
            } catch (IOException | RuntimeException e) {
                warn.accept("cache entry " + dir + " could not be read (" + e.getMessage() + "); building in memory");
                CacheEntry.discard(dir);
            }
        }
        return build.get();
    }

    /**
     * Removes the entries of this prefix that other code built: each change of the code makes new ones (tens of MB),
     * and an old code's entry is not wanted again. Entries of this code for other corpora or settings stay.
     */
    private static void pruneStale(Path cacheDir, String prefix, String code) {
        try (java.util.stream.Stream<Path> s = java.nio.file.Files.list(cacheDir)) {
            for (Path p : s.toList()) {
                Path manifest = p.resolve(Manifest.FILE);
                if (p.getFileName().toString().startsWith(prefix + "-") && java.nio.file.Files.isRegularFile(manifest)
                        && !Manifest.read(manifest).normalizer().equals(code)) {
                    CacheEntry.discard(p);
                }
            }
        } catch (IOException | RuntimeException e) {
            // nothing to tidy, or not allowed to, or an entry being replaced: harmless
        }
    }

    static String name(String prefix, Manifest identity) {
        List<String> parts = new ArrayList<>();
        parts.add(identity.format());
        parts.add(identity.normalizer());
        identity.config().forEach((k, v) -> parts.add(k + "=" + v));
        identity.corpus().forEach((k, v) -> parts.add(k + "=" + v));
        return prefix + "-" + FileHash.sha256(parts).substring(0, 16);
    }
}
