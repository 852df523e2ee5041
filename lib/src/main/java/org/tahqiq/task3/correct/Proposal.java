package org.tahqiq.task3.correct;

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
 * @param features  further measurements the خطأ decision may use ({@link Features#NONE} when unmeasured)
 */
public record Proposal(SegmentKey key, String span, String text, String reference, double score, int run, double charScore,
                       List<String> others, Features features) {

    /**
     * Measurements of span against proposal beyond coverage and run.
     *
     * @param words     length of the span in (normalized) words
     * @param partial   character similarity of the span to its best-aligned stretch of the text (0–100)
     * @param margin    the proposal's coverage minus the best coverage of a candidate elsewhere (0–100)
     * @param textCover how much of the proposed text the span accounts for (coverage the other way, 0–100)
     * @param heavyRun  the weight of the heaviest stretch of the span the text has verbatim ({@link
     *                  WordOverlap.Shared#heaviestRun}): what {@code run} counts in words, in the words' IDF
     */
    public record Features(int words, double partial, double margin, double textCover, double heavyRun) {
        public static final Features NONE = new Features(0, 0, 0, 0, 0);
    }

    public Proposal {
        others = List.copyOf(others);
    }

    public Proposal(SegmentKey key, String span, String text, String reference, double score, int run, double charScore,
                    List<String> others) {
        this(key, span, text, reference, score, run, charScore, others, Features.NONE);
    }

    public static Proposal none(SegmentKey key, String span) {
        return new Proposal(key, span, null, "", 0, 0, 0, List.of());
    }

    public boolean found() {
        return text != null;
    }
}
