package org.tahqiq.task1;

import java.util.ArrayList;
import java.util.List;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task1.score.Task1Span;
import org.tahqiq.text.CodePoints;

/**
 * Span-level comparison of predictions with gold, for error analysis: each gold span is exact, has a boundary error
 * (a same-type prediction overlaps it with other bounds: which side, how many characters), is taken for another type,
 * or is missed; each prediction overlapping no same-type gold span is spurious.
 */
public final class SpanErrors {

    public enum Kind {
        EXACT, START_EARLY, START_LATE, END_EARLY, END_LATE, BOTH_ENDS, OTHER_TYPE, MISSED, SPURIOUS
    }

    /**
     * @param gold the gold span (null for SPURIOUS)
     * @param pred the overlapping prediction (null for MISSED / OTHER_TYPE)
     * @param diff the text between the two boundaries that differ (what was added or lost), for examples
     */
    public record Error(String responseId, SegmentType type, Kind kind, Task1Span gold, Task1Span pred, String diff) {
    }

    private SpanErrors() {
    }

    public static List<Error> compare(String responseId, String text, List<Task1Span> gold, List<Task1Span> pred) {
        List<Error> out = new ArrayList<>();
        for (Task1Span g : gold) {
            if (g.isNoAnnotation()) {
                continue;
            }
            Task1Span best = null;
            int bestOverlap = 0;
            Task1Span other = null;
            for (Task1Span p : pred) {
                if (p.isNoAnnotation()) {
                    continue;
                }
                int ov = Math.min(g.end(), p.end()) - Math.max(g.start(), p.start());
                if (ov > 0 && p.type() == g.type() && ov > bestOverlap) {
                    best = p;
                    bestOverlap = ov;
                } else if (ov > 0 && p.type() != g.type() && other == null && !nests(g, p)) {
                    other = p;
                }
            }
            if (best == null) {
                out.add(new Error(responseId, g.type(), other != null ? Kind.OTHER_TYPE : Kind.MISSED, g, other,
                        CodePoints.substring(text, g.start(), g.end())));
                continue;
            }
            boolean s = best.start() != g.start();
            boolean e = best.end() != g.end();
            Kind k;
            String diff;
            if (!s && !e) {
                k = Kind.EXACT;
                diff = "";
            } else if (s && e) {
                k = Kind.BOTH_ENDS;
                diff = piece(text, g.start(), best.start()) + " … " + piece(text, g.end(), best.end());
            } else if (s) {
                k = best.start() < g.start() ? Kind.START_EARLY : Kind.START_LATE;
                diff = piece(text, g.start(), best.start());
            } else {
                k = best.end() < g.end() ? Kind.END_EARLY : Kind.END_LATE;
                diff = piece(text, g.end(), best.end());
            }
            out.add(new Error(responseId, g.type(), k, g, best, diff));
        }
        for (Task1Span p : pred) {
            if (p.isNoAnnotation()) {
                continue;
            }
            boolean any = false;
            for (Task1Span g : gold) {
                if (!g.isNoAnnotation() && g.type() == p.type() && Math.min(g.end(), p.end()) > Math.max(g.start(), p.start())) {
                    any = true;
                    break;
                }
            }
            if (!any) {
                out.add(new Error(responseId, p.type(), Kind.SPURIOUS, null, p, CodePoints.substring(text, p.start(), p.end())));
            }
        }
        return out;
    }

    /** A claimed source inside an isnad (or the isnad around it) is the gold's nesting, not a confusion. */
    private static boolean nests(Task1Span g, Task1Span p) {
        return g.type() == SegmentType.ISNAD && p.type() == SegmentType.CLAIMED_SOURCE
                || g.type() == SegmentType.CLAIMED_SOURCE && p.type() == SegmentType.ISNAD;
    }

    private static String piece(String text, int a, int b) {
        int n = CodePoints.length(text);
        return "[" + CodePoints.substring(text, Math.max(0, Math.min(a, b)), Math.min(n, Math.max(a, b))) + "]";
    }
}
