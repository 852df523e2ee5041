package org.tahqiq.task4.features;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.ar.ArabicAnalyzer;
import org.apache.lucene.analysis.ar.ArabicStemmer;
import org.tahqiq.text.ArabicNormalizer;
import org.tahqiq.text.Honorifics;

/**
 * Content words as light stems, the way Lucene's Arabic analysis reduces them: SEARCH normalization (letters folded,
 * diacritics dropped), honorific formulas removed, Lucene's Arabic stop words and the function words of questions
 * dropped, then Lucene's light stemmer (article and conjunction prefixes, plural and pronoun suffixes). Questions are
 * modern prose and citations classical text; light stems let "الصيام", "صيام" and "وصيامه" meet.
 */
public final class ArabicTerms {

    /** Words that carry the form of a question, not its topic. */
    private static final List<String> QUESTION_WORDS = List.of("هل", "ما", "ماذا", "لماذا", "كيف", "متي", "اين", "كم",
            "من", "اذا", "لو", "ان", "او", "ام", "لا", "نعم", "يا", "اي", "انا", "انت", "نحن", "هو", "هي", "هم",
            "عليه", "عليها", "له", "لها", "لي", "بعد", "قبل", "عند", "مع", "كل", "بعض", "غير", "الذي", "التي", "الذين",
            "قال", "يقول", "قالت", "تعالي", "سبحانه", "حديث", "الحديث", "ايه", "الايه", "قوله", "رسول", "النبي",
            "شيء", "شي", "ذلك", "هذا", "هذه", "تلك", "كان", "كانت", "يكون", "فيه", "فيها", "به", "بها", "منه", "منها");

    private static final Set<String> STOP = stopWords();

    /** Stems shorter than this carry no topic (mostly clitic leftovers). */
    static final int MIN_STEM = 2;

    private ArabicTerms() {
    }

    private static Set<String> stopWords() {
        Set<String> out = new HashSet<>();
        CharArraySet lucene = ArabicAnalyzer.getDefaultStopSet();
        for (Object o : lucene) {
            out.add(ArabicNormalizer.normalize(new String((char[]) o), ArabicNormalizer.Level.SEARCH));
        }
        QUESTION_WORDS.forEach(w -> out.add(ArabicNormalizer.normalize(w, ArabicNormalizer.Level.SEARCH)));
        return out;
    }

    /** The text's content stems in order (repeats kept). */
    public static List<String> stems(String text) {
        List<String> out = new ArrayList<>();
        ArabicStemmer stemmer = new ArabicStemmer();
        for (String w : words(text)) {
            String s = stem(stemmer, w);
            if (s != null) {
                out.add(s);
            }
        }
        return out;
    }

    /**
     * The text's words (normalized, as {@link #stems} reads them) whose stem is one of {@code stems}, each once, in
     * order: what to show a reader for shared stems.
     */
    public static List<String> wordsWithStems(String text, java.util.Collection<String> stems, int atMost) {
        Set<String> wanted = new java.util.HashSet<>(stems);
        Set<String> seen = new java.util.HashSet<>();
        List<String> out = new ArrayList<>();
        ArabicStemmer stemmer = new ArabicStemmer();
        for (String w : words(text)) {
            String s = stem(stemmer, w);
            if (s != null && wanted.contains(s) && seen.add(s) && out.size() < atMost) {
                out.add(w);
            }
        }
        return out;
    }

    private static List<String> words(String text) {
        String norm = Honorifics.strip(ArabicNormalizer.normalize(text, ArabicNormalizer.Level.SEARCH));
        return norm.isEmpty() ? List.of() : List.of(norm.split(" "));
    }

    /** A normalized word's content stem, or null for a stop word, a number or a stem too short. */
    private static String stem(ArabicStemmer stemmer, String w) {
        if (STOP.contains(w) || isDigits(w)) {
            return null;
        }
        char[] c = w.toCharArray();
        int n = stemmer.stem(c, c.length);
        if (n < MIN_STEM) {
            return null;
        }
        String s = new String(c, 0, n);
        return STOP.contains(s) ? null : s;
    }

    private static boolean isDigits(String w) {
        for (int i = 0; i < w.length(); i++) {
            if (w.charAt(i) < '0' || w.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
