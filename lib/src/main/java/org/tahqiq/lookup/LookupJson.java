package org.tahqiq.lookup;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import org.tahqiq.corpus.Verse;
import org.tahqiq.text.CodePoints;

/**
 * A lookup as JSON: {@code query}, {@code read_as} ("reference" or "text"), {@code reference} (what the reference was
 * read as, or null), and {@code hits}, best first. A hit is {@code kind} "quran" ({@code surah}, {@code surah_name},
 * {@code ayah_from}, {@code ayah_to}, {@code verses} [{ayah, text, differs}]) or "hadith" ({@code collection},
 * {@code collection_key}, {@code number}, {@code numbering} ("standard": the collection's standard number; "edition":
 * the edition's own id for the record), {@code edition}, {@code title}, {@code isnad} (null when the edition does
 * not separate it), {@code matn}, {@code differs}, {@code excerpt}), each with {@code reference}, {@code similarity} (0–100, null for a
 * hit found by its reference) and {@code only_in_query}. A difference is {@code start}/{@code end} (Python code-point
 * offsets into the text it is in), {@code text}, {@code kind} ("substituted": the query has {@code query} in its
 * place; "missing": the query leaves it out) and, in a narration, {@code in} ("isnad" or "matn"). A narration's
 * {@code excerpt} is what a reader is shown of each part ({@link Excerpt}): {@code in}, {@code start}/{@code end}
 * (code-point offsets into that part) and {@code text}, with {@value Excerpt#ELISION} where it is cut.
 */
public final class LookupJson {

    private static final JsonFactory FACTORY = new JsonFactory();

    private LookupJson() {
    }

    /** The result as one compact JSON object. */
    public static byte[] bytes(LookupResult r) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator g = FACTORY.createGenerator(out, JsonEncoding.UTF8)) {
            write(g, r);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** The result as indented JSON, for a reader. */
    public static String pretty(LookupResult r) {
        java.io.StringWriter out = new java.io.StringWriter();
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.useDefaultPrettyPrinter();
            write(g, r);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    public static void write(JsonGenerator g, LookupResult r) throws IOException {
        g.writeStartObject();
        g.writeStringField("query", r.query());
        g.writeStringField("read_as", r.readAs().name().toLowerCase(Locale.ROOT));
        g.writeStringField("reference", r.reference());
        g.writeArrayFieldStart("hits");
        for (Hit h : r.hits()) {
            g.writeStartObject();
            if (h instanceof Hit.Passage p) {
                passage(g, p);
            } else if (h instanceof Hit.Narration n) {
                narration(g, n);
            }
            g.writeArrayFieldStart("only_in_query");
            for (String w : h.onlyInQuery()) {
                g.writeString(w);
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void passage(JsonGenerator g, Hit.Passage p) throws IOException {
        head(g, "quran", p);
        g.writeNumberField("surah", p.surah());
        g.writeStringField("surah_name", p.surahName());
        g.writeNumberField("ayah_from", p.firstAyah());
        g.writeNumberField("ayah_to", p.lastAyah());
        g.writeArrayFieldStart("verses");
        for (int i = 0; i < p.verses().size(); i++) {
            Verse v = p.verses().get(i);
            g.writeStartObject();
            g.writeNumberField("ayah", v.ayah());
            g.writeStringField("text", v.text());
            differs(g, v.text(), p.marks(i), null);
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void narration(JsonGenerator g, Hit.Narration n) throws IOException {
        head(g, "hadith", n);
        g.writeStringField("collection", n.record().collection().name());
        g.writeStringField("collection_key", n.record().collection().key());
        g.writeNumberField("number", n.record().hadithId());
        g.writeStringField("numbering", n.record().numbering().wire());
        g.writeStringField("edition", n.record().edition());
        g.writeStringField("title", n.record().title());
        g.writeStringField("isnad", n.isnad());
        g.writeStringField("matn", n.matn());
        g.writeArrayFieldStart("differs");
        if (n.isnad() != null) {
            marks(g, n.isnad(), n.marks(Hit.Narration.ISNAD), "isnad");
        }
        marks(g, n.matn(), n.marks(Hit.Narration.MATN), "matn");
        g.writeEndArray();
        g.writeArrayFieldStart("excerpt");
        if (n.isnad() != null) {
            excerpt(g, n.isnad(), n.excerpt(Hit.Narration.ISNAD), "isnad");
        }
        excerpt(g, n.matn(), n.excerpt(Hit.Narration.MATN), "matn");
        g.writeEndArray();
    }

    private static void excerpt(JsonGenerator g, String text, Excerpt e, String in) throws IOException {
        g.writeStartObject();
        g.writeStringField("in", in);
        g.writeNumberField("start", CodePoints.toCodePoint(text, e.start()));
        g.writeNumberField("end", CodePoints.toCodePoint(text, e.end()));
        g.writeStringField("text", e.shown(text));
        g.writeEndObject();
    }

    /** What every hit starts with: its kind, reference and similarity. */
    private static void head(JsonGenerator g, String kind, Hit h) throws IOException {
        g.writeStringField("kind", kind);
        g.writeStringField("reference", h.reference());
        if (h.similarity() == null) {
            g.writeNullField("similarity");
        } else {
            g.writeNumberField("similarity", Math.round(h.similarity() * 10) / 10.0);
        }
    }

    private static void differs(JsonGenerator g, String text, List<Comparison.Mark> marks, String in) throws IOException {
        g.writeArrayFieldStart("differs");
        marks(g, text, marks, in);
        g.writeEndArray();
    }

    private static void marks(JsonGenerator g, String text, List<Comparison.Mark> marks, String in) throws IOException {
        for (Comparison.Mark m : marks) {
            g.writeStartObject();
            if (in != null) {
                g.writeStringField("in", in);
            }
            g.writeNumberField("start", CodePoints.toCodePoint(text, m.start()));
            g.writeNumberField("end", CodePoints.toCodePoint(text, m.end()));
            g.writeStringField("text", text.substring(m.start(), m.end()));
            g.writeStringField("kind", m.kind().name().toLowerCase(Locale.ROOT));
            if (m.query() != null) {
                g.writeStringField("query", m.query());
            }
            g.writeEndObject();
        }
    }
}
