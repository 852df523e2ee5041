package org.tahqiq.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.InputException;
import org.tahqiq.testing.MiniData;

class HadithCorpusTest {

    @TempDir
    Path dir;

    @Test
    void matnFallsBackToFullTextWhenNullOrNone() {
        HadithCorpus h = HadithCorpus.load(MiniData.write(dir).resolve("Corpora/six_hadith_books.json"));
        assertEquals(4, h.size());
        assertTrue(h.get(0).hasMatn());
        assertFalse(h.get(1).hasMatn(), "\"None\" is no matn");
        assertEquals(h.get(1).fullText(), h.get(1).matn());
        assertFalse(h.get(3).hasMatn(), "null is no matn");
    }

    @Test
    void collectionComesFromTitleOrBookId() {
        HadithCorpus h = HadithCorpus.load(MiniData.write(dir).resolve("Corpora/six_hadith_books.json"));
        assertEquals("bukhari", h.get(0).collection().key());
        assertEquals("muslim", h.get(1).collection().key());
        assertEquals("tirmidhi", h.get(2).collection().key());
        assertEquals("nasai", h.get(3).collection().key());
    }

    @Test
    void isnadPartIsTheTextBeforeTheMatn() {
        HadithCorpus h = HadithCorpus.load(MiniData.write(dir).resolve("Corpora/six_hadith_books.json"));
        assertTrue(h.get(2).isnadPart().contains("أَبِي هُرَيْرَةَ"));
        assertFalse(h.get(2).isnadPart().contains("فَلْيَقُلْ"));
    }

    @Test
    void unknownCollectionIsAnError() throws Exception {
        Path f = dir.resolve("h.json");
        Files.writeString(f, "[{\"hadithID\":1,\"BookID\":99,\"title\":\"كتاب ما\",\"hadithTxt\":\"نص\",\"Matn\":null}]");
        InputException e = assertThrows(InputException.class, () -> HadithCorpus.load(f));
        assertTrue(e.getMessage().contains("[0].BookID"), e.getMessage());
    }

    @Test
    void recordWithoutAnyTextIsAnError() throws Exception {
        Path f = dir.resolve("h.json");
        Files.writeString(f, "[{\"hadithID\":1,\"BookID\":1,\"title\":\"صحيح البخاري - x\",\"hadithTxt\":\"\",\"Matn\":\"None\"}]");
        InputException e = assertThrows(InputException.class, () -> HadithCorpus.load(f));
        assertTrue(e.getMessage().contains("[0].hadithTxt"), e.getMessage());
    }
}
