package org.tahqiq.lookup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code GET /lookup}'s parameters: what each form means, and a message naming the parameter for each bad one. */
class LookupRequestTest {

    private static String q(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    @Test
    void readsTheQueryTheCountAndTheMode() {
        assertEquals(new LookupRequest("البقرة 255", Lookup.DEFAULT_K, Lookup.Mode.AUTO), LookupRequest.parse("q=" + q("البقرة 255")));
        assertEquals(new LookupRequest("2:255", 3, Lookup.Mode.TEXT), LookupRequest.parse("q=2%3A255&k=3&text=true"));
        assertEquals(new LookupRequest("a b", 1, Lookup.Mode.AUTO), LookupRequest.parse("k=1&q=a+b&text=0"));
        assertEquals("قل", LookupRequest.parse("q=" + new String("قل".getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1)).query(),
                "UTF-8 sent unescaped, as the JDK's server hands it on (a byte to a char)");
    }

    @Test
    void eachBadParameterIsNamed() {
        assertBad(null, LookupException.Kind.BAD_QUERY, "parameter 'q': missing (GET /lookup?q=...&k=5&text=false)");
        assertBad("q=", LookupException.Kind.BAD_QUERY, "parameter 'q': the query is empty");
        assertBad("q=%D8", LookupException.Kind.BAD_QUERY, "parameter 'q': not UTF-8");
        assertBad("q=%G1", LookupException.Kind.BAD_QUERY, "parameter 'q': a '%' not followed by two hex digits");
        assertBad("q=x&k=0", LookupException.Kind.BAD_QUERY, "parameter 'k': takes 1 to 50 hits, got 0");
        assertBad("q=x&k=five", LookupException.Kind.BAD_QUERY, "parameter 'k': takes 1 to 50 hits, got 'five'");
        assertBad("q=x&q=y", LookupException.Kind.BAD_QUERY, "parameter 'q': given twice");
        assertBad("q=x&n=3", LookupException.Kind.BAD_QUERY, "unknown parameter 'n' (GET /lookup?q=...&k=5&text=false)");
        assertBad("q=x&text=yes", LookupException.Kind.BAD_QUERY, "parameter 'text': takes true or false, got 'yes'");
        assertBad("q=" + "ا".repeat(Lookup.MAX_QUERY + 1), LookupException.Kind.TOO_LONG,
                "parameter 'q': the query has 5001 characters; at most 5000 are looked up");
    }

    private static void assertBad(String raw, LookupException.Kind kind, String message) {
        LookupException e = assertThrows(LookupException.class, () -> LookupRequest.parse(raw));
        assertEquals(kind, e.kind());
        assertEquals(message, e.getMessage());
    }
}
