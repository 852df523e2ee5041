package org.tahqiq.task2;

import org.tahqiq.task2.rules.MatnFeature;
import org.tahqiq.task2.rules.MatnModel;
import org.tahqiq.task2.rules.Task2Fit;
import org.tahqiq.task2.rules.Verifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.models.BaseRate;
import org.tahqiq.index.AnnotationEvidence;

/**
 * The matn decision at the input's own base rate. A model fitted on the dev set carries the dev set's share of correct
 * quotes (22 %) in its intercept; the train answers quote authentic hadith almost twice as often (40 %), and answers
 * from elsewhere may do either. Before judging, the share of correct quotes among the input's model-decided matns is
 * estimated from the models' own probabilities ({@link BaseRate}: no label is read), and every model is moved to it
 * ({@link MatnModel#atBaseRate}). On an input like the fitting rows the estimate is their share and nothing moves.
 *
 * @param rate  the share estimated from the input, NaN when it has no model-decided matn
 * @param fits  the fits to decide with, keyed as given
 */
public record InputBaseRate(double rate, Map<Integer, Task2Fit> fits) {

    /** Each row's model-decided matn quotes, as the model's feature vectors (a row is one annotation's evidence). */
    static List<List<double[]>> features(Verifier verifier, List<AnnotationEvidence> evidence, List<MatnFeature> features) {
        return evidence.parallelStream().map(ev -> {
            List<double[]> out = new ArrayList<>();
            for (Segment s : ev.annotation().segments()) {
                if (s.type() == SegmentType.MATN) {
                    double[] x = verifier.matnRule().features(ev, features);
                    if (x != null) {
                        out.add(x);
                    }
                }
            }
            return out;
        }).toList();
    }

    /**
     * The fits moved to the rows' estimated base rate; row {@code i} is decided by {@code fits.get(foldOf[i])}. Fits
     * without a matn model are returned as they are.
     */
    static InputBaseRate of(Map<Integer, Task2Fit> fits, int[] foldOf, List<List<double[]>> features) {
        List<Double> logits = new ArrayList<>();
        List<Double> fitted = new ArrayList<>();
        for (int row = 0; row < foldOf.length; row++) {
            MatnModel m = fits.get(foldOf[row]).matn();
            if (m == null) {
                continue;
            }
            for (double[] x : features.get(row)) {
                logits.add(m.logit(x));
                fitted.add(m.baseRate());
            }
        }
        double rate = BaseRate.estimate(logits.stream().mapToDouble(Double::doubleValue).toArray(),
                fitted.stream().mapToDouble(Double::doubleValue).toArray());
        Map<Integer, Task2Fit> moved = new LinkedHashMap<>();
        fits.forEach((k, fit) -> moved.put(k, fit.matn() == null || Double.isNaN(rate) ? fit
                : new Task2Fit(fit.thresholds(), fit.matn().atBaseRate(rate))));
        return new InputBaseRate(rate, moved);
    }

    /** One fit for every row. */
    static InputBaseRate of(Task2Fit fit, List<List<double[]>> features) {
        return of(Map.of(0, fit), new int[features.size()], features);
    }
}
