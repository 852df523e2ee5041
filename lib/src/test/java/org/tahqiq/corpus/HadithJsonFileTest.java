package org.tahqiq.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.HadithEdition;
import org.tahqiq.dataset.HadithLayout;
import org.tahqiq.dataset.InputException;
import org.tahqiq.testing.EditionSamples;
import org.tahqiq.testing.MiniData;

/** The hadith-json layout's reader, and a corpus of several editions. */
class HadithJsonFileTest {

    private static final Path SAMPLE = EditionSamples.HADITH_JSON;

    @TempDir
    Path dir;

    private static HadithCorpus json(Path file, String collection) {
        return HadithCorpus.load(List.of(new HadithEdition("sample", file, HadithLayout.HADITH_JSON, collection)));
    }

    private Path write(String json) throws Exception {
        Path f = dir.resolve("book.json");
        Files.writeString(f, json);
        return f;
    }

    @Test
    void recordsTakeTheirNumberChapterAndCollectionFromTheFile() {
        HadithCorpus h = json(SAMPLE, null);
        assertEquals(3, h.size());
        assertEquals(List.of(1, 13, 15), h.records().stream().map(Hadith::hadithId).toList(), "idInBook, not the global id");
        Hadith first = h.get(0);
        assertEquals("bukhari", first.collection().key(), "from metadata.arabic.title");
        assertEquals("صحيح البخاري - كتاب بدء الوحى", first.title(), "collection - chapter, as the official titles");
        assertEquals("صحيح البخاري", h.get(2).title(), "a record without chapterId is titled by its collection");
        assertTrue(first.fullText().startsWith("حَدَّثَنَا الْحُمَيْدِيُّ") && first.fullText().contains("بِالنِّيَّةِ"));
        assertFalse(first.hasMatn(), "the layout has no separate matn");
        assertEquals(first.fullText(), first.matn(), "the whole narration serves as matn");
        assertEquals(first.fullText(), first.isnadPart(), "and the chain cannot be told from it");
        assertNull(first.edition(), "one edition loaded: records name none");
        assertEquals("صحيح البخاري #13", h.get(1).reference());
        assertEquals(List.of(0, 1, 2), h.records().stream().map(Hadith::index).toList());
    }

    @Test
    void anEditionMayImposeTheCollection() {
        assertEquals("muslim", json(SAMPLE, "muslim").get(0).collection().key());
        InputException e = assertThrows(InputException.class, () -> json(SAMPLE, "ahmad"));
        assertTrue(e.getMessage().contains("field 'collection'") && e.getMessage().contains("none of the six books"),
                e.getMessage());
    }

    @Test
    void severalEditionsAreOneCorpusWhoseRecordsNameTheirEdition() {
        Path official = MiniData.write(dir).resolve("Corpora/six_hadith_books.json");
        HadithCorpus h = HadithCorpus.load(List.of(HadithEdition.official(official),
                new HadithEdition("sunnah", SAMPLE, HadithLayout.HADITH_JSON, null)));
        assertEquals(MiniData.HADITH.size() + 3, h.size());
        assertEquals("six_hadith_books", h.get(0).edition(), "named after its file");
        Hadith fromJson = h.get(MiniData.HADITH.size());
        assertEquals(MiniData.HADITH.size(), fromJson.index(), "indexes run on across editions");
        assertEquals("sunnah", fromJson.edition());
        assertEquals("صحيح البخاري #1 (sunnah)", fromJson.reference());
        assertEquals("صحيح البخاري #1 (six_hadith_books)", h.get(0).reference(),
                "the same collection and number in two editions: two records, told apart by their edition");
        assertEquals(HadithCorpus.load(official).records(), HadithCorpus.load(List.of(HadithEdition.official(official))).records(),
                "one edition reads as the file alone");
    }

    @Test
    void badInputIsLocated() throws Exception {
        String head = "{\"metadata\":{\"arabic\":{\"title\":\"صحيح البخاري\"}},\"hadiths\":";
        assertProblem(write(head + "[{\"idInBook\":1,\"arabic\":\"نص\"},{\"arabic\":\"نص\"}]}"), "hadiths[1].idInBook");
        assertProblem(write(head + "[{\"idInBook\":1,\"arabic\":\"  \"}]}"), "hadiths[0].arabic");
        assertProblem(write(head + "[{\"idInBook\":1}]}"), "hadiths[0].arabic");
        assertProblem(write(head + "[]}"), "'hadiths'");
        assertProblem(write(head + "[1]}"), "hadiths[0]");
        assertProblem(write(head + "[{\"idInBook\":1,\"arabic\":\"نص\"}],\"chapters\":{}}"), "'chapters'");
        assertProblem(write("{\"metadata\":{\"arabic\":{\"title\":\"موطأ مالك\"}},\"hadiths\":[{\"idInBook\":1,\"arabic\":\"نص\"}]}"),
                "metadata.arabic.title");
        assertProblem(write("{\"hadiths\":[{\"idInBook\":1,\"arabic\":\"نص\"}]}"), "metadata.arabic.title");
        assertProblem(write("[{\"hadithID\":1}]"), "expected a JSON object");
        assertProblem(write(head + "[{\"idInBook\":1,\"arabic\":\"نص\"}"), "malformed JSON");
    }

    private void assertProblem(Path file, String expected) {
        InputException e = assertThrows(InputException.class, () -> json(file, null));
        assertTrue(e.getMessage().startsWith(file.toString()) && e.getMessage().contains(expected), e.getMessage());
    }
}
