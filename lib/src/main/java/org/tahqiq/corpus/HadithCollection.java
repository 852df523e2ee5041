package org.tahqiq.corpus;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A hadith collection named in claims, from the table {@code collections.tsv}.
 *
 * @param bookId the corpus BookID, or 0 for collections outside the corpus (e.g. Musnad Ahmad)
 */
public record HadithCollection(String key, int bookId, String name, List<String> aliases) {

    private static final List<HadithCollection> ALL = load();

    public boolean inCorpus() {
        return bookId > 0;
    }

    public static List<HadithCollection> all() {
        return ALL;
    }

    public static Optional<HadithCollection> byKey(String key) {
        return ALL.stream().filter(c -> c.key.equals(key)).findFirst();
    }

    public static Optional<HadithCollection> byBookId(int bookId) {
        return ALL.stream().filter(c -> c.bookId == bookId && bookId > 0).findFirst();
    }

    /** The collection a corpus record's title names ("صحيح البخاري - كتاب ..."), if any. */
    public static Optional<HadithCollection> fromTitle(String title) {
        if (title == null) {
            return Optional.empty();
        }
        int dash = title.indexOf(" - ");
        String head = (dash < 0 ? title : title.substring(0, dash)).trim();
        String key = SurahNames.key(head);
        for (HadithCollection c : ALL) {
            if (!c.inCorpus()) {
                continue;
            }
            for (String a : c.aliases) {
                if (SurahNames.key(a).equals(key) || SurahNames.key(c.name).equals(key)) {
                    return Optional.of(c);
                }
            }
        }
        return Optional.empty();
    }

    private static List<HadithCollection> load() {
        List<HadithCollection> out = new ArrayList<>();
        try (InputStream in = HadithCollection.class.getResourceAsStream("collections.tsv")) {
            if (in == null) {
                throw new IllegalStateException("resource missing: collections.tsv");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] c = line.split("\t");
                int book = c[1].equals("-") ? 0 : Integer.parseInt(c[1]);
                out.add(new HadithCollection(c[0], book, c[2], List.of(c[3].split("\\|"))));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.copyOf(out);
    }
}
