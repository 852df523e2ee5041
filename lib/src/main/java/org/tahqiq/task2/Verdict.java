package org.tahqiq.task2;

import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentKey;

/**
 * A label with its evidence.
 *
 * @param score       the similarity the decision rests on (0–100), or NaN when the rule is not a threshold
 * @param reference   the matched verse(s) or record(s), e.g. "2:255" or "صحيح مسلم #12", or "" when none
 * @param matchedText the matched source text (corpus spelling), or "" when none
 * @param reason      a short explanation a reader can check
 */
public record Verdict(SegmentKey key, Label label, double score, String reference, String matchedText, String reason) {
}
