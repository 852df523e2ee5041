package org.tahqiq.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tahqiq.text.Fuzzy.lcsLength;
import static org.tahqiq.text.Fuzzy.partialRatio;
import static org.tahqiq.text.Fuzzy.partialRatioAlignment;
import static org.tahqiq.text.Fuzzy.ratio;
import static org.tahqiq.text.Fuzzy.tokenSetRatio;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tahqiq.text.Fuzzy.Alignment;

class FuzzyTest {

    private static final double EPS = 1e-9;

    // --- LCS -------------------------------------------------------------------------------------

    @Test
    void lcsHandValues() {
        assertEquals(3, lcsLength("abcd", "abce"));
        assertEquals(4, lcsLength("ABCBDAB", "BDCABA")); // e.g. "BCBA"
        assertEquals(0, lcsLength("", "abc"));
        assertEquals(0, lcsLength("abc", ""));
        assertEquals(0, lcsLength("abc", "xyz"));
        assertEquals(3, lcsLength("بسم", "باسم"));
    }

    @Test
    void lcsAcrossWordBoundaries() {
        // pattern of 130 'a's (3 words) against 65 'a's, then against b-padding: the LCS is the
        // number of a's in the shorter side.
        String a130 = "a".repeat(130);
        assertEquals(65, lcsLength(a130, "a".repeat(65)));
        assertEquals(130, lcsLength(a130, "b".repeat(7) + a130 + "b".repeat(7)));
        assertEquals(64, lcsLength("ab".repeat(64), "a".repeat(64))); // exactly 64 a's
    }

    @Test
    void lcsMatchesQuadraticDpOnRandomStrings() {
        Random rnd = new Random(42);
        for (int trial = 0; trial < 1500; trial++) {
            String alphabet = trial % 3 == 0 ? "ab" : trial % 3 == 1 ? "abcd" : "بتسمالهي ";
            String a = random(rnd, alphabet, rnd.nextInt(301));
            String b = random(rnd, alphabet, rnd.nextInt(301));
            assertEquals(dpLcs(a, b), lcsLength(a, b), () -> a + " | " + b);
            assertEquals(lcsLength(a, b), lcsLength(b, a));
        }
    }

    // --- ratio -----------------------------------------------------------------------------------

    @Test
    void ratioHandValues() {
        // LCS 3, indel = 4 + 4 − 2·3 = 2 → 100·(1 − 2/8) = 75
        assertEquals(75.0, ratio("abcd", "abce"), EPS);
        assertEquals(100.0, ratio("", ""), EPS);
        assertEquals(0.0, ratio("", "a"), EPS);
        assertEquals(100.0, ratio("قال", "قال"), EPS);
        // one extra char: indel 1 over 14 + 15 → 100·(1 − 1/29)
        assertEquals(100.0 * 28 / 29, ratio("this is a test", "this is a test!"), EPS);
    }

    // --- partial ratio ---------------------------------------------------------------------------

    @Test
    void partialRatioSubstringIs100() {
        assertEquals(100.0, partialRatio("abc", "xxabcxx"), EPS);
        assertEquals(100.0, partialRatio("xxabcxx", "abc"), EPS);
        assertEquals(new Alignment(100.0, 2, 5), partialRatioAlignment("abc", "xxabcxx"));
        assertEquals(new Alignment(100.0, 2, 5), partialRatioAlignment("xxabcxx", "abc"));
    }

    @Test
    void partialRatioWindowClippedAtStart() {
        // s = "abcd", l = "cdxxxx". Window scores 2·LCS/(4 + |w|):
        // "c" 2/5=40, "cd" 4/6=66.7, "cdx" 4/7=57.1, "cdxx" 4/8=50, "dxxx" 2/8=25, rest 0.
        // Best is the clipped window [0, 2).
        assertAlignment(200.0 / 3, 0, 2, partialRatioAlignment("abcd", "cdxxxx"));
    }

    @Test
    void partialRatioWindowClippedAtEnd() {
        // s = "abcd", l = "xxxxab": "xxxa" 2/8=25, "xxab" 4/8=50, "xab" 4/7=57.1, "ab" 4/6=66.7,
        // "b" 2/5=40. Best is the clipped window [4, 6).
        assertAlignment(200.0 / 3, 4, 6, partialRatioAlignment("abcd", "xxxxab"));
        assertAlignment(200.0 / 3, 4, 6, partialRatioAlignment("xxxxab", "abcd"));
    }

    @Test
    void partialRatioFullWindow() {
        // s = "abcx", l = "zzabcyzz": "zza" 2/7, "zzab" 4/8, "zabc" LCS 3 → 6/8 = 75, "abcy" also
        // 75 but later: ties go to the leftmost window, [1, 5).
        assertAlignment(75.0, 1, 5, partialRatioAlignment("abcx", "zzabcyzz"));
    }

    @Test
    void partialRatioEqualLengths() {
        // "abcd" over "bcda": "b" 2/5, "bc" 4/6, "bcd" LCS 3 → 6/7, "bcda" 6/8, "cda" 4/7, "da" 2/6,
        // "a" 2/5 → 600/7 at [0, 3) in the second string.
        assertAlignment(600.0 / 7, 0, 3, partialRatioAlignment("abcd", "bcda"));
        assertEquals(600.0 / 7, partialRatio("bcda", "abcd"), EPS);
    }

    @Test
    void partialRatioEmpties() {
        assertEquals(100.0, partialRatio("", ""), EPS);
        assertEquals(0.0, partialRatio("", "abc"), EPS);
        assertEquals(0.0, partialRatio("abc", ""), EPS);
        assertEquals(0.0, partialRatio("abc", "xyz"), EPS);
    }

    @Test
    void partialRatioLocatesAVerseInAnAnswer() {
        String verse = "ومن يتق الله يجعل له مخرجا";
        String answer = "قال تعالى ومن يتقي الله يجعل له مخرجا ويرزقه من حيث لا يحتسب";
        Alignment al = partialRatioAlignment(verse, answer);
        // The verse has 26 chars. The answer has an extra ي, so its 26-char window at "ومن" is
        // "ومن يتقي الله يجعل له مخرج" (final ا cut): LCS 25 → 100·50/52. No window contains the
        // whole verse, and the next window (LCS 25 too) is later.
        assertEquals(100.0 * 50 / 52, al.score(), EPS);
        assertEquals(answer.indexOf("ومن"), al.start());
        assertEquals(al.start() + verse.length(), al.end());
    }

    /** Exhaustive reference over all windows with the DP; pruning must not change score or window. */
    @Test
    void partialRatioMatchesBruteForce() {
        Random rnd = new Random(7);
        for (int trial = 0; trial < 1500; trial++) {
            String alphabet = trial % 2 == 0 ? "abc" : "abcdefgh";
            int shortMax = trial % 10 == 0 ? 150 : 20;
            String a = random(rnd, alphabet, rnd.nextInt(shortMax + 1));
            String b = random(rnd, alphabet, rnd.nextInt(3 * shortMax + 1));
            Alignment expected = brutePartial(a, b);
            Alignment actual = partialRatioAlignment(a, b);
            assertEquals(expected.score(), actual.score(), EPS, () -> a + " | " + b);
            assertEquals(expected.start(), actual.start(), () -> a + " | " + b);
            assertEquals(expected.end(), actual.end(), () -> a + " | " + b);
        }
    }

    /** Realistic shape: a mutated copy of a 65–140 char needle (2–3 words) inside random text. */
    @Test
    void partialRatioMatchesBruteForceOnEmbeddedNeedles() {
        Random rnd = new Random(11);
        String letters = "ابتثجحخدذرزسشصضطظعغفقكلمنهوي ";
        for (int trial = 0; trial < 40; trial++) {
            String s = random(rnd, letters, 65 + rnd.nextInt(76));
            StringBuilder mutated = new StringBuilder(s);
            for (int k = rnd.nextInt(8); k > 0; k--) {
                int at = rnd.nextInt(mutated.length());
                switch (rnd.nextInt(3)) {
                    case 0 -> mutated.deleteCharAt(at);
                    case 1 -> mutated.insert(at, letters.charAt(rnd.nextInt(letters.length())));
                    default -> mutated.setCharAt(at, letters.charAt(rnd.nextInt(letters.length())));
                }
            }
            String l = random(rnd, letters, rnd.nextInt(150)) + mutated + random(rnd, letters, rnd.nextInt(150));
            Alignment expected = brutePartial(s, l);
            Alignment actual = partialRatioAlignment(s, l);
            assertEquals(expected.score(), actual.score(), EPS, () -> s + " | " + l);
            assertEquals(expected.start(), actual.start(), () -> s + " | " + l);
            assertEquals(expected.end(), actual.end(), () -> s + " | " + l);
        }
    }

    /**
     * Long quotes (3 to 7 pattern words) against long texts that match them nowhere well, or hold a mutated copy: the
     * case the neighbouring-window bound prunes. The reference scores every window with {@link Fuzzy#lcsLength}
     * (itself checked against the DP above), so no pruning takes part in it.
     */
    @Test
    void partialRatioOfLongQuotesMatchesEveryWindowScored() {
        Random rnd = new Random(19);
        String letters = "ابتثجحخدذرزسشصضطظعغفقكلمنهوي ";
        for (int trial = 0; trial < 24; trial++) {
            String s = random(rnd, letters, 130 + rnd.nextInt(320));
            String l = random(rnd, letters, s.length() + 1 + rnd.nextInt(1200));
            if (trial % 2 == 1) {
                StringBuilder mutated = new StringBuilder(s);
                for (int k = rnd.nextInt(40); k > 0; k--) {
                    mutated.setCharAt(rnd.nextInt(mutated.length()), letters.charAt(rnd.nextInt(letters.length())));
                }
                int at = rnd.nextInt(l.length() + 1);
                l = l.substring(0, at) + mutated + l.substring(at);
            }
            Alignment expected = everyWindow(s, l);
            Alignment actual = partialRatioAlignment(s, l);
            String shown = s.length() + " chars against " + l.length() + ", trial " + trial;
            assertEquals(expected.score(), actual.score(), EPS, shown);
            assertEquals(expected.start(), actual.start(), shown);
            assertEquals(expected.end(), actual.end(), shown);
        }
    }

    /** A needle reused across many texts (as a shortlist is scored) answers exactly as the one-off calls. */
    @Test
    void aReusedNeedleScoresAsTheStaticCalls() {
        Random rnd = new Random(3);
        for (int trial = 0; trial < 60; trial++) {
            String q = random(rnd, "abcdef", rnd.nextInt(200));
            Fuzzy.Needle needle = Fuzzy.needle(q);
            for (int t = 0; t < 15; t++) {
                int len = t % 5 == 0 ? q.length() : rnd.nextInt(400); // equal lengths take the two-way path
                String other = random(rnd, "abcdef", len);
                assertEquals(partialRatioAlignment(q, other), needle.partialRatioAlignment(other), () -> q + " | " + other);
                assertEquals(Fuzzy.ratio(q, other), needle.ratio(other), 0.0, () -> q + " | " + other);
            }
        }
        assertEquals(100.0, Fuzzy.needle("").ratio(""), 0.0);
        assertEquals(0.0, Fuzzy.needle("").ratio("ab"), 0.0);
    }

    // --- token set ratio -------------------------------------------------------------------------

    @Test
    void tokenSetRatioSubsetIs100() {
        assertEquals(100.0, tokenSetRatio("fuzzy was a bear", "fuzzy fuzzy was a bear"), EPS);
        assertEquals(100.0, tokenSetRatio("الحمد لله", "الحمد لله رب العالمين"), EPS);
        // word order is ignored
        assertEquals(100.0, tokenSetRatio("رب العالمين", "العالمين رب"), EPS);
    }

    @Test
    void tokenSetRatioWithDisagreement() {
        // I = "a bear but fuzzy not was" (19 letters + 5 spaces = 24), sA = I + " dog" (28),
        // sB = I + " cat" (28). ratio(I, sA) = 100·(1 − 4/52) = 100·48/52;
        // ratio(sA, sB): LCS 25, indel 56 − 50 = 6 → 100·50/56 (lower). Max = 100·48/52.
        assertEquals(100.0 * 48 / 52,
                tokenSetRatio("fuzzy was a bear but not a dog", "fuzzy was a bear but not a cat"), EPS);
    }

    @Test
    void tokenSetRatioWithoutCommonTokens() {
        // I empty: only ratio("abc", "abd") counts: LCS 2, indel 2 → 100·(1 − 2/6)
        assertEquals(100.0 * 4 / 6, tokenSetRatio("abc", "abd"), EPS);
        assertEquals(0.0, tokenSetRatio("ab", "cd"), EPS);
    }

    @Test
    void tokenSetRatioEmptyTokenSetsScoreZero() {
        assertEquals(0.0, tokenSetRatio("", ""), EPS);
        assertEquals(0.0, tokenSetRatio("  \t", "abc"), EPS);
        assertEquals(0.0, tokenSetRatio("abc", ""), EPS);
    }

    @Test
    void tokenSetRatioSplitsOnPythonWhitespace() {
        // NBSP separates tokens in Python's str.split(), so these are the same token set
        assertEquals(100.0, tokenSetRatio("رب\u00A0العالمين", "رب العالمين"), EPS);
        // a zero-width space does not: I is empty, sA = "رب\u200Bالعالمين" (11), sB = "العالمين رب"
        // (sorted, 11); LCS = 8 ("العالمين") → indel 22 − 16 = 6 → 100·16/22
        assertEquals(100.0 * 16 / 22,
                tokenSetRatio("رب\u200Bالعالمين", "رب العالمين"), EPS);
    }

    private static void assertAlignment(double score, int start, int end, Alignment actual) {
        assertEquals(score, actual.score(), EPS);
        assertEquals(start, actual.start(), "start");
        assertEquals(end, actual.end(), "end");
    }

    // --- references ------------------------------------------------------------------------------

    private static String random(Random rnd, String alphabet, int len) {
        StringBuilder sb = new StringBuilder(len);
        for (int i = 0; i < len; i++) {
            sb.append(alphabet.charAt(rnd.nextInt(alphabet.length())));
        }
        return sb.toString();
    }

    static int dpLcs(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                d[i][j] = a.charAt(i - 1) == b.charAt(j - 1)
                        ? d[i - 1][j - 1] + 1
                        : Math.max(d[i - 1][j], d[i][j - 1]);
            }
        }
        return d[a.length()][b.length()];
    }

    /** Every window in order, strict improvement only, both directions for equal lengths. */
    private static Alignment brutePartial(String a, String b) {
        if (a.isEmpty() && b.isEmpty()) {
            return new Alignment(100.0, 0, 0);
        }
        if (a.isEmpty() || b.isEmpty()) {
            return new Alignment(0.0, 0, 0);
        }
        String s = a.length() <= b.length() ? a : b;
        String l = a.length() <= b.length() ? b : a;
        Alignment best = bruteWindows(s, l);
        if (a.length() == b.length()) {
            Alignment rev = bruteWindows(l, s);
            if (rev.score() > best.score() + EPS) {
                best = new Alignment(rev.score(), 0, l.length());
            }
        }
        return best;
    }

    /** As {@link #bruteWindows} for {@code |s| < |l|}, each window's LCS from the bit-parallel {@link Fuzzy#lcsLength}. */
    private static Alignment everyWindow(String s, String l) {
        return windows(s, l, Fuzzy::lcsLength);
    }

    private static Alignment bruteWindows(String s, String l) {
        return windows(s, l, FuzzyTest::dpLcs);
    }

    /** Every window of {@code l} scored by {@code lcs}, leftmost best, strict improvement only. */
    private static Alignment windows(String s, String l, java.util.function.ToIntBiFunction<String, String> lcs) {
        int n = s.length();
        int m = l.length();
        double best = 0;
        int bs = 0;
        int be = n;
        for (int i = -(n - 1); i < m; i++) {
            int lo = Math.max(0, i);
            int hi = Math.min(m, i + n);
            double r = 100.0 * 2 * lcs.applyAsInt(s, l.substring(lo, hi)) / (n + hi - lo);
            if (r > best + EPS) {
                best = r;
                bs = lo;
                be = hi;
            }
        }
        return new Alignment(best, bs, be);
    }
}
