package org.tahqiq.verify.http;

import org.tahqiq.verify.Checker;
import org.tahqiq.verify.RealData;
import org.tahqiq.verify.output.HtmlReport;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The page as the service sends it: its headers, and a document that needs nothing from elsewhere. */
class VerifyPageTest {

    private static VerifyServer server;
    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    @BeforeAll
    static void start() throws Exception {
        server = new VerifyServer(RealData.checker(), new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 1, "test",
                new PrintStream(OutputStream.nullOutputStream())).start();
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    private static HttpResponse<String> send(String method, String path) throws Exception {
        return CLIENT.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .method(method, HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    @Test
    void theRootIsTheSelfContainedPage() throws Exception {
        HttpResponse<String> r = send("GET", "/");
        assertEquals(200, r.statusCode());
        assertEquals("text/html; charset=utf-8", r.headers().firstValue("Content-Type").orElse(""));
        assertEquals(VerifyPage.CONTENT_POLICY, r.headers().firstValue("Content-Security-Policy").orElse(""));
        String page = r.body();
        assertTrue(page.startsWith("<!DOCTYPE html>\n<html lang=\"ar\" dir=\"rtl\">"), page.substring(0, 60));
        assertFalse(page.contains("/*STYLE*/") || page.contains("/*SCRIPT*/"), "every part put in");
        assertTrue(page.contains("font-family:'" + HtmlReport.FONT_FAMILY + "'"), "the report's font and styles");
        assertTrue(page.contains("\"maxAnswer\":" + Checker.MAX_ANSWER), "the service's own limit");
        // nothing the browser would fetch: no src or href attribute, no url() but the font's data URL
        Matcher fetched = Pattern.compile("\\s(?:src|href)=|url\\((?!data:)").matcher(page);
        assertFalse(fetched.find(), () -> "fetches: " + page.substring(fetched.start(), Math.min(page.length(), fetched.start() + 80)));
        // the script's settings cannot end its element early
        int script = page.indexOf("<script>");
        assertEquals(page.indexOf("</script>"), page.lastIndexOf("</script>"));
        assertTrue(script > 0 && page.indexOf("</script>") > script);
    }

    @Test
    void otherPathsAndMethodsAreRefused() throws Exception {
        assertEquals(405, send("POST", "/").statusCode());
        HttpResponse<String> r = send("GET", "/index.php");
        assertEquals(404, r.statusCode());
        assertTrue(r.body().contains("GET / (the page)"), r.body());
    }
}
