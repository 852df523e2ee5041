package org.tahqiq.dataset;

import java.util.Optional;

/** A Subtask 2 label. {@code NA} marks gold rows the scorer skips (gated segments). */
public enum Label {
    CORRECT("correct"),
    INCORRECT("incorrect"),
    NA("N/A");

    private final String wire;

    Label(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }

    public static Label of(boolean correct) {
        return correct ? CORRECT : INCORRECT;
    }

    public static Optional<Label> fromWire(String s) {
        for (Label l : values()) {
            if (l.wire.equals(s)) {
                return Optional.of(l);
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return wire;
    }
}
