package org.tahqiq.compare;

import java.util.List;

/**
 * A quote's words aligned with a stretch of a corpus text's words, as a list of steps in order. The quote is aligned
 * whole; the text only over the window it renders ({@code [windowStart, windowEnd)} in the text's words), so a long
 * narration's other sentences are neither dropped words nor evidence.
 *
 * @param quote       the quote's words
 * @param text        the text's words
 * @param steps       the alignment, quote and text left to right
 * @param windowStart the first text word the alignment covers
 * @param windowEnd   one past the last
 * @param score       the alignment's score ({@link WordAligner}'s unit scores)
 */
public record Alignment(List<String> quote, List<String> text, List<Step> steps, int windowStart, int windowEnd, int score) {

    /** What one step does. */
    public enum Kind {
        /** The same word on both sides. */
        MATCH,
        /** Two spellings or forms of one word ({@link WordClasses#variants}). */
        VARIANT,
        /** A quote word in place of a different text word. */
        SUBSTITUTE,
        /** A quote word the text does not have there. */
        ADD,
        /** A text word (inside the window) the quote leaves out. */
        DROP
    }

    /**
     * One step: the quote word at {@code q} and/or the text word at {@code t} (-1 for none).
     */
    public record Step(Kind kind, int q, int t) {
    }

    public Alignment {
        quote = List.copyOf(quote);
        text = List.copyOf(text);
        steps = List.copyOf(steps);
    }

    /** The text's words the quote renders. */
    public List<String> window() {
        return text.subList(windowStart, windowEnd);
    }

    /** Words aligned as the same word or a variant of it. */
    public int matched() {
        return (int) steps.stream().filter(s -> s.kind == Kind.MATCH || s.kind == Kind.VARIANT).count();
    }

    /** The longest run of consecutive steps matching word for word. */
    public int longestRun() {
        int best = 0;
        int run = 0;
        for (Step s : steps) {
            run = s.kind == Kind.MATCH ? run + 1 : 0;
            best = Math.max(best, run);
        }
        return best;
    }
}
