package org.tahqiq.lookup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.testing.EditionSamples;
import org.tahqiq.testing.MiniData;
import org.tahqiq.text.CodePoints;

/**
 * Lookups on a small corpus written here: a hadith number is the record's own within its collection, with every
 * edition's record of it; the differing words are marked at Python code-point offsets.
 */
class LookupEditionsTest {

    /** A clef (outside the BMP) early in the matn: a UTF-16 offset after it is one more than the code-point offset. */
    private static final String CLEF = new String(Character.toChars(0x1D11E));
    private static final String MUSLIM_MATN = "إن الله " + CLEF + " لا ينظر إلى صوركم وأموالكم ولكن ينظر إلى قلوبكم وأعمالكم";
    private static final List<String[]> HADITH = List.of(
            new String[] {"1", "1", "صحيح البخاري - كتاب بدء الوحى",
                "حدثنا الحميدي عن عمر بن الخطاب قال سمعت رسول الله صلى الله عليه وسلم يقول إنما الأعمال بالنيات",
                "إنما الأعمال بالنيات"},
            new String[] {"2564", "2", "صحيح مسلم - كتاب البر والصلة",
                "حدثنا عمرو الناقد عن أبي هريرة قال قال رسول الله " + MUSLIM_MATN, MUSLIM_MATN},
            new String[] {"9", "4", "جامع الترمذي - كتاب البر", "عن أبي هريرة قال قال رسول الله من لا يشكر الناس لا يشكر الله", null});

    @TempDir
    static Path dir;
    private static Retrieval one;
    private static Retrieval two;

    @BeforeAll
    static void open() {
        Path root = MiniData.write(dir, MiniData.VERSES, HADITH);
        one = Retrieval.open(new DataLocation(root), RetrievalConfig.DEFAULT, null);
        two = Retrieval.open(DataLocation.resolve(root.toString(), null, root,
                List.of("six=" + root.resolve("Corpora/six_hadith_books.json"), "sunnah=" + EditionSamples.HADITH_JSON)),
                RetrievalConfig.DEFAULT, null);
    }

    @AfterAll
    static void close() {
        one.close();
        two.close();
    }

    @Test
    void aNumberFindsTheRecordItsCollectionNumbersSoWithChainAndMatnApart() {
        LookupResult r = Lookup.over(one).find("رواه مسلم رقم 2564", 5);
        assertEquals(LookupResult.ReadAs.REFERENCE, r.readAs());
        assertEquals("صحيح مسلم 2564", r.reference());
        Hit.Narration n = (Hit.Narration) r.hits().get(0);
        assertEquals(2564, n.record().hadithId());
        assertEquals("حدثنا عمرو الناقد عن أبي هريرة قال قال رسول الله", n.isnad());
        assertEquals(MUSLIM_MATN, n.matn());
        Hit.Narration unsplit = (Hit.Narration) Lookup.over(one).find("جامع الترمذي 9", 5).hits().get(0);
        assertNull(unsplit.isnad(), "the edition gives no matn: chain and matn not separated");
        assertEquals(HADITH.get(2)[3], unsplit.matn());

        LookupException none = assertThrows(LookupException.class, () -> Lookup.over(one).find("صحيح مسلم 1", 5));
        assertEquals("no record is numbered 1: this edition has no standard hadith numbers; it numbers its records across "
                + "the six books, صحيح مسلم's as 2564–2564 (1 record); find the hadith by its words instead", none.getMessage());
        assertEquals("سنن النسائي is not in the loaded hadith corpus",
                assertThrows(LookupException.class, () -> Lookup.over(one).find("سنن النسائي 4", 5)).getMessage());
    }

    @Test
    void withTwoEditionsANumberFindsEachEditionsRecord() throws Exception {
        LookupResult r = Lookup.over(two).find("صحيح البخاري 1", 5);
        assertEquals(List.of("صحيح البخاري, record 1 of edition six", "صحيح البخاري 1 (sunnah)"),
                r.hits().stream().map(Hit::reference).toList(), "each says whether its number is a standard one");
        assertEquals(1, Lookup.over(two).find("صحيح البخاري 1", 1).hits().size(), "-n bounds them");
        Hit.Narration standard = (Hit.Narration) Lookup.over(two).find("رواه البخاري رقم 13", 5).hits().get(0);
        assertEquals("صحيح البخاري 13 (sunnah)", standard.reference(), "a standard number finds the edition carrying it");
        assertEquals("standard", new com.fasterxml.jackson.databind.ObjectMapper().readTree(LookupJson.bytes(Lookup.over(two).find("رواه البخاري رقم 13", 5)))
                .get("hits").get(0).get("numbering").asText());
        LookupException none = assertThrows(LookupException.class, () -> Lookup.over(two).find("صحيح البخاري 99", 5));
        assertEquals("no record is numbered 99: the loaded edition numbers صحيح البخاري 1–15 (3 records) in its standard "
                + "numbering; another loaded edition has only ids of its own, صحيح البخاري's as 1–1 (1 record); find the "
                + "hadith by its words instead", none.getMessage());
    }

    @Test
    void aMisquotedMatnIsFoundAndItsDifferencesMarkedAtCodePointOffsets() throws Exception {
        String q = "إن الله لا ينظر إلى أجسامكم ولكن ينظر إلى قلوبكم وأعمالكم";
        LookupResult r = Lookup.over(one).find(q, 3);
        assertEquals(LookupResult.ReadAs.TEXT, r.readAs());
        Hit.Narration n = (Hit.Narration) r.hits().get(0);
        assertEquals("صحيح مسلم, record 2564 of this edition", n.reference());
        assertTrue(n.similarity() > 80 && n.similarity() < 100, "similar, not exact: " + n.similarity());
        List<Comparison.Mark> marks = n.marks(Hit.Narration.MATN);
        // One edit, two words for one: which of the two stands for the query's word the alignment may choose either way.
        assertEquals(List.of("صوركم", "وأموالكم"), marks.stream().map(m -> LookupText.written(n, m)).toList(), marks.toString());
        assertEquals(List.of(Comparison.Kind.SUBSTITUTED, Comparison.Kind.MISSING),
                marks.stream().map(Comparison.Mark::kind).sorted().toList());
        Comparison.Mark substituted = marks.stream().filter(m -> m.kind() == Comparison.Kind.SUBSTITUTED).findFirst().orElseThrow();
        assertEquals("أجسامكم", substituted.query());
        assertEquals(MUSLIM_MATN.indexOf("صوركم"), marks.get(0).start());
        assertEquals(MUSLIM_MATN.indexOf("صوركم") + "صوركم".length(), marks.get(0).end());
        assertEquals(List.of(), n.marks(Hit.Narration.ISNAD), "the query renders the matn alone");
        assertEquals(List.of(), n.onlyInQuery());

        JsonNode hit = new ObjectMapper().readTree(LookupJson.bytes(r)).get("hits").get(0);
        assertEquals("hadith", hit.get("kind").asText());
        JsonNode d = hit.get("differs").get(0);
        assertEquals("matn", d.get("in").asText());
        assertEquals(marks.get(0).kind().name().toLowerCase(java.util.Locale.ROOT), d.get("kind").asText());
        assertEquals(marks.get(0).query() != null, d.has("query"));
        assertEquals("صوركم", CodePoints.substring(hit.get("matn").asText(), d.get("start").asInt(), d.get("end").asInt()));
        assertEquals(CodePoints.toCodePoint(MUSLIM_MATN, marks.get(0).start()), d.get("start").asInt());
        assertEquals(marks.get(0).start() - 1, d.get("start").asInt(), "a code point less than UTF-16 units, after the clef");
        String bracketed = LookupText.bracketed(n.matn(), marks);
        assertEquals("إن الله " + CLEF + " لا ينظر إلى [صوركم] [وأموالكم] ولكن ينظر إلى قلوبكم وأعمالكم", bracketed);
    }

    @Test
    void aWordTheQueryAddsIsTheQuerysOwnAndAVerseQueryFindsTheVerseFirst() {
        Hit.Passage p = (Hit.Passage) Lookup.over(one).find("قل هو الله أحد الواحد", 3).hits().get(0);
        assertEquals("112:1", p.reference());
        assertEquals(List.of("الواحد"), p.onlyInQuery(), "the query's words as it writes them");
        assertEquals(List.of(), p.comparison().marks());
        Hit.Narration last = (Hit.Narration) Lookup.over(one).find("ولكن ينظر إلى قلوبكم ونياتكم", 1).hits().get(0);
        assertEquals(List.of(new Comparison.Mark(Hit.Narration.MATN, MUSLIM_MATN.indexOf("وأعمالكم"), MUSLIM_MATN.length(),
                Comparison.Kind.SUBSTITUTED, "ونياتكم")), last.comparison().marks(), "a last word changed is a substitution");
        assertEquals(List.of(), last.onlyInQuery());
        Hit.Passage across = (Hit.Passage) Lookup.over(one).find("الحمد لله رب العالمين الرحمن الرحيم", 3).hits().get(0);
        assertEquals("1:2-3", across.reference(), "a quote across two verses is one passage");
    }
}
