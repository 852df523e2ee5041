package org.tahqiq.compare;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.index.HadithMatcher;
import org.tahqiq.testing.DevData;

/** {@link SurfaceWords} over the real hadith corpus: nearly every word a reason may show is found as written. */
class SurfaceWordsCorpusTest {

    @Test
    void findsTheWrittenFormOfNearlyEveryWordOfEveryNarration() {
        HadithCorpus corpus = HadithCorpus.load(DevData.corporaOrSkip("the written words of the real narrations").hadith());
        long words = 0;
        long unmatched = 0;
        long wrong = 0;
        List<String> examples = new java.util.ArrayList<>();
        for (Hadith h : corpus.records()) {
            List<String> normalized = MatnComparison.words(HadithMatcher.normalize(h.fullText()));
            SurfaceWords.Match m = SurfaceWords.match(h.fullText(), normalized, HadithMatcher::normalize);
            words += normalized.size();
            unmatched += m.unmatched();
            for (int i = 0; i < normalized.size(); i++) {
                // what is shown for a word is that word as written: it normalizes back to it
                boolean same = HadithMatcher.normalize(m.words().get(i)).equals(normalized.get(i));
                wrong += same ? 0 : 1;
                if (!same && examples.size() < 12) {
                    examples.add(normalized.get(i) + " ← " + m.words().get(i));
                }
            }
        }
        assertTrue(words > 100_000, words + " words");
        assertTrue(wrong == 0, wrong + " of " + words + " words shown as another word: " + examples);
        assertTrue(unmatched <= words / 1000, unmatched + " of " + words + " words not found as written");
    }
}
