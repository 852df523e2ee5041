package org.tahqiq.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DifferenceTest {

    private static Difference of(String quote, String text) {
        return Difference.of(WordAligner.align(WordAlignerTest.words(quote), WordAlignerTest.words(text)));
    }

    @Test
    void oneContentWordSubstitutedIsNamedWithBothWords() {
        Difference d = of("إذا مرض الرجل أو سافر", "إذا مرض العبد أو سافر");
        assertEquals(1, d.substitutedContent());
        assertEquals("one content word substituted: العبد → الرجل", d.describe());
    }

    @Test
    void aNegationTakesPrecedenceOverOtherEdits() {
        Difference d = of("من لا يرحم الناس يرحمه الله", "من يرحم الناس يرحمه الله");
        assertTrue(d.negationChanged());
        assertTrue(d.describe().startsWith("a negation changed"), d.describe());
    }

    @Test
    void aChangedNumberIsANumberChange() {
        Difference d = of("أمرنا رسول الله بخمس", "أمرنا رسول الله بسبع");
        assertTrue(d.numberChanged(), d.toString());
        assertFalse(d.negationChanged());
    }

    @Test
    void frameWordsAndParticlesAreCountedApartFromContent() {
        Difference d = of("قال رسول الله الدين النصيحة", "الدين النصيحة");
        assertEquals(0, d.contentEdits(), d.toString());
        assertEquals(3, d.addedOther(), d.toString());
        assertEquals("only particles and frame words differ (3 words): — → قال رسول الله", d.describe(),
                "the first edit is named, an addition with a dash for the text's side");
    }

    @Test
    void aLongAdditionIsAnAddedClause() {
        Difference d = of("أفضل الصيام بعد رمضان شهر الله المحرم وأفضل الصلاة بعد الفريضة صلاة الليل",
                "أفضل الصيام بعد رمضان شهر الله المحرم");
        assertTrue(d.describe().startsWith("an added clause: «وافضل الصلاه"), d.describe());
        assertEquals(1.0, d.windowCoverage(), 1e-9);
        assertTrue(d.coverage() < 0.7, "half the quote is not in the text: " + d.coverage());
    }

    @Test
    void eachKindIsTheOneTheDescriptionNames() {
        assertEquals(Difference.Kind.VERBATIM, of("الدين النصيحة", "الدين النصيحة").kind());
        assertEquals(Difference.Kind.ONE_WORD_SUBSTITUTED, of("إذا مرض الرجل أو سافر", "إذا مرض العبد أو سافر").kind());
        assertEquals(Difference.Kind.WORDS_SUBSTITUTED,
                of("إذا مرض الرجل الصالح أو سافر", "إذا مرض العبد المؤمن أو سافر").kind());
        assertEquals(Difference.Kind.NEGATION, of("من لا يرحم الناس يرحمه الله", "من يرحم الناس يرحمه الله").kind());
        assertEquals(Difference.Kind.NUMBER, of("أمرنا رسول الله بخمس", "أمرنا رسول الله بسبع").kind());
        assertEquals(Difference.Kind.PARTICLES, of("قال رسول الله الدين النصيحة", "الدين النصيحة").kind());
        assertEquals(Difference.Kind.CLAUSE_ADDED, of("أفضل الصيام بعد رمضان شهر الله المحرم وأفضل الصلاة بعد الفريضة",
                "أفضل الصيام بعد رمضان شهر الله المحرم").kind());
        assertEquals(Difference.Kind.WORDS_ADDED, of("أفضل الصيام بعد رمضان صيام شهر الله المحرم",
                "أفضل الصيام بعد رمضان شهر الله المحرم").kind());
        Difference dropped = of("أفضل الصيام بعد رمضان الله المحرم", "أفضل الصيام بعد رمضان شهر الله المحرم");
        assertEquals(Difference.Kind.WORDS_LEFT_OUT, dropped.kind(), dropped.describe());
        assertTrue(dropped.describe().startsWith("1 content word left out"), dropped.describe());
    }
}
