package org.tahqiq.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.Response;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.text.CodePoints;

/**
 * Real dev answers damaged the ways text from a model or a web page is damaged: cut off mid-word, with emoji, joiners,
 * direction marks and tatweel dropped in, quote marks left open or scattered. Whatever the input, every answer is
 * checked without an error and every span is the answer's own text at its code-point offsets.
 */
class CheckerRobustnessTest {

    /**
     * Code points an answer may carry anywhere: outside the BMP, zero-width joiner, right-to-left mark, tatweel, NBSP, a
     * lone fathatan, and a lone high surrogate (JSON may escape one; Python counts it as one code point, as Java does).
     */
    private static final int[] STRAYS = {0x1F600, 0x1F4D6, 0x200D, 0x200F, 0x0640, 0x00A0, 0x064B, 0xD83D};
    /** Marks that open or close a quote, or tag a verse, as the detector reads them. */
    private static final String[] MARKS = {"«", "»", "\"", "“", "”", "(", ")", "{", "}", "[", "**", "<aya_start>",
            "<hadith_end>", "> "};

    private static Checker checker;

    @BeforeAll
    static void load() {
        checker = RealData.checker();
    }

    @Test
    void damagedAnswersAreCheckedAndEverySpanIsTheirTextAtItsOffsets() {
        List<BiFunction<String, Random, String>> damages = List.of(
                CheckerRobustnessTest::cutAtACodePoint,
                CheckerRobustnessTest::withStrayCodePoints,
                CheckerRobustnessTest::withoutClosingMarks,
                CheckerRobustnessTest::withScatteredMarks,
                (answer, random) -> answer.replace('\n', ' '));
        Random random = new Random(2026);
        int spans = 0;
        int checked = 0;
        for (Response r : CheckerTest.devAnswers(60)) {
            for (BiFunction<String, Random, String> damage : damages) {
                String answer = damage.apply(r.answer(), random);
                if (answer.isBlank()) {
                    continue;
                }
                CheckedAnswer a;
                try {
                    a = checker.check(r.id(), r.question(), answer);
                } catch (RuntimeException e) {
                    throw new AssertionError(r.id() + " damaged to " + CodePoints.length(answer) + " code points: " + e, e);
                }
                checked++;
                assertEquals(CodePoints.length(answer), a.length(), r.id());
                for (Citation c : a.citations()) {
                    for (CheckedSpan s : c.spans()) {
                        spans++;
                        assertTrue(0 <= s.start() && s.start() < s.end() && s.end() <= a.length(),
                                r.id() + ": [" + s.start() + ", " + s.end() + ") in " + a.length());
                        assertEquals(s.text(), CodePoints.substring(answer, s.start(), s.end()), r.id());
                        boolean quote = s.type() == SegmentType.AYAH || s.type() == SegmentType.MATN;
                        assertEquals(quote && s.isIncorrect(), s.hasCorrection(), r.id());
                        assertFalse(s.evidence().reason().isBlank(), r.id());
                    }
                }
                if (VerifyJson.answer(a).length == 0) {
                    fail(r.id() + ": no JSON");
                }
            }
        }
        assertTrue(checked > 250, "answers checked: " + checked);
        assertTrue(spans > 1000, "spans found in the damaged answers: " + spans);
    }

    /** The answer up to a random code point, as a reply cut off by a token limit. */
    private static String cutAtACodePoint(String answer, Random random) {
        int n = CodePoints.length(answer);
        return CodePoints.substring(answer, 0, 1 + random.nextInt(n));
    }

    /** Five strays at random code-point positions, inside words as often as between them. */
    private static String withStrayCodePoints(String answer, Random random) {
        StringBuilder out = new StringBuilder(answer);
        for (int k = 0; k < 5; k++) {
            int at = CodePoints.toCharIndex(out.toString(), random.nextInt(CodePoints.length(out.toString()) + 1));
            out.insert(at, Character.toString(STRAYS[random.nextInt(STRAYS.length)]));
        }
        return out.toString();
    }

    /** Every closing mark gone: each quote is opened and never closed. */
    private static String withoutClosingMarks(String answer, Random random) {
        return answer.replace("»", "").replace("”", "").replace(")", "").replace("}", "");
    }

    /** Eight quote marks and tags dropped at random code-point positions. */
    private static String withScatteredMarks(String answer, Random random) {
        StringBuilder out = new StringBuilder(answer);
        for (int k = 0; k < 8; k++) {
            int at = CodePoints.toCharIndex(out.toString(), random.nextInt(CodePoints.length(out.toString()) + 1));
            out.insert(at, MARKS[random.nextInt(MARKS.length)]);
        }
        return out.toString();
    }
}
