package org.tahqiq.pipeline;

import org.tahqiq.rules.Thresholds;

/**
 * Which thresholds label the input: fixed ones, or — when gold labels exist — ones chosen by grouped k-fold
 * cross-validation, so every row is labelled by thresholds tuned on other questions' rows only.
 */
public record ThresholdPolicy(Thresholds fixed, int folds, long seed) {

    public static final int DEFAULT_FOLDS = 5;
    public static final long DEFAULT_SEED = 2026;

    public static ThresholdPolicy fixed(Thresholds t) {
        return new ThresholdPolicy(t, 0, 0);
    }

    public static ThresholdPolicy crossValidated(Thresholds base, int folds, long seed) {
        return new ThresholdPolicy(base, folds, seed);
    }

    public boolean isCrossValidated() {
        return folds > 1;
    }
}
