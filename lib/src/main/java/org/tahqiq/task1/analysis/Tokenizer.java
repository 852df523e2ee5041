package org.tahqiq.task1.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.tahqiq.text.ArabicNormalizer;

/**
 * Splits an answer into {@link Token}s so that every span boundary the gold draws falls between tokens:
 * quote marks, brackets, colons and verse numbers stand alone, and a leading و/ف is split off the few
 * words that open a chain ("وعن أبي هريرة" — the gold isnad starts at عن).
 */
public final class Tokenizer {

    /** Words that, glued to a leading و or ف, open an isnad or a citation; SEARCH-normalized. */
    static final Set<String> CLITIC_HOSTS = Set.of("عن", "روي", "يروي", "يقول", "تقول", "قال", "قالت", "رواه",
            "اخرجه", "اخرج", "حدثنا", "اخبرنا", "سمعت", "في");

    /** Marks whose repetitions form one token. */
    private static final String RUNS = "*_.-=#~";
    private static final char WAW = '\u0648';
    private static final char FA = '\u0641';

    private Tokenizer() {
    }

    public static List<Token> tokenize(String s) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        int n = s.length();
        int newlines = 0;
        boolean space = false;
        while (i < n) {
            int cp = s.codePointAt(i);
            int w = Character.charCount(cp);
            if (isSpace(cp)) {
                if (cp == '\n') {
                    newlines++;
                }
                space = true;
                i += w;
                continue;
            }
            int start = i;
            TokenKind kind;
            if (isWordChar(cp)) {
                while (i < n && isWordChar(s.codePointAt(i))) {
                    i += Character.charCount(s.codePointAt(i));
                }
                kind = TokenKind.WORD;
            } else if (Character.isDigit(cp)) {
                while (i < n && Character.isDigit(s.codePointAt(i))) {
                    i += Character.charCount(s.codePointAt(i));
                }
                kind = TokenKind.NUMBER;
            } else if (cp == '<' && tagEnd(s, i) > 0) {
                i = tagEnd(s, i);
                kind = TokenKind.TAG;
            } else {
                i += w;
                // Markdown runs (**, ---, ...) are one mark; brackets and quotes always pair one by one.
                if (RUNS.indexOf(cp) >= 0) {
                    while (i < n && s.codePointAt(i) == cp) {
                        i++;
                    }
                }
                kind = TokenKind.PUNCT;
            }
            if (kind == TokenKind.WORD) {
                int split = cliticSplit(s, start, i);
                if (split > 0) {
                    out.add(word(s, start, split, newlines, space));
                    newlines = 0;
                    space = false;
                    start = split;
                }
                out.add(word(s, start, i, newlines, space));
            } else {
                String text = s.substring(start, i);
                String norm = kind == TokenKind.NUMBER ? ArabicNormalizer.normalize(text, ArabicNormalizer.Level.LETTERS) : text;
                out.add(new Token(start, i, text, norm, kind, 0, newlines, space));
            }
            newlines = 0;
            space = false;
        }
        return out;
    }

    private static Token word(String s, int start, int end, int newlines, boolean space) {
        String text = s.substring(start, end);
        int marks = 0;
        for (int k = 0; k < text.length(); k++) {
            if (Character.getType(text.charAt(k)) == Character.NON_SPACING_MARK) {
                marks++;
            }
        }
        String norm = ArabicNormalizer.normalize(text, ArabicNormalizer.Level.SEARCH);
        return new Token(start, end, text, norm.isEmpty() ? text : norm, TokenKind.WORD, marks, newlines, space);
    }

    /** Index after a leading و/ف to split off, or -1. */
    private static int cliticSplit(String s, int start, int end) {
        char c = s.charAt(start);
        if (c != WAW && c != FA) {
            return -1;
        }
        int k = start + 1;
        while (k < end && Character.getType(s.charAt(k)) == Character.NON_SPACING_MARK) {
            k++;
        }
        if (k >= end) {
            return -1;
        }
        String rest = ArabicNormalizer.normalize(s.substring(k, end), ArabicNormalizer.Level.SEARCH);
        return CLITIC_HOSTS.contains(rest) ? k : -1;
    }

    /** End of a tag such as {@code <aya_start>} beginning at {@code i}, or -1. */
    private static int tagEnd(String s, int i) {
        int k = i + 1;
        if (k < s.length() && s.charAt(k) == '/') {
            k++;
        }
        int letters = 0;
        while (k < s.length() && (Character.isLetter(s.charAt(k)) && s.charAt(k) < 0x80 || s.charAt(k) == '_')) {
            k++;
            letters++;
        }
        return letters > 0 && letters <= 20 && k < s.length() && s.charAt(k) == '>' ? k + 1 : -1;
    }

    static boolean isSpace(int cp) {
        return Character.isWhitespace(cp) || Character.isSpaceChar(cp) || Character.getType(cp) == Character.FORMAT;
    }

    static boolean isWordChar(int cp) {
        int t = Character.getType(cp);
        return Character.isLetter(cp) || t == Character.NON_SPACING_MARK || t == Character.COMBINING_SPACING_MARK
                || cp == 0x0640 || cp == 0xFDFA || cp == 0xFDFB;
    }
}
