package org.tahqiq.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PathGlobTest {

    @TempDir
    Path root;
    Path nb;

    @BeforeEach
    void layout() throws IOException {
        nb = Files.createDirectories(root.resolve("notebooks"));
        Path lib = Files.createDirectories(root.resolve("lib/target"));
        Files.writeString(lib.resolve("tahqiq.jar"), "");
        Files.writeString(lib.resolve("other.jar"), "");
        Files.writeString(lib.resolve("notes.txt"), "");
        Files.writeString(Files.createDirectories(lib.resolve("deep/er")).resolve("x.jar"), "");
    }

    @Test
    void relativeGlobResolvesAgainstWorkingDir() {
        List<Path> found = PathGlob.resolve("../lib/target/*.jar", nb);
        assertEquals(List.of(root.resolve("lib/target/other.jar"), root.resolve("lib/target/tahqiq.jar")), found);
    }

    @Test
    void plainPathMustExist() {
        assertEquals(List.of(root.resolve("lib/target/tahqiq.jar")), PathGlob.resolve("../lib/target/tahqiq.jar", nb));
        assertTrue(PathGlob.resolve("../lib/target/missing.jar", nb).isEmpty());
        assertTrue(PathGlob.resolve("../nope/*.jar", nb).isEmpty());
    }

    @Test
    void absoluteAndRecursiveGlobs() {
        String abs = root.resolve("lib").toString();
        assertEquals(List.of(root.resolve("lib/target/deep/er/x.jar")), PathGlob.resolve(abs + "/**/x.jar", nb));
        assertEquals(List.of(root.resolve("lib/target/tahqiq.jar")), PathGlob.resolve(abs + "/target/tah*.{jar,zip}", nb));
    }

    @Test
    void jarsMagicExpandsDirectoriesAndRejectsNoMatch() {
        List<Path> jars = Magics.resolveJars(List.of("../lib/target"), nb);
        assertEquals(List.of(root.resolve("lib/target/other.jar"), root.resolve("lib/target/tahqiq.jar")), jars);
        MagicException e = assertThrows(MagicException.class, () -> Magics.resolveJars(List.of("../lib/*.war"), nb));
        assertTrue(e.getMessage().contains("../lib/*.war"), e.getMessage());
        assertThrows(MagicException.class, () -> Magics.resolveJars(List.of(), nb));
    }

    @Test
    void classpathMagicKeepsDirectories() {
        assertEquals(List.of(root.resolve("lib/target")), Magics.resolveEntries(List.of("../lib/target"), nb));
    }
}
