package org.tahqiq.verify;

import org.tahqiq.verify.output.AnswerSink;
import org.tahqiq.verify.output.OutputFormat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.text.CodePoints;

/** Repair from hand-made checks (no data): each rule, the marks kept, code-point offsets past a non-BMP character. */
class AnswerRepairTest {

    /** Starts with a character outside the BMP, so code-point offsets and UTF-16 indexes differ from the first edit on. */
    static final String ANSWER = "\uD83D\uDCD6 قال تعالى: «الحمد لله رب العلمين» [الفاتحة: 3]. وقال ﷺ: «إنما الاعمال بالنية» رواه مسلم. "
            + "وقال: «من صام يوم الجمعة غفر له» رواه البخاري. وقال: «اتقوا الله» (حديث).";
    static final String VERSE = "الْحَمْدُ لِلَّهِ رَبِّ الْعَالَمِينَ";
    static final String MATN = "إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ";

    static CheckedAnswer checked(String a) {
        CheckedSpan ayah = Samples.span(a, SegmentType.AYAH, "الحمد لله رب العلمين", SpanVerdict.INCORRECT,
                new SpanEvidence("1:2", List.of(new SpanEvidence.VerseRef(1, 2)), null, VERSE, 96.5, "nearest 1:2"),
                new ProposedCorrection(VERSE, false, "1:2", VERSE, 75, 3));
        CheckedSpan verseClaim = Samples.span(a, SegmentType.CLAIMED_SOURCE, "الفاتحة: 3", SpanVerdict.INCORRECT,
                new SpanEvidence("1:2", List.of(), null, "", Double.NaN, "claim 1:3, quote 1:2")
                        .withCited(new SpanEvidence.Cited("1:3", "صِرَاطَ", true)), null);
        CheckedSpan matn = Samples.span(a, SegmentType.MATN, "إنما الاعمال بالنية", SpanVerdict.INCORRECT,
                new SpanEvidence("صحيح البخاري 1", List.of(), new SpanEvidence.HadithRef("صحيح البخاري", 1), MATN, 80, "nearest"),
                new ProposedCorrection(MATN, false, "صحيح البخاري 1", MATN, 90, 2));
        CheckedSpan matnClaim = Samples.span(a, SegmentType.CLAIMED_SOURCE, "رواه مسلم", SpanVerdict.INCORRECT,
                new SpanEvidence("صحيح البخاري", List.of(), null, "", Double.NaN, "not in صحيح مسلم"), null);
        CheckedSpan madeUp = Samples.span(a, SegmentType.MATN, "من صام يوم الجمعة غفر له", SpanVerdict.INCORRECT,
                new SpanEvidence("", List.of(), null, "", 50, "no record close"),
                new ProposedCorrection("خطأ", true, "", null, 0, 0));
        CheckedSpan madeUpClaim = Samples.span(a, SegmentType.CLAIMED_SOURCE, "رواه البخاري", SpanVerdict.INCORRECT,
                new SpanEvidence("", List.of(), null, "", Double.NaN, "no record close"), null);
        CheckedSpan unverified = Samples.span(a, SegmentType.CLAIMED_SOURCE, "حديث", SpanVerdict.UNVERIFIED,
                new SpanEvidence("", List.of(), null, "", Double.NaN, "names no collection"), null);
        return new CheckedAnswer("R1", null, a, CodePoints.length(a), List.of(
                new Citation(1, Citation.AYAH, List.of(ayah, verseClaim)),
                new Citation(2, Citation.HADITH, List.of(matn, matnClaim)),
                new Citation(3, Citation.HADITH, List.of(madeUp, madeUpClaim)),
                new Citation(4, Citation.UNKNOWN, List.of(unverified))));
    }

    static AnswerRepair repair(RepairMode mode, ReportLanguage lang) {
        return new AnswerRepair(s -> s == 1 ? "الفاتحة" : "سورة " + s, claim -> null, (matn, claim) -> List.of("صحيح مسلم"), mode, lang);
    }

    @Test
    void eachRuleInPlaceWithItsMarksKept() {
        RepairedAnswer r = repair(RepairMode.MARK, ReportLanguage.AR).repair(checked(ANSWER));
        assertEquals("\uD83D\uDCD6 قال تعالى: «" + VERSE + "» [سورة الفاتحة، الآية 2]. وقال ﷺ: «" + MATN
                + "» رواه البخاري. وقال: «من صام يوم الجمعة غفر له» رواه البخاري ⟨" + AnswerRepair.NOTE_AR
                + "⟩. وقال: «اتقوا الله» (حديث).", r.text());
        assertEquals(List.of(RepairEdit.Kind.VERSE, RepairEdit.Kind.REFERENCE, RepairEdit.Kind.MATN,
                RepairEdit.Kind.COLLECTIONS, RepairEdit.Kind.MARK), r.edits().stream().map(RepairEdit::kind).toList());
        RepairEdit verse = r.edits().get(0);
        assertEquals(ANSWER.codePointCount(0, ANSWER.indexOf("الحمد")), verse.start(), "code points, not UTF-16 units");
        assertEquals(ANSWER.indexOf("الحمد") - 1, verse.start(), "the emoji is two UTF-16 units, one code point");
        assertEquals("الحمد لله رب العلمين", verse.oldText());
        assertEquals("1:2", verse.reference());
        assertEquals("نص الآية \u2066١:٢\u2069 كما في المصحف", verse.why());
        RepairEdit mark = r.edits().get(4);
        assertEquals(mark.start(), mark.end(), "a note is an insertion");
        assertEquals(RepairDevTest.rebuilt(ANSWER, r.edits()), r.text(), "the text outside the edits is kept");
    }

    @Test
    void removeTakesTheQuoteOutWithItsMarks() {
        RepairedAnswer r = repair(RepairMode.REMOVE, ReportLanguage.EN).repair(checked(ANSWER));
        assertTrue(r.text().contains("رواه البخاري. وقال: «اتقوا الله»"), "the sentence of the quote and its claim goes: " + r.text());
        RepairEdit removed = r.edits().get(4);
        assertEquals(" وقال: «من صام يوم الجمعة غفر له» رواه البخاري.", removed.oldText(), "with the space before it");
        assertEquals("", removed.newText());
        assertEquals(5, r.edits().size(), "one edit for the sentence");
        assertEquals("no authentic source was found for this text: removed", removed.why());
        assertEquals("the narration is in \u2068صحيح البخاري\u2069", r.edits().get(3).why());
        assertEquals(RepairDevTest.rebuilt(ANSWER, r.edits()), r.text());
    }

    /** Checked again, the repaired answer's verse, reference, matn and claim are right and its note is already there. */
    @Test
    void aRepairedAnswerIsLeftAsItIs() {
        String repaired = repair(RepairMode.MARK, ReportLanguage.AR).repair(checked(ANSWER)).text();
        CheckedSpan verse = Samples.span(repaired, SegmentType.AYAH, VERSE, SpanVerdict.CORRECT,
                new SpanEvidence("1:2", List.of(new SpanEvidence.VerseRef(1, 2)), null, VERSE, 100, "in 1:2"), null);
        CheckedSpan claim = Samples.span(repaired, SegmentType.CLAIMED_SOURCE, "سورة الفاتحة، الآية 2", SpanVerdict.CORRECT,
                new SpanEvidence("1:2", List.of(), null, "", Double.NaN, "agrees").withCited(new SpanEvidence.Cited("1:2", VERSE, true)), null);
        CheckedSpan madeUp = Samples.span(repaired, SegmentType.MATN, "من صام يوم الجمعة غفر له", SpanVerdict.INCORRECT,
                new SpanEvidence("", List.of(), null, "", 50, "no record close"), new ProposedCorrection("خطأ", true, "", null, 0, 0));
        CheckedSpan partOfTheNote = Samples.span(repaired, SegmentType.MATN, "لم نجد لهذا النص", SpanVerdict.INCORRECT,
                new SpanEvidence("", List.of(), null, "", 50, "no record close"), new ProposedCorrection("خطأ", true, "", null, 0, 0));
        CheckedAnswer again = new CheckedAnswer("R1", null, repaired, CodePoints.length(repaired), List.of(
                new Citation(1, Citation.AYAH, List.of(verse, claim)), new Citation(2, Citation.HADITH, List.of(madeUp)),
                new Citation(3, Citation.HADITH, List.of(partOfTheNote))));
        for (ReportLanguage lang : ReportLanguage.values()) {
            RepairedAnswer twice = repair(RepairMode.MARK, lang).repair(again);
            assertEquals(List.of(), twice.edits());
            assertEquals(repaired, twice.text());
        }
    }

    @Test
    void anAnswerWithNothingWrongIsUnchanged() {
        CheckedAnswer a = Samples.sourced();
        RepairedAnswer r = repair(RepairMode.MARK, ReportLanguage.AR).repair(a);
        assertFalse(r.changed());
        assertEquals(a.answer(), r.text());
    }

    /** A verse put right without a claimed source gets its reference after the closing mark. */
    @Test
    void aReplacedVerseWithoutReferenceGetsOne() {
        String a = "قال تعالى: ﴿الحمد لله رب العلمين﴾ وهذا بيان.";
        CheckedSpan ayah = Samples.span(a, SegmentType.AYAH, "الحمد لله رب العلمين", SpanVerdict.INCORRECT,
                new SpanEvidence("1:2", List.of(new SpanEvidence.VerseRef(1, 2)), null, VERSE, 96.5, "nearest 1:2"),
                new ProposedCorrection(VERSE, false, "1:2", VERSE, 75, 3));
        CheckedAnswer c = new CheckedAnswer("R", null, a, CodePoints.length(a), List.of(new Citation(1, Citation.AYAH, List.of(ayah))));
        RepairedAnswer r = repair(RepairMode.MARK, ReportLanguage.AR).repair(c);
        assertEquals("قال تعالى: ﴿" + VERSE + "﴾ [الفاتحة: 2] وهذا بيان.", r.text());
    }

    /** Surahs 1 and 2 by name, and a reader of "name: verse" and "surah:verse" standing in for the claim parser. */
    static AnswerRepair writersForm(RepairMode mode) {
        java.util.function.Function<String, String> placeNamed = claim -> {
            String ascii = claim.chars().mapToObj(ch -> ch >= '\u0660' && ch <= '\u0669' ? String.valueOf((char) ('0' + ch - '\u0660'))
                    : String.valueOf((char) ch)).collect(java.util.stream.Collectors.joining());
            java.util.regex.Matcher pair = java.util.regex.Pattern.compile("(\\d+):(\\d+)").matcher(ascii);
            if (pair.find()) {
                return pair.group(1) + ":" + pair.group(2);
            }
            java.util.regex.Matcher named = java.util.regex.Pattern.compile("(الفاتحة|البقرة)\\D*(\\d+)").matcher(ascii);
            return named.find() ? (named.group(1).equals("الفاتحة") ? 1 : 2) + ":" + named.group(2) : null;
        };
        return new AnswerRepair(s -> s == 1 ? "الفاتحة" : s == 2 ? "البقرة" : "سورة " + s, placeNamed,
                (matn, claim) -> List.of("صحيح مسلم"), mode, ReportLanguage.AR);
    }

    /** A verse checked against the claim after it, which names 2:5: the claim text as the answer wrote it. */
    private static String repairedClaim(String claim) {
        String a = "قال تعالى: «الحمد لله رب العلمين» " + claim + " وبعد.";
        CheckedSpan ayah = Samples.span(a, SegmentType.AYAH, "الحمد لله رب العلمين", SpanVerdict.CORRECT,
                new SpanEvidence("1:2", List.of(new SpanEvidence.VerseRef(1, 2)), null, VERSE, 100, "in 1:2"), null);
        String words = claim.replaceAll("^[(\\[]|[)\\]]$", "");
        CheckedSpan cited = Samples.span(a, SegmentType.CLAIMED_SOURCE, words, SpanVerdict.INCORRECT,
                new SpanEvidence("1:2", List.of(), null, "", Double.NaN, "claim 2:5, quote 1:2")
                        .withCited(new SpanEvidence.Cited("2:5", "", true)), null);
        CheckedAnswer c = new CheckedAnswer("R", null, a, CodePoints.length(a), List.of(new Citation(1, Citation.AYAH, List.of(ayah, cited))));
        RepairedAnswer r = writersForm(RepairMode.MARK).repair(c);
        assertEquals(1, r.edits().size(), r.edits().toString());
        assertEquals(RepairEdit.Kind.REFERENCE, r.edits().get(0).kind());
        return r.edits().get(0).newText();
    }

    /** A reference put right keeps the answer's own form: only the surah's name and the numbers change. */
    @Test
    void aReferenceKeepsTheWritersForm() {
        assertEquals("الفاتحة: 2", repairedClaim("[البقرة: 5]"));
        assertEquals("1:2", repairedClaim("(2:5)"));
        assertEquals("سورة الفاتحة، الآية ٢", repairedClaim("(سورة البقرة، الآية ٥)"), "in the digits the answer wrote");
        assertEquals("سورة الفاتحة الآية 2", repairedClaim("(سورة البقره الآية 5)"), "a name spelt otherwise is still found");
        assertEquals("سورة الفاتحة، الآية 2", repairedClaim("(الآية الخامسة من البقرة)"), "no number to change: the long form");
    }

    /** With remove, a quote with no source goes with the sentence that carries it, or the line when it is alone on it. */
    @Test
    void removeTakesTheSentenceOrTheLine() {
        String a = "مقدمة.\n\n* قال ﷺ: «من صام يوم الجمعة غفر له» رواه البخاري\n\nخاتمة.";
        CheckedAnswer c = new CheckedAnswer("R", null, a, CodePoints.length(a), List.of(madeUp(a, 1)));
        assertEquals("مقدمة.\n\nخاتمة.", writersForm(RepairMode.REMOVE).repair(c).text());

        String b = "وقال ﷺ: «إنما الاعمال بالنية» و«من صام يوم الجمعة غفر له» رواه البخاري. وبعد.";
        CheckedSpan right = Samples.span(b, SegmentType.MATN, "إنما الاعمال بالنية", SpanVerdict.CORRECT,
                new SpanEvidence("صحيح البخاري 1", List.of(), new SpanEvidence.HadithRef("صحيح البخاري", 1), MATN, 100, "in 1"), null);
        CheckedAnswer d = new CheckedAnswer("R", null, b, CodePoints.length(b), List.of(new Citation(1, Citation.HADITH, List.of(right)), madeUp(b, 2)));
        assertEquals("وقال ﷺ: «إنما الاعمال بالنية» و. وبعد.", writersForm(RepairMode.REMOVE).repair(d).text(),
                "another quote in the sentence: only the made-up quote and its claim go");

        String only = "قال ﷺ: «من صام يوم الجمعة غفر له» رواه البخاري.";
        CheckedAnswer e = new CheckedAnswer("R", null, only, CodePoints.length(only), List.of(madeUp(only, 1)));
        assertEquals("قال ﷺ:.", writersForm(RepairMode.REMOVE).repair(e).text(), "an answer is never left empty");
    }

    private static Citation madeUp(String a, int id) {
        CheckedSpan quote = Samples.span(a, SegmentType.MATN, "من صام يوم الجمعة غفر له", SpanVerdict.INCORRECT,
                new SpanEvidence("", List.of(), null, "", 50, "no record close"), new ProposedCorrection("خطأ", true, "", null, 0, 0));
        CheckedSpan claim = Samples.span(a, SegmentType.CLAIMED_SOURCE, "رواه البخاري", SpanVerdict.INCORRECT,
                new SpanEvidence("", List.of(), null, "", Double.NaN, "no record close"), null);
        return new Citation(id, Citation.HADITH, List.of(quote, claim));
    }

    /** A note is recognised after a claimed source on the next line, which a fresh check may leave out of the citation. */
    @Test
    void aNoteAfterTheClaimOnTheNextLineIsRecognised() {
        String a = "قال ﷺ: «من صام يوم الجمعة غفر له»\nرواه البخاري ⟨" + AnswerRepair.NOTE_AR + "⟩\nوقال: «اتقوا الله».";
        CheckedSpan quote = Samples.span(a, SegmentType.MATN, "من صام يوم الجمعة غفر له", SpanVerdict.INCORRECT,
                new SpanEvidence("", List.of(), null, "", 50, "no record close"), new ProposedCorrection("خطأ", true, "", null, 0, 0));
        CheckedAnswer c = new CheckedAnswer("R", null, a, CodePoints.length(a), List.of(new Citation(1, Citation.HADITH, List.of(quote))));
        assertEquals(List.of(), writersForm(RepairMode.MARK).repair(c).edits());
    }

    @Test
    void theHtmlReportShowsTheRepairedAnswerAndItsEdits() throws Exception {
        CheckedAnswer a = checked(ANSWER);
        CheckedAnswer withRepair = a.withRepair(repair(RepairMode.MARK, ReportLanguage.EN).repair(a));
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        java.nio.file.Path scratch = java.nio.file.Files.createTempDirectory("tahqiq-repair-html");
        AnswerSink sink = OutputFormat.HTML.open(out, "abc", scratch, ReportLanguage.EN, true);
        sink.accept(withRepair);
        sink.finish(withRepair.tally());
        String html = out.toString(StandardCharsets.UTF_8);
        assertTrue(html.contains("<section class=\"repair\"><h3>the answer repaired</h3>"), html);
        assertTrue(html.contains("«<ins class=\"k-verse\">" + VERSE + "</ins>»"), "the new text marked, its quote marks kept");
        assertTrue(html.contains("<del dir=\"rtl\" lang=\"ar\">الحمد لله رب العلمين</del>"));
        assertTrue(html.contains("the narration is in <bdi>صحيح البخاري</bdi>"), "the reason's isolates as bdi");
        assertTrue(html.contains("schema 2.4"));
        java.io.ByteArrayOutputStream plain = new java.io.ByteArrayOutputStream();
        AnswerSink without = OutputFormat.HTML.open(plain, "abc", scratch, ReportLanguage.EN);
        without.accept(a);
        without.finish(a.tally());
        String before = plain.toString(StandardCharsets.UTF_8);
        assertFalse(before.contains("class=\"repair\"") || before.contains("ins{"), "no repair, no trace of it");
        assertTrue(before.contains("schema 2.3"));
    }

    @Test
    void theJsonCarriesTheRepairAndConforms() throws Exception {
        CheckedAnswer a = checked(ANSWER);
        CheckedAnswer withRepair = a.withRepair(repair(RepairMode.MARK, ReportLanguage.EN).repair(a));
        String json = new String(VerifyJson.answer(withRepair, ReportLanguage.EN), StandardCharsets.UTF_8);
        assertEquals(List.of(), SchemaCheck.errors(json), json);
        JsonNode n = new ObjectMapper().readTree(json);
        assertEquals(VerifyJson.SCHEMA_VERSION, n.get("schema_version").asText());
        assertEquals("2.4", VerifyJson.SCHEMA_VERSION, "2.4 adds the repair");
        assertEquals("mark", n.get("repair").get("mode").asText());
        assertEquals(5, n.get("repair").get("edits").size());
        assertEquals("verse", n.get("repair").get("edits").get(0).get("kind").asText());
        String plain = new String(VerifyJson.answer(a, ReportLanguage.EN), StandardCharsets.UTF_8);
        assertEquals(VerifyJson.UNREPAIRED_VERSION, new ObjectMapper().readTree(plain).get("schema_version").asText(),
                "without a repair the output is 2.3's, unchanged");
        assertFalse(new ObjectMapper().readTree(plain).has("repair"));
        String doc = new String(VerifyJson.document(List.of(withRepair, a), "abc"), StandardCharsets.UTF_8);
        assertEquals(List.of(), SchemaCheck.errors(doc), doc);
        assertEquals("2.4", new ObjectMapper().readTree(doc).get("schema_version").asText());
    }
}
