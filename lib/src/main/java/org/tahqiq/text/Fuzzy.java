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
        return partialRatioAlignment(a, b, null);
    }

    /**
     * A string compared with many others ({@link #partialRatio} of a quote against each shortlisted text): its bit
     * pattern is built once, not once per comparison. Same results as the static methods; not thread-safe.
     */
    public static final class Needle {
        private final String s;
        private Pattern pattern;
        private Pattern reversed;

        private Needle(String s) {
            this.s = s;
        }

        public String text() {
            return s;
        }

        /** {@code Fuzzy.ratio(text(), other)}. */
        public double ratio(String other) {
            int lensum = s.length() + other.length();
            if (lensum == 0) {
                return 100.0;
            }
            if (s.isEmpty() || other.isEmpty()) {
                return score(0, lensum);
            }
            // the shorter string is the pattern, as in lcsLength: this one's when it is not the longer
            int lcs = s.length() <= other.length() ? pattern().lcs(other) : new Pattern(other).lcs(s);
            return score(lcs, lensum);
        }

        /** {@code Fuzzy.partialRatio(text(), other)}. */
        public double partialRatio(String other) {
            return partialRatioAlignment(other).score();
        }

        /** {@code Fuzzy.partialRatioAlignment(text(), other)}. */
        public Alignment partialRatioAlignment(String other) {
            return Fuzzy.partialRatioAlignment(s, other, this);
        }

        Pattern pattern() {
            if (pattern == null) {
                pattern = new Pattern(s);
            }
            return pattern;
        }

        Pattern reversed() {
            if (reversed == null) {
                reversed = pattern().reversed();
            }
            return reversed;
        }
    }

    public static Needle needle(String s) {
        return new Needle(s);
    }

    /** @param prepared the patterns of {@code a}, or null */
    private static Alignment partialRatioAlignment(String a, String b, Needle prepared) {
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
        Alignment best = partialImpl(shorter, longer, shorter == a ? prepared : null);
        if (best.score() < 100.0 && la == lb) {
            // Same length: RapidFuzz also slides b over a and keeps that only if strictly better,
            // reporting all of b as the matched range.
            Alignment rev = partialImpl(longer, shorter, null);
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

    /**
     * Partial ratio with {@code 1 ≤ |s| ≤ |l|}; the window is in {@code l}.
     *
     * <p>Windows are numbered by offset {@code t = 0 .. n+m-2}; window t is
     * {@code l[max(0, t-n+1), min(m, t+1))}. The answer is the leftmost window of maximal score, so
     * windows may be evaluated in any order as long as a window is skipped only when an upper bound
     * shows it cannot beat the best so far, or can only tie it from further right. Bounds used:
     * <ul>
     *   <li>the character-histogram overlap of s and the window (O(1) per window, sliding);
     *   <li>per group of consecutive windows, one forward scan from the group's leftmost start gives
     *       LCS(s, l[lo0, hi)) for every end hi, and one backward scan with the reversed pattern gives
     *       LCS(s, l[lo, hi1)) for every start lo; both bound the LCS of every window inside
     *       [lo0, hi1), and they are exact for the windows touching either edge;
     *   <li>windows t and t + 1 differ by at most one char entering and one leaving, so their LCS
     *       differ by at most one: a window d steps from one of known LCS x has at most x + d. This
     *       is what prunes a long quote against a long text it matches nowhere well (every window
     *       scores alike and the other bounds are loose).
     * </ul>
     * A seed window (largest histogram bound) is evaluated first so that the bounds bite early.
     */
    private static Alignment partialImpl(String s, String l, Needle prepared) {
        int n = s.length();
        int m = l.length();
        int at = l.indexOf(s);
        if (at >= 0) {
            return new Alignment(100.0, at, at + n);
        }
        Pattern p = prepared != null ? prepared.pattern() : new Pattern(s);
        // The thread's arrays of its previous comparison: all are written before they are read.
        Scratch scratch = SCRATCH.get();
        int[] ids = scratch.ids = Scratch.atLeast(scratch.ids, m);
        for (int j = 0; j < m; j++) {
            ids[j] = p.id(l.charAt(j));
        }
        Windows w = new Windows(p, ids, n, m, scratch.ov = Scratch.atLeast(scratch.ov, n + m - 1));
        w.computeOverlaps();
        int[] ov = w.ov;
        int total = n + m - 1;

        // Seed: the candidate window with the largest histogram bound.
        int seed = -1;
        for (int t = 0; t < total; t++) {
            if (ov[t] > 0
                    && (seed < 0 || (long) ov[t] * (n + w.len(seed)) > (long) ov[seed] * (n + w.len(t)))) {
                seed = t;
            }
        }
        if (seed < 0) {
            return new Alignment(0.0, 0, n); // RapidFuzz's default range when nothing matches
        }
        int seedLcs = p.lcs(ids, w.lo(seed), w.hi(seed));
        w.offer(seed, seedLcs);
        // The nearest window whose LCS is known exactly: neighbouring windows differ by one char at either end, so
        // their LCS differs by at most one per step, and one exact window bounds all the windows around it.
        int knownT = seed;
        int knownLcs = seedLcs;

        Pattern rp = prepared != null ? prepared.reversed() : p.reversed();
        // Smaller groups give tighter bounds but more scanning; n/4 was fastest on verse-vs-answer.
        int group = Math.max(8, n / 4);
        int[] pre = scratch.pre = Scratch.atLeast(scratch.pre, group + n + 1);
        int[] suf = scratch.suf = Scratch.atLeast(scratch.suf, group + n + 1);
        for (int g = 0; g < total; g += group) {
            int gEnd = Math.min(total, g + group);
            boolean any = false;
            for (int t = g; t < gEnd && !any; t++) {
                any = w.mayImprove(Math.min(ov[t], knownLcs + Math.abs(t - knownT)), t);
            }
            if (!any) {
                continue;
            }
            int lo0 = w.lo(g);
            int hi1 = w.hi(gEnd - 1);
            p.scan(ids, lo0, hi1 - lo0, 1, pre); // pre[k] = LCS(s, l[lo0, lo0 + k))
            rp.scan(ids, hi1 - 1, hi1 - lo0, -1, suf); // suf[k] = LCS(s, l[hi1 - k, hi1))
            for (int t = g; t < gEnd; t++) {
                if (ov[t] == 0) { // no candidate, or no char in common
                    continue;
                }
                int lo = w.lo(t);
                int hi = w.hi(t);
                int fromLeft = pre[hi - lo0];
                int fromRight = suf[hi1 - lo];
                int bound = Math.min(Math.min(ov[t], knownLcs + Math.abs(t - knownT)), Math.min(fromLeft, fromRight));
                if (!w.mayImprove(bound, t)) {
                    continue;
                }
                int lcs = lo == lo0 ? fromLeft : hi == hi1 ? fromRight : p.lcs(ids, lo, hi);
                w.offer(t, lcs);
                knownT = t;
                knownLcs = lcs;
            }
            // The group's last window is exact from the backward scan, and the nearest one to the next group.
            knownT = gEnd - 1;
            knownLcs = suf[hi1 - w.lo(gEnd - 1)];
        }
        double sc = score((int) w.bestLcs, (int) w.bestDen);
        return new Alignment(sc, w.lo(w.bestT), w.hi(w.bestT));
    }

    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    /** The arrays of one {@link #partialImpl}, kept by its thread for the next (grown for longer texts). */
    private static final class Scratch {
        int[] ids;
        int[] ov;
        int[] pre;
        int[] suf;

        static int[] atLeast(int[] a, int n) {
            return a != null && a.length >= n ? a : new int[Math.max(n, a == null ? 0 : a.length * 3 / 2)];
        }
    }

    /** Window geometry, histogram bounds and the best window so far for {@link #partialImpl}. */
    private static final class Windows {
        final Pattern p;
        final int[] ids;
        final int n;
        final int m;
        final int[] ov;
        // best so far as the exact fraction 2·bestLcs / bestDen, at window bestT
        long bestLcs = 0;
        long bestDen = 1;
        int bestT = Integer.MAX_VALUE;

        /** @param ov room for the n + m − 1 windows' histogram bounds */
        Windows(Pattern p, int[] ids, int n, int m, int[] ov) {
            this.p = p;
            this.ids = ids;
            this.n = n;
            this.m = m;
            this.ov = ov;
        }

        int lo(int t) {
            return Math.max(0, t - n + 1);
        }

        int hi(int t) {
            return Math.min(m, t + 1);
        }

        int len(int t) {
            return hi(t) - lo(t);
        }

        /**
         * Histogram overlap Σ_c min(count_s(c), count_w(c)) of every window, sliding left to right, and 0 for a
         * window that is no candidate: another window provably matches it at least as well. Those are a prefix or
         * full window whose last char is not in s (its left neighbour, or the one a char shorter, is as good and
         * further left) and a suffix window whose first char is not in s (the one a char shorter is strictly
         * better); RapidFuzz skips the same windows. A bound of 0 lets no window through.
         */
        void computeOverlaps() {
            int[] need = p.counts;
            int[] have = new int[need.length];
            int[] ids = this.ids;
            int[] ov = this.ov;
            int n = this.n;
            int m = this.m;
            int overlap = 0;
            for (int t = 0, windows = n + m - 1; t < windows; t++) {
                if (t < m) { // char t enters at the right
                    int id = ids[t];
                    if (id >= 0 && have[id]++ < need[id]) {
                        overlap++;
                    }
                }
                int out = t - n; // char t - n has left at the left
                if (out >= 0) {
                    int id = ids[out];
                    if (id >= 0 && --have[id] < need[id]) {
                        overlap--;
                    }
                }
                boolean candidate = t < m ? ids[t] >= 0 : ids[t - n + 1] >= 0; // t >= m: the window starts at t - n + 1
                ov[t] = candidate ? overlap : 0;
            }
        }

        /** Whether a window with LCS at most {@code bound} could become the best. */
        boolean mayImprove(int bound, int t) {
            if (bound == 0) {
                return false;
            }
            long lhs = bound * bestDen;
            long rhs = bestLcs * (n + len(t));
            return lhs > rhs || lhs == rhs && t < bestT;
        }

        void offer(int t, int lcs) {
            if (lcs == 0) {
                return;
            }
            long den = n + len(t);
            long lhs = lcs * bestDen;
            long rhs = bestLcs * den;
            if (lhs > rhs || lhs == rhs && t < bestT) {
                bestLcs = lcs;
                bestDen = den;
                bestT = t;
            }
        }
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
        private long[] v; // scratch of the multi-word scans, see allOnes

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

        /** Same ids, masks of the reversed pattern: position i becomes len − 1 − i. */
        private Pattern(Pattern src) {
            len = src.len;
            words = src.words;
            keys = src.keys;
            slots = src.slots;
            shift = src.shift;
            counts = src.counts;
            masks = new long[src.masks.length];
            for (int id = 0; id < counts.length; id++) {
                int base = id * words;
                for (int i = 0; i < len; i++) {
                    if ((src.masks[base + (i >>> 6)] & (1L << (i & 63))) != 0) {
                        int r = len - 1 - i;
                        masks[base + (r >>> 6)] |= 1L << (r & 63);
                    }
                }
            }
        }

        Pattern reversed() {
            return new Pattern(this);
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
         * One pass over {@code count} text ids from {@code start} in direction {@code dir} (±1):
         * {@code out[k]} = LCS of the pattern and the first k ids visited, {@code out[0] = 0}.
         */
        void scan(int[] ids, int start, int count, int dir, int[] out) {
            // The LCS grows by one exactly when the addition carries out of the pattern's top bit (the bits above
            // it are ones in V and zeros in U, so such a carry runs out of the top word): counted so, not by
            // counting V's zeros after every char (Long.bitCount is a call under the C1 compiler short runs use).
            out[0] = 0;
            long[] masks = this.masks;
            int lcs = 0;
            if (words == 1) {
                long v = -1L;
                for (int k = 1, j = start; k <= count; k++, j += dir) {
                    int id = ids[j];
                    if (id >= 0) {
                        long u = v & masks[id];
                        long sum = v + u;
                        lcs += (int) (((v & u) | ((v | u) & ~sum)) >>> 63);
                        v = sum | (v - u);
                    }
                    out[k] = lcs;
                }
                return;
            }
            if (words == 2) { // the common verse length (65–128 chars): keep V in two registers
                long v0 = -1L;
                long v1 = -1L;
                for (int k = 1, j = start; k <= count; k++, j += dir) {
                    int id = ids[j];
                    if (id >= 0) {
                        long u0 = v0 & masks[2 * id];
                        long u1 = v1 & masks[2 * id + 1];
                        long s0 = v0 + u0;
                        long c0 = ((v0 & u0) | ((v0 | u0) & ~s0)) >>> 63;
                        long s1 = v1 + u1 + c0;
                        lcs += (int) (((v1 & u1) | ((v1 | u1) & ~s1)) >>> 63);
                        v0 = s0 | (v0 - u0);
                        v1 = s1 | (v1 - u1);
                    }
                    out[k] = lcs;
                }
                return;
            }
            wide(ids, start, count, dir, out);
        }

        /**
         * The multi-word pass of {@link #scan} (with {@code out}) and {@link #lcs} (without): V in an array, the LCS
         * counted by the carries out of the top word. One loop for both, inlined by hand: under C1 a call per char
         * cost more than the step itself.
         *
         * @return the LCS of the pattern and the {@code count} ids visited
         */
        private int wide(int[] ids, int start, int count, int dir, int[] out) {
            long[] v = allOnes();
            long[] masks = this.masks;
            int words = this.words;
            int lcs = 0;
            for (int k = 1, j = start; k <= count; k++, j += dir) {
                int id = ids[j];
                if (id >= 0) {
                    long carry = 0;
                    for (int w = 0, base = id * words; w < words; w++) {
                        long vw = v[w];
                        long u = vw & masks[base + w];
                        long sum = vw + u + carry;
                        // carry out of a full adder, read from the top bit
                        carry = ((vw & u) | ((vw | u) & ~sum)) >>> 63;
                        v[w] = sum | (vw - u);
                    }
                    lcs += (int) carry;
                }
                if (out != null) {
                    out[k] = lcs;
                }
            }
            return lcs;
        }

        /** This pattern's V register, reset to all ones (a pattern is used by one thread at a time, as its Needle). */
        private long[] allOnes() {
            long[] v = this.v;
            if (v == null) {
                v = this.v = new long[words];
            }
            java.util.Arrays.fill(v, -1L);
            return v;
        }

        /**
         * LCS of the pattern and the text given as ids[lo..hi). V starts all ones; per text char with
         * match mask M: U = V & M, V = (V + U) | (V − U). The zero bits of V then count the LCS. Bits
         * above {@code len} stay one (M is zero there and V − U keeps them), so counting zeros of the
         * whole words is exact.
         */
        int lcs(int[] ids, int lo, int hi) {
            long[] masks = this.masks;
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
            if (words == 2) {
                long v0 = -1L;
                long v1 = -1L;
                for (int j = lo; j < hi; j++) {
                    int id = ids[j];
                    if (id >= 0) {
                        long u0 = v0 & masks[2 * id];
                        long u1 = v1 & masks[2 * id + 1];
                        long s0 = v0 + u0;
                        long c0 = ((v0 & u0) | ((v0 | u0) & ~s0)) >>> 63;
                        long s1 = v1 + u1 + c0;
                        v0 = s0 | (v0 - u0);
                        v1 = s1 | (v1 - u1);
                    }
                }
                return Long.bitCount(~v0) + Long.bitCount(~v1);
            }
            return wide(ids, lo, hi - lo, 1, null);
        }
    }
}
