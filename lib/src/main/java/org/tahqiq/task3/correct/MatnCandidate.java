package org.tahqiq.task3.correct;

import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.Verse;
import org.tahqiq.index.HadithMatcher;

/**
 * A text the corrector may propose for a matn, as it would be submitted ({@code text}) and as spans are compared with it
 * ({@code normalized}). Three sources: a corpus record's trimmed matn, a correction gold gave before, a verse (gold
 * corrects a "hadith" that is really a garbled verse to the verse).
 */
sealed interface MatnCandidate {

    String text();

    String normalized();

    /** Where the text comes from, for evidence.tsv. */
    String reference();

    /** Train rows that give this text as a correction (a prior for {@link MatnRanking#KNOWN_10} and its siblings); 0 for the other sources. */
    default int knownRows() {
        return 0;
    }

    /** A record's matn trimmed to the Prophet's words ({@link MatnTrimmer}); retrieval scores it by its whole narration. */
    record Record(Hadith hadith, String text, String normalized) implements MatnCandidate {

        static Record of(Hadith h) {
            String t = MatnTrimmer.trim(h.matn());
            return new Record(h, t, HadithMatcher.normalize(t));
        }

        @Override
        public String reference() {
            return hadith.reference();
        }
    }

    /**
     * A correction of the train labels ({@link CorrectionMemory}): gold's own text, nothing to trim.
     *
     * @param number its 1-based position in the memory
     */
    record Known(int number, CorrectionMemory.Entry entry, String normalized) implements MatnCandidate {

        static Known of(int number, CorrectionMemory.Entry e) {
            return new Known(number, e, HadithMatcher.normalize(e.text()));
        }

        @Override
        public String text() {
            return entry.text();
        }

        @Override
        public String reference() {
            return "train correction #" + number + " (" + entry.rows() + (entry.rows() == 1 ? " row)" : " rows)");
        }

        @Override
        public int knownRows() {
            return entry.rows();
        }
    }

    /** A whole verse in the corpus's writing. */
    record VerseText(Verse verse, String normalized) implements MatnCandidate {

        static VerseText of(Verse v) {
            return new VerseText(v, HadithMatcher.normalize(v.text()));
        }

        @Override
        public String text() {
            return verse.text();
        }

        @Override
        public String reference() {
            return "Quran " + verse.reference();
        }
    }
}
