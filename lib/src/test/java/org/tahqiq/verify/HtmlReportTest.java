package org.tahqiq.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report's markup, without a browser (the browser test renders it). */
class HtmlReportTest {

    @TempDir
    Path tmp;

    static String render(Path scratch, CheckedAnswer... answers) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        AnswerSink sink = OutputFormat.HTML.open(out, "abc1234", scratch);
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
        assertFalse(html.contains("http://") || html.contains("https://") || html.contains("src="),
                "nothing is fetched from anywhere");
        assertTrue(html.contains("default-src 'none'"), "and the content policy forbids it");
        assertTrue(html.indexOf("id=\"summary\"") < html.indexOf("<article"), "summary at the top");
        assertTrue(html.contains("data-stat=\"citations\"><span class=\"n\">2</span>"));
        assertTrue(html.contains("data-stat=\"incorrect\"><span class=\"n\">2</span>"));
        assertTrue(html.contains("data-stat=\"corrected\"><span class=\"n\">1</span>"));
        try (var files = Files.list(tmp)) {
            assertEquals(0, files.count(), "the scratch body is removed");
        }
    }

    @Test
    void spansNestAndTheTextIsKeptWhole() throws Exception {
        String html = render(tmp, Samples.answer());
        Matcher m = Pattern.compile("<div class=\"text\">(.*?)</div>", Pattern.DOTALL).matcher(html);
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

    @Test
    void markupInTheAnswerIsEscaped() throws Exception {
        String answer = "<script>alert(1)</script> \"x\" & y";
        CheckedAnswer a = new CheckedAnswer("<b>", null, answer, answer.length(), java.util.List.of());
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
