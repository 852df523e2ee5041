package org.tahqiq.files;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.ThreadLocalRandom;

/** Writes a file through a temporary sibling and a move, so a failure never leaves a partial file behind. */
public final class AtomicFiles {

    private AtomicFiles() {
    }

    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    public static void write(Path target, Content content) throws IOException {
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        if (dir != null) {
            Files.createDirectories(dir);
        }
        Path tmp = createSibling(abs);
        boolean done = false;
        try {
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(tmp))) {
                content.writeTo(out);
            }
            if (Files.exists(abs)) {
                Files.setPosixFilePermissions(tmp, Files.getPosixFilePermissions(abs));
            }
            try {
                Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
            done = true;
        } finally {
            if (!done) {
                Files.deleteIfExists(tmp);
            }
        }
    }

    /**
     * A fresh, empty temporary file beside {@code target}. Made as any new file is, so the umask decides its
     * permissions (0644 as a rule): {@link Files#createTempFile} would give 0600, and the file moved into place would
     * stay readable by its owner only (a report no web server can serve). The name need not be unguessable: the
     * file is created exclusively, so nothing already there (a link either) is ever opened.
     */
    private static Path createSibling(Path target) throws IOException {
        String prefix = "." + target.getFileName() + ".";
        while (true) {
            try {
                String suffix = Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36);
                return Files.createFile(target.resolveSibling(prefix + suffix + ".tmp"));
            } catch (FileAlreadyExistsException e) {
                // another writer's name: draw again
            }
        }
    }
}
