package org.tahqiq.index;

/**
 * A corpus record and how well a span matches it.
 *
 * @param record position in the hadith corpus
 * @param score  partial-ratio similarity (0–100) against the record's full narration
 * @param exact  the span occurs word-aligned in the narration
 */
public record HadithCandidate(int record, double score, boolean exact) {
}
