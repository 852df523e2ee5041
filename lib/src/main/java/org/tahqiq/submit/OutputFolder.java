package org.tahqiq.submit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import java.util.stream.Stream;
import org.tahqiq.dataset.InputException;

/**
 * The output protocol of every run: files are written into a fresh folder beside the target, which replaces the
 * target whole once everything is written. A run that fails leaves the target exactly as it was, and no file of an
 * earlier run survives next to new ones (a stale zip or scores.json cannot be uploaded by mistake).
 */
public final class OutputFolder implements AutoCloseable {

    private final Path target;
    private final Path staging;
    private boolean published;

    private OutputFolder(Path target, Path staging) {
        this.target = target;
        this.staging = staging;
    }

    /**
     * Checks the target before any work is done and makes the staging folder.
     *
     * @throws InputException when the target is a file or its folder cannot be written
     */
    public static OutputFolder prepare(Path target) {
        Path abs = target.toAbsolutePath().normalize();
        if (Files.exists(abs) && !Files.isDirectory(abs)) {
            throw new InputException(abs, 0, "--out", "is a file, not a folder; name a folder for the run's files");
        }
        if (Files.isDirectory(abs) && !Files.isWritable(abs)) {
            throw new InputException(abs, 0, "--out", "the folder is not writable, so its files cannot be replaced; "
                    + "choose another folder with --out");
        }
        Path parent = abs.getParent();
        try {
            Files.createDirectories(parent);
            Path staging = Files.createTempDirectory(parent, "." + abs.getFileName() + ".new-");
            Files.setPosixFilePermissions(staging, PosixFilePermissions.fromString("rwxr-xr-x"));
            return new OutputFolder(abs, staging);
        } catch (UnsupportedOperationException e) {
            throw new IllegalStateException("POSIX file permissions are required", e);
        } catch (IOException e) {
            throw new InputException(abs, 0, "--out", "cannot write here (" + describe(e) + "); choose another folder with --out");
        }
    }

    /** Where the run writes its files. */
    public Path dir() {
        return staging;
    }

    /** The folder the files end up in. */
    public Path target() {
        return target;
    }

    /**
     * Replaces the target with the staged files: world-readable, as any result file is.
     *
     * @return a warning when the earlier run's files were replaced but could not all be deleted (else empty)
     * @throws InputException naming {@code --out} when the target cannot be replaced (it is then as it was)
     */
    public Optional<String> publish() throws IOException {
        try (Stream<Path> files = Files.walk(staging)) {
            for (Path p : files.toList()) {
                Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(Files.isDirectory(p) ? "rwxr-xr-x" : "rw-r--r--"));
            }
        }
        Path old = null;
        try {
            if (Files.exists(target)) {
                String suffix = staging.getFileName().toString();
                old = target.resolveSibling("." + target.getFileName() + ".old-" + suffix.substring(suffix.lastIndexOf('-') + 1));
                move(target, old);
            }
            try {
                move(staging, target);
            } catch (IOException e) {
                if (old != null) {
                    move(old, target);
                }
                throw e;
            }
        } catch (IOException e) {
            throw new InputException(target, 0, "--out", "cannot replace the folder (" + describe(e)
                    + "); it is as it was; choose another folder with --out");
        }
        published = true;
        if (old != null) {
            try {
                deleteTree(old);
            } catch (IOException e) {
                return Optional.of("the earlier run's files were moved to " + old + " but could not all be deleted ("
                        + describe(e) + ")");
            }
        }
        return Optional.empty();
    }

    /** Removes the staging folder unless it was published. */
    @Override
    public void close() {
        if (!published) {
            try {
                deleteTree(staging);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }

    /** Deletes a folder and everything in it (nothing when absent). */
    public static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
                Files.delete(d);
                return FileVisitResult.CONTINUE;
            }
        });
    }

    private static String describe(IOException e) {
        String m = e.getMessage();
        return e.getClass().getSimpleName().replace("Exception", "").replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase()
                + (m == null ? "" : ": " + m);
    }
}
