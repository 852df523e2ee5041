package org.tahqiq.task2.rules;

import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentKey;

/**
 * A label with its evidence.
 *
 * @param score       the similarity the decision rests on (0–100), or NaN when the rule is not a threshold
 * @param reference   the matched verse(s) or record(s), e.g. "2:255" or "صحيح مسلم #12", or "" when none
 * @param matchedText the matched source text (corpus spelling), or "" when none
 * @param reason      a short explanation a reader can check
 * @param checked     false when there was nothing to check the segment against (no quote, no record of it, no
 *                    collection or narrator named): the label is then the shared task's default, correct, not a
 *                    finding ({@code verify} shows such a segment as unverified)
 */
public record Verdict(SegmentKey key, Label label, double score, String reference, String matchedText, String reason,
                      boolean checked) {

    /** A verdict that rests on a comparison. */
    public Verdict(SegmentKey key, Label label, double score, String reference, String matchedText, String reason) {
        this(key, label, score, reference, matchedText, reason, true);
    }

    /** Nothing to check against: correct by the shared task's convention, and marked as not checked. */
    public static Verdict unchecked(SegmentKey key, String reason) {
        return new Verdict(key, Label.CORRECT, Double.NaN, "", "", reason, false);
    }
}
