package org.tahqiq.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.corpus.QuranText;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.HadithMatcher;
import org.tahqiq.sweep.UnmarkedHadithPosts;
import org.tahqiq.task1.detect.DetectedAnnotation;
import org.tahqiq.task1.detect.DetectedSpan;
import org.tahqiq.text.ArabicNormalizer;
import org.tahqiq.text.CodePoints;

/**
 * Hadith the detector left out: found by their words in quote marks or standing apart, left alone in the writer's own
 * sentences, short of the bar, as a verse or as an everyday formula. The sayings are taken from the loaded corpus.
 */
class VerbatimHadithTest {

    private static HadithMatcher matcher;
    private static QuranCorpus quran;
    private static VerbatimHadith finder;
    /** Ten words of a record's matn, word for word in it and no run of the Qur'an, without diacritics. */
    private static String saying;

    @BeforeAll
    static void load() {
        Checker checker = RealData.checker();
        matcher = checker.retrieval().hadithMatcher();
        quran = checker.retrieval().quran();
        finder = new VerbatimHadith(matcher, quran.text(), VerbatimHadith.Settings.CHOSEN);
        for (Hadith h : checker.retrieval().hadith().records()) {
            String[] w = ArabicNormalizer.normalize(h.matn(), ArabicNormalizer.Level.DIACRITICS).trim().split("\\s+");
            if (w.length < 12) {
                continue;
            }
            String run = String.join(" ", java.util.Arrays.copyOfRange(w, w.length - 10, w.length));
            if (run.matches("[\\u0621-\\u064A ]+") && quran.text().occurrences(QuranText.Query.of(run)).isEmpty()
                    && matcher.verbatimRecord(run, VerbatimHadith.SHORTLIST, VerbatimHadith.QUERY_WORDS) >= 0) {
                saying = run;
                break;
            }
        }
        assertNotNull(saying, "a record with a plain saying of ten words");
    }

    private static List<DetectedSpan> matns(String post) {
        return finder.complete(post, List.of()).stream().flatMap(a -> a.spans().stream())
                .filter(s -> s.type() == SegmentType.MATN).toList();
    }

    @Test
    void aSayingStandingApartIsFoundWithCodePointOffsets() {
        // The emoji is outside the BMP: code points and chars differ before the saying.
        for (String post : List.of("\uD83C\uDF19 Hadith of the day:\n" + saying + "\nShare it.", "#حديث_اليوم " + saying,
                "- " + saying + "\n- اللهم ارزقنا العمل به", "The Prophet taught us " + saying + " and I try to live by it.",
                "قال رسول الله \uFDFA: " + saying)) {
            List<DetectedSpan> found = matns(post);
            assertEquals(1, found.size(), post);
            assertEquals(saying, found.get(0).text());
            assertEquals(CodePoints.length(post.substring(0, post.indexOf(saying))), found.get(0).start(), "code-point offsets");
            assertEquals(CodePoints.length(post.substring(0, post.indexOf(saying) + saying.length())), found.get(0).end());
        }
    }

    @Test
    void theWritersOwnSentenceAndAShortRunWithoutMarksAreLeftAlone() {
        assertEquals(List.of(), matns("ومن المعلوم أن " + saying + " وهذا باب واسع."));
        String[] w = saying.split(" ");
        String short7 = String.join(" ", java.util.Arrays.copyOf(w, 7));
        assertEquals(List.of(), matns("Hadith of the day:\n" + short7), "seven words without marks fall short of the bar");
        assertEquals(1, matns("وفي الحديث «" + short7 + "»").size(), "in quote marks four words are enough");
    }

    @Test
    void aVerseAFormulaAndAQuoteTheDetectorFoundAreNotTaken() {
        String verse = ArabicNormalizer.normalize(quran.get(quran.indexOf(2, 255)).text(), ArabicNormalizer.Level.DIACRITICS);
        assertEquals(List.of(), matns("وقال: «" + verse + "»"), "a verse is left to the verses");
        assertEquals(List.of(), matns("السلام عليكم ورحمة الله وبركاته\n\nأما بعد، فهذا جواب سؤالكم."));
        assertEquals(List.of(), matns("من نطق بالشهادتين \"أشهد أن لا إله إلا الله وأشهد أن محمدًا رسول الله\" فهو مسلم."),
                "the testimony of faith in quote marks is the writer's, not a quote of a record");
        String post = "قال: «" + saying + "»";
        int s = CodePoints.length(post.substring(0, post.indexOf(saying)));
        DetectedSpan detected = new DetectedSpan(SegmentType.MATN, s, s + CodePoints.length(saying), saying, 0.9, "", "");
        List<DetectedAnnotation> one = List.of(new DetectedAnnotation(1, List.of(detected)));
        assertEquals(one, finder.complete(post, one));
    }

    @Test
    void aChangedWordIsNotWordForWord() {
        String[] w = saying.split(" ");
        w[4] = "والبحر";
        String changed = String.join(" ", w);
        assertEquals(List.of(), matns("Hadith of the day:\n" + changed));
        assertEquals(List.of(), matns("«" + changed + "»"));
    }

    @Test
    void passagesBreakAtHashtagsColonsAndLatinWords() {
        String post = "#حديث_اليوم قال: ابدأ بنفسك then more";
        List<String> pieces = VerbatimHadith.pieces(post).stream().map(r -> post.substring(r[0], r[1]).strip())
                .filter(p -> !p.isEmpty()).toList();
        assertEquals(List.of("قال", "ابدأ بنفسك"), pieces);
        String quoted = "قال «أ ب» و\"ج د\" (هـ) «لا يغلق";
        List<String> inner = VerbatimHadith.quoted(quoted).stream().map(r -> quoted.substring(r[0], r[1])).toList();
        assertEquals(List.of("أ ب", "ج د", "هـ"), inner);
    }

    @Test
    void offChangesNothingAndTheSyntheticPostsQuoteRecordsWordForWord() {
        VerbatimHadith off = new VerbatimHadith(matcher, quran.text(), VerbatimHadith.Settings.OFF);
        List<DetectedAnnotation> none = List.of();
        assertTrue(off.complete("#حديث " + saying, none) == none);
        List<UnmarkedHadithPosts.Post> posts = UnmarkedHadithPosts.make(RealData.checker().retrieval().hadith(), quran.text(), 20, 7);
        assertEquals(40, posts.size());
        for (UnmarkedHadithPosts.Post p : posts) {
            if (p.matnStart() < 0) {
                continue;
            }
            int from = CodePoints.toCharIndex(p.text(), p.matnStart());
            int to = CodePoints.toCharIndex(p.text(), p.matnEnd());
            String matn = p.text().substring(from, to);
            assertTrue(matcher.verbatimRecord(matn, 50, 100) >= 0, matn);
            assertTrue(quran.text().occurrences(QuranText.Query.of(matn)).isEmpty(), "no run of the Qur'an: " + matn);
        }
    }
}
