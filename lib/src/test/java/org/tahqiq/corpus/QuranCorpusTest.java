package org.tahqiq.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.InputException;
import org.tahqiq.testing.MiniData;

class QuranCorpusTest {

    @TempDir
    Path dir;

    QuranCorpus load() {
        return QuranCorpus.load(MiniData.write(dir).resolve("Corpora/quranic_verses.json"));
    }

    @Test
    void looksUpVersesBySurahAndAyah() {
        QuranCorpus q = load();
        assertEquals(12, q.size());
        assertEquals("اللَّهُ الصَّمَدُ", q.verse(112, 2).orElseThrow().text());
        assertEquals(7, q.ayahCount(1));
        assertTrue(q.verse(1, 8).isEmpty());
        assertTrue(q.verse(2, 1).isEmpty());
        assertEquals(-1, q.indexOf(115, 1));
    }

    @Test
    void surahNamesWithAndWithoutArticleAndSurahWord() {
        SurahNames n = load().names();
        assertEquals(112, n.lookup("الإخلاص").getAsInt());
        assertEquals(112, n.lookup("سورة الإخلاص").getAsInt());
        assertEquals(112, n.lookup("إخلاص").getAsInt());
        assertEquals(112, n.lookup("التوحيد").getAsInt(), "alias from surah-aliases.tsv");
        assertEquals(1, n.lookup("فاتحة الكتاب").getAsInt());
        assertFalse(n.lookup("الكهف").isPresent(), "not in the mini corpus");
        assertEquals(2, n.lookup("البقره").getAsInt(), "aliases name surahs beyond the corpus file too");
    }

    @Test
    void exactOccurrenceIsWordAlignedAndRunsAcrossVerses() {
        QuranText t = load().text();
        List<QuranText.ExactMatch> m = t.occurrences("لم يلد ولم يولد ولم يكن له كفوا احد");
        assertEquals(1, m.size());
        assertEquals(9, m.get(0).firstVerse());
        assertEquals(10, m.get(0).lastVerse());
        assertTrue(t.occurrences("لد ولم").isEmpty(), "inside a word is not an occurrence");
    }

    @Test
    void wordAlignedPhraseStartsAreFoundInTextOrderUpToTheLimit() {
        QuranText t = load().text();
        String phrase = "الرحمن الرحيم";
        int[] all = t.wordAligned(phrase, 10);
        assertEquals(2, all.length);
        assertTrue(all[0] < all[1]);
        assertTrue(t.text().startsWith(phrase, all[0]) && t.text().startsWith(phrase, all[1]));
        assertEquals(1, t.wordAligned(phrase, 1).length, "stops at the limit");
        assertEquals(all[0], t.wordAligned(phrase, 1)[0]);
        assertEquals(0, t.wordAligned("لد ولم", 10).length, "inside a word is not an occurrence");
        assertEquals(0, t.wordAligned("لم يل", 10).length, "nor a phrase ending inside a word");
        assertEquals(1, t.wordAligned("يولد ولم يكن", 10).length, "across a verse boundary");
    }

    @Test
    void recurringPhraseHasEveryOccurrence() {
        QuranText t = load().text();
        assertEquals(2, t.occurrences("الرَّحْمَنِ الرَّحِيمِ").size());
    }

    @Test
    void contradictingVowelsAreCountedAndMissingOnesAreNot() {
        QuranText t = load().text();
        assertEquals(0, t.occurrences("قُلْ هُوَ اللَّهُ أَحَدٌ").get(0).conflicts());
        assertEquals(0, t.occurrences("قل هو الله احد").get(0).conflicts());
        // damma on qaf and fatha on ha where the corpus has ... qul huwa: two contradictions
        assertEquals(2, t.occurrences("قَلْ هَوَ اللَّهُ أَحَدٌ").get(0).conflicts());
    }

    @Test
    void digitsInsideQuotesAreIgnored() {
        QuranText t = load().text();
        assertEquals(1, t.occurrences("اللَّهُ الصَّمَدُ (2) لَمْ يَلِدْ").size());
    }

    @Test
    void absentFileNamesThePath() {
        InputException e = assertThrows(InputException.class, () -> QuranCorpus.load(dir.resolve("nope.json")));
        assertTrue(e.getMessage().contains("nope.json"));
        assertTrue(e.getMessage().contains("not found"));
    }

    @Test
    void nonUtf8FileIsRejected() throws Exception {
        Path f = dir.resolve("latin1.json");
        Files.write(f, new byte[] {'[', '{', '"', 'a', '"', ':', '"', (byte) 0xE9, '"', '}', ']'});
        InputException e = assertThrows(InputException.class, () -> QuranCorpus.load(f));
        assertTrue(e.getMessage().contains("UTF-8"), e.getMessage());
    }

    @Test
    void missingFieldIsNamedWithItsRecord() throws Exception {
        Path f = dir.resolve("q.json");
        Files.writeString(f, "[{\"surah_id\":1,\"ayah_id\":1,\"surah_name\":\"الفاتحة\"}]");
        InputException e = assertThrows(InputException.class, () -> QuranCorpus.load(f));
        assertTrue(e.getMessage().contains("[0].ayah_text"), e.getMessage());
    }

    @Test
    void malformedJsonGivesALine() throws Exception {
        Path f = dir.resolve("q.json");
        Files.writeString(f, "[\n{\"surah_id\": 1,\n oops}\n]");
        InputException e = assertThrows(InputException.class, () -> QuranCorpus.load(f));
        assertTrue(e.getMessage().startsWith(f + ":3"), e.getMessage());
    }
}
