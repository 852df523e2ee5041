package org.tahqiq.verify.http;

import org.tahqiq.verify.Checker;
import org.tahqiq.verify.ReportLanguage;
import org.tahqiq.verify.SpanVerdict;
import org.tahqiq.verify.VerifyJson;
import org.tahqiq.verify.output.HtmlReport;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.lookup.Lookup;

/**
 * The service's page, {@code GET /}: paste an answer (and its question), see its citations highlighted and explained
 * as in the HTML report, the repaired answer with its edits, and look a verse or hadith up. One self-contained
 * document, built once from the jar's resources ({@value #RESOURCES}): the report's styles and embedded font, the
 * page's own styles and script, and the words of both languages — nothing is fetched but the service's own routes,
 * which its content policy enforces. No framework: the script renders the verify JSON itself.
 */
final class VerifyPage {

    static final String RESOURCES = "/org/tahqiq/verify/page/";
    /** Sent with the page: its scripts and styles inline, the font a data URL, requests only to this service. */
    static final String CONTENT_POLICY = "default-src 'none'; style-src 'unsafe-inline'; font-src data:; "
            + "script-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'";

    private VerifyPage() {
    }

    /** The page, assembled on first use. */
    static byte[] bytes() {
        return Built.PAGE;
    }

    private static final class Built {
        static final byte[] PAGE = build().getBytes(StandardCharsets.UTF_8);
    }

    private static String build() {
        String html = resource("page.html");
        return html.replace("/*STYLE*/", HtmlReport.EmbeddedFont.FACE + "\n" + HtmlReport.STYLE + "\n" + resource("page.css"))
                .replace("/*SCRIPT*/", "var TAHQIQ=" + settings() + ";\n" + resource("page.js"))
                .replace("<!--VERSION-->", HtmlReport.esc(org.tahqiq.about.About.VERSION));
    }

    /**
     * What the script takes from here, so that the page and the service cannot disagree: the limits the service
     * checks and the report's words for types, verdicts and labels in both languages.
     */
    private static String settings() {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (JsonGenerator g = VerifyJson.generator(b)) {
            g.writeStartObject();
            g.writeNumberField("maxAnswer", Checker.MAX_ANSWER);
            g.writeNumberField("maxQuery", Lookup.MAX_QUERY);
            g.writeObjectFieldStart("words");
            for (ReportLanguage lang : ReportLanguage.values()) {
                g.writeObjectFieldStart(lang.code());
                g.writeObjectFieldStart("type");
                for (SegmentType t : SegmentType.values()) {
                    g.writeStringField(t.wire(), lang.type(t));
                }
                g.writeEndObject();
                g.writeObjectFieldStart("verdict");
                for (SegmentType t : SegmentType.values()) {
                    g.writeObjectFieldStart(t.wire());
                    for (SpanVerdict v : SpanVerdict.values()) {
                        g.writeStringField(v.wire(), lang.verdict(v, t));
                    }
                    g.writeEndObject();
                }
                g.writeEndObject();
                g.writeObjectFieldStart("text");
                for (ReportLanguage.Text t : ReportLanguage.Text.values()) {
                    g.writeStringField(t.name(), lang.text(t));
                }
                g.writeEndObject();
                g.writeEndObject();
            }
            g.writeEndObject();
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // inside a script element: no "</" may end it early
        return b.toString(StandardCharsets.UTF_8).replace("</", "<\\/");
    }

    private static String resource(String name) {
        try (InputStream in = VerifyPage.class.getResourceAsStream(RESOURCES + name)) {
            if (in == null) {
                throw new IllegalStateException("the page's " + name + " is missing from the jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
