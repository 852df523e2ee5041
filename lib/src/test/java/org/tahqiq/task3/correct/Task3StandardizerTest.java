package org.tahqiq.task3.correct;

import org.tahqiq.text.Ar;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.tahqiq.task3.correct.Task3Standardizer.hadith;
import static org.tahqiq.task3.correct.Task3Standardizer.quran;

import org.junit.jupiter.api.Test;

class Task3StandardizerTest {

    // --- Qur'an: must match ----------------------------------------------------------------------

    @Test
    void hamzaSeatAndAlefFatha() {
        // أaعoلaمu → fold أ: اaعoلaمu → drop sukun: اaعلaمu → alef+fatha: اعلaمu
        assertEquals(Ar.t("اعلaمu"), quran(Ar.t("أaعoلaمu")));
        assertEquals(quran(Ar.t("أaعoلaمu")), quran(Ar.t("اعلaمu")));
        // أaنo and ان: fold, drop sukun, alef+fatha → ان
        assertEquals("ان", quran(Ar.t("أaنo")));
    }

    @Test
    void fathaBeforeAlefIsDropped() {
        // قaالa → fatha+alef → قالa
        assertEquals(Ar.t("قالa"), quran(Ar.t("قaالa")));
        assertEquals(quran(Ar.t("قaالa")), quran(Ar.t("قالa")));
    }

    @Test
    void longVowelsAndSukun() {
        assertEquals("في", quran(Ar.t("فiي"))); // kasra+ya
        assertEquals(Ar.t("يaقولu"), quran(Ar.t("يaقuولu"))); // damma+waw
        // الoحaمoدu → "ال"+sukun → الحaمoدu → drop sukun → الحaمدu
        assertEquals(Ar.t("الحaمدu"), quran(Ar.t("الoحaمoدu")));
        assertEquals("لا", quran(Ar.t("لiا"))); // lam+kasra+alef
    }

    @Test
    void letterFolds() {
        assertEquals("علي", quran("على")); // ى → ي
        assertEquals("رحمه", quran("رحمة")); // ة → ه
        assertEquals("يومنون", quran("يؤمنون")); // ؤ → و
        assertEquals("سييه", quran("سيئة")); // ئ → ي, ة → ه
        assertEquals("ارض", quran("\u0671رض")); // alef wasla
        assertEquals("اامن", quran("آإمن")); // آ and إ
    }

    @Test
    void tanweenAlefOrderIsUnified() {
        // the two spellings of tanween fath: on the consonant before alef, or after the alef
        assertEquals(Ar.t("احaدFا"), quran(Ar.t("أaحaدFا")));
        assertEquals(Ar.t("احaدFا"), quran(Ar.t("أaحaداF")));
    }

    @Test
    void stepsRunInOrder() {
        // ب + fatha + alef + fathatan: fatha+alef first gives باF, then alef+fathatan gives بFا.
        // (Swapping first would leave بa + F + ا, which no later step repairs.)
        assertEquals(Ar.t("بFا"), quran(Ar.t("بaاF")));
    }

    @Test
    void whitespaceCollapsedAndTrimmed() {
        assertEquals("قال الله", quran(" قال\t\tالله \n"));
        assertEquals("قال الله", quran("قال\u00A0الله"));
    }

    // --- Qur'an: must not match ------------------------------------------------------------------

    @Test
    void differentVowelOnAConsonantDiffers() {
        assertNotEquals(quran(Ar.t("كaتaبa")), quran(Ar.t("كuتiبa")));
        // a dropped shadda is a different text
        assertNotEquals(quran(Ar.t("رaب~i")), quran(Ar.t("رaبi")));
        // the fatha on ح survives, so the modern "أحداF" does not match the corpus "أaحaدFا"
        assertNotEquals(quran(Ar.t("أaحaدFا")), quran(Ar.t("أحداF")));
    }

    @Test
    void tatweelAndSuperscriptAlefAreKept() {
        // Corpus spelling الرa~حoمa_`نi vs the same without tatweel: the Qur'an standardization
        // does not remove either mark, so a correction must copy the corpus text exactly.
        assertNotEquals(quran(Ar.t("ر~aحoمa_`نi")), quran(Ar.t("ر~aحoمa`نi")));
        assertEquals(Ar.t("ر~aحمa_`نi"), quran(Ar.t("ر~aحoمa_`نi")));
    }

    // --- Hadith ----------------------------------------------------------------------------------

    @Test
    void hadithDropsAllMarksAndPunctuation() {
        String diacritised = Ar.t("قaالa رaسuولu الل~aهi ﷺ: «إiن~aمaا الoأaعoمaالu بiالن~iي~aاتi»");
        String modern = "قال رسول الله: إنما الأعمال بالنيات";
        assertEquals("قال رسول الله انما الاعمال بالنيات", hadith(diacritised));
        assertEquals(hadith(diacritised), hadith(modern));
    }

    @Test
    void hadithDropsTatweelDigitsAndLatin() {
        assertEquals("الرحمن", hadith(Ar.t("الرحم_ن")));
        assertEquals("حديث رقم", hadith("حديث رقم 5 (see)"));
        assertEquals("صلاه", hadith("صلاة"));
        assertEquals("", hadith(" ... "));
    }

    @Test
    void hadithStillDistinguishesLetters() {
        assertNotEquals(hadith("إنما الأعمال بالنيات"), hadith("إنما الأعمال بالنية"));
        // ء is a letter and stays; only seated hamza is folded
        assertEquals("شيء", hadith("شيء"));
    }
}
