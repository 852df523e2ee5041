package org.tahqiq.text.rasm;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * Uthmani-rasm spellings (الصلوة, الربوا) rewritten to the corpus's plain ones, from {@code rasm-variants.tsv}.
 * Works on SEARCH-normalized words, with or without one proclitic (و ف ب ل ك).
 */
public final class WordVariants {

    private static final String PROCLITICS = "وفبلك";
    private static final Map<String, String> TABLE = load();

    private WordVariants() {
    }

    /** The text with every listed variant word replaced; the same string when none occurs. */
    public static String rewrite(String normalized) {
        String[] words = normalized.split(" ");
        boolean changed = false;
        for (int i = 0; i < words.length; i++) {
            String w = words[i];
            String plain = TABLE.get(w);
            if (plain == null && w.length() > 1 && PROCLITICS.indexOf(w.charAt(0)) >= 0) {
                String rest = TABLE.get(w.substring(1));
                plain = rest == null ? null : w.charAt(0) + rest;
            }
            if (plain != null) {
                words[i] = plain;
                changed = true;
            }
        }
        return changed ? String.join(" ", words) : normalized;
    }

    private static Map<String, String> load() {
        Map<String, String> out = new HashMap<>();
        try (InputStream in = WordVariants.class.getResourceAsStream("word-variants.tsv")) {
            if (in == null) {
                throw new IllegalStateException("resource missing: org/tahqiq/text/rasm/word-variants.tsv");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] c = line.split("\t");
                    out.put(c[0].strip(), c[1].strip());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Map.copyOf(out);
    }
}
