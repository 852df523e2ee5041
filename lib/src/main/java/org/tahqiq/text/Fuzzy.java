package org.tahqiq.text;

import java.util.TreeSet;

/**
 * Fuzzy string similarity with RapidFuzz's semantics (scores 0–100), on UTF-16 units.
 *
 * <p>Everything rests on the length of the longest common subsequence, computed bit-parallel
 * (Allison–Dix / Hyyrö): one machine word holds 64 pattern positions and each text char costs one
 * add, and, or and subtract per word.
 */
public final class Fuzzy {

    /**
     * Result of {@link #partialRatioAlignment}: the score and the best window {@code [start, end)} in
     * the longer string (the second argument when both have the same length).
     */
    public record Alignment(double score, int start, int end) {
    }

    private Fuzzy() {
    }

    /** Length of the longest common subsequence of {@code a} and {@code b}. */
    public static int lcsLength(String a, String b) {
        if (a.isEmpty() || b.isEmpty()) {
            return 0;
        }
        // The shorter string is the bit pattern: fewer words per text char.
        String pat = a.length() <= b.length() ? a : b;
        String text = pat == a ? b : a;
        Pattern p = new Pattern(pat);
        return p.lcs(text);
    }

    /** {@code 100 · (1 − indel / (|a| + |b|))}, indel = |a| + |b| − 2·LCS; 100 for two empties. */
    public static double ratio(String a, String b) {
        int lensum = a.length() + b.length();
        if (lensum == 0) {
            return 100.0;
        }
        return score(lcsLength(a, b), lensum);
    }

    /**
     * Best {@link #ratio} of the shorter string against every window of its length in the longer
     * one, including the windows clipped at either end; 100 when the shorter is a substring of the
     * longer, 100 for two empties, 0 when exactly one is empty.
     *
     * <p>Exact for every length. RapidFuzz itself switches to a heuristic for needles longer than
     * 64 chars and can then report a lower score than this.
     */
    public static double partialRatio(String a, String b) {
        return partialRatioAlignment(a, b).score();
    }

    /** {@link #partialRatio} together with the best window; ties go to the leftmost window. */
    public static Alignment partialRatioAlignment(String a, String b) {
        int la = a.length();
        int lb = b.length();
        if (la == 0 && lb == 0) {
            return new Alignment(100.0, 0, 0);
        }
        if (la == 0 || lb == 0) {
            return new Alignment(0.0, 0, 0);
        }
        String shorter = la <= lb ? a : b;
        String longer = la <= lb ? b : a;
        Alignment best = partialImpl(shorter, longer);
        if (best.score() < 100.0 && la == lb) {
            // Same length: RapidFuzz also slides b over a and keeps that only if strictly better,
            // reporting all of b as the matched range.
            Alignment rev = partialImpl(longer, shorter);
            if (rev.score() > best.score()) {
                best = new Alignment(rev.score(), 0, lb);
            }
        }
        return best;
    }

    /**
     * Token-set ratio: with {@code I} the sorted common tokens, {@code A}/{@code B} the sorted tokens
     * only in a/b (whitespace-split, deduplicated), {@code sA = I + " " + A} and
     * {@code sB = I + " " + B} (no dangling space), the max of ratio(I, sA), ratio(I, sB) and
     * ratio(sA, sB); 100 when I is non-empty and A or B is empty; 0 when either side has no tokens.
     */
    public static double tokenSetRatio(String a, String b) {
        TreeSet<String> ta = new TreeSet<>(PyText.split(a));
        TreeSet<String> tb = new TreeSet<>(PyText.split(b));
        if (ta.isEmpty() || tb.isEmpty()) {
            return 0.0; // RapidFuzz keeps FuzzyWuzzy's 0 here, even for two empty strings
        }
        TreeSet<String> inter = new TreeSet<>(ta);
        inter.retainAll(tb);
        TreeSet<String> onlyA = new TreeSet<>(ta);
        onlyA.removeAll(tb);
        TreeSet<String> onlyB = new TreeSet<>(tb);
        onlyB.removeAll(ta);
        if (!inter.isEmpty() && (onlyA.isEmpty() || onlyB.isEmpty())) {
            return 100.0;
        }
        String i = String.join(" ", inter);
        String sa = join(i, String.join(" ", onlyA));
        String sb = join(i, String.join(" ", onlyB));
        double best = ratio(sa, sb);
        if (!i.isEmpty()) {
            best = Math.max(best, Math.max(ratio(i, sa), ratio(i, sb)));
        }
        return best;
    }

    // ---------------------------------------------------------------------------------------------

    private static String join(String left, String right) {
        if (left.isEmpty()) {
            return right;
        }
        return right.isEmpty() ? left : left + " " + right;
    }

    /** Ratio from an LCS length and the summed lengths, in RapidFuzz's floating-point order. */
    private static double score(int lcs, int lensum) {
        int indel = lensum - 2 * lcs;
        return 100.0 * (1.0 - (double) indel / lensum);
    }

    /** Partial ratio with {@code 1 ≤ |s| ≤ |l|}; the window is in {@code l}. */
    private static Alignment partialImpl(String s, String l) {
        int n = s.length();
        int m = l.length();
        int at = l.indexOf(s);
        if (at >= 0) {
            return new Alignment(100.0, at, at + n);
        }
        Pattern p = new Pattern(s);
        int[] ids = new int[m];
        for (int j = 0; j < m; j++) {
            ids[j] = p.id(l.charAt(j));
        }
        // Histogram bound: LCS(s, w) ≤ Σ_c min(count_s(c), count_w(c)) = overlap, maintained as the
        // window slides one position at a time.
        int[] need = p.counts;
        int[] have = new int[need.length];
        int overlap = 0;

        // Best so far as the exact fraction 2·bestLcs / bestDen (score 0 to start with); RapidFuzz's
        // default range is the first n chars.
        long bestLcs = 0;
        long bestDen = 1;
        int bestStart = 0;
        int bestEnd = n;

        // Window for offset i is l[max(0, i), min(m, i + n)), i = -(n-1) .. m-1.
        if (ids[0] >= 0) {
            overlap += have[ids[0]]++ < need[ids[0]] ? 1 : 0;
        }
        for (int i = -(n - 1); i < m; i++) {
            int lo = Math.max(0, i);
            int hi = Math.min(m, i + n);
            int wlen = hi - lo;
            // A window whose outer new char is not in s is matched at least as well by a neighbour
            // (the one a char shorter, or the previous full window), as RapidFuzz also assumes.
            boolean dominated = i <= m - n ? ids[hi - 1] < 0 : ids[lo] < 0;
            if (!dominated && (long) overlap * bestDen > bestLcs * (n + wlen)) {
                int lcs = p.lcs(ids, lo, hi);
                if ((long) lcs * bestDen > bestLcs * (n + wlen)) {
                    bestLcs = lcs;
                    bestDen = n + wlen;
                    bestStart = lo;
                    bestEnd = hi;
                }
            }
            if (i >= 0 && ids[i] >= 0) {
                overlap -= --have[ids[i]] < need[ids[i]] ? 1 : 0;
            }
            if (i + n < m && ids[i + n] >= 0) {
                overlap += have[ids[i + n]]++ < need[ids[i + n]] ? 1 : 0;
            }
        }
        double sc = bestLcs == 0 ? 0.0 : score((int) bestLcs, (int) bestDen);
        return new Alignment(sc, bestStart, bestEnd);
    }

    /**
     * Match masks of a pattern: for each distinct char (id 0..k-1), a bit set of the positions where
     * it occurs, in {@code words} longs. Chars map to ids through a small open-addressing table.
     */
    private static final class Pattern {
        final int len;
        final int words;
        final long[] masks; // masks[id * words + w]
        final int[] counts; // occurrences of each id in the pattern
        private final char[] keys;
        private final int[] slots; // id + 1, 0 = empty
        private final int shift;

        Pattern(String s) {
            len = s.length();
            words = (len + 63) >>> 6;
            int bits = 32 - Integer.numberOfLeadingZeros(Math.max(8, len * 2) - 1);
            int cap = 1 << bits;
            shift = 32 - bits;
            keys = new char[cap];
            slots = new int[cap];
            int[] idOf = new int[len];
            int distinct = 0;
            for (int i = 0; i < len; i++) {
                char c = s.charAt(i);
                int h = hash(c);
                while (slots[h] != 0 && keys[h] != c) {
                    h = (h + 1) & (cap - 1);
                }
                if (slots[h] == 0) {
                    keys[h] = c;
                    slots[h] = ++distinct;
                }
                idOf[i] = slots[h] - 1;
            }
            masks = new long[distinct * words];
            counts = new int[distinct];
            for (int i = 0; i < len; i++) {
                masks[idOf[i] * words + (i >>> 6)] |= 1L << (i & 63);
                counts[idOf[i]]++;
            }
        }

        private int hash(char c) {
            return (c * 0x9E3779B1) >>> shift;
        }

        /** Id of {@code c}, or -1 when it does not occur in the pattern. */
        int id(char c) {
            int mask = keys.length - 1;
            int h = hash(c);
            while (slots[h] != 0) {
                if (keys[h] == c) {
                    return slots[h] - 1;
                }
                h = (h + 1) & mask;
            }
            return -1;
        }

        int lcs(String text) {
            int[] ids = new int[text.length()];
            for (int j = 0; j < ids.length; j++) {
                ids[j] = id(text.charAt(j));
            }
            return lcs(ids, 0, ids.length);
        }

        /**
         * LCS of the pattern and the text given as ids[lo..hi). V starts all ones; per text char with
         * match mask M: U = V & M, V = (V + U) | (V − U). The zero bits of V then count the LCS. Bits
         * above {@code len} stay one (M is zero there and V − U keeps them), so counting zeros of the
         * whole words is exact.
         */
        int lcs(int[] ids, int lo, int hi) {
            if (words == 1) {
                long v = -1L;
                for (int j = lo; j < hi; j++) {
                    int id = ids[j];
                    if (id >= 0) {
                        long u = v & masks[id];
                        v = (v + u) | (v - u);
                    }
                }
                return Long.bitCount(~v);
            }
            long[] v = new long[words];
            java.util.Arrays.fill(v, -1L);
            for (int j = lo; j < hi; j++) {
                int id = ids[j];
                if (id < 0) {
                    continue;
                }
                int base = id * words;
                long carry = 0;
                for (int w = 0; w < words; w++) {
                    long vw = v[w];
                    long u = vw & masks[base + w];
                    long sum = vw + u + carry;
                    // Carry out of a full adder, read from the top bit.
                    carry = ((vw & u) | ((vw | u) & ~sum)) >>> 63;
                    v[w] = sum | (vw - u);
                }
            }
            int zeros = 0;
            for (long vw : v) {
                zeros += Long.bitCount(~vw);
            }
            return zeros;
        }
    }
}
