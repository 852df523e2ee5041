package org.tahqiq.correct;

import org.tahqiq.text.Task3Standardizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Cuts a corpus matn down to the Prophet's words, as the official corpus's {@code Matn} field does. The
 * stand-in corpus often keeps the attribution ("قال رسول الله صلى الله عليه وسلم ...", "عن النبي صلى الله
 * عليه وسلم قال ...", a leading "قال") and At-Tirmidhi's grading note ("قال أبو عيسى ...") inside the matn,
 * so its text never equals a gold correction although the hadith is the same. Measured on the gold
 * corrections: equal stand-in records rise from 18 to 53 of 80 dev rows, 262 to 731 of 1,029 train rows.
 *
 * <p>Works on words: each whitespace token is compared in its {@link Task3Standardizer#hadith} form, and the
 * kept tokens are returned verbatim (diacritics and punctuation as the corpus writes them).
 */
public final class MatnTrimmer {

    private static final List<String> PBUH = List.of("صلي", "الله", "عليه", "وسلم");
    private static final Set<String> AFTER_PBUH = Set.of("قال", "يقول", "فقال");
    private static final Set<String> SPEECH = Set.of("قال", "قالت", "يقول", "فقال", "سمعت", "سمع");
    private static final Set<String> SAID = Set.of("قال", "قالت");
    /** The formula must start within this many words to be an attribution rather than part of the text. */
    private static final int PBUH_WITHIN = 9;

    private MatnTrimmer() {
    }

    public static String trim(String matn) {
        String[] tokens = matn.strip().split("\\s+");
        List<Integer> at = new ArrayList<>(); // token index of each standardized word
        List<String> words = new ArrayList<>();
        for (int i = 0; i < tokens.length; i++) {
            String w = Task3Standardizer.hadith(tokens[i]);
            if (!w.isEmpty()) {
                at.add(i);
                words.add(w);
            }
        }
        int[] range = trimWords(words);
        if (range[0] >= range[1]) {
            return matn.strip(); // nothing would be left: the rules misfired, keep the text whole
        }
        int from = range[0] == 0 ? 0 : at.get(range[0]);
        int to = range[1] == words.size() ? tokens.length : at.get(range[1]);
        return String.join(" ", java.util.Arrays.asList(tokens).subList(from, to));
    }

    /** [start, end) of the words to keep. */
    static int[] trimWords(List<String> w) {
        int start = 0;
        int end = w.size();
        for (int i = 0; i < Math.min(PBUH_WITHIN, w.size() - PBUH.size()); i++) {
            if (w.subList(i, i + PBUH.size()).equals(PBUH)) {
                int j = i + PBUH.size();
                if (j < w.size() && AFTER_PBUH.contains(w.get(j))) {
                    start = j + 1; // "... صلى الله عليه وسلم قال: <text>"
                } else if (SPEECH.contains(w.get(0))) {
                    start = j; // "قال رسول الله صلى الله عليه وسلم <text>"
                }
                break;
            }
        }
        if (start == 0) {
            // "قال <text>" or a narrator's name left over from the isnad: "عائشة قالت <text>"
            for (int i = 0; i < Math.min(3, w.size()); i++) {
                if (SAID.contains(w.get(i))) {
                    start = i + 1;
                    break;
                }
            }
        }
        for (int i = start; i + 2 < w.size(); i++) {
            if (w.get(i).equals("قال") && w.get(i + 1).equals("ابو") && w.get(i + 2).equals("عيسي")) {
                end = i; // At-Tirmidhi's grading, not part of the hadith
                break;
            }
        }
        return new int[] {start, end};
    }
}
