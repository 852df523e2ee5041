package org.tahqiq.task3.correct;

import java.util.Locale;
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

    /** The spec whose fitted rule unlabelled input gets. */
    public static final String PINNED_SPEC = "task3-dev";

    /**
     * The rule for input without gold: fitted on the whole shared dev set ("on all rows" in rule.txt), read from the
     * pinned dev spec {@code results/regression/task3-dev.json} (or the models folder in use); labelled rows are decided by each fold's own fit.
     */
    public static CorrectionThresholds pinned() {
        return org.tahqiq.models.Models.current().fitted("task3", "rule", CorrectionThresholds.class);
    }

    /** "36.5/4, 63.5/4": Ayah and matn coverage/run thresholds. */
    public String text() {
        return String.format(Locale.ROOT, "%.1f/%d, %.1f/%d", ayah, ayahRun, matn, matnRun);
    }

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
