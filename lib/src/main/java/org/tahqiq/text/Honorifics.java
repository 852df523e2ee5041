package org.tahqiq.text;

import java.util.List;

/**
 * Removes the formulaic blessings writers add around names (صلى الله عليه وسلم, رضي الله عنه, ...): a quote is
 * not wrong for adding or omitting them, and they would otherwise dominate short spans.
 * Works on SEARCH-normalized text, where the phrases below are written as the normalizer writes them.
 */
public final class Honorifics {

    // Longest first, so that a longer formula is not left half removed by a shorter one.
    private static final List<String> PHRASES = List.of(
            "صلي الله عليه واله وسلم", "صلي الله عليه وعلي اله وسلم", "صلي الله عليه وسلم",
            "صلي الله عليه", "عليه الصلاه والسلام", "عليهم السلام", "عليه السلام", "عليها السلام",
            "رضي الله تعالي عنهما", "رضي الله تعالي عنها", "رضي الله تعالي عنه", "رضي الله عنهما",
            "رضي الله عنهم", "رضي الله عنها", "رضي الله عنه", "رحمه الله تعالي", "رحمه الله");

    private Honorifics() {
    }

    /** The formulas removed, longest first. */
    public static List<String> phrases() {
        return PHRASES;
    }

    /** The text without the formulas, spaces re-collapsed. */
    public static String strip(String normalized) {
        String s = normalized;
        for (String p : PHRASES) {
            int at = indexOfWords(s, p, 0);
            while (at >= 0) {
                s = s.substring(0, at) + s.substring(at + p.length());
                at = indexOfWords(s, p, at);
            }
        }
        return collapse(s);
    }

    private static int indexOfWords(String s, String p, int from) {
        for (int at = s.indexOf(p, from); at >= 0; at = s.indexOf(p, at + 1)) {
            int end = at + p.length();
            if ((at == 0 || s.charAt(at - 1) == ' ') && (end == s.length() || s.charAt(end) == ' ')) {
                return at;
            }
        }
        return -1;
    }

    private static String collapse(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == ' ' && (sb.length() == 0 || sb.charAt(sb.length() - 1) == ' ')) {
                continue;
            }
            sb.append(c);
        }
        int n = sb.length();
        return n > 0 && sb.charAt(n - 1) == ' ' ? sb.substring(0, n - 1) : sb.toString();
    }
}
