package org.tahqiq.corpus;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.BeforeContainer;
import org.tahqiq.corpus.QuranText.ExactMatch;
import org.tahqiq.testing.DevData;
import org.tahqiq.text.ArabicNormalizer;
import org.tahqiq.text.rasm.Rasm;

/**
 * Both directions of the equivalence over the corpus's own verses: a run of a verse's words, with its marks or without,
 * is found at its place through the rasm; the same run with one letter changed so that a word becomes another word of
 * the Qur'an is not found there.
 */
class QuranRasmPropertiesTest {

    /**
     * Runs of at least this many words: a pause mark is no word, and a shorter run («إن الله») recurs in more places
     * than a look-up lists (QuranRasm's cap; such a quote is too short to judge).
     */
    private static final int MIN_WORDS = 5;
    private static final String CONSONANTS = "بتثجحخدذرزسشصضطظعغفقكلمنه";
    static QuranCorpus quran;
    static java.util.Set<String> vocabulary;

    @BeforeContainer
    static void load() {
        quran = QuranCorpus.load(DevData.corporaOrSkip("QuranRasmPropertiesTest").quran());
        vocabulary = new java.util.HashSet<>();
        for (Verse v : quran.verses()) {
            for (String w : v.text().split(" ")) {
                vocabulary.add(Rasm.word(w, 0, w.length(), Rasm.Reading.PLAIN));
            }
        }
    }

    record Run(int verse, String text) {
    }

    @Provide
    Arbitrary<Run> runs() {
        return Arbitraries.integers().between(0, 6235).flatMap(v -> {
            String[] words = quran.get(v).text().trim().split("\\s+");
            int n = words.length;
            return Arbitraries.integers().between(0, Math.max(0, n - 3))
                    .flatMap(a -> Arbitraries.integers().between(Math.min(n, a + 3), n)
                            .map(b -> new Run(v, String.join(" ", Arrays.copyOfRange(words, a, b)))));
        }).filter(r -> QuranText.Query.of(r.text()).words() >= MIN_WORDS);
    }

    static boolean foundIn(String quote, int verse) {
        for (Rasm.Reading r : Rasm.Reading.MATCHING) {
            List<ExactMatch> m = quran.rasm(r).occurrences(quote, r);
            if (m.stream().anyMatch(x -> x.firstVerse() <= verse && verse <= x.lastVerse() && x.conflicts() == 0)) {
                return true;
            }
        }
        return false;
    }

    @Property(tries = 300)
    void aRunOfAVerseIsFoundAtItsPlace(@ForAll("runs") Run run) {
        assertTrue(foundIn(run.text(), run.verse()), run::toString);
        String bare = ArabicNormalizer.normalize(run.text(), ArabicNormalizer.Level.DIACRITICS);
        assertTrue(foundIn(bare, run.verse()), () -> "without marks: " + bare);
    }

    @Property(tries = 300)
    void aLetterChangedIntoAnotherWordIsNotFoundThere(@ForAll("runs") Run run, @ForAll long seed) {
        String bare = ArabicNormalizer.normalize(run.text(), ArabicNormalizer.Level.DIACRITICS);
        String changed = changeOneLetter(bare, new java.util.Random(seed));
        if (changed == null) {
            return; // no letter of this run makes another word
        }
        assertFalse(foundIn(changed, run.verse()), () -> run + " changed to " + changed);
    }

    /** The run with one consonant changed so that its word's rasm is another Qur'an word's, or null. */
    static String changeOneLetter(String text, java.util.Random random) {
        String[] words = text.trim().split("\\s+");
        for (int tries = 0; tries < 20; tries++) {
            int w = random.nextInt(words.length);
            String word = words[w];
            String before = Rasm.word(word, 0, word.length(), Rasm.Reading.PLAIN);
            int i = random.nextInt(word.length());
            if (CONSONANTS.indexOf(word.charAt(i)) < 0) {
                continue;
            }
            for (char c : CONSONANTS.toCharArray()) {
                String x = word.substring(0, i) + c + word.substring(i + 1);
                String after = Rasm.word(x, 0, x.length(), Rasm.Reading.PLAIN);
                if (c != word.charAt(i) && !after.equals(before) && vocabulary.contains(after)) {
                    words[w] = x;
                    return String.join(" ", words);
                }
            }
        }
        return null;
    }
}
