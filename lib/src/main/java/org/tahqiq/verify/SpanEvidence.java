package org.tahqiq.verify;

import java.util.List;
import org.tahqiq.corpus.HadithNumbering;

/**
 * The evidence behind a verdict.
 *
 * @param reference        the matched place: "2:255", "2:255-256", a record as {@link HadithRef#citation()} names it
 *                         ("صحيح مسلم 223", "صحيح مسلم, record 7879 of this edition"), or "" (also when the nearest
 *                         is unrelated)
 * @param verses           the matched verses, for an Ayah (empty otherwise)
 * @param hadith           the matched record, for a matn (null otherwise)
 * @param matchedText      the matched corpus text, or ""
 * @param similarity       the similarity the decision rests on (0–100), or NaN when the rule is not a threshold
 * @param reason           one line a reader can check: what was compared and what was found
 * @param nearestUnrelated when the quote's nearest verse or record is below {@link UnrelatedFloor}: that nearest,
 *                         shown as unrelated rather than as a match; null otherwise
 * @param cited            for a claimed source that names a verse or surah: the place it points to and that place's text,
 *                         so a claim is shown beside what it claims; null otherwise
 */
public record SpanEvidence(String reference, List<VerseRef> verses, HadithRef hadith, String matchedText,
                           double similarity, String reason, Nearest nearestUnrelated, Cited cited) {

    public SpanEvidence {
        verses = List.copyOf(verses);
    }

    public SpanEvidence(String reference, List<VerseRef> verses, HadithRef hadith, String matchedText, double similarity,
                        String reason, Nearest nearestUnrelated) {
        this(reference, verses, hadith, matchedText, similarity, reason, nearestUnrelated, null);
    }

    /** The same evidence with the place its claim points to. */
    public SpanEvidence withCited(Cited c) {
        return new SpanEvidence(reference, verses, hadith, matchedText, similarity, reason, nearestUnrelated, c);
    }

    /** Evidence of a match (or of none found at all). */
    public SpanEvidence(String reference, List<VerseRef> verses, HadithRef hadith, String matchedText, double similarity,
                        String reason) {
        this(reference, verses, hadith, matchedText, similarity, reason, null, null);
    }

    /** A verse, by surah and ayah number. */
    public record VerseRef(int surah, int ayah) {
        @Override
        public String toString() {
            return surah + ":" + ayah;
        }
    }

    /**
     * A hadith record, by collection and its number there.
     *
     * @param edition   the edition holding it when two or more are loaded, else null
     * @param numbering whether {@code number} is the collection's standard number or the edition's own id
     */
    public record HadithRef(String collection, int number, String edition, HadithNumbering numbering) {

        public HadithRef {
            java.util.Objects.requireNonNull(numbering, "numbering");
        }

        /** A record of the one edition loaded, numbered by the edition's own ids. */
        public HadithRef(String collection, int number) {
            this(collection, number, null, HadithNumbering.EDITION);
        }

        /** The reference a reader is shown ({@link HadithNumbering#cite}). */
        public String citation() {
            return numbering.cite(collection, number, edition);
        }

        /** The same in the report's language. */
        public String citation(ReportLanguage lang) {
            return lang == ReportLanguage.AR ? numbering.citeArabic(collection, number, edition) : citation();
        }
    }

    /** The nearest verse(s) or record to a quote that matches none closely: where, and its corpus text. */
    public record Nearest(String reference, String text, double similarity) {
    }

    /**
     * The place a claimed source names, as the corpus numbers it.
     *
     * @param reference "3:200", "3:200-201", or "3" for a surah named without a verse
     * @param text      the corpus text of the verses, or "" when the claim names a surah only or a verse the surah
     *                  does not have
     * @param exists    whether the surah (and verses, when named) exist
     */
    public record Cited(String reference, String text, boolean exists) {
    }
}
