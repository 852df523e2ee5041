package org.tahqiq.lookup;

import java.util.List;

/**
 * What a reader is shown of one part of a found text: all of a short part; of a long one (a narration can run to
 * thousands of characters) the words around the stretch the query renders, cut at word boundaries and elided with
 * {@value #ELISION}. A long part the stretch does not reach shows its end when it comes before the stretch (a chain's
 * last narrators, next to its matn), its beginning when it comes after.
 *
 * @param part  which part (a narration's {@link Hit.Narration#ISNAD} or {@link Hit.Narration#MATN})
 * @param start where the shown text starts in the part (UTF-16 index)
 * @param end   where it ends (exclusive)
 */
public record Excerpt(int part, int start, int end) {

    /** Longest part shown whole, in characters: a few lines of a terminal. */
    static final int WHOLE = 400;
    /** Characters shown on either side of the stretch the query renders (then out to the word's end). */
    static final int CONTEXT = 80;
    /** What stands for the words left out. */
    public static final String ELISION = "…";

    /** The excerpt of {@code text}, part {@code part} of the texts {@code c} compared. */
    static Excerpt of(String text, int part, Comparison c) {
        int n = text.length();
        if (n <= WHOLE) {
            return new Excerpt(part, 0, n);
        }
        if (c.firstPart() < 0) {
            return new Excerpt(part, 0, wordEnd(text, 2 * CONTEXT));
        }
        if (part < c.firstPart()) {
            return new Excerpt(part, wordStart(text, n - CONTEXT), n);
        }
        if (part > c.lastPart()) {
            return new Excerpt(part, 0, wordEnd(text, CONTEXT));
        }
        int from = part == c.firstPart() ? c.start() : 0;
        int to = part == c.lastPart() ? c.end() : n;
        int start = wordStart(text, from - CONTEXT);
        int end = wordEnd(text, to + CONTEXT);
        // a few words left out are not worth the elision: they are shown
        return new Excerpt(part, start < CONTEXT / 4 ? 0 : start, n - end < CONTEXT / 4 ? n : end);
    }

    /** The start of the word {@code at} is in (0 before the text). */
    private static int wordStart(String text, int at) {
        int i = Math.max(0, Math.min(at, text.length()));
        while (i > 0 && !Character.isWhitespace(text.charAt(i - 1))) {
            i--;
        }
        return i;
    }

    /** The end of the word {@code at} is in (the text's end past it). */
    private static int wordEnd(String text, int at) {
        int i = Math.max(0, Math.min(at, text.length()));
        while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /** Whether all of the part is shown. */
    public boolean whole(String text) {
        return start == 0 && end == text.length();
    }

    /** The shown text of {@code text} (the part's whole text), elided where cut. */
    public String shown(String text) {
        return elided(text, text.substring(start, end).strip());
    }

    /** The shown text with each marked word in brackets ({@link LookupText#bracketed}). */
    String bracketed(String text, List<Comparison.Mark> marks) {
        List<Comparison.Mark> inside = marks.stream().filter(m -> m.start() >= start && m.end() <= end)
                .map(m -> new Comparison.Mark(m.part(), m.start() - start, m.end() - start, m.kind(), m.query())).toList();
        return elided(text, LookupText.bracketed(text.substring(start, end), inside).strip());
    }

    private String elided(String text, String inner) {
        return (start > 0 ? ELISION + " " : "") + inner + (end < text.length() ? " " + ELISION : "");
    }
}
