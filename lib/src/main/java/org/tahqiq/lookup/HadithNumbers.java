package org.tahqiq.lookup;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tahqiq.corpus.HadithCollection;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.HadithNumbering;

/**
 * The corpus's records by collection and number: the number is the record's {@code hadithId} as its edition gives it,
 * the collection's standard number in an edition that carries one (hadith-json's {@code idInBook}), else the
 * edition's own id (the stand-in numbers its records across the six books, Muslim's first after Bukhari's last).
 */
final class HadithNumbers {

    /** Records by (collection, number), in corpus order. */
    private final Map<Key, List<Integer>> records = new HashMap<>();
    /** Each collection's records by numbering: lowest and highest number and count. */
    private final Map<Key, int[]> ranges = new HashMap<>();

    /** @param number the number, or for a range the numbering's ordinal */
    private record Key(String collection, int number) {
    }

    HadithNumbers(HadithCorpus corpus) {
        for (int i = 0; i < corpus.size(); i++) {
            String collection = corpus.collection(i).key(); // read without decoding the record's texts
            int number = corpus.hadithId(i);
            records.computeIfAbsent(new Key(collection, number), k -> new ArrayList<>(1)).add(i);
            int[] r = ranges.computeIfAbsent(new Key(collection, corpus.numbering(i).ordinal()),
                    k -> new int[] {Integer.MAX_VALUE, Integer.MIN_VALUE, 0});
            r[0] = Math.min(r[0], number);
            r[1] = Math.max(r[1], number);
            r[2]++;
        }
    }

    /** The records the collection numbers so (one per edition holding it), in corpus order. */
    List<Integer> find(HadithCollection c, int number) {
        return records.getOrDefault(new Key(c.key(), number), List.of());
    }

    /** Whether the corpus holds records of the collection at all. */
    boolean holds(HadithCollection c) {
        return range(c, HadithNumbering.STANDARD) != null || range(c, HadithNumbering.EDITION) != null;
    }

    /** "7346–14659 (7,314 records)" for the collection's records so numbered, or null when it has none. */
    String range(HadithCollection c, HadithNumbering numbering) {
        int[] r = ranges.get(new Key(c.key(), numbering.ordinal()));
        return r == null ? null : String.format(Locale.ROOT, "%d–%d (%,d record%s)", r[0], r[1], r[2], r[2] == 1 ? "" : "s");
    }
}
