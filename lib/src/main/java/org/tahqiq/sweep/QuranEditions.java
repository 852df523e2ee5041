package org.tahqiq.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.text.ArabicNormalizer;

/**
 * The Qur'an's text in the scripts people paste, verse-aligned with the corpus: the corpus as shipped and without its
 * marks, and three texts of public npm packages fetched at run time with {@code npm pack} into a scratch folder (their
 * text is never part of this project): the Tanzil-style Uthmani script and a plain edition's spelling
 * ({@code quran-validator@1.3.0}, fields {@code text} and {@code textSimple}) and the quran.com / KFGQPC-style Uthmani
 * script ({@code quran-json@3.1.2}).
 */
public final class QuranEditions {

    public static final String VALIDATOR = "quran-validator@1.3.0";
    public static final String QURAN_JSON = "quran-json@3.1.2";

    private QuranEditions() {
    }

    /** Every script's verses, in corpus order, by a name for the table. */
    public static Map<String, List<String>> all(QuranCorpus corpus, Path scratch) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        List<String> shipped = corpus.verses().stream().map(v -> v.text()).toList();
        out.put("the corpus as shipped", shipped);
        out.put("the corpus without diacritics", shipped.stream()
                .map(t -> ArabicNormalizer.normalize(t, ArabicNormalizer.Level.DIACRITICS)).toList());
        Path validator = fetch(VALIDATOR, scratch);
        JsonNode verses = read(validator.resolve("package/data/quran-verses.json"));
        out.put("Uthmani, Tanzil style (" + VALIDATOR + ", text)", field(verses, "text", corpus.size()));
        Path quranJson = fetch(QURAN_JSON, scratch);
        List<String> kfgqpc = new ArrayList<>();
        for (int s = 1; s <= 114; s++) {
            for (JsonNode v : read(quranJson.resolve("package/dist/chapters/" + s + ".json")).get("verses")) {
                kfgqpc.add(v.get("text").asText());
            }
        }
        check(kfgqpc.size(), corpus.size(), QURAN_JSON);
        out.put("Uthmani, quran.com / KFGQPC style (" + QURAN_JSON + ")", kfgqpc);
        out.put("another plain edition (" + VALIDATOR + ", textSimple)", field(verses, "textSimple", corpus.size()));
        return out;
    }

    private static List<String> field(JsonNode verses, String name, int expected) {
        List<String> out = new ArrayList<>();
        for (JsonNode v : verses) {
            out.add(v.get(name).asText());
        }
        check(out.size(), expected, VALIDATOR);
        return out;
    }

    private static void check(int size, int expected, String what) {
        if (size != expected) {
            throw new IllegalStateException(what + " has " + size + " verses, the corpus " + expected);
        }
    }

    /** The package unpacked under {@code scratch/NAME}, fetched with {@code npm pack} unless it is already there. */
    static Path fetch(String spec, Path scratch) {
        Path dir = scratch.resolve(spec.replace('@', '-'));
        if (Files.isDirectory(dir.resolve("package"))) {
            return dir;
        }
        try {
            Files.createDirectories(dir);
            run(dir, "npm", "pack", "--silent", spec);
            try (var files = Files.list(dir)) {
                Path tgz = files.filter(p -> p.toString().endsWith(".tgz")).findFirst()
                        .orElseThrow(() -> new IllegalStateException("npm pack " + spec + " wrote no archive"));
                run(dir, "tar", "xzf", tgz.getFileName().toString());
            }
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void run(Path dir, String... command) throws IOException {
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            if (!p.waitFor(5, TimeUnit.MINUTES) || p.exitValue() != 0) {
                p.destroyForcibly();
                throw new IllegalStateException(String.join(" ", command) + " failed in " + dir
                        + " (npm needs the npm registry; on Debian: apt-get install npm)");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted: " + String.join(" ", command), e);
        }
    }

    private static JsonNode read(Path file) {
        try {
            return new ObjectMapper().readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
