package org.tahqiq.task1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task1.score.Task1Span;
import org.tahqiq.text.CodePoints;

/** The synthetic training answers keep the gold's conventions in both sets of shapes. */
class SyntheticAnswersTest {

    private static final SyntheticAnswers PLAIN = new SyntheticAnswers(Fixtures.quran(), Fixtures.hadith(), SyntheticAnswers.PLAIN);
    private static final SyntheticAnswers VARIED = new SyntheticAnswers(Fixtures.quran(), Fixtures.hadith(), SyntheticAnswers.VARIED);

    @Test
    void everySpanIsTrimmedTextOfItsAnswer() {
        for (SyntheticAnswers g : List.of(PLAIN, VARIED)) {
            for (Answer a : g.generate(200, 3)) {
                int n = CodePoints.length(a.text());
                for (Task1Span s : a.gold()) {
                    if (s.isNoAnnotation()) {
                        continue;
                    }
                    assertTrue(0 <= s.start() && s.start() < s.end() && s.end() <= n, a.id() + " " + s);
                    String piece = CodePoints.substring(a.text(), s.start(), s.end());
                    assertEquals(piece.strip(), piece, a.id() + " " + s.type() + " «" + piece + "»");
                    if (s.type() != SegmentType.ISNAD) {
                        assertFalse(piece.contains("\n"), a.id() + " " + s.type() + " «" + piece + "»");
                    }
                }
            }
        }
    }

    @Test
    void theVariedShapesWriteBareSourcesAfterTheQuoteAndKeepThePlainSetAsItWas() {
        List<Answer> varied = VARIED.generate(300, 7);
        boolean bare = false;
        for (Answer a : varied) {
            for (Task1Span s : a.gold()) {
                if (s.type() == SegmentType.CLAIMED_SOURCE && CodePoints.substring(a.text(), s.start(), s.end()).equals("متفق عليه")) {
                    int cp = s.start();
                    String before = CodePoints.substring(a.text(), Math.max(0, cp - 2), cp);
                    bare |= !before.contains("(") && !before.contains("[");
                }
            }
        }
        assertTrue(bare, "no bare متفق عليه in 300 varied answers");
        List<Answer> plain = PLAIN.generate(50, 7);
        assertEquals(plain, new SyntheticAnswers(Fixtures.quran(), Fixtures.hadith()).generate(50, 7));
        assertNotEquals(plain.stream().map(Answer::text).toList(), VARIED.generate(50, 7).stream().map(Answer::text).toList());
    }
}
