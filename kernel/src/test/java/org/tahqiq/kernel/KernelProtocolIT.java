package org.tahqiq.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Drives the built kernel jar through real Jupyter: nbconvert executes a notebook with the tahqiq-java kernel
 * (its kernelspec written to a temporary JUPYTER_PATH, so no prior install is needed) and the outputs are read
 * back. Skipped when {@code jupyter nbconvert} is not available; kernel/install.sh installs it.
 */
class KernelProtocolIT {

    static final ObjectMapper JSON = new ObjectMapper();
    /** The jupyter command; -Dtahqiq.jupyter=... points at another one (or at none, to see the skip). */
    static final String JUPYTER = System.getProperty("tahqiq.jupyter", "jupyter");
    static Path kernelJar;

    @TempDir
    Path tmp;

    static Boolean jupyterWorks;

    @BeforeEach
    void requireJupyter() {
        if (jupyterWorks == null) {
            jupyterWorks = commandWorks(JUPYTER, "nbconvert", "--version");
            if (!jupyterWorks) {
                System.err.println("SKIPPED KernelProtocolIT: '" + JUPYTER + " nbconvert' does not run"
                        + " (bash kernel/install.sh installs Jupyter)");
            }
        }
        assumeTrue(jupyterWorks, "'" + JUPYTER + " nbconvert' does not run: skipping the Jupyter protocol test"
                + " (bash kernel/install.sh installs Jupyter)");
        kernelJar = Paths.get(System.getProperty("tahqiq.kernel.jar", "target/tahqiq-kernel.jar")).toAbsolutePath();
        assertTrue(Files.isRegularFile(kernelJar), "kernel jar not built: " + kernelJar);
    }

    @Test
    void executesANotebookThroughJupyter() throws Exception {
        Path itJars = Paths.get(System.getProperty("tahqiq.it.jars", "target/it-jars")).toAbsolutePath();
        assertTrue(Files.isDirectory(itJars), "missing " + itJars + " (made by dependency:copy-dependencies)");

        Path work = Files.createDirectories(tmp.resolve("work dir"));
        Path notebooks = Files.createDirectories(work.resolve("notebooks"));
        TestJars.greeterJar(work.resolve("lib"));
        TestJars.jar(work.resolve("lib"), "quitter.jar", "demo.Quitter",
                "package demo; public class Quitter { public static void main(String[] a) { System.exit(2); } }");

        List<String> cells = List.of(
                /* 0 */ "int x = 20;\nint y = 22;\nx + y",
                /* 1 */ "System.out.println(\"printed line\");\nSystem.err.println(\"to stderr\");",
                /* 2 */ "String s = 42;",
                /* 3 */ "Integer.parseInt(\"abc\")",
                /* 4 */ "%jars ../lib/greeter.jar ../lib/quitter.jar\nimport demo.Greeter;\nGreeter.greet(\"notebook\")",
                /* 5 */ "%jars \"" + itJars + "/*.jar\"\n%classpath",
                /* 6 */ "import tech.tablesaw.api.*;\n"
                        + "Table t = Table.create(\"demo\", StringColumn.create(\"name\", \"a\", \"b\"), IntColumn.create(\"n\", 1, 2));\n"
                        + "t",
                /* 7 */ "var chart = org.knowm.xchart.QuickChart.getChart(\"c\", \"x\", \"y\", \"s\", new double[]{1, 2}, new double[]{2, 1});\n"
                        + "chart",
                /* 8 */ "display(t);\ndisplay(\"just text\");",
                /* 9 */ "%nosuchmagic",
                /* 10 */ "x + y + 42",
                /* 11 */ "%lsmagic",
                /* 12 */ "%%time\nlong sum = 0;\nfor (int i = 0; i < 1000; i++) { sum += i; }\nsum",
                /* 13 */ "if (x > 0) {\n    %classpath\n}\nvar added = %jars ../lib/greeter.jar\nadded.size()",
                /* 14 */ "int kept = 7;\nSystem.exit(3);\nint lost = 8;",
                /* 15 */ "kept + 1",
                /* 16 */ "demo.Quitter.main(new String[0])",
                /* 17 */ "kept + 2");
        Path in = writeNotebook(notebooks.resolve("probe.ipynb"), cells);
        JsonNode out = execute(in);
        JsonNode c = out.get("cells");
        assertEquals(cells.size(), c.size());

        assertEquals("42", text(result(c.get(0), "execute_result").get("data").get("text/plain")));

        assertEquals("printed line\n", streamText(c.get(1), "stdout"));
        assertEquals("to stderr\n", streamText(c.get(1), "stderr"));

        JsonNode compileError = result(c.get(2), "error");
        assertEquals("CompilationException", compileError.get("ename").asText());
        assertTrue(compileError.get("evalue").asText().contains("incompatible types"), compileError.toString());
        assertTrue(compileError.get("traceback").toString().contains("String s = 42;"), compileError.toString());

        JsonNode runtimeError = result(c.get(3), "error");
        assertEquals("NumberFormatException", runtimeError.get("ename").asText());
        assertTrue(runtimeError.get("evalue").asText().contains("abc"));

        assertEquals("Hello, notebook", text(result(c.get(4), "execute_result").get("data").get("text/plain")));

        String classpath = streamText(c.get(5), "stdout");
        assertTrue(classpath.contains("greeter.jar"), classpath);
        assertTrue(classpath.contains("tablesaw-core-"), classpath);

        JsonNode table = result(c.get(6), "execute_result").get("data");
        assertTrue(text(table.get("text/html")).contains("<th>name</th><th>n</th>"), table.toString());
        assertTrue(text(table.get("text/html")).contains("<td>b</td><td>2</td>"), table.toString());
        assertTrue(table.has("text/plain"));

        JsonNode chart = result(c.get(7), "execute_result").get("data");
        assertTrue(text(chart.get("image/png")).startsWith("iVBORw0KGgo"), "PNG expected: " + chart);

        List<JsonNode> displays = outputs(c.get(8), "display_data");
        assertEquals(2, displays.size(), c.get(8).toString());
        assertTrue(displays.get(0).get("data").has("text/html"));
        assertEquals("just text", text(displays.get(1).get("data").get("text/plain")));

        JsonNode magicError = result(c.get(9), "error");
        assertTrue(magicError.get("evalue").asText().contains("Unknown line magic %nosuchmagic"), magicError.toString());

        assertEquals("84", text(result(c.get(10), "execute_result").get("data").get("text/plain")),
                "cells after errors still run, with the session's state");

        String lsmagic = streamText(c.get(11), "stdout");
        for (String magic : List.of("%jars", "%classpath", "%maven", "%addMavenRepo", "%loadFromPOM", "%lsmagic",
                "%%loadFromPOM", "%%time")) {
            assertTrue(lsmagic.contains(magic + " "), magic + " missing from %lsmagic:\n" + lsmagic);
        }

        assertEquals("499500", text(result(c.get(12), "execute_result").get("data").get("text/plain")));
        assertTrue(streamText(c.get(12), "stdout").matches("(?s)Wall time: \\d+\\.\\d{3} s, CPU time: \\d+\\.\\d{3} s.*\n"),
                streamText(c.get(12), "stdout"));

        assertTrue(streamText(c.get(13), "stdout").contains("greeter.jar"), "a magic inside a block runs: " + c.get(13));
        assertEquals("1", text(result(c.get(13), "execute_result").get("data").get("text/plain")),
                "x = %jars ... gives the entries added");

        JsonNode exit = result(c.get(14), "error");
        assertEquals("SystemExit", exit.get("ename").asText(), exit.toString());
        assertTrue(exit.get("evalue").asText().contains("System.exit(3)"), exit.toString());
        assertEquals("8", text(result(c.get(15), "execute_result").get("data").get("text/plain")),
                "the kernel survives System.exit and keeps the session");
        JsonNode libraryExit = result(c.get(16), "error");
        assertEquals("SystemExit", libraryExit.get("ename").asText(), "System.exit inside a %jars library: " + libraryExit);
        assertTrue(libraryExit.get("evalue").asText().contains("System.exit(2)"), libraryExit.toString());
        assertEquals("9", text(result(c.get(17), "execute_result").get("data").get("text/plain")));
    }

    /**
     * %maven and %%loadFromPOM resolve from Maven Central into a fresh local repository (so the download itself is
     * tested), with transitive dependencies; unknown coordinates give one clear error. Skipped, saying so, when
     * Maven Central cannot be reached.
     */
    @Test
    void mavenMagicsResolveFromCentral() throws Exception {
        String unreachable = unreachable("https://repo.maven.apache.org/maven2/org/apache/commons/commons-lang3/maven-metadata.xml");
        if (unreachable != null) {
            System.err.println("SKIPPED KernelProtocolIT.mavenMagicsResolveFromCentral: Maven Central is unreachable ("
                    + unreachable + ")");
        }
        assumeTrue(unreachable == null, "Maven Central is unreachable: " + unreachable);
        Path repo = tmp.resolve("m2 repository");
        Path work = Files.createDirectories(tmp.resolve("maven"));
        List<String> cells = List.of(
                /* 0 */ "%maven org.apache.commons:commons-lang3:3.17.0",
                /* 1 */ "org.apache.commons.lang3.StringUtils.reverse(\"abc\")",
                /* 2 */ "%%loadFromPOM\n<properties><text.version>1.12.0</text.version></properties>\n"
                        + "<dependency>\n  <groupId>org.apache.commons</groupId>\n  <artifactId>commons-text</artifactId>\n"
                        + "  <version>${text.version}</version>\n</dependency>",
                /* 3 */ "org.apache.commons.text.WordUtils.capitalize(\"two words\")",
                /* 4 */ "%maven org.tahqiq.nonexistent:nothing-here:0.0.1",
                /* 5 */ "%maven not-coordinates");
        JsonNode c = execute(writeNotebook(work.resolve("maven.ipynb"), cells), Map.of("TAHQIQ_MAVEN_REPO_LOCAL", repo.toString()))
                .get("cells");
        assertTrue(streamText(c.get(0), "stdout").contains("commons-lang3-3.17.0.jar"), c.get(0).toString());
        assertEquals("cba", text(result(c.get(1), "execute_result").get("data").get("text/plain")));
        assertTrue(Files.isRegularFile(repo.resolve("org/apache/commons/commons-lang3/3.17.0/commons-lang3-3.17.0.jar")),
                "downloaded into the local repository the kernel was given");
        String pomOut = streamText(c.get(2), "stdout");
        assertTrue(pomOut.contains("commons-text-1.12.0.jar"), pomOut);
        assertEquals("Two Words", text(result(c.get(3), "execute_result").get("data").get("text/plain")));
        JsonNode missing = result(c.get(4), "error");
        assertEquals("MagicException", missing.get("ename").asText());
        assertTrue(missing.get("evalue").asText().contains("org.tahqiq.nonexistent:nothing-here")
                && missing.get("evalue").asText().contains("is not in central"), missing.toString());
        assertTrue(result(c.get(5), "error").get("evalue").asText().contains("Bad Maven coordinates"), c.get(5).toString());
    }

    /**
     * With no network (a network namespace with only loopback, via {@code unshare -n}), %maven still resolves what
     * the local repository holds, and says "no network" for what it does not. Skipped when unshare is not allowed
     * here or Maven Central is unreachable (the repository is filled online first).
     */
    @Test
    void mavenOfflineResolvesFromTheLocalRepository() throws Exception {
        assumeTrue(commandWorks("unshare", "-n", "true"), "unshare -n is not allowed here: skipping the offline test");
        String unreachable = unreachable("https://repo.maven.apache.org/maven2/org/apache/commons/commons-lang3/maven-metadata.xml");
        assumeTrue(unreachable == null, "Maven Central is unreachable: " + unreachable);
        Map<String, String> env = Map.of("TAHQIQ_MAVEN_REPO_LOCAL", tmp.resolve("m2").toString());
        Path online = Files.createDirectories(tmp.resolve("online"));
        execute(writeNotebook(online.resolve("fill.ipynb"), List.of("%maven org.apache.commons:commons-lang3:3.17.0")), env);

        Path offline = Files.createDirectories(tmp.resolve("offline"));
        Path nb = writeNotebook(offline.resolve("offline.ipynb"), List.of(
                "%maven org.apache.commons:commons-lang3:3.17.0\norg.apache.commons.lang3.StringUtils.reverse(\"abc\")",
                "%maven org.tahqiq.nonexistent:nothing-here:0.0.1"));
        Path jupyterPath = writeKernelspec();
        String nbconvert = String.join(" ", List.of(JUPYTER, "nbconvert", "--to", "notebook", "--execute", "--allow-errors",
                "--ExecutePreprocessor.kernel_name=" + TahqiqKernel.KERNEL_NAME, "--ExecutePreprocessor.timeout=120",
                "--output", "executed.ipynb", "offline.ipynb"));
        Proc p = run(List.of("unshare", "-n", "sh", "-c", "ip link set lo up && " + nbconvert), offline, jupyterPath, 300, env);
        assertEquals(0, p.exit, "nbconvert without network failed:\n" + p.output);
        JsonNode c = JSON.readTree(offline.resolve("executed.ipynb").toFile()).get("cells");
        assertEquals("cba", text(result(c.get(0), "execute_result").get("data").get("text/plain")), c.get(0).toString());
        String why = result(c.get(1), "error").get("evalue").asText();
        assertTrue(why.contains("no network to the Maven repositories"), why);
    }

    /** history_request (tail, range, search) and inspect_request (signature + Javadoc, variables) through jupyter_client. */
    @Test
    void historyAndInspectThroughJupyterClient() throws Exception {
        String python = jupyterPython();
        assumeTrue(python != null && commandWorks(python, "-c", "import jupyter_client"),
                "no Python with jupyter_client next to jupyter: skipping the history/inspect test");
        Path jupyterPath = writeKernelspec();
        Path lib = Files.createDirectories(tmp.resolve("lib"));
        Path jar = TestJars.jar(lib, "greeter-1.0.jar", "demo.Greeter", JavadocsTest.GREETER_SOURCE);
        try (var out = new java.util.jar.JarOutputStream(Files.newOutputStream(lib.resolve("greeter-1.0-sources.jar")))) {
            out.putNextEntry(new java.util.jar.JarEntry("demo/Greeter.java"));
            out.write(JavadocsTest.GREETER_SOURCE.getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
        Path script = tmp.resolve("history.py");
        Files.writeString(script, String.join("\n",
                "import json, sys",
                "from jupyter_client.manager import start_new_kernel",
                "km, kc = start_new_kernel(kernel_name='tahqiq-java', startup_timeout=120)",
                "def reply(msg_id):",
                "    while True:",
                "        m = kc.get_shell_msg(timeout=60)",
                "        if m['parent_header'].get('msg_id') == msg_id:",
                "            return m['content']",
                "try:",
                "    for code in ['int answer = 42;', 'answer + 1', '%jars " + jar.toString().replace("\\", "/") + "', 'import demo.Greeter;']:",
                "        kc.execute_interactive(code, timeout=60, output_hook=lambda m: None)",
                "    out = {}",
                "    out['tail'] = reply(kc.history(hist_access_type='tail', n=3, output=True, raw=True))",
                "    out['range'] = reply(kc.history(hist_access_type='range', session=0, start=1, stop=3, raw=True))",
                "    out['search'] = reply(kc.history(hist_access_type='search', pattern='*answer*', n=5, raw=True))",
                "    code = 'String g = Greeter.greet(\"x\");'",
                "    out['inspect'] = reply(kc.inspect(code, code.index('greet(') + 2, 0))",
                "    out['inspect_full'] = reply(kc.inspect(code, code.index('greet(') + 2, 1))",
                "    out['inspect_var'] = reply(kc.inspect('answer * 2', 3, 0))",
                "    out['inspect_none'] = reply(kc.inspect('   ', 1, 0))",
                "    print('RESULT ' + json.dumps(out))",
                "finally:",
                "    kc.stop_channels()",
                "    km.shutdown_kernel(now=True)",
                ""));
        Proc p = run(List.of(python, script.toString()), tmp, jupyterPath, 180);
        assertEquals(0, p.exit, p.output);
        String last = p.output.lines().filter(l -> l.startsWith("RESULT ")).reduce((a, b) -> b).orElse("RESULT {}");
        JsonNode r = JSON.readTree(last.substring(7));

        JsonNode tail = r.path("tail").path("history");
        assertEquals(3, tail.size(), r.toString());
        assertEquals(2, tail.get(0).get(1).asInt(), "cell numbers are execution counts: " + tail);
        assertEquals("answer + 1", tail.get(0).get(2).get(0).asText());
        assertEquals("43", tail.get(0).get(2).get(1).asText(), "output=True pairs each input with its output");
        JsonNode range = r.path("range").path("history");
        assertEquals(2, range.size(), range.toString());
        assertEquals("int answer = 42;", range.get(0).get(2).asText());
        assertEquals(2, r.path("search").path("history").size(), r.path("search").toString());

        JsonNode inspect = r.path("inspect");
        assertTrue(inspect.path("found").asBoolean(), inspect.toString());
        String doc = inspect.path("data").path("text/plain").asText();
        assertTrue(doc.contains("String Greeter.greet(String"), doc);
        assertTrue(doc.contains("Returns a greeting for n."), "Javadoc summary from the sources jar: " + doc);
        assertTrue(doc.contains("Greets several people at once."), "every overload: " + doc);
        assertTrue(r.path("inspect_full").path("data").path("text/plain").asText().contains("@param n the name"),
                r.path("inspect_full").toString());
        assertEquals("int answer = 42", r.path("inspect_var").path("data").path("text/plain").asText(), r.toString());
        assertTrue(!r.path("inspect_none").path("found").asBoolean(), r.path("inspect_none").toString());
    }

    @Test
    void interruptStopsARunningCell() throws Exception {
        String python = jupyterPython();
        assumeTrue(python != null && commandWorks(python, "-c", "import jupyter_client"),
                "no Python with jupyter_client next to jupyter: skipping the interrupt test");
        Path jupyterPath = writeKernelspec();
        Path script = tmp.resolve("interrupt.py");
        Files.writeString(script, String.join("\n",
                "import json, sys, threading, time",
                "from jupyter_client.manager import start_new_kernel",
                "km, kc = start_new_kernel(kernel_name='tahqiq-java', startup_timeout=120)",
                "try:",
                "    threading.Timer(3.0, km.interrupt_kernel).start()",
                "    t0 = time.time()",
                "    reply = kc.execute_interactive('long n = 0;\\nwhile (true) { n++; }', timeout=120, output_hook=lambda m: None)",
                "    elapsed = time.time() - t0",
                "    after = kc.execute_interactive('1 + 1', timeout=60, output_hook=lambda m: None)",
                "    print(json.dumps({'status': reply['content']['status'], 'ename': reply['content'].get('ename'),",
                "                      'elapsed': elapsed, 'after': after['content']['status']}))",
                "finally:",
                "    kc.stop_channels()",
                "    km.shutdown_kernel(now=True)",
                ""));
        Proc p = run(List.of(python, script.toString()), tmp, jupyterPath, 180);
        assertEquals(0, p.exit, p.output);
        String last = p.output.lines().filter(l -> l.startsWith("{\"status\"")).reduce((a, b) -> b).orElse("{}");
        JsonNode r = JSON.readTree(last);
        assertEquals("error", r.path("status").asText(), p.output);
        assertEquals("ExecutionInterrupted", r.path("ename").asText(), p.output);
        assertTrue(r.path("elapsed").asDouble() < 60, p.output);
        assertEquals("ok", r.path("after").asText(), "kernel keeps working after an interrupt: " + p.output);
    }

    // ---- helpers -----------------------------------------------------------------------------------------

    private Path writeKernelspec() throws IOException {
        Path jupyterPath = tmp.resolve("jupyter");
        Path java = ProcessHandle.current().info().command().map(Paths::get)
                .orElse(Paths.get(System.getProperty("java.home"), "bin", "java"));
        KernelSpec.write(jupyterPath.resolve("kernels").resolve(TahqiqKernel.KERNEL_NAME), kernelJar, java);
        return jupyterPath;
    }

    private JsonNode execute(Path notebook) throws Exception {
        return execute(notebook, Map.of());
    }

    private JsonNode execute(Path notebook, Map<String, String> env) throws Exception {
        Path jupyterPath = writeKernelspec();
        Proc p = run(List.of(JUPYTER, "nbconvert", "--to", "notebook", "--execute", "--allow-errors",
                "--ExecutePreprocessor.kernel_name=" + TahqiqKernel.KERNEL_NAME,
                "--ExecutePreprocessor.timeout=180",
                "--output", "executed.ipynb", notebook.getFileName().toString()), notebook.getParent(), jupyterPath, 300, env);
        assertEquals(0, p.exit, "nbconvert failed:\n" + p.output);
        return JSON.readTree(notebook.resolveSibling("executed.ipynb").toFile());
    }

    private record Proc(int exit, String output) {}

    private Proc run(List<String> cmd, Path dir, Path jupyterPath, int timeoutSeconds) throws Exception {
        return run(cmd, dir, jupyterPath, timeoutSeconds, Map.of());
    }

    private Proc run(List<String> cmd, Path dir, Path jupyterPath, int timeoutSeconds, Map<String, String> extraEnv)
            throws Exception {
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true);
        Map<String, String> env = pb.environment();
        env.putAll(extraEnv);
        env.put("JUPYTER_PATH", jupyterPath.toString());
        env.put("JUPYTER_DATA_DIR", tmp.resolve("jupyter-data").toString());
        env.put("JUPYTER_RUNTIME_DIR", tmp.resolve("jupyter-runtime").toString());
        env.put("JUPYTER_CONFIG_DIR", tmp.resolve("jupyter-config").toString());
        env.put("PYDEVD_DISABLE_FILE_VALIDATION", "1");
        Path log = tmp.resolve("process-" + System.nanoTime() + ".log");
        pb.redirectOutput(log.toFile());
        Process proc = pb.start();
        if (!proc.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            proc.destroyForcibly();
            return new Proc(-1, "timed out after " + timeoutSeconds + "s\n" + Files.readString(log));
        }
        return new Proc(proc.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    }

    private static Path writeNotebook(Path file, List<String> sources) throws IOException {
        ObjectNode nb = JSON.createObjectNode();
        ArrayNode cells = nb.putArray("cells");
        int i = 0;
        for (String src : sources) {
            ObjectNode cell = cells.addObject();
            cell.put("cell_type", "code");
            cell.put("id", "cell-" + i++);
            cell.putObject("metadata");
            cell.putNull("execution_count");
            cell.putArray("outputs");
            cell.put("source", src);
        }
        ObjectNode meta = nb.putObject("metadata");
        ObjectNode ks = meta.putObject("kernelspec");
        ks.put("name", TahqiqKernel.KERNEL_NAME);
        ks.put("display_name", KernelSpec.DISPLAY_NAME);
        ks.put("language", "java");
        nb.put("nbformat", 4);
        nb.put("nbformat_minor", 5);
        Files.writeString(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(nb));
        return file;
    }

    private static List<JsonNode> outputs(JsonNode cell, String type) {
        List<JsonNode> found = new ArrayList<>();
        for (JsonNode o : cell.get("outputs")) {
            if (type.equals(o.get("output_type").asText())) {
                found.add(o);
            }
        }
        return found;
    }

    private static JsonNode result(JsonNode cell, String type) {
        List<JsonNode> found = outputs(cell, type);
        assertEquals(1, found.size(), "expected one " + type + " output in " + cell);
        return found.get(0);
    }

    private static String streamText(JsonNode cell, String name) {
        StringBuilder b = new StringBuilder();
        for (JsonNode o : outputs(cell, "stream")) {
            if (name.equals(o.get("name").asText())) {
                b.append(text(o.get("text")));
            }
        }
        return b.toString();
    }

    /** nbformat stores multi-line strings either as a string or as a list of lines. */
    private static String text(JsonNode node) {
        if (node == null) {
            return null;
        }
        if (node.isArray()) {
            StringBuilder b = new StringBuilder();
            node.forEach(n -> b.append(n.asText()));
            return b.toString();
        }
        return node.asText();
    }

    /** Null if {@code url} answers within 15 s, else why not. */
    private static String unreachable(String url) {
        try {
            var conn = (java.net.HttpURLConnection) new java.net.URL(url).openConnection();
            conn.setConnectTimeout(15_000);
            conn.setReadTimeout(15_000);
            conn.setRequestMethod("HEAD");
            int code = conn.getResponseCode();
            return code < 400 ? null : "HTTP " + code;
        } catch (IOException e) {
            return e.toString();
        }
    }

    private static boolean commandWorks(String... cmd) {
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    /** The Python that runs the {@code jupyter} command (from its #! line), which has jupyter_client. */
    private static String jupyterPython() {
        List<Path> candidates = new ArrayList<>();
        if (JUPYTER.contains("/")) {
            candidates.add(Paths.get(JUPYTER));
        }
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            candidates.add(Paths.get(dir, JUPYTER));
        }
        for (Path j : candidates) {
            if (Files.isRegularFile(j)) {
                try {
                    String first = Files.readAllLines(j, StandardCharsets.ISO_8859_1).stream().findFirst().orElse("");
                    if (first.startsWith("#!")) {
                        String interp = first.substring(2).strip();
                        return interp.startsWith("/usr/bin/env ") ? interp.substring(13).strip() : interp.split("\\s+")[0];
                    }
                } catch (IOException ignored) {
                    // try the next one
                }
            }
        }
        return null;
    }
}
