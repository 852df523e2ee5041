package org.tahqiq.verify;

import org.tahqiq.dataset.Label;

/**
 * What {@code verify} says of a segment. Subtask 2 has two labels, and counts a claim it could not check as correct;
 * a reader is told apart what was checked and found right from what could not be checked at all.
 */
public enum SpanVerdict {
    /** Checked against the corpus and found right. */
    CORRECT("correct"),
    /** Checked against the corpus and found wrong. */
    INCORRECT("incorrect"),
    /**
     * A claimed source or isnad with nothing to check it against: its quote matches no verse or record closely
     * enough (below {@link UnrelatedFloor}) or has no equivalent record, or the claim names no surah, verse or
     * collection of the corpus, or the isnad names no narrator. Subtask 2 labels it correct.
     */
    UNVERIFIED("unverified");

    private final String wire;

    SpanVerdict(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }

    /** The verdict of a label that rests on a comparison. */
    public static SpanVerdict of(Label checked) {
        return checked == Label.INCORRECT ? INCORRECT : CORRECT;
    }

    @Override
    public String toString() {
        return wire;
    }
}
