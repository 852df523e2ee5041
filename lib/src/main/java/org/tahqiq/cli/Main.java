package org.tahqiq.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import org.tahqiq.dataset.InputException;
import org.tahqiq.submit.SubmissionException;
import org.tahqiq.subtask.UsageException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code tahqiq} command. Bad input ends with one line naming file, line and field, and exit code 2. */
@Command(name = "tahqiq", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Verifies Qur'an and Hadith citations in model answers (IslamicEval 2026).",
        subcommands = {ScoreCommand.class, RunCommand.class, TablesCommand.class, BenchCommand.class, VerifyCommand.class, ServeCommand.class})
public final class Main implements Runnable {

    public static final int EXIT_BAD_INPUT = 2;
    public static final String VERSION = "0.2.0";

    /** "tahqiq 0.2.0 (commit abc1234)". */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"tahqiq " + VERSION + " (commit " + commit() + ")"};
        }
    }

    /** The git commit of the running code, as the launcher passes it; "unknown" when run otherwise. */
    public static String commit() {
        String c = System.getProperty("tahqiq.commit");
        return c == null || c.isBlank() ? "unknown" : c;
    }

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
        CommandLine cli = commandLine();
        cli.setOut(out).setErr(err);
        cli.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            PrintWriter errOut = cmd.getErr();
            if (ex instanceof InputException || ex instanceof SubmissionException || ex instanceof UsageException) {
                errOut.println("tahqiq: error: " + ex.getMessage());
                errOut.flush();
                return EXIT_BAD_INPUT;
            }
            throw ex;
        });
        return cli.execute(args);
    }

    /** The whole command tree: one command per registered subtask (see {@link org.tahqiq.subtask.Subtasks}), then the tools. */
    static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new Main());
        for (var subtask : org.tahqiq.subtask.Subtasks.load()) {
            cli.addSubcommand(subtask.name(), SubtaskCommand.commandLine(subtask));
        }
        return cli;
    }

    /** The repository root: set by the ./tahqiq launcher, else the working directory. */
    static Path projectRoot() {
        String home = System.getProperty("tahqiq.home");
        return Path.of(home != null && !home.isBlank() ? home : ".").toAbsolutePath().normalize();
    }
}
