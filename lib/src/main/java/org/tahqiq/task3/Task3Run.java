package org.tahqiq.task3;

import org.tahqiq.task3.correct.CorrectionMemory;
import org.tahqiq.task3.correct.CorrectionThresholds;
import java.nio.file.Path;
import java.util.List;
import org.tahqiq.eval.Sensitivity;

/**
 * A Subtask 3 command run.
 *
 * @param fixed       the rule unlabelled rows are decided with
 * @param memoryFiles the known corrections ranked as candidates (empty: none)
 * @param sweep       the same proposals cross-validated under every fold seed, or null without gold/cross-validation
 * @param sensitivity the constants' sensitivity ({@code --sensitivity}), or empty
 * @param trimmer     the trimmer rules' counts ({@code --sensitivity} with the train corrections at hand), or empty
 */
public record Task3Run(Task3Result result, CorrectionThresholds fixed, boolean crossValidated, int folds, List<Path> memoryFiles,
                       CorrectionMemory memory, long sharedResponses, FoldSeedSweep sweep, List<Sensitivity> sensitivity,
                       List<Task3Sensitivity.TrimmerRow> trimmer) {

    public Task3Run {
        memoryFiles = List.copyOf(memoryFiles);
        sensitivity = List.copyOf(sensitivity);
        trimmer = List.copyOf(trimmer);
    }
}
