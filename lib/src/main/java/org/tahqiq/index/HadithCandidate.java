package org.tahqiq.index;

/**
 * A corpus record and how well a span matches it.
 *
 * @param record position in the hadith corpus
 * @param score  partial-ratio similarity (0–100) against the record's full narration
 * @param exact  the span occurs word-aligned in the narration
 * @param start  where in the normalized narration the span's best-matching window starts (chars)
 * @param end    where it ends (exclusive); the whole narration when the narration is the shorter of the two
 */
public record HadithCandidate(int record, double score, boolean exact, int start, int end) {

    /** A candidate whose window is unknown: the whole narration of {@code length} chars. */
    public HadithCandidate(int record, double score, boolean exact) {
        this(record, score, exact, 0, Integer.MAX_VALUE);
    }
}
