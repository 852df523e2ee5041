package org.tahqiq.task1.detect;

import org.tahqiq.dataset.SegmentType;

/**
 * The labeller's tag set: O, and B-/I- for each segment type (begin, inside), nine tags. A token's type is the
 * class the official scorer paints its characters with, so a claimed_source inside an isnad is tagged
 * claimed_source there.
 */
public final class Tags {

    /** The segment types by ordinal, once: {@code values()} copies its array on every call, and decoding asks often. */
    private static final SegmentType[] TYPES = SegmentType.values();
    public static final int COUNT = 1 + 2 * TYPES.length;
    public static final int O = 0;

    private Tags() {
    }

    public static int begin(SegmentType t) {
        return 1 + 2 * t.ordinal();
    }

    public static int inside(SegmentType t) {
        return 2 + 2 * t.ordinal();
    }

    /** The type of a tag, or null for O. */
    public static SegmentType type(int tag) {
        return tag == O ? null : TYPES[(tag - 1) / 2];
    }

    public static boolean isBegin(int tag) {
        return tag != O && (tag - 1) % 2 == 0;
    }

    /** Whether {@code next} may follow {@code prev} (-1: the sequence start): I-X only continues X. */
    public static boolean allowed(int prev, int next) {
        if (next == O || isBegin(next)) {
            return true;
        }
        return prev != -1 && prev != O && type(prev) == type(next);
    }

    public static String name(int tag) {
        return tag == O ? "O" : (isBegin(tag) ? "B-" : "I-") + type(tag).wire();
    }
}
