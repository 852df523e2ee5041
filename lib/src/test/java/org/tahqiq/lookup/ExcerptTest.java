package org.tahqiq.lookup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a reader is shown of a long narration: the words around the match, elided; a short one whole. No data needed. */
class ExcerptTest {

    /** {@code n} words of filler, numbered so that no two are alike. */
    private static String filler(String word, int n) {
        List<String> w = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            w.add(word + "ها" + "ب".repeat(i % 7) + "ت".repeat(i / 7));
        }
        return String.join(" ", w);
    }

    private static final String PHRASE = "الطهور نصف الإيمان";

    private static Comparison compare(String query, List<Words.Word> text) {
        return Comparison.of(query, Words.query(query), text);
    }

    @Test
    void aLongPartShowsTheWordsAroundTheMatchElided() {
        String before = filler("قال", 60);
        String matn = before + " " + PHRASE + " " + filler("كان", 60);
        assertTrue(matn.length() > Excerpt.WHOLE);
        Comparison c = compare(PHRASE, Words.of(matn, Hit.Narration.MATN));
        assertEquals(matn.indexOf(PHRASE), c.start(), "the stretch the query renders");
        assertEquals(matn.indexOf(PHRASE) + PHRASE.length(), c.end());
        Excerpt e = Excerpt.of(matn, Hit.Narration.MATN, c);
        String shown = e.shown(matn);
        assertTrue(shown.startsWith(Excerpt.ELISION + " ") && shown.endsWith(" " + Excerpt.ELISION), shown);
        assertTrue(shown.contains(PHRASE), shown);
        assertTrue(shown.length() < PHRASE.length() + 2 * Excerpt.CONTEXT + 40, shown.length() + ": " + shown);
        assertTrue(e.start() == 0 || Character.isWhitespace(matn.charAt(e.start() - 1)), "cut between words");
        assertTrue(e.end() == matn.length() || Character.isWhitespace(matn.charAt(e.end())), "cut between words");
        assertEquals(shown, Excerpt.ELISION + " " + matn.substring(e.start(), e.end()).strip() + " " + Excerpt.ELISION);

        String bracketed = e.bracketed(matn, compare("الطهور شطر الإيمان", Words.of(matn, Hit.Narration.MATN)).marks());
        assertTrue(bracketed.contains("الطهور [نصف] الإيمان"), "the differing word marked inside the excerpt: " + bracketed);
    }

    @Test
    void aShortPartIsShownWholeAndAMatchNearAnEndIsNotElidedThere() {
        String matn = "قال رسول الله " + PHRASE;
        Excerpt e = Excerpt.of(matn, Hit.Narration.MATN, compare(PHRASE, Words.of(matn, Hit.Narration.MATN)));
        assertTrue(e.whole(matn));
        assertEquals(matn, e.shown(matn));
        String longer = "قال رسول الله " + PHRASE + " " + filler("كان", 120);
        String shown = Excerpt.of(longer, Hit.Narration.MATN, compare(PHRASE, Words.of(longer, Hit.Narration.MATN))).shown(longer);
        assertTrue(shown.startsWith("قال رسول الله " + PHRASE) && shown.endsWith(" " + Excerpt.ELISION), shown);
    }

    /** A long chain before the matched matn shows its last narrators, beside the matn; a part after the match, its start. */
    @Test
    void aLongPartTheMatchDoesNotReachShowsTheEndNearestIt() {
        String isnad = filler("حدثنا", 80) + " عن أبي هريرة";
        String matn = PHRASE + " " + filler("كان", 120);
        List<Words.Word> words = new ArrayList<>(Words.of(isnad, Hit.Narration.ISNAD));
        words.addAll(Words.of(matn, Hit.Narration.MATN));
        Comparison c = compare(PHRASE, words);
        assertEquals(Hit.Narration.MATN, c.firstPart());
        String chain = Excerpt.of(isnad, Hit.Narration.ISNAD, c).shown(isnad);
        assertTrue(chain.startsWith(Excerpt.ELISION + " ") && chain.endsWith("عن أبي هريرة"), chain);
        assertTrue(chain.length() <= Excerpt.CONTEXT + 30, chain);
        Comparison inChain = compare("عن أبي هريرة", words);
        String after = Excerpt.of(matn, Hit.Narration.MATN, inChain).shown(matn);
        assertTrue(after.startsWith(PHRASE) && after.endsWith(" " + Excerpt.ELISION), after);
        assertFalse(Excerpt.of(matn, Hit.Narration.MATN, Comparison.NONE).whole(matn), "no match: the start, elided");
    }

    /** Most records of the stand-in corpus give a matn without the narration's marks and punctuation. */
    @Test
    void theChainIsFoundBeforeAMatnWrittenWithoutTheNarrationsMarks() {
        String narration = "حَدَّثَنَا إِسْحَاقُ، قَالَ قَالَ رَسُولُ اللَّهِ \u200F\"\u200F الطُّهُورُ شَطْرُ الإِيمَانِ \u200F.\u200F "
                + "وَالْحَمْدُ لِلَّهِ - أَوْ تَمْلأُ - الْمِيزَانَ \u200F\"\u200F.";
        String matn = "الطُّهُورُ شَطْرُ الإِيمَانِ وَالْحَمْدُ لِلَّهِ أَوْ تَمْلأُ الْمِيزَانَ";
        assertEquals(-1, narration.indexOf(matn), "not there as written");
        int at = Hit.Narration.matnAt(narration, matn);
        assertEquals(narration.indexOf("الطُّهُورُ"), at);
        assertEquals(-1, Hit.Narration.matnAt(narration, "الطهور نصف الإيمان"), "another matn is not found");
        assertEquals(-1, Hit.Narration.matnAt(narration, "طهور شطر الإيمان"), "nor one starting inside a word");
    }
}
