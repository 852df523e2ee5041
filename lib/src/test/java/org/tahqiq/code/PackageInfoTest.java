package org.tahqiq.code;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.tahqiq.testing.DevData;

/** The code map: every package of the library says in its package-info what it holds and what it may use. */
class PackageInfoTest {

    @Test
    void everyPackageHasAPackageInfoThatDescribesIt() throws IOException {
        Path main = DevData.repoRoot().resolve("lib/src/main/java/org/tahqiq");
        try (Stream<Path> dirs = Files.walk(main)) {
            List<String> missing = dirs.filter(Files::isDirectory)
                    .filter(d -> hasJava(d))
                    .filter(d -> !describes(d.resolve("package-info.java")))
                    .map(d -> main.relativize(d).toString()).sorted().toList();
            assertEquals(List.of(), missing, "packages without a package-info that describes them");
        }
    }

    private static boolean hasJava(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.anyMatch(p -> p.toString().endsWith(".java") && !p.getFileName().toString().equals("package-info.java"));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** A package-info with a doc comment of at least one sentence. */
    private static boolean describes(Path info) {
        try {
            return Files.isRegularFile(info) && Files.readString(info).matches("(?s)\\s*/\\*\\*.*\\w.*\\..*\\*/\\s*package .*");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
