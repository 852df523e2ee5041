package org.tahqiq.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tahqiq.text.CodePoints;

/** How a quote is set off, one rule per case; spans are given as Python code-point offsets. */
class QuoteMarksTest {

    private static final String VERSE = "قل هو الله أحد";

    /** The marks around the first occurrence of {@link #VERSE} in {@code answer}. */
    private static QuoteMarks around(String answer) {
        int start = CodePoints.toCodePoint(answer, answer.indexOf(VERSE));
        return QuoteMarks.around(answer, start, start + CodePoints.length(VERSE));
    }

    @Test
    void marksOnBothSides() {
        assertEquals(QuoteMarks.BOTH, around("قال تعالى: \u00AB" + VERSE + "\u00BB (الإخلاص: 1)"));
        assertEquals(QuoteMarks.BOTH, around("قال تعالى: \"" + VERSE + "\""));
        assertEquals(QuoteMarks.BOTH, around("قال تعالى: \uFD3F" + VERSE + "\uFD3E"));
        assertEquals(QuoteMarks.BOTH, around("قال تعالى: **" + VERSE + "**"));
        assertEquals(QuoteMarks.BOTH, around("قال تعالى: { " + VERSE + " }"));
    }

    @Test
    void aStopBetweenTheQuoteAndItsClosingMarkIsSkipped() {
        assertEquals(QuoteMarks.BOTH, around("قال تعالى: \u00AB" + VERSE + ".\u00BB"));
        assertEquals(QuoteMarks.BOTH, around("قال: \u201C" + VERSE + "\u061F\u201D"));
    }

    @Test
    void tagsCountAsMarks() {
        assertEquals(QuoteMarks.BOTH, around("قال تعالى: <aya_start>" + VERSE + "<aya_end>"));
        assertEquals(QuoteMarks.ONE_SIDE, around("قال تعالى: <aya_start>" + VERSE + " والله أعلم"));
        assertEquals(QuoteMarks.NONE, around("قال تعالى: <b>" + VERSE + "</b> فقط"), "only the task's _start/_end tags");
    }

    @Test
    void oneSideOrNone() {
        assertEquals(QuoteMarks.ONE_SIDE, around("قال تعالى: \u00AB" + VERSE + " وهذا بيان"));
        assertEquals(QuoteMarks.ONE_SIDE, around("قال تعالى: " + VERSE + "\u00BB"));
        assertEquals(QuoteMarks.NONE, around("قال تعالى: " + VERSE + ". وهذا بيان"));
        assertEquals(QuoteMarks.NONE, around(VERSE));
    }

    @Test
    void offsetsAreCodePointsNotUtf16Units() {
        // U+1F600 is two UTF-16 units: a span given in code points after it must land on the verse, not one unit early.
        String answer = "\uD83D\uDE00 قال تعالى: \u00AB" + VERSE + "\u00BB";
        int start = CodePoints.toCodePoint(answer, answer.indexOf(VERSE));
        assertEquals(answer.indexOf(VERSE) - 1, start);
        assertEquals(QuoteMarks.BOTH, QuoteMarks.around(answer, start, start + CodePoints.length(VERSE)));
        assertEquals(QuoteMarks.NONE, QuoteMarks.around(answer, start + 1, start + CodePoints.length(VERSE) - 1));
    }
}
