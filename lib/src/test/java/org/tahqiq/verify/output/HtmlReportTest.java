package org.tahqiq.verify.output;

import org.tahqiq.verify.CheckedAnswer;
import org.tahqiq.verify.CheckedSpan;
import org.tahqiq.verify.Citation;
import org.tahqiq.verify.ReportLanguage;
import org.tahqiq.verify.Samples;
import org.tahqiq.verify.SpanEvidence;
import org.tahqiq.verify.SpanVerdict;
import org.tahqiq.verify.Tally;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.SegmentType;

/** The report's markup, without a browser (the browser test renders it). */
class HtmlReportTest {

    @TempDir
    Path tmp;

    static String render(Path scratch, CheckedAnswer... answers) throws Exception {
        return render(scratch, ReportLanguage.AR, answers);
    }

    static String render(Path scratch, ReportLanguage lang, CheckedAnswer... answers) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        AnswerSink sink = OutputFormat.HTML.open(out, "abc1234", scratch, lang);
        Tally t = Tally.ZERO;
        for (CheckedAnswer a : answers) {
            sink.accept(a);
            t = t.plus(a.tally());
        }
        sink.finish(t);
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void oneSelfContainedRightToLeftFileWithTheSummaryFirst() throws Exception {
        String html = render(tmp, Samples.answer());
        assertTrue(html.startsWith("<!DOCTYPE html>\n<html lang=\"ar\" dir=\"rtl\">"), html.substring(0, 60));
        String live = html.replaceAll("(?s)/\\*.*?\\*/", ""); // the font's notice names its home page, in a comment
        assertFalse(live.contains("http://") || live.contains("https://") || live.contains("src="),
                "nothing is fetched from anywhere");
        assertEquals(count(live, "url("), count(live, "url(data:"), "the one url is the inline font");
        assertTrue(html.contains("default-src 'none'"), "and the content policy forbids it");
        assertTrue(html.indexOf("id=\"summary\"") < html.indexOf("<article"), "summary at the top");
        assertTrue(html.contains("data-stat=\"citations\"><span class=\"n\">2</span>"));
        assertTrue(html.contains("data-stat=\"incorrect\"><span class=\"n\">2</span>"));
        assertTrue(html.contains("data-stat=\"corrected\"><span class=\"n\">1</span>"));
        try (var files = Files.list(tmp)) {
            assertEquals(0, files.count(), "the scratch body is removed");
        }
    }

    /** A correct citation's card says whether it is relevant, with the probability and the reason, or that it was not judged. */
    @Test
    void theCardShowsTheRelevanceToTheQuestion() throws Exception {
        String ar = render(tmp, Samples.relevant(true));
        assertTrue(ar.contains("<dt>الصلة بالسؤال</dt><dd><strong class=\"relevance r-yes\">ذو صلة بالسؤال</strong> (<bdi>0.73</bdi>)"), ar);
        assertTrue(ar.contains("no other answers to the question at hand"), "the reason is shown");
        String en = render(tmp, ReportLanguage.EN, Samples.relevant(false));
        assertTrue(en.contains("<dt>relevance</dt><dd>not judged: no question given</dd>"), en);
        assertFalse(render(tmp, Samples.answer()).contains("الصلة بالسؤال"), "no relevance row for incorrect quotes");
    }

    @Test
    void spansNestAndTheTextIsKeptWhole() throws Exception {
        String html = render(tmp, Samples.answer());
        Matcher m = Pattern.compile("<div class=\"text\"[^>]*>(.*?)</div>", Pattern.DOTALL).matcher(html);
        assertTrue(m.find());
        String text = m.group(1);
        assertEquals(Samples.ANSWER, text.replaceAll("<[^>]+>", ""), "tags removed, the answer is all there");
        assertEquals(5, count(text, "<span class=\"cite"));
        assertEquals(5, count(text, "</span>"));
        // the claimed source sits inside the isnad element
        int isnad = text.indexOf("data-type=\"isnad\"");
        int nested = text.indexOf("data-type=\"claimed_source\"", isnad);
        assertTrue(isnad > 0 && nested > isnad && text.indexOf("</span>", isnad) > nested, text);
        assertTrue(text.contains("class=\"cite t-Ayah v-incorrect\""));
        assertTrue(html.contains("id=\"card-a1-c1-s0\""), "each span has its card");
    }

    /** Labels were English on a right-to-left page, the confidence was printed twice, mixed runs were not isolated. */
    @Test
    void arabicLabelsByDefaultEnglishOnRequest() throws Exception {
        String ar = render(tmp, Samples.answer(), Samples.madeUp());
        assertTrue(ar.contains("<dt>السبب</dt>") && ar.contains("<dt>النص المقتبس</dt>"), "Arabic card labels");
        assertTrue(ar.contains("<span class=\"l\">الاستشهادات</span>"), "Arabic summary labels");
        assertFalse(ar.contains("<dt>reason</dt>") || ar.contains("citations found"), "no English labels");
        assertTrue(ar.contains("data-stat=\"unverified\"><span class=\"n\">3</span>"), "unverified counted");
        String en = render(tmp, ReportLanguage.EN, Samples.answer());
        assertTrue(en.startsWith("<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">"), en.substring(0, 60));
        assertTrue(en.contains("<dt>reason</dt>"));
        assertTrue(en.contains("<div class=\"text\" dir=\"rtl\" lang=\"ar\">"), "the answer stays right to left");
    }

    @Test
    void theConfidenceIsShownOnceAndMixedRunsAreIsolated() throws Exception {
        String html = render(tmp, Samples.madeUp());
        Matcher card = Pattern.compile("<li class=\"card[^>]*>.*?</li>", Pattern.DOTALL).matcher(html);
        int cards = 0;
        while (card.find()) {
            cards++;
            assertEquals(1, count(card.group(), "الثقة"), card.group());
        }
        assertEquals(3, cards);
        assertTrue(html.contains("<bdi class=\"ref\" dir=\"rtl\"><bdi class=\"name\">صحيح مسلم</bdi> <bdi class=\"num\" dir=\"ltr\">#20917</bdi></bdi>"),
                "a record's number is one left-to-right unit after its name");
        assertTrue(html.contains("train correction #3 (1 row)") && !html.replaceAll("(?s)<details class=\"tech\">.*?</details>", "")
                .contains("train correction"), "a training row, which a reader cannot look up, is named in the technical details only");
        assertTrue(html.contains("<bdi class=\"reason\" dir=\"ltr\">nearest <bdi>صحيح مسلم</bdi> #20917, similarity"),
                "an English reason reads left to right, its Arabic names isolated");
        assertTrue(html.contains("<span class=\"qm\">«</span>الدين النصيحة لله<span class=\"qm\">»</span>"), "Arabic quotation marks");
        assertTrue(html.contains("class=\"cite t-claimed_source v-unverified\""));
        assertTrue(html.contains("<dt>الأقرب، ولا صلة له</dt>"), "the unrelated nearest is labelled as such");
    }

    /** A record numbered only by its edition is shown so, in the report's language, not as a number to cite. */
    @Test
    void aRecordsOwnIdIsShownAsTheEditionsNotAsAStandardNumber() throws Exception {
        String a = "قال رسول الله ﷺ: «الطهور شطر الإيمان» رواه مسلم.";
        SpanEvidence.HadithRef ref = new SpanEvidence.HadithRef("صحيح مسلم", 7879);
        CheckedSpan matn = Samples.span(a, SegmentType.MATN, "الطهور شطر الإيمان", SpanVerdict.CORRECT,
                new SpanEvidence(ref.citation(), List.of(), ref, "الطُّهُورُ شَطْرُ الإِيمَانِ", 100, "quoted word for word"), null);
        CheckedAnswer answer = new CheckedAnswer("R9", null, a, a.codePointCount(0, a.length()),
                List.of(new Citation(1, Citation.HADITH, List.of(matn))));
        String ar = render(tmp, answer);
        assertTrue(ar.contains("<bdi class=\"ref\">صحيح مسلم، الرواية رقم 7879 في هذه النسخة</bdi>"), ar);
        assertFalse(ar.contains("#7879"), "no bare number a reader could copy as a citation");
        String en = render(tmp, ReportLanguage.EN, answer);
        assertTrue(en.contains("<bdi class=\"ref\" dir=\"ltr\"><bdi class=\"name\">صحيح مسلم</bdi>, record 7879 of this edition</bdi>"), en);
        SpanEvidence.HadithRef standard = new SpanEvidence.HadithRef("صحيح مسلم", 223, null, org.tahqiq.corpus.HadithNumbering.STANDARD);
        assertEquals("صحيح مسلم 223", standard.citation());
        assertEquals("صحيح مسلم 223", standard.citation(ReportLanguage.AR));
    }

    /**
     * A card read «آية صحيح» (the verdict masculine after a feminine noun) and «متن صحيح صحيح البخاري #1» (the verdict
     * running into the collection's name): the verdict agrees with the type and is no word of a collection's name, and
     * the source stands apart, labelled.
     */
    @Test
    void theVerdictAgreesWithItsTypeAndTheSourceStandsApart() throws Exception {
        String ayah = render(tmp, Samples.relevant(true));
        assertTrue(ayah.contains("<summary><span class=\"badge t-Ayah\">آية</span> <span class=\"verdict v-correct\">سليمة النقل</span> "
                + "<span class=\"source\"><span class=\"label\">المرجع:</span> <bdi class=\"ref\" dir=\"ltr\">1:2</bdi></span> "), ayah);
        String matn = render(tmp, Samples.sourced());
        assertTrue(matn.contains("<span class=\"badge t-matn\">متن</span> <span class=\"verdict v-correct\">سليم النقل</span> "
                + "<span class=\"source\"><span class=\"label\">المرجع:</span> <bdi class=\"ref\" dir=\"rtl\"><bdi class=\"name\">"
                + "صحيح البخاري</bdi> <bdi class=\"num\" dir=\"ltr\">#1</bdi></bdi></span>"), matn);
        assertTrue(matn.contains("title=\"متن: سليم النقل (المرجع: \u2068صحيح البخاري #1\u2069)"), "the tooltip likewise");
        Matcher summary = Pattern.compile("<summary>(<span class=\"badge.*?)</summary>").matcher(matn + ayah + render(tmp, Samples.answer(), Samples.madeUp()));
        int cards = 0;
        while (summary.find()) {
            cards++;
            String text = summary.group(1).replaceAll("<[^>]+>", "");
            assertFalse(text.matches(".*(صحيح|صحيحة) صحيح.*") || text.startsWith("آية صحيح"), text);
        }
        assertEquals(11, cards);

        ReportLanguage ar = ReportLanguage.AR;
        assertEquals(List.of("سليمة النقل", "خاطئة النقل", "لم يتحقق منها"), verdicts(ar, SegmentType.AYAH), "آية is feminine");
        for (SegmentType t : List.of(SegmentType.MATN, SegmentType.ISNAD)) {
            assertEquals(List.of("سليم النقل", "خاطئ النقل", "لم يتحقق منه"), verdicts(ar, t), t.wire());
        }
        assertEquals(List.of("سليم", "خاطئ", "لم يتحقق منه"), verdicts(ar, SegmentType.CLAIMED_SOURCE));
        for (SegmentType t : SegmentType.values()) {
            for (String v : verdicts(ar, t)) {
                for (String word : v.split(" ")) {
                    assertFalse(COLLECTION_WORDS.contains(word), "a verdict shares «" + word + "» with a collection's name");
                }
            }
        }
        assertEquals(List.of("correct", "incorrect", "unverified"), verdicts(ReportLanguage.EN, SegmentType.AYAH));
    }

    /** The words the six books' names are made of (صحيح البخاري, سنن أبي داود, جامع الترمذي, ...). */
    private static final Set<String> COLLECTION_WORDS = Set.of("صحيح", "صحيحة", "سنن", "جامع", "مسند", "موطأ");

    private static List<String> verdicts(ReportLanguage lang, SegmentType t) {
        return Arrays.stream(SpanVerdict.values()).map(v -> lang.verdict(v, t)).toList();
    }

    @Test
    void isolatingArabicRunsKeepsEverythingElse() {
        assertEquals("in <bdi>صحيح البخاري، صحيح مسلم</bdi>, not in <bdi>سنن النسائي</bdi>",
                HtmlReport.isolateArabic("in صحيح البخاري، صحيح مسلم, not in سنن النسائي"));
        assertEquals("claim 2:186 agrees &lt;x&gt;", HtmlReport.isolateArabic("claim 2:186 agrees <x>"));
        assertEquals("<bdi class=\"ref\" dir=\"ltr\">2:185-186</bdi>", HtmlReport.reference("2:185-186"));
    }

    @Test
    void markupInTheAnswerIsEscaped() throws Exception {
        String answer = "<script>alert(1)</script> \"x\" & y";
        CheckedAnswer a = new CheckedAnswer("<b>", null, answer, answer.length(), List.of());
        String html = render(tmp, a);
        assertFalse(html.contains("<script>alert"));
        assertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &quot;x&quot; &amp; y"));
        assertTrue(html.contains("data-id=\"&lt;b&gt;\""));
    }

    private static int count(String s, String part) {
        int n = 0;
        for (int at = s.indexOf(part); at >= 0; at = s.indexOf(part, at + 1)) {
            n++;
        }
        return n;
    }
}
