package org.tahqiq.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.index.HadithMatcher;

class WordAlignerTest {

    static List<String> words(String arabic) {
        return MatnComparison.words(HadithMatcher.normalize(arabic));
    }

    static List<Alignment.Kind> kinds(Alignment a) {
        return a.steps().stream().map(Alignment.Step::kind).toList();
    }

    @Test
    void aVerbatimQuoteMatchesWordForWordInsideTheWindowItRenders() {
        Alignment a = WordAligner.align(words("إنما الأعمال بالنيات"),
                words("حدثنا الحميدي قال سمعت رسول الله يقول إنما الأعمال بالنيات وإنما لكل امرئ ما نوى"));
        assertTrue(kinds(a).stream().allMatch(k -> k == Alignment.Kind.MATCH), kinds(a).toString());
        assertEquals(List.of("انما", "الاعمال", "بالنيات"), a.window());
        assertEquals(3 * WordAligner.MATCH, a.score());
        assertEquals(3, a.longestRun());
    }

    @Test
    void aChangedWordIsAnEditAndTheTextsOtherSentencesStayOutsideTheWindow() {
        Alignment a = WordAligner.align(words("حرم رسول الله لحوم الحمر الأهلية"),
                words("عن جابر أن رسول الله نهى يوم خيبر عن لحوم الحمر الأهلية وأذن في لحوم الخيل"));
        Difference d = Difference.of(a);
        assertEquals("الاهليه", a.window().get(a.window().size() - 1), "the window ends where the quote does: " + a.window());
        assertEquals(5, d.matched(), d.toString());
        assertTrue(d.contentEdits() >= 1, d.toString());
        assertTrue(a.windowEnd() < a.text().size(), "what follows the quote is not dropped: " + a.window());
    }

    @Test
    void aWordWithTheArticleOrAConjunctionIsAVariantNotASubstitution() {
        Alignment a = WordAligner.align(words("كل مسلم على مسلم حرام"), words("كل المسلم على المسلم حرام دمه"));
        assertEquals(List.of(Alignment.Kind.MATCH, Alignment.Kind.VARIANT, Alignment.Kind.MATCH, Alignment.Kind.VARIANT,
                Alignment.Kind.MATCH), kinds(a));
        Difference d = Difference.of(a);
        assertTrue(d.verbatim(), d.toString());
        assertEquals("word for word but for 2 spelling variants", d.describe());
    }

    @Test
    void aWordTheQuoteAddsIsAnAdditionAndOneItLeavesOutADrop() {
        Difference added = Difference.of(WordAligner.align(words("إن أيام التشريق أيام أكل وشرب وذكر الله"),
                words("قال رسول الله أيام التشريق أيام أكل وشرب")));
        assertTrue(added.addedContent() >= 1, added.toString());
        assertTrue(added.describe().contains("added"), added.describe());
        Difference dropped = Difference.of(WordAligner.align(words("إذا دخل العشر أحيا الليل وأيقظ أهله وشد المئزر"),
                words("كان إذا دخل العشر أحيا الليل وأيقظ أهله وجد وشد المئزر")));
        assertEquals(1, dropped.droppedContent(), dropped.toString());
        assertEquals("1 content word left out: وجد", dropped.describe());
    }
}
