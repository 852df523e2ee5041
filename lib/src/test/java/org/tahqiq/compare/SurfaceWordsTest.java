package org.tahqiq.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.index.HadithMatcher;

class SurfaceWordsTest {

    private static List<String> shown(String original) {
        return SurfaceWords.of(original, MatnComparison.words(HadithMatcher.normalize(original)), HadithMatcher::normalize);
    }

    @Test
    void eachNormalizedWordGetsItsTokenAsWrittenWithoutThePunctuationAround() {
        assertEquals(List.of("إِنَّمَا", "الأَعْمَالُ", "بِالنِّيَّاتِ", "وَإِنَّمَا", "لِكُلِّ", "امْرِئٍ", "مَا", "نَوَى"),
                shown("«إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ، وَإِنَّمَا لِكُلِّ امْرِئٍ مَا نَوَى»."));
    }

    @Test
    void aPhraseTheNormalizerDropsWholeIsSkipped() {
        String original = "قال رسول الله صلى الله عليه وسلم: الدِّينُ النَّصِيحَةُ";
        List<String> normalized = MatnComparison.words(HadithMatcher.normalize(original));
        assertEquals(List.of("قال", "رسول", "الله", "الدِّينُ", "النَّصِيحَةُ"), SurfaceWords.of(original, normalized,
                HadithMatcher::normalize), "the honorific's four words are not shown for the words after it: " + normalized);
    }

    @Test
    void aWordNoTokenRendersKeepsItsNormalizedForm() {
        assertEquals(List.of("الدين", "النَّصِيحَةُ"), SurfaceWords.of("النَّصِيحَةُ", List.of("الدين", "النصيحه"),
                HadithMatcher::normalize));
    }

    @Test
    void tokensAreRunsOfLettersAndTheirMarksWhateverSeparatesThem() {
        assertEquals(List.of("نَوَى", "قَالَ", "\u0628\u0650"), SurfaceWords.tokens("(نَوَى)\u200F.\u200Fقَالَ \u0628\u0650."),
                "punctuation and direction marks separate words; a kasra on the last letter stays");
        assertEquals(List.of(), SurfaceWords.tokens(" ،؟ "));
    }

    @Test
    void wordAtIsTheRunOfLettersAndMarksAroundAnIndex() {
        String text = "«وَقَالَ رَبُّكُمُ ادْعُونِي»";
        assertEquals("رَبُّكُمُ", SurfaceWords.wordAt(text, text.indexOf("ب")));
        assertEquals("وَقَالَ", SurfaceWords.wordAt(text, 1), "the first letter, after the guillemet");
        assertEquals("", SurfaceWords.wordAt(text, 0), "on punctuation: no word");
    }

    @Test
    void describeShowsTheWordsGivenAndRefusesAMismatchedCount() {
        Difference d = Difference.of(WordAligner.align(List.of("اذا", "مرض", "الرجل"), List.of("اذا", "مرض", "العبد")));
        assertEquals("one content word substituted: العَبْدُ → الرَّجُلُ",
                d.describe(List.of("إذا", "مرض", "الرَّجُلُ"), List.of("إِذَا", "مَرِضَ", "العَبْدُ")));
        assertThrows(IllegalArgumentException.class, () -> d.describe(List.of("إذا"), List.of("إِذَا", "مَرِضَ", "العَبْدُ")));
    }
}
