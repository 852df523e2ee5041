package org.tahqiq.verify;

import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentType;

/**
 * One citation segment of an answer, checked.
 *
 * @param start      code-point offset into the answer (Python semantics)
 * @param end        end-exclusive code-point offset
 * @param text       the answer's text in [start, end)
 * @param verdict    correct or incorrect as the Subtask 2 rules find it, or unverified when there was nothing to check
 *                   it against (a claimed source or isnad only; see {@link SpanVerdict#UNVERIFIED})
 * @param label      the Subtask 2 label, whose convention counts what could not be checked as correct
 * @param confidence the detector's confidence in the span (a ranking, not calibrated)
 * @param detectedBy the signals the detector saw (cue, corpus alignment, quote marks, parsed source)
 * @param evidence   what the verdict rests on
 * @param correction for an incorrect Ayah or matn, the authentic text proposed (or no source); null otherwise
 */
public record CheckedSpan(SegmentType type, int start, int end, String text, SpanVerdict verdict, Label label,
                          double confidence, String detectedBy, SpanEvidence evidence, ProposedCorrection correction) {

    public boolean isIncorrect() {
        return verdict == SpanVerdict.INCORRECT;
    }

    public boolean isUnverified() {
        return verdict == SpanVerdict.UNVERIFIED;
    }

    public boolean hasCorrection() {
        return correction != null;
    }
}
