package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.testing.DevData;
import picocli.CommandLine;

/**
 * Every example a reader is shown runs on the shipped data: the {@code ./tahqiq} lines of README.md's and docs/*.md's
 * code blocks, and the queries lookup's help offers, run in-process and exit 0. What takes minutes, needs a service or
 * a cluster, or writes into results/ is skipped by the list below, each with its reason; any other example must run.
 */
class DocExamplesTest {

    /** Commands not run, with why: each is slow, bound to an environment, or writes into results/. */
    private static final Map<String, String> SKIPPED = Map.ofEntries(
            Map.entry("task1", "trains the detector: minutes, and writes into results/"),
            Map.entry("task2", "writes into results/task2"),
            Map.entry("task3", "writes into results/task3"),
            Map.entry("task4", "writes into results/task4"),
            Map.entry("run", "writes run records into results/"),
            Map.entry("train", "fits every subtask, Subtask 1's model too: minutes"),
            Map.entry("experiments", "runs a plan of runs: minutes, writes into results/"),
            Map.entry("tables", "rewrites results tables and README's block"),
            Map.entry("bench", "times whole runs: minutes"),
            Map.entry("serve", "starts a service that runs until stopped"),
            Map.entry("spark-verify", "the launcher runs it (its --help too), building and starting the spark/ module"),
            Map.entry("mcp", "the launcher runs it (its --help too), building and starting the mcp/ module; its own test starts it"),
            Map.entry("sweep-scripts", "quotes every verse in every script: minutes, needs npm packages"));
    /** Options that make a cheap command a long one. */
    private static final Map<String, String> SKIPPED_OPTIONS = Map.of(
            "--evaluate", "evaluates verify on the dev set: minutes");
    /** The input files the examples name, written into a scratch folder: a reader supplies their own. */
    private static final Map<String, String> INPUTS = Map.of("answers.jsonl",
            "{\"id\": \"a1\", \"question\": \"ما فضل النية؟\", \"answer\": \"قال رسول الله ﷺ: «إنما الأعمال بالنيات» رواه البخاري.\"}\n"
                    + "{\"id\": \"a2\", \"answer\": \"قال تعالى: ﴿الله لا إله إلا هو الحي القيوم﴾ [البقرة: 255].\"}\n");
    /** A code-block line that runs the CLI, possibly fed by echo: group 1 the echoed text, group 2 the arguments. */
    private static final Pattern COMMAND = Pattern.compile("^(?:echo '([^']*)'\\s*\\|\\s*)?\\./tahqiq\\s+(.*)$");
    private static final Pattern FENCE = Pattern.compile("^```");
    /** A shell comment after a command: whitespace, then # and a space ("#1" in a query is no comment). */
    private static final Pattern COMMENT = Pattern.compile("\\s+#\\s.*$");
    /** A command the help names: "./tahqiq lookup". */
    private static final Pattern HELP_COMMAND = Pattern.compile("\\./tahqiq ([a-z][a-z0-9-]*)");
    /** A query lookup's help offers, in Arabic quotation marks. */
    private static final Pattern QUOTED = Pattern.compile("«([^«»]+)»");

    @TempDir
    Path scratch;
    private String home;
    private InputStream stdin;

    @BeforeEach
    void save() {
        home = System.getProperty("tahqiq.home");
        stdin = System.in;
        // the caches the CLI keeps, where it keeps them
        System.setProperty("tahqiq.home", DevData.repoRoot().toString());
    }

    @AfterEach
    void restore() {
        System.setIn(stdin);
        if (home == null) {
            System.clearProperty("tahqiq.home");
        } else {
            System.setProperty("tahqiq.home", home);
        }
    }

    /** One example: where it is shown, the echoed stdin (or null), and its arguments. */
    record Example(String where, String stdin, List<String> args) {
        String line() {
            return (stdin == null ? "" : "echo '" + stdin + "' | ") + "./tahqiq " + String.join(" ", args);
        }
    }

    @Test
    void everyExampleInTheReadmeAndDocsRunsOnTheShippedData() throws Exception {
        DataLocation data = DevData.devSetOrSkip("DocExamplesTest");
        if (data == null) {
            return;
        }
        List<Example> examples = documented();
        assertTrue(examples.size() >= 8, "the README and docs show examples: " + examples);
        List<String> ran = new ArrayList<>();
        for (Example e : examples) {
            String why = skipReason(e);
            if (why == null) {
                runs(e, data);
                ran.add(e.line());
            } else {
                System.out.println("DocExamplesTest: not run, " + why + ": " + e.where() + ": " + e.line());
            }
        }
        assertTrue(ran.stream().anyMatch(l -> l.contains(" lookup ")) && ran.stream().anyMatch(l -> l.contains(" verify ")),
                "lookup and verify examples run: " + ran);
    }

    @Test
    void everyQueryLookupsHelpOffersFindsSomethingOnTheShippedData() {
        DataLocation data = DevData.corporaOrSkip("DocExamplesTest");
        if (data == null) {
            return;
        }
        String help = usage(Main.commandLine().getSubcommands().get("lookup"));
        List<String> queries = new ArrayList<>();
        for (Matcher m = QUOTED.matcher(help); m.find(); ) {
            queries.add(m.group(1));
        }
        assertTrue(queries.size() >= 6, "lookup's help offers its forms of query: " + queries);
        for (String q : queries) {
            runs(new Example("tahqiq lookup --help", null, List.of("lookup", q)), data);
        }
    }

    /** Each command a help names ("./tahqiq tables regenerates them") is a command there is. */
    @Test
    void everyCommandAHelpNamesExists() {
        Set<String> named = new TreeSet<>();
        collectHelp(Main.commandLine(), named);
        Set<String> commands = Main.commandLine().getSubcommands().keySet();
        assertFalse(named.isEmpty(), "helps name commands");
        for (String n : named) {
            assertTrue(commands.contains(n), "a help names ./tahqiq " + n + ", which is no command");
        }
    }

    @Test
    void theExtractionReadsCommentsEchoAndQuotesAsAShellWould() {
        assertEquals(new Example("x", "قال «أ» رواه البخاري.", List.of("verify", "-")),
                parse("x", "echo 'قال «أ» رواه البخاري.' | ./tahqiq verify -            # JSON on stdout"));
        assertEquals(List.of("spark-verify", "--master", "local[2]", "a.jsonl", "checked/"),
                parse("x", "./tahqiq spark-verify --master 'local[2]' a.jsonl checked/   # Spark").args());
        assertEquals(List.of("serve", "--port", "8080"), parse("x", "./tahqiq serve --port 8080 &   # POST /verify").args());
        assertEquals(List.of("lookup", "صحيح", "البخاري", "#1"), parse("x", "./tahqiq lookup صحيح البخاري #1").args());
        assertEquals(null, parse("x", "DataLocation data = ...;  // as ./tahqiq finds it"));
        assertEquals("trains the detector: minutes, and writes into results/",
                skipReason(new Example("x", null, List.of("task1", "--lockbox"))));
        assertEquals("evaluates verify on the dev set: minutes", skipReason(new Example("x", null, List.of("verify", "--evaluate"))));
        assertEquals(null, skipReason(new Example("x", null, List.of("lookup", "البقرة", "255"))));
    }

    /** Runs the example with the shipped data and its inputs in the scratch folder; it must exit 0 and print or write. */
    private void runs(Example e, DataLocation data) {
        List<String> args = new ArrayList<>();
        Path written = null;
        for (int i = 0; i < e.args().size(); i++) {
            String a = e.args().get(i);
            boolean out = i > 0 && e.args().get(i - 1).equals("--out");
            if (INPUTS.containsKey(a) || out) {
                Path p = scratch.resolve(a);
                if (!out) {
                    write(p, INPUTS.get(a));
                } else {
                    written = p;
                }
                a = p.toString();
            }
            args.add(a);
        }
        if (takesData(args.get(0))) {
            args.addAll(List.of("--data", data.root().toString()));
        }
        System.setIn(new ByteArrayInputStream((e.stdin() == null ? "" : e.stdin() + "\n").getBytes(StandardCharsets.UTF_8)));
        StringWriter o = new StringWriter();
        StringWriter err = new StringWriter();
        int rc = Main.run(new PrintWriter(o, true), new PrintWriter(err, true), args.toArray(String[]::new));
        assertEquals(0, rc, e.where() + ": " + e.line() + "\n" + err);
        if (written != null) {
            assertTrue(Files.isRegularFile(written) && written.toFile().length() > 0, e.line() + " writes " + written);
        } else {
            assertFalse(o.toString().isBlank(), e.line() + " prints something");
        }
    }

    private static void write(Path p, String text) {
        try {
            Files.writeString(p, text, StandardCharsets.UTF_8);
        } catch (java.io.IOException ex) {
            throw new java.io.UncheckedIOException(ex);
        }
    }

    /** Whether the command takes --data (help and version do not). */
    private static boolean takesData(String command) {
        CommandLine c = Main.commandLine().getSubcommands().get(command);
        return c != null && c.getCommandSpec().optionsMap().containsKey("--data");
    }

    /** Why the example is not run, or null when it runs. */
    static String skipReason(Example e) {
        String why = SKIPPED.get(e.args().get(0));
        if (why != null) {
            return why;
        }
        return e.args().stream().map(SKIPPED_OPTIONS::get).filter(r -> r != null).findFirst().orElse(null);
    }

    /** The examples of README.md and docs/*.md, in order: the lines of their code blocks that run ./tahqiq. */
    static List<Example> documented() throws java.io.IOException {
        Path root = DevData.repoRoot();
        List<Path> files = new ArrayList<>(List.of(root.resolve("README.md")));
        try (Stream<Path> docs = Files.list(root.resolve("docs"))) {
            docs.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().forEach(files::add);
        }
        List<Example> out = new ArrayList<>();
        for (Path f : files) {
            boolean code = false;
            List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i).strip();
                if (FENCE.matcher(line).find()) {
                    code = !code;
                } else if (code) {
                    Example e = parse(root.relativize(f) + ":" + (i + 1), line);
                    if (e != null) {
                        out.add(e);
                    }
                }
            }
        }
        return out;
    }

    /** The example a code-block line is, or null when it does not run ./tahqiq. */
    static Example parse(String where, String line) {
        Matcher m = COMMAND.matcher(COMMENT.matcher(line).replaceFirst("").strip());
        if (!m.matches()) {
            return null;
        }
        String rest = m.group(2).strip();
        if (rest.endsWith("&")) {
            rest = rest.substring(0, rest.length() - 1).strip(); // run in the background: the command is the same
        }
        return new Example(where, m.group(1), words(rest));
    }

    /** Shell words: split at spaces, single and double quotes grouping. */
    private static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean in = false;
        char quote = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    w.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                in = true;
            } else if (Character.isWhitespace(c)) {
                if (in) {
                    out.add(w.toString());
                    w.setLength(0);
                    in = false;
                }
            } else {
                w.append(c);
                in = true;
            }
        }
        if (in) {
            out.add(w.toString());
        }
        return out;
    }

    /** The commands each help of the tree names as "./tahqiq NAME". */
    private static void collectHelp(CommandLine cl, Set<String> named) {
        for (Matcher m = HELP_COMMAND.matcher(usage(cl)); m.find(); ) {
            named.add(m.group(1));
        }
        cl.getSubcommands().values().forEach(sub -> collectHelp(sub, named));
    }

    /** The usage help unwrapped, so that no quoted query or command is cut across lines. */
    private static String usage(CommandLine cl) {
        cl.setUsageHelpWidth(2000);
        return cl.getUsageMessage(CommandLine.Help.Ansi.OFF);
    }

}
