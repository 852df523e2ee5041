package org.tahqiq.task3.correct;

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
        // A matn that opens with the report of what he did keeps it.
        String narrative = "أَنَّ النَّبِيَّ صلى الله عليه وسلم لَمَّا جَاءَ إِلَى مَكَّةَ دَخَلَ مِنْ أَعْلاَهَا";
        assertEquals(narrative, MatnTrimmer.trim(narrative));
        // A verb other than one of reporting before the formula: the collections keep "لعن رسول الله ﷺ".
        assertEquals("لَعَنَ رَسُولُ اللَّهِ صلى الله عليه وسلم الرَّاشِيَ وَالْمُرْتَشِيَ",
                MatnTrimmer.trim("قَالَ لَعَنَ رَسُولُ اللَّهِ صلى الله عليه وسلم الرَّاشِيَ وَالْمُرْتَشِيَ"));
        assertEquals("كَانَ النَّبِيُّ صلى الله عليه وسلم إِذَا كَرَبَهُ أَمْرٌ",
                MatnTrimmer.trim("قَالَ كَانَ النَّبِيُّ صلى الله عليه وسلم إِذَا كَرَبَهُ أَمْرٌ"));
        // Heard doing something, not saying it.
        String heard = "سَمِعَ النَّبِيُّ صلى الله عليه وسلم رَجُلاً يَدْعُو";
        assertEquals(heard, MatnTrimmer.trim(heard));
    }

    @Test
    void dropsANarratorsLeftoverBeforeTheReport() {
        // "... عن عبد الله أن رسول الله ﷺ نهى": the index split left "الله" of the narrator's name in the matn.
        assertEquals("نَهَى يَوْمَ خَيْبَرَ", MatnTrimmer.trim("اللَّهِ، أَنَّ رَسُولَ اللَّهِ صلى الله عليه وسلم نَهَى يَوْمَ خَيْبَرَ"));
        assertEquals("لاَ يَشْرَبَنَّ أَحَدٌ", MatnTrimmer.trim("هُرَيْرَةَ يَقُولُ قَالَ رَسُولُ اللَّهِ صلى الله عليه وسلم لاَ يَشْرَبَنَّ أَحَدٌ"));
        assertEquals("الدُّنْيَا مَلْعُونَةٌ", MatnTrimmer.trim("سَمِعْتُ رَسُولَ اللَّهِ صلى الله عليه وسلم وَهُوَ يَقُولُ الدُّنْيَا مَلْعُونَةٌ"));
        assertEquals("إِذَا نَظَرَ", MatnTrimmer.trim("رَسُولَ اللَّهِ صلى الله عليه وسلم قَالَ إِذَا نَظَرَ"));
    }

    @Test
    void dropsTirmidhisGradingAndNeverEmptiesTheText() {
        assertEquals("الْحَيَاءُ مِنَ الإِيمَانِ", MatnTrimmer.trim("الْحَيَاءُ مِنَ الإِيمَانِ قَالَ أَبُو عِيسَى هَذَا حَدِيثٌ حَسَنٌ"));
        assertEquals("قَالَ", MatnTrimmer.trim("قَالَ"));
        assertEquals("الْجُمُعَةُ حَقٌّ", MatnTrimmer.trim("الْجُمُعَةُ حَقٌّ قَالَ أَبُو دَاوُدَ طَارِقُ بْنُ شِهَابٍ"));
    }

    @Test
    void eachRuleCanBeSwitchedOffToMeasureIt() {
        MatnTrimmer.Rules d = MatnTrimmer.Rules.DEFAULT;
        String attributed = "قَالَ رَسُولُ اللَّهِ صلى الله عليه وسلم: «إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ»";
        assertEquals("رَسُولُ اللَّهِ صلى الله عليه وسلم: «إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ»",
                MatnTrimmer.trim(attributed, d.withAttribution(false)), "only the leading قال goes");
        assertEquals(attributed, MatnTrimmer.trim(attributed, d.withAttribution(false).withLeadingSaid(false)));
        String graded = "الْحَيَاءُ مِنَ الإِيمَانِ قَالَ أَبُو عِيسَى هَذَا حَدِيثٌ حَسَنٌ";
        assertEquals(graded, MatnTrimmer.trim(graded, d.withGraderNote(false)));
        String late = "قَالَ فُلاَنٌ فِي حَدِيثِهِ عَنْ رَجُلٍ مِنْ أَهْلِ الشَّامِ عَنِ النَّبِيِّ صلى الله عليه وسلم قَالَ الصَّبْرُ ضِيَاءٌ";
        assertEquals("الصَّبْرُ ضِيَاءٌ", MatnTrimmer.trim(late, d.withPbuhWithin(12)));
        assertEquals(MatnTrimmer.trim(late), MatnTrimmer.trim(late, d.withPbuhWithin(9)), "the formula starts beyond the default window");
    }
}
