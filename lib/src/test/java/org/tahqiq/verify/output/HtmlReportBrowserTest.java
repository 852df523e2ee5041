package org.tahqiq.verify.output;

import org.tahqiq.verify.CheckedAnswer;
import org.tahqiq.verify.Checker;
import org.tahqiq.verify.CheckerTest;
import org.tahqiq.verify.RealData;
import org.tahqiq.verify.Samples;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.tahqiq.testing.Browser;

/**
 * The HTML report rendered by a real browser: Debian's chromium, headless, driven by Selenium through Debian's
 * chromium-driver (.ci/run installs both). Without them each test is skipped with the reason, and fails under CI
 * ({@link Browser}).
 */
class HtmlReportBrowserTest {

    @TempDir
    static Path tmp;
    private static ChromeDriver browser;

    @BeforeAll
    static void start() throws Exception {
        Browser.Binaries b = Browser.expected();
        if (!Browser.available(b)) {
            return; // each test says why it cannot run: an abort here would hide them (0 tests, no reason)
        }
        browser = Browser.start(b, tmp);
    }

    @BeforeEach
    void needsTheBrowser() {
        Browser.orSkip("the HTML report's browser tests");
        assertNotNull(browser, "the browser did not start");
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.quit();
            browser = null;
        }
    }

    private static Path report(String name, CheckedAnswer... answers) throws Exception {
        Path file = tmp.resolve(name);
        Files.writeString(file, HtmlReportTest.render(tmp, answers), StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void theBrowserShowsTheSummarySpansAndCards() throws Exception {
        browser.get(report("sample.html", Samples.answer(), Samples.answer()).toUri().toString());
        assertEquals("rtl", browser.findElement(By.tagName("html")).getAttribute("dir"));
        assertEquals("rtl", browser.findElement(By.cssSelector("article .text")).getCssValue("direction"));
        WebElement summary = browser.findElement(By.id("summary"));
        assertTrue(summary.isDisplayed());
        assertEquals("2", summary.findElement(By.cssSelector("[data-stat=answers] .n")).getText());
        assertEquals("4", summary.findElement(By.cssSelector("[data-stat=citations] .n")).getText());
        assertEquals("4", summary.findElement(By.cssSelector("[data-stat=incorrect] .n")).getText());
        assertEquals("2", summary.findElement(By.cssSelector("[data-stat=corrected] .n")).getText());

        WebElement first = browser.findElement(By.id("a1"));
        List<WebElement> spans = first.findElements(By.cssSelector(".cite[data-type]"));
        assertEquals(5, spans.size());
        for (WebElement s : spans) {
            assertTrue(s.isDisplayed(), s.getText());
            assertNotEquals("rgba(0, 0, 0, 0)", s.getCssValue("background-color"), "highlighted by type");
        }
        WebElement ayah = first.findElement(By.cssSelector(".cite[data-type=Ayah]"));
        assertEquals("الحمد لله رب العلمين", ayah.getText());
        assertEquals("incorrect", ayah.getAttribute("data-verdict"));
        assertTrue(ayah.getCssValue("text-decoration").contains("wavy"), ayah.getCssValue("text-decoration"));
        assertTrue(ayah.getAttribute("title").contains("التصحيح: \u2068الْحَمْدُ لِلَّهِ"), "hover shows the correction");
        WebElement nested = first.findElement(By.cssSelector(".cite[data-type=isnad] > .cite[data-type=claimed_source]"));
        assertEquals("رواه البخاري", nested.getText());
        assertEquals(Samples.ANSWER, first.findElement(By.cssSelector(".text")).getText(), "the whole answer is shown");

        WebElement card = browser.findElement(By.id("card-a1-c1-s0"));
        assertEquals(null, card.findElement(By.tagName("details")).getAttribute("open"));
        ayah.click();
        assertEquals("true", card.findElement(By.tagName("details")).getAttribute("open"), "a click opens its card");
        assertTrue(card.findElement(By.cssSelector(".fix")).isDisplayed());
        assertTrue(card.getText().contains("1:2"));

        Object fetched = ((JavascriptExecutor) browser).executeScript("return performance.getEntriesByType('resource').length");
        assertEquals(0L, fetched, "the report loads nothing");
    }

    /**
     * With only Debian's default fonts the report showed boxes for ﴿ ﴾, the pause marks and ﷺ: it embeds a font, which the
     * browser loads and draws the answer's every glyph with (the font an installed Amiri would be is told apart by
     * the browser's own account: a web font is "custom").
     */
    @Test
    void theEmbeddedFontIsLoadedAndDrawsTheAnswers() throws Exception {
        String text = "قال تعالى: \uFD3Fلَا تَأْخُذُهُ سِنَةٌ وَلَا نَوْمٌ \u06DA لَهُ مَا فِي السَّمَاوَاتِ\uFD3E وقال النبي \uFDFA: "
                + "\u00ABإنما الأعمال بالنيات\u00BB";
        CheckedAnswer marks = new CheckedAnswer("F1", null, text, text.codePointCount(0, text.length()), List.of());
        browser.get(report("font.html", marks, Samples.sourced()).toUri().toString());
        JavascriptExecutor js = (JavascriptExecutor) browser;
        Object faces = js.executeAsyncScript("var done=arguments[arguments.length-1];document.fonts.ready.then(function(){"
                + "var s=[];document.fonts.forEach(function(f){s.push(f.family+' '+f.status)});done(s.join(';'))})");
        assertEquals(HtmlReport.FONT_FAMILY + " loaded", faces, "the one font face, loaded");
        assertEquals(true, js.executeScript("return document.fonts.check(\"1em '" + HtmlReport.FONT_FAMILY + "'\", arguments[0])", text));
        browser.executeCdpCommand("DOM.enable", Map.of());
        browser.executeCdpCommand("CSS.enable", Map.of());
        for (String selector : List.of("#a1 .text", "#a2 .card summary")) {
            Object root = ((Map<?, ?>) browser.executeCdpCommand("DOM.getDocument", Map.of()).get("root")).get("nodeId");
            Object node = browser.executeCdpCommand("DOM.querySelector", Map.of("nodeId", root, "selector", selector)).get("nodeId");
            List<?> fonts = (List<?>) browser.executeCdpCommand("CSS.getPlatformFontsForNode", Map.of("nodeId", node)).get("fonts");
            assertTrue(!fonts.isEmpty(), selector);
            for (Object f : fonts) {
                Map<?, ?> font = (Map<?, ?>) f;
                assertEquals(true, font.get("isCustomFont"), selector + " drawn with " + font);
            }
        }
    }

    /** Characters of an element's text in the order they appear on screen, left to right (whitespace left out). */
    private static final String VISUAL = "var t=[];var w=document.createTreeWalker(arguments[0],NodeFilter.SHOW_TEXT);var n;"
            + "while(n=w.nextNode()){for(var i=0;i<n.length;i++){if(/\\s/.test(n.data[i]))continue;var r=document.createRange();"
            + "r.setStart(n,i);r.setEnd(n,i+1);var b=r.getBoundingClientRect();if(b.width>0)t.push([b.left+b.width/2,n.data[i]]);}}"
            + "t.sort(function(a,b){return a[0]-b[0]});return t.map(function(x){return x[1]}).join('');";

    private static String visual(WebElement e) {
        return (String) ((JavascriptExecutor) browser).executeScript(VISUAL, e);
    }

    /** Opens every card, takes a screenshot of the whole page into {@code target/} (for a person to look at). */
    private static void screenshot(String name) throws Exception {
        JavascriptExecutor js = (JavascriptExecutor) browser;
        js.executeScript("document.querySelectorAll('details').forEach(function(d){d.open=true})");
        long height = (Long) js.executeScript("return document.documentElement.scrollHeight");
        browser.manage().window().setSize(new Dimension(WIDTH, (int) Math.min(height + 100, 12_000)));
        Files.write(Path.of("target", name), browser.getScreenshotAs(OutputType.BYTES));
    }

    private static final int WIDTH = 1000;

    /**
     * The report read in a browser: English labels on a right-to-left page, "20917#" and "((1 row)" jumbled by
     * direction, the confidence twice, quotation marks reversed. Layout facts from the rendered boxes.
     */
    @Test
    void theReportIsLaidOutRightToLeftWithMixedRunsInPlace() throws Exception {
        browser.manage().window().setSize(new Dimension(WIDTH, 1400));
        browser.get(report("layout.html", Samples.answer(), Samples.madeUp()).toUri().toString());
        screenshot("html-report.png");
        JavascriptExecutor js = (JavascriptExecutor) browser;
        assertEquals(true, js.executeScript("return document.documentElement.scrollWidth <= document.documentElement.clientWidth"),
                "nothing wider than the window");
        List<WebElement> dts = browser.findElements(By.cssSelector(".card dt"));
        assertTrue(dts.size() > 20, "cards open: " + dts.size());
        for (WebElement dt : dts) {
            assertTrue(dt.getText().matches("[\\u0600-\\u06FF ،]+"), "an Arabic label: " + dt.getText());
            WebElement dl = dt.findElement(By.xpath(".."));
            WebElement dd = dt.findElement(By.xpath("following-sibling::dd[1]"));
            Rectangle l = dt.getRect();
            Rectangle list = dl.getRect();
            Rectangle value = dd.getRect();
            assertTrue(Math.abs(l.x + l.width - (list.x + list.width)) <= 1, "label at the right edge: " + dt.getText());
            assertTrue(value.x + value.width <= l.x, "its value to its left: " + dt.getText());
            assertEquals(true, js.executeScript("return arguments[0].scrollWidth <= arguments[0].clientWidth + 1", dd),
                    "the value fits: " + dd.getText());
        }
        WebElement madeUp = browser.findElement(By.cssSelector("article[data-id=R2]"));
        Files.write(Path.of("target", "html-report-card.png"), madeUp.getScreenshotAs(OutputType.BYTES));
        WebElement number = madeUp.findElement(By.cssSelector(".card summary .ref .num"));
        assertEquals("#20917", visual(number), "the number reads as written, its sign first");
        Rectangle name = madeUp.findElement(By.cssSelector(".card summary .ref .name")).getRect();
        assertTrue(number.getRect().x + number.getRect().width <= name.x,
                "the number follows the name, to its left");
        WebElement memory = madeUp.findElements(By.cssSelector(".card dd .ref")).stream()
                .filter(e -> e.getText().startsWith("train")).findFirst().orElseThrow();
        assertEquals("traincorrection#3(1row)", visual(memory), "a left-to-right reference keeps its parentheses");
        WebElement reason = madeUp.findElements(By.cssSelector(".card .reason")).stream()
                .filter(e -> e.getText().startsWith("nearest")).findFirst().orElseThrow();
        assertTrue(visual(reason).startsWith("nearest"), "an English reason starts at the left: " + visual(reason));
        assertTrue(visual(reason).contains("#20917,similarity"), "the record's number stays after its name: " + visual(reason));
        for (WebElement quote : browser.findElements(By.cssSelector(".card .quote"))) {
            List<WebElement> marks = quote.findElements(By.cssSelector(".qm"));
            assertEquals(2, marks.size());
            assertTrue(marks.get(0).getRect().x > marks.get(1).getRect().x, "the opening mark at the right: " + quote.getText());
        }
        for (WebElement card : browser.findElements(By.cssSelector(".card"))) {
            String text = card.getText();
            assertEquals(text.indexOf("الثقة"), text.lastIndexOf("الثقة"), "the confidence once: " + text);
        }
        WebElement claim = madeUp.findElement(By.cssSelector(".cite[data-type=claimed_source]"));
        assertEquals("unverified", claim.getAttribute("data-verdict"));
        assertTrue(claim.getCssValue("text-decoration").contains("dotted"), claim.getCssValue("text-decoration"));
        WebElement h1 = browser.findElement(By.tagName("h1"));
        WebElement body = browser.findElement(By.tagName("main"));
        assertEquals(body.getRect().x + body.getRect().width, h1.getRect().x + h1.getRect().width, 1, "the title at the right");
    }

    @Test
    void realAnswersRender() throws Exception {
        Checker checker = RealData.checker();
        List<CheckedAnswer> answers = CheckerTest.devAnswers(8).stream()
                .map(r -> checker.check(r.id(), r.question(), r.answer())).toList();
        browser.get(report("real.html", answers.toArray(CheckedAnswer[]::new)).toUri().toString());
        long spans = answers.stream().mapToLong(a -> a.tally().spans()).sum();
        assertEquals(spans, browser.findElements(By.cssSelector("article .cite[data-type]")).size());
        assertEquals(String.valueOf(answers.stream().mapToLong(a -> a.tally().citations()).sum()),
                browser.findElement(By.cssSelector("[data-stat=citations] .n")).getText());
        for (int i = 0; i < answers.size(); i++) {
            assertEquals(answers.get(i).answer().strip(),
                    browser.findElement(By.cssSelector("#a" + (i + 1) + " .text")).getText().strip(), answers.get(i).id());
        }
        browser.manage().window().setSize(new Dimension(WIDTH, 1400));
        screenshot("html-report-real.png");
        assertEquals(true, ((JavascriptExecutor) browser).executeScript(
                "return document.documentElement.scrollWidth <= document.documentElement.clientWidth"), "nothing overflows");
    }
}
