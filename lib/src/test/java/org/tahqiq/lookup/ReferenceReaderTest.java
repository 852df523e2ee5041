package org.tahqiq.lookup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tahqiq.corpus.HadithCollection;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.corpus.Verse;

/** Which queries are references and what they name; the surah names are those of a small corpus and the alias table. */
class ReferenceReaderTest {

    /** One verse of each surah a test names (the reader needs only the surahs' names). */
    private static final ReferenceReader READER = new ReferenceReader(new QuranCorpus(List.of(
            new Verse(2, 1, "البقرة", "الم"), new Verse(24, 1, "النور", "سُورَةٌ أَنْزَلْنَاهَا وَفَرَضْنَاهَا"),
            new Verse(96, 1, "العلق", "اقْرَأْ بِاسْمِ رَبِّكَ الَّذِي خَلَقَ"), new Verse(112, 1, "الإخلاص", "قُلْ هُوَ اللَّهُ أَحَدٌ"),
            new Verse(114, 1, "الناس", "قُلْ أَعُوذُ بِرَبِّ النَّاسِ"))).names());

    private static Reference read(String q) {
        Optional<Reference> r = READER.read(q);
        assertTrue(r.isPresent(), "a reference: " + q);
        return r.get();
    }

    @Test
    void everyQuranFormReadsAsItsVerses() {
        assertEquals(new Reference.Verses(2, 255, 255), read("البقرة 255"));
        assertEquals(new Reference.Verses(2, 255, 255), read("2:255"));
        assertEquals(new Reference.Verses(2, 255, 255), read("(٢:٢٥٥)"), "Arabic-Indic digits");
        assertEquals(new Reference.Verses(2, 255, 255), read("سورة البقرة، الآية 255"));
        assertEquals(new Reference.Verses(112, 0, 0), read("سورة الإخلاص"), "a surah alone: all of it");
        assertEquals(new Reference.Verses(96, 1, 5), read("الآيات 1-5 من سورة العلق"));
        assertEquals(new Reference.Verses(114, 0, 0), read("الناس"));
        assertEquals(new Reference.Verses(96, 1, 5), read("الآيات 1 إلى 5 من سورة العلق"));
    }

    /** "112:4-1" was read as 112:4 alone: a range ending before it starts is refused, saying how to write it. */
    @Test
    void aRangeEndingBeforeItStartsIsRefused() {
        for (String q : List.of("112:4-1", "الإخلاص 4-1", "سورة الإخلاص، الآيات 4 – 1", "الآيات 4 إلى 1 من سورة الإخلاص")) {
            LookupException e = assertThrows(LookupException.class, () -> READER.read(q), q);
            assertEquals(LookupException.Kind.BAD_QUERY, e.kind(), q);
            assertEquals("range end 1 is before its start 4 (verses 1 to 4 are «1-4»)", e.getMessage(), q);
        }
        assertEquals(new Reference.Verses(112, 1, 4), read("112:1-4"));
        assertEquals(new Reference.Verses(112, 4, 4), read("112:4-4"), "a range of one verse is that verse");
    }

    @Test
    void everyHadithFormReadsAsItsCollectionAndNumber() {
        HadithCollection bukhari = HadithCollection.byKey("bukhari").orElseThrow();
        HadithCollection muslim = HadithCollection.byKey("muslim").orElseThrow();
        assertEquals(new Reference.Numbered(List.of(bukhari), 1), read("صحيح البخاري 1"));
        assertEquals(new Reference.Numbered(List.of(muslim), 2564), read("رواه مسلم رقم 2564"));
        assertEquals(new Reference.Numbered(List.of(muslim), 2564), read("رواه مسلم (٢٥٦٤)"));
        assertEquals(new Reference.Numbered(List.of(bukhari, muslim), 5), read("رواه البخاري ومسلم 5"));
        assertEquals(new Reference.Numbered(List.of(HadithCollection.byKey("ahmad").orElseThrow()), 7), read("مسند أحمد 7"),
                "a collection outside the corpus is still read (the lookup says it is not loaded)");
    }

    @Test
    void anyWordNoReferenceUsesMakesItText() {
        for (String text : List.of("الله نور السماوات والأرض", "قل هو الله أحد", "سورة أنزلناها وفرضناها",
                "قل أعوذ برب الناس", "المسلم من سلم المسلمون من لسانه ويده", "إنما الأعمال بالنيات")) {
            assertEquals(Optional.empty(), READER.read(text), text);
        }
    }

    @Test
    void aReferenceThatNamesNothingKnownIsOneClearLine() {
        List<String> messages = new ArrayList<>();
        for (String q : List.of("255", "115:1", "سورة الفلان 3", "رواه فلان 5", "البخاري", "البقرة 2555")) {
            LookupException e = assertThrows(LookupException.class, () -> READER.read(q), q);
            assertTrue(!e.getMessage().contains("\n"), e.getMessage());
            messages.add(e.kind() + " " + e.getMessage());
        }
        assertEquals(List.of(
                "BAD_QUERY «255» names no surah and no hadith collection (e.g. «البقرة 255», «2:255», «صحيح البخاري 1»)",
                "NOT_FOUND no surah 115: the Qur'an has 114",
                "NOT_FOUND no surah is named «الفلان»",
                "NOT_FOUND no hadith collection named «فلان» is known",
                "BAD_QUERY «البخاري» names صحيح البخاري but no hadith number (e.g. «صحيح البخاري 1»)",
                "NOT_FOUND no verse is numbered 2555"), messages);
    }
}
