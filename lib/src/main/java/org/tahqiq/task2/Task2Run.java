package org.tahqiq.task2;

import java.nio.file.Path;
import java.util.List;

/**
 * A Subtask 2 command run: the pipeline's result and, for labelled input, the same evidence cross-validated under each
 * further fold seed.
 *
 * @param reference the reference JSONL missing quotes were taken from, or null
 * @param bySeed    the score at each fold seed, the headline seed first (empty without gold or cross-validation)
 */
public record Task2Run(Task2Result result, ThresholdPolicy policy, Path reference, List<Long> seeds, List<Task2Score> bySeed) {

    public Task2Run {
        seeds = List.copyOf(seeds);
        bySeed = List.copyOf(bySeed);
    }
}
