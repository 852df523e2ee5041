package org.tahqiq.task1.analysis;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Finds the delimited stretches of an answer: quotation marks of every kind models use, braces and ornate
 * parentheses around verses, round and square brackets around references, markdown bold, and tag pairs such as
 * {@code <aya_start> ... <aya_end>}. Marks that open and close alike (straight quotes, bold) pair in order of
 * appearance; a blank line ends every pair still open except tags, because models never run a quote across
 * paragraphs but do wrap several paragraphs in tags.
 */
public final class QuoteStructure {

    private QuoteStructure() {
    }

    /** The pairs, ordered by opening token. */
    public static List<Quote> find(List<Token> tokens) {
        List<Quote> out = new ArrayList<>();
        Map<QuoteKind, Deque<Integer>> open = new EnumMap<>(QuoteKind.class);
        for (QuoteKind k : QuoteKind.values()) {
            open.put(k, new ArrayDeque<>());
        }
        Deque<Integer> tags = new ArrayDeque<>();
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.newlinesBefore() >= 2) {
                open.values().forEach(Deque::clear);
            }
            if (t.kind() == TokenKind.TAG) {
                String name = tagName(t.text());
                if (isTagOpen(t.text())) {
                    tags.push(i);
                } else {
                    for (var it = tags.iterator(); it.hasNext(); ) {
                        int o = it.next();
                        if (tagName(tokens.get(o).text()).equals(name)) {
                            it.remove();
                            out.add(new Quote(o, i, QuoteKind.TAG));
                            break;
                        }
                    }
                }
                continue;
            }
            if (t.kind() != TokenKind.PUNCT) {
                continue;
            }
            Delimiter d = delimiter(t.text());
            if (d == null) {
                continue;
            }
            Deque<Integer> stack = open.get(d.kind);
            if (d.role == Role.TOGGLE) {
                if (stack.isEmpty()) {
                    stack.push(i);
                } else {
                    out.add(new Quote(stack.pop(), i, d.kind));
                }
            } else if (d.role == Role.OPEN) {
                stack.push(i);
            } else if (!stack.isEmpty()) {
                out.add(new Quote(stack.pop(), i, d.kind));
            }
        }
        out.sort(Comparator.comparingInt(Quote::open));
        return out;
    }

    private enum Role { OPEN, CLOSE, TOGGLE }

    private record Delimiter(QuoteKind kind, Role role) {
    }

    private static Delimiter delimiter(String text) {
        if (text.equals("**") || text.equals("__")) {
            return new Delimiter(QuoteKind.BOLD, Role.TOGGLE);
        }
        if (text.length() != 1) {
            return null;
        }
        return switch (text.charAt(0)) {
            case '"' -> new Delimiter(QuoteKind.DOUBLE, Role.TOGGLE);
            case '\'' -> new Delimiter(QuoteKind.SINGLE, Role.TOGGLE);
            case '\u201C', '\u201D', '\u2018', '\u2019', '\u201E' -> new Delimiter(QuoteKind.CURLY, Role.TOGGLE);
            case '\u00AB' -> new Delimiter(QuoteKind.GUILLEMET, Role.OPEN);
            case '\u00BB' -> new Delimiter(QuoteKind.GUILLEMET, Role.CLOSE);
            case '{' -> new Delimiter(QuoteKind.BRACE, Role.OPEN);
            case '}' -> new Delimiter(QuoteKind.BRACE, Role.CLOSE);
            // Written in either order: logically the verse opens with U+FD3F in most texts, U+FD3E in some.
            case '\uFD3E', '\uFD3F' -> new Delimiter(QuoteKind.ORNATE, Role.TOGGLE);
            case '(' -> new Delimiter(QuoteKind.PAREN, Role.OPEN);
            case ')' -> new Delimiter(QuoteKind.PAREN, Role.CLOSE);
            case '[' -> new Delimiter(QuoteKind.BRACKET, Role.OPEN);
            case ']' -> new Delimiter(QuoteKind.BRACKET, Role.CLOSE);
            default -> null;
        };
    }

    public static boolean isTagOpen(String tag) {
        return !tag.startsWith("</") && !tag.endsWith("_end>");
    }

    /** "aya" for {@code <aya_start>}, {@code <aya_end>}, {@code <aya>} and {@code </aya>}. */
    static String tagName(String tag) {
        String s = tag.substring(tag.startsWith("</") ? 2 : 1, tag.length() - 1);
        if (s.endsWith("_start")) {
            return s.substring(0, s.length() - 6);
        }
        if (s.endsWith("_end")) {
            return s.substring(0, s.length() - 4);
        }
        return s;
    }

    /** For each token, the innermost quote whose content holds it (index into {@code quotes}), or -1. */
    public static int[] innermost(int tokens, List<Quote> quotes) {
        int[] in = new int[tokens];
        java.util.Arrays.fill(in, -1);
        // Quotes are ordered by opening token; a later-opening quote that contains the token is the more inner one.
        for (int q = 0; q < quotes.size(); q++) {
            Quote x = quotes.get(q);
            for (int i = x.open() + 1; i < x.close(); i++) {
                if (in[i] < 0 || quotes.get(in[i]).open() < x.open()) {
                    in[i] = q;
                }
            }
        }
        return in;
    }
}
