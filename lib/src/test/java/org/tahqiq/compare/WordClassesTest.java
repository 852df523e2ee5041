package org.tahqiq.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tahqiq.index.HadithMatcher;

class WordClassesTest {

    private static String n(String w) {
        return HadithMatcher.normalize(w);
    }

    @Test
    void particlesFrameWordsAndContentWords() {
        assertEquals(WordClass.FUNCTION, WordClasses.of(n("على")));
        assertEquals(WordClass.FUNCTION, WordClasses.of(n("ومن")), "a conjunction on a short particle");
        assertEquals(WordClass.FRAME, WordClasses.of(n("قال")));
        assertEquals(WordClass.FRAME, WordClasses.of(n("وسلم")));
        assertEquals(WordClass.CONTENT, WordClasses.of(n("الصلاة")));
        assertEquals(WordClass.CONTENT, WordClasses.of(n("وجد")), "a three-letter verb keeps its waw");
    }

    @Test
    void negationsAndNumbers() {
        assertTrue(WordClasses.negation(n("ولا")));
        assertFalse(WordClasses.negation(n("إلا")));
        assertTrue(WordClasses.number(n("سبع")));
        assertTrue(WordClasses.number(n("والخمس")));
        assertTrue(WordClasses.number("70"));
        assertFalse(WordClasses.number(n("أحد")), "أحد is 'anyone' far more often than 'one'");
    }

    @Test
    void variantsShareAStemOrDifferByALetterOrTwo() {
        assertTrue(WordClasses.variants(n("المسلم"), n("مسلم")));
        assertTrue(WordClasses.variants(n("وشد"), n("شد")));
        assertTrue(WordClasses.variants(n("للناس"), n("الناس")));
        assertTrue(WordClasses.variants(n("حلت"), n("حليت")));
        assertFalse(WordClasses.variants(n("العبد"), n("الرجل")));
        assertFalse(WordClasses.variants(n("نهى"), n("حرم")));
    }
}
