package org.tahqiq.verify;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.text.CodePoints;

/**
 * The HTML report: one self-contained file (styles and the one small script inline, nothing fetched — its content
 * policy forbids it), right to left, a summary at the top, then every answer with its citation spans highlighted by
 * type (background) and verdict (underline: solid for correct, wavy red for incorrect). Hovering a span shows its
 * verdict, evidence and correction; clicking it opens its card below the answer. The answers are written to a scratch
 * file as they come, and put after the summary once all are counted.
 */
public final class HtmlReport implements AnswerSink {

    private final OutputStream out;
    private final String commit;
    private final Path body;
    private final Writer bodyWriter;
    private final Map<SegmentType, long[]> byType = new EnumMap<>(SegmentType.class);
    private int answers;

    /** Per type: spans, incorrect, corrected, no source. */
    private static final int SPANS = 0;
    private static final int INCORRECT = 1;
    private static final int CORRECTED = 2;
    private static final int NO_SOURCE = 3;

    public HtmlReport(OutputStream out, String commit, Path scratch) throws IOException {
        this.out = out;
        this.commit = commit;
        this.body = Files.createTempFile(scratch, ".tahqiq-report-", ".html");
        this.bodyWriter = new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(body), StandardCharsets.UTF_8));
        for (SegmentType t : SegmentType.values()) {
            byType.put(t, new long[4]);
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
            w.write("<p class=\"question\">" + esc(a.question()) + "</p>\n");
        }
        w.write(String.format(Locale.ROOT, "<p class=\"answer-summary\" dir=\"ltr\">%d citations, %d spans, %d incorrect, "
                + "%d corrected, %d without source</p>%n", t.citations(), t.spans(), t.incorrect(), t.corrected(), t.noSource()));
        w.write("<div class=\"text\">");
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
        w.write("</article>\n");
        for (Citation c : a.citations()) {
            for (CheckedSpan s : c.spans()) {
                long[] n = byType.get(s.type());
                n[SPANS]++;
                n[INCORRECT] += s.isIncorrect() ? 1 : 0;
                if (s.hasCorrection()) {
                    n[s.correction().noSource() ? NO_SOURCE : CORRECTED]++;
                }
            }
        }
    }

    private static String spanId(String aid, Citation c, int i) {
        return aid + "-c" + c.id() + "-s" + i;
    }

    /** The answer's text with its spans as nested elements (a claimed source may sit inside its isnad). */
    private static void writeText(Writer w, CheckedAnswer a, String aid) throws IOException {
        String text = a.answer();
        record Mark(int from, int to, String id, CheckedSpan span) {
        }
        List<Mark> marks = new ArrayList<>();
        for (Citation c : a.citations()) {
            for (int i = 0; i < c.spans().size(); i++) {
                CheckedSpan s = c.spans().get(i);
                marks.add(new Mark(CodePoints.toCharIndex(text, s.start()), CodePoints.toCharIndex(text, s.end()),
                        spanId(aid, c, i), s));
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
                    + "\" data-card=\"card-" + m.id() + "\" tabindex=\"0\" title=\"" + esc(tooltip(s)) + "\">");
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

    private static String tooltip(CheckedSpan s) {
        StringBuilder sb = new StringBuilder(s.type().wire()).append(": ").append(s.verdict().wire());
        if (!s.evidence().reference().isEmpty()) {
            sb.append(" (").append(s.evidence().reference()).append(')');
        }
        sb.append("\n").append(s.evidence().reason());
        if (s.hasCorrection()) {
            sb.append("\n").append(s.correction().noSource() ? "correction: خطأ (no authentic source)"
                    : "correction: " + s.correction().text());
        }
        return sb.toString();
    }

    private static void writeCard(Writer w, Citation c, CheckedSpan s, String id) throws IOException {
        SpanEvidence e = s.evidence();
        w.write("<li class=\"card v-" + s.verdict().wire() + "\" id=\"card-" + id + "\">");
        w.write("<details><summary><span class=\"badge t-" + s.type().wire() + "\">" + s.type().wire() + "</span> "
                + "<span class=\"verdict v-" + s.verdict().wire() + "\">" + s.verdict().wire() + "</span> "
                + (e.reference().isEmpty() ? "" : "<bdi class=\"ref\">" + esc(e.reference()) + "</bdi> ")
                + "<span class=\"cid\">#" + c.id() + "</span></summary>\n");
        w.write("<dl>");
        row(w, "quoted", "<q>" + esc(s.text()) + "</q>");
        row(w, "reason", "<bdi>" + esc(e.reason()) + "</bdi>");
        if (!Double.isNaN(e.similarity())) {
            row(w, "similarity", String.format(Locale.ROOT, "%.1f", e.similarity()));
        }
        if (!e.matchedText().isEmpty()) {
            row(w, "matched", "<q>" + esc(e.matchedText()) + "</q>");
        }
        if (s.hasCorrection()) {
            ProposedCorrection k = s.correction();
            row(w, "correction", k.noSource()
                    ? "<strong class=\"nosource\">خطأ</strong> — no authentic source"
                        + (k.candidate() == null ? "" : " (nearest, withheld: <bdi>" + esc(k.reference()) + "</bdi>)")
                    : "<q class=\"fix\">" + esc(k.text()) + "</q> <bdi class=\"ref\">" + esc(k.reference()) + "</bdi>");
        }
        row(w, "detected", String.format(Locale.ROOT, "confidence %.2f; <bdi>%s</bdi>", s.confidence(), esc(s.detectedBy())));
        w.write("</dl></details></li>\n");
    }

    private static void row(Writer w, String label, String html) throws IOException {
        w.write("<dt>" + label + "</dt><dd>" + html + "</dd>");
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
        return "<!DOCTYPE html>\n<html lang=\"ar\" dir=\"rtl\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
                + "script-src 'unsafe-inline'\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<meta name=\"generator\" content=\"tahqiq " + esc(org.tahqiq.cli.Main.VERSION) + " (commit " + esc(commit)
                + "), schema " + VerifyJson.SCHEMA_VERSION + "\">\n"
                + "<title>تحقيق — Tahqiq citation report</title>\n<style>" + STYLE + "</style>\n</head>\n<body>\n"
                + "<header><h1>تحقيق <span dir=\"ltr\">Tahqiq citation report</span></h1></header>\n";
    }

    private String summary(Tally t) {
        StringBuilder sb = new StringBuilder("<section id=\"summary\" class=\"summary\" dir=\"ltr\">\n<div class=\"stats\">");
        stat(sb, "answers", "answers", t.answers());
        stat(sb, "citations", "citations found", t.citations());
        stat(sb, "spans", "spans", t.spans());
        stat(sb, "incorrect", "wrong", t.incorrect());
        stat(sb, "corrected", "corrected", t.corrected());
        stat(sb, "no_source", "no authentic source", t.noSource());
        sb.append("</div>\n<table class=\"by-type\"><thead><tr><th>type</th><th>spans</th><th>wrong</th><th>corrected</th>"
                + "<th>no source</th></tr></thead><tbody>");
        for (var e : byType.entrySet()) {
            long[] n = e.getValue();
            sb.append("<tr data-type=\"").append(e.getKey().wire()).append("\"><td><span class=\"badge t-")
                    .append(e.getKey().wire()).append("\">").append(e.getKey().wire()).append("</span></td>");
            for (long v : n) {
                sb.append("<td>").append(v).append("</td>");
            }
            sb.append("</tr>");
        }
        sb.append("</tbody></table>\n<p class=\"legend\">Background: citation type. Underline: <span class=\"cite v-correct\">"
                + "correct</span>, <span class=\"cite v-incorrect\">incorrect</span>. Hover a span for its evidence, click it for "
                + "the card.</p>\n</section>\n");
        return sb.toString();
    }

    private static void stat(StringBuilder sb, String key, String label, long n) {
        sb.append("<div class=\"stat\" data-stat=\"").append(key).append("\"><span class=\"n\">").append(n)
                .append("</span> <span class=\"l\">").append(label).append("</span></div>");
    }

    static String esc(String s) {
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

    private static final String STYLE = String.join("\n",
            "body{font-family:'Noto Naskh Arabic','Amiri','DejaVu Sans',serif;margin:0 auto;max-width:60em;padding:1em;"
                    + "line-height:1.9;color:#1d1d1d;background:#fcfcfa}",
            "header h1{font-size:1.5em;margin:.2em 0}",
            ".summary{font-family:sans-serif;background:#f1f3f5;border-radius:.5em;padding:.6em 1em;margin-bottom:1.5em}",
            ".stats{display:flex;flex-wrap:wrap;gap:1.2em}.stat .n{font-size:1.6em;font-weight:bold}",
            ".by-type{border-collapse:collapse;margin:.6em 0}.by-type td,.by-type th{padding:.1em .8em;text-align:right}",
            ".answer{border-top:1px solid #ccc;padding-top:.5em;margin-bottom:1.5em}.answer h2{font-size:1em;color:#555}",
            ".question{font-weight:bold}.answer-summary{font-family:sans-serif;font-size:.85em;color:#666}",
            ".text{white-space:pre-wrap}",
            ".cite{cursor:pointer;border-radius:.2em;padding:0 .1em}",
            ".t-Ayah{background:#dcf3e0}.t-matn{background:#dce9f8}.t-isnad{background:#ece0f6}.t-claimed_source{background:#fbe9d2}",
            ".cite .cite{padding:0}",
            ".v-correct.cite{text-decoration:underline solid #2e7d32 2px}",
            ".v-incorrect.cite{text-decoration:underline wavy #c62828 2px}",
            ".cite:focus,.cite.active{outline:2px solid #333}",
            ".cards{font-size:.9em;padding-inline-start:1.2em}.card summary{cursor:pointer}",
            ".badge{font-family:sans-serif;font-size:.8em;border-radius:.3em;padding:0 .4em}",
            ".verdict.v-correct{color:#2e7d32}.verdict.v-incorrect{color:#c62828;font-weight:bold}",
            ".card dl{display:grid;grid-template-columns:max-content 1fr;gap:.1em .8em;margin:.3em 0}",
            ".card dt{font-family:sans-serif;color:#666}.card dd{margin:0}.fix{background:#e8f5e9}.nosource{color:#c62828}",
            ".ref{font-family:sans-serif;color:#444}");

    private static final String SCRIPT = "document.addEventListener('click',function(e){"
            + "var s=e.target.closest('.cite[data-card]');if(!s)return;e.stopPropagation();"
            + "var c=document.getElementById(s.dataset.card);if(!c)return;"
            + "document.querySelectorAll('.cite.active').forEach(function(x){x.classList.remove('active')});"
            + "s.classList.add('active');var d=c.querySelector('details');d.open=true;c.scrollIntoView({block:'nearest'});});"
            + "document.addEventListener('keydown',function(e){if(e.key==='Enter'&&e.target.matches('.cite[data-card]'))"
            + "e.target.click();});";
}
