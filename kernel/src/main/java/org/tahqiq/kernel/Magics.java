package org.tahqiq.kernel;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The line magics, with IJava/JJava's syntax so notebooks run under either kernel.
 * <ul>
 *   <li>{@code %jars PATH...}: adds jars; each path may be a glob, a directory adds every jar in it.</li>
 *   <li>{@code %classpath PATH...}: adds class path entries (jars or class directories); globs allowed.
 *       Without arguments it prints the entries added so far.</li>
 * </ul>
 * Relative paths resolve against the kernel's working directory, which Jupyter sets to the notebook's folder.
 */
final class Magics {

    private Magics() {}

    /** @return the magic's value ({@code List<String>} of added paths), or {@link JShellEngine#NO_VALUE} */
    static Object runLine(TahqiqKernel kernel, CellParser.LineMagic magic) {
        return switch (magic.name()) {
            case "jars" -> {
                List<Path> jars = resolveJars(magic.args(), kernel.workingDir());
                jars.forEach(kernel::addToClasspath);
                yield JShellEngine.NO_VALUE;
            }
            case "classpath" -> {
                if (magic.args().isEmpty()) {
                    printClasspath(kernel.engine().addedClasspath(), System.out);
                } else {
                    resolveEntries(magic.args(), kernel.workingDir()).forEach(kernel::addToClasspath);
                }
                yield JShellEngine.NO_VALUE;
            }
            default -> throw new MagicException("Unknown line magic %" + magic.name()
                    + " (this kernel supports %jars and %classpath)");
        };
    }

    static void printClasspath(List<String> entries, PrintStream out) {
        if (entries.isEmpty()) {
            out.println("(no class path entries added; use %jars or %classpath PATH)");
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
