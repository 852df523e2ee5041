package org.tahqiq.task2;

import org.tahqiq.task2.rules.MatnModel;
import org.tahqiq.task2.rules.Task2Fit;
import org.tahqiq.task2.rules.Thresholds;
import org.tahqiq.eval.ThresholdChoice;

/**
 * Which thresholds label the input: fixed ones, or — when gold labels exist — ones chosen by grouped k-fold
 * cross-validation, so every row is labelled by thresholds tuned on other questions' rows only.
 *
 * @param tuneEquivalent whether cross-validation also chooses the equivalence threshold (else it stays fixed)
 * @param choice         how a threshold is read off its hits curve
 * @param matn           how matns are decided: the cut (its threshold chosen with the others) or a model fitted in the
 *                       folds
 */
public record ThresholdPolicy(Thresholds fixed, int folds, long seed, boolean tuneEquivalent, ThresholdChoice choice,
                              MatnDecision matn) {

    public static final int DEFAULT_FOLDS = 5;
    public static final long DEFAULT_SEED = 2026;
    /** How the thresholds are chosen by default. */
    public static final ThresholdChoice CHOICE = ThresholdChoice.STABLE;

    public ThresholdPolicy(Thresholds fixed, int folds, long seed, boolean tuneEquivalent) {
        this(fixed, folds, seed, tuneEquivalent, CHOICE, MatnDecision.DEFAULT);
    }

    public ThresholdPolicy(Thresholds fixed, int folds, long seed, boolean tuneEquivalent, ThresholdChoice choice) {
        this(fixed, folds, seed, tuneEquivalent, choice, MatnDecision.DEFAULT);
    }

    public static ThresholdPolicy fixed(Thresholds t) {
        return new ThresholdPolicy(t, 0, 0, false);
    }

    public static ThresholdPolicy crossValidated(Thresholds base, int folds, long seed) {
        return new ThresholdPolicy(base, folds, seed, true);
    }

    /** The same policy with another fold seed. */
    public ThresholdPolicy withSeed(long other) {
        return new ThresholdPolicy(fixed, folds, other, tuneEquivalent, choice, matn);
    }

    /** The same policy deciding matns another way. */
    public ThresholdPolicy withMatn(MatnDecision other) {
        return new ThresholdPolicy(fixed, folds, seed, tuneEquivalent, choice, other);
    }

    /** The same policy with another way of reading thresholds off their curves. */
    public ThresholdPolicy withChoice(ThresholdChoice other) {
        return new ThresholdPolicy(fixed, folds, seed, tuneEquivalent, other, matn);
    }

    /** What a run without cross-validation decides with: the fixed thresholds and, for a model decision, the pinned model. */
    public Task2Fit fixedFit() {
        if (!matn.isModel()) {
            return Task2Fit.cut(fixed);
        }
        MatnModel pinned = Task2Fit.pinned().matn();
        if (pinned == null || !pinned.features().equals(matn.features())) {
            throw new IllegalStateException("no pinned matn model over the features of " + matn.text()
                    + "; labelled input with --folds 2 or more fits one");
        }
        return new Task2Fit(fixed, pinned);
    }

    public boolean isCrossValidated() {
        return folds > 1;
    }
}
