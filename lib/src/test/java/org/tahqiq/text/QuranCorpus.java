package org.tahqiq.text;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tahqiq.testing.DevData;

/** The verse texts of the official Qur'an corpus, found as the CLI finds the data. */
final class QuranCorpus {

    private static List<String> cache;

    private QuranCorpus() {
    }

    /**
     * Ayah texts in corpus order, from the data the CLI would use; without it the calling test is skipped, saying why
     * (a failure under {@code CI=true}, see {@link DevData}).
     */
    static synchronized List<String> verses() {
        if (cache == null) {
            cache = load(DevData.corporaOrSkip("the tests on the real Qur'an corpus").quran());
        }
        return cache;
    }

    private static List<String> load(Path file) {
        try {
            List<String> out = new ArrayList<>();
            for (JsonNode v : new ObjectMapper().readTree(file.toFile())) {
                out.add(v.get("ayah_text").asText());
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
