package org.tahqiq.verify;

import org.tahqiq.dataset.SegmentType;

/**
 * How similar a quote's nearest verse or record must be to count as what it quotes. The nearest of 6,236 verses or
 * 34,088 records is always something; below these floors it is no closer than the nearest of unrelated texts gets,
 * and the evidence says there is no verse or record close to the text (showing the nearest only as unrelated).
 *
 * <p>Measured on the dev set, as a null distribution: each gold Ayah or matn quote against the verses or records the
 * other questions' quotes match best (another topic), leaving out its own shortlist and any quote of the same text
 * (at least the equivalence threshold similar), the similarity of the nearest of them; the floor is that
 * distribution's 95th percentile. Quotes judged to have no authentic source (gold خطأ) land where the null does:
 * their nearest in the whole corpus has a 95th percentile of 75.9 (verses) and 71.9 (records). Re-measure with
 * {@code mvn -q -B -pl lib test -Dtest=UnrelatedFloorTest}, which prints both and fails when these differ.
 */
public final class UnrelatedFloor {

    /** The 95th percentile of the nearest unrelated verse's similarity (473 dev quotes). */
    public static final double AYAH = 76.6;
    /** The 95th percentile of the nearest unrelated record's similarity (415 dev quotes). */
    public static final double MATN = 73.1;

    private UnrelatedFloor() {
    }

    /** The floor for a quote of this type (Ayah or matn). */
    public static double of(SegmentType quote) {
        return switch (quote) {
            case AYAH -> AYAH;
            case MATN -> MATN;
            default -> throw new IllegalArgumentException("not a quote: " + quote);
        };
    }
}
