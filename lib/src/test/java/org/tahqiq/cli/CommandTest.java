package org.tahqiq.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** Runs the CLI in-process, as a user would from the shell, keeping what it printed. */
abstract class CommandTest {

    @TempDir
    Path dir;
    String stdout;
    String stderr;

    /** The exit code; {@link #stdout} and {@link #stderr} hold the output. */
    int run(String... args) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int rc = Main.run(new PrintWriter(o, true), new PrintWriter(e, true), args);
        stdout = o.toString();
        stderr = e.toString();
        return rc;
    }
}
