package org.tahqiq.index;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A narrator's asides inside a record («…لأخيه أو قال لجاره ما يحب لنفسه»): where a quote is not word for word in a
 * narration, it may be once an aside and up to {@link #MAX_OTHER_WORDS} words after it (the other wording it names) are
 * set aside. The asides are data: {@code narrator-asides.txt}.
 */
public final class NarratorAsides {

    /** Words after an aside that may name the other wording: one or two in the records read (a design value). */
    static final int MAX_OTHER_WORDS = 2;

    private static final List<String> ASIDES = load();

    private NarratorAsides() {
    }

    /**
     * Where {@code q} stands word for word in {@code text} once one aside (with up to {@link #MAX_OTHER_WORDS} words
     * after it) is left out: the start and end of the window in {@code text}, or null.
     */
    public static int[] wordAlignedAround(String text, String q) {
        for (String aside : ASIDES) {
            for (int at = text.indexOf(aside); at >= 0; at = text.indexOf(aside, at + 1)) {
                int end = at + aside.length();
                if (at > 0 && text.charAt(at - 1) != ' ' || end < text.length() && text.charAt(end) != ' ') {
                    continue;
                }
                int cut = end;
                for (int extra = 0; extra <= MAX_OTHER_WORDS; extra++) {
                    String without = text.substring(0, at) + text.substring(Math.min(text.length(), cut + (cut < text.length() ? 1 : 0)));
                    int found = HadithMatcher.wordAligned(without.strip(), q);
                    if (found >= 0 && found < at && found + q.length() > at) {
                        // the quote spans the place of the aside: map its window back onto the text
                        int removed = text.length() - without.strip().length();
                        return new int[] {found, found + q.length() + removed};
                    }
                    int next = text.indexOf(' ', cut + 1);
                    if (cut >= text.length()) {
                        break;
                    }
                    cut = next < 0 ? text.length() : next;
                }
            }
        }
        return null;
    }

    private static List<String> load() {
        List<String> out = new ArrayList<>();
        try (InputStream in = NarratorAsides.class.getResourceAsStream("narrator-asides.txt")) {
            if (in == null) {
                throw new IllegalStateException("resource missing: org/tahqiq/index/narrator-asides.txt");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    out.add(line.strip());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.copyOf(out);
    }
}
