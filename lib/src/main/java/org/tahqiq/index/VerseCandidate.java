package org.tahqiq.index;

/** A stretch of consecutive verses (corpus positions, inclusive) and how well the span matches it (0–100). */
public record VerseCandidate(int firstVerse, int lastVerse, double score) {
}
