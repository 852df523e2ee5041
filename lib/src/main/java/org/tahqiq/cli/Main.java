package org.tahqiq.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tahqiq.dataset.InputException;
import org.tahqiq.submit.SubmissionException;
import org.tahqiq.subtask.UsageException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.ScopeType;

/**
 * The {@code tahqiq} command. Every failure ends with one line on stderr: bad input or a bad option names the file,
 * line and field (or the option) and exits 2, as does running out of memory (naming {@code TAHQIQ_JAVA_OPTS}); an
 * internal error exits 1, its stack trace printed only under {@code --debug}.
 */
@Command(name = "tahqiq", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Verifies Qur'an and Hadith citations in model answers (IslamicEval 2026).",
        subcommands = {ScoreCommand.class, RunCommand.class, ExperimentsCommand.class, TablesCommand.class, BenchCommand.class, SweepScriptsCommand.class, VerifyCommand.class, LookupCommand.class, ServeCommand.class,
                SparkVerifyCommand.class, TrainCommand.class, McpCommand.class,
                CommandLine.HelpCommand.class, Main.VersionCommand.class})
public final class Main implements Runnable {

    public static final int EXIT_INTERNAL = 1;
    public static final int EXIT_BAD_INPUT = 2;
    /** The pom's version ({@link org.tahqiq.about.About#VERSION}). */
    public static final String VERSION = org.tahqiq.about.About.VERSION;
    /** The launcher's variable for the JVM's options, e.g. {@code TAHQIQ_JAVA_OPTS=-Xmx8g}. */
    public static final String JAVA_OPTS = "TAHQIQ_JAVA_OPTS";
    static final String DEBUG = "--debug";

    @Option(names = DEBUG, scope = ScopeType.INHERIT, description = "on an internal error, print its stack trace")
    boolean debug;

    /** "tahqiq 0.2.0 (commit abc1234)". */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"tahqiq " + VERSION + " (commit " + commit() + ")"};
        }
    }

    /** The git commit of the running code, as the launcher passes it; "unknown" when run otherwise. */
    public static String commit() {
        return org.tahqiq.about.About.commit();
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
        // UTF-8 whatever the locale: under LANG=C the platform encoding would print every Arabic letter as '?'.
        return run(new PrintWriter(new java.io.OutputStreamWriter(System.out, java.nio.charset.StandardCharsets.UTF_8), true),
                new PrintWriter(new java.io.OutputStreamWriter(System.err, java.nio.charset.StandardCharsets.UTF_8), true), args);
    }

    /** Runs a command with the given streams (tests read them). */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cli = commandLine();
        cli.setOut(out).setErr(err);
        cli.setParameterExceptionHandler((ex, ignored) -> {
            PrintWriter e = ex.getCommandLine().getErr();
            String command = unknownCommand(ex);
            if (command != null) {
                String near = suggestion(ex);
                e.println("tahqiq: unknown command '" + command + "'" + (near.isEmpty() ? "" : " (" + near.substring(2) + ")")
                        + "; the commands: "
                        + String.join(", ", commandNames(ex.getCommandLine())) + " (tahqiq help says what each does)");
                e.flush();
                return EXIT_BAD_INPUT;
            }
            e.println("tahqiq: error: " + oneLine(ex.getMessage()) + suggestion(ex) + " (see "
                    + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help)");
            e.flush();
            return EXIT_BAD_INPUT;
        });
        cli.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            PrintWriter e = cmd.getErr();
            int rc = report(ex, e, debug(parsed));
            e.flush();
            return rc;
        });
        // a command's --models holds for that command: run in-process (tests, train), the caller's models come back
        org.tahqiq.models.Models saved = org.tahqiq.models.Models.inUse();
        try {
            return cli.execute(args);
        } catch (OutOfMemoryError ex) {
            return outOfMemory(err, ex, debug(cli.getParseResult()));
        } finally {
            org.tahqiq.models.Models.restore(saved);
        }
    }

    /** One line for any failure of a command; the exit code. */
    static int report(Throwable ex, PrintWriter err, boolean debug) {
        if (ex instanceof InputException || ex instanceof SubmissionException || ex instanceof UsageException) {
            err.println("tahqiq: error: " + oneLine(ex.getMessage()));
            return EXIT_BAD_INPUT;
        }
        for (Throwable c = ex; c != null; c = c.getCause()) {
            if (c instanceof OutOfMemoryError oom) {
                return outOfMemory(err, oom, debug);
            }
        }
        if (debug) {
            ex.printStackTrace(err);
        }
        err.println("tahqiq: internal error: " + ex.getClass().getName() + (ex.getMessage() == null ? "" : ": " + oneLine(ex.getMessage()))
                + (debug ? "" : " (run again with " + DEBUG + " for the stack trace)"));
        return EXIT_INTERNAL;
    }

    private static int outOfMemory(PrintWriter err, OutOfMemoryError ex, boolean debug) {
        if (debug) {
            ex.printStackTrace(err);
        }
        long mib = Runtime.getRuntime().maxMemory() >> 20;
        err.println("tahqiq: error: out of memory (" + oneLine(String.valueOf(ex.getMessage())) + ", at most " + mib
                + " MiB of heap); give Java more with " + JAVA_OPTS + ", e.g. " + JAVA_OPTS + "=-Xmx" + Math.max(4, 2 * ((mib + 1023) >> 10))
                + "g ./tahqiq ...");
        err.flush();
        return EXIT_BAD_INPUT;
    }

    /** Whether {@code --debug} was given at any level of the command line. */
    private static boolean debug(ParseResult parsed) {
        for (ParseResult p = parsed; p != null; p = p.subcommand()) {
            if (p.hasMatchedOption(DEBUG)) {
                return true;
            }
        }
        return false;
    }

    private static String oneLine(String message) {
        return message == null ? "" : message.strip().replaceAll("\\s*\\R\\s*", "; ");
    }

    /**
     * What was typed in place of a command ({@code tahqiq frobnicate}), or null when the error is another: the root
     * takes no arguments of its own, so an unmatched word there can only be a command it does not have.
     */
    private static String unknownCommand(CommandLine.ParameterException ex) {
        if (ex instanceof CommandLine.UnmatchedArgumentException u && ex.getCommandLine().getParent() == null
                && !u.getUnmatched().isEmpty() && !u.getUnmatched().get(0).startsWith("-")) {
            return u.getUnmatched().get(0);
        }
        return null;
    }

    /** The root's commands in the order {@code tahqiq help} lists them. */
    private static List<String> commandNames(CommandLine root) {
        java.util.Set<String> all = root.getSubcommands().keySet();
        java.util.Set<String> grouped = new java.util.HashSet<>();
        CommandGroups.GROUPS.forEach(g -> grouped.addAll(g.commands()));
        // The registered subtasks are the commands no group names; help lists them with the shared task's.
        java.util.Set<String> subtasks = new java.util.HashSet<>(all);
        subtasks.removeAll(grouped);
        return CommandGroups.grouped(all, subtasks).values().stream().flatMap(List::stream).toList();
    }

    /** "; did you mean help?" for a mistyped command or option (within two edits), else "". */
    private static String suggestion(CommandLine.ParameterException ex) {
        if (!(ex instanceof CommandLine.UnmatchedArgumentException u) || u.getUnmatched().isEmpty()) {
            return "";
        }
        String typed = u.getUnmatched().get(0);
        CommandLine.Model.CommandSpec spec = ex.getCommandLine().getCommandSpec();
        List<String> names = new ArrayList<>(typed.startsWith("-") ? spec.optionsMap().keySet() : spec.subcommands().keySet());
        List<String> near = names.stream().filter(n -> editDistance(typed, n) <= 2).sorted().toList();
        return near.isEmpty() ? "" : "; did you mean " + String.join(" or ", near) + "?";
    }

    /** Edits (insert, delete, replace, swap of neighbours) from {@code a} to {@code b}. */
    static int editDistance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            for (int j = 0; j <= b.length(); j++) {
                if (i == 0 || j == 0) {
                    d[i][j] = i + j;
                    continue;
                }
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }

    /**
     * The whole command tree: the tools, then one command per registered subtask (see {@link
     * org.tahqiq.subtask.Subtasks}); {@code help} lists them in groups ({@link CommandGroups}).
     */
    static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new Main());
        java.util.Set<String> subtasks = new java.util.HashSet<>();
        for (var subtask : org.tahqiq.subtask.Subtasks.load()) {
            cli.addSubcommand(subtask.name(), SubtaskCommand.commandLine(subtask));
            subtasks.add(subtask.name());
        }
        cli.setHelpFactory(WordWrappedHelp.FACTORY);
        CommandGroups.install(cli, subtasks);
        return cli;
    }

    /** The repository root: set by the ./tahqiq launcher, else the working directory. */
    static Path projectRoot() {
        String home = System.getProperty("tahqiq.home");
        return Path.of(home != null && !home.isBlank() ? home : ".").toAbsolutePath().normalize();
    }

    /** {@code tahqiq version}: the same line as {@code --version}. */
    @Command(name = "version", description = "Print the version and the commit of the running code.")
    static final class VersionCommand implements Runnable {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public void run() {
            spec.commandLine().getOut().println(new Version().getVersion()[0]);
        }
    }
}
