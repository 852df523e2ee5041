package org.tahqiq.correct;

import java.util.regex.Pattern;

/**
 * The official Subtask 3 text standardizations, applied to both the prediction and every gold alternative
 * before they are compared for equality (see NOTES.md, "Official scorer semantics → Task 3").
 */
public final class Task3Standardizer {

    private static final char FATHA = '\u064E';
    private static final char DAMMA = '\u064F';
    private static final char KASRA = '\u0650';
    private static final char SUKUN = '\u0652';
    private static final char FATHATAN = '\u064B';
    private static final char TATWEEL = '\u0640';
    private static final Pattern SPACES = Pattern.compile("\\s+", Pattern.UNICODE_CHARACTER_CLASS); // Unicode spaces, as Python's \s

    private Task3Standardizer() {
    }

    /** Qur'an standardization: keeps most diacritics, unifies the spellings that vary between editions. */
    public static String quran(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            sb.append(switch (c) {
                case 'أ', 'إ', 'آ', 'ٱ' -> 'ا';
                case 'ى', 'ئ' -> 'ي';
                case 'ة' -> 'ه';
                case 'ؤ' -> 'و';
                default -> c;
            });
        }
        // The order is the specification's: each step sees the output of the previous one.
        String t = sb.toString()
                .replace("" + FATHA + 'ا', "ا")
                .replace("" + KASRA + 'ي', "ي")
                .replace("" + DAMMA + 'و', "و")
                .replace("ال" + SUKUN, "ال")
                .replace(String.valueOf(SUKUN), "")
                .replace("ا" + FATHA, "ا")
                .replace("ا" + KASRA, "ا")
                .replace("ل" + KASRA + "ا", "لا")
                .replace("ا" + FATHATAN, FATHATAN + "ا");
        return SPACES.matcher(t).replaceAll(" ").strip();
    }

    /** Hadith standardization: the Qur'an one, then only Arabic letters (U+0621–U+064A) and single spaces remain. */
    public static String hadith(String s) {
        String q = quran(s);
        StringBuilder sb = new StringBuilder(q.length());
        for (int i = 0; i < q.length(); i++) {
            char c = q.charAt(i);
            if (c != TATWEEL && (c >= '\u0621' && c <= '\u064A' || isSpace(c))) {
                sb.append(c);
            }
        }
        return SPACES.matcher(sb).replaceAll(" ").strip();
    }

    private static boolean isSpace(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c);
    }
}
