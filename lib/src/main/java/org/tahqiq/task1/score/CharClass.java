package org.tahqiq.task1.score;

import org.tahqiq.dataset.SegmentType;

/** The five classes the Subtask 1 scorer paints characters with. */
public enum CharClass {
    NEITHER("neither"), AYAH("Ayah"), MATN("matn"), ISNAD("isnad"), CLAIMED_SOURCE("claimed_source");

    private final String wire;

    CharClass(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }

    public static CharClass of(SegmentType t) {
        return t == null ? NEITHER : values()[t.ordinal() + 1];
    }

    /** The segment type, or null for NEITHER. */
    public SegmentType type() {
        return this == NEITHER ? null : SegmentType.values()[ordinal() - 1];
    }
}
