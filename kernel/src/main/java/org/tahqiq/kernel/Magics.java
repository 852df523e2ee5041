package org.tahqiq.kernel;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The magics, with IJava/JJava's syntax so notebooks run under either kernel. Line magics ({@code %name args})
 * may start any line of a cell, or follow {@code =} ({@code var jars = %maven g:a:v}); cell magics
 * ({@code %%name args}) take the first line and apply to the rest of the cell. {@link #LINE} and {@link #CELL}
 * describe each one ({@code %lsmagic} prints them). Relative paths resolve against the kernel's working
 * directory, which Jupyter sets to the notebook's folder.
 */
final class Magics {

    private Magics() {}

    static final Map<String, String> LINE = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
    static final Map<String, String> CELL = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);

    static {
        LINE.put("jars", "PATH... - add jars (globs; a directory adds the jars in it)");
        LINE.put("classpath", "[PATH...] - add jars or class directories; alone, print the entries added");
        LINE.put("maven", "GROUP:ARTIFACT:VERSION... - add artifacts and their runtime dependencies (Maven Central)");
        LINE.put("addMavenRepo", "ID URL - also resolve %maven and POMs from this repository");
        LINE.put("loadFromPOM", "FILE - add the dependencies a POM file declares");
        LINE.put("lsmagic", "- list the magics");
        CELL.put("loadFromPOM", "- add the dependencies of the POM (or <dependency>/<repository> elements) in the cell");
        CELL.put("time", "- run the cell and print its wall time and the kernel's CPU time");
    }

    /**
     * Runs a line magic.
     *
     * @return what it added ({@code List<String>} of class path entries), or for {@code %classpath} alone the
     *     entries added so far; {@code %lsmagic} returns the magic names
     */
    static List<String> runLine(TahqiqKernel kernel, String name, List<String> args) {
        switch (name) {
            case "jars" -> {
                return add(kernel, resolveJars(args, kernel.workingDir()));
            }
            case "classpath" -> {
                if (args.isEmpty()) {
                    printClasspath(kernel.engine().addedClasspath(), System.out);
                    return kernel.engine().addedClasspath();
                }
                return add(kernel, resolveEntries(args, kernel.workingDir()));
            }
            case "maven" -> {
                if (args.isEmpty()) {
                    throw new MagicException("%maven needs coordinates, e.g. %maven org.apache.commons:commons-lang3:3.17.0");
                }
                return reportAdded("maven", add(kernel, kernel.maven().resolveCoordinates(args)));
            }
            case "addMavenRepo" -> {
                if (args.size() != 2) {
                    throw new MagicException("%addMavenRepo needs an id and a URL, e.g. %addMavenRepo jitpack https://jitpack.io");
                }
                kernel.maven().addRepository(args.get(0), args.get(1));
                return List.of();
            }
            case "loadFromPOM" -> {
                if (args.size() != 1) {
                    throw new MagicException("%loadFromPOM needs one POM file (or use the %%loadFromPOM cell magic)");
                }
                Path pom = kernel.workingDir().resolve(args.get(0)).normalize();
                String text;
                try {
                    text = Files.readString(pom, StandardCharsets.UTF_8);
                } catch (IOException e) {
                    throw new MagicException("Cannot read " + pom + ": " + e.getMessage());
                }
                return reportAdded("loadFromPOM", add(kernel, kernel.maven().resolvePom(text)));
            }
            case "lsmagic" -> {
                System.out.print(lsmagic());
                System.out.flush();
                return List.copyOf(LINE.keySet());
            }
            default -> throw new MagicException("Unknown line magic %" + name + " (%lsmagic lists them)");
        }
    }

    /**
     * Runs a cell magic on the rest of the cell.
     *
     * @return the value the cell shows
     */
    static Object runCell(TahqiqKernel kernel, CellParser.CellMagic magic) throws Exception {
        switch (magic.name()) {
            case "loadFromPOM" -> {
                reportAdded("loadFromPOM", add(kernel, kernel.maven().resolvePom(magic.body())));
                return JShellEngine.NO_VALUE;
            }
            case "time" -> {
                long wall0 = System.nanoTime();
                long cpu0 = processCpuNanos();
                try {
                    return kernel.evalCell(magic.body());
                } finally {
                    double wall = (System.nanoTime() - wall0) / 1e9;
                    double cpu = (processCpuNanos() - cpu0) / 1e9;
                    System.out.printf(Locale.ROOT, "Wall time: %.3f s, CPU time: %.3f s (whole kernel process)%n", wall, cpu);
                    System.out.flush();
                }
            }
            default -> throw new MagicException("Unknown cell magic %%" + magic.name() + " (%lsmagic lists them)");
        }
    }

    static String lsmagic() {
        StringBuilder b = new StringBuilder("Line magics (at the start of a line, or after =):\n");
        LINE.forEach((n, help) -> b.append("  %").append(n).append(' ').append(help).append('\n'));
        b.append("Cell magics (on the first line of a cell):\n");
        CELL.forEach((n, help) -> b.append("  %%").append(n).append(' ').append(help).append('\n'));
        return b.toString();
    }

    private static long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return 0;
    }

    private static List<String> add(TahqiqKernel kernel, List<Path> entries) {
        List<String> added = new ArrayList<>();
        for (Path p : entries) {
            kernel.addToClasspath(p);
            added.add(p.toString());
        }
        return added;
    }

    private static List<String> reportAdded(String magic, List<String> added) {
        System.out.println("%" + magic + ": " + added.size() + (added.size() == 1 ? " jar" : " jars") + " on the class path"
                + (added.isEmpty() ? "" : ": " + added.stream().map(p -> Path.of(p).getFileName().toString())
                        .collect(Collectors.joining(", "))));
        System.out.flush();
        return added;
    }

    static void printClasspath(List<String> entries, PrintStream out) {
        if (entries.isEmpty()) {
            out.println("(no class path entries added; use %jars, %classpath or %maven)");
        } else {
            entries.forEach(out::println);
        }
        out.flush();
    }

    /** Jars named by the arguments: globs expanded, directories replaced by the jars they hold. */
    static List<Path> resolveJars(List<String> args, Path workingDir) {
        requireArgs("jars", args);
        List<Path> out = new ArrayList<>();
        for (String arg : args) {
            for (Path p : matches(arg, workingDir)) {
                if (Files.isDirectory(p)) {
                    try (Stream<Path> s = Files.list(p)) {
                        out.addAll(s.filter(f -> Files.isRegularFile(f) && f.toString().endsWith(".jar"))
                                .sorted().collect(Collectors.toList()));
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                } else {
                    out.add(p);
                }
            }
        }
        return out;
    }

    /** Class path entries named by the arguments, globs expanded. */
    static List<Path> resolveEntries(List<String> args, Path workingDir) {
        requireArgs("classpath", args);
        List<Path> out = new ArrayList<>();
        for (String arg : args) {
            out.addAll(matches(arg, workingDir));
        }
        return out;
    }

    private static List<Path> matches(String arg, Path workingDir) {
        List<Path> found = PathGlob.resolve(arg, workingDir);
        if (found.isEmpty()) {
            throw new MagicException("Nothing matches '" + arg + "' (relative paths resolve against "
                    + workingDir + ")");
        }
        return found;
    }

    private static void requireArgs(String magic, List<String> args) {
        if (args.isEmpty()) {
            throw new MagicException("%" + magic + " needs at least one path or glob");
        }
    }
}
