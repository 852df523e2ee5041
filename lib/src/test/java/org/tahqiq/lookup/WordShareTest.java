package org.tahqiq.lookup;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tahqiq.text.ArabicNormalizer;

/** The share of the query's words a text has together, in any order. */
class WordShareTest {

    private static double share(String query, String text) {
        return WordShare.of(ArabicNormalizer.normalize(query, ArabicNormalizer.Level.SEARCH),
                ArabicNormalizer.normalize(text, ArabicNormalizer.Level.SEARCH));
    }

    private static final String KURSI = "وَسِعَ كُرْسِيُّهُ السَّمَاوَاتِ وَالْأَرْضَ ۖ وَلَا يَئُودُهُ حِفْظُهُمَا";

    @Test
    void wordsInAnotherOrderAreAllThereAndHalfTheWordsAreHalf() {
        assertEquals(1.0, share("وسع كرسيه الأرض والسماوات", KURSI), 1e-9, "a conjunction and the article set aside");
        assertEquals(1.0, share("وسع كرسيه السماوات والأرض", KURSI), 1e-9);
        assertEquals(0.5, share("وسع كرسيه الأرض والسماوات", "يَوْمَ تُبَدَّلُ الْأَرْضُ غَيْرَ الْأَرْضِ وَالسَّمَاوَاتُ"), 1e-9);
        assertEquals(0.0, share("", KURSI), 1e-9);
    }

    @Test
    void theWordsMustStandTogetherAndCountAsOftenAsTheQueryHasThem() {
        String far = "وسع الله كل شيء علما ثم قال في آية أخرى بعدها بكثير كرسيه";
        assertEquals(0.5, share("وسع كرسيه", far), 1e-9, "two words far apart are not together");
        assertEquals(1.0, share("وسع كرسيه", "كرسيه قد وسع"), 1e-9, "one word between is allowed");
        assertEquals(0.5, share("لا لا", "لا إله إلا الله"), 1e-9, "a word the query repeats counts once per time the text has it");
    }
}
