package org.tahqiq.task2.rules;

/**
 * What Subtask 2 fits on labelled rows: the thresholds and, when matns are decided by a model, that model.
 *
 * @param matn the matn model, or null when matns are decided by the similarity cut
 */
public record Task2Fit(Thresholds thresholds, MatnModel matn) {

    public static Task2Fit cut(Thresholds t) {
        return new Task2Fit(t, null);
    }

    /**
     * What decides, in one line: "Ayah 100.0, equivalence 90.0; matn: model over similarity, exact" (the matn cut is
     * named only when it decides).
     */
    public String text() {
        String fixed = String.format(java.util.Locale.ROOT, "Ayah %.1f, equivalence %.1f; matn: ", thresholds.ayah(),
                thresholds.equivalent());
        return fixed + (matn == null ? String.format(java.util.Locale.ROOT, "similarity cut %.1f", thresholds.matn())
                : "model over " + String.join(", ", matn.features().stream().map(f -> f.name().toLowerCase(java.util.Locale.ROOT)).toList()));
    }

    /**
     * What unlabelled input gets: the pinned dev spec's thresholds and matn model (when it pins one), or those of the
     * models folder in use ({@link org.tahqiq.models.Models}).
     */
    public static Task2Fit pinned() {
        org.tahqiq.models.Models m = org.tahqiq.models.Models.current();
        return m.once("task2 fit", () -> new Task2Fit(m.fitted("task2", "thresholds", Thresholds.class),
                m.fitted("task2", "matnModel", MatnModel.class)));
    }
}
