package org.tahqiq.subtask;

import java.nio.file.Path;

/** What the generic command path needs of any subtask's input. */
public interface SubtaskInput {

    /** The file the input was read from. */
    Path source();

    /** Whether the input carries gold labels (then the run is cross-validated and scored). */
    boolean hasGold();
}
