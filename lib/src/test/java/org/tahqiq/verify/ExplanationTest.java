package org.tahqiq.verify;

import org.tahqiq.verify.output.HtmlReport;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentType;

/**
 * Every verdict is explained to a reader in Arabic or English, from its facts: eight kinds of answer, each in both
 * languages, through the Java API, the JSON and the HTML report.
 */
class ExplanationTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** Arabic letters (hamza to yeh), as code points. */
    private static final Pattern ARABIC_LETTER = Pattern.compile("[\\u0621-\\u064A]");
    /** Latin letters. */
    private static final Pattern LATIN_LETTER = Pattern.compile("[A-Za-z]");
    /** An isolated run: first-strong or right-to-left isolate to its end. */
    private static final Pattern ISOLATED = Pattern.compile("[\\u2067\\u2068][^\\u2069]*\\u2069");
    /** The rules' and detector's terms, which belong to the technical details, not to the reader's text. */
    private static final List<String> INTERNAL = List.of("p(correct)", "similarity", "train correction", "cue before",
            "nearest", "unrelated", "coverage", "confidence", "→", "corpus's");

    private static Checker checker;
    private static QuranCorpus quran;
    private static final Map<String, CheckedAnswer> KINDS = new LinkedHashMap<>();
    /** The word of 2:183 the test changes (الصيام), as the corpus writes it. */
    private static String fastingWord;

    private static String verse(int surah, int ayah) {
        return quran.get(quran.indexOf(surah, ayah)).text();
    }

    @BeforeAll
    static void load() {
        checker = RealData.checker();
        quran = checker.retrieval().quran();
        String kursi = verse(2, 255);
        String fasting = verse(2, 183);
        fastingWord = fasting.split(" ")[6];
        String[] kinds = {
            "famous verse", "قال الله تعالى: «" + kursi + "» [البقرة: 255].",
            "wrong verse reference", "قال تعالى: «" + verse(112, 1) + " " + verse(112, 2) + "» [البقرة: 20].",
            "changed word in a verse", "قال تعالى: «" + fasting.replace(fastingWord, "الصَّلَاةُ") + "» [البقرة: 183].",
            "fabricated verse", "قال تعالى: «إِنَّ اللَّهَ يُحِبُّ الَّذِينَ يَأْكُلُونَ التَّمْرَ فِي الصَّبَاحِ وَيَشْرَبُونَ الْمَاءَ» [آل عمران: 200].",
            "famous hadith", "قال رسول الله ﷺ: «إنما الأعمال بالنيات، وإنما لكل امرئ ما نوى» رواه البخاري.",
            "wrong collection", "وقال رسول الله ﷺ: «من غشنا فليس منا» رواه البخاري.",
            "fabricated hadith", "وقال ﷺ: «من أكل البطيخ يوم الجمعة غفر الله له ذنوب سبعين سنة وبنى له قصرا في الجنة» رواه البخاري ومسلم.",
            "no citation", "الصلاة عماد الدين، وعلى المسلم أن يحافظ عليها في أوقاتها ويؤديها بخشوع.",
        };
        assertTrue(fastingWord.startsWith("ال") && fastingWord.contains("ص"), fasting);
        for (int i = 0; i < kinds.length; i += 2) {
            KINDS.put(kinds[i], checker.check("k" + i / 2, null, kinds[i + 1]));
        }
    }

    private static CheckedSpan span(String kind, SegmentType type) {
        return KINDS.get(kind).citations().stream().flatMap(c -> c.spans().stream()).filter(s -> s.type() == type)
                .findFirst().orElseThrow(() -> new AssertionError("no " + type + " in " + KINDS.get(kind)));
    }

    private static Citation citation(String kind) {
        return KINDS.get(kind).citations().get(0);
    }

    private static String explain(String kind, SegmentType type, ReportLanguage lang) {
        return citation(kind).explanation(span(kind, type), lang);
    }

    /** What a reader's text must be in each language, whatever the verdict. */
    private static void readable(String text, ReportLanguage lang, String where) {
        assertFalse(text.isBlank(), where);
        for (String term : INTERNAL) {
            assertFalse(text.contains(term), where + ": internal term '" + term + "' in: " + text);
        }
        if (lang == ReportLanguage.AR) {
            assertTrue(ARABIC_LETTER.matcher(text).find(), where + ": Arabic letters: " + text);
            assertFalse(LATIN_LETTER.matcher(text).find(), where + ": no Latin words in the Arabic: " + text);
        } else {
            assertTrue(LATIN_LETTER.matcher(text).find(), where + ": English words: " + text);
            // every Arabic word inside the English sentence sits in an isolate
            assertFalse(ARABIC_LETTER.matcher(ISOLATED.matcher(text).replaceAll("")).find(), where + ": unisolated Arabic: " + text);
        }
    }

    @Test
    void everySpanOfEveryKindIsExplainedInBothLanguages() {
        int spans = 0;
        for (Map.Entry<String, CheckedAnswer> k : KINDS.entrySet()) {
            for (ReportLanguage lang : ReportLanguage.values()) {
                readable(Explanation.of(k.getValue(), lang), lang, k.getKey() + " (answer, " + lang + ")");
                for (Citation c : k.getValue().citations()) {
                    for (CheckedSpan s : c.spans()) {
                        readable(c.explanation(s, lang), lang, k.getKey() + " " + s.type() + " " + s.verdict() + " (" + lang + ")");
                        spans++;
                    }
                }
            }
        }
        assertTrue(spans >= 2 * 13, "the seven cited kinds hold a quote and a claim each: " + spans);
        assertEquals(0, KINDS.get("no citation").citations().size());
        assertEquals("no verse or hadith is quoted in this answer", Explanation.of(KINDS.get("no citation"), ReportLanguage.EN));
    }

    @Test
    void aCorrectVerseIsNamedAsTheMushafHasIt() {
        assertEquals(SpanVerdict.CORRECT, span("famous verse", SegmentType.AYAH).verdict());
        assertEquals("the verse 2:255 as the corpus has it", explain("famous verse", SegmentType.AYAH, ReportLanguage.EN));
        assertEquals("الآية \u2066٢:٢٥٥\u2069 كما في المصحف", explain("famous verse", SegmentType.AYAH, ReportLanguage.AR));
        assertTrue(explain("famous verse", SegmentType.CLAIMED_SOURCE, ReportLanguage.EN).contains("2:255 is where"));
    }

    @Test
    void aWrongReferenceShowsTheVerseItPointsTo() {
        CheckedSpan claim = span("wrong verse reference", SegmentType.CLAIMED_SOURCE);
        assertEquals(SpanVerdict.INCORRECT, claim.verdict());
        assertEquals("2:20", claim.evidence().cited().reference());
        String start = Explanation.cut(verse(2, 20)).split(" ")[0];
        String en = explain("wrong verse reference", SegmentType.CLAIMED_SOURCE, ReportLanguage.EN);
        assertTrue(en.startsWith("the reference points to 2:20, which reads «\u2068" + start), en);
        assertTrue(en.endsWith("the quoted text is 112:1-2"), en);
        String ar = explain("wrong verse reference", SegmentType.CLAIMED_SOURCE, ReportLanguage.AR);
        assertTrue(ar.startsWith("المرجع يشير إلى الآية \u2066٢:٢٠\u2069 ونصها: «" + start), ar);
    }

    @Test
    void aChangedWordIsShownBesideTheVersesWord() {
        assertEquals(SpanVerdict.INCORRECT, span("changed word in a verse", SegmentType.AYAH).verdict());
        String en = explain("changed word in a verse", SegmentType.AYAH, ReportLanguage.EN);
        assertTrue(en.startsWith("the verse 2:183 reads «\u2068" + fastingWord + "\u2069» where the quote has «\u2068الصَّلَاةُ\u2069»"), en);
        String ar = explain("changed word in a verse", SegmentType.AYAH, ReportLanguage.AR);
        assertTrue(ar.startsWith("نص الآية \u2066٢:١٨٣\u2069: «" + fastingWord + "» وفي الاقتباس: «الصَّلَاةُ»"), ar);
    }

    /** A reference after a made-up verse is judged against the verse it names: incorrect, with that verse's text. */
    @Test
    void aFabricatedVersesReferenceIsIncorrectAndShowsItsVerse() {
        CheckedSpan claim = span("fabricated verse", SegmentType.CLAIMED_SOURCE);
        assertEquals(SpanVerdict.INCORRECT, claim.verdict());
        assertEquals(verse(3, 200), claim.evidence().cited().text());
        String en = explain("fabricated verse", SegmentType.CLAIMED_SOURCE, ReportLanguage.EN);
        assertTrue(en.startsWith("the reference points to 3:200, which reads «\u2068" + verse(3, 200).split(" ")[0]), en);
        assertTrue(en.endsWith("no verse of the Qur'an comes close to the quote"), en);
        assertEquals("no verse of the Qur'an comes close to this text. No authentic text was found to put in its place",
                explain("fabricated verse", SegmentType.AYAH, ReportLanguage.EN));
    }

    /**
     * R003320 quotes 9:60 garbled («إِنَّمَا الصَّدَقَاتِ لِلْفُقَرَاءِ ...», nothing close enough to any verse) under «التوبة: 60»,
     * which gold calls right: a reference naming the verse the quote resembles as much as any is not called wrong.
     */
    @Test
    void aReferenceToTheVerseAGarbledQuoteResemblesStaysUnverified() {
        org.tahqiq.dataset.Response r = org.tahqiq.dataset.DevJsonlReader.read(RealData.dataOrSkip().devJsonl()).stream()
                .filter(x -> x.id().equals("R003320")).findFirst().orElseThrow();
        CheckedAnswer a = checker.check(r.id(), null, r.answer());
        Citation c = a.citations().stream().filter(x -> x.spans().stream().anyMatch(s -> s.text().contains("التوبة: 60")))
                .findFirst().orElseThrow();
        CheckedSpan claim = c.spans().stream().filter(s -> s.type() == SegmentType.CLAIMED_SOURCE).findFirst().orElseThrow();
        assertEquals(SpanVerdict.UNVERIFIED, claim.verdict(), claim.evidence().reason());
        assertEquals("9:60", claim.evidence().cited().reference());
        String en = c.explanation(claim, ReportLanguage.EN);
        assertTrue(en.startsWith("the reference points to 9:60, which reads") && en.endsWith("too little to confirm the reference"), en);
        readable(c.explanation(claim, ReportLanguage.AR), ReportLanguage.AR, "R003320");
    }

    @Test
    void aCorrectHadithNamesItsNarration() {
        assertEquals(SpanVerdict.CORRECT, span("famous hadith", SegmentType.MATN).verdict());
        assertTrue(explain("famous hadith", SegmentType.MATN, ReportLanguage.EN).endsWith("word for word"));
        assertTrue(explain("famous hadith", SegmentType.CLAIMED_SOURCE, ReportLanguage.AR).startsWith("الرواية في صحيح البخاري"));
    }

    @Test
    void aWrongCollectionSaysWhereTheNarrationIs() {
        CheckedSpan claim = span("wrong collection", SegmentType.CLAIMED_SOURCE);
        assertEquals(SpanVerdict.INCORRECT, claim.verdict());
        String en = explain("wrong collection", SegmentType.CLAIMED_SOURCE, ReportLanguage.EN);
        assertTrue(en.startsWith("the narration is in ") && en.endsWith(", not in \u2068صحيح البخاري\u2069"), en);
        String ar = explain("wrong collection", SegmentType.CLAIMED_SOURCE, ReportLanguage.AR);
        assertTrue(ar.endsWith(" لا في صحيح البخاري"), ar);
    }

    /** A collection claim for a quote no record comes close to is incorrect, naming the collections searched. */
    @Test
    void aFabricatedHadithsCollectionsAreNamedAsSearched() {
        CheckedSpan claim = span("fabricated hadith", SegmentType.CLAIMED_SOURCE);
        assertEquals(SpanVerdict.INCORRECT, claim.verdict());
        assertEquals(Label.CORRECT, claim.label(), "Subtask 2's label keeps the shared task's convention");
        assertEquals("no narration in \u2068صحيح البخاري\u2069 or \u2068صحيح مسلم\u2069 comes close to this text",
                explain("fabricated hadith", SegmentType.CLAIMED_SOURCE, ReportLanguage.EN));
        assertEquals("لا توجد رواية في صحيح البخاري ولا صحيح مسلم قريبة من هذا النص",
                explain("fabricated hadith", SegmentType.CLAIMED_SOURCE, ReportLanguage.AR));
    }

    /** A collection that is not loaded is what the corpora cannot speak to: the claim stays unverified. */
    @Test
    void aCollectionNotLoadedStaysUnverified() {
        CheckedAnswer a = checker.check("ahmad", null,
                "وقال ﷺ: «من أكل البطيخ يوم الجمعة غفر الله له ذنوب سبعين سنة وبنى له قصرا في الجنة» رواه أحمد في مسنده.");
        CheckedSpan claim = a.citations().get(0).spans().stream().filter(s -> s.type() == SegmentType.CLAIMED_SOURCE)
                .findFirst().orElseThrow();
        assertEquals(SpanVerdict.UNVERIFIED, claim.verdict());
        String en = a.citations().get(0).explanation(claim, ReportLanguage.EN);
        assertTrue(en.contains("مسند أحمد") && en.endsWith("could not be checked"), en);
    }

    @Test
    void theJsonCarriesTheExplanationInTheAskedLanguageAndTheTechnicalDetails() throws Exception {
        for (ReportLanguage lang : ReportLanguage.values()) {
            String json = KINDS.get("changed word in a verse").toJson(lang);
            assertEquals(List.of(), SchemaCheck.errors(json), json);
            JsonNode a = MAPPER.readTree(json);
            assertEquals(lang.code(), a.get("lang").asText());
            JsonNode e = a.get("citations").get(0).get("spans").get(0).get("evidence");
            readable(e.get("explanation").asText(), lang, "json " + lang);
            assertTrue(e.get("details").asText().contains("similarity"), "the numbers go to the details: " + e);
            assertTrue(e.get("reason").asText().startsWith("nearest 2:183"), "the technical reason is kept: " + e);
        }
        JsonNode claim = MAPPER.readTree(KINDS.get("fabricated verse").toJson(ReportLanguage.EN))
                .get("citations").get(0).get("spans").get(1).get("evidence").get("cites");
        assertEquals("3:200", claim.get("reference").asText());
        assertTrue(claim.get("exists").asBoolean());
    }

    /** The card explains in the page's language, isolated with bdi; the rules' line and signals are folded away. */
    @Test
    void theReportShowsTheExplanationAndFoldsTheTechnicalLine(@TempDir Path tmp) throws Exception {
        for (ReportLanguage lang : ReportLanguage.values()) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            HtmlReport r = new HtmlReport(out, "abc", tmp, lang);
            for (CheckedAnswer a : KINDS.values()) {
                r.accept(a);
            }
            r.finish(Tally.ZERO);
            String html = out.toString(StandardCharsets.UTF_8);
            int cards = html.split("class=\"explanation\"", -1).length - 1;
            assertEquals(KINDS.values().stream().mapToLong(a -> a.tally().spans()).sum(), cards, "one explanation per card");
            String changed = Explanation.html(explain("changed word in a verse", SegmentType.AYAH, lang));
            assertTrue(html.contains(changed), changed);
            assertTrue(changed.contains(lang == ReportLanguage.AR ? "<bdi dir=\"ltr\">٢:١٨٣</bdi>" : "«<bdi>" + fastingWord + "</bdi>»"), changed);
            // every internal term sits in the folded technical details, after the card's visible rows
            for (String card : html.split("<li class=\"card")) {
                int tech = card.indexOf("<details class=\"tech\">");
                String visible = tech < 0 ? card : card.substring(0, tech);
                for (String term : List.of("p(correct)", "cue before", "train correction", "similarity", "نسبة التشابه")) {
                    assertFalse(visible.contains(term), term + " shown outside the details: " + visible);
                }
            }
            assertTrue(html.contains("<details class=\"tech\">"), "the technical line is kept, folded");
            assertTrue(html.contains("cue before"), "the detector's signals are still in the details");
        }
    }
}
