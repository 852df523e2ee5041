package org.tahqiq.task1.detect;

import org.tahqiq.task1.analysis.Analysis;
import org.tahqiq.task1.analysis.Cue;
import org.tahqiq.task1.analysis.TokenSpan;
import java.util.ArrayList;
import java.util.List;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.text.CodePoints;

/**
 * Tags to spans: each B-X I-X... run is a span of type X, cut to the gold's boundary conventions
 * ({@link BoundaryRules}); an isnad interrupted by a claimed source ("روى البخاري عن عائشة") becomes one isnad around
 * the source, as the gold nests them. Offsets become code points here.
 */
public final class SpanDecoder {

    private SpanDecoder() {
    }

    /** Token runs of the tag sequence, with the mean marginal of their tags (1 when no marginals are given). */
    static List<TokenSpan> runs(int[] tags, double[][] marginals) {
        List<TokenSpan> out = new ArrayList<>();
        int i = 0;
        while (i < tags.length) {
            SegmentType t = Tags.type(tags[i]);
            if (t == null) {
                i++;
                continue;
            }
            int j = i + 1;
            while (j < tags.length && tags[j] == Tags.inside(t)) {
                j++;
            }
            double conf = 0;
            for (int k = i; k < j; k++) {
                conf += marginals == null ? 1 : marginals[k][tags[k]];
            }
            out.add(new TokenSpan(t, i, j - 1, conf / (j - i)));
            i = j;
        }
        return out;
    }

    /** Merges isnad / claimed_source / isnad (and claimed_source directly opening an isnad) into a nesting isnad. */
    public static List<TokenSpan> nest(Analysis a, List<TokenSpan> spans) {
        List<TokenSpan> out = new ArrayList<>();
        for (int i = 0; i < spans.size(); i++) {
            TokenSpan s = spans.get(i);
            if (s.type() == SegmentType.ISNAD && i + 2 < spans.size() && spans.get(i + 1).type() == SegmentType.CLAIMED_SOURCE
                    && spans.get(i + 2).type() == SegmentType.ISNAD && adjacent(s, spans.get(i + 1)) && adjacent(spans.get(i + 1), spans.get(i + 2))) {
                TokenSpan e = spans.get(i + 2);
                out.add(new TokenSpan(SegmentType.ISNAD, s.first(), e.last(), (s.confidence() + e.confidence()) / 2));
                out.add(spans.get(i + 1));
                i += 2;
            } else if (s.type() == SegmentType.CLAIMED_SOURCE && i + 1 < spans.size() && spans.get(i + 1).type() == SegmentType.ISNAD
                    && adjacent(s, spans.get(i + 1)) && opensChain(a, s)) {
                TokenSpan e = spans.get(i + 1);
                out.add(new TokenSpan(SegmentType.ISNAD, s.first(), e.last(), e.confidence()));
                out.add(s);
                i += 1;
            } else {
                out.add(s);
            }
        }
        return out;
    }

    private static boolean adjacent(TokenSpan x, TokenSpan y) {
        return y.first() == x.last() + 1;
    }

    /** "روى البخاري": a source that opens the chain it belongs to. */
    private static boolean opensChain(Analysis a, TokenSpan s) {
        Cue c = a.cues()[s.first()];
        return c == Cue.NARRATION || "روي".equals(a.tokens().get(s.first()).norm());
    }

    /** Code-point span of a token run. */
    static int[] codePoints(Analysis a, TokenSpan s) {
        String text = a.text();
        int from = a.tokens().get(s.first()).start();
        int to = a.tokens().get(s.last()).end();
        return new int[] {CodePoints.toCodePoint(text, from), CodePoints.toCodePoint(text, to)};
    }
}
