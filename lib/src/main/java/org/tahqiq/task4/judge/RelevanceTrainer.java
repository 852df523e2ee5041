package org.tahqiq.task4.judge;

import org.tahqiq.task4.features.Feature;
import org.tahqiq.task4.features.LabelFeatures;
import org.tahqiq.task4.features.Origin;
import org.tahqiq.task4.features.RelevanceData;
import org.tahqiq.task4.features.RelevanceRow;
import java.util.ArrayList;
import java.util.List;

/**
 * Fits the relevance model on the rows a mask marks as training and gives probabilities for any rows: the
 * label-based features are recomputed from those rows only (see {@link LabelFeatures}), the logistic model is fitted
 * on the training rows that have a question text, and every prediction is made as for a dev row.
 */
public final class RelevanceTrainer {

    private RelevanceTrainer() {
    }

    /**
     * A fitted model with the feature rows it computed (label-based features from its training rows).
     *
     * @param coCited the floor of a co-cited row's probability (NaN: none), see {@link #coCitedFloor}
     */
    public record Fitted(RelevanceModel model, double[][] features, double coCited) {

        /** Probability of relevance of row {@code i}, predicted as for a dev row. */
        public double probability(int i) {
            double[] f = features[i];
            if (f[Feature.TRAIN_ORIGIN.ordinal()] != 0) {
                f = f.clone();
                f[Feature.TRAIN_ORIGIN.ordinal()] = 0;
            }
            return floored(model.probability(f), f, coCited);
        }
    }

    /** A probability raised to the co-cited floor when other answers to the question quote the same thing. */
    public static double floored(double p, double[] features, double floor) {
        return !Double.isNaN(floor) && features[Feature.COCITING.ordinal()] > 0 ? Math.max(p, floor) : p;
    }

    /**
     * How often a training dev row that other answers to its question also quote is relevant, smoothed by one
     * relevant and one not (Laplace): the floor of such a row's probability. Read from the fold's own rows, never
     * fixed by hand.
     */
    static double coCitedFloor(RelevanceData data, boolean[] training, double[][] features) {
        int n = 0;
        int relevant = 0;
        for (int i = 0; i < training.length; i++) {
            RelevanceRow r = data.rows().get(i);
            if (training[i] && r.origin() == Origin.DEV && features[i][Feature.COCITING.ordinal()] > 0) {
                n++;
                relevant += r.relevant() ? 1 : 0;
            }
        }
        return (relevant + 1.0) / (n + 2.0);
    }

    public static Fitted fit(RelevanceData data, boolean[] training, ModelConfig config) {
        double[][] features = LabelFeatures.compute(data, training, config.features().stream()
                .anyMatch(f -> f == Feature.KNN_SOFT || f == Feature.COCITED_SOFT));
        List<double[]> x = new ArrayList<>();
        List<Boolean> y = new ArrayList<>();
        List<Double> w = new ArrayList<>();
        for (int i = 0; i < training.length; i++) {
            RelevanceRow r = data.rows().get(i);
            if (!training[i] || !data.hasQuestionText(i)) {
                continue;
            }
            double weight = r.origin() != Origin.TRAIN ? 1.0 : config.transfer() ? 1.0 : config.trainWeight();
            if (weight <= 0) {
                continue;
            }
            x.add(features[i]);
            y.add(r.relevant());
            w.add(weight);
        }
        boolean[] yy = new boolean[y.size()];
        double[] ww = new double[w.size()];
        for (int i = 0; i < yy.length; i++) {
            yy[i] = y.get(i);
            ww[i] = w.get(i);
        }
        double[][] xx = x.toArray(new double[0][]);
        double floor = config.coCitedFloor() ? coCitedFloor(data, training, features) : Double.NaN;
        if (config.transfer()) {
            return new Fitted(transfer(config, xx, yy, ww), features, floor);
        }
        RelevanceModel m = RelevanceModel.fit(config.features(), xx, yy, ww, config.lambda());
        return new Fitted(m, features, floor);
    }

    /** Fits the train rows, then the dev rows with the penalty pulling towards the train weights. */
    static RelevanceModel transfer(ModelConfig config, double[][] x, boolean[] y, double[] w) {
        double[][] st = RelevanceModel.standardization(config.features(), x);
        List<Integer> train = new ArrayList<>();
        List<Integer> dev = new ArrayList<>();
        for (int i = 0; i < x.length; i++) {
            (x[i][Feature.TRAIN_ORIGIN.ordinal()] != 0 ? train : dev).add(i);
        }
        RelevanceModel first = RelevanceModel.fit(config.features(), pick(x, train), pick(y, train), ones(train.size()),
                config.lambda(), st[0], st[1], null);
        return RelevanceModel.fit(config.features(), pick(x, dev), pick(y, dev), ones(dev.size()), config.lambda(), st[0],
                st[1], first.weights());
    }

    private static double[][] pick(double[][] x, List<Integer> rows) {
        return rows.stream().map(i -> x[i]).toArray(double[][]::new);
    }

    private static boolean[] pick(boolean[] y, List<Integer> rows) {
        boolean[] out = new boolean[rows.size()];
        for (int k = 0; k < out.length; k++) {
            out[k] = y[rows.get(k)];
        }
        return out;
    }

    private static double[] ones(int n) {
        double[] o = new double[n];
        java.util.Arrays.fill(o, 1);
        return o;
    }

    /** Every labelled row of {@code data} as training. */
    public static boolean[] allLabelled(RelevanceData data) {
        boolean[] t = new boolean[data.rows().size()];
        for (int i = 0; i < t.length; i++) {
            t[i] = data.rows().get(i).hasGold();
        }
        return t;
    }
}
