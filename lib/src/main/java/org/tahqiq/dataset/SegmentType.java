package org.tahqiq.dataset;

import java.util.Optional;

/** The four kinds of citation segment, named exactly as the task files spell them. */
public enum SegmentType {
    AYAH("Ayah"),
    MATN("matn"),
    ISNAD("isnad"),
    CLAIMED_SOURCE("claimed_source");

    private final String wire;

    SegmentType(String wire) {
        this.wire = wire;
    }

    /** The spelling used in the data files and in submissions. */
    public String wire() {
        return wire;
    }

    /** Parses the file spelling; empty when it is not one of the four types. */
    public static Optional<SegmentType> fromWire(String s) {
        for (SegmentType t : values()) {
            if (t.wire.equals(s)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return wire;
    }
}
