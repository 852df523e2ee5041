package org.tahqiq.verify;

import java.util.List;

/**
 * An answer with its citations put right ({@link Checker#repair}).
 *
 * @param mode  what was done with quotes that have no authentic source
 * @param text  the repaired answer: the original with every edit applied, byte for byte the same elsewhere
 * @param edits in the order of the original answer, none overlapping; empty when nothing needed repair
 */
public record RepairedAnswer(RepairMode mode, String text, List<RepairEdit> edits) {

    public RepairedAnswer {
        edits = List.copyOf(edits);
    }

    public boolean changed() {
        return !edits.isEmpty();
    }
}
