package org.tahqiq.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import org.tahqiq.dataset.InputException;
import org.tahqiq.submit.SubmissionException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code tahqiq} command. Bad input ends with one line naming file, line and field, and exit code 2. */
@Command(name = "tahqiq", mixinStandardHelpOptions = true, version = "tahqiq 0.1.0",
        description = "Verifies Qur'an and Hadith citations in model answers (IslamicEval 2026).",
        subcommands = {Task2Command.class, Task3Command.class, Task4Command.class, ScoreCommand.class, BenchCommand.class})
public final class Main implements Runnable {

    public static final int EXIT_BAD_INPUT = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static void main(String[] args) {
        // Tablesaw logs through SLF4J; the CLI ships no provider and wants no "no providers" banner.
        System.setProperty("slf4j.internal.verbosity", "ERROR");
        System.exit(run(args));
    }

    public static int run(String... args) {
        return run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
    }

    /** Runs a command with the given streams (tests read them). */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cli = new CommandLine(new Main()).setOut(out).setErr(err);
        cli.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            PrintWriter errOut = cmd.getErr();
            if (ex instanceof InputException || ex instanceof SubmissionException) {
                errOut.println("tahqiq: error: " + ex.getMessage());
                errOut.flush();
                return EXIT_BAD_INPUT;
            }
            throw ex;
        });
        return cli.execute(args);
    }

    /** The repository root: set by the ./tahqiq launcher, else the working directory. */
    static Path projectRoot() {
        String home = System.getProperty("tahqiq.home");
        return Path.of(home != null && !home.isBlank() ? home : ".").toAbsolutePath().normalize();
    }
}
