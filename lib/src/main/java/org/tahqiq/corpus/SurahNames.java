package org.tahqiq.corpus;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.tahqiq.text.ArabicNormalizer;

/**
 * Surah name → number, accepting the corpus's names, the aliases in {@code surah-aliases.tsv}, and each
 * with or without the article "ال" and the word "سورة".
 */
public final class SurahNames {

    private static final String ALIASES = "surah-aliases.tsv";
    private final Map<String, Integer> byKey = new HashMap<>();

    private SurahNames() {
    }

    static SurahNames of(List<Verse> verses) {
        SurahNames names = new SurahNames();
        int previous = 0;
        for (Verse v : verses) {
            if (v.surah() != previous) {
                names.add(v.surahName(), v.surah());
                previous = v.surah();
            }
        }
        names.loadAliases();
        return names;
    }

    private void loadAliases() {
        try (InputStream in = SurahNames.class.getResourceAsStream(ALIASES)) {
            if (in == null) {
                throw new IllegalStateException("resource missing: " + ALIASES);
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cols = line.split("\t");
                int surah = Integer.parseInt(cols[0].trim());
                for (String alias : cols[1].split("\\|")) {
                    add(alias, surah);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void add(String name, int surah) {
        String key = key(name);
        byKey.putIfAbsent(key, surah);
        byKey.putIfAbsent(withoutArticle(key), surah);
    }

    /** The surah a name refers to, if any. */
    public OptionalInt lookup(String name) {
        String key = key(name);
        Integer s = byKey.get(key);
        if (s == null) {
            s = byKey.get(withoutArticle(key));
        }
        return s == null ? OptionalInt.empty() : OptionalInt.of(s);
    }

    /** Longest name in the table: bounds how many words a parser needs to try. */
    public int maxWords() {
        int max = 1;
        for (String k : byKey.keySet()) {
            max = Math.max(max, k.split(" ").length);
        }
        return max;
    }

    static String key(String name) {
        String k = ArabicNormalizer.normalize(name, ArabicNormalizer.Level.SEARCH);
        if (k.startsWith("سوره ")) {
            k = k.substring(5);
        }
        return k;
    }

    private static String withoutArticle(String key) {
        return key.startsWith("ال") && key.length() > 3 && key.charAt(2) != ' ' ? key.substring(2) : key;
    }
}
