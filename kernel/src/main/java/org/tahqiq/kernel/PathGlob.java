package org.tahqiq.kernel;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Resolves a path or glob ({@code *}, {@code ?}, {@code **}, {@code [..]}, {@code {a,b}}) against a working
 * directory, the way the {@code %jars} and {@code %classpath} magics need it.
 */
public final class PathGlob {

    private PathGlob() {}

    static boolean hasGlob(String segment) {
        return segment.chars().anyMatch(c -> c == '*' || c == '?' || c == '[' || c == '{');
    }

    /** Matching paths, absolute and normalized, in sorted order; empty if nothing matches. */
    public static List<Path> resolve(String pattern, Path workingDir) {
        String p = pattern;
        if (p.equals("~") || p.startsWith("~/")) {
            p = System.getProperty("user.home") + p.substring(1);
        }
        String[] parts = p.split("/+", -1);
        int firstGlob = -1;
        for (int i = 0; i < parts.length; i++) {
            if (hasGlob(parts[i])) {
                firstGlob = i;
                break;
            }
        }
        if (firstGlob < 0) {
            Path path = workingDir.resolve(p).toAbsolutePath().normalize();
            return Files.exists(path) ? List.of(path) : List.of();
        }
        String prefix = String.join("/", List.of(parts).subList(0, firstGlob));
        if (p.startsWith("/") && prefix.isEmpty()) {
            prefix = "/";
        }
        Path base = (prefix.isEmpty() ? workingDir : workingDir.resolve(prefix)).toAbsolutePath().normalize();
        List<String> restParts = new ArrayList<>(List.of(parts).subList(firstGlob, parts.length));
        restParts.removeIf(String::isEmpty);
        String rest = String.join("/", restParts);
        if (!Files.isDirectory(base) || rest.isEmpty()) {
            return List.of();
        }
        PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + rest);
        int depth = rest.contains("**") ? Integer.MAX_VALUE : restParts.size();
        try (Stream<Path> walk = Files.walk(base, depth)) {
            return walk.filter(f -> !f.equals(base))
                    .filter(f -> matcher.matches(base.relativize(f)))
                    .map(Path::normalize)
                    .sorted()
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot list " + base + " for " + pattern, e);
        }
    }
}
