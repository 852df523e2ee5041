package org.tahqiq.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
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
        ChromeOptions options = new ChromeOptions();
        options.setBinary(b.chromium().toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
                "--user-data-dir=" + Files.createDirectory(tmp.resolve("profile")));
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(b.driver().toFile())
                .usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
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
        assertTrue(ayah.getAttribute("title").contains("correction: الْحَمْدُ لِلَّهِ"), "hover shows the correction");
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
    }
}
