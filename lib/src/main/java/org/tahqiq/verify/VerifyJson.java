package org.tahqiq.verify;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * The JSON of checked answers, in the versioned shape {@value #SCHEMA_RESOURCE} documents: one answer object (the
 * service's {@code /verify}, each line of {@code --format jsonl}), or a document of answers with their summary
 * ({@code --format json}, {@code /verify/batch}). Written through a streaming generator, so a document of any size
 * never sits in memory. Within a major version fields may be added and readers ignore what they do not know; a field
 * is renamed or removed, or a value set changed, only with a new major version. 2.0 (from 1.0): a verdict may be
 * {@code unverified}, the summaries count them, evidence may carry the {@code nearest_unrelated} verse or record, and
 * detection signals no longer name a place or repeat the confidence. 2.1: a citation whose quote is correct carries
 * its {@code relevance} to the question. 2.2: a record in the evidence carries its {@code numbering}. 2.3: an answer says the {@code lang} of its explanations, each span's evidence
 * carries the reader's {@code explanation} in it ({@link Explanation}) and the technical {@code details}; a claimed
 * source of a verse carries the place it {@code cites}, and a claim whose named place or collection holds nothing close
 * to its quote is {@code incorrect} (it was {@code unverified}). 2.4: an answer may carry its {@code repair} (the
 * repaired text and its edits); an output names the version its fields need, so one without a repair still says 2.3
 * (it is unchanged, byte for byte) and one with a repair says 2.4.
 */
public final class VerifyJson {

    /** The latest version: what the service speaks, and what an output carrying a repair names. */
    public static final String SCHEMA_VERSION = "2.4";
    /** The version an output names when it carries no repair: its shape is 2.3's exactly. */
    public static final String UNREPAIRED_VERSION = "2.3";
    public static final String SCHEMA_RESOURCE = "/org/tahqiq/verify/verify-result.schema.json";

    private static final JsonFactory FACTORY = new JsonFactory();

    private VerifyJson() {
    }

    public static JsonGenerator generator(OutputStream out) throws IOException {
        JsonGenerator g = FACTORY.createGenerator(out, JsonEncoding.UTF8);
        g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        return g;
    }

    /** One answer as a compact JSON object, explained in Arabic. */
    public static byte[] answer(CheckedAnswer a) {
        return answer(a, ReportLanguage.AR);
    }

    /** One answer as a compact JSON object, its explanations in {@code lang}. */
    public static byte[] answer(CheckedAnswer a, ReportLanguage lang) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator g = generator(out)) {
            writeAnswer(g, a, lang);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** A whole document of answers, for the batch endpoint, explained in Arabic. */
    public static byte[] document(Iterable<CheckedAnswer> answers, String commit) {
        return document(answers, commit, ReportLanguage.AR);
    }

    /** A whole document of answers, for the batch endpoint, their explanations in {@code lang}. */
    public static byte[] document(Iterable<CheckedAnswer> answers, String commit, ReportLanguage lang) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator g = generator(out)) {
            Tally t = Tally.ZERO;
            boolean repaired = false;
            for (CheckedAnswer a : answers) {
                repaired |= a.repair() != null;
            }
            startDocument(g, commit, repaired);
            for (CheckedAnswer a : answers) {
                writeAnswer(g, a, lang);
                t = t.plus(a.tally());
            }
            endDocument(g, t);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** Opens a document: its version and tool, then the answers array (close with {@link #endDocument}). */
    public static void startDocument(JsonGenerator g, String commit) throws IOException {
        startDocument(g, commit, false);
    }

    /** Opens a document whose answers carry their repairs (version {@value #SCHEMA_VERSION}) or not. */
    public static void startDocument(JsonGenerator g, String commit, boolean repaired) throws IOException {
        g.writeStartObject();
        g.writeStringField("schema_version", repaired ? SCHEMA_VERSION : UNREPAIRED_VERSION);
        g.writeObjectFieldStart("tool");
        g.writeStringField("name", "tahqiq");
        g.writeStringField("version", org.tahqiq.about.About.VERSION);
        g.writeStringField("commit", commit);
        g.writeEndObject();
        g.writeArrayFieldStart("answers");
    }

    /** Closes the answers array, then writes the summary of all of them. */
    public static void endDocument(JsonGenerator g, Tally t) throws IOException {
        g.writeEndArray();
        g.writeFieldName("summary");
        writeTally(g, t, true);
        g.writeEndObject();
    }

    public static void writeAnswer(JsonGenerator g, CheckedAnswer a) throws IOException {
        writeAnswer(g, a, ReportLanguage.AR);
    }

    public static void writeAnswer(JsonGenerator g, CheckedAnswer a, ReportLanguage lang) throws IOException {
        g.writeStartObject();
        g.writeStringField("schema_version", a.repair() != null ? SCHEMA_VERSION : UNREPAIRED_VERSION);
        g.writeStringField("id", a.id());
        g.writeStringField("lang", lang.code());
        if (a.question() != null) {
            g.writeStringField("question", a.question());
        }
        g.writeNumberField("length", a.length());
        g.writeStringField("explanation", Explanation.of(a, lang));
        g.writeFieldName("summary");
        writeTally(g, a.tally(), false);
        g.writeArrayFieldStart("citations");
        for (Citation c : a.citations()) {
            g.writeStartObject();
            g.writeNumberField("id", c.id());
            g.writeStringField("kind", c.kind());
            g.writeArrayFieldStart("spans");
            for (CheckedSpan s : c.spans()) {
                writeSpan(g, c, s, lang);
            }
            g.writeEndArray();
            if (c.relevance() != null) {
                writeRelevance(g, c.relevance());
            }
            g.writeEndObject();
        }
        g.writeEndArray();
        if (a.repair() != null) {
            writeRepair(g, a.repair());
        }
        g.writeEndObject();
    }

    /** The repaired answer and its edits: offsets into the original answer, in code points. */
    private static void writeRepair(JsonGenerator g, RepairedAnswer r) throws IOException {
        g.writeObjectFieldStart("repair");
        g.writeStringField("mode", r.mode().wire());
        g.writeBooleanField("changed", r.changed());
        g.writeStringField("text", r.text());
        g.writeArrayFieldStart("edits");
        for (RepairEdit e : r.edits()) {
            g.writeStartObject();
            g.writeNumberField("start", e.start());
            g.writeNumberField("end", e.end());
            g.writeStringField("old", e.oldText());
            g.writeStringField("new", e.newText());
            g.writeStringField("kind", e.kind().wire());
            g.writeStringField("reference", e.reference());
            g.writeStringField("why", e.why());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void writeSpan(JsonGenerator g, Citation c0, CheckedSpan s, ReportLanguage lang) throws IOException {
        g.writeStartObject();
        g.writeStringField("type", s.type().wire());
        g.writeNumberField("start", s.start());
        g.writeNumberField("end", s.end());
        g.writeStringField("text", s.text());
        g.writeStringField("verdict", s.verdict().wire());
        g.writeObjectFieldStart("detection");
        g.writeNumberField("confidence", round(s.confidence(), 4));
        g.writeStringField("signals", s.detectedBy());
        g.writeEndObject();
        SpanEvidence e = s.evidence();
        g.writeObjectFieldStart("evidence");
        g.writeStringField("reference", e.reference());
        if (!e.verses().isEmpty()) {
            g.writeArrayFieldStart("verses");
            for (SpanEvidence.VerseRef v : e.verses()) {
                g.writeStartObject();
                g.writeNumberField("surah", v.surah());
                g.writeNumberField("ayah", v.ayah());
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        if (e.hadith() != null) {
            g.writeObjectFieldStart("hadith");
            g.writeStringField("collection", e.hadith().collection());
            g.writeNumberField("number", e.hadith().number());
            g.writeStringField("numbering", e.hadith().numbering().wire());
            if (e.hadith().edition() != null) {
                g.writeStringField("edition", e.hadith().edition());
            }
            g.writeEndObject();
        }
        g.writeStringField("matched_text", e.matchedText());
        if (Double.isNaN(e.similarity())) {
            g.writeNullField("similarity");
        } else {
            g.writeNumberField("similarity", round(e.similarity(), 2));
        }
        g.writeStringField("reason", e.reason());
        g.writeStringField("explanation", Explanation.of(c0, s, lang));
        g.writeStringField("details", Explanation.details(s));
        if (e.cited() != null) {
            g.writeObjectFieldStart("cites");
            g.writeStringField("reference", e.cited().reference());
            g.writeStringField("text", e.cited().text());
            g.writeBooleanField("exists", e.cited().exists());
            g.writeEndObject();
        }
        if (e.nearestUnrelated() != null) {
            g.writeObjectFieldStart("nearest_unrelated");
            g.writeStringField("reference", e.nearestUnrelated().reference());
            g.writeStringField("text", e.nearestUnrelated().text());
            g.writeNumberField("similarity", round(e.nearestUnrelated().similarity(), 2));
            g.writeEndObject();
        }
        g.writeEndObject();
        ProposedCorrection c = s.correction();
        if (c != null) {
            g.writeObjectFieldStart("correction");
            g.writeStringField("text", c.text());
            g.writeBooleanField("no_source", c.noSource());
            g.writeStringField("reference", c.reference());
            if (c.candidate() == null) {
                g.writeNullField("candidate");
            } else {
                g.writeStringField("candidate", c.candidate());
            }
            g.writeNumberField("coverage", round(c.coverage(), 2));
            g.writeNumberField("verbatim_run", c.run());
            g.writeEndObject();
        }
        g.writeEndObject();
    }

    private static void writeRelevance(JsonGenerator g, Relevance r) throws IOException {
        g.writeObjectFieldStart("relevance");
        if (r.probability() == null) {
            g.writeNullField("probability");
            g.writeNullField("relevant");
        } else {
            g.writeNumberField("probability", round(r.probability(), 4));
            g.writeBooleanField("relevant", r.relevant());
        }
        g.writeStringField("reason", r.reason());
        g.writeArrayFieldStart("signals");
        for (String s : r.signals()) {
            g.writeString(s);
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void writeTally(JsonGenerator g, Tally t, boolean withAnswers) throws IOException {
        g.writeStartObject();
        if (withAnswers) {
            g.writeNumberField("answers", t.answers());
        }
        g.writeNumberField("citations", t.citations());
        g.writeNumberField("spans", t.spans());
        g.writeNumberField("incorrect", t.incorrect());
        g.writeNumberField("unverified", t.unverified());
        g.writeNumberField("corrected", t.corrected());
        g.writeNumberField("no_source", t.noSource());
        g.writeEndObject();
    }

    private static double round(double v, int places) {
        double f = Math.pow(10, places);
        return Math.round(v * f) / f;
    }
}
