package org.tahqiq.task1;

import org.tahqiq.task1.analysis.Analysis;
import org.tahqiq.task1.analysis.WordNgramIndex;
import org.tahqiq.task1.detect.FeatureExtractor;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The topic features: the nearer Qur'an or hadith cue back and the next reference ahead, within the reach. */
class TopicFeaturesTest {

    /** A cue, then 30 words of framing, then a quoted phrase and a reference. */
    private static final String QURAN = "قال الله تعالى في كتابه " + "وهذا كلام في الموضوع ".repeat(6)
            + "«إن الله مع الصابرين» سورة البقرة: 153";
    private static final String HADITH = "قال رسول الله صلى الله عليه وسلم " + "وهذا كلام في الموضوع ".repeat(6)
            + "«إنما الأعمال بالنيات» رواه البخاري";

    private static final FeatureExtractor.TopicFeatures NEAREST = FeatureExtractor.TopicFeatures.DEFAULT;
    private static final FeatureExtractor.TopicFeatures FULL = new FeatureExtractor.TopicFeatures(120, true);

    private static boolean has(String text, String piece, FeatureExtractor.TopicFeatures topic, String feature) {
        Analysis a = Fixtures.ANALYZER.analyze(text);
        long[][] f = FeatureExtractor.extract(a, topic);
        int i = Fixtures.span(a, org.tahqiq.dataset.SegmentType.AYAH, piece).first();
        long h = WordNgramIndex.word(feature);
        return Arrays.stream(f[i]).anyMatch(x -> x == h);
    }

    @Test
    void aQuoteFarFromItsCueReadsInTheNearerCuesTopicWithItsDistance() {
        assertTrue(has(QURAN, "الصابرين", NEAREST, "tN=Q|60"), "the Qur'an cue 24 to 60 tokens back");
        assertTrue(has(HADITH, "بالنيات", NEAREST, "tN=P|60"));
        assertFalse(has(HADITH, "بالنيات", NEAREST, "tN=Q|60"));
    }

    @Test
    void theNextReferenceIsSeenAheadWithItsDistance() {
        assertTrue(has(QURAN, "إن", NEAREST, "tR=Q|8"));
        assertTrue(has(HADITH, "إنما", NEAREST, "tR=H|8"));
    }

    @Test
    void theFullSetAddsEachCueAndTheCombinations() {
        assertTrue(has(QURAN, "الصابرين", FULL, "tQ=60"));
        assertTrue(has(QURAN, "إن", FULL, "tN|tR=Q|Q"));
        assertTrue(has(HADITH, "إنما", FULL, "tN|tR=P|H"));
        assertFalse(has(QURAN, "إن", NEAREST, "tN|tR=Q|Q"), "the nearest set has no combinations");
    }

    @Test
    void theReachBoundsTheTopicAndZeroTurnsItOff() {
        assertTrue(has(QURAN, "الصابرين", new FeatureExtractor.TopicFeatures(10, false), "tN=none|none"),
                "a cue 30 tokens back is out of a 10-token reach");
        assertFalse(has(QURAN, "الصابرين", FeatureExtractor.TopicFeatures.NONE, "tN=none|none"));
        assertFalse(has(QURAN, "الصابرين", FeatureExtractor.TopicFeatures.NONE, "tN=Q|60"));
        Analysis a = Fixtures.ANALYZER.analyze(QURAN);
        assertTrue(Arrays.deepEquals(FeatureExtractor.extract(a), FeatureExtractor.extract(a, NEAREST)));
    }

    @Test
    void aNegativeReachIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new FeatureExtractor.TopicFeatures(-1, false));
    }
}
