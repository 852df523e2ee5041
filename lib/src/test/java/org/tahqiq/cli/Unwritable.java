package org.tahqiq.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Assumptions;

/**
 * Makes a folder unwritable for the tests of read-only outputs: {@code chmod 555}, and where that does not bind (root
 * ignores modes) {@code chattr +i}. When neither works the test is skipped, saying why.
 */
final class Unwritable implements AutoCloseable {

    private final Path dir;
    private final boolean immutable;

    private Unwritable(Path dir, boolean immutable) {
        this.dir = dir;
        this.immutable = immutable;
    }

    static Unwritable make(Path dir) throws IOException, InterruptedException {
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("r-xr-xr-x"));
        if (!canCreateIn(dir)) {
            return new Unwritable(dir, false);
        }
        boolean immutable = new ProcessBuilder("chattr", "+i", dir.toString()).redirectErrorStream(true).start().waitFor() == 0;
        if (!immutable || canCreateIn(dir)) {
            String why = "cannot make " + dir + " unwritable (running as root without chattr +i)";
            System.out.println("skipped: " + why);
            new Unwritable(dir, immutable).close();
            Assumptions.abort(why);
        }
        return new Unwritable(dir, true);
    }

    private static boolean canCreateIn(Path dir) {
        try {
            Files.delete(Files.createTempFile(dir, "probe", ""));
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    @Override
    public void close() throws IOException, InterruptedException {
        if (immutable) {
            new ProcessBuilder("chattr", "-i", dir.toString()).redirectErrorStream(true).start().waitFor();
        }
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
