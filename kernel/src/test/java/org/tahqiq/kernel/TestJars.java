package org.tahqiq.kernel;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/** Builds small jars for tests, so %jars is exercised without any downloaded artifact. */
final class TestJars {

    private TestJars() {}

    /** A jar with {@code demo.Greeter.greet(String)} returning {@code "Hello, " + name}. */
    static Path greeterJar(Path dir) throws IOException {
        return jar(dir, "greeter.jar", "demo.Greeter",
                "package demo; public class Greeter { public static String greet(String n) { return \"Hello, \" + n; } }");
    }

    static Path jar(Path dir, String jarName, String className, String source) throws IOException {
        Files.createDirectories(dir);
        Path src = Files.createTempDirectory(dir, "src");
        Path classes = Files.createTempDirectory(dir, "classes");
        Path file = src.resolve(className.substring(className.lastIndexOf('.') + 1) + ".java");
        Files.writeString(file, source);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int rc = javac.run(null, null, null, "--release", "17", "-d", classes.toString(), file.toString());
        if (rc != 0) {
            throw new IllegalStateException("javac failed for " + className);
        }
        Path jar = dir.resolve(jarName);
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
             Stream<Path> walk = Files.walk(classes)) {
            for (Path p : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
                out.putNextEntry(new JarEntry(classes.relativize(p).toString().replace('\\', '/')));
                try (var in = Files.newInputStream(p)) {
                    in.transferTo((OutputStream) out);
                }
                out.closeEntry();
            }
        }
        return jar;
    }

    static List<String> lines(String s) {
        return s.lines().toList();
    }
}
