package org.tahqiq.verify;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Response;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task3.Task3Scorer;
import org.tahqiq.text.CodePoints;

/** The checker on answers written here from the real corpus, and on real dev answers. */
public class CheckerTest {

    private static Checker checker;
    private static QuranCorpus quran;

    @BeforeAll
    static void load() {
        checker = RealData.checker();
        quran = checker.retrieval().quran();
    }

    private static String verse(int surah, int ayah) {
        return quran.get(quran.indexOf(surah, ayah)).text();
    }

    private static CheckedSpan only(CheckedAnswer a, SegmentType type) {
        List<CheckedSpan> spans = a.citations().stream().flatMap(c -> c.spans().stream()).filter(s -> s.type() == type).toList();
        assertEquals(1, spans.size(), "one " + type + " span in " + a);
        return spans.get(0);
    }

    @Test
    void anExactVerseIsCorrectWithItsPlaceAndNoCorrection() {
        String ikhlas = IntStream.rangeClosed(1, 4).mapToObj(i -> verse(112, i)).collect(Collectors.joining(" "));
        CheckedAnswer a = checker.check("q1", "ما فضل سورة الإخلاص؟", "قال الله تعالى: «" + ikhlas + "» [الإخلاص: 1-4]. وهي تعدل ثلث القرآن.");
        CheckedSpan ayah = only(a, SegmentType.AYAH);
        assertEquals(SpanVerdict.CORRECT, ayah.verdict());
        assertEquals(ikhlas, ayah.text());
        assertEquals(new SpanEvidence.VerseRef(112, 1), ayah.evidence().verses().get(0));
        assertEquals(4, ayah.evidence().verses().size());
        assertNull(ayah.correction(), "a correct verse gets no correction");
        CheckedSpan claim = only(a, SegmentType.CLAIMED_SOURCE);
        assertEquals(SpanVerdict.CORRECT, claim.verdict());
        assertTrue(claim.evidence().reason().contains("112"), claim.evidence().reason());
        assertEquals("ما فضل سورة الإخلاص؟", a.question());
    }

    /**
     * With its question, each correct quote carries the relevance model's probability, a label and a reason naming the
     * words it shares with the question; without one, no label and a reason saying so. Two answers to the same question
     * checked together see each other's quotes.
     */
    @Test
    void correctQuotesCarryTheirRelevanceToTheQuestion() {
        String ikhlas = IntStream.rangeClosed(1, 4).mapToObj(i -> verse(112, i)).collect(Collectors.joining(" "));
        String answer = "قال الله تعالى في سورة الإخلاص: «" + ikhlas + "» [الإخلاص: 1-4]. وهي تعدل ثلث القرآن.";
        CheckedAnswer a = checker.check("q1", "ما فضل سورة الإخلاص؟", answer);
        Relevance r = a.citations().get(0).relevance();
        assertNotNull(r, a.toString());
        assertTrue(r.judged() && r.probability() > 0 && r.probability() < 1, r.toString());
        assertTrue(r.reason().startsWith(r.relevant() ? "relevant (" : "not relevant ("), r.reason());
        assertTrue(r.reason().contains("no other answers to the question at hand"), r.reason());
        assertTrue(r.signals().contains("lexical") && !r.signals().contains("same-question"), r.signals().toString());

        Relevance none = checker.check("q1", null, answer).citations().get(0).relevance();
        assertFalse(none.judged());
        assertNull(none.probability());
        assertTrue(none.reason().startsWith("no question given"), none.reason());

        CheckedAnswer b = checker.check("q2", "ما فضل سورة الإخلاص؟", answer);
        List<CheckedAnswer> both = checker.withCoCitation(List.of(a, b));
        Relevance together = both.get(0).citations().get(0).relevance();
        assertTrue(together.reason().contains("quoted by 1 of 1 other answers to the question"), together.reason());
        assertTrue(together.signals().contains("same-question"), together.signals().toString());
    }

    @Test
    void aMisquotedVerseIsIncorrectAndCorrectedToTheVerse() {
        String[] w = verse(2, 255).split(" ");
        w[3] = "الرحيم";
        w[7] = "ولا";
        w[12] = "الارض";
        CheckedAnswer a = checker.check("q2", null, "ومن الأدلة قوله تعالى: \"" + String.join(" ", w) + "\" (البقرة: 255).");
        CheckedSpan ayah = only(a, SegmentType.AYAH);
        assertEquals(SpanVerdict.INCORRECT, ayah.verdict());
        assertNotNull(ayah.correction());
        assertFalse(ayah.correction().noSource());
        assertTrue(Task3Scorer.hit(SegmentType.AYAH, ayah.correction().text(), List.of(verse(2, 255))),
                "the correction is the verse: " + ayah.correction().text());
        assertEquals("2:255", ayah.correction().reference());
        assertTrue(ayah.evidence().similarity() < checker.thresholds().ayah(), ayah.evidence().reason());
        assertEquals(1, a.tally().corrected());
        assertEquals(1, a.tally().incorrect());
    }

    /**
     * A misquote that opens with a verse's rare words verbatim and then wanders means that verse: 4:65, not 24:55, which
     * shares more of the quote's common words ("منهم", "فأولئك هم الفاسقون") and came first by coverage alone.
     */
    @Test
    void aMisquoteThatOpensWithAVersesRareWordsIsCorrectedTowardThatVerse() {
        String quote = "فَلَا وَرَبِّكَ لَا يُؤْمِنُونَ حَتَّى يُحَكِّمُوا عَدْلَكَ فِي الَّذِينَ اسْتَحْوَذُوا مِنْهُمْ دِينَهُمْ "
                + "وَمَنْ يَرْتَدِّ مِنْهُمْ إِلَى السِّعْرِ فَأُولَئِكَ هُمُ الْفَاسِقُونَ";
        CheckedSpan ayah = only(checker.check("q9", null, "قال الله تعالى: «" + quote + "»."), SegmentType.AYAH);
        assertEquals(SpanVerdict.INCORRECT, ayah.verdict());
        assertEquals("4:65", ayah.correction().reference(), ayah.correction().toString());

        Segment s = new Segment(new SegmentKey("R9", 1, SegmentType.AYAH), 0, CodePoints.length(quote), quote, null);
        var evidence = checker.verifier().gather(List.of(new Annotation("R9", 1, "Ayah", List.of(s), List.of(), null))).get(0);
        assertEquals("4:65", checker.corrector().propose(evidence).reference());
        assertEquals("24:55", checker.corrector().withAyahHeavyWeight(0).propose(evidence).reference(), "by coverage alone");
    }

    /** The reason names what differs in the words as written: the verse's in the corpus's writing, the quote's as given. */
    @Test
    void aMisquotedVerseNamesTheWordItChangedAsTheCorpusWritesIt() {
        String[] w = verse(2, 286).split(" ");
        String[] quote = java.util.Arrays.copyOfRange(w, 0, 12);
        quote[3] = "عبدا";
        CheckedAnswer a = checker.check("q8", null, "قال الله تعالى: «" + String.join(" ", quote) + "» [البقرة: 286].");
        CheckedSpan ayah = only(a, SegmentType.AYAH);
        assertEquals(SpanVerdict.INCORRECT, ayah.verdict(), ayah.evidence().reason());
        assertTrue(ayah.evidence().reason().startsWith("nearest 2:286, similarity ")
                && ayah.evidence().reason().endsWith(": one content word substituted: " + w[3] + " → عبدا"), ayah.evidence().reason());
    }

    /** A verse whose letters are right and a vowel wrong names the word, as the quote and as the corpus write it. */
    @Test
    void aContradictingVowelIsNamedInTheWordThatHoldsIt() {
        String[] w = verse(40, 60).split(" ");
        String[] quote = java.util.Arrays.copyOfRange(w, 0, 5);
        String corpusWord = quote[1];
        quote[1] = corpusWord.substring(0, corpusWord.length() - 1) + "\u0652"; // its last vowel made a sukun
        CheckedAnswer a = checker.check("q9", null, "قال الله تعالى: «" + String.join(" ", quote) + "» [غافر: 60].");
        CheckedSpan ayah = only(a, SegmentType.AYAH);
        assertEquals(SpanVerdict.INCORRECT, ayah.verdict(), ayah.evidence().reason());
        assertEquals("letters occur in 40:60 but 1 vowel(s) contradict the corpus, first in " + quote[1]
                + ", which the corpus writes " + corpusWord, ayah.evidence().reason());
    }

    /** A misquote of 2:186 was placed at "2:185-186" with all of 2:185 as its matched text, and "2:185-2:186" by the claim. */
    @Test
    void aMisquoteOfOneVerseIsPlacedAtThatVerseAloneInOneNotation() {
        CheckedAnswer a = checker.check("q6", null,
                "قال الله تعالى: «وإذا سألك عبادي عني فإني قريب أجيب دعوة الداعي إذا دعاني» [البقرة: 186].");
        CheckedSpan ayah = only(a, SegmentType.AYAH);
        assertEquals(SpanVerdict.INCORRECT, ayah.verdict(), "the verse's yaa-less spellings differ: " + ayah.evidence().reason());
        assertEquals("2:186", ayah.evidence().reference());
        assertEquals(List.of(new SpanEvidence.VerseRef(2, 186)), ayah.evidence().verses());
        assertEquals(verse(2, 186), ayah.evidence().matchedText());
        CheckedSpan claim = only(a, SegmentType.CLAIMED_SOURCE);
        assertEquals("2:186", claim.evidence().reference());
        assertEquals(verse(2, 186), claim.evidence().matchedText());
        assertTrue(claim.evidence().reason().endsWith("place 2:186"), claim.evidence().reason());
    }

    @Test
    void aMisquoteAcrossTwoVersesNamesBothInOneNotation() {
        String[] end = verse(2, 185).split(" ");
        String[] start = verse(2, 186).split(" ");
        String quote = String.join(" ", java.util.Arrays.copyOfRange(end, end.length - 6, end.length)) + " "
                + String.join(" ", java.util.Arrays.copyOfRange(start, 0, 6)).replace("عِبَادِي", "عبادى");
        CheckedAnswer a = checker.check("q7", null, "قال الله تعالى: «" + quote + "» [البقرة: 185-186].");
        CheckedSpan ayah = only(a, SegmentType.AYAH);
        assertEquals("2:185-186", ayah.evidence().reference(), ayah.evidence().reason());
        assertEquals(List.of(new SpanEvidence.VerseRef(2, 185), new SpanEvidence.VerseRef(2, 186)), ayah.evidence().verses());
        assertEquals("2:185-186", only(a, SegmentType.CLAIMED_SOURCE).evidence().reference());
    }

    @Test
    void anInventedHadithIsIncorrectWithoutSource() {
        CheckedAnswer a = checker.check("q3", null, "قال النبي صلى الله عليه وسلم: «من صام يوم الجمعة غفر الله له ذنوب "
                + "سبعين سنة وبنى له قصرا في الجنة» رواه البخاري.");
        CheckedSpan matn = only(a, SegmentType.MATN);
        assertEquals(SpanVerdict.INCORRECT, matn.verdict());
        assertTrue(matn.correction().noSource());
        assertEquals(org.tahqiq.dataset.Columns.NO_SOURCE, matn.correction().text());
        assertEquals(1, a.tally().noSource());
    }

    private static final String MADE_UP = "قال رسول الله صلى الله عليه وسلم: «من أكل التمر في يوم الجمعة كتب الله له "
            + "عشر حسنات ورفع عنه البلاء» رواه البخاري.";

    /** A made-up hadith's «رواه البخاري» was shown as correct: there is no record to check the claim against. */
    @Test
    void theClaimOfAMadeUpHadithIsIncorrectWhereItNamesALoadedCollection() {
        CheckedAnswer a = checker.check("q8", null, MADE_UP);
        CheckedSpan claim = only(a, SegmentType.CLAIMED_SOURCE);
        assertEquals(SpanVerdict.INCORRECT, claim.verdict(), claim.evidence().reason());
        assertEquals(Label.CORRECT, claim.label(), "Subtask 2's convention is kept beside it");
        assertNull(claim.evidence().cited(), "a collection claim cites no verse");
        assertEquals(0, a.tally().unverified());
        assertEquals(SpanVerdict.INCORRECT, only(a, SegmentType.MATN).verdict());
        assertEquals(2, a.tally().incorrect());
    }

    /** Its evidence was an unrelated narration printed as matched text, and the detector named yet another record. */
    @Test
    void aHadithThatMatchesNothingShowsItsNearestOnlyAsUnrelated() {
        CheckedSpan matn = only(checker.check("q9", null, MADE_UP), SegmentType.MATN);
        SpanEvidence e = matn.evidence();
        assertTrue(e.similarity() < UnrelatedFloor.MATN, e.reason());
        assertEquals("", e.reference());
        assertEquals("", e.matchedText());
        assertNull(e.hadith());
        assertNotNull(e.nearestUnrelated());
        assertTrue(e.reason().startsWith("no record close to this text: the nearest, " + e.nearestUnrelated().reference()),
                e.reason());
        assertFalse(matn.detectedBy().contains("#"), "the detection signals name no record: " + matn.detectedBy());
        assertFalse(matn.detectedBy().contains("confidence"), "nor repeat the confidence: " + matn.detectedBy());
        assertTrue(matn.detectedBy().contains("hadith aligned on"), matn.detectedBy());
    }

    @Test
    void aMadeUpVerseShowsItsNearestOnlyAsUnrelatedAndItsClaimTheVerseItNames() {
        CheckedAnswer a = checker.check("q10", null, "في السورة 51، آية 56: \"وَإِن تُجَدَّدِ الْغَمَمُ فَاِنَّ رِجَالاً لَّا "
                + "يُؤْمِنُونَ\"، هذه الآية تدل على أن التقدم يعتمد على الإيمان.");
        CheckedSpan ayah = only(a, SegmentType.AYAH);
        assertEquals(SpanVerdict.INCORRECT, ayah.verdict());
        assertEquals(List.of(), ayah.evidence().verses());
        assertNotNull(ayah.evidence().nearestUnrelated(), ayah.evidence().reason());
        assertTrue(ayah.evidence().reason().startsWith("no verse close to this text"), ayah.evidence().reason());
        CheckedSpan claim = only(a, SegmentType.CLAIMED_SOURCE);
        assertEquals(Label.INCORRECT, claim.label(), "Subtask 2 compares the claim with the unrelated nearest place");
        // verify compares it with the verse it names, which holds nothing close to the quote
        assertEquals(SpanVerdict.INCORRECT, claim.verdict(), claim.evidence().reason());
        assertTrue(claim.evidence().reason().startsWith("the quote matches no verse closely enough (nearest "),
                claim.evidence().reason());
        assertEquals("", claim.evidence().reference());
        assertEquals(new SpanEvidence.Cited("51:56", verse(51, 56), true), claim.evidence().cited());
    }

    @Test
    void aRealHadithsClaimIsCheckedAndItsSignalsAgreeWithTheEvidence() {
        CheckedAnswer a = checker.check("q11", null, "قال رسول الله صلى الله عليه وسلم: «إنما الأعمال بالنيات، وإنما لكل "
                + "امرئ ما نوى» رواه البخاري.");
        CheckedSpan claim = only(a, SegmentType.CLAIMED_SOURCE);
        assertEquals(SpanVerdict.CORRECT, claim.verdict(), claim.evidence().reason());
        assertEquals(0, a.tally().unverified());
        CheckedSpan matn = only(a, SegmentType.MATN);
        assertNull(matn.evidence().nearestUnrelated());
        assertFalse(matn.evidence().reference().isEmpty());
    }

    @Test
    void offsetsAreCodePointsEvenAfterACharacterOutsideTheBmp() {
        String answer = "\uD83D\uDE00 قال رسول الله صلى الله عليه وسلم: «إنما الأعمال بالنيات، وإنما لكل امرئ ما نوى» رواه البخاري ومسلم.";
        CheckedAnswer a = checker.check("q4", null, answer);
        CheckedSpan matn = only(a, SegmentType.MATN);
        assertEquals(SpanVerdict.CORRECT, matn.verdict());
        assertEquals("إنما الأعمال بالنيات، وإنما لكل امرئ ما نوى", matn.text());
        assertEquals(matn.text(), CodePoints.substring(answer, matn.start(), matn.end()));
        assertEquals(answer.indexOf("إنما") - 1, matn.start(), "one code point less than UTF-16 units before the quote");
        assertEquals(CodePoints.length(answer), a.length());
        assertEquals("صحيح البخاري", matn.evidence().hadith().collection());
    }

    @Test
    void everyDetectedSpanIsTheAnswersTextAtItsOffsets() {
        for (Response r : devAnswers(40)) {
            CheckedAnswer a = checker.check(r.id(), r.question(), r.answer());
            for (Citation c : a.citations()) {
                for (CheckedSpan s : c.spans()) {
                    assertEquals(s.text(), CodePoints.substring(r.answer(), s.start(), s.end()), r.id());
                    boolean quote = s.type() == SegmentType.AYAH || s.type() == SegmentType.MATN;
                    assertEquals(quote && s.isIncorrect(), s.hasCorrection(), "a correction exactly for an incorrect quote");
                    assertFalse(s.evidence().reason().isBlank());
                }
            }
        }
    }

    @Test
    void citationsOnTheCallingThreadGiveTheSameResults() {
        Checker oneThread = checker.citationsOnCallingThread();
        int several = 0;
        for (Response r : devAnswers(40)) {
            CheckedAnswer a = checker.check(r.id(), r.question(), r.answer());
            several += a.citations().size() > 1 ? 1 : 0;
            assertArrayEquals(VerifyJson.answer(a), VerifyJson.answer(oneThread.check(r.id(), r.question(), r.answer())), r.id());
        }
        assertTrue(several > 5, "answers with several citations, where the two ways differ: " + several);
    }

    @Test
    void concurrentChecksGiveTheSameResultsAsOneByOne() throws Exception {
        List<Response> answers = devAnswers(24);
        List<byte[]> sequential = answers.stream().map(r -> VerifyJson.answer(checker.check(r.id(), r.question(), r.answer()))).toList();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<byte[]>> futures = new ArrayList<>();
            for (int round = 0; round < 2; round++) {
                for (Response r : answers) {
                    futures.add(pool.submit(() -> VerifyJson.answer(checker.check(r.id(), r.question(), r.answer()))));
                }
            }
            for (int i = 0; i < futures.size(); i++) {
                assertArrayEquals(sequential.get(i % answers.size()), futures.get(i).get(), answers.get(i % answers.size()).id());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void theDefaultRankingAloneProposesWhatEveryRankingDoesForIt() {
        var input = org.tahqiq.task3.Task3Input.dev(RealData.dataOrSkip());
        var evidence = checker.verifier().gather(input.annotations().subList(0, 60));
        int matns = 0;
        for (var ev : evidence) {
            var rankings = org.tahqiq.task3.Task3Pipeline.RANKINGS;
            var all = checker.corrector().proposeAll(ev, rankings);
            assertEquals(all.get(rankings.indexOf(org.tahqiq.task3.correct.MatnRanking.pinned())), checker.corrector().propose(ev));
            matns += ev.annotation().segments().get(0).type() == SegmentType.MATN ? 1 : 0;
        }
        assertTrue(matns > 5, "matns among them: " + matns);
    }

    @Test
    void emptyBlankOrOverlongAnswersAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> checker.check(""));
        assertThrows(IllegalArgumentException.class, () -> checker.check(" \n\t"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> checker.check("ا".repeat(Checker.MAX_ANSWER + 1)));
        assertTrue(e.getMessage().contains(String.valueOf(Checker.MAX_ANSWER)), e.getMessage());
    }

    public static List<Response> devAnswers(int n) {
        return DevJsonlReader.read(RealData.dataOrSkip().devJsonl()).stream().limit(n).toList();
    }
}
