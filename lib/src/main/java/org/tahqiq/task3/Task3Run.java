package org.tahqiq.task3;

import java.nio.file.Path;
import java.util.List;

/**
 * A Subtask 3 command run.
 *
 * @param fixed       the rule unlabelled rows are decided with
 * @param memoryFiles the known corrections ranked as candidates (empty: none)
 * @param sweep       the same proposals cross-validated under every fold seed, or null without gold/cross-validation
 */
public record Task3Run(Task3Result result, CorrectionThresholds fixed, boolean crossValidated, int folds, List<Path> memoryFiles,
                       CorrectionMemory memory, long sharedResponses, FoldSeedSweep sweep) {

    public Task3Run {
        memoryFiles = List.copyOf(memoryFiles);
    }
}
