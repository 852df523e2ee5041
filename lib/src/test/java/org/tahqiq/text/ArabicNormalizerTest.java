package org.tahqiq.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.tahqiq.text.ArabicNormalizer.Level.DIACRITICS;
import static org.tahqiq.text.ArabicNormalizer.Level.LETTERS;
import static org.tahqiq.text.ArabicNormalizer.Level.SEARCH;
import static org.tahqiq.text.ArabicNormalizer.normalize;
import static org.tahqiq.text.ArabicNormalizer.normalizeMapped;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tahqiq.text.ArabicNormalizer.Level;
import org.tahqiq.text.ArabicNormalizer.Normalized;

class ArabicNormalizerTest {

    /** Qur'an 1:1 exactly as in the corpus: shadda, sukun, tatweel + superscript alef. */
    static final String BASMALA = Ar.t("بiسoمi الل~aهi الر~aحoمa_`نi الر~aحiيمi");

    static final List<String> FIXTURES = List.of(
            BASMALA,
            Ar.t("قuلi اللa~هu أaعoلaمu بiمaا لaبiثuوا \u06D6 لaهu غaيoبu السa~مaاوaاتi"),
            "قال رسول الله ﷺ: «إنما الأعمال بالنيات» (رواه البخاري).",
            "\u200Fحدثنا\u200F مالك، عن نافع\u200E ٣٤ ۵ ﻻ ﷲ ﻷ ی ک ہ ۀ",
            "mixed Latin, digits 12 and \uD83D\uDE00 emoji; ﷻ ﷺ \uFE76 \uFC60",
            "   ",
            "");

    @Test
    void fixtureMatchesCorpusWhenPresent() {
        List<String> verses = QuranCorpus.verses();
        assumeFalse(verses.isEmpty(), "corpus not found");
        assertEquals(6236, verses.size());
        assertEquals(BASMALA, verses.get(0));
    }

    // --- DIACRITICS ------------------------------------------------------------------------------

    @Test
    void diacriticsStripsBasmala() {
        assertEquals("بسم الله الرحمن الرحيم", normalize(BASMALA, DIACRITICS));
    }

    @ParameterizedTest
    @ValueSource(ints = {0x064B, 0x0652, 0x0654, 0x065F, 0x0670, 0x0674, 0x0610, 0x0615, 0x061A,
        0x06D6, 0x06DA, 0x06DE, 0x06E5, 0x06E9, 0x06ED, 0x08F0, 0x0640, 0x200B, 0x200C, 0x200F,
        0x061C, 0x202B, 0x2067, 0xFEFF, 0xFE0F, 0xFE70, 0xFE7F, 0xFC5E})
    void diacriticsDeletes(int cp) {
        String s = "ب" + (char) cp + "ت";
        assertEquals("بت", normalize(s, DIACRITICS));
        assertEquals("بت", normalize(s, LETTERS));
        assertEquals("بت", normalize(s, SEARCH));
    }

    /** Neighbours of the deleted ranges, and hamza seats, survive DIACRITICS. */
    @ParameterizedTest
    @ValueSource(ints = {0x064A, 0x0660, 0x06D5, 0x06EE, 0x060C, 0x061B, 0x0621, 0x0623, 0x0629,
        0x0649, 0x0671, 0x2010, 0xFDFA, 0xFE73})
    void diacriticsKeeps(int cp) {
        String s = "ب" + (char) cp + "ت";
        assertEquals(s, normalize(s, DIACRITICS));
    }

    @Test
    void diacriticsLeavesWhitespaceAlone() {
        // U+06D6 is a pause mark standing between two spaces: removing it leaves both spaces.
        String s = Ar.t("لaبiثuوا \u06D6 لaهu");
        assertEquals("لبثوا  له", normalize(s, DIACRITICS));
        assertEquals("لبثوا له", normalize(s, SEARCH));
    }

    // --- LETTERS ---------------------------------------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {
        "أ=ا", "إ=ا", "آ=ا", "\u0671=ا", "\u0672=ا", "\u0673=ا", "\u0675=ا",
        "ى=ي", "ئ=\u0621", "\u06CC=ي", "\u0620=ي", "\u063D=ي", "\u06D2=ي", "\u0678=ي",
        "ة=ه", "\u06BE=ه", "\u06C0=ه", "\u06C1=ه", "\u06D5=ه",
        "ؤ=\u0621", "\u0676=و",
        "\u06A9=ك", "\u06AA=ك", "\u063B=ك",
        "٠١٢٣٤٥٦٧٨٩=0123456789", "۰۱۲۳۴۵۶۷۸۹=0123456789"})
    void lettersFolds(String pair) {
        String[] p = pair.split("=");
        assertEquals(p[1], normalize(p[0], LETTERS));
        assertEquals(p[0], normalize(p[0], DIACRITICS), "DIACRITICS must not fold letters");
    }

    @Test
    void lettersKeepsStandaloneHamza() {
        assertEquals("ماء", normalize("ماء", LETTERS));
        assertEquals("شيء", normalize("شيء", SEARCH));
        // hamza on a seat goes with the seat
        assertEquals("سال", normalize("سأل", LETTERS));
    }

    @Test
    void lettersFoldsAVerseWordAcrossSpellings() {
        // Uthmani with wasla and diacritics vs modern spelling with hamza: same LETTERS form.
        String uthmani = Ar.t("\u0671لoأaرoضi");
        String modern = "الأرض";
        assertEquals("الارض", normalize(uthmani, LETTERS));
        assertEquals(normalize(modern, LETTERS), normalize(uthmani, LETTERS));
    }

    @Test
    void lettersKeepsPunctuationSymbolsAndLatin() {
        String s = "محمد ﷺ، قال: hi!";
        assertSame(s, normalize(s, LETTERS));
    }

    @Test
    void lettersExpandsPresentationForms() {
        assertEquals("لا", normalize("\uFEFB", LETTERS)); // lam-alef isolated
        assertEquals("لا", normalize("\uFEF7", LETTERS)); // lam-alef with hamza: NFKC gives lam + أ
        assertEquals("الله", normalize("\uFDF2", LETTERS));
        assertEquals("ا", normalize("\uFE8D", LETTERS)); // alef isolated form
        assertEquals("ب", normalize("\uFE91", LETTERS)); // beh initial form
        assertEquals("ه", normalize("\uFE94", LETTERS)); // teh marbuta final form, then folded
        assertEquals("ي", normalize("\uFEF0", LETTERS)); // alef maksura final form, then folded
        assertEquals("بلاد", normalize("ب\uFEFBد", LETTERS));
        // the spacing forms of harakat are diacritics, not a space plus a mark
        assertEquals("", normalize("\uFE76", DIACRITICS));
        assertEquals("", normalize("\uFC60", LETTERS));
    }

    // --- SEARCH ----------------------------------------------------------------------------------

    @Test
    void searchKeepsOnlyArabicLettersAndDigits() {
        assertEquals("قال رسول الله انما الاعمال بالنيات رواه البخاري",
                normalize("قال رسول الله ﷺ: «إنما الأعمال بالنيات» (رواه البخاري).", SEARCH));
        assertEquals("2 255 الايه", normalize("see Quran 2:255 الآية", SEARCH));
        assertEquals("سوره 2 ايه 255", normalize("سورة ٢، آية ۲۵۵؟", SEARCH));
    }

    @Test
    void searchDropsHonorificLigaturesAsSeparators() {
        assertEquals("الله", normalize("الله \uFDFB", SEARCH));
        assertEquals("النبي", normalize("النبي ﷺ", SEARCH));
        // glued on both sides it separates rather than fusing the neighbours into one word
        assertEquals("محمد قال", normalize("محمد\uFDFAقال", SEARCH));
    }

    @Test
    void searchCollapsesAllWhitespaceAndTrims() {
        assertEquals("قال له", normalize("\t قال\u00A0\u00A0 له\n", SEARCH));
        assertEquals("", normalize(" ...!! ", SEARCH));
        assertEquals("", normalize("", SEARCH));
        assertEquals("الله اكبر", normalize("الله\uD83D\uDE00أكبر", SEARCH));
    }

    @Test
    void unchangedInputIsReturnedAsIs() {
        String s = "قال له";
        assertSame(s, normalize(s, SEARCH));
        assertSame(s, normalize(s, DIACRITICS));
        // the unchanged shortcut must not swallow real changes to spaces
        assertEquals("قال له", normalize("قال  له", SEARCH));
        assertEquals("قال له", normalize(" قال له", SEARCH));
        assertEquals("قال له", normalize("قال له ", SEARCH));
    }

    // --- idempotence and nesting -----------------------------------------------------------------

    @ParameterizedTest
    @EnumSource(Level.class)
    void idempotentAndNestedOnEveryBmpChar(Level level) {
        List<String> failures = new ArrayList<>();
        for (int c = 0; c <= 0xFFFF; c++) {
            String x = String.valueOf((char) c);
            if (!holds(x, level)) {
                failures.add(Integer.toHexString(c));
            }
        }
        assertEquals(List.of(), failures);
    }

    @ParameterizedTest
    @EnumSource(Level.class)
    void idempotentAndNestedOnFixtures(Level level) {
        for (String x : FIXTURES) {
            assertTrue(holds(x, level), x);
        }
    }

    @ParameterizedTest
    @EnumSource(Level.class)
    void idempotentAndNestedOnEveryVerse(Level level) {
        List<String> verses = QuranCorpus.verses();
        assumeFalse(verses.isEmpty(), "corpus not found");
        int bad = 0;
        for (String v : verses) {
            bad += holds(v, level) ? 0 : 1;
        }
        assertEquals(0, bad);
    }

    @Test
    void everyVerseSearchFormIsPlainArabicWords() {
        List<String> verses = QuranCorpus.verses();
        assumeFalse(verses.isEmpty(), "corpus not found");
        for (String v : verses) {
            String s = normalize(v, SEARCH);
            assertTrue(s.matches("[\u0621-\u063A\u0641-\u064A]+( [\u0621-\u063A\u0641-\u064A]+)*"), v);
            // folded letters never survive
            assertTrue(s.chars().noneMatch(c -> "\u0622\u0623\u0624\u0625\u0626\u0629\u0649".indexOf(c) >= 0), v);
        }
    }

    private static boolean holds(String x, Level level) {
        String y = normalize(x, level);
        boolean ok = y.equals(normalize(y, level));
        ok &= y.equals(normalizeMapped(x, level).text());
        if (level == LETTERS) {
            ok &= y.equals(normalize(normalize(x, DIACRITICS), LETTERS));
        } else if (level == SEARCH) {
            ok &= y.equals(normalize(normalize(x, LETTERS), SEARCH));
        }
        return ok;
    }

    // --- mapping ---------------------------------------------------------------------------------

    @Test
    void mappingRecoversDiacritisedWord() {
        Normalized n = normalizeMapped(BASMALA, SEARCH);
        assertEquals("بسم الله الرحمن الرحيم", n.text());
        int at = n.text().indexOf("الرحمن");
        // normalised: "بسم"(0-2) ' '(3) "الله"(4-7) ' '(8) → "الرحمن" = [9, 15)
        assertEquals(9, at);
        // original: "بiسoمi" 6 chars (0-5), space 6, "اللa~هi" 7 chars (7-13), space 14,
        // "الرa~حoمa_`نi" 13 chars (15-27), space 28, "الرa~حiيمi" 10 chars (29-38); length 39
        assertEquals(15, n.originalStart(9));
        assertEquals(28, n.originalEnd(15));
        assertEquals(Ar.t("الر~aحoمa_`نi"), BASMALA.substring(15, 28));
        // the last word runs to the end, its final kasra included
        assertEquals(39, n.originalEnd(n.text().length()));
        assertEquals(Ar.t("الر~aحiيمi"), BASMALA.substring(n.originalStart(16), n.originalEnd(22)));
    }

    @Test
    void searchSpaceMapsToFirstSeparator() {
        // ق(0) a(1) ا(2) ل(3) a(4) ،(5) ' '(6) ث(7) u(8) م(9) ~(10) a(11)
        String s = Ar.t("قaالa، ثuم~a");
        Normalized n = normalizeMapped(s, SEARCH);
        assertEquals("قال ثم", n.text());
        assertArrayEquals(new int[] {0, 2, 3, 5, 7, 9, 12}, n.toOriginal());
        assertEquals(Ar.t("قaالa"), s.substring(n.originalStart(0), n.originalEnd(3)));
        assertEquals(Ar.t("ثuم~a"), s.substring(n.originalStart(4), n.originalEnd(6)));
    }

    @Test
    void searchEndOfTextCoversTrimmedTail() {
        // documented: the end of the text maps to the input's end, trailing separators included
        Normalized n = normalizeMapped("قال.", SEARCH);
        assertEquals("قال", n.text());
        assertEquals(4, n.originalEnd(3));
        assertEquals(0, n.originalEnd(0));
    }

    @Test
    void mappingInsideALigatureCoversTheLigature() {
        // ب(0) ﻻ(1) د(2) → "بلاد", the lam and the alef both come from index 1
        Normalized n = normalizeMapped("ب\uFEFBد", LETTERS);
        assertEquals("بلاد", n.text());
        assertArrayEquals(new int[] {0, 1, 1, 2, 3}, n.toOriginal());
        assertEquals(2, n.originalEnd(2)); // span "بل" ends inside the ligature → whole ligature
        assertEquals(1, n.originalStart(2));
    }

    @Test
    void leadingDeletedMarksAreSkipped() {
        // a stray fatha (0) before ب(1), tatweel (2), ت(3)
        Normalized n = normalizeMapped(Ar.t("aب_ت"), DIACRITICS);
        assertEquals("بت", n.text());
        assertArrayEquals(new int[] {1, 3, 4}, n.toOriginal());
        assertEquals(3, n.originalEnd(1)); // "ب" plus its tatweel
    }

    /** Random strings: the map is consistent and every span maps back to a matching original span. */
    @ParameterizedTest
    @EnumSource(Level.class)
    void randomSpansRoundTrip(Level level) {
        String alphabet = "بتسمالهيةأىء" + Ar.t("aio~F_`") + " \t،.«»x7٣\u200F\u06D6\uFEFB\uFDFA";
        Random rnd = new Random(20260101L + level.ordinal());
        for (int trial = 0; trial < 400; trial++) {
            StringBuilder sb = new StringBuilder();
            int len = rnd.nextInt(25);
            for (int k = 0; k < len; k++) {
                if (rnd.nextInt(30) == 0) {
                    sb.append("\uD83D\uDE00");
                } else {
                    sb.append(alphabet.charAt(rnd.nextInt(alphabet.length())));
                }
            }
            String s = sb.toString();
            Normalized n = normalizeMapped(s, level);
            String t = n.text();
            int[] map = n.toOriginal();
            assertEquals(normalize(s, level), t);
            assertEquals(t.length() + 1, map.length);
            assertEquals(s.length(), map[t.length()]);
            for (int i = 0; i < t.length(); i++) {
                assertTrue(map[i] <= map[i + 1] && map[i] < s.length(), s);
            }
            if (level == SEARCH) {
                // each word maps back to an original span that normalises to that word
                int start = 0;
                for (String w : t.isEmpty() ? new String[0] : t.split(" ")) {
                    String orig = s.substring(n.originalStart(start), n.originalEnd(start + w.length()));
                    assertEquals(w, normalize(orig, SEARCH), s);
                    start += w.length() + 1;
                }
            } else {
                for (int i = 0; i <= t.length(); i++) {
                    for (int j = i; j <= t.length(); j++) {
                        if (midExpansion(map, i) || midExpansion(map, j)) {
                            continue;
                        }
                        String orig = s.substring(n.originalStart(i), n.originalEnd(j));
                        assertEquals(t.substring(i, j), normalize(orig, level), s);
                    }
                }
            }
        }
    }

    private static boolean midExpansion(int[] map, int i) {
        return i > 0 && i < map.length - 1 && map[i] == map[i - 1];
    }
}
