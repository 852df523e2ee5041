package org.tahqiq.lookup;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.corpus.HadithCollection;
import org.tahqiq.corpus.HadithCorpus;

/**
 * The corpus's records by collection and number: the number is the record's {@code hadithId} as its edition gives it
 * (an edition numbering its records across the six books numbers Muslim's first record after Bukhari's last), so a
 * number finds what the loaded edition numbers so, whatever a printed edition calls it.
 */
final class HadithNumbers {

    /** Records by (collection, number), in corpus order. */
    private final Map<Key, List<Integer>> records = new HashMap<>();
    /** Each collection's lowest and highest number and its count of records. */
    private final Map<String, int[]> ranges = new HashMap<>();

    private record Key(String collection, int number) {
    }

    HadithNumbers(HadithCorpus corpus) {
        for (int i = 0; i < corpus.size(); i++) {
            String collection = corpus.collection(i).key(); // read without decoding the record's texts
            int number = corpus.hadithId(i);
            records.computeIfAbsent(new Key(collection, number), k -> new ArrayList<>(1)).add(i);
            int[] r = ranges.computeIfAbsent(collection, k -> new int[] {Integer.MAX_VALUE, Integer.MIN_VALUE, 0});
            r[0] = Math.min(r[0], number);
            r[1] = Math.max(r[1], number);
            r[2]++;
        }
    }

    /** The records the collection numbers so (one per edition holding it), in corpus order. */
    List<Integer> find(HadithCollection c, int number) {
        return records.getOrDefault(new Key(c.key(), number), List.of());
    }

    /** "numbered 7346–14659 (7,314 records)", or null when the corpus holds no record of the collection. */
    String range(HadithCollection c) {
        int[] r = ranges.get(c.key());
        return r == null ? null : String.format(java.util.Locale.ROOT, "numbered %d–%d (%,d record%s)", r[0], r[1], r[2],
                r[2] == 1 ? "" : "s");
    }
}
