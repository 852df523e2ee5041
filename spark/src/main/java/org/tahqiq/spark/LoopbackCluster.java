package org.tahqiq.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * An Apache Spark standalone cluster on the loopback address, started from Spark's jars: a master and workers, each a
 * JVM of its own with one core, as {@code sbin/start-master.sh} and {@code start-worker.sh} start them; jobs go to it
 * through {@code spark-submit} ({@code org.apache.spark.deploy.SparkSubmit}). For the cluster test and
 * {@code bench --only spark}.
 *
 * <p>A worker starts its executors from a Spark home: the classpath it gives them is {@code $SPARK_HOME/jars/*} (and
 * {@code conf/}), and without {@code SPARK_SCALA_VERSION} it looks for a source build's {@code launcher/target}
 * ("Cannot find any build directories"). So the cluster lays out a Spark home of its own in its work folder: {@code jars/}
 * holds links to Spark's jars (the spark module's classpath without the project's library, which reaches the executors
 * only in the submitted jar), {@code conf/} Spark's logging at WARN.
 *
 * <p>Every process it starts, and every process those start (executors), is stopped by {@link #close()}; {@link #leftovers()}
 * finds any that is still alive by its command line, which names the work folder.
 */
public final class LoopbackCluster implements AutoCloseable {

    static final String HOST = "127.0.0.1";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path work;
    private final Path sparkHome;
    private final int port;
    private final int uiPort;
    private final List<Process> started = new ArrayList<>();
    private final List<Process> workers = new ArrayList<>();
    /** Every process seen in the cluster's tree, executors too, to stop them all and to check that none is left. */
    private final Map<Long, ProcessHandle> seen = new LinkedHashMap<>();

    private LoopbackCluster(Path work, int port, int uiPort) {
        this.work = work;
        this.sparkHome = work.resolve("spark-home");
        this.port = port;
        this.uiPort = uiPort;
    }

    /**
     * Starts a master and {@code workerCount} workers (one core and {@code workerMemoryMb} for executors each) and
     * waits until all workers have registered.
     *
     * @param work        an empty folder for the Spark home, the workers' folders and the logs
     * @param sparkJars   Spark's jars (see {@link #sparkJars(Path)})
     * @param logConfig   the log4j2 configuration for every JVM of the cluster
     */
    public static LoopbackCluster start(Path work, List<Path> sparkJars, Path logConfig, int workerCount, int workerMemoryMb)
            throws IOException, InterruptedException {
        LoopbackCluster c = new LoopbackCluster(work, freePort(), freePort());
        try {
            c.layOutSparkHome(sparkJars, logConfig);
            c.started.add(c.daemon("master", "org.apache.spark.deploy.master.Master", "--host", HOST, "--port",
                    String.valueOf(c.port), "--webui-port", String.valueOf(c.uiPort)));
            c.awaitWorkers(0);
            for (int i = 1; i <= workerCount; i++) {
                Path dir = Files.createDirectories(work.resolve("worker-" + i));
                Process w = c.daemon("worker-" + i, "org.apache.spark.deploy.worker.Worker", "--host", HOST, "--port", "0",
                        "--webui-port", "0", "--cores", "1", "--memory", workerMemoryMb + "m", "--work-dir", dir.toString(),
                        c.masterUrl());
                c.started.add(w);
                c.workers.add(w);
            }
            c.awaitWorkers(workerCount);
            return c;
        } catch (IOException | InterruptedException | RuntimeException e) {
            c.close();
            throw e;
        }
    }

    /** Spark's jars: the entries of the spark module's {@code target/classpath.txt} but the project's own library. */
    public static List<Path> sparkJars(Path classpathFile) throws IOException {
        return Arrays.stream(Files.readString(classpathFile, StandardCharsets.UTF_8).trim().split(java.io.File.pathSeparator))
                .map(Path::of)
                .filter(p -> !p.getFileName().toString().startsWith("tahqiq-"))
                .toList();
    }

    public String masterUrl() {
        return "spark://" + HOST + ":" + port;
    }

    public Path sparkHome() {
        return sparkHome;
    }

    /** Worker {@code i}'s work folder (1-based): one folder per application, one per executor, with its stderr. */
    public Path workerDir(int i) {
        return work.resolve("worker-" + i);
    }

    private void layOutSparkHome(List<Path> jars, Path logConfig) throws IOException {
        Path lib = Files.createDirectories(sparkHome.resolve("jars"));
        for (Path jar : jars) {
            Files.createSymbolicLink(lib.resolve(jar.getFileName()), jar.toAbsolutePath());
        }
        Files.copy(logConfig, Files.createDirectories(sparkHome.resolve("conf")).resolve("log4j2.properties"));
    }

    /** A JVM on the Spark home's classpath, with the flags Spark's scripts give it on Java 17. */
    private ProcessBuilder java(String heap, String mainClass, List<String> args) {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-Xmx" + heap);
        cmd.addAll(Arrays.asList(org.apache.spark.launcher.JavaModuleOptions.defaultModuleOptionArray()));
        cmd.addAll(List.of("-cp", sparkHome.resolve("conf") + java.io.File.pathSeparator + sparkHome.resolve("jars") + "/*", mainClass));
        cmd.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(cmd);
        Map<String, String> env = pb.environment();
        env.put("SPARK_HOME", sparkHome.toString());
        env.put("SPARK_SCALA_VERSION", "2.13");
        env.put("SPARK_LOCAL_IP", HOST);
        env.remove("SPARK_CONF_DIR");
        env.remove("SPARK_DIST_CLASSPATH");
        return pb;
    }

    private Process daemon(String name, String mainClass, String... args) throws IOException {
        Path log = work.resolve(name + ".log");
        return java("256m", mainClass, List.of(args)).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }

    /**
     * Starts {@code spark-submit} with these arguments (what follows {@code spark-submit} on its command line), its
     * output to {@code log}: the driver runs in this process (client mode).
     */
    public Process submit(List<String> args, Path log) throws IOException {
        Process p = java("1g", "org.apache.spark.deploy.SparkSubmit", args).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        started.add(p);
        return p;
    }

    /** A process started for the cluster elsewhere (a driver), to be stopped with it and checked for. */
    public Process track(Process p) {
        started.add(p);
        return p;
    }

    /** The master's view of the cluster (its web UI's JSON): alive workers, cores, applications. */
    public JsonNode state() throws IOException, InterruptedException {
        var client = java.net.http.HttpClient.newHttpClient();
        var r = client.send(java.net.http.HttpRequest.newBuilder(URI.create("http://" + HOST + ":" + uiPort + "/json/"))
                .timeout(java.time.Duration.ofSeconds(10)).build(), java.net.http.HttpResponse.BodyHandlers.ofInputStream());
        try (InputStream in = r.body()) {
            return JSON.readTree(in);
        }
    }

    private void awaitWorkers(int n) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        String last = "no answer";
        while (System.nanoTime() < deadline) {
            for (Process p : started) {
                if (!p.isAlive()) {
                    throw new IllegalStateException("a Spark daemon ended (exit " + p.exitValue() + "); see the logs in " + work);
                }
            }
            try {
                JsonNode s = state();
                if (s.path("aliveworkers").asInt(-1) >= n) {
                    return;
                }
                last = s.path("aliveworkers").asText();
            } catch (IOException e) {
                last = e.toString(); // the master is not listening yet
            }
            Thread.sleep(250);
        }
        throw new IllegalStateException("the Spark master did not see " + n + " worker(s) within 120 s (" + last + "); see " + work);
    }

    /**
     * Stops worker {@code i} (1-based) and the executors it runs at once (SIGKILL), as when its machine is lost.
     */
    public void killWorker(int i) throws InterruptedException {
        Process w = workers.get(i - 1);
        List<ProcessHandle> tree = new ArrayList<>(remember(w.toHandle()));
        tree.add(0, w.toHandle());
        tree.forEach(ProcessHandle::destroyForcibly);
        for (ProcessHandle h : tree) {
            h.onExit().join();
        }
    }

    /** The processes of the cluster's tree now alive, executors and drivers too (and remembers them). */
    public List<ProcessHandle> processes() {
        List<ProcessHandle> all = new ArrayList<>();
        for (Process p : started) {
            if (p.isAlive()) {
                all.add(p.toHandle());
            }
            all.addAll(remember(p.toHandle()));
        }
        all.forEach(h -> seen.putIfAbsent(h.pid(), h));
        return all;
    }

    private List<ProcessHandle> remember(ProcessHandle h) {
        List<ProcessHandle> d = h.descendants().toList();
        d.forEach(x -> seen.putIfAbsent(x.pid(), x));
        return d;
    }

    /** Every process the cluster started, or its processes started, that is still alive. */
    public List<ProcessHandle> leftovers() {
        String mark = sparkHome.toString();
        List<ProcessHandle> left = new ArrayList<>(seen.values().stream().filter(ProcessHandle::isAlive).toList());
        try (Stream<ProcessHandle> all = ProcessHandle.allProcesses()) {
            all.filter(h -> h.info().commandLine().map(c -> c.contains(mark)).orElse(false))
                    .filter(h -> left.stream().noneMatch(x -> x.pid() == h.pid()))
                    .forEach(left::add);
        }
        return left;
    }

    /**
     * Stops everything: the executors and drivers first, then the workers, then the master (SIGTERM, then SIGKILL
     * after 20 s), and waits for each to end.
     */
    @Override
    public void close() {
        processes();
        List<ProcessHandle> order = new ArrayList<>();
        for (ProcessHandle h : seen.values()) {
            if (started.stream().noneMatch(p -> p.pid() == h.pid())) {
                order.add(h); // executors
            }
        }
        for (int i = started.size() - 1; i >= 0; i--) {
            order.add(started.get(i).toHandle()); // drivers, workers, the master last
        }
        for (ProcessHandle h : order) {
            h.destroy();
            try {
                h.onExit().get(20, TimeUnit.SECONDS);
            } catch (java.util.concurrent.TimeoutException e) {
                h.destroyForcibly();
                h.onExit().join();
            } catch (InterruptedException e) {
                h.destroyForcibly();
                Thread.currentThread().interrupt();
            } catch (java.util.concurrent.ExecutionException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** The stderr files of worker {@code i}'s executors, of every application. */
    public List<Path> executorLogs(int i) throws IOException {
        Path dir = workerDir(i);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.walk(dir, 3)) {
            return s.filter(p -> p.getFileName().toString().equals("stderr")).sorted().toList();
        }
    }

    /** A file's text, or nothing when it cannot be read (a log not written yet). */
    static Optional<String> read(Path p) {
        try {
            return Optional.of(Files.readString(p, StandardCharsets.UTF_8));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName(HOST))) {
            return s.getLocalPort();
        }
    }
}
