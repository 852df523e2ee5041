package org.tahqiq.correct;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MatnTrimmerTest {

    @Test
    void dropsTheAttributionBeforeTheProphetsWords() {
        assertEquals("«إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ»",
                MatnTrimmer.trim("قَالَ رَسُولُ اللَّهِ صلى الله عليه وسلم: «إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ»"));
        assertEquals("الدِّينُ النَّصِيحَةُ", MatnTrimmer.trim("عَنِ النَّبِيِّ صلى الله عليه وسلم قَالَ الدِّينُ النَّصِيحَةُ"));
        assertEquals("لاَ ضَرَرَ", MatnTrimmer.trim("قَالَ لاَ ضَرَرَ"));
        assertEquals("كَانَ يَعْتَكِفُ", MatnTrimmer.trim("عَائِشَةَ قَالَتْ كَانَ يَعْتَكِفُ"));
    }

    @Test
    void keepsNarrativeThatIsPartOfTheMatn() {
        // The formula followed by an action, not speech: the whole text is the matn.
        String narrative = "أَنَّ النَّبِيَّ صلى الله عليه وسلم لَمَّا جَاءَ إِلَى مَكَّةَ دَخَلَ مِنْ أَعْلاَهَا";
        assertEquals(narrative, MatnTrimmer.trim(narrative));
    }

    @Test
    void dropsTirmidhisGradingAndNeverEmptiesTheText() {
        assertEquals("الْحَيَاءُ مِنَ الإِيمَانِ", MatnTrimmer.trim("الْحَيَاءُ مِنَ الإِيمَانِ قَالَ أَبُو عِيسَى هَذَا حَدِيثٌ حَسَنٌ"));
        assertEquals("قَالَ", MatnTrimmer.trim("قَالَ"));
    }
}
