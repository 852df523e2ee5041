package org.tahqiq.text;

/**
 * Python counts string offsets in code points; Java strings index UTF-16 units. Every offset that
 * crosses the boundary between the data files and Java goes through here.
 */
public final class CodePoints {

    private CodePoints() {
    }

    /** Number of code points, i.e. Python's {@code len(s)}. */
    public static int length(String s) {
        return s.codePointCount(0, s.length());
    }

    /** UTF-16 index of code-point offset {@code cp}, clipped to the string like Python slicing. */
    public static int toCharIndex(String s, int cp) {
        if (cp <= 0) {
            return 0;
        }
        int n = length(s);
        return cp >= n ? s.length() : s.offsetByCodePoints(0, cp);
    }

    /** Code-point offset of UTF-16 index {@code charIndex}. */
    public static int toCodePoint(String s, int charIndex) {
        return s.codePointCount(0, Math.min(Math.max(charIndex, 0), s.length()));
    }

    /** Python's {@code s[start:end]} for code-point offsets 0 ≤ start ≤ end ≤ len. */
    public static String substring(String s, int start, int end) {
        return s.substring(toCharIndex(s, start), toCharIndex(s, end));
    }
}
