package org.tahqiq.task1.analysis;

/**
 * Every run of {@value #N} consecutive words of a corpus, hashed to 64 bits, with the position of its first
 * occurrence, how often it occurs (capped) and which parts of the corpus it occurs in (bit flags the caller
 * defines). Open addressing over primitive arrays: a few million n-grams fit in tens of MiB and a look-up is a
 * couple of array reads. Immutable once built; safe to share between threads.
 */
public final class WordNgramIndex {

    /** Words per n-gram: two-word runs recur across unrelated texts, three-word runs mostly do not. */
    public static final int N = 3;
    private static final int MAX_COUNT = 127;

    private long[] keys;
    private int[] first;
    private byte[] count;
    private byte[] flags;
    private int size;
    private int mask;

    private WordNgramIndex(int expected) {
        int cap = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
        keys = new long[cap];
        first = new int[cap];
        count = new byte[cap];
        flags = new byte[cap];
        mask = cap - 1;
    }

    /** The table as it stands, for {@link #read}: the same slots, so the same answers. */
    void write(org.tahqiq.snapshot.BinaryFile.Out out) throws java.io.IOException {
        out.writeInt(size);
        out.writeLongs(keys);
        out.writeInts(first);
        out.writeBytes(count);
        out.writeBytes(flags);
    }

    static WordNgramIndex read(org.tahqiq.snapshot.BinaryFile.In in) throws java.io.IOException {
        int size = in.count();
        long[] keys = in.longs();
        int[] first = in.ints();
        byte[] count = in.bytes();
        byte[] flags = in.bytes();
        int cap = keys.length;
        if (Integer.bitCount(cap) != 1 || first.length != cap || count.length != cap || flags.length != cap || size * 2L > cap) {
            throw new java.io.IOException("n-gram table of inconsistent shape");
        }
        WordNgramIndex w = new WordNgramIndex(1);
        w.keys = keys;
        w.first = first;
        w.count = count;
        w.flags = flags;
        w.size = size;
        w.mask = cap - 1;
        return w;
    }

    /** Accumulates n-grams; {@link #build()} freezes them. */
    public static final class Builder {
        private final WordNgramIndex index;

        public Builder(int expectedNgrams) {
            index = new WordNgramIndex(expectedNgrams);
        }

        /**
         * Adds the n-grams of {@code wordHashes[from..to)}, whose first word sits at corpus position
         * {@code position}; n-grams never cross the ends of the range.
         */
        public Builder add(long[] wordHashes, int from, int to, int position, int flag) {
            for (int i = from; i + N <= to; i++) {
                index.put(ngram(wordHashes, i), position + i - from, flag);
            }
            return this;
        }

        public WordNgramIndex build() {
            return index;
        }
    }

    /** Hash of the n-gram starting at {@code i}. */
    public static long ngram(long[] wordHashes, int i) {
        long h = 0x9E3779B97F4A7C15L;
        for (int k = 0; k < N; k++) {
            h = mix(h * 31 + wordHashes[i + k]);
        }
        return h == 0 ? 1 : h;
    }

    /** A 64-bit hash of a word (FNV-1a, then a finalizer so that similar words spread). */
    public static long word(String w) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < w.length(); i++) {
            h ^= w.charAt(i);
            h *= 0x100000001b3L;
        }
        return mix(h);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return z ^ (z >>> 33);
    }

    private void put(long key, int position, int flag) {
        if (size * 2 >= keys.length) {
            grow();
        }
        int slot = (int) key & mask;
        while (keys[slot] != 0 && keys[slot] != key) {
            slot = (slot + 1) & mask;
        }
        if (keys[slot] == 0) {
            keys[slot] = key;
            first[slot] = position;
            size++;
        }
        if (count[slot] < MAX_COUNT) {
            count[slot]++;
        }
        flags[slot] |= (byte) flag;
    }

    private void grow() {
        long[] k = keys;
        int[] f = first;
        byte[] c = count;
        byte[] g = flags;
        int cap = k.length * 2;
        keys = new long[cap];
        first = new int[cap];
        count = new byte[cap];
        flags = new byte[cap];
        mask = cap - 1;
        for (int i = 0; i < k.length; i++) {
            if (k[i] != 0) {
                int slot = (int) k[i] & mask;
                while (keys[slot] != 0) {
                    slot = (slot + 1) & mask;
                }
                keys[slot] = k[i];
                first[slot] = f[i];
                count[slot] = c[i];
                flags[slot] = g[i];
            }
        }
    }

    private int slot(long key) {
        int slot = (int) key & mask;
        while (keys[slot] != 0) {
            if (keys[slot] == key) {
                return slot;
            }
            slot = (slot + 1) & mask;
        }
        return -1;
    }

    /** Position of the first occurrence of the n-gram, or -1 when the corpus does not hold it. */
    public int firstPosition(long ngram) {
        int s = slot(ngram);
        return s < 0 ? -1 : first[s];
    }

    /** Occurrences (capped at 127); 0 when absent. */
    public int count(long ngram) {
        int s = slot(ngram);
        return s < 0 ? 0 : count[s];
    }

    /** The union of the flags it was added with; 0 when absent. */
    public int flags(long ngram) {
        int s = slot(ngram);
        return s < 0 ? 0 : flags[s];
    }

    public int size() {
        return size;
    }

    @Override
    public String toString() {
        return "WordNgramIndex[" + size + " " + N + "-grams, " + keys.length + " slots]";
    }
}
