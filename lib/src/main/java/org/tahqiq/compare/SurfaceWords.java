package org.tahqiq.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The words of a normalized text as the original writes them, so a reason can say "نَوَى → يريد" rather than the
 * normalizer's "نوي → يريد". Each token of the original (a run of letters, digits and combining marks, so
 * "وَاللَّهِ.قَالَ" is two) is normalized alone and matched, in order, with the normalized text's words; a phrase the
 * normalizer drops as a whole (an honorific such as "صلى الله عليه وسلم") is skipped by looking a few tokens ahead. A
 * word no token matches keeps its normalized form.
 */
public final class SurfaceWords {

    /**
     * Tokens looked ahead for a word's match: past the longest phrase the normalizer drops whole (the honorifics run to
     * four words, "صلى الله عليه وسلم") with room to spare. A prior, not tuned; it only bounds the search.
     */
    static final int LOOKAHEAD = 8;

    private SurfaceWords() {
    }

    /**
     * @param original   the text as written
     * @param normalized its normalized words, in order
     * @param normalizer the normalizer that produced them
     * @return one written word per normalized word
     */
    public static List<String> of(String original, List<String> normalized, UnaryOperator<String> normalizer) {
        return match(original, normalized, normalizer).words();
    }

    /** The written words and how many normalized words no token rendered (those keep their normalized form). */
    record Match(List<String> words, int unmatched) {
    }

    static Match match(String original, List<String> normalized, UnaryOperator<String> normalizer) {
        List<String> tokens = tokens(original);
        int next = 0; // the next token to normalize: tokens are normalized only as far as the words reach
        List<String> written = new ArrayList<>();
        List<String> norm = new ArrayList<>();
        List<String> out = new ArrayList<>(normalized.size());
        int at = 0;
        int unmatched = 0;
        for (String w : normalized) {
            while (norm.size() < at + LOOKAHEAD && next < tokens.size()) {
                String token = tokens.get(next++);
                for (String n : normalizer.apply(token).trim().split(" +")) {
                    if (!n.isEmpty()) {
                        written.add(token);
                        norm.add(n);
                    }
                }
            }
            int found = -1;
            for (int i = at; i < Math.min(norm.size(), at + LOOKAHEAD); i++) {
                if (norm.get(i).equals(w)) {
                    found = i;
                    break;
                }
            }
            if (found < 0) {
                out.add(w);
                unmatched++;
            } else {
                out.add(written.get(found));
                at = found + 1;
            }
        }
        return new Match(out, unmatched);
    }

    /** The runs of letters, digits and combining marks of a text, in order. */
    static List<String> tokens(String text) {
        List<String> out = new ArrayList<>();
        int start = -1;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            if (wordPart(cp)) {
                start = start < 0 ? i : start;
            } else if (start >= 0) {
                out.add(text.substring(start, i));
                start = -1;
            }
            i += Character.charCount(cp);
        }
        if (start >= 0) {
            out.add(text.substring(start));
        }
        return out;
    }

    /** The word (run of letters, digits and combining marks) of {@code text} holding the character at {@code index}. */
    public static String wordAt(String text, int index) {
        int from = index;
        int to = index;
        while (from > 0 && wordPart(text.codePointBefore(from))) {
            from -= Character.charCount(text.codePointBefore(from));
        }
        while (to < text.length() && wordPart(text.codePointAt(to))) {
            to += Character.charCount(text.codePointAt(to));
        }
        return text.substring(from, to);
    }

    private static boolean wordPart(int cp) {
        return Character.isLetterOrDigit(cp) || Character.getType(cp) == Character.NON_SPACING_MARK;
    }
}
