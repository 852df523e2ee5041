package org.tahqiq.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task1.DetectedAnnotation;
import org.tahqiq.task1.DetectedSpan;
import org.tahqiq.text.ArabicNormalizer;
import org.tahqiq.text.CodePoints;

/** Verses without quote marks: found where they stand apart, left alone inside the writer's own sentences. */
class VerbatimVersesTest {

    private static QuranCorpus quran;
    private static VerbatimVerses finder;
    /** 2:255's opening words, without marks. */
    private static String kursi;

    @BeforeAll
    static void load() {
        quran = RealData.checker().retrieval().quran();
        finder = new VerbatimVerses(quran, VerbatimVerses.Settings.CHOSEN);
        String verse = ArabicNormalizer.normalize(quran.get(quran.indexOf(2, 255)).text(), ArabicNormalizer.Level.DIACRITICS);
        kursi = String.join(" ", java.util.Arrays.copyOf(verse.split(" "), 10));
    }

    private static List<DetectedSpan> ayahs(String post) {
        return finder.complete(post, List.of()).stream().flatMap(a -> a.spans().stream())
                .filter(s -> s.type() == SegmentType.AYAH).toList();
    }

    @Test
    void aVerseOnALineOfItsOwnOrAfterAHashtagOrInEnglishIsFound() {
        for (String post : List.of("Reminder for today\n" + kursi + "\n", "#قرآن " + kursi, "- " + kursi,
                "I keep coming back to " + kursi + " every night.")) {
            List<DetectedSpan> found = ayahs(post);
            assertEquals(1, found.size(), post);
            assertEquals(kursi, found.get(0).text());
            assertEquals(CodePoints.length(post.substring(0, post.indexOf(kursi))), found.get(0).start(), "code-point offsets");
        }
    }

    @Test
    void theWritersOwnSentenceIsLeftAlone() {
        assertEquals(List.of(), ayahs("ويذكرنا الكاتب بأن " + kursi + " وهذا معنى عظيم."));
        assertEquals(List.of(), ayahs("- لا إله إلا الله محمد رسول الله"), "a formula, not a quote");
    }

    @Test
    void aDetectedQuoteIsNotFoundTwiceAndAMatnThatIsAVerseIsAnAyah() {
        String post = "قال: " + kursi;
        int start = CodePoints.length("قال: ");
        DetectedSpan matn = new DetectedSpan(SegmentType.MATN, start, start + CodePoints.length(kursi), kursi, 0.9, "", "");
        List<DetectedAnnotation> out = finder.complete(post, List.of(new DetectedAnnotation(1, List.of(matn))));
        assertEquals(1, out.size());
        assertEquals(SegmentType.AYAH, out.get(0).spans().get(0).type());
        assertTrue(out.get(0).spans().get(0).signals().contains("word for word a verse"));
    }

    @Test
    void offChangesNothing() {
        VerbatimVerses off = new VerbatimVerses(quran, VerbatimVerses.Settings.OFF);
        assertFalse(off.complete("#قرآن " + kursi, List.of()).iterator().hasNext());
    }
}
