package org.tahqiq.task2;

import org.tahqiq.task2.rules.Verifier;
import java.nio.file.Path;
import java.util.List;
import org.tahqiq.eval.Sensitivity;

/**
 * A Subtask 2 command run: the pipeline's result and, for labelled input, the same evidence cross-validated under each
 * fold seed.
 *
 * @param reference the reference JSONL missing quotes were taken from, or null
 * @param repeated  the cross-validation at each fold seed, the headline seed first (null without gold or cross-validation)
 * @param sensitivity the constants' sensitivity table ({@code --sensitivity}), or empty
 * @param verifier    the rules the run judged with (its memory of judged quotes included)
 * @param accepted    the train's accepted matn quotes judged by the fit on all rows ({@code --accepted-check}), or null
 */
public record Task2Run(Task2Result result, ThresholdPolicy policy, Path reference, Task2Pipeline.Repeated repeated,
                       List<Sensitivity> sensitivity, Verifier verifier, AcceptedQuoteCheck accepted) {

    public Task2Run {
        sensitivity = List.copyOf(sensitivity);
    }

    /** The fold seeds of the repeated cross-validation (empty without one). */
    public List<Long> seeds() {
        return repeated == null ? List.of() : repeated.runs().stream().map(Task2Pipeline.SeedRun::seed).toList();
    }

    /** The score at each fold seed, the headline seed first (empty without a repeated cross-validation). */
    public List<Task2Score> bySeed() {
        return repeated == null ? List.of() : repeated.scores();
    }
}
