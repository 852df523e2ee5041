package org.tahqiq.kernel;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes the Jupyter kernelspec: {@code kernel.json} and the {@code launch.sh} it runs.
 *
 * <p>One kernelspec, {@code tahqiq-java}, serves every checkout: Jupyter starts a kernel in its notebook's folder,
 * and {@code launch.sh} walks up from there to the checkout that holds the notebook ({@code kernel/pom.xml} of
 * {@code tahqiq-kernel}) and runs that checkout's {@code kernel/target/tahqiq-kernel.jar}, so a second clone never
 * runs the first one's kernel, and notebooks keep the one kernel name they are committed with. A checkout whose
 * jar is not built fails to start with a message saying so, rather than falling back to another checkout's jar.
 * Outside any checkout the jar recorded at install time runs. {@code $TAHQIQ_KERNEL_JAR} overrides both.
 */
public final class KernelSpec {

    public static final String DISPLAY_NAME = "Java (Tahqiq)";
    public static final String LAUNCHER = "launch.sh";
    /** Where a checkout keeps its kernel jar, relative to its root. */
    public static final String JAR_IN_CHECKOUT = "kernel/target/tahqiq-kernel.jar";

    private KernelSpec() {}

    /** JVM options: headless AWT for charts, and room for notebooks' data. */
    static final List<String> JVM_OPTIONS = List.of("-Djava.awt.headless=true", "-XX:+UseSerialGC");

    /** kernel.json's text: {@code sh launch.sh CONNECTION_FILE}, with launch.sh beside it. */
    public static String json() {
        return "{\n"
                + "  \"argv\": [\"/bin/sh\", \"{resource_dir}/" + LAUNCHER + "\", \"{connection_file}\"],\n"
                + "  \"display_name\": " + CellParser.literal(DISPLAY_NAME) + ",\n" // a Java literal is a JSON string here
                + "  \"language\": \"java\",\n"
                + "  \"interrupt_mode\": \"message\",\n"
                + "  \"env\": {},\n"
                + "  \"metadata\": {\"debugger\": false}\n"
                + "}\n";
    }

    /** launch.sh's text: finds the notebook's checkout's jar (else {@code fallbackJar}) and runs it with {@code java}. */
    public static String launcher(Path fallbackJar, Path java) {
        return "#!/bin/sh\n"
                + "# Tahqiq kernel launcher, written by kernel/install.sh (java -jar tahqiq-kernel.jar --write-kernelspec).\n"
                + "# Jupyter starts kernels in the notebook's folder: run the kernel jar of the checkout holding it.\n"
                + "java=" + sh(java.toAbsolutePath().toString()) + "\n"
                + "fallback=" + sh(fallbackJar.toAbsolutePath().normalize().toString()) + "\n"
                + "jar=\"${TAHQIQ_KERNEL_JAR:-}\"\n"
                + "dir=$(pwd -P)\n"
                + "while [ -z \"$jar\" ]; do\n"
                + "  if [ -f \"$dir/kernel/pom.xml\" ] && grep -q '<artifactId>tahqiq-kernel</artifactId>' \"$dir/kernel/pom.xml\"; then\n"
                + "    jar=\"$dir/" + JAR_IN_CHECKOUT + "\"\n"
                + "    if [ ! -f \"$jar\" ]; then\n"
                + "      echo \"tahqiq kernel: $jar is not built; run: (cd '$dir' && mvn -pl kernel -am package -DskipTests)\" >&2\n"
                + "      exit 1\n"
                + "    fi\n"
                + "  elif [ \"$dir\" = / ]; then\n"
                + "    jar=\"$fallback\"\n"
                + "  else\n"
                + "    dir=$(dirname \"$dir\")\n"
                + "  fi\n"
                + "done\n"
                + "exec \"$java\" " + String.join(" ", JVM_OPTIONS) + " -jar \"$jar\" \"$@\"\n";
    }

    /** Writes kernel.json and launch.sh into {@code dir} (created if needed); returns {@code dir}. */
    public static Path write(Path dir, Path fallbackJar, Path java) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("kernel.json"), json());
        Path launcher = dir.resolve(LAUNCHER);
        Files.writeString(launcher, launcher(fallbackJar, java));
        launcher.toFile().setExecutable(true);
        return dir;
    }

    /** A single-quoted shell word. */
    static String sh(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }

    /** The jar this class was loaded from. */
    static Path thisJar() {
        try {
            return Paths.get(KernelSpec.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The java launcher running this JVM. */
    static Path thisJava() {
        return ProcessHandle.current().info().command().map(Paths::get)
                .orElse(Paths.get(System.getProperty("java.home"), "bin", "java"));
    }
}
