package org.tahqiq.text;

import java.util.ArrayList;
import java.util.List;

/**
 * Python's notion of whitespace, so that token splitting and whitespace collapsing agree with the
 * official (Python) scorers and with RapidFuzz.
 */
public final class PyText {

    private PyText() {
    }

    /**
     * Python's {@code str.isspace()} for one UTF-16 unit. Java's {@code isWhitespace} leaves out the
     * no-break spaces (U+00A0, U+2007, U+202F) and {@code isSpaceChar} leaves out the ASCII controls,
     * so the union plus NEL (U+0085) is Python's set.
     */
    public static boolean isSpace(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c) || c == '\u0085';
    }

    /** Python's {@code s.split()}: maximal runs of non-whitespace. */
    public static List<String> split(String s) {
        List<String> out = new ArrayList<>();
        int n = s.length();
        int i = 0;
        while (i < n) {
            while (i < n && isSpace(s.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < n && !isSpace(s.charAt(i))) {
                i++;
            }
            if (i > start) {
                out.add(s.substring(start, i));
            }
        }
        return out;
    }

    /** Python's {@code " ".join(s.split())}. */
    public static String collapse(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        boolean pending = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (isSpace(c)) {
                pending = sb.length() > 0;
            } else {
                if (pending) {
                    sb.append(' ');
                    pending = false;
                }
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
