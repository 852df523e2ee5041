package org.tahqiq.task2;

import org.tahqiq.eval.ThresholdChoice;

/**
 * Which thresholds label the input: fixed ones, or — when gold labels exist — ones chosen by grouped k-fold
 * cross-validation, so every row is labelled by thresholds tuned on other questions' rows only.
 *
 * @param tuneEquivalent whether cross-validation also chooses the equivalence threshold (else it stays fixed)
 * @param choice         how a threshold is read off its hits curve
 */
public record ThresholdPolicy(Thresholds fixed, int folds, long seed, boolean tuneEquivalent, ThresholdChoice choice) {

    public static final int DEFAULT_FOLDS = 5;
    public static final long DEFAULT_SEED = 2026;
    /** How the thresholds are chosen by default. */
    public static final ThresholdChoice CHOICE = ThresholdChoice.STABLE;

    public ThresholdPolicy(Thresholds fixed, int folds, long seed, boolean tuneEquivalent) {
        this(fixed, folds, seed, tuneEquivalent, CHOICE);
    }

    public static ThresholdPolicy fixed(Thresholds t) {
        return new ThresholdPolicy(t, 0, 0, false);
    }

    public static ThresholdPolicy crossValidated(Thresholds base, int folds, long seed) {
        return new ThresholdPolicy(base, folds, seed, true);
    }

    /** The same policy with another fold seed. */
    public ThresholdPolicy withSeed(long other) {
        return new ThresholdPolicy(fixed, folds, other, tuneEquivalent, choice);
    }

    /** The same policy with another way of reading thresholds off their curves. */
    public ThresholdPolicy withChoice(ThresholdChoice other) {
        return new ThresholdPolicy(fixed, folds, seed, tuneEquivalent, other);
    }

    public boolean isCrossValidated() {
        return folds > 1;
    }
}
