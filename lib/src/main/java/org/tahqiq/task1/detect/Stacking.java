package org.tahqiq.task1.detect;

import org.tahqiq.task1.Task1Recipe;
import org.tahqiq.task1.analysis.WordNgramIndex;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.stream.IntStream;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.models.GroupedKFold;

/**
 * A second tagging pass that reads the first pass's output: each token gets, beside its own features, the first
 * pass's tag there and at its neighbours, its confidence, the length of the span it sits in, and how far the nearest
 * span of each other type is before and after it. A first-order tagger sees one tag back; this lets a source or a
 * chain be judged by the quote the first pass found twenty tokens away (the gold takes a source or chain only with
 * its quote), and a quote by the length of the span it belongs to.
 *
 * <p>Trained by stacking: the training answers are split into {@link #INNER} question-grouped folds, each labelled by a
 * first pass trained on the others (so the second pass learns from first-pass output as noisy as it will be on unseen
 * answers), then the second pass is trained on those. The first pass kept beside it is either the mean of the inner
 * folds' first passes, weight by weight ({@link SequenceModel.Settings#foldMean()}, the recipe's choice), or one trained once
 * more on everything. The mean costs no further training and its output is what the second pass learned to read; it
 * was chosen on the working part's cross-validation (see {@link Task1Recipe#DEFAULT}).
 */
public final class Stacking {

    /**
     * Inner folds: a prior (the outer cross-validation's five, less the fold held out), not tuned. Its sensitivity with
     * the inner folds' mean as the first pass (working CV, 2 fold seeds): 2 folds 0.9362, 3 0.9412, 4 0.9403, 6 0.9381;
     * over 16 fold seeds 3 folds give 0.9407 against 0.9408, so the prior stands.
     */
    static final int INNER = 4;
    /** Span types plus O. */
    private static final int CLASSES = 1 + SegmentType.values().length;

    private Stacking() {
    }

    /** @param stacked two-pass settings: each pass trains with them as one pass, and their foldMean picks the first pass kept */
    static SequenceModel train(List<SequenceModel.Example> data, SequenceModel.Settings stacked) {
        boolean foldMean = stacked.foldMean();
        SequenceModel.Settings s = stacked.withStacked(false);
        List<String> groups = new ArrayList<>(data.size());
        for (int i = 0; i < data.size(); i++) {
            String g = data.get(i).group();
            groups.add(g != null ? "q:" + g : "#" + i);
        }
        GroupedKFold folds = new GroupedKFold(groups, INNER, s.seed());
        int[] foldOf = groups.stream().mapToInt(folds::fold).toArray();
        SequenceModel.Example[] relabelled = new SequenceModel.Example[data.size()];
        SequenceModel[] inner = new SequenceModel[folds.folds()];
        // The inner folds train side by side, and with a refitted first pass that one too (slot INNER).
        SequenceModel[] refit = new SequenceModel[1];
        IntStream.range(0, folds.folds() + (foldMean ? 0 : 1)).parallel().forEach(j -> {
            if (j == folds.folds()) {
                refit[0] = SequenceModel.train(data, s);
                return;
            }
            List<SequenceModel.Example> rest = new ArrayList<>();
            for (int i = 0; i < data.size(); i++) {
                if (foldOf[i] != j) {
                    rest.add(data.get(i));
                }
            }
            SequenceModel m = SequenceModel.train(rest, s);
            inner[j] = m;
            for (int i = 0; i < data.size(); i++) {
                if (foldOf[i] == j) {
                    SequenceModel.Example e = data.get(i);
                    relabelled[i] = new SequenceModel.Example(features(e.features(), m), e.tags(), e.group());
                }
            }
        });
        SequenceModel second = SequenceModel.train(Collections.unmodifiableList(Arrays.asList(relabelled)), s);
        SequenceModel first = foldMean ? SequenceModel.average(Arrays.asList(inner)) : refit[0];
        return SequenceModel.stacked(first, second);
    }

    /** The features with the first pass's output appended to each token's. */
    static long[][] features(long[][] base, SequenceModel first) {
        int n = base.length;
        SequenceModel.Tagging firstPass = first.tag(base, SpanDetector.TEMPERATURE);
        int[] tags = firstPass.tags();
        double[][] marginals = firstPass.marginals();
        int[] cls = new int[n];
        double[] confidence = new double[n];
        for (int i = 0; i < n; i++) {
            SegmentType t = Tags.type(tags[i]);
            cls[i] = t == null ? 0 : 1 + t.ordinal();
            confidence[i] = t == null ? marginals[i][Tags.O] : marginals[i][Tags.begin(t)] + marginals[i][Tags.inside(t)];
        }
        int[] spanLength = new int[n];
        for (int i = 0; i < n; ) {
            int j = i + 1;
            while (j < n && cls[j] == cls[i] && !Tags.isBegin(tags[j])) {
                j++;
            }
            Arrays.fill(spanLength, i, j, j - i);
            i = j;
        }
        // per type, the last token of that type before each token and the first after (-1: none)
        int[][] before = new int[CLASSES][n];
        int[][] after = new int[CLASSES][n];
        for (int k = 1; k < CLASSES; k++) {
            int last = -1;
            for (int i = 0; i < n; i++) {
                before[k][i] = last;
                last = cls[i] == k ? i : last;
            }
            int next = -1;
            for (int i = n - 1; i >= 0; i--) {
                after[k][i] = next;
                next = cls[i] == k ? i : next;
            }
        }
        long[][] out = new long[n][];
        String[] f = new String[5 + 3 * (CLASSES - 1)];
        for (int i = 0; i < n; i++) {
            int c = 0;
            f[c++] = "2t=" + tags[i];
            f[c++] = "2t-1|t=" + (i > 0 ? tags[i - 1] : -1) + "|" + tags[i];
            f[c++] = "2t|t+1=" + tags[i] + "|" + (i + 1 < n ? tags[i + 1] : -1);
            f[c++] = "2conf=" + cls[i] + "|" + confidenceBin(confidence[i]);
            f[c++] = "2len=" + cls[i] + "|" + lengthBucket(spanLength[i]);
            for (int k = 1; k < CLASSES; k++) {
                if (k == cls[i]) {
                    continue;
                }
                String back = distanceBucket(before[k][i] < 0 ? -1 : i - before[k][i]);
                String ahead = distanceBucket(after[k][i] < 0 ? -1 : after[k][i] - i);
                f[c++] = "2back=" + k + "|" + back;
                f[c++] = "2ahead=" + k + "|" + ahead;
                f[c++] = "2around=" + cls[i] + "|" + k + "|" + back + "|" + ahead;
            }
            long[] own = base[i];
            long[] x = Arrays.copyOf(own, own.length + c);
            for (int k = 0; k < c; k++) {
                x[own.length + k] = WordNgramIndex.word(f[k]);
            }
            out[i] = x;
        }
        return out;
    }

    // Bucket edges are priors (about doubling steps), not tuned.
    private static String confidenceBin(double c) {
        return c >= 0.99 ? "99" : c >= 0.9 ? "90" : c >= 0.7 ? "70" : c >= 0.5 ? "50" : "lo";
    }

    private static String lengthBucket(int tokens) {
        return tokens <= 1 ? "1" : tokens <= 3 ? "3" : tokens <= 8 ? "8" : tokens <= 20 ? "20" : "L";
    }

    private static String distanceBucket(int tokens) {
        return tokens < 0 ? "none" : tokens <= 1 ? "1" : tokens <= 3 ? "3" : tokens <= 8 ? "8" : tokens <= 20 ? "20"
                : tokens <= 60 ? "60" : "far";
    }
}
