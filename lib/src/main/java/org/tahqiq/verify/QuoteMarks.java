package org.tahqiq.verify;

import org.tahqiq.text.CodePoints;

/**
 * How a quoted segment is set off in the answer: by a mark on both sides («...», "...", {...}, ﴿...﴾, (...), [...],
 * **...**, {@code <aya_start>...<aya_end>}), on one side only, or by none (a verse run into the sentence after
 * "قال تعالى:"). The detector leans on the marks, so its recall is read apart for each.
 */
public enum QuoteMarks {
    BOTH("in marks"), ONE_SIDE("a mark on one side"), NONE("no marks");

    /** Opening marks: " ' « “ ‘ { ( [ * (markdown bold), and either ornate parenthesis (texts use both ways round). */
    static final String OPENING = "\"'\u00AB\u201C\u2018{([*\uFD3E\uFD3F";
    /** Closing marks: " ' » ” ’ } ) ] *, and either ornate parenthesis. */
    static final String CLOSING = "\"'\u00BB\u201D\u2019})]*\uFD3E\uFD3F";
    /** Skipped between a quote and its closing mark: the gold leaves a quote's final stop outside it, "«...».". */
    static final String STOPS = ".,\u060C\u061B;!?\u061F";

    private final String label;

    QuoteMarks(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The marks around the code-point span [start, end) of {@code answer}. */
    public static QuoteMarks around(String answer, int start, int end) {
        int from = CodePoints.toCharIndex(answer, start);
        int to = CodePoints.toCharIndex(answer, end);
        boolean before = openedAt(answer, from);
        boolean after = closedAt(answer, to);
        return before && after ? BOTH : before || after ? ONE_SIDE : NONE;
    }

    private static boolean openedAt(String s, int from) {
        int i = from - 1;
        while (i >= 0 && Character.isWhitespace(s.charAt(i))) {
            i--;
        }
        return i >= 0 && (OPENING.indexOf(s.charAt(i)) >= 0 || s.charAt(i) == '>' && tagEndingAt(s, i).endsWith("_start>"));
    }

    private static boolean closedAt(String s, int to) {
        int j = to;
        while (j < s.length() && (Character.isWhitespace(s.charAt(j)) || STOPS.indexOf(s.charAt(j)) >= 0)) {
            j++;
        }
        return j < s.length() && (CLOSING.indexOf(s.charAt(j)) >= 0 || s.charAt(j) == '<' && s.startsWith("_end>", tagNameEnd(s, j)));
    }

    /** The tag "<...>" that ends at index {@code close} (its '>'), or "" when there is none on the line. */
    private static String tagEndingAt(String s, int close) {
        int open = s.lastIndexOf('<', close);
        return open < 0 || s.substring(open, close).indexOf('\n') >= 0 ? "" : s.substring(open, close + 1);
    }

    /** Where the name of the tag opening at {@code open} ends (at its "_end>" when it is a closing tag). */
    private static int tagNameEnd(String s, int open) {
        int k = open + 1;
        while (k < s.length() && (Character.isLetter(s.charAt(k)) || s.charAt(k) == '/')) {
            k++;
        }
        return k;
    }
}
