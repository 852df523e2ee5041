package org.tahqiq.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tahqiq.text.Ar.t;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.SegmentType;

/**
 * Quotes as people write them: a verse in the Uthmani script or another edition's plain spelling is the verse (the
 * evidence shows the corpus text), a plain word that leaves out an alef is not; a hadith quoted without the narrator's
 * aside («…لأخيه - أو قال لجاره - ما يحب لنفسه») is the record.
 */
class ScriptsAndAsidesTest {

    private static Checker checker;

    @BeforeAll
    static void load() {
        checker = RealData.checker();
    }

    private static CheckedSpan only(CheckedAnswer a, SegmentType type) {
        List<CheckedSpan> spans = a.citations().stream().flatMap(c -> c.spans().stream()).filter(s -> s.type() == type).toList();
        assertEquals(1, spans.size(), () -> "one " + type + " span in " + a);
        return spans.get(0);
    }

    @Test
    void tanzilUthmaniVerseIsCorrectAndShowsTheCorpusText() {
        String uthmani = t("\u0671لoحaمoدu لiل~aهi رaب~i \u0671لoعa_`لaمiينa");
        CheckedSpan s = only(checker.check("قال الله تعالى: «" + uthmani + "»"), SegmentType.AYAH);
        assertEquals(SpanVerdict.CORRECT, s.verdict(), s.evidence().reason());
        assertTrue(s.evidence().reason().contains("in the Uthmani spelling"), s.evidence().reason());
        assertEquals(checker.retrieval().quran().get(1).text(), s.evidence().matchedText());
    }

    @Test
    void anotherEditionsSpellingIsCorrect() {
        CheckedSpan s = only(checker.check("قال الله تعالى: «ذالك الكتاب لا ريب فيه هدى للمتقين»"), SegmentType.AYAH);
        assertEquals(SpanVerdict.CORRECT, s.verdict(), s.evidence().reason());
        assertTrue(s.evidence().reason().contains("another edition's spelling"), s.evidence().reason());
    }

    @Test
    void aPlainWordLeavingOutAnAlefIsStillAMisquote() {
        CheckedSpan s = only(checker.check("قال الله تعالى: «ونضع الموزين القسط ليوم القيامة فلا تظلم نفس شيئا»"), SegmentType.AYAH);
        assertEquals(SpanVerdict.INCORRECT, s.verdict(), s.evidence().reason());
    }

    @Test
    void aQuoteWithoutTheNarratorsAsideIsTheRecord() {
        CheckedSpan s = only(checker.check("قال رسول الله ﷺ: «لا يؤمن أحدكم حتى يحب لأخيه ما يحب لنفسه» رواه مسلم."),
                SegmentType.MATN);
        assertEquals(SpanVerdict.CORRECT, s.verdict(), s.evidence().reason());
    }
}
