package org.tahqiq.verify;

/** What a repair does with a quote that has no authentic source ({@code خطأ}): marks it with a short note, or removes it. */
public enum RepairMode {
    MARK("mark"), REMOVE("remove");

    private final String wire;

    RepairMode(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }

    /** The mode a wire name ("mark", "remove") names, or null when it names none. */
    public static RepairMode of(String wire) {
        for (RepairMode m : values()) {
            if (m.wire.equals(wire)) {
                return m;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return wire;
    }
}
