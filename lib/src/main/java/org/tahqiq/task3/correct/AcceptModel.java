package org.tahqiq.task3.correct;

import org.tahqiq.task3.CorrectionSweep;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.models.LogisticRegression;

/**
 * The خطأ decision as a small logistic regression: submit the proposal when the fitted probability that gold
 * accepts it is at least one half. Coverage and run alone overlap for garbled and invented quotes; a linear
 * combination of a few measurements separates them better than "coverage or run" thresholds (dev, 5-fold
 * grouped CV: Ayah 0.79 → 0.86, matn 0.79 → 0.81; adding whether the claimed source names the proposed
 * verse's surah did not help, 0.851 → 0.846 in a side check).
 *
 * <p>Every proposal is measured the same way ({@link #measure}, in {@link #NAMES} order); a model reads the measurements
 * it names ({@code features}), which {@link Settings} chooses per type. Each is standardized with the training rows'
 * mean and standard deviation; weights carry a small L2 penalty so a fold with few accepted rows cannot drive them to
 * infinity. The history of the feature sets, each step run as a row of {@code results/experiments/task3-accept.json},
 * is in {@code results/tables/task3-accept.md}.
 *
 * @param features the measurements the model reads, by name ({@link #NAMES}), in the order of its weights
 * @param mean     per-feature training mean
 * @param scale    per-feature training standard deviation (1 where constant)
 * @param weights  per-feature weight on the standardized value
 * @param bias     intercept
 */
public record AcceptModel(List<String> features, double[] mean, double[] scale, double[] weights, double bias) {

    /**
     * The measurements of a proposal, in {@link #measure} order: word coverage of the span (0–100), ln(1 + the span's
     * length in words), the character partial ratio, coverage of the proposed text by the span, ln(1 + the heavy run: the
     * IDF weight of the heaviest stretch the two have verbatim), ln(1 + the longest verbatim run in words), the
     * proposal's coverage margin over the runner-up candidate elsewhere, and the character similarity retrieval measured
     * (0–100; for a verse the shortlist's best, for a record its narration's).
     */
    public static final List<String> NAMES = List.of("coverage", "words", "partial", "textCover", "heavyRun", "run",
            "margin", "similarity");
    /**
     * What an Ayah model reads. The heavy run is the longest verbatim run counted in the words' IDF rather than in words:
     * a garbled quote keeps a phrase of the text's rarer words, an invented one at most a stock phrase ("إن الله كان",
     * "من كان يؤمن بالله واليوم الآخر") that the run in words counts as much. With the heavy run in, the Ayah model gave
     * the run in words almost no weight (−0.01 against 3.68), so the Ayah decision goes without it. The margin gained
     * the Ayah decision nothing when the matn got it (267.1 → 267.2 of 314). Each step: {@code results/tables/task3-accept.md}.
     */
    public static final List<String> AYAH_DEFAULT = List.of("coverage", "words", "partial", "textCover", "heavyRun");
    /**
     * What a matn model reads: the Ayah's five, the run in words (without it, working CV matn 0.8560 → 0.8430) and the
     * margin, which the fitted models weigh negatively: with coverage in the model, a low margin means another text (a
     * parallel narration, a known correction) accounts for the span about as well, and a quote several authentic texts
     * support is seldom an invention (matn 272.3 → 276.4 hits of 325 over 16 fold seeds when it was added).
     */
    public static final List<String> MATN_DEFAULT = List.of("coverage", "words", "partial", "textCover", "heavyRun", "run",
            "margin");
    /**
     * L2 penalty on the standardized weights (the intercept is not penalized). 1.0 since the model was written (commit
     * e1e4a57), a conventional unit penalty on standardized features, not tuned; a prior, its sensitivity (0.3 and 3)
     * printed by {@code ./tahqiq task3 --sensitivity}.
     */
    public static final double L2 = 1.0;

    /**
     * How the models are fitted: the penalty (the matn model's grid is centred on it, {@link CorrectionSweep#penalty}) and
     * each type's features.
     */
    public record Settings(double l2, List<String> ayah, List<String> matn) {

        /** What the tool ships. */
        public static final Settings DEFAULT = new Settings(L2, AYAH_DEFAULT, MATN_DEFAULT);

        public Settings {
            ayah = checked(ayah);
            matn = checked(matn);
        }

        public Settings withL2(double penalty) {
            return new Settings(penalty, ayah, matn);
        }

        public List<String> of(SegmentType type) {
            return type == SegmentType.MATN ? matn : ayah;
        }
    }

    /** The names as given, if each is a known measurement and none repeats; otherwise why not. */
    public static List<String> checked(List<String> names) {
        if (names == null || names.isEmpty()) {
            throw new IllegalArgumentException("a model needs at least one feature of " + String.join(", ", NAMES));
        }
        for (String n : names) {
            if (!NAMES.contains(n)) {
                throw new IllegalArgumentException("unknown feature '" + n + "'; known: " + String.join(", ", NAMES));
            }
        }
        if (new java.util.HashSet<>(names).size() != names.size()) {
            throw new IllegalArgumentException("a feature is named twice: " + String.join(",", names));
        }
        return List.copyOf(names);
    }

    public AcceptModel {
        features = checked(features);
        if (mean.length != weights.length || scale.length != weights.length || weights.length != features.size()) {
            throw new IllegalArgumentException("an accept model has as many means, scales and weights as features ("
                    + features.size() + "); got " + mean.length + ", " + scale.length + " and " + weights.length);
        }
        mean = mean.clone();
        scale = scale.clone();
        weights = weights.clone();
    }

    /** Every measurement of a proposal, in {@link #NAMES} order, whatever its type. */
    public static double[] measure(Proposal p) {
        Proposal.Features f = p.features();
        return new double[] {p.score(), Math.log1p(f.words()), f.partial(), f.textCover(), Math.log1p(f.heavyRun()),
                Math.log1p(p.run()), f.margin(), p.charScore()};
    }

    /** The named columns of a full measurement row ({@link #measure}). */
    public static double[] select(List<String> names, double[] measured) {
        if (measured.length != NAMES.size()) {
            throw new IllegalArgumentException("a measurement row has " + NAMES.size() + " values, not " + measured.length);
        }
        return names.stream().mapToDouble(n -> measured[NAMES.indexOf(n)]).toArray();
    }

    /** The values this model reads of a proposal. */
    public double[] features(Proposal p) {
        return select(features, measure(p));
    }

    /** The logit of a proposal. */
    public double logit(Proposal p) {
        return logit(features(p));
    }

    public double logit(double[] x) {
        double z = bias;
        if (x.length != weights.length) {
            throw new IllegalArgumentException("the model has " + weights.length + " features, the row " + x.length);
        }
        for (int i = 0; i < weights.length; i++) {
            z += weights[i] * (x[i] - mean[i]) / scale[i];
        }
        return z;
    }

    public boolean accepts(Proposal p) {
        return p.found() && logit(p) >= 0;
    }

    /**
     * Maximum penalized likelihood by Newton's method.
     *
     * @param features the measurements to read
     * @param measured full measurement rows ({@link #measure})
     * @param y        whether gold accepts each row's proposal
     * @param l2       the penalty
     */
    public static AcceptModel fit(List<String> features, List<double[]> measured, List<Boolean> y, double l2) {
        if (measured.isEmpty()) {
            throw new IllegalArgumentException("no rows to fit");
        }
        boolean[] labels = new boolean[y.size()];
        for (int i = 0; i < labels.length; i++) {
            labels[i] = y.get(i);
        }
        double[][] x = measured.stream().map(m -> select(features, m)).toArray(double[][]::new);
        LogisticRegression.Fit f = LogisticRegression.fit(x, labels, l2);
        return new AcceptModel(features, f.mean(), f.scale(), f.weights(), f.bias());
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.6g", v);
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("logit = ").append(num(bias));
        for (int i = 0; i < weights.length; i++) {
            b.append(" + ").append(num(weights[i])).append("·z(").append(features.get(i)).append(')');
        }
        return b.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AcceptModel m && features.equals(m.features) && Arrays.equals(mean, m.mean) && Arrays.equals(scale, m.scale)
                && Arrays.equals(weights, m.weights) && bias == m.bias;
    }

    @Override
    public int hashCode() {
        return (features.hashCode() * 31 + Arrays.hashCode(weights)) * 31 + Double.hashCode(bias);
    }
}
