package org.tahqiq.kernel;

/** Jupyter counts cursor positions in code points; Java strings index UTF-16 units. */
final class CodePointOffsets {

    private CodePointOffsets() {}

    /** The UTF-16 index of code point {@code cursor} (clamped to the string). */
    static int toUtf16(String s, int cursor) {
        int points = s.codePointCount(0, s.length());
        return s.offsetByCodePoints(0, Math.max(0, Math.min(cursor, points)));
    }

    /** The code point count before UTF-16 index {@code index}. */
    static int toCodePoints(String s, int index) {
        return s.codePointCount(0, Math.max(0, Math.min(index, s.length())));
    }
}
