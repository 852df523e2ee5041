package org.tahqiq.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tahqiq.text.Ar.t;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tahqiq.corpus.QuranText.ExactMatch;
import org.tahqiq.testing.DevData;
import org.tahqiq.text.rasm.Rasm;

/** A quote in another script matches its verse through the rasm; a misspelt plain quote does not. */
class QuranRasmTest {

    static QuranCorpus quran;

    @BeforeAll
    static void load() {
        quran = QuranCorpus.load(DevData.corporaOrSkip("QuranRasmTest").quran());
    }

    static List<ExactMatch> find(String quote) {
        for (Rasm.Reading r : Rasm.Reading.MATCHING) {
            List<ExactMatch> m = quran.rasm(r).occurrences(quote, r);
            if (!m.isEmpty()) {
                return m;
            }
        }
        return List.of();
    }

    static String ref(ExactMatch m) {
        return quran.reference(m.firstVerse(), m.lastVerse());
    }

    @Test
    void tanzilUthmaniVerseIsItsVerse() {
        // 1:2 as Tanzil prints it: alef wasla, a dagger alef after tatweel
        String verse = t("\u0671لoحaمoدu لiل~aهi رaب~i \u0671لoعa_`لaمiينa");
        List<ExactMatch> m = find(verse);
        assertTrue(m.stream().anyMatch(x -> ref(x).equals("1:2")), () -> "matches: " + m.stream().map(QuranRasmTest::ref).toList());
        assertEquals(0, m.get(0).conflicts());
    }

    @Test
    void joinedVocativeMatchesTheCorpusTwoWords() {
        List<ExactMatch> m = find("ياأيها الذين آمنوا كتب عليكم الصيام");
        assertEquals(List.of("2:183"), m.stream().map(QuranRasmTest::ref).toList());
        assertEquals(quran.text().verseOffset(quran.indexOf(2, 183)), m.get(0).start(), "the match starts at the vocative");
    }

    @Test
    void plainEditionSpellingsMatch() {
        assertEquals("2:2", ref(find("ذالك الكتاب لا ريب فيه هدى للمتقين").get(0)));
        assertEquals("2:3", ref(find("الذين يومنون بالغيب ويقيمون الصلوة ومما رزقناهم ينفقون").get(0)));
    }

    @Test
    void aPlainWordThatLeavesOutAnAlefIsAMisspelling() {
        assertEquals(List.of(), find("ونضع الموزين القسط ليوم القيامة"));
        assertEquals("21:47", ref(find("ونضع الموازين القسط ليوم القيامه").get(0)));
    }

    @Test
    void aContradictingVowelIsCountedThroughTheRasm() {
        // 2:275 in plain letters with one Uthmani spelling (الربوا) and the passive hurrima for harrama
        List<ExactMatch> right = find("وأحل الله البيع وحر" + t("~a") + "م الربوا");
        List<ExactMatch> wrong = find("وأحل الله البيع وح" + t("u") + "ر" + t("~i") + "م الربوا");
        assertEquals(0, right.get(0).conflicts());
        assertTrue(wrong.get(0).conflicts() > 0);
    }
}
