package org.tahqiq.lookup;

import java.util.List;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.Verse;

/** One thing a lookup found: consecutive verses of one surah, or a hadith record. */
public sealed interface Hit permits Hit.Passage, Hit.Narration {

    /** "2:255", "96:1-5", "صحيح البخاري #1". */
    String reference();

    /** How similar the found text is to the query (0–100), or null for a hit found by its reference. */
    Double similarity();

    /** Where the found text differs from the query (nothing for a hit found by its reference). */
    Comparison comparison();

    /** The words of the query the found text does not have. */
    default List<String> onlyInQuery() {
        return comparison().onlyInQuery();
    }

    /**
     * Consecutive verses of one surah, in the corpus's Uthmani text; the comparison's parts are the verses, in order.
     */
    record Passage(int surah, String surahName, List<Verse> verses, Double similarity, Comparison comparison) implements Hit {

        public Passage {
            verses = List.copyOf(verses);
        }

        public int firstAyah() {
            return verses.get(0).ayah();
        }

        public int lastAyah() {
            return verses.get(verses.size() - 1).ayah();
        }

        @Override
        public String reference() {
            return surah + ":" + firstAyah() + (lastAyah() == firstAyah() ? "" : "-" + lastAyah());
        }

        /** The differing words of the verse at {@code i} (0 for the first). */
        public List<Comparison.Mark> marks(int i) {
            return comparison.in(i);
        }
    }

    /**
     * A hadith record with its chain and matn apart; the comparison's parts are {@link #ISNAD} and {@link #MATN}.
     *
     * @param isnad the chain before the matn, "" when the narration starts with its matn, or null when this edition
     *              does not separate the two (then {@code matn} is the whole narration)
     */
    record Narration(Hadith record, String isnad, String matn, Double similarity, Comparison comparison) implements Hit {

        public static final int ISNAD = 0;
        public static final int MATN = 1;

        /** The record with its chain and matn apart, as far as its edition separates them. */
        static Narration of(Hadith h, Double similarity, Comparison comparison) {
            int at = h.hasMatn() ? h.fullText().indexOf(h.matn()) : -1;
            return new Narration(h, at < 0 ? null : h.fullText().substring(0, at).strip(), h.matn(), similarity, comparison);
        }

        @Override
        public String reference() {
            return record.reference();
        }

        public List<Comparison.Mark> marks(int part) {
            return comparison.in(part);
        }
    }
}
