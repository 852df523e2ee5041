package org.tahqiq.task1;

import java.util.ArrayList;
import java.util.List;
import org.tahqiq.dataset.SegmentType;

/**
 * The gold's boundary conventions, applied to the labeller's runs: a quote's text excludes the marks, braces, ornate
 * parentheses and tags around it and the punctuation after it; a claimed source excludes its outer brackets (inner
 * ones stay: "سورة البقرة (2:185)") and never crosses a line; an isnad ends with its colon.
 */
public final class BoundaryRules {

    private BoundaryRules() {
    }

    static List<TokenSpan> apply(Analysis a, List<TokenSpan> spans) {
        List<TokenSpan> out = new ArrayList<>();
        for (TokenSpan s : spans) {
            TokenSpan r = switch (s.type()) {
                case AYAH, MATN -> quote(a, s);
                case CLAIMED_SOURCE -> source(a, s);
                case ISNAD -> isnad(a, s);
            };
            if (r != null && !r.isEmpty()) {
                out.add(r);
            }
        }
        return out;
    }

    /** Ayah and matn: no delimiter or trailing punctuation at either edge. */
    static TokenSpan quote(Analysis a, TokenSpan s) {
        int f = s.first();
        int l = s.last();
        while (f <= l && !a.tokens().get(f).isWord()) {
            f++;
        }
        while (l >= f && isTrailingJunk(a.tokens().get(l))) {
            l--;
        }
        return s.withBounds(f, l);
    }

    private static boolean isTrailingJunk(Token t) {
        return t.kind() == TokenKind.TAG || t.kind() == TokenKind.PUNCT && isDelimiter(t);
    }

    /** claimed_source: outer brackets off, unbalanced edge brackets off, one line only. */
    static TokenSpan source(Analysis a, TokenSpan s) {
        int f = s.first();
        int l = s.last();
        // One line: keep the longest single-line piece.
        int bestF = f;
        int bestL = f - 1;
        int from = f;
        for (int i = f; i <= l + 1; i++) {
            if (i == l + 1 || (i > from && a.tokens().get(i).startsLine())) {
                if (i - 1 - from > bestL - bestF) {
                    bestF = from;
                    bestL = i - 1;
                }
                from = i;
            }
        }
        f = bestF;
        l = bestL;
        boolean changed = true;
        while (changed && f <= l) {
            changed = false;
            Token first = a.tokens().get(f);
            Token last = a.tokens().get(l);
            if (isOpenBracket(first) && isCloseBracket(last) && matches(a, f, l)) {
                f++;
                l--;
                changed = true;
                continue;
            }
            if (isEdgeJunk(first) || isCloseBracket(first) || isOpenBracket(first) && !closesWithin(a, f, l)) {
                f++;
                changed = true;
            }
            if (f <= l) {
                last = a.tokens().get(l);
                if (isEdgeJunk(last) || isOpenBracket(last) || isCloseBracket(last) && !opensWithin(a, f, l)) {
                    l--;
                    changed = true;
                }
            }
        }
        return s.withBounds(f, l);
    }

    /** isnad: starts at a word, and ends with the colon right after it when there is one. */
    static TokenSpan isnad(Analysis a, TokenSpan s) {
        int f = s.first();
        int l = s.last();
        while (f <= l && !a.tokens().get(f).isWord()) {
            f++;
        }
        while (l >= f && !a.tokens().get(l).isWord() && !a.tokens().get(l).isPunct(':')) {
            l--;
        }
        if (l >= f && l + 1 < a.size() && a.tokens().get(l + 1).isPunct(':') && !a.tokens().get(l + 1).startsLine()) {
            l++;
        }
        return s.withBounds(f, l);
    }

    private static boolean isEdgeJunk(Token t) {
        if (t.kind() == TokenKind.TAG) {
            return true;
        }
        if (t.kind() != TokenKind.PUNCT) {
            return false;
        }
        char c = t.text().charAt(0);
        return c != '(' && c != ')' && c != '[' && c != ']';
    }

    private static boolean isDelimiter(Token t) {
        return "\"'\u00AB\u00BB{}()[]\uFD3E\uFD3F\u201C\u201D\u2018\u2019*_<>.,\u060C:;\u061B!?\u061F-\u2013\u2014".indexOf(t.text().charAt(0)) >= 0;
    }

    private static boolean isOpenBracket(Token t) {
        return t.kind() == TokenKind.PUNCT && (t.text().charAt(0) == '(' || t.text().charAt(0) == '[');
    }

    private static boolean isCloseBracket(Token t) {
        return t.kind() == TokenKind.PUNCT && (t.text().charAt(0) == ')' || t.text().charAt(0) == ']');
    }

    private static boolean matches(Analysis a, int open, int close) {
        for (Quote q : a.quotes()) {
            if (q.open() == open) {
                return q.close() == close;
            }
        }
        return false;
    }

    private static boolean closesWithin(Analysis a, int open, int last) {
        for (Quote q : a.quotes()) {
            if (q.open() == open) {
                return q.close() <= last;
            }
        }
        return false;
    }

    private static boolean opensWithin(Analysis a, int first, int close) {
        for (Quote q : a.quotes()) {
            if (q.close() == close) {
                return q.open() >= first;
            }
        }
        return false;
    }
}
