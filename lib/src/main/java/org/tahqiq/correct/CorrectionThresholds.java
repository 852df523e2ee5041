package org.tahqiq.correct;

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
    public static final CorrectionThresholds DEFAULT = new CorrectionThresholds(53, 54, 4, 4,
            new AcceptModel(new double[] {31.7263, 1.25682, 2.50664, 65.4831, 21.5839},
                    new double[] {23.4988, 0.618855, 0.611924, 12.6707, 21.3694},
                    new double[] {1.94963, 1.60450, 1.03118, 0.811281, 0.729479}, -0.536041),
            // matn re-fitted on all dev rows after the deeper, two-way-ranked matn proposals (rule.txt "on all rows")
            new AcceptModel(new double[] {30.7183, 1.04798, 2.52805, 60.2247, 21.6689},
                    new double[] {20.5328, 0.522092, 0.552766, 12.5397, 19.3904},
                    new double[] {-0.00675493, 1.61243, 0.0423819, 1.16579, 0.789551}, -3.61008));

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
