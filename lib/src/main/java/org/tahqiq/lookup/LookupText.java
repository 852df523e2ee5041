package org.tahqiq.lookup;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A lookup for a reader at a terminal: each hit with its reference and similarity, the verses one a line with their
 * numbers, a narration's chain and matn apart (of a long one, the words around the match: {@link Excerpt}), and the
 * words that differ from the query in brackets, listed after.
 */
public final class LookupText {

    /** The differences listed after a hit, at most: enough to see what differs, one line for a misquote. */
    static final int LISTED = 8;

    private LookupText() {
    }

    /** The same text as a string (a notebook prints it). */
    public static String render(LookupResult r) {
        java.io.StringWriter s = new java.io.StringWriter();
        write(new PrintWriter(s), r);
        return s.toString();
    }

    public static void write(PrintWriter out, LookupResult r) {
        if (r.readAs() == LookupResult.ReadAs.REFERENCE) {
            out.printf("«%s»: the reference %s%n", r.query().strip(), r.reference());
        } else {
            out.printf(Locale.ROOT, "«%s»: searched as text, %d hit%s%n", r.query().strip(), r.hits().size(),
                    r.hits().size() == 1 ? "" : "s");
        }
        int rank = 0;
        for (Hit h : r.hits()) {
            rank++;
            out.println();
            String similarity = h.similarity() == null ? "" : String.format(Locale.ROOT, "  similarity %.1f", h.similarity());
            String head = r.readAs() == LookupResult.ReadAs.TEXT ? rank + ". " : "";
            if (h instanceof Hit.Passage p) {
                out.println(head + "سورة " + p.surahName() + " " + p.reference() + similarity);
                for (int i = 0; i < p.verses().size(); i++) {
                    out.println("  (" + p.verses().get(i).ayah() + ") " + bracketed(p.verses().get(i).text(), p.marks(i)));
                }
            } else if (h instanceof Hit.Narration n) {
                out.println(head + n.reference() + similarity + (n.record().title() == null ? "" : "  (" + n.record().title() + ")"));
                if (n.isnad() == null) {
                    out.println("  narration (chain and matn not separated in this edition): " + shown(n, Hit.Narration.MATN));
                } else {
                    if (!n.isnad().isEmpty()) {
                        out.println("  chain: " + shown(n, Hit.Narration.ISNAD));
                    }
                    out.println("  matn:  " + shown(n, Hit.Narration.MATN));
                }
            }
            String differs = differences(h, r.readAs() == LookupResult.ReadAs.TEXT);
            if (!differs.isEmpty()) {
                out.println("  " + differs);
            }
        }
        out.flush();
    }

    /** What is shown of a narration's part ({@link Excerpt}), its marked words in brackets. */
    private static String shown(Hit.Narration n, int part) {
        return n.excerpt(part).bracketed(part == Hit.Narration.ISNAD ? n.isnad() : n.matn(), n.marks(part));
    }

    /** The text with each marked word in brackets. */
    static String bracketed(String text, List<Comparison.Mark> marks) {
        StringBuilder sb = new StringBuilder(text.length() + 4 * marks.size());
        int at = 0;
        for (Comparison.Mark m : marks) {
            if (m.start() < at) {
                continue; // a second normalized word of the same written word
            }
            sb.append(text, at, m.start()).append('[').append(text, m.start(), m.end()).append(']');
            at = m.end();
        }
        return sb.append(text, at, text.length()).toString();
    }

    /** "differs: «في» where the query has «على»; «سنة» not in the query; only in the query: «x»", or "". */
    static String differences(Hit h, boolean searched) {
        if (!searched) {
            return "";
        }
        List<String> items = new ArrayList<>();
        for (Comparison.Mark m : h.comparison().marks()) {
            String word = written(h, m);
            items.add(m.kind() == Comparison.Kind.SUBSTITUTED ? "«" + word + "» where the query has «" + m.query() + "»"
                    : "«" + word + "» not in the query");
        }
        if (!h.onlyInQuery().isEmpty()) {
            items.add("only in the query: «" + String.join(" ", h.onlyInQuery()) + "»");
        }
        if (items.isEmpty()) {
            return "word for word";
        }
        String listed = String.join("; ", items.subList(0, Math.min(LISTED, items.size())));
        return "differs: " + listed + (items.size() > LISTED ? "; and " + (items.size() - LISTED) + " more" : "");
    }

    /** The marked word as the found text writes it. */
    static String written(Hit h, Comparison.Mark m) {
        String text = h instanceof Hit.Passage p ? p.verses().get(m.part()).text()
                : m.part() == Hit.Narration.ISNAD ? ((Hit.Narration) h).isnad() : ((Hit.Narration) h).matn();
        return text.substring(m.start(), m.end());
    }
}
