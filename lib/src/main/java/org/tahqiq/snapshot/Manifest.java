package org.tahqiq.snapshot;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What a cache entry was built from and what it holds, written last into the entry and checked on every open: an
 * entry whose manifest disagrees with what a run expects, or whose files differ from the sums listed, is not used.
 *
 * @param format     layout of the entry's files; bumped when the writer changes
 * @param normalizer fingerprint of the text normalization the entry's texts went through ({@link NormalizerFingerprint})
 * @param config     the settings the entry was built under (tokenization, ranking)
 * @param corpus     SHA-256 of each corpus file, by name
 * @param files      each file of the entry (path relative to it) with its size and CRC-32C
 */
public record Manifest(String format, String normalizer, Map<String, String> config, Map<String, String> corpus,
                       Map<String, FileSum> files) {

    public static final String FILE = "manifest.json";
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    public Manifest {
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(normalizer, "normalizer");
        config = new TreeMap<>(Objects.requireNonNull(config, "config"));
        corpus = new TreeMap<>(Objects.requireNonNull(corpus, "corpus"));
        files = files == null ? Map.of() : new TreeMap<>(files);
    }

    /** Size and CRC-32C of one file. */
    public record FileSum(long size, long crc32c) {
    }

    /** The same identity with the files listed. */
    Manifest withFiles(Map<String, FileSum> sums) {
        return new Manifest(format, normalizer, config, corpus, sums);
    }

    /** The first way in which this entry's identity differs from the expected one, or null when it does not. */
    String identityMismatch(Manifest expected) {
        if (!format.equals(expected.format)) {
            return "format " + format + ", expected " + expected.format;
        }
        if (!normalizer.equals(expected.normalizer)) {
            return "built with another text normalization";
        }
        if (!config.equals(expected.config)) {
            return "built for configuration " + config + ", expected " + expected.config;
        }
        if (!corpus.equals(expected.corpus)) {
            return "built from other corpus files";
        }
        return null;
    }

    void write(Path file) throws IOException {
        Files.writeString(file, MAPPER.writeValueAsString(this) + "\n");
    }

    static Manifest read(Path file) throws IOException {
        return MAPPER.readValue(file.toFile(), Manifest.class);
    }
}
