package org.tahqiq.task1.detect;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.SegmentType;

class TagSchemeTest {

    private static final int O = Tags.O;
    private static final int B_AYAH = Tags.begin(SegmentType.AYAH);
    private static final int I_AYAH = Tags.inside(SegmentType.AYAH);
    private static final int B_SRC = Tags.begin(SegmentType.CLAIMED_SOURCE);
    private static final int I_SRC = Tags.inside(SegmentType.CLAIMED_SOURCE);

    /** O, a three-token Ayah, a one-token source, two adjacent one-token Ayahs, a two-token source at the end. */
    private static final int[] BIO = {O, B_AYAH, I_AYAH, I_AYAH, B_SRC, O, B_AYAH, B_AYAH, B_SRC, I_SRC};

    @Test
    void bioIsTheTagsThemselves() {
        assertEquals(Tags.COUNT, TagScheme.BIO.count());
        assertArrayEquals(BIO, TagScheme.BIO.fromBio(BIO));
        assertArrayEquals(BIO, TagScheme.BIO.toBio(BIO));
    }

    @Test
    void bioesMarksEndsAndSingleTokensAndConvertsBack() {
        TagScheme s = TagScheme.BIOES;
        assertEquals(17, s.count());
        int[] t = s.fromBio(BIO);
        assertArrayEquals(BIO, s.toBio(t));
        // begin, inside, end of the Ayah; the single-token source and Ayahs get tags of their own
        assertEquals(7, java.util.Arrays.stream(t).distinct().filter(x -> x != O).count(), "B, I, E, S of Ayah and S, B, E of source");
        assertTrue(t[1] != t[2] && t[2] != t[3], "begin, inside, end differ");
        assertEquals(t[6], t[7], "two single-token Ayahs share the single tag");
        assertTrue(t[6] != t[1], "single differs from begin");
        for (int i = 0; i < t.length; i++) {
            assertTrue(s.allowed(i == 0 ? -1 : t[i - 1], t[i]), "gold transition " + i + " allowed");
        }
        assertTrue(s.allowedLast(t[t.length - 1]));
    }

    @Test
    void bioesForbidsOpenSpans() {
        TagScheme s = TagScheme.BIOES;
        int[] t = s.fromBio(BIO);
        int begin = t[1];
        int inside = t[2];
        int end = t[3];
        int single = t[6];
        assertFalse(s.allowed(-1, inside), "no span starts inside");
        assertFalse(s.allowed(O, end), "nor at its end");
        assertFalse(s.allowed(begin, O), "a begun span must end first");
        assertFalse(s.allowed(begin, single));
        assertFalse(s.allowed(end, inside), "an ended span does not go on");
        assertFalse(s.allowed(begin, t[9]), "an Ayah does not end as a source");
        assertTrue(s.allowed(end, begin));
        assertTrue(s.allowed(single, single));
        assertFalse(s.allowedLast(begin));
        assertFalse(s.allowedLast(inside));
        assertTrue(s.allowedLast(O));
    }

    @Test
    void marginalsSumOverTheTagsEachStandsFor() {
        TagScheme s = TagScheme.BIOES;
        int[] t = s.fromBio(new int[] {B_AYAH, I_AYAH});
        double[][] m = new double[1][s.count()];
        m[0][t[0]] = 0.5; // B-Ayah
        m[0][s.fromBio(new int[] {B_AYAH})[0]] = 0.2; // S-Ayah
        m[0][t[1]] = 0.3; // E-Ayah
        double[][] bio = s.toBio(m);
        assertEquals(0.7, bio[0][B_AYAH], 1e-12);
        assertEquals(0.3, bio[0][I_AYAH], 1e-12);
        assertEquals(Tags.COUNT, bio[0].length);
    }

    @Test
    void aModelFileNamesItsScheme() {
        assertEquals(TagScheme.BIO, TagScheme.ofCount(9));
        assertEquals(TagScheme.BIOES, TagScheme.ofCount(17));
        assertEquals(null, TagScheme.ofCount(13));
    }
}
