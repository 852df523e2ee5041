package org.tahqiq.verify.http;

import org.tahqiq.verify.Checker;
import org.tahqiq.verify.RealData;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Predicate;
import org.openqa.selenium.WebDriver;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.tahqiq.testing.Browser;

/**
 * The service's page ({@code GET /}) driven in a real browser, as a person would use it: Debian's chromium, headless,
 * through Selenium and chromium-driver (.ci/run installs both), against the service on a loopback port over the real
 * data. Without the browser or the data each test is skipped with the reason; under {@code CI=true} that fails.
 */
class VerifyPageBrowserTest {

    /** A verse quoted right, then one misquoted (الْعَظِيمُ for الْقَيُّومُ), after a character beyond the BMP. */
    static final String ANSWER = "\uD83D\uDCD6 قال الله تعالى: ﴿اللَّهُ لَا إِلَٰهَ إِلَّا هُوَ الْحَيُّ الْقَيُّومُ﴾ [البقرة: 255]. "
            + "وقال تعالى: ﴿قُلْ هُوَ اللَّهُ أَحَدٌ اللَّهُ الصَّمَدُ لَمْ يَلِدْ وَلَمْ يُولَدْ وَلَمْ يَكُن لَّهُ كُفُوًا أَحَدٌ﴾ [الإخلاص: 1-4]. "
            + "وقال سبحانه: ﴿اللَّهُ لَا إِلَٰهَ إِلَّا هُوَ الْحَيُّ الْعَظِيمُ﴾ [البقرة: 255].";
    static final String QUESTION = "ما فضل آية الكرسي؟";

    @TempDir
    static Path tmp;
    private static ChromeDriver browser;
    private static VerifyServer server;
    private static final ByteArrayOutputStream LOG = new ByteArrayOutputStream();

    @BeforeAll
    static void start() throws Exception {
        Browser.Binaries b = Browser.expected();
        if (!Browser.available(b)) {
            return; // each test says why it cannot run
        }
        browser = Browser.start(b, tmp);
    }

    @BeforeEach
    void needsTheBrowserAndTheService() throws Exception {
        Browser.orSkip("the page's browser tests");
        assertNotNull(browser, "the browser did not start");
        if (server == null) {
            server = new VerifyServer(RealData.checker(), new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 2,
                    "test", new PrintStream(LOG, true, StandardCharsets.UTF_8)).start();
        }
        browser.get("http://127.0.0.1:" + server.port() + "/");
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.quit();
            browser = null;
        }
        if (server != null) {
            server.close();
            server = null;
        }
    }

    /** Waits for what the page shows once the service has answered (the first check loads the relevance judge). */
    private static void await(Predicate<WebDriver> shown) {
        long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
        while (!shown.test(browser)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not shown within 90 s; message: " + browser.findElement(By.id("message")).getText()
                        + "; lookup: " + browser.findElement(By.id("lookup-message")).getText());
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    private static JavascriptExecutor js() {
        return browser;
    }

    /** Pastes text into a field: the value set as a paste sets it, then the input event a paste fires. */
    private static void paste(String id, String text) {
        js().executeScript("var e=document.getElementById(arguments[0]);e.focus();e.value=arguments[1];"
                + "e.dispatchEvent(new Event('input',{bubbles:true}))", id, text);
    }

    private static void checkAndWait() {
        browser.findElement(By.id("check")).click();
        await(d -> !d.findElements(By.cssSelector("#text .cite")).isEmpty()
                && d.findElement(By.id("check")).isEnabled());
    }

    @Test
    void pastedAnswerIsHighlightedWithVerdictsAndEvidence() {
        assertEquals("rtl", browser.findElement(By.tagName("html")).getAttribute("dir"), "Arabic, right to left, by default");
        assertEquals("ar", browser.findElement(By.tagName("html")).getAttribute("lang"));
        browser.findElement(By.id("question")).sendKeys(QUESTION);
        paste("answer", ANSWER);
        checkAndWait();

        assertEquals(ANSWER, browser.findElement(By.id("text")).getText(), "the whole answer is shown, in order");
        List<WebElement> ayahs = browser.findElements(By.cssSelector("#text .cite[data-type=Ayah]"));
        assertEquals(3, ayahs.size(), browser.findElement(By.id("text")).getAttribute("innerHTML"));
        assertEquals("اللَّهُ لَا إِلَٰهَ إِلَّا هُوَ الْحَيُّ الْقَيُّومُ", ayahs.get(0).getText(),
                "offsets past a non-BMP character land on the verse");
        assertEquals("correct", ayahs.get(0).getAttribute("data-verdict"));
        assertEquals("correct", ayahs.get(1).getAttribute("data-verdict"));
        WebElement misquote = ayahs.get(2);
        assertEquals("incorrect", misquote.getAttribute("data-verdict"));
        assertTrue(misquote.getCssValue("text-decoration").contains("wavy"), "styled as the report: " + misquote.getCssValue("text-decoration"));
        assertTrue(misquote.getAttribute("title").contains("التصحيح"), "hover shows the correction: " + misquote.getAttribute("title"));

        WebElement card = browser.findElement(By.id(misquote.getAttribute("data-card")));
        assertEquals(null, card.findElement(By.tagName("details")).getAttribute("open"));
        misquote.click();
        assertEquals("true", card.findElement(By.tagName("details")).getAttribute("open"), "a click opens its card");
        assertTrue(card.findElement(By.cssSelector(".verdict")).getText().contains("خاطئة"), card.getText());
        assertTrue(card.findElement(By.cssSelector(".source")).getText().contains("2:255"), card.getText());
        assertTrue(card.findElement(By.cssSelector(".explanation")).getText().contains("الْعَظِيمُ"), "the evidence says what differs");
        assertTrue(card.findElement(By.cssSelector(".fix")).isDisplayed(), "the authentic text is offered");
        String summary = browser.findElement(By.id("summary")).getText();
        assertTrue(summary.contains("خاطئ: 1"), summary);
        // the misquoted verse has a correction: the summary counts it beside its own label (a number left unisolated
        // in a right-to-left line once read as "corrected: 0")
        assertTrue(summary.contains("مصحح: 1"), summary);

        Object foreign = js().executeScript("return performance.getEntriesByType('resource')"
                + ".filter(function(r){return !r.name.startsWith(location.origin)}).length");
        assertEquals(0L, foreign, "the page fetches nothing but the service's routes");
        screenshot("verify-page.png");
    }

    /** A screenshot of the whole page into {@code target/}, for a person to look at. */
    private static void screenshot(String name) {
        long height = (Long) js().executeScript("return document.documentElement.scrollHeight");
        browser.manage().window().setSize(new org.openqa.selenium.Dimension(1000, (int) Math.min(height + 100, 8000)));
        try {
            Files.write(Path.of("target", name), browser.getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * The repaired answer, its edits, and the copy button's effect on the real clipboard (headless chromium grants
     * the page the clipboard through the DevTools protocol, as a person's click on "allow" would).
     */
    @Test
    void theRepairedAnswerIsShownWithItsEditsAndCopied() {
        browser.executeCdpCommand("Browser.grantPermissions", java.util.Map.of("origin", "http://127.0.0.1:" + server.port(),
                "permissions", List.of("clipboardReadWrite", "clipboardSanitizedWrite")));
        paste("answer", ANSWER);
        checkAndWait();
        await(d -> d.findElement(By.id("repair")).isDisplayed());
        String expected = (String) js().executeAsyncScript("var done=arguments[arguments.length-1];fetch('/repair',{method:"
                + "'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({answer:arguments[0]})})"
                + ".then(function(r){return r.json()}).then(function(j){done(j.repair.text)})", ANSWER);
        String shown = (String) js().executeScript("return document.getElementById('repaired').textContent");
        assertEquals(expected, shown, "the page shows the service's repaired answer");
        assertFalse(shown.equals(ANSWER), "the misquote is repaired");
        assertTrue(shown.startsWith(ANSWER.substring(0, ANSWER.indexOf("وقال سبحانه"))), "what came before the edit is kept");

        WebElement verse = browser.findElement(By.cssSelector("#diff li[data-kind=verse]"));
        assertEquals("اللَّهُ لَا إِلَٰهَ إِلَّا هُوَ الْحَيُّ الْعَظِيمُ", verse.findElement(By.tagName("del")).getText());
        String fixed = verse.findElement(By.tagName("ins")).getText();
        assertTrue(shown.contains(fixed), "the edit's new text is in the repaired answer");
        assertFalse(browser.findElements(By.cssSelector("#repaired ins")).isEmpty(), "the new text is marked");

        WebElement copy = browser.findElement(By.id("copy"));
        copy.click();
        await(d -> !d.findElement(By.id("copied")).getText().isEmpty());
        assertEquals("نُسخت الإجابة المصححة.", browser.findElement(By.id("copied")).getText());
        Object clipboard = js().executeAsyncScript("var done=arguments[arguments.length-1];"
                + "navigator.clipboard.readText().then(done,function(e){done('unreadable: '+e)})");
        assertEquals(expected, clipboard, "the clipboard holds the repaired answer");
    }

    @Test
    void keyboardReachesEveryControlAndSubmits() {
        WebElement question = browser.findElement(By.id("question"));
        question.click();
        assertEquals("answer", tab(), "question, then the answer");
        assertEquals("check", tab(), "then the button that checks it");
        for (String id : List.of("question", "answer", "query")) {
            assertEquals(1, browser.findElements(By.cssSelector("label[for=" + id + "]")).size(), "a label for " + id);
        }
        // Ctrl+Enter in the answer checks it; Enter in the question submits its form
        browser.findElement(By.id("answer")).sendKeys("قال تعالى: ﴿قُلْ هُوَ اللَّهُ أَحَدٌ﴾ [الإخلاص: 1]");
        browser.findElement(By.id("answer")).sendKeys(Keys.chord(Keys.CONTROL, Keys.ENTER));
        await(d -> !d.findElements(By.cssSelector("#text .cite[data-type=Ayah]")).isEmpty());
        WebElement span = browser.findElement(By.cssSelector("#text .cite[data-type=Ayah]"));
        span.sendKeys(Keys.ENTER);
        assertEquals("true", browser.findElement(By.id(span.getAttribute("data-card"))).findElement(By.tagName("details"))
                .getAttribute("open"), "Enter on a focused span opens its card");
    }

    private static String tab() {
        browser.switchTo().activeElement().sendKeys(Keys.TAB);
        return browser.switchTo().activeElement().getAttribute("id");
    }

    @Test
    void emptyAndOversizedAnswersAreRefusedWithAMessageInTheChosenLanguage() {
        browser.findElement(By.id("check")).click();
        assertEquals("الإجابة فارغة: الصق إجابة لفحصها.", browser.findElement(By.id("message")).getText());
        String tooLong = "ا".repeat(Checker.MAX_ANSWER + 1);
        paste("answer", tooLong);
        assertTrue(browser.findElement(By.id("count")).getText().startsWith((Checker.MAX_ANSWER + 1) + " / "));
        browser.findElement(By.id("check")).click();
        assertEquals("الإجابة أطول مما يفحص: فيها " + (Checker.MAX_ANSWER + 1) + " حرفًا، والحد " + Checker.MAX_ANSWER + " حرف.",
                browser.findElement(By.id("message")).getText());
        assertTrue(browser.findElement(By.id("result")).getAttribute("hidden") != null, "nothing shown as checked");

        browser.findElement(By.id("lang")).click();
        browser.findElement(By.id("check")).click();
        assertEquals("The answer is too long: " + (Checker.MAX_ANSWER + 1) + " characters; at most " + Checker.MAX_ANSWER
                + " are checked.", browser.findElement(By.id("message")).getText());
    }

    /** What the page refuses, the service refuses too, with the same limit: the page cannot let more through. */
    @Test
    void theServiceRefusesWhatThePageRefuses() {
        Object status = js().executeAsyncScript("var done=arguments[arguments.length-1];fetch('/verify',{method:'POST',"
                + "headers:{'Content-Type':'application/json'},body:JSON.stringify({answer:'ا'.repeat(arguments[0]+1)})})"
                + ".then(function(r){return r.json().then(function(j){done(r.status+' '+j.error.message)})})", Checker.MAX_ANSWER);
        assertEquals("413 field 'answer': the answer has " + (Checker.MAX_ANSWER + 1) + " characters; at most "
                + Checker.MAX_ANSWER + " are checked", status);
    }

    @Test
    void englishSwitchRelabelsThePageAndExplainsInEnglish() {
        paste("answer", ANSWER);
        checkAndWait();
        browser.findElement(By.id("lang")).click();
        assertEquals("ltr", browser.findElement(By.tagName("html")).getAttribute("dir"));
        assertEquals("Check", browser.findElement(By.id("check")).getText());
        assertEquals("العربية", browser.findElement(By.id("lang")).getText());
        await(d -> d.findElement(By.id("summary")).getText().startsWith("citations found"));
        WebElement misquote = browser.findElements(By.cssSelector("#text .cite[data-type=Ayah]")).get(2);
        WebElement card = browser.findElement(By.id(misquote.getAttribute("data-card")));
        misquote.click();
        assertEquals("incorrect", card.findElement(By.cssSelector(".verdict")).getText());
        assertTrue(card.findElement(By.cssSelector(".explanation")).getText().matches("(?s).*[A-Za-z]{4,}.*"),
                "explained in English: " + card.findElement(By.cssSelector(".explanation")).getText());
        assertEquals("rtl", browser.findElement(By.id("text")).getCssValue("direction"), "the answer stays right to left");
    }

    @Test
    void lookupFindsAVerse() {
        WebElement query = browser.findElement(By.id("query"));
        query.sendKeys("البقرة 255");
        query.sendKeys(Keys.ENTER);
        await(d -> !d.findElements(By.cssSelector("#hits li.hit")).isEmpty());
        WebElement hit = browser.findElement(By.cssSelector("#hits li.hit"));
        assertEquals("2:255", hit.getAttribute("data-reference"));
        // the letters alone: the corpus writes the marks in its own order
        assertTrue(hit.getText().replaceAll("[\\u0640\\u064B-\\u065F\\u0670\\u06D6-\\u06ED]", "").contains("الله لا إله إلا هو الحي القيوم"),
                hit.getText());
        assertTrue(hit.getText().contains("البقرة"), hit.getText());

        query.clear();
        query.sendKeys("البقرة 999", Keys.ENTER);
        await(d -> !d.findElement(By.id("lookup-message")).getText().isEmpty()
                && d.findElements(By.cssSelector("#hits li.hit")).isEmpty());
        assertFalse(browser.findElement(By.id("lookup-message")).getText().isBlank());
    }
}
