package org.tahqiq.task1.detect;

import org.tahqiq.task1.analysis.Analysis;
import org.tahqiq.task1.analysis.TokenSpan;
import java.util.ArrayList;
import java.util.List;
import org.tahqiq.dataset.SegmentType;

/**
 * Groups detected segments into citations the way the gold does: each Ayah or matn is one annotation; an isnad
 * belongs to the matn after it; a claimed source belongs to the quote it sits next to — the one before it when
 * that one has no source yet and is at least as near, else the one after it — and a source nested in an isnad to
 * that isnad's hadith. Segments that find no quote stand alone. Annotations are numbered in text order.
 */
public final class AnnotationGrouper {

    private AnnotationGrouper() {
    }

    /** A group under construction: its quote (or null) and the other segments. */
    private static final class Group {
        TokenSpan quote;
        TokenSpan isnad;
        TokenSpan source;

        int anchor() {
            return quote != null ? quote.first() : isnad != null ? isnad.first() : source.first();
        }
    }

    /** Groups spans (in text order) into lists of spans, each ordered quote, isnad, claimed source. */
    public static List<List<TokenSpan>> group(Analysis a, List<TokenSpan> spans) {
        List<Group> groups = new ArrayList<>();
        List<TokenSpan> quotes = new ArrayList<>();
        for (TokenSpan s : spans) {
            if (s.type() == SegmentType.AYAH || s.type() == SegmentType.MATN) {
                Group g = new Group();
                g.quote = s;
                groups.add(g);
                quotes.add(s);
            }
        }
        for (TokenSpan s : spans) {
            if (s.type() != SegmentType.ISNAD) {
                continue;
            }
            Group next = nextQuote(groups, s.last(), SegmentType.MATN);
            if (next != null && next.isnad == null) {
                next.isnad = s;
            } else {
                Group g = new Group();
                g.isnad = s;
                groups.add(g);
            }
        }
        for (TokenSpan s : spans) {
            if (s.type() != SegmentType.CLAIMED_SOURCE) {
                continue;
            }
            Group holder = null;
            for (Group g : groups) {
                if (g.isnad != null && g.isnad.first() <= s.first() && s.last() <= g.isnad.last()) {
                    holder = g;
                }
            }
            if (holder == null) {
                Group prev = previousQuote(groups, s.first());
                Group next = nextQuote(groups, s.last(), null);
                int before = prev == null ? Integer.MAX_VALUE : gap(a, prev.quote, s);
                int after = next == null ? Integer.MAX_VALUE : gap(a, s, next.quote);
                if (prev != null && prev.source == null && (before <= after || next.source != null)) {
                    holder = prev;
                } else if (next != null && next.source == null) {
                    holder = next;
                }
            }
            if (holder == null || holder.source != null) {
                holder = new Group();
                groups.add(holder);
            }
            holder.source = s;
        }
        groups.sort((x, y) -> Integer.compare(x.anchor(), y.anchor()));
        List<List<TokenSpan>> out = new ArrayList<>();
        for (Group g : groups) {
            List<TokenSpan> l = new ArrayList<>(3);
            if (g.quote != null) {
                l.add(g.quote);
            }
            if (g.isnad != null) {
                l.add(g.isnad);
            }
            if (g.source != null) {
                l.add(g.source);
            }
            out.add(l);
        }
        return out;
    }

    /** Characters between the end of {@code x} and the start of {@code y}. */
    private static int gap(Analysis a, TokenSpan x, TokenSpan y) {
        return Math.max(0, a.tokens().get(y.first()).start() - a.tokens().get(x.last()).end());
    }

    private static Group previousQuote(List<Group> groups, int token) {
        Group best = null;
        for (Group g : groups) {
            if (g.quote != null && g.quote.last() < token && (best == null || g.quote.last() > best.quote.last())) {
                best = g;
            }
        }
        return best;
    }

    private static Group nextQuote(List<Group> groups, int token, SegmentType type) {
        Group best = null;
        for (Group g : groups) {
            if (g.quote != null && g.quote.first() > token && (type == null || g.quote.type() == type)
                    && (best == null || g.quote.first() < best.quote.first())) {
                best = g;
            }
        }
        return best;
    }
}
