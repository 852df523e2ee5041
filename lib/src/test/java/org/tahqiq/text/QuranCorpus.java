package org.tahqiq.text;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The verse texts of the official Qur'an corpus, when a copy is reachable from this checkout. */
final class QuranCorpus {

    private static List<String> cache;

    private QuranCorpus() {
    }

    /** Ayah texts in corpus order, or an empty list when no copy of the file is found. */
    static synchronized List<String> verses() {
        if (cache == null) {
            cache = load();
        }
        return cache;
    }

    private static List<String> load() {
        List<Path> candidates = new ArrayList<>();
        String root = System.getenv("TAHQIQ_REPO_ROOT");
        if (root != null) {
            candidates.add(Path.of(root, "data", "IslamicEval2026", "Corpora", "quranic_verses.json"));
        }
        candidates.add(Path.of("..", "data", "IslamicEval2026", "Corpora", "quranic_verses.json"));
        candidates.add(Path.of("/work/shared/data/islamiceval2026/Corpora/quranic_verses.json"));
        for (Path p : candidates) {
            if (Files.isRegularFile(p)) {
                try {
                    List<String> out = new ArrayList<>();
                    for (JsonNode v : new ObjectMapper().readTree(p.toFile())) {
                        out.add(v.get("ayah_text").asText());
                    }
                    return out;
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return List.of();
    }
}
