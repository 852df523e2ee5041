package org.tahqiq.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.testing.MiniData;

class RetrievalTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(Ranking.class)
    void shortlistPutsTheQuotedTextFirst(Ranking ranking) {
        List<String> docs = List.of("قل هو الله احد", "الحمد لله رب العالمين", "مالك يوم الدين");
        try (NgramIndex idx = NgramIndex.inMemory(docs, Tokenization.CHAR_NGRAM, ranking)) {
            assertEquals(1, idx.search("الحمد لله رب", 3).get(0).position());
            assertEquals(2, idx.search("ملك يوم الدين", 1).get(0).position(), "n-grams tolerate a missing letter");
            assertTrue(idx.search("", 3).isEmpty());
        }
    }

    @Test
    void matchersFindVersesAndRecords() {
        Path data = MiniData.write(dir.resolve("d"));
        try (Retrieval r = Retrieval.open(new DataLocation(data), RetrievalConfig.DEFAULT, dir.resolve("cache"))) {
            AyahEvidence exact = r.quranMatcher().match("﴿قُلْ هُوَ اللَّهُ أَحَدٌ﴾");
            assertTrue(exact.isExact());
            assertEquals(7, exact.best().firstVerse());
            AyahEvidence fuzzy = r.quranMatcher().match("اهدنا الصراط المستقيم المبين");
            assertFalse(fuzzy.isExact());
            assertEquals(5, fuzzy.best().firstVerse());
            assertTrue(fuzzy.similarity() > 80 && fuzzy.similarity() < 100, "similarity " + fuzzy.similarity());

            HadithEvidence h = r.hadithMatcher().match("إنما الأعمال بالنيات، وإنما لكل امرئ ما نوى ﷺ");
            assertTrue(h.isExact());
            assertEquals(0, h.best().record());
            assertEquals(2, h.equivalents(80).size(), "the Muslim wording is close enough to count as the same matn");
        }
    }
}
