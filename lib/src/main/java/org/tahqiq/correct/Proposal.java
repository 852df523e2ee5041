package org.tahqiq.correct;

import java.util.List;
import org.tahqiq.dataset.SegmentKey;

/**
 * The authentic text a span most likely meant, before the خطأ decision.
 *
 * @param text      the corpus text to submit (a whole verse; a record's matn), or null when retrieval found nothing
 * @param reference where it comes from ("2:255", "Bukhari #1"), or "" when nothing was found
 * @param score     how much of the span it accounts for ({@link WordOverlap}, 0–100); the خطأ rule compares this with a threshold
 * @param run       longest stretch of the span, in words, that the text has verbatim (a misquote keeps some; an
 *                  invented text rarely more than a stock phrase)
 * @param charScore character similarity of span and text as retrieval measured it (0–100), for evidence
 * @param others    further candidate texts, best first (for evidence and error analysis, not submitted)
 */
public record Proposal(SegmentKey key, String span, String text, String reference, double score, int run, double charScore,
                       List<String> others) {

    public Proposal {
        others = List.copyOf(others);
    }

    public static Proposal none(SegmentKey key, String span) {
        return new Proposal(key, span, null, "", 0, 0, 0, List.of());
    }

    public boolean found() {
        return text != null;
    }
}
