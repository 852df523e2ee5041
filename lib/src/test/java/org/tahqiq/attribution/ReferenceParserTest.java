package org.tahqiq.attribution;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.testing.MiniData;

/** Claims as they occur in the dev data, with the mini corpus's surahs (1, 112, 113). */
class ReferenceParserTest {

    @TempDir
    static Path dir;
    static ReferenceParser parser;

    @BeforeAll
    static void load() {
        parser = new ReferenceParser(QuranCorpus.load(MiniData.write(dir).resolve("Corpora/quranic_verses.json")).names());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "الإخلاص: 3 | 112 | 3 | 3",
        "سورة الإخلاص، الآية 2 | 112 | 2 | 2",
        "الآية 4 من سورة الإخلاص | 112 | 4 | 4",
        "سورة الإخلاص: 3-4 | 112 | 3 | 4",
        "(112:1) | 112 | 1 | 1",
        "سورة الإخلاص (112:2) | 112 | 2 | 2",
        "في السورة 112، آية 3 | 112 | 3 | 3",
        "في السورة 112، الآيات 3-4 | 112 | 3 | 4",
        "الإخلاص، 4 | 112 | 4 | 4",
        "سورة الإخلاص، الآية ٣ | 112 | 3 | 3",
        "(١١٢:٤) | 112 | 4 | 4",
        "سورة الفاتحة، الآيات 6 - 7 | 1 | 6 | 7",
        "الفاتحة | 1 | 0 | 0",
        "سورة التوحيد | 112 | 0 | 0",
        "قال الله تعالى | 0 | 0 | 0",
    })
    void parses(String claim, int surah, int from, int to) {
        assertEquals(new QuranReference(surah, from, to), parser.parse(claim));
    }
}
