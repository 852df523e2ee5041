package org.tahqiq.task3;

import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.SegmentType;

/**
 * The خطأ rule. With a type's {@link AcceptModel}, a proposal is submitted when the model accepts it; without
 * one, when its word coverage reaches the type's threshold or the span keeps a verbatim run of at least the
 * type's run length. Otherwise the span is judged to have no authentic source (fabricated, or too garbled to
 * tell which text was meant).
 *
 * @param ayahModel the Ayah decision, or null for the coverage/run thresholds
 * @param matnModel the matn decision, or null for the coverage/run thresholds
 */
public record CorrectionThresholds(double ayah, double matn, int ayahRun, int matnRun, AcceptModel ayahModel,
                                   AcceptModel matnModel) {

    /** Thresholds only, no models. */
    public CorrectionThresholds(double ayah, double matn, int ayahRun, int matnRun) {
        this(ayah, matn, ayahRun, matnRun, null, null);
    }

    /**
     * Fitted on the whole shared dev set (for unseen data; `./tahqiq task3` writes it to rule.txt); the estimate is
     * the cross-validated one. The models decide; the thresholds remain for {@code --thresholds}-style runs.
     */
    public static final CorrectionThresholds DEFAULT = new CorrectionThresholds(36.5, 63.5, 4, 4,
            new AcceptModel(new double[] {31.9455, 1.26137, 2.50361, 65.5048, 21.4574},
                    new double[] {23.2932, 0.612789, 0.613104, 12.6438, 21.3520},
                    new double[] {1.94113, 1.59438, 0.959803, 0.757354, 0.673130}, -0.481894),
            // with the train corrections as memory, verses as matn candidates, the KNOWN ranking and the margin feature
            // (rule.txt "on all rows")
            new AcceptModel(new double[] {30.1845, 1.04794, 2.54242, 61.0434, 24.2480, -4.33362},
                    new double[] {20.1510, 0.535368, 0.561358, 12.3869, 20.6666, 8.86157},
                    new double[] {0.355622, 2.12913, 0.566603, 1.54749, 0.0707420, -0.682142}, -3.56616));

    public double of(SegmentType type) {
        return type == SegmentType.AYAH ? ayah : matn;
    }

    public int runOf(SegmentType type) {
        return type == SegmentType.AYAH ? ayahRun : matnRun;
    }

    /** The type's model, or null when the thresholds decide. */
    public AcceptModel modelOf(SegmentType type) {
        return type == SegmentType.AYAH ? ayahModel : matnModel;
    }

    public boolean accepts(Proposal p) {
        SegmentType t = p.key().type();
        AcceptModel m = modelOf(t);
        if (m != null) {
            return m.accepts(p);
        }
        return p.found() && (p.score() >= of(t) || p.run() >= runOf(t));
    }

    /** The text to submit for a proposal under these thresholds. */
    public String decide(Proposal p) {
        return accepts(p) ? p.text() : Columns.NO_SOURCE;
    }
}
