package org.tahqiq.task1.detect;

import org.tahqiq.task1.Fixtures;
import org.tahqiq.task1.Task1Pipeline;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.text.CodePoints;

/** The library call {@code detect(answer)} with the pinned model. */
class SpanDetectorTest {

    private static final SpanDetector DETECTOR = new SpanDetector(Fixtures.ANALYZER, Task1Pipeline.pinnedModel());

    private static final String QUOTE = "قل هو الله أحد";
    private static final String ANSWER = "\uD83D\uDE00 الجواب: قال الله تعالى: \"" + QUOTE + "\" (سورة الإخلاص، الآية 1).\n\n"
            + "وعن أبي هريرة رضي الله عنه قال: قال رسول الله صلى الله عليه وسلم: \"من كان يؤمن بالله واليوم الآخر فليقل خيرا أو ليصمت\" (رواه البخاري ومسلم).";

    @Test
    void offsetsAreCodePointsEvenAfterACharacterOutsideTheBmp() {
        List<DetectedAnnotation> found = DETECTOR.detect(ANSWER);
        DetectedSpan ayah = found.get(0).span(SegmentType.AYAH).orElseThrow(() -> new AssertionError(found.toString()));
        assertEquals(QUOTE, CodePoints.substring(ANSWER, ayah.start(), ayah.end()));
        assertEquals(QUOTE, ayah.text());
        // The emoji is one code point but two UTF-16 units: the UTF-16 index is one more.
        assertEquals(ANSWER.indexOf(QUOTE) - 1, ayah.start());
    }

    @Test
    void findsTheCanonicalShapesOfBothKinds() {
        List<DetectedAnnotation> found = DETECTOR.detect(ANSWER);
        assertEquals(2, found.size(), found.toString());
        assertEquals("سورة الإخلاص، الآية 1", found.get(0).span(SegmentType.CLAIMED_SOURCE).orElseThrow().text());
        DetectedAnnotation hadith = found.get(1);
        assertEquals("عن أبي هريرة رضي الله عنه قال: قال رسول الله صلى الله عليه وسلم:", hadith.span(SegmentType.ISNAD).orElseThrow().text());
        assertEquals("من كان يؤمن بالله واليوم الآخر فليقل خيرا أو ليصمت", hadith.span(SegmentType.MATN).orElseThrow().text());
        assertEquals("رواه البخاري ومسلم", hadith.span(SegmentType.CLAIMED_SOURCE).orElseThrow().text());
        assertTrue(hadith.span(SegmentType.MATN).orElseThrow().why().contains("hadith"), hadith.toString());
    }

    private static final String MATN = "من كان يؤمن بالله واليوم الآخر فليقل خيرا أو ليصمت";

    /** «متفق عليه» closing a quote is the claimed source whether or not it is bracketed. */
    @Test
    void aBareMuttafaqAlayhAfterTheQuoteIsItsClaimedSource() {
        for (String answer : List.of(
                "قال رسول الله صلى الله عليه وسلم: \"" + MATN + "\" متفق عليه.",
                "قال رسول الله صلى الله عليه وسلم: \"" + MATN + "\". متفق عليه.",
                "قال رسول الله صلى الله عليه وسلم: \"" + MATN + "\" (متفق عليه).")) {
            List<DetectedAnnotation> found = DETECTOR.detect(answer);
            assertEquals(1, found.size(), answer + " → " + found);
            assertEquals(MATN, found.get(0).span(SegmentType.MATN).orElseThrow(() -> new AssertionError(found.toString())).text());
            assertEquals("متفق عليه", found.get(0).span(SegmentType.CLAIMED_SOURCE)
                    .orElseThrow(() -> new AssertionError(answer + " → " + found)).text(), answer);
        }
    }

    @Test
    void anAnswerWithoutCitationsHasNone() {
        assertEquals(List.of(), DETECTOR.detect("هذا سؤال عام، والجواب يعتمد على نية السائل وظروفه. والله أعلم."));
    }

    @Test
    void oneDetectorServesManyThreads() throws Exception {
        List<DetectedAnnotation> expected = DETECTOR.detect(ANSWER);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<List<DetectedAnnotation>>> fs = new java.util.ArrayList<>();
            for (int i = 0; i < 8; i++) {
                fs.add(pool.submit(() -> DETECTOR.detect(ANSWER)));
            }
            for (Future<List<DetectedAnnotation>> f : fs) {
                assertEquals(expected, f.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
