package org.tahqiq.verify.output;

import org.tahqiq.verify.CheckedAnswer;
import org.tahqiq.verify.ReportLanguage;
import org.tahqiq.verify.Tally;
import org.tahqiq.verify.VerifyJson;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;

/** The three output formats of {@code tahqiq verify}, each a streaming {@link AnswerSink} over an output stream. */
public enum OutputFormat {
    /** One document: version, tool, every answer, the summary. */
    JSON,
    /** One answer object per line. */
    JSONL,
    /** A self-contained right-to-left report ({@link HtmlReport}). */
    HTML;

    /**
     * @param scratch a folder for the HTML report's body while the summary that precedes it is still being counted
     */
    public AnswerSink open(OutputStream out, String commit, Path scratch) throws IOException {
        return open(out, commit, scratch, ReportLanguage.AR);
    }

    /** @param lang the HTML report's labels and every format's explanations */
    public AnswerSink open(OutputStream out, String commit, Path scratch, ReportLanguage lang) throws IOException {
        return open(out, commit, scratch, lang, false);
    }

    /** @param repaired whether the answers carry their repairs ({@code verify --repair}): the schema version they need */
    public AnswerSink open(OutputStream out, String commit, Path scratch, ReportLanguage lang, boolean repaired)
            throws IOException {
        return switch (this) {
            case JSON -> new JsonDocument(out, commit, lang, repaired);
            case JSONL -> new JsonLines(out, lang);
            case HTML -> new HtmlReport(out, commit, scratch, lang, repaired);
        };
    }

    private static final class JsonDocument implements AnswerSink {
        private final JsonGenerator g;
        private final ReportLanguage lang;

        JsonDocument(OutputStream out, String commit, ReportLanguage lang, boolean repaired) throws IOException {
            this.lang = lang;
            g = VerifyJson.generator(out);
            VerifyJson.startDocument(g, commit, repaired);
        }

        @Override
        public void accept(CheckedAnswer answer) throws IOException {
            VerifyJson.writeAnswer(g, answer, lang);
        }

        @Override
        public void finish(Tally total) throws IOException {
            VerifyJson.endDocument(g, total);
            g.writeRaw('\n');
            g.close();
        }
    }

    private static final class JsonLines implements AnswerSink {
        private final OutputStream out;
        private final ReportLanguage lang;

        JsonLines(OutputStream out, ReportLanguage lang) {
            this.out = out;
            this.lang = lang;
        }

        @Override
        public void accept(CheckedAnswer answer) throws IOException {
            out.write(VerifyJson.answer(answer, lang));
            out.write('\n');
        }

        @Override
        public void finish(Tally total) throws IOException {
            out.flush();
        }
    }
}
