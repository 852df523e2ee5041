package org.tahqiq.text.rasm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tahqiq.text.Ar.t;

import org.junit.jupiter.api.Test;
import org.tahqiq.text.rasm.Rasm.Reading;

/**
 * Each stage of the rasm chain on the words it was made for. Uthmani marks are written as escapes: U+0670 dagger alef
 * (` in {@link org.tahqiq.text.Ar#t}), U+0671 alef wasla, U+0654 hamza above, U+06DF small high rounded zero, U+06E1
 * Uthmani sukun, U+06E5 small waw, U+06E6 small ya, U+06E7 small high ya, U+06E8 small high noon, U+06DC small high seen.
 */
class RasmStagesTest {

    private static final String WASLA = "\u0671";

    /** The letters as written once the marks that stand for letters are written out (hamzas as alef). */
    private static String written(String s) {
        return Rasm.word(s, 0, s.length(), Reading.WRITTEN);
    }

    @Test
    void daggerAlefIsTheAlefPlainSpellingWrites() {
        assertEquals("العالمين", written("الع" + t("a_`") + "لمين"));      // after tatweel
        assertEquals("ذالك", written("ذ" + t("a`") + "لك"));               // after a vowel
        assertEquals("الصلاه", written("الصل" + t("a") + "و\u0670ة"));     // on a bare waw: the waw is the alef
        assertEquals("التوراه", written("التور" + "ى\u0670ة"));            // on a bare ya inside a word
        assertEquals("السماوات", written("السم" + t("a_`") + "و" + t("a`") + "ت")); // a waw with its own vowel stays
        assertEquals("علي", written("عل" + t("a") + "ى\u0670"));           // on a final ya: the letter stays
    }

    @Test
    void marksThatStandForLetters() {
        assertEquals(Rasm.word("شيئا", 0, 4, Reading.UTHMANI),
                Rasm.word("شي" + t("o") + "\u0640\u064B\u0654ا", 0, 7, Reading.UTHMANI)); // a hamza on a tatweel
        assertEquals("بايد", written("بأي" + t("o") + "ي\u06DFد"));        // an unread ya leaves nothing
        assertEquals("اولايك", written("أو\u06DFل" + t("a_`") + "\u0653ئك")); // an unread waw stays
        assertEquals("داوود", written("داو\u06E5د"));                      // small waw after waw: a letter
        assertEquals("به", written("به" + t("i") + "\u06E6"));             // after the pronoun's ha: nothing
        assertEquals("ابراهيم", written("إبر" + t("a`") + "ه\u0640\u06E7م"));
        assertEquals("ننجي", written("ن\u06E8جي"));
        assertEquals("يبسط", written("يبص\u06DCط"));
        assertEquals("تلقاي", written("تلقاي" + t("i") + "\u0655"));       // KFGQPC's hamza on a ya seat
    }

    @Test
    void finalAlefMaqsuraReadAsAlef() {
        Letters ra = FinalAlefMaqsura.apply(Letters.of("ر" + t("a") + "أ" + t("a") + "ى", 0, 5));
        assertEquals('\u0627', ra.charAt(4));
        // a kasra before it, or a mark of its own, makes it a ya (Tanzil's dotless final ya)
        Letters fi = FinalAlefMaqsura.apply(Letters.of("ف" + t("i") + "ى", 0, 3));
        assertEquals('\u0649', fi.charAt(2));
    }

    @Test
    void letterMapReadings() {
        assertEquals("يمنون", Rasm.word("يؤمنون", 0, 6, Reading.UTHMANI));
        assertEquals("يومنون", Rasm.word("يؤمنون", 0, 6, Reading.PLAIN));
        assertEquals("يومنون", Rasm.word("يومنون", 0, 6, Reading.PLAIN));
        assertEquals("الموازين", Rasm.word("الموازين", 0, 8, Reading.WRITTEN));
        assertEquals("لموزين", Rasm.word("الموازين", 0, 8, Reading.PLAIN));
        // Persian letter forms and a zero-width joiner are the Arabic letters
        assertEquals(Rasm.word("كتاب", 0, 4, Reading.PLAIN), Rasm.word("ک\u200Dتاب", 0, 5, Reading.PLAIN));
    }

    @Test
    void doubledLamAndFinalDoubledYa() {
        assertEquals(Rasm.word("الليل", 0, 5, Reading.PLAIN), Rasm.word(WASLA + "ليل", 0, 4, Reading.PLAIN));
        assertEquals(Rasm.word("والليل", 0, 6, Reading.PLAIN), Rasm.word("و" + WASLA + "ليل", 0, 5, Reading.PLAIN));
        // A conjunction and a preposition before the article (37:138, the Uthmani wbllyl with one lam).
        assertEquals(Rasm.word("وبالليل", 0, 7, Reading.PLAIN), Rasm.word("وب" + WASLA + "ليل", 0, 6, Reading.PLAIN));
        assertEquals("يحي", Rasm.word("يحيي", 0, 4, Reading.PLAIN));
    }

    @Test
    void kfgqpcSukunIsTheRoundedZeroWhereTheTextUsesU06E1() {
        String kfgqpc = "أفإي" + t("o") + "ن م\u06E1ت";  // the encoding shows itself by its own sukun elsewhere
        String plain = "أفإي" + t("o") + "ن مت";
        assertEquals(Rasm.of("أفإن مت", Reading.PLAIN).text(), Rasm.of(kfgqpc, Reading.PLAIN).text());
        assertNotEquals(Rasm.of("أفإن مت", Reading.PLAIN).text(), Rasm.of(plain, Reading.PLAIN).text());
    }

    @Test
    void presentationFormsAreTheirLetters() {
        assertEquals(Rasm.of("الله أكبر", Reading.PLAIN).text(), Rasm.of("\uFDF2 \uFE83\uFEDC\uFE92\uFEAE", Reading.PLAIN).text());
    }

    @Test
    void aKeyJoinsWordsSoJoinedAndSplitVocativesAgree() {
        String uthmani = "ي" + t("a_`") + "\u0653أيها الناس";
        assertEquals(Rasm.of("يا أيها الناس", Reading.PLAIN).text(), Rasm.of(uthmani, Reading.PLAIN).text());
        assertEquals(Rasm.of("يا أيها الناس", Reading.PLAIN).text(), Rasm.of("ياأيها الناس", Reading.PLAIN).text());
        assertEquals(2, Rasm.of("ياأيها الناس ١٢", Reading.PLAIN).words(), "a verse number is no word");
    }

    @Test
    void uthmaniMarks() {
        assertTrue(Rasm.isUthmaniMark(WASLA, 0));
        assertFalse(Rasm.isUthmaniMark("جا\u0653ء", 2), "a madda on a bare alef is a decomposed alef madda");
        assertTrue(Rasm.isUthmaniMark("ج" + t("a") + "\u0653", 2));
        assertFalse(Rasm.isUthmaniMark(t("ba"), 1));
    }
}
