package org.tahqiq.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JavadocsTest {

    static final String GREETER_SOURCE = "package demo;\n"
            + "/** Greets people. Politely. */\n"
            + "public class Greeter {\n"
            + "  /** Makes a greeter. */\n"
            + "  public Greeter() { }\n"
            + "  /** Returns a greeting for {@code n}. Never null.\n"
            + "   * @param n the name */\n"
            + "  public static String greet(String n) { return \"Hello, \" + n; }\n"
            + "  /** Greets {@link java.util.List several} people at once. */\n"
            + "  public static String greet(java.util.List<String> names, int times) { return \"\"; }\n"
            + "}\n";

    @Test
    void parsesJShellSignatures() {
        assertEquals(new Javadocs.Member("demo.Greeter", "greet", List.of("String"), false),
                Javadocs.parseSignature("String demo.Greeter.greet(String n)"));
        assertEquals(new Javadocs.Member("Map", "of", List.of("K", "V"), false),
                Javadocs.parseSignature("<K, V> Map<K, V> Map.of(K k1, V v1)"));
        assertEquals(new Javadocs.Member("demo.Greeter", "<init>", List.of(), false),
                Javadocs.parseSignature("demo.Greeter()"));
        assertEquals(new Javadocs.Member("demo.Greeter", null, List.of(), true), Javadocs.parseSignature("demo.Greeter"));
        assertEquals("int[]", Javadocs.simpleType("int... values"));
        assertEquals("List", Javadocs.simpleType("java.util.List<java.lang.String> names"));
    }

    @Test
    void readsTheSourcesJarBesideTheJar(@TempDir Path dir) throws Exception {
        Path jar = TestJars.jar(dir, "greeter-1.0.jar", "demo.Greeter", GREETER_SOURCE);
        Path sources = dir.resolve("greeter-1.0-sources.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(sources))) {
            out.putNextEntry(new JarEntry("demo/Greeter.java"));
            out.write(GREETER_SOURCE.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            out.closeEntry();
        }
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null)) {
            Class<?> greeter = loader.loadClass("demo.Greeter");
            Javadocs docs = new Javadocs();
            Optional<Javadocs.Doc> one = docs.find(greeter, Javadocs.parseSignature("String demo.Greeter.greet(String n)"));
            assertEquals("Returns a greeting for n.", one.orElseThrow().summary());
            assertTrue(one.get().full().contains("@param n the name"), one.get().full());
            assertEquals("Greets several people at once.",
                    docs.find(greeter, Javadocs.parseSignature("String demo.Greeter.greet(List<String> names, int times)"))
                            .orElseThrow().summary());
            assertEquals("Greets people.", docs.find(greeter, Javadocs.parseSignature("demo.Greeter")).orElseThrow().summary());
            assertEquals("Makes a greeter.", docs.find(greeter, Javadocs.parseSignature("demo.Greeter()")).orElseThrow().summary());
        }
    }

    @Test
    void noSourceNoDoc(@TempDir Path dir) throws Exception {
        Path jar = TestJars.jar(dir, "bare.jar", "demo.Greeter", GREETER_SOURCE);
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null)) {
            assertTrue(new Javadocs().find(loader.loadClass("demo.Greeter"),
                    Javadocs.parseSignature("demo.Greeter")).isEmpty());
        }
    }

    @Test
    void plainText() {
        assertEquals("Uses x and Map.get, see the list.",
                Javadocs.plain("Uses <b>{@code x}</b> and {@link Map#get},\n see {@linkplain List the list}."));
    }
}
