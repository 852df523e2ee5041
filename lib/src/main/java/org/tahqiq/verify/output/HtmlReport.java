package org.tahqiq.verify.output;

import org.tahqiq.verify.CheckedAnswer;
import org.tahqiq.verify.CheckedSpan;
import org.tahqiq.verify.Citation;
import org.tahqiq.verify.Explanation;
import org.tahqiq.verify.ProposedCorrection;
import org.tahqiq.verify.Relevance;
import org.tahqiq.verify.RepairEdit;
import org.tahqiq.verify.RepairedAnswer;
import org.tahqiq.verify.ReportLanguage;
import org.tahqiq.verify.SpanEvidence;
import org.tahqiq.verify.SpanVerdict;
import org.tahqiq.verify.Tally;
import org.tahqiq.verify.VerifyJson;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.Deque;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.text.CodePoints;

/**
 * The HTML report: one self-contained file (styles, the font and the one small script inline, nothing fetched — its
 * content policy forbids it), right to left with Arabic labels by default ({@link ReportLanguage}), a summary at the
 * top, then every answer with its citation spans highlighted by type (background) and verdict (underline: solid for
 * correct, wavy red for incorrect, dotted for unverified). Hovering a span shows its verdict, evidence and correction;
 * clicking it opens its card below the answer, which explains the verdict in the report's language ({@link Explanation})
 * and folds the rules' technical line and the detector's signals away. Text of the other direction (an English
 * sentence's Arabic, a reference's number) is isolated ({@code <bdi>}, {@code dir}) so that neither reorders the other. The answers are written to a
 * scratch file as they come, and put after the summary once all are counted.
 */
public final class HtmlReport implements AnswerSink {

    private final OutputStream out;
    private final String commit;
    private final ReportLanguage lang;
    private final boolean repaired;
    private final Path body;
    private final Writer bodyWriter;
    private final Map<SegmentType, long[]> byType = new EnumMap<>(SegmentType.class);
    private int answers;

    /** Per type: spans, incorrect, unverified, corrected, no source. */
    private static final int SPANS = 0;
    private static final int INCORRECT = 1;
    private static final int UNVERIFIED = 2;
    private static final int CORRECTED = 3;
    private static final int NO_SOURCE = 4;

    public HtmlReport(OutputStream out, String commit, Path scratch) throws IOException {
        this(out, commit, scratch, ReportLanguage.AR);
    }

    public HtmlReport(OutputStream out, String commit, Path scratch, ReportLanguage lang) throws IOException {
        this(out, commit, scratch, lang, false);
    }

    /** @param repaired whether the answers carry their repairs (each then shows the repaired text and its edits) */
    public HtmlReport(OutputStream out, String commit, Path scratch, ReportLanguage lang, boolean repaired) throws IOException {
        this.repaired = repaired;
        this.out = out;
        this.commit = commit;
        this.lang = lang;
        this.body = Files.createTempFile(scratch, ".tahqiq-report-", ".html");
        this.bodyWriter = new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(body), StandardCharsets.UTF_8));
        for (SegmentType t : SegmentType.values()) {
            byType.put(t, new long[5]);
        }
    }

    @Override
    public void accept(CheckedAnswer a) throws IOException {
        answers++;
        String aid = "a" + answers;
        Writer w = bodyWriter;
        Tally t = a.tally();
        w.write("<article class=\"answer\" id=\"" + aid + "\" data-id=\"" + esc(a.id()) + "\">\n");
        w.write("<h2><bdi>" + esc(a.id()) + "</bdi></h2>\n");
        if (a.question() != null) {
            w.write("<p class=\"question\" dir=\"auto\">" + esc(a.question()) + "</p>\n");
        }
        w.write("<p class=\"answer-summary\">" + String.join(" · ", List.of(
                count(ReportLanguage.Text.CITATIONS, t.citations()), count(ReportLanguage.Text.SPANS, t.spans()),
                count(ReportLanguage.Text.INCORRECT, t.incorrect()), count(ReportLanguage.Text.UNVERIFIED, t.unverified()),
                count(ReportLanguage.Text.CORRECTED, t.corrected()), count(ReportLanguage.Text.NO_SOURCE, t.noSource())))
                + "</p>\n");
        w.write("<div class=\"text\" dir=\"rtl\" lang=\"ar\">");
        writeText(w, a, aid);
        w.write("</div>\n");
        if (!a.citations().isEmpty()) {
            w.write("<ol class=\"cards\">\n");
            for (Citation c : a.citations()) {
                for (int i = 0; i < c.spans().size(); i++) {
                    writeCard(w, c, c.spans().get(i), spanId(aid, c, i));
                }
            }
            w.write("</ol>\n");
        }
        if (a.repair() != null) {
            writeRepair(w, a);
        }
        w.write("</article>\n");
        for (Citation c : a.citations()) {
            for (CheckedSpan s : c.spans()) {
                long[] n = byType.get(s.type());
                n[SPANS]++;
                n[INCORRECT] += s.isIncorrect() ? 1 : 0;
                n[UNVERIFIED] += s.isUnverified() ? 1 : 0;
                if (s.hasCorrection()) {
                    n[s.correction().noSource() ? NO_SOURCE : CORRECTED]++;
                }
            }
        }
    }

    /**
     * The repaired answer, what each edit put in marked, and the edits: what was there, what is there now, and why (in
     * the report's language). A copy of the text gives the repaired answer as the JSON has it.
     */
    private void writeRepair(Writer w, CheckedAnswer a) throws IOException {
        RepairedAnswer r = a.repair();
        String text = a.answer();
        w.write("<section class=\"repair\"><h3>" + lang.text(ReportLanguage.Text.REPAIRED) + "</h3>\n");
        if (!r.changed()) {
            w.write("<p class=\"no-edits\">" + lang.text(ReportLanguage.Text.NOTHING_TO_REPAIR) + "</p></section>\n");
            return;
        }
        w.write("<div class=\"text repaired\" dir=\"rtl\" lang=\"ar\">");
        int at = 0;
        for (RepairEdit e : r.edits()) {
            int from = CodePoints.toCharIndex(text, e.start());
            w.write(esc(text.substring(at, from)));
            if (!e.newText().isEmpty()) {
                w.write("<ins class=\"k-" + e.kind().wire() + "\">" + esc(e.newText()) + "</ins>");
            }
            at = CodePoints.toCharIndex(text, e.end());
        }
        w.write(esc(text.substring(at)) + "</div>\n<details class=\"edits\"><summary>" + lang.text(ReportLanguage.Text.EDITS)
                + ": <bdi>" + r.edits().size() + "</bdi></summary><ol>\n");
        for (RepairEdit e : r.edits()) {
            w.write("<li>" + (e.oldText().isEmpty() ? "" : "<del dir=\"rtl\" lang=\"ar\">" + esc(e.oldText()) + "</del> ")
                    + (e.newText().isEmpty() ? "" : "<ins dir=\"rtl\" lang=\"ar\">" + esc(e.newText()) + "</ins> ")
                    + "<span class=\"why\" dir=\"auto\">" + Explanation.html(e.why()) + "</span></li>\n");
        }
        w.write("</ol></details></section>\n");
    }

    /** "label: n", the number isolated from the label's direction. */
    private String count(ReportLanguage.Text label, long n) {
        return lang.text(label) + ": <bdi>" + n + "</bdi>";
    }

    private static String spanId(String aid, Citation c, int i) {
        return aid + "-c" + c.id() + "-s" + i;
    }

    /** The answer's text with its spans as nested elements (a claimed source may sit inside its isnad). */
    private void writeText(Writer w, CheckedAnswer a, String aid) throws IOException {
        String text = a.answer();
        record Mark(int from, int to, String id, Citation citation, CheckedSpan span) {
        }
        List<Mark> marks = new ArrayList<>();
        for (Citation c : a.citations()) {
            for (int i = 0; i < c.spans().size(); i++) {
                CheckedSpan s = c.spans().get(i);
                marks.add(new Mark(CodePoints.toCharIndex(text, s.start()), CodePoints.toCharIndex(text, s.end()),
                        spanId(aid, c, i), c, s));
            }
        }
        marks.sort(Comparator.comparingInt(Mark::from).thenComparing(Comparator.comparingInt(Mark::to).reversed()));
        Deque<Integer> open = new ArrayDeque<>(); // end of each open element, innermost first
        int cursor = 0;
        for (Mark m : marks) {
            while (!open.isEmpty() && open.peek() <= m.from()) {
                cursor = close(w, text, cursor, open.pop());
            }
            // a span that overlaps the one it starts in without ending inside it is cut at that one's end
            int end = open.isEmpty() ? m.to() : Math.min(m.to(), open.peek());
            if (end <= m.from()) {
                continue;
            }
            w.write(esc(text.substring(cursor, m.from())));
            cursor = m.from();
            CheckedSpan s = m.span();
            w.write("<span class=\"cite t-" + s.type().wire() + " v-" + s.verdict().wire() + "\" id=\"" + m.id()
                    + "\" data-type=\"" + s.type().wire() + "\" data-verdict=\"" + s.verdict().wire()
                    + "\" data-card=\"card-" + m.id() + "\" tabindex=\"0\" title=\"" + esc(tooltip(m.citation(), s)) + "\">");
            open.push(end);
        }
        while (!open.isEmpty()) {
            cursor = close(w, text, cursor, open.pop());
        }
        w.write(esc(text.substring(cursor)));
    }

    private static int close(Writer w, String text, int cursor, int end) throws IOException {
        w.write(esc(text.substring(cursor, end)));
        w.write("</span>");
        return end;
    }

    /** First strong isolate and its end: a tooltip is plain text, so its mixed runs are isolated by these. */
    private static final char FSI = '\u2068';
    private static final char PDI = '\u2069';

    /** The evidence's reference, a record's in the report's language («صحيح مسلم، الرواية رقم 7879 في هذه النسخة»). */
    private String shownReference(SpanEvidence e) {
        return e.hadith() != null && e.reference().equals(e.hadith().citation()) ? e.hadith().citation(lang) : e.reference();
    }

    private String tooltip(Citation c, CheckedSpan s) {
        SpanEvidence e = s.evidence();
        StringBuilder sb = new StringBuilder(lang.type(s.type())).append(": ").append(lang.verdict(s.verdict(), s.type()));
        if (!e.reference().isEmpty()) {
            sb.append(" (").append(lang.text(ReportLanguage.Text.REFERENCE)).append(": ").append(FSI).append(shownReference(e))
                    .append(PDI).append(')');
        }
        sb.append('\n').append(Explanation.of(c, s, lang));
        if (s.hasCorrection()) {
            ProposedCorrection k = s.correction();
            sb.append('\n').append(lang.text(ReportLanguage.Text.CORRECTION)).append(": ")
                    .append(k.noSource() ? "خطأ (" + lang.text(ReportLanguage.Text.NO_SOURCE) + ")" : FSI + k.text() + PDI);
        }
        return sb.toString();
    }

    private void writeCard(Writer w, Citation c, CheckedSpan s, String id) throws IOException {
        SpanEvidence e = s.evidence();
        w.write("<li class=\"card v-" + s.verdict().wire() + "\" id=\"card-" + id + "\">");
        w.write("<details><summary><span class=\"badge t-" + s.type().wire() + "\">" + lang.type(s.type()) + "</span> "
                + "<span class=\"verdict v-" + s.verdict().wire() + "\">" + lang.verdict(s.verdict(), s.type()) + "</span> "
                + (e.reference().isEmpty() ? "" : "<span class=\"source\"><span class=\"label\">"
                    + lang.text(ReportLanguage.Text.REFERENCE) + ":</span> " + reference(shownReference(e)) + "</span> ")
                + "<span class=\"cid\">" + lang.text(ReportLanguage.Text.CITATION) + " <bdi>" + c.id() + "</bdi></span>"
                + "</summary>\n");
        w.write("<dl>");
        row(w, ReportLanguage.Text.QUOTED, quote(s.text(), ""));
        row(w, ReportLanguage.Text.EXPLANATION, "<span class=\"explanation\">" + Explanation.html(Explanation.of(c, s, lang))
                + "</span>");
        if (!e.matchedText().isEmpty()) {
            row(w, ReportLanguage.Text.MATCHED, quote(e.matchedText(), ""));
        }
        if (e.nearestUnrelated() != null) {
            SpanEvidence.Nearest n = e.nearestUnrelated();
            // its similarity, a number for whoever checks the floor, is in the technical details' reason
            row(w, ReportLanguage.Text.NEAREST_UNRELATED, reference(n.reference()) + "<br>" + quote(n.text(), "unrelated"));
        }
        if (s.hasCorrection()) {
            ProposedCorrection k = s.correction();
            // where a withheld candidate came from (a training row, say) is for the technical details below
            row(w, ReportLanguage.Text.CORRECTION, k.noSource()
                    ? "<strong class=\"nosource\">خطأ</strong> — " + lang.text(ReportLanguage.Text.NO_SOURCE)
                    : quote(k.text(), "fix") + (corpusPlace(k.reference()) ? " " + reference(k.reference()) : ""));
        }
        if (c.relevance() != null && c.correctQuote().orElse(null) == s) {
            Relevance r = c.relevance();
            row(w, ReportLanguage.Text.RELEVANCE, !r.judged() ? lang.text(ReportLanguage.Text.NOT_JUDGED)
                    : "<strong class=\"relevance r-" + (r.relevant() ? "yes" : "no") + "\">" + relevanceLabel(r) + "</strong> (<bdi>"
                        + String.format(Locale.ROOT, "%.2f", r.probability()) + "</bdi>)" + lang.text(ReportLanguage.Text.SEMICOLON)
                        + "<bdi class=\"reason\" dir=\"ltr\">" + isolateArabic(r.reason()) + "</bdi>");
        }
        w.write("</dl>");
        // The rules' English line, the numbers and the detector's signals: for whoever checks the checker, folded away.
        w.write("<details class=\"tech\"><summary>" + lang.text(ReportLanguage.Text.TECHNICAL) + "</summary><dl>");
        row(w, ReportLanguage.Text.REASON, "<bdi class=\"reason\" dir=\"ltr\">" + isolateArabic(e.reason()) + "</bdi>");
        if (!Double.isNaN(e.similarity())) {
            row(w, ReportLanguage.Text.SIMILARITY, "<bdi>" + String.format(Locale.ROOT, "%.1f", e.similarity()) + "</bdi>");
        }
        if (s.hasCorrection() && !s.correction().reference().isEmpty()) {
            row(w, ReportLanguage.Text.CORRECTION_SOURCE, reference(s.correction().reference()));
        }
        row(w, ReportLanguage.Text.DETECTED, lang.text(ReportLanguage.Text.CONFIDENCE) + " <bdi>"
                + String.format(Locale.ROOT, "%.2f", s.confidence()) + "</bdi>"
                + (s.detectedBy().isEmpty() ? "" : lang.text(ReportLanguage.Text.SEMICOLON) + "<bdi class=\"signals\" dir=\"ltr\">" + isolateArabic(s.detectedBy()) + "</bdi>"));
        w.write("</dl></details></details></li>\n");
    }

    /** Whether a correction's source is a verse or record a reader can look up (not a training row). */
    private static boolean corpusPlace(String ref) {
        return Explanation.readable(ref);
    }

    private String relevanceLabel(Relevance r) {
        return lang.text(r.relevant() ? ReportLanguage.Text.RELEVANT : ReportLanguage.Text.NOT_RELEVANT);
    }

    private void row(Writer w, ReportLanguage.Text label, String html) throws IOException {
        w.write("<dt>" + lang.text(label) + "</dt><dd>" + html + "</dd>");
    }

    /**
     * Arabic text in Arabic quotation marks, as characters (not CSS), right to left whatever the page: « first, which a
     * right-to-left line shows mirrored at its right, as Arabic print has it.
     */
    private static String quote(String text, String cls) {
        return "<bdi class=\"quote" + (cls.isEmpty() ? "" : " " + cls) + "\" dir=\"rtl\" lang=\"ar\"><span class=\"qm\">«</span>"
                + esc(text) + "<span class=\"qm\">»</span></bdi>";
    }

    /** "صحيح مسلم #12": the name, then the number kept as one left-to-right unit with its sign ("2:255" likewise). */
    private static final Pattern NUMBERED = Pattern.compile("(.*\\S) (#\\d+)");
    /** "صحيح مسلم, record 7879 of this edition": English after the name, so the line runs left to right. */
    private static final Pattern RECORD = Pattern.compile("(.*\\S)(, record \\d+ of .*)");

    static String reference(String ref) {
        Matcher r = RECORD.matcher(ref);
        if (r.matches()) {
            return "<bdi class=\"ref\" dir=\"ltr\"><bdi class=\"name\">" + esc(r.group(1)) + "</bdi>" + esc(r.group(2)) + "</bdi>";
        }
        Matcher m = NUMBERED.matcher(ref);
        if (hasArabic(ref) && m.matches()) {
            // dir given, not auto: the direction of auto skips the isolates inside, which is all there is here
            return "<bdi class=\"ref\" dir=\"rtl\"><bdi class=\"name\">" + esc(m.group(1)) + "</bdi> <bdi class=\"num\" dir=\"ltr\">"
                    + esc(m.group(2)) + "</bdi></bdi>";
        }
        return "<bdi class=\"ref\"" + (hasArabic(ref) ? "" : " dir=\"ltr\"") + ">" + esc(ref) + "</bdi>";
    }

    /** The Arabic letters, marks and presentation forms, as code-point ranges for a character class. */
    private static final String ARABIC = "\\u0600-\\u06FF\\u0750-\\u077F\\uFB50-\\uFDFF\\uFE70-\\uFEFF";
    /** A run of Arabic words (the spaces between them included), to be isolated in a left-to-right line. */
    private static final Pattern ARABIC_RUN = Pattern.compile("[" + ARABIC + "](?:[" + ARABIC + " ]*[" + ARABIC + "])?");

    /** Each run of Arabic words in a left-to-right line isolated, so that it cannot pull the numbers beside it into its order. */
    static String isolateArabic(String line) {
        StringBuilder sb = new StringBuilder();
        Matcher m = ARABIC_RUN.matcher(line);
        int at = 0;
        while (m.find()) {
            sb.append(esc(line.substring(at, m.start()))).append("<bdi>").append(esc(m.group())).append("</bdi>");
            at = m.end();
        }
        return sb.append(esc(line.substring(at))).toString();
    }

    private static boolean hasArabic(String s) {
        return ARABIC_RUN.matcher(s).find();
    }

    @Override
    public void finish(Tally total) throws IOException {
        bodyWriter.close();
        try {
            Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
            w.write(head());
            w.write(summary(total));
            w.write("<main>\n");
            w.flush();
            try (InputStream in = Files.newInputStream(body)) {
                in.transferTo(out);
            }
            w.write("</main>\n<script>" + SCRIPT + "</script>\n</body>\n</html>\n");
            w.flush();
        } finally {
            Files.deleteIfExists(body);
        }
    }

    private String head() {
        String title = esc(lang.text(ReportLanguage.Text.TITLE));
        return "<!DOCTYPE html>\n<html lang=\"" + lang.code() + "\" dir=\"" + lang.dir() + "\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
                + "font-src data:; script-src 'unsafe-inline'\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<meta name=\"generator\" content=\"tahqiq " + esc(org.tahqiq.about.About.VERSION) + " (commit " + esc(commit)
                + "), schema " + (repaired ? VerifyJson.SCHEMA_VERSION : VerifyJson.UNREPAIRED_VERSION) + "\">\n"
                + "<title>" + title + "</title>\n<style>" + EmbeddedFont.FACE + "\n" + STYLE + (repaired ? "\n" + REPAIR_STYLE : "")
                + "</style>\n</head>\n<body>\n"
                + "<header><h1>" + title + "</h1></header>\n";
    }

    private String summary(Tally t) {
        StringBuilder sb = new StringBuilder("<section id=\"summary\" class=\"summary\">\n<div class=\"stats\">");
        stat(sb, "answers", ReportLanguage.Text.ANSWERS, t.answers());
        stat(sb, "citations", ReportLanguage.Text.CITATIONS, t.citations());
        stat(sb, "spans", ReportLanguage.Text.SPANS, t.spans());
        stat(sb, "incorrect", ReportLanguage.Text.INCORRECT, t.incorrect());
        stat(sb, "unverified", ReportLanguage.Text.UNVERIFIED, t.unverified());
        stat(sb, "corrected", ReportLanguage.Text.CORRECTED, t.corrected());
        stat(sb, "no_source", ReportLanguage.Text.NO_SOURCE, t.noSource());
        sb.append("</div>\n<table class=\"by-type\"><thead><tr>");
        for (ReportLanguage.Text h : List.of(ReportLanguage.Text.TYPE, ReportLanguage.Text.SPANS, ReportLanguage.Text.INCORRECT,
                ReportLanguage.Text.UNVERIFIED, ReportLanguage.Text.CORRECTED, ReportLanguage.Text.NO_SOURCE)) {
            sb.append("<th>").append(lang.text(h)).append("</th>");
        }
        sb.append("</tr></thead><tbody>");
        for (var e : byType.entrySet()) {
            long[] n = e.getValue();
            sb.append("<tr data-type=\"").append(e.getKey().wire()).append("\"><td><span class=\"badge t-")
                    .append(e.getKey().wire()).append("\">").append(lang.type(e.getKey())).append("</span></td>");
            for (long v : n) {
                sb.append("<td>").append(v).append("</td>");
            }
            sb.append("</tr>");
        }
        sb.append("</tbody></table>\n<p class=\"legend\">").append(lang.text(ReportLanguage.Text.LEGEND_BACKGROUND));
        for (SpanVerdict v : SpanVerdict.values()) {
            sb.append(v == SpanVerdict.CORRECT ? " " : lang.text(ReportLanguage.Text.COMMA)).append("<span class=\"cite v-").append(v.wire()).append("\">")
                    .append(lang.verdict(v)).append("</span>");
        }
        sb.append(". ").append(lang.text(ReportLanguage.Text.LEGEND_HOVER)).append("</p>\n</section>\n");
        return sb.toString();
    }

    private void stat(StringBuilder sb, String key, ReportLanguage.Text label, long n) {
        sb.append("<div class=\"stat\" data-stat=\"").append(key).append("\"><span class=\"n\">").append(n)
                .append("</span> <span class=\"l\">").append(lang.text(label)).append("</span></div>");
    }

    public static String esc(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    /** The name the report gives the embedded font: no installed font has it, so a browser test can tell it is used. */
    public static final String FONT_FAMILY = "Tahqiq Amiri";
    /** The embedded font, a subset of Amiri, and its notice and licence (SIL Open Font License), in the jar beside it. */
    static final String FONT = "/org/tahqiq/verify/font/Amiri-Regular-subset.woff";
    static final String FONT_LICENCE = "/org/tahqiq/verify/font/Amiri-OFL.txt";

    /**
     * The font as an {@code @font-face} of the report, its notice and licence before it as the licence asks: with only
     * Debian's default fonts, a browser shows boxes for ﴿ ﴾, the Qur'an's pause marks and ﷺ. WOFF (zlib), not WOFF2:
     * the JDK can open it to check its coverage. Read once, on the first report.
     */
    public static final class EmbeddedFont {
        public static final String FACE = load();

        private static String load() {
            try (InputStream font = HtmlReport.class.getResourceAsStream(FONT);
                 InputStream licence = HtmlReport.class.getResourceAsStream(FONT_LICENCE)) {
                if (font == null || licence == null) {
                    throw new IllegalStateException("the report's font or its licence is missing from the jar: " + FONT);
                }
                String notice = new String(licence.readAllBytes(), StandardCharsets.UTF_8);
                if (notice.contains("*/")) {
                    throw new IllegalStateException(FONT_LICENCE + " would end the style sheet's comment");
                }
                return "/*\n" + notice + "*/\n@font-face{font-family:'" + FONT_FAMILY + "';src:url(data:font/woff;base64,"
                        + Base64.getEncoder().encodeToString(font.readAllBytes()) + ") format('woff')}";
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** The report's styles, which the service's page shares: its spans and cards look as the report's. */
    public static final String STYLE = String.join("\n",
            "body{font-family:'" + FONT_FAMILY + "','Noto Naskh Arabic','Amiri','DejaVu Sans',serif;"
                    + "margin:0 auto;max-width:60em;padding:1em;"
                    + "line-height:1.9;color:#1d1d1d;background:#fcfcfa;overflow-wrap:anywhere}",
            "header h1{font-size:1.5em;margin:.2em 0}",
            ".summary{background:#f1f3f5;border-radius:.5em;padding:.6em 1em;margin-bottom:1.5em}",
            ".stats{display:flex;flex-wrap:wrap;gap:1.2em}.stat .n{font-size:1.6em;font-weight:bold}",
            ".by-type{border-collapse:collapse;margin:.6em 0}.by-type td,.by-type th{padding:.1em .8em;text-align:start}",
            ".answer{border-top:1px solid #ccc;padding-top:.5em;margin-bottom:1.5em}.answer h2{font-size:1em;color:#555}",
            ".question{font-weight:bold}.answer-summary{font-size:.85em;color:#666}",
            ".text{white-space:pre-wrap}",
            ".cite{cursor:pointer;border-radius:.2em;padding:0 .1em}",
            ".t-Ayah{background:#dcf3e0}.t-matn{background:#dce9f8}.t-isnad{background:#ece0f6}.t-claimed_source{background:#fbe9d2}",
            ".cite .cite{padding:0}",
            ".v-correct.cite{text-decoration:underline solid #2e7d32 2px}",
            ".v-incorrect.cite{text-decoration:underline wavy #c62828 2px}",
            ".v-unverified.cite{text-decoration:underline dotted #8a6d00 2px}",
            ".cite:focus,.cite.active{outline:2px solid #333}",
            ".cards{font-size:.9em;list-style:none;padding-inline-start:0}.card summary{cursor:pointer}",
            ".badge{font-size:.85em;border-radius:.3em;padding:0 .4em}",
            ".verdict{font-size:.85em;border:1px solid;border-radius:.3em;padding:0 .4em}",
            ".source .label{color:#666}",
            ".verdict.v-correct{color:#2e7d32}.verdict.v-incorrect{color:#c62828;font-weight:bold}",
            ".verdict.v-unverified{color:#8a6d00;font-style:italic}",
            ".cid{color:#777;font-size:.85em}",
            ".card dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.1em .8em;margin:.3em 0}",
            ".card dt{color:#666;text-align:start}.card dd{margin:0;min-width:0}",
            ".fix{background:#e8f5e9}.unrelated{color:#777}.nosource{color:#c62828}",
            ".reason,.signals{font-family:sans-serif,'" + FONT_FAMILY + "';font-size:.9em}.ref{color:#444}",
            ".tech{color:#555;font-size:.9em}.tech summary{cursor:pointer}");

    /** Only in a report of repaired answers, so that one without them is as it was. */
    private static final String REPAIR_STYLE = String.join("\n",
            ".repair{border-inline-start:3px solid #2e7d32;padding-inline-start:.8em;margin-top:.8em}.repair h3{font-size:1em}",
            "ins{background:#e6f4ea;text-decoration:none}del{background:#fde8e8}ins.k-mark{color:#c62828}",
            ".edits{font-size:.9em}.edits li{margin:.2em 0}.why{color:#555}");

    private static final String SCRIPT = "document.addEventListener('click',function(e){"
            + "var s=e.target.closest('.cite[data-card]');if(!s)return;e.stopPropagation();"
            + "var c=document.getElementById(s.dataset.card);if(!c)return;"
            + "document.querySelectorAll('.cite.active').forEach(function(x){x.classList.remove('active')});"
            + "s.classList.add('active');var d=c.querySelector('details');d.open=true;c.scrollIntoView({block:'nearest'});});"
            + "document.addEventListener('keydown',function(e){if(e.key==='Enter'&&e.target.matches('.cite[data-card]'))"
            + "e.target.click();});";
}
