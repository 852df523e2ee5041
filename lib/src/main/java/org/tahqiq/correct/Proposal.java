package org.tahqiq.correct;

import java.util.List;
import org.tahqiq.dataset.SegmentKey;

/**
 * The authentic text a span most likely meant, before the خطأ decision.
 *
 * @param text      the corpus text to submit (a whole verse; a record's matn), or null when retrieval found nothing
 * @param reference where it comes from ("2:255", "Bukhari #1"), or "" when nothing was found
 * @param score     how closely the span matches it (0–100); the خطأ rule compares this with a threshold
 * @param others    further candidate texts, best first (for evidence and error analysis, not submitted)
 */
public record Proposal(SegmentKey key, String span, String text, String reference, double score, List<String> others) {

    public Proposal {
        others = List.copyOf(others);
    }

    public static Proposal none(SegmentKey key, String span) {
        return new Proposal(key, span, null, "", 0, List.of());
    }

    public boolean found() {
        return text != null;
    }
}
