package org.tahqiq.snapshot;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * One self-checking folder of a cache: built into a private temporary folder beside it, its {@link Manifest} written
 * last, then published by one atomic rename, so a reader sees either nothing or a complete entry, and two runs never
 * write into the same folder (no shared lock to trip over). Opening checks the manifest against what the run expects
 * and every file against its listed size and CRC-32C; any difference or read error costs one warning line and a
 * rebuild. When the cache folder cannot be written the caller is told to build in memory.
 */
public final class CacheEntry {

    /** Writes an entry's files into an empty folder. */
    @FunctionalInterface
    public interface Builder {
        void build(Path dir) throws IOException;
    }

    private CacheEntry() {
    }

    /**
     * The folder {@code root/name} holding a checked entry with the expected identity, built first when absent,
     * different or damaged; null when the cache cannot be written (the caller builds in memory).
     *
     * @param expected the identity the entry must have (its file list is ignored)
     * @param warn     receives one line per problem found (damaged entry, cache not writable)
     */
    public static Path open(Path root, String name, Manifest expected, Builder builder, Consumer<String> warn) {
        Path dir = root.resolve(name);
        String problem = check(dir, expected);
        if (problem == null) {
            return dir;
        }
        if (Files.exists(dir)) {
            warn.accept("cache entry " + dir + " is not usable (" + problem + "); rebuilding it");
        }
        Path tmp;
        try {
            Files.createDirectories(root);
            removeAbandoned(root);
            tmp = Files.createTempDirectory(root, ".tmp-" + name + "-");
        } catch (IOException | UnsupportedOperationException e) {
            warn.accept("cache folder " + root + " is not writable (" + reason(e) + "); building in memory");
            return null;
        }
        try {
            builder.build(tmp);
            expected.withFiles(FileSums.of(tmp)).write(tmp.resolve(Manifest.FILE));
            publish(tmp, dir, expected);
            return dir;
        } catch (IOException e) {
            warn.accept("cannot write cache entry " + dir + " (" + reason(e) + "); building in memory");
            return null;
        } finally {
            deleteQuietly(tmp);
        }
    }

    /** Null when {@code dir} holds a complete, undamaged entry of the expected identity, else what is wrong. */
    static String check(Path dir, Manifest expected) {
        Path file = dir.resolve(Manifest.FILE);
        if (!Files.isDirectory(dir)) {
            return "absent";
        }
        if (!Files.isRegularFile(file)) {
            return "no " + Manifest.FILE;
        }
        try {
            Manifest m = Manifest.read(file);
            String mismatch = m.identityMismatch(expected);
            if (mismatch != null) {
                return mismatch;
            }
            return FileSums.firstDifference(dir, m.files());
        } catch (IOException | RuntimeException e) {
            return "unreadable: " + reason(e);
        }
    }

    /**
     * Renames the finished {@code tmp} to {@code dir}. When another run published first and its entry checks out,
     * that one is kept; a damaged or different entry in the way is moved aside and deleted first.
     */
    private static void publish(Path tmp, Path dir, Manifest expected) throws IOException {
        for (int attempt = 0; attempt < 3; attempt++) {
            if (Files.exists(dir)) {
                if (check(dir, expected) == null) {
                    return; // another run published an equal entry meanwhile
                }
                discard(dir);
            }
            try {
                Files.move(tmp, dir, StandardCopyOption.ATOMIC_MOVE);
                return;
            } catch (AtomicMoveNotSupportedException e) {
                throw e;
            } catch (FileSystemException e) {
                // an entry appeared between the check and the rename: look again
            }
        }
        throw new IOException("could not publish " + dir + " (other runs kept replacing it)");
    }

    /** Temporary folders older than this were left by a run that was killed (a build takes seconds). */
    private static final long ABANDONED_MILLIS = 3_600_000;

    private static void removeAbandoned(Path root) {
        long cutoff = System.currentTimeMillis() - ABANDONED_MILLIS;
        try (Stream<Path> children = Files.list(root)) {
            for (Path p : (Iterable<Path>) children::iterator) {
                String n = p.getFileName().toString();
                if ((n.startsWith(".tmp-") || n.startsWith(".old-")) && Files.getLastModifiedTime(p).toMillis() < cutoff) {
                    deleteQuietly(p);
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // nothing to tidy, or not allowed to: harmless
        }
    }

    /** Removes an entry found unusable after it was opened, so the next open rebuilds it (quietly when it cannot). */
    public static void discard(Path dir) {
        Path aside = null;
        try {
            aside = Files.createTempDirectory(dir.getParent(), ".old-" + dir.getFileName() + "-");
            Files.move(dir, aside.resolve("entry"), StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            // read-only or already gone: the next open checks it again
        } finally {
            if (aside != null) {
                deleteQuietly(aside);
            }
        }
    }

    static void deleteQuietly(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // left behind: a temporary folder, never read as an entry
                }
            });
        } catch (IOException | UncheckedIOException e) {
            // same
        }
    }

    private static String reason(Exception e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.FileAlreadyExistsException || e instanceof java.nio.file.NotDirectoryException) {
            return "a file stands where a folder should be";
        }
        if (e instanceof FileSystemException fse && fse.getReason() != null) {
            return fse.getReason();
        }
        String m = e.getMessage();
        return m == null ? e.getClass().getSimpleName() : m.lines().findFirst().orElse("");
    }
}
