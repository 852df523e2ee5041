package org.tahqiq.lookup;

import java.util.List;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.Verse;
import org.tahqiq.text.ArabicNormalizer;

/** One thing a lookup found: consecutive verses of one surah, or a hadith record. */
public sealed interface Hit permits Hit.Passage, Hit.Narration {

    /** "2:255", "96:1-5", "صحيح البخاري 1" or "صحيح مسلم, record 7879 of this edition" ({@link Hadith#citation()}). */
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
     * @param isnad the chain before the matn, "" when the narration starts with its matn, or null when the chain is
     *              not known (the edition gives no matn, or one not found in the narration): then {@code matn} is the
     *              whole narration
     */
    record Narration(Hadith record, String isnad, String matn, Double similarity, Comparison comparison) implements Hit {

        public static final int ISNAD = 0;
        public static final int MATN = 1;

        /**
         * The record with its chain and matn apart, as far as its edition separates them: the chain is the narration
         * before the matn, found as written or, when the edition's matn drops the narration's marks and punctuation
         * (most records of the stand-in corpus), as the same letters. When neither finds it, the chain is unknown and the
         * narration is shown whole rather than its matn alone.
         */
        static Narration of(Hadith h, Double similarity, Comparison comparison) {
            int at = h.hasMatn() ? matnAt(h.fullText(), h.matn()) : -1;
            return at < 0 ? new Narration(h, null, h.fullText(), similarity, comparison)
                    : new Narration(h, h.fullText().substring(0, at).strip(), h.matn(), similarity, comparison);
        }

        /** Where the matn starts in the narration, or -1. */
        static int matnAt(String narration, String matn) {
            int at = narration.indexOf(matn);
            if (at >= 0) {
                return at;
            }
            ArabicNormalizer.Normalized n = ArabicNormalizer.normalizeMapped(narration, ArabicNormalizer.Level.SEARCH);
            String m = ArabicNormalizer.normalize(matn, ArabicNormalizer.Level.SEARCH);
            if (m.isEmpty()) {
                return -1;
            }
            // whole words: a matn starting mid-word would cut the chain's last word
            int found = (" " + n.text() + " ").indexOf(" " + m + " ");
            return found < 0 ? -1 : n.originalStart(found);
        }

        /** What a reader is shown of a part ({@link #ISNAD}, when the chain is known, or {@link #MATN}). */
        public Excerpt excerpt(int part) {
            return Excerpt.of(part == ISNAD ? isnad : matn, part, comparison);
        }

        @Override
        public String reference() {
            return record.citation();
        }

        public List<Comparison.Mark> marks(int part) {
            return comparison.in(part);
        }
    }
}
