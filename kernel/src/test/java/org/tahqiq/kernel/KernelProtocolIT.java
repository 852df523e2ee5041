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

        List<String> cells = List.of(
                /* 0 */ "int x = 20;\nint y = 22;\nx + y",
                /* 1 */ "System.out.println(\"printed line\");\nSystem.err.println(\"to stderr\");",
                /* 2 */ "String s = 42;",
                /* 3 */ "Integer.parseInt(\"abc\")",
                /* 4 */ "%jars ../lib/greeter.jar\nimport demo.Greeter;\nGreeter.greet(\"notebook\")",
                /* 5 */ "%jars \"" + itJars + "/*.jar\"\n%classpath",
                /* 6 */ "import tech.tablesaw.api.*;\n"
                        + "Table t = Table.create(\"demo\", StringColumn.create(\"name\", \"a\", \"b\"), IntColumn.create(\"n\", 1, 2));\n"
                        + "t",
                /* 7 */ "var chart = org.knowm.xchart.QuickChart.getChart(\"c\", \"x\", \"y\", \"s\", new double[]{1, 2}, new double[]{2, 1});\n"
                        + "chart",
                /* 8 */ "display(t);\ndisplay(\"just text\");",
                /* 9 */ "%nosuchmagic",
                /* 10 */ "x + y + 42");
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
        Path jupyterPath = writeKernelspec();
        Proc p = run(List.of(JUPYTER, "nbconvert", "--to", "notebook", "--execute", "--allow-errors",
                "--ExecutePreprocessor.kernel_name=" + TahqiqKernel.KERNEL_NAME,
                "--ExecutePreprocessor.timeout=180",
                "--output", "executed.ipynb", notebook.getFileName().toString()), notebook.getParent(), jupyterPath, 300);
        assertEquals(0, p.exit, "nbconvert failed:\n" + p.output);
        return JSON.readTree(notebook.resolveSibling("executed.ipynb").toFile());
    }

    private record Proc(int exit, String output) {}

    private Proc run(List<String> cmd, Path dir, Path jupyterPath, int timeoutSeconds) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true);
        Map<String, String> env = pb.environment();
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
