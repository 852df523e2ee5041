package org.tahqiq.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** Runs the CLI in-process, as a user would from the shell, keeping what it printed. */
abstract class CommandTest {

    @TempDir
    Path dir;
    String stdout;
    String stderr;
    private String home;

    /** Tests may point the project root elsewhere; the next test gets the build's (the repository) back. */
    @BeforeEach
    void saveHome() {
        home = System.getProperty("tahqiq.home");
    }

    @AfterEach
    void restoreHome() {
        if (home == null) {
            System.clearProperty("tahqiq.home");
        } else {
            System.setProperty("tahqiq.home", home);
        }
    }

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
