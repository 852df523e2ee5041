package org.tahqiq.kernel;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.dflib.jjava.jupyter.channels.JupyterConnection;
import org.dflib.jjava.jupyter.kernel.KernelConnectionProperties;

/**
 * Entry point. {@code java -jar tahqiq-kernel.jar CONNECTION_FILE} runs the kernel (Jupyter does this through
 * kernel.json); {@code java -jar tahqiq-kernel.jar --write-kernelspec DIR} writes kernel.json for this jar and
 * this {@code java} into DIR.
 *
 * <p>Logging is quiet (warnings only) unless {@code TAHQIQ_KERNEL_LOG} names another slf4j-simple level, e.g.
 * {@code debug}.
 */
public final class KernelMain {

    private KernelMain() {}

    public static void main(String[] args) throws Exception {
        if (args.length == 2 && args[0].equals("--write-kernelspec")) {
            Path dir = KernelSpec.write(Paths.get(args[1]), KernelSpec.thisJar(), KernelSpec.thisJava());
            System.out.println(dir.resolve("kernel.json"));
            return;
        }
        if (args.length != 1 || args[0].startsWith("-")) {
            System.err.println("usage: java -jar tahqiq-kernel.jar CONNECTION_FILE");
            System.err.println("       java -jar tahqiq-kernel.jar --write-kernelspec DIR");
            System.exit(2);
        }
        configureLogging();
        System.setProperty("java.awt.headless", "true");
        exitWithParent();

        Path connectionFile = Paths.get(args[0]);
        String contents = Files.readString(connectionFile);
        KernelConnectionProperties props = KernelConnectionProperties.parse(contents);
        JupyterConnection connection = new JupyterConnection(props);

        TahqiqKernel kernel = TahqiqKernel.builder().build();
        kernel.becomeHandlerForConnection(connection);
        connection.connect();
        connection.waitUntilClose();
        System.exit(0);
    }

    /** How often the kernel looks whether the process that started it is still there. */
    static final long PARENT_POLL_MS = 1000;

    /**
     * Ends the kernel once the process that started it is gone (a notebook run stopped, its Jupyter client killed):
     * Jupyter starts each kernel in a session of its own, so the signals that stop the client never reach the kernel,
     * which would live on as an orphan holding its memory. ipykernel watches its parent the same way. The parent's
     * PID is compared, not its liveness, so a reused PID cannot fool it: an orphan's parent changes at once.
     */
    static void exitWithParent() {
        long parent = ProcessHandle.current().parent().map(ProcessHandle::pid).orElse(1L);
        if (parent <= 1) {
            return; // started by init (or a parent already gone): nothing to watch
        }
        Thread watch = new Thread(() -> {
            while (ProcessHandle.current().parent().map(ProcessHandle::pid).orElse(1L) == parent) {
                try {
                    Thread.sleep(PARENT_POLL_MS);
                } catch (InterruptedException e) {
                    return;
                }
            }
            System.err.println("tahqiq kernel: the process that started it (PID " + parent + ") has ended; exiting");
            System.exit(0);
        }, "tahqiq-parent-watch");
        watch.setDaemon(true);
        watch.start();
    }

    static void configureLogging() {
        String level = System.getenv("TAHQIQ_KERNEL_LOG");
        setDefault("org.slf4j.simpleLogger.defaultLogLevel", level == null || level.isBlank() ? "warn" : level);
        // Log to the kernel's real stderr (Jupyter's console), not to the notebook's stderr stream.
        setDefault("org.slf4j.simpleLogger.cacheOutputStream", "true");
        java.util.logging.Logger.getLogger("").setLevel(level == null || level.isBlank()
                ? java.util.logging.Level.WARNING : java.util.logging.Level.INFO);
    }

    private static void setDefault(String key, String value) {
        if (System.getProperty(key) == null) {
            System.setProperty(key, value);
        }
    }
}
