package org.tahqiq.task4.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Light stems and question cues. */
class ArabicTermsTest {

    @Test
    void stemsMeetAcrossArticleClitticsAndDiacritics() {
        assertEquals(ArabicTerms.stems("صيام"), ArabicTerms.stems("وَالصِّيَامِ"));
        assertEquals(List.of("صيام"), ArabicTerms.stems("الصيام"));
    }

    @Test
    void questionWordsStopWordsAndHonorificsCarryNoTopic() {
        assertEquals(List.of("صلا", "فجر"), ArabicTerms.stems("هل يجوز ترك الصلاة في الفجر؟").subList(2, 4));
        assertTrue(ArabicTerms.stems("قال رسول الله صلى الله عليه وسلم").stream().noneMatch(s -> s.startsWith("صل")),
                ArabicTerms.stems("قال رسول الله صلى الله عليه وسلم").toString());
        assertTrue(ArabicTerms.stems("هل ما ماذا كيف").isEmpty());
    }

    @Test
    void questionCuesReadTheKindOfAnswerAsked() {
        Map<QuestionCues.Cue, Double> c = QuestionCues.of("ما حكم صيام يوم الجمعة؟");
        assertEquals(1.0, c.get(QuestionCues.Cue.RULING));
        assertEquals(0.0, c.get(QuestionCues.Cue.VIRTUE));
        assertEquals(1.0, QuestionCues.of("ما فضل قراءة سورة الكهف").get(QuestionCues.Cue.VIRTUE));
        assertEquals(1.0, QuestionCues.of("وما الحكمة من ذلك").get(QuestionCues.Cue.REASON));
        assertEquals(0.0, QuestionCues.of("الحكومة").get(QuestionCues.Cue.RULING), "a cue is a whole word");
    }
}
