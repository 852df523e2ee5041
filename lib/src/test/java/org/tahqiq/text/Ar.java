package org.tahqiq.text;

/**
 * Test fixtures without literal combining marks in the source: Arabic letters are written as they
 * are, and each mark by an ASCII stand-in (Buckwalter-like) that {@link #t} replaces.
 */
public final class Ar {

    public static final char FATHATAN = '\u064B';
    public static final char DAMMATAN = '\u064C';
    public static final char KASRATAN = '\u064D';
    public static final char FATHA = '\u064E';
    public static final char DAMMA = '\u064F';
    public static final char KASRA = '\u0650';
    public static final char SHADDA = '\u0651';
    public static final char SUKUN = '\u0652';
    public static final char SUPERSCRIPT_ALEF = '\u0670';
    public static final char TATWEEL = '\u0640';

    private Ar() {
    }

    /**
     * Replaces a fatha, u damma, i kasra, o sukun, ~ shadda, F fathatan, N dammatan, K kasratan,
     * ` superscript alef, _ tatweel. Other chars are copied. Test comments use the same notation.
     */
    public static String t(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            sb.append(switch (c) {
                case 'a' -> FATHA;
                case 'u' -> DAMMA;
                case 'i' -> KASRA;
                case 'o' -> SUKUN;
                case '~' -> SHADDA;
                case 'F' -> FATHATAN;
                case 'N' -> DAMMATAN;
                case 'K' -> KASRATAN;
                case '`' -> SUPERSCRIPT_ALEF;
                case '_' -> TATWEEL;
                default -> c;
            });
        }
        return sb.toString();
    }
}
