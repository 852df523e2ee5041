package org.tahqiq.task2;


/**
 * Which thresholds label the input: fixed ones, or — when gold labels exist — ones chosen by grouped k-fold
 * cross-validation, so every row is labelled by thresholds tuned on other questions' rows only.
 *
 * @param tuneEquivalent whether cross-validation also chooses the equivalence threshold (else it stays fixed)
 */
public record ThresholdPolicy(Thresholds fixed, int folds, long seed, boolean tuneEquivalent) {

    public static final int DEFAULT_FOLDS = 5;
    public static final long DEFAULT_SEED = 2026;

    public static ThresholdPolicy fixed(Thresholds t) {
        return new ThresholdPolicy(t, 0, 0, false);
    }

    public static ThresholdPolicy crossValidated(Thresholds base, int folds, long seed) {
        return new ThresholdPolicy(base, folds, seed, true);
    }

    /** The same policy with another fold seed. */
    public ThresholdPolicy withSeed(long other) {
        return new ThresholdPolicy(fixed, folds, other, tuneEquivalent);
    }

    public boolean isCrossValidated() {
        return folds > 1;
    }
}
