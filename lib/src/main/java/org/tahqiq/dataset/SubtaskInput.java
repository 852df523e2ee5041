package org.tahqiq.dataset;

import java.nio.file.Path;

/** What the generic command path needs of any subtask's input. */
public interface SubtaskInput {

    /** The file the input was read from. */
    Path source();

    /** Whether the input carries gold labels (then the run is cross-validated and scored). */
    boolean hasGold();

    /**
     * How many questions the rows belong to, the groups cross-validation folds by (so {@code --folds} cannot exceed
     * it); -1 when the input does not say.
     */
    default int questions() {
        return -1;
    }
}
