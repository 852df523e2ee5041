package org.tahqiq.text.rasm;

import java.util.Arrays;

/** A word on its way to its rasm: characters (letters and marks), each with the input index it came from. */
final class Letters {

    private char[] chars;
    private int[] origin;
    private int size;

    Letters(int capacity) {
        chars = new char[Math.max(4, capacity)];
        origin = new int[chars.length];
    }

    /** The characters of {@code s} in [from, to), each from its own index. */
    static Letters of(String s, int from, int to) {
        Letters l = new Letters(to - from);
        for (int i = from; i < to; i++) {
            l.add(s.charAt(i), i);
        }
        return l;
    }

    void add(char c, int from) {
        if (size == chars.length) {
            chars = Arrays.copyOf(chars, size * 2);
            origin = Arrays.copyOf(origin, size * 2);
        }
        chars[size] = c;
        origin[size] = from;
        size++;
    }

    int size() {
        return size;
    }

    char charAt(int i) {
        return chars[i];
    }

    int originAt(int i) {
        return origin[i];
    }

    void set(int i, char c) {
        chars[i] = c;
    }

    /** Index of the last character before {@code i} that is not a mark, or -1. */
    int baseBefore(int i) {
        int j = i - 1;
        while (j >= 0 && Marks.isMark(chars[j])) {
            j--;
        }
        return j;
    }

    /** Index of the first character after {@code i} that is not a mark, or {@link #size()}. */
    int baseAfter(int i) {
        int k = i + 1;
        while (k < size && Marks.isMark(chars[k])) {
            k++;
        }
        return k;
    }

    /** The same characters, from no input index (a word read from a table). */
    Letters withoutOrigin() {
        Arrays.fill(origin, 0, size, -1);
        return this;
    }

    String text() {
        return new String(chars, 0, size);
    }
}
