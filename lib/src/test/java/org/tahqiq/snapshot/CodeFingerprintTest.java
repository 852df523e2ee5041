package org.tahqiq.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CodeFingerprintTest {

    @TempDir
    Path tmp;

    private static Map<String, byte[]> classes(String body) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("org/tahqiq/task1/Model.class", body.getBytes(StandardCharsets.UTF_8));
        files.put("org/tahqiq/cli/Main.class", "main".getBytes(StandardCharsets.UTF_8));
        files.put("org/tahqiq/verify/schema.json", "{}".getBytes(StandardCharsets.UTF_8));
        return files;
    }

    private Path directory(String name, Map<String, byte[]> files) throws IOException {
        Path root = tmp.resolve(name);
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            Path p = root.resolve(f.getKey());
            Files.createDirectories(p.getParent());
            Files.write(p, f.getValue());
        }
        return root;
    }

    private Path jar(String name, Map<String, byte[]> files) throws IOException {
        Path jar = tmp.resolve(name);
        try (OutputStream os = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(os)) {
            for (Map.Entry<String, byte[]> f : files.entrySet()) {
                out.putNextEntry(new JarEntry(f.getKey()));
                out.write(f.getValue());
                out.closeEntry();
            }
        }
        return jar;
    }

    @Test
    void theClassDirectoryAndAJarOfTheSameClassesHaveOneFingerprint() throws IOException {
        Map<String, byte[]> files = classes("v1");
        String dir = CodeFingerprint.of(directory("classes", files));
        assertEquals(dir, CodeFingerprint.of(jar("lib.jar", files)), "the tests and the launcher share cache entries");

        Map<String, byte[]> withOthers = new LinkedHashMap<>(files);
        withOthers.put("org/tahqiq/task1/model.bin.gz", new byte[] {1, 2, 3});
        withOthers.put("com/example/Dependency.class", new byte[] {4});
        assertEquals(dir, CodeFingerprint.of(jar("shaded.jar", withOthers)), "model files and other packages do not count");

        assertNotEquals(dir, CodeFingerprint.of(directory("changed", classes("v2"))), "a changed class changes it");
        assertNotEquals(dir, CodeFingerprint.of(jar("changed.jar", classes("v2"))));
    }
}
