package org.tahqiq.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tahqiq.testing.DevData;

/**
 * The {@code ./tahqiq} launcher as a user runs it: a signal sent to the PID they started reaches Java, whether the
 * launcher replaced itself with Java or runs it as a child to archive its classes, and no temporary class-data
 * archive is left behind. It runs in a checkout of its own: the launcher, a jar of the compiled classes (so the
 * launcher has nothing to build and its archives are this test's), and the repository's cache.
 */
class LauncherTest {

    /** A signalled JVM has this long to let go of its port and end (the acceptance bound for {@code serve}). */
    private static final long STOP_SECONDS = 5;

    @TempDir
    static Path root;

    private static String data;

    private final List<ProcessHandle> launched = new ArrayList<>();

    @BeforeAll
    static void checkout() throws Exception {
        data = DevData.corporaOrSkip("LauncherTest").root().toString();
        Path launcher = root.resolve("tahqiq");
        Files.copy(DevData.repoRoot().resolve("tahqiq"), launcher);
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        jar(Files.createDirectories(root.resolve("lib/target")).resolve("tahqiq.jar"));
        Path cache = Files.createDirectories(DevData.repoRoot().resolve("results/cache"));
        Files.createSymbolicLink(Files.createDirectories(root.resolve("results")).resolve("cache"), cache);
    }

    /** The compiled classes, and a manifest naming the main class and every dependency jar of the test class path. */
    private static void jar(Path jar) throws Exception {
        Path classes = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> deps = new ArrayList<>();
        for (String e : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (e.endsWith(".jar") && Files.isRegularFile(Path.of(e))) {
                deps.add(Path.of(e).toUri().toString());
            }
        }
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().put(Attributes.Name.MAIN_CLASS, Main.class.getName());
        m.getMainAttributes().put(Attributes.Name.CLASS_PATH, String.join(" ", deps));
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), m); Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(f).toString().replace(File.separatorChar, '/')));
                Files.copy(f, out);
                out.closeEntry();
            }
        }
    }

    /**
     * {@code ./tahqiq ARGS} with its output in files; standard input a pipe the test holds. It starts with SIGINT at
     * its default, as from a terminal's foreground: a test run started with {@code &} from a script has SIGINT
     * ignored, which every child inherits and a shell cannot trap, so the launcher would never see Ctrl-C's signal.
     */
    private Process launch(String name, String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of("env", "--default-signal=INT", root.resolve("tahqiq").toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(root.resolve(name + ".out").toFile())
                .redirectError(root.resolve(name + ".err").toFile());
        pb.environment().remove(Main.JAVA_OPTS);
        Process p = pb.start();
        launched.add(p.toHandle());
        return p;
    }

    /** What a failed test left running is stopped (Java of a launcher that did not pass the signal on, above all). */
    @AfterEach
    void stopLeftovers() {
        for (ProcessHandle h : launched) {
            h.descendants().forEach(ProcessHandle::destroyForcibly);
            h.destroyForcibly();
        }
    }

    /** The Java processes the launcher started (none when it replaced itself with Java). */
    private List<ProcessHandle> javaChildren(Process p) {
        List<ProcessHandle> java = p.descendants().filter(h -> h.info().command().orElse("").endsWith("/java")).toList();
        launched.addAll(java); // stopped after the test even once orphaned
        return java;
    }

    private static String output(String name, String stream) throws IOException {
        return Files.readString(root.resolve(name + "." + stream), StandardCharsets.UTF_8);
    }

    /** The archives of {@code command} the launcher keeps, and any temporary one it left. */
    private static List<String> archives(String command) throws IOException {
        try (Stream<Path> s = Files.list(root.resolve("lib/target"))) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("tahqiq-" + command + ".jsa")).sorted().toList();
        }
    }

    private static void signal(Process p, String signal) throws Exception {
        assertEquals(0, new ProcessBuilder("kill", "-" + signal, String.valueOf(p.pid())).start().waitFor());
    }

    /** Waits for the launcher and everything it started to end. */
    private static void assertAllEnd(Process p, List<ProcessHandle> started, long seconds) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        assertTrue(p.waitFor(seconds, TimeUnit.SECONDS), "the launcher ends");
        for (ProcessHandle h : started) {
            while (h.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertFalse(h.isAlive(), "what the launcher started ends too: " + h.info().commandLine().orElse("" + h.pid()));
        }
    }

    private static boolean listening(int port) {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 200);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    @Test
    void serveStopsWhenThePidItWasStartedAsIsSignalled() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        Process p = launch("serve", "serve", "--port", String.valueOf(port), "--data", data);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!output("serve", "out").contains("listening on")) {
            if (!p.isAlive() || System.nanoTime() > deadline) {
                p.destroyForcibly();
                fail("serve did not start: " + output("serve", "err"));
            }
            Thread.sleep(100);
        }
        assertTrue(listening(port));
        // The line says ready only once the first check has run: /ready agrees from that moment.
        java.net.HttpURLConnection ready = (java.net.HttpURLConnection) java.net.URI.create("http://127.0.0.1:" + port + "/ready")
                .toURL().openConnection();
        assertEquals(200, ready.getResponseCode(), output("serve", "out"));
        ready.disconnect();
        assertTrue(output("serve", "err").contains("warming up"), output("serve", "err"));
        List<ProcessHandle> started = javaChildren(p);
        p.destroy(); // SIGTERM to the PID the user started
        long stopBy = System.nanoTime() + TimeUnit.SECONDS.toNanos(STOP_SECONDS);
        while (listening(port) && System.nanoTime() < stopBy) {
            Thread.sleep(50);
        }
        assertFalse(listening(port), "the port is closed within " + STOP_SECONDS + " s");
        assertAllEnd(p, started, STOP_SECONDS);
        assertEquals(List.of(), archives("serve").stream().filter(n -> n.endsWith(".tmp")).toList(), "no temporary archive");
    }

    /**
     * The first run after a build archives its classes as a child of the launcher: stopping the launcher (Ctrl-C's
     * SIGINT, or SIGTERM) stops Java too, with the exit code Java itself would give, and leaves no archive at all.
     */
    @ParameterizedTest
    @ValueSource(strings = {"INT", "TERM"})
    void aSignalledArchiveRunStopsJavaAndLeavesNoArchive(String signal) throws Exception {
        Files.deleteIfExists(root.resolve("lib/target/tahqiq-verify.jsa"));
        Process p = launch("verify-" + signal, "verify", "--data", data); // reads the standard input, which stays open
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (javaChildren(p).isEmpty() && p.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        List<ProcessHandle> started = javaChildren(p);
        assertFalse(started.isEmpty(), "Java runs as the launcher's child: " + output("verify-" + signal, "err"));
        Thread.sleep(1500); // Java is up and waiting for its input
        signal(p, signal);
        assertAllEnd(p, started, 30);
        assertEquals(signal.equals("INT") ? 130 : 143, p.exitValue(), output("verify-" + signal, "err"));
        assertEquals(List.of(), archives("verify"), "an interrupted run leaves no archive, whole or temporary");
        p.getOutputStream().close();
    }

    @Test
    void theArchiveRunReadsStandardInputAndKeepsItsArchive() throws Exception {
        Files.deleteIfExists(root.resolve("lib/target/tahqiq-verify.jsa"));
        Process p = launch("verify-stdin", "verify", "--data", data, "--quiet");
        try (OutputStream in = p.getOutputStream()) {
            in.write("قال رسول الله صلى الله عليه وسلم: «إنما الأعمال بالنيات»".getBytes(StandardCharsets.UTF_8));
        }
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), output("verify-stdin", "err"));
        assertTrue(output("verify-stdin", "out").contains("\"answers\""), output("verify-stdin", "out"));
        assertEquals(List.of("tahqiq-verify.jsa"), archives("verify"), "the archive, renamed from its temporary name");
        assertTrue(Files.size(root.resolve("lib/target/tahqiq-verify.jsa")) > 0);
    }
}
