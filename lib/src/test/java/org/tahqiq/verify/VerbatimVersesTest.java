package org.tahqiq.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task1.detect.DetectedAnnotation;
import org.tahqiq.task1.detect.DetectedSpan;
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
    void anEverydayFormulaThatIsAlsoAVerseIsTheWritersOwnSpeech() {
        assertEquals(List.of(), ayahs("إنا لله وإنا إليه راجعون\nتوفي اليوم جارنا، نسألكم الدعاء له."));
        assertEquals(List.of(), ayahs("First day at the new house! ما شاء الله لا قوة إلا بالله"));
        // Longer than the formula, the run is a quote again.
        assertEquals(1, ayahs("#قرآن الذين إذا أصابتهم مصيبة قالوا إنا لله وإنا إليه راجعون").size());
    }

    @Test
    void aChainThatIsAVerseIsAnAyah() {
        String post = "**تدبر**\n" + kursi;
        int start = CodePoints.length("**تدبر**\n");
        DetectedSpan isnad = new DetectedSpan(SegmentType.ISNAD, start, start + CodePoints.length(kursi), kursi, 0.6, "", "");
        List<DetectedAnnotation> out = finder.complete(post, List.of(new DetectedAnnotation(1, List.of(isnad))));
        assertEquals(SegmentType.AYAH, out.get(0).spans().get(0).type());
    }

    /** A span from {@code from} (a substring of the post) to the end of {@code to}, as the detector gives it. */
    private static DetectedSpan ayah(String post, String from, String to) {
        int s = post.indexOf(from);
        int e = post.indexOf(to, s) + to.length();
        return new DetectedSpan(SegmentType.AYAH, CodePoints.length(post.substring(0, s)), CodePoints.length(post.substring(0, e)),
                post.substring(s, e), 0.8, "detected", "detected");
    }

    @Test
    void aVerseSplitAtItsPauseMarkOrCutShortIsOneCitation() {
        String[] w = kursi.split(" ");
        String head = String.join(" ", java.util.Arrays.copyOf(w, 4));
        String tail = String.join(" ", java.util.Arrays.copyOfRange(w, 4, w.length));
        // A post whose emoji before the verse is outside the BMP, so code points and chars differ.
        String post = "\uD83C\uDF19 Today's reminder:\n" + head + " \u06DA " + tail + "\nShare it.";
        List<DetectedAnnotation> split = List.of(new DetectedAnnotation(1, List.of(ayah(post, head, head))),
                new DetectedAnnotation(2, List.of(ayah(post, tail, w[w.length - 2]))));
        List<DetectedAnnotation> out = finder.complete(post, split);
        assertEquals(1, out.size(), "the two parts and the cut-off last word are one Ayah");
        DetectedSpan joined = out.get(0).spans().get(0);
        assertEquals(head + " \u06DA " + tail, joined.text());
        assertEquals(CodePoints.length(post.substring(0, post.indexOf(head))), joined.start());
        assertEquals(1, out.get(0).id());
    }

    @Test
    void aQuoteMarkOrALineBreakIsNotCrossed() {
        String[] w = kursi.split(" ");
        String head = String.join(" ", java.util.Arrays.copyOf(w, 4));
        String tail = String.join(" ", java.util.Arrays.copyOfRange(w, 4, w.length));
        for (String gap : List.of("» «", "\n")) {
            String post = "قال تعالى: «" + head + gap + tail + "»";
            List<DetectedAnnotation> two = List.of(new DetectedAnnotation(1, List.of(ayah(post, head, head))),
                    new DetectedAnnotation(2, List.of(ayah(post, tail, tail))));
            assertEquals(two, finder.complete(post, two), gap);
        }
    }

    @Test
    void aSpanReachingPastTheVerseIsLeftAsItIs() {
        // The detector's span starts late and runs on into a word that is not the verse's: not a part of the run.
        String post = "Reminder:\n" + kursi + " والعزة";
        List<DetectedAnnotation> one = List.of(new DetectedAnnotation(1, List.of(ayah(post, kursi.split(" ")[3], "والعزة"))));
        assertEquals(one, finder.complete(post, one));
    }

    @Test
    void offChangesNothing() {
        VerbatimVerses off = new VerbatimVerses(quran, VerbatimVerses.Settings.OFF);
        assertFalse(off.complete("#قرآن " + kursi, List.of()).iterator().hasNext());
    }
}
