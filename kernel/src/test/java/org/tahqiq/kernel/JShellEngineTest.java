package org.tahqiq.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JShellEngineTest {

    static JShellEngine engine;

    @BeforeAll
    static void start() {
        engine = new JShellEngine();
    }

    @AfterAll
    static void stop() {
        engine.close();
    }

    @Test
    void splitsCellIntoSnippets() {
        List<String> s = JShellEngine.splitSnippets(engine.analysis(),
                "int a = 1;  int b = 2;\n// comment\nint twice(int v) {\n  return 2 * v;\n}\ntwice(a + b)");
        assertEquals(4, s.size(), s.toString());
        assertEquals("int a = 1;", s.get(0).strip());
        assertEquals("int b = 2;", s.get(1).strip());
        assertTrue(s.get(2).contains("return 2 * v;"), s.get(2));
        assertEquals("twice(a + b)", s.get(3).strip());
    }

    @Test
    void commentsOnlyAndIncompleteTail() {
        assertTrue(JShellEngine.splitSnippets(engine.analysis(), "// nothing here\n/* at all */").isEmpty());
        List<String> s = JShellEngine.splitSnippets(engine.analysis(), "int q = 3;\nMath.max(q,");
        assertEquals(List.of("int q = 3;", "Math.max(q,"), s.stream().map(String::strip).toList());
    }

    @Test
    void returnsTheRealObjectOfTheLastExpression() throws Exception {
        Object v = engine.eval("var list = new ArrayList<String>();\nlist.add(\"x\");\nlist");
        assertInstanceOf(java.util.ArrayList.class, v);
        assertEquals(List.of("x"), v);
        assertEquals(42, engine.eval("int m = 40;\nm + 2"));
        assertSame(JShellEngine.NO_VALUE, engine.eval("int n = 5;"));
        assertSame(JShellEngine.NO_VALUE, engine.eval("System.out.print(\"\");"));
    }

    @Test
    void compileErrorCarriesTheCompilerMessage() {
        JShellEngine.CompilationException e = assertThrows(JShellEngine.CompilationException.class,
                () -> engine.eval("int ok = 1;\nString s = 42;\nint never = 2;"));
        assertTrue(e.getMessage().contains("incompatible types"), e.getMessage());
        assertTrue(String.join("\n", e.details()).contains("String s = 42;"), e.details().toString());
        assertThrows(Exception.class, () -> engine.eval("never"), "snippets after the error must not run");
    }

    @Test
    void runtimeExceptionIsTheUsersOwn() {
        NumberFormatException e = assertThrows(NumberFormatException.class, () -> engine.eval("Integer.parseInt(\"x1\")"));
        assertTrue(e.getMessage().contains("x1"));
        JShellEngine.UserCodeException err = assertThrows(JShellEngine.UserCodeException.class,
                () -> engine.eval("throw new AssertionError(\"boom\");"));
        assertInstanceOf(AssertionError.class, err.getCause());
    }

    @Test
    void addToClasspathLoadsAJar(@TempDir Path dir) throws Exception {
        Path jar = TestJars.greeterJar(dir);
        engine.addToClasspath(jar);
        assertEquals("Hello, kernel", engine.eval("demo.Greeter.greet(\"kernel\")"));
        assertEquals(List.of(jar.toAbsolutePath().normalize().toString()), engine.addedClasspath());
    }

    @Test
    void interruptStopsABusyLoop() {
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            engine.resetInterrupt();
            Thread stopper = new Thread(() -> {
                try {
                    Thread.sleep(1500);
                } catch (InterruptedException ignored) {
                    return;
                }
                engine.interrupt();
            });
            stopper.start();
            assertThrows(JShellEngine.ExecutionInterrupted.class,
                    () -> engine.eval("long spin = 0;\nwhile (true) { spin++; }"));
            stopper.join();
            engine.resetInterrupt();
            assertEquals(3, engine.eval("1 + 2"), "the session keeps working after an interrupt");
        });
    }

    @Test
    void systemExitEndsTheSnippetNotTheJvm(@TempDir Path dir) throws Exception {
        JShellEngine.SystemExit e = assertThrows(JShellEngine.SystemExit.class,
                () -> engine.eval("int before = 1;\nSystem.exit(3);\nint after = 2;"));
        assertEquals(3, e.status());
        assertTrue(e.getMessage().contains("System.exit(3)"), e.getMessage());
        assertEquals(1, engine.eval("before"));
        assertThrows(Exception.class, () -> engine.eval("after"), "the rest of the cell does not run");
        // Runtime.exit/halt and a method reference to System.exit are rerouted too.
        assertEquals(4, assertThrows(JShellEngine.SystemExit.class, () -> engine.eval("Runtime.getRuntime().exit(4)")).status());
        assertEquals(5, assertThrows(JShellEngine.SystemExit.class, () -> engine.eval("Runtime.getRuntime().halt(5)")).status());
        assertEquals(6, assertThrows(JShellEngine.SystemExit.class,
                () -> engine.eval("java.util.function.IntConsumer q = System::exit;\nq.accept(6);")).status());
        // A catch (Exception) in between does not swallow it.
        assertEquals(7, assertThrows(JShellEngine.SystemExit.class,
                () -> engine.eval("try { System.exit(7); } catch (Exception ignored) { }")).status());
        // So is an exit inside a jar the cell calls (a CLI's main, say).
        Path jar = TestJars.jar(dir, "quitter.jar", "demo.Quitter",
                "package demo; public class Quitter { public static void main(String[] a) { System.exit(a.length); } }");
        engine.addToClasspath(jar);
        assertEquals(2, assertThrows(JShellEngine.SystemExit.class,
                () -> engine.eval("demo.Quitter.main(new String[] {\"x\", \"y\"})")).status());
        assertEquals(3, engine.eval("1 + 2"), "the session goes on");
    }

    @Test
    void resolvesNamesThroughImports(@TempDir Path dir) throws Exception {
        assertSame(String.class, engine.resolveClass("String"));
        assertSame(java.util.Map.Entry.class, engine.resolveClass("Map.Entry"), "java.util.* is a default import");
        assertSame(java.util.Map.Entry.class, engine.resolveClass("java.util.Map.Entry"));
        assertEquals(null, engine.resolveClass("NoSuchClassAnywhere"));
    }
}
