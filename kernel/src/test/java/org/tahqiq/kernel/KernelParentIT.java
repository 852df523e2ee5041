package org.tahqiq.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The built kernel jar ends when the process that started it is killed: a shell stands in for Jupyter's client,
 * starts the kernel in the background and is killed with SIGKILL (so it can pass nothing on), leaving the kernel
 * an orphan, as a stopped notebook run did.
 */
class KernelParentIT {

    /** Generous bounds on waits, not speeds: a busy machine may take this long to start a JVM or notice. */
    private static final long START_SECONDS = 60;
    private static final long EXIT_SECONDS = 30;

    @TempDir
    Path tmp;

    @Test
    void theKernelEndsWhenTheProcessThatStartedItIsKilled() throws Exception {
        Path jar = Paths.get(System.getProperty("tahqiq.kernel.jar", "target/tahqiq-kernel.jar")).toAbsolutePath();
        assertTrue(Files.isRegularFile(jar), "kernel jar not built: " + jar);
        int[] ports = freePorts(5);
        Path connection = connectionFile(ports);
        Path err = tmp.resolve("kernel.err");
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        // The client: starts the kernel, says its PID, and waits for it as Jupyter's client would.
        Process client = new ProcessBuilder("sh", "-c", "\"$0\" -XX:+UseSerialGC -jar \"$1\" \"$2\" 2>\"$3\" </dev/null >/dev/null & echo $!; wait",
                java, jar.toString(), connection.toString(), err.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        ProcessHandle kernel = null;
        try {
            String pid = new BufferedReader(new InputStreamReader(client.getInputStream(), StandardCharsets.UTF_8)).readLine();
            Optional<ProcessHandle> h = ProcessHandle.of(Long.parseLong(pid.strip()));
            assertTrue(h.isPresent(), "the kernel started");
            kernel = h.get();
            assertEquals(client.pid(), kernel.parent().map(ProcessHandle::pid).orElse(-1L), "the client is its parent");

            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
            while (!accepts(ports[0])) {
                assertTrue(kernel.isAlive(), () -> "the kernel runs: " + said(err));
                assertTrue(System.nanoTime() < deadline, "the kernel listens on its shell port within " + START_SECONDS + " s");
                Thread.sleep(100);
            }
            Thread.sleep(2 * KernelMain.PARENT_POLL_MS);
            assertTrue(kernel.isAlive(), () -> "the kernel stays while its client is there: " + said(err));

            client.destroyForcibly(); // SIGKILL: the client passes nothing on
            assertTrue(client.waitFor(EXIT_SECONDS, TimeUnit.SECONDS));
            deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(EXIT_SECONDS);
            while (kernel.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            assertFalse(kernel.isAlive(), "the orphaned kernel ends within " + EXIT_SECONDS + " s");
            String said = said(err);
            assertTrue(said.contains("the process that started it (PID " + client.pid() + ") has ended; exiting"), said);
        } finally {
            client.destroyForcibly();
            if (kernel != null) {
                kernel.destroyForcibly();
            }
        }
    }

    /** What the kernel wrote on stderr so far (the shell may not have opened the file yet). */
    private static String said(Path err) {
        try {
            return Files.readString(err);
        } catch (IOException e) {
            return "";
        }
    }

    private Path connectionFile(int[] ports) throws IOException {
        ObjectNode c = new ObjectMapper().createObjectNode();
        c.put("transport", "tcp");
        c.put("ip", "127.0.0.1");
        c.put("shell_port", ports[0]);
        c.put("iopub_port", ports[1]);
        c.put("stdin_port", ports[2]);
        c.put("control_port", ports[3]);
        c.put("hb_port", ports[4]);
        c.put("key", "a0436f6c-1916-498b-8eb9-e81ab9368e84");
        c.put("signature_scheme", "hmac-sha256");
        c.put("kernel_name", TahqiqKernel.KERNEL_NAME);
        return Files.writeString(tmp.resolve("kernel.json"), c.toString());
    }

    private static int[] freePorts(int n) throws IOException {
        List<ServerSocket> held = new ArrayList<>();
        try {
            int[] ports = new int[n];
            for (int i = 0; i < n; i++) {
                ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                held.add(s);
                ports[i] = s.getLocalPort();
            }
            return ports;
        } finally {
            for (ServerSocket s : held) {
                s.close();
            }
        }
    }

    private static boolean accepts(int port) {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 200);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
