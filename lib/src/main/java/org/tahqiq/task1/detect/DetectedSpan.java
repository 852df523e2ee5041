package org.tahqiq.task1.detect;

import org.tahqiq.dataset.SegmentType;

/**
 * One detected citation segment.
 *
 * @param start      code-point offset into the answer (Python semantics)
 * @param end        end-exclusive code-point offset
 * @param text       the answer's text in [start, end)
 * @param confidence mean per-token probability of the span's tags under the model's softened path scores (a ranking,
 *                   not calibrated; NaN when only the spans were asked for)
 * @param why        the signals behind it: cue, corpus match and where, quote marks, parsed source, confidence (Subtask
 *                   1's evidence.tsv)
 * @param signals    the same without where the corpus alignment began or the confidence: what {@code verify} shows
 *                   beside its own evidence of the place
 */
public record DetectedSpan(SegmentType type, int start, int end, String text, double confidence, String why,
                           String signals) {
}
