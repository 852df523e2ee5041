package org.tahqiq.attribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Isnad spans from the dev data. */
class NarratorExtractorTest {

    private final NarratorExtractor x = new NarratorExtractor();

    @Test
    void kunyaInAnyCaseBecomesOneForm() {
        assertEquals(List.of("ابو هريره"), x.extract("عن أبي هريرة رضي الله عنه قال: قال رسول الله صلى الله عليه وسلم:"));
        assertEquals(List.of("ابو هريره"), x.extract("رواه أبو هريرة رضي الله عنه، أن النبي صلى الله عليه وسلم قال:"));
        assertEquals(List.of("ابو سعيد الخدري"), x.extract("عن أبي سعيد الخدري رضي الله عنه قال: قال رسول الله ﷺ:"));
    }

    @Test
    void fullNamesWithIbn() {
        assertEquals(List.of("عبدالله بن عمرو بن العاص"), x.extract("عن عبد الله بن عمرو بن العاص رضي الله عنهما"));
        assertEquals(List.of("عثمان بن عفان"), x.extract("عن عثمان بن عفان رضي الله عنه قال: قال رسول الله صلى الله عليه وسلم:"));
    }

    @Test
    void collectionsAreNotNarrators() {
        assertEquals(List.of("ابو هريره"), x.extract("روى البخاري ومسلم عن أبي هريرة رضي الله عنه أن رسول الله ﷺ قال:"));
        assertEquals(List.of("انس بن مالك"), x.extract("روى البخاري في صحيحه، حديث أنس بن مالك، حيث قال:"));
    }

    @Test
    void noNarratorNamed() {
        assertTrue(x.extract("قال رسول الله صلى الله عليه وسلم:").isEmpty());
    }

    @Test
    void chainMatchingUsesCanonicalForms() {
        String chain = NarratorExtractor.canonical("حَدَّثَنَا قُتَيْبَةُ، عَنْ أَبِي هُرَيْرَةَ، قَالَ حَدَّثَنَا عَبْدُاللَّهِ بْنُ عَمْرٍو");
        assertTrue(NarratorExtractor.chainNames(chain, "ابو هريره"));
        assertTrue(NarratorExtractor.chainNames(chain, "عبدالله بن عمرو بن العاص"), "head 'X بن Y' suffices");
        assertFalse(NarratorExtractor.chainNames(chain, "ابو سعيد الخدري"));
    }
}
