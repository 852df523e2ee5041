package org.tahqiq.lookup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tahqiq.corpus.Verse;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.testing.DevData;
import org.tahqiq.text.CodePoints;
import org.tahqiq.text.ArabicNormalizer;

/** Lookups on the real corpora: every reference form, and remembered verses found first however they are written. */
class LookupTest {

    private static Lookup lookup;

    @BeforeAll
    static void open() {
        DataLocation data = DevData.corporaOrSkip("the lookup tests on the real corpora");
        lookup = Lookup.shared(data, DevData.repoRoot().resolve("results/cache"));
    }

    private static Hit.Passage passage(LookupResult r, int i) {
        return (Hit.Passage) r.hits().get(i);
    }

    /** The verses a reference found, as "surah:ayah". */
    private static List<String> verses(String query) {
        LookupResult r = lookup.find(query, 5);
        assertEquals(LookupResult.ReadAs.REFERENCE, r.readAs(), query);
        assertEquals(1, r.hits().size(), query);
        return passage(r, 0).verses().stream().map(Verse::reference).toList();
    }

    @Test
    void eachQuranReferenceFormFindsItsVerses() {
        assertEquals(List.of("2:255"), verses("البقرة 255"));
        assertEquals(List.of("2:255"), verses("2:255"));
        assertEquals(List.of("112:1", "112:2", "112:3", "112:4"), verses("سورة الإخلاص"));
        assertEquals(List.of("96:1", "96:2", "96:3", "96:4", "96:5"), verses("الآيات 1-5 من سورة العلق"));
        Hit.Passage p = passage(lookup.find("2:255", 1), 0);
        assertEquals("البقرة", p.surahName());
        assertEquals(lookup.retrieval().quran().verse(2, 255).orElseThrow().text(), p.verses().get(0).text(),
                "the corpus's text, diacritics and all");
        assertNull(p.similarity(), "found by its reference, not compared");
    }

    @Test
    void aHadithReferenceFindsTheRecordItsEditionNumbersSo() {
        LookupResult r = lookup.find("صحيح البخاري 1", 5);
        assertEquals("صحيح البخاري 1", r.reference());
        Hit.Narration n = (Hit.Narration) r.hits().get(0);
        assertEquals("صحيح البخاري, record 1 of this edition", n.reference(), "the stand-in's number is its own id");
        assertEquals(org.tahqiq.corpus.HadithNumbering.EDITION, n.record().numbering());
        assertEquals(1, n.record().hadithId());
        assertEquals("bukhari", n.record().collection().key());
        assertTrue(plain(n.isnad()).startsWith("حدثنا الحميدي"), n.isnad());
        assertTrue(plain(n.matn()).contains("انما الاعمال بالنيات"), n.matn());
        assertTrue(!plain(n.matn()).contains("الحميدي"), "chain and matn apart: " + n.matn());
        // The stand-in numbers its records across the six books: its Muslim records start after Bukhari's.
        LookupException e = assertThrows(LookupException.class, () -> lookup.find("رواه مسلم رقم 2564", 5));
        assertEquals(LookupException.Kind.NOT_FOUND, e.kind());
        assertTrue(e.getMessage().startsWith("no record is numbered 2564: this edition has no standard hadith numbers; it "
                + "numbers its records across the six books, صحيح مسلم's as "), e.getMessage());
        assertEquals(1, e.getMessage().lines().count(), "one line");
        int first = Integer.parseInt(e.getMessage().replaceAll(".*'s as (\\d+)–.*", "$1"));
        Hit.Narration muslim = (Hit.Narration) lookup.find("رواه مسلم رقم " + first, 5).hits().get(0);
        assertEquals("muslim", muslim.record().collection().key());
        assertEquals(first, muslim.record().hadithId());
    }

    /** Ayat al-Kursi's first 17 words, as the corpus writes them (diacritics and pause marks included). */
    private static String kursi() {
        String verse = lookup.retrieval().quran().verse(2, 255).orElseThrow().text();
        int end = verse.indexOf(' ');
        for (int words = 1; words < 17; words++) {
            end = verse.indexOf(' ', end + 1);
        }
        return verse.substring(0, end);
    }

    @Test
    void aRememberedVerseIsFoundFirstWithOrWithoutDiacriticsAndMisquoted() {
        String kursi = kursi();
        String bare = ArabicNormalizer.normalize(kursi, ArabicNormalizer.Level.DIACRITICS);
        assertTrue(!bare.equals(kursi) && bare.contains("لا تأخذه سنة ولا نوم"), bare);
        for (String q : List.of(kursi, bare)) {
            Hit.Passage p = first(q);
            assertEquals(100, p.similarity(), 1e-9, q);
            assertEquals(List.of(), p.comparison().marks(), "word for word: " + q);
        }
        Hit.Passage substituted = first(bare.replace("سنة", "نعاس"));
        assertTrue(substituted.similarity() < 100);
        List<Comparison.Mark> marks = substituted.marks(0);
        assertEquals(1, marks.size(), marks.toString());
        assertEquals(Comparison.Kind.SUBSTITUTED, marks.get(0).kind());
        assertEquals("نعاس", marks.get(0).query());
        assertEquals("سنة", bare(substituted.verses().get(0).text().substring(marks.get(0).start(), marks.get(0).end())),
                "the differing word marked where the corpus writes it");

        Hit.Passage dropped = first(bare.replace(" سنة", ""));
        assertEquals(List.of(Comparison.Kind.MISSING), dropped.marks(0).stream().map(Comparison.Mark::kind).toList());
        assertEquals("سنة", bare(LookupText.written(dropped, dropped.marks(0).get(0))));

        Hit.Passage added = first(bare.replace("ولا نوم", "ولا نوم أبدا"));
        assertEquals(List.of("أبدا"), added.onlyInQuery());
    }

    /** The first hit of a text query, checked to be 2:255 alone. */
    private static Hit.Passage first(String q) {
        LookupResult r = lookup.find(q, 5);
        assertEquals(LookupResult.ReadAs.TEXT, r.readAs());
        Hit h = r.hits().get(0);
        assertEquals("2:255", h.reference(), q + " -> " + r.hits().stream().map(Hit::reference).toList());
        return (Hit.Passage) h;
    }

    @Test
    void theVerseItselfComesBeforeANarrationQuotingItAndBeforeALongerVerse() {
        LookupResult r = lookup.find("الحمد لله رب العالمين", 5);
        assertEquals("1:2", r.hits().get(0).reference(), "the verse that is the query whole, first of the exact matches");
        for (Hit h : r.hits()) {
            assertEquals(100, h.similarity(), 1e-9, h.reference());
        }
        LookupResult hadith = lookup.find("إنما الأعمال بالنيات وإنما لكل امرئ ما نوى", 3);
        assertTrue(hadith.hits().get(0) instanceof Hit.Narration, "a matn finds records");
        assertTrue(hadith.hits().stream().anyMatch(h -> h.reference().equals("صحيح البخاري, record 1 of this edition")), hadith.hits().toString());
    }

    /** With two words swapped the verse came fourth, after verses and narrations sharing half its words. */
    @Test
    void aVerseWithItsWordsInAnotherOrderComesFirst() {
        first("وسع كرسيه الأرض والسماوات");
        first("كرسيه وسع السماوات والأرض");
        assertEquals("2:255", lookup.find("وسع كرسيه السماوات والأرض", 1).hits().get(0).reference(), "as written, too");
        assertEquals(100, lookup.find("وسع كرسيه السماوات والأرض", 1).hits().get(0).similarity(), 1e-9);
    }

    /**
     * «الطهور نصف الإيمان» was "word for word" with a record whose first lines did not hold it: what a reader is shown of
     * a narration holds the words it matched, and of a long one only the words around them.
     */
    @Test
    void aNarrationShowsTheWordsItMatched() throws Exception {
        boolean elided = false;
        for (String q : List.of("الطهور نصف الإيمان", "أن تعبد الله كأنك تراه فإن لم تكن تراه فإنه يراك")) {
            LookupResult r = lookup.find(q, 5);
            JsonNode hits = new ObjectMapper()
                    .readTree(LookupJson.bytes(r)).get("hits");
            String printed = LookupText.render(r);
            for (int i = 0; i < r.hits().size(); i++) {
                if (!(r.hits().get(i) instanceof Hit.Narration n) || n.comparison().firstPart() < 0) {
                    continue;
                }
                int part = n.comparison().firstPart();
                String text = part == Hit.Narration.ISNAD ? n.isnad() : n.matn();
                Excerpt e = n.excerpt(part);
                assertTrue(e.start() <= n.comparison().start(), n.reference() + ": the match starts inside what is shown");
                if (n.comparison().lastPart() == part) {
                    assertTrue(e.end() >= n.comparison().end(), n.reference() + ": and ends inside it");
                }
                String shown = e.shown(text);
                if (n.comparison().marks().isEmpty() && n.onlyInQuery().isEmpty()) {
                    assertTrue(plain(shown).contains(plain(q)), "word for word, and shown: " + shown);
                    assertTrue(plain(printed).contains(plain(q)), printed);
                }
                elided |= !e.whole(text);
                JsonNode x = hits.get(i).get("excerpt");
                JsonNode m = x.get(x.size() - 1);
                assertEquals("matn", m.get("in").asText());
                assertEquals(n.excerpt(Hit.Narration.MATN).shown(n.matn()), m.get("text").asText(), "the JSON shows the same");
                assertEquals(CodePoints.substring(n.matn(), m.get("start").asInt(), m.get("end").asInt()).strip(),
                        m.get("text").asText().replace(Excerpt.ELISION, "").strip(), "at code-point offsets into the matn");
                assertEquals(n.isnad() == null ? 1 : 2, x.size());
            }
        }
        assertTrue(elided, "a long record is shown in part");
    }

    @Test
    void textForcedSearchesAReferenceLikeQueryAndUnknownReferencesFailClearly() {
        assertEquals(LookupResult.ReadAs.TEXT, lookup.find("سورة البقرة", 3, Lookup.Mode.TEXT).readAs());
        for (String q : List.of("البقرة 300", "2:0", "115:1", "مسند أحمد 4")) {
            LookupException e = assertThrows(LookupException.class, () -> lookup.find(q, 5), q);
            assertEquals(LookupException.Kind.NOT_FOUND, e.kind(), q + ": " + e.getMessage());
        }
        assertEquals("سورة البقرة (2) has 286 verses; there is no verse 300",
                assertThrows(LookupException.class, () -> lookup.find("البقرة 300", 5)).getMessage());
        assertEquals("مسند أحمد is not in the loaded hadith corpus",
                assertThrows(LookupException.class, () -> lookup.find("مسند أحمد 4", 5)).getMessage());
        assertEquals(LookupException.Kind.BAD_QUERY, assertThrows(LookupException.class, () -> lookup.find("hello", 5)).kind());
        assertEquals(LookupException.Kind.BAD_QUERY, assertThrows(LookupException.class, () -> lookup.find("2:255", 0)).kind());
    }

    private static String bare(String s) {
        return ArabicNormalizer.normalize(s, ArabicNormalizer.Level.DIACRITICS);
    }

    private static String plain(String s) {
        return ArabicNormalizer.normalize(s, ArabicNormalizer.Level.SEARCH);
    }
}
