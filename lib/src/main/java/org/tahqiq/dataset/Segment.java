package org.tahqiq.dataset;

/**
 * One citation segment.
 *
 * @param start code-point offset into the answer (Python semantics), or -1 when the input gave only text
 * @param end   end-exclusive code-point offset, or -1
 * @param text  the span text
 * @param gold  the gold label, or null when the input carries none
 */
public record Segment(SegmentKey key, int start, int end, String text, Label gold) {

    public SegmentType type() {
        return key.type();
    }

    public boolean hasGold() {
        return gold != null;
    }
}
