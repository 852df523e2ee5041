package org.tahqiq.task1.detect;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * A first-order linear-chain tagger over hashed sparse features, trained as an averaged structured perceptron
 * (Collins 2002): decode each training answer with Viterbi, move the weights of the gold path up and of the
 * predicted path down where they differ, and keep the average of the weights over all steps, which generalizes
 * like a regularized model. Trains in a second or two on the dev set, so every fold can train its own model.
 * Immutable after training; {@link #decode} and {@link #marginals} are safe to call from many threads.
 */
public final class SequenceModel {

    /** Hash buckets as a power of two; 2^16 to 2^20 score alike on the dev folds (collisions cost nothing measurable). */
    public static final int DEFAULT_BITS = 18;
    private static final int MAGIC = 0x54315351; // "T1SQ"
    private static final int MAGIC_STACKED = 0x54315332; // "T1S2": the first pass's model, then the second's
    private static final float FORBIDDEN = -1e30f;

    private final TagScheme scheme;
    /** Tags of the scheme. */
    private final int T;
    /** Per (prev + 1, next): whether the transition is allowed ({@link TagScheme#allowed}), tabled for the decoder's loops. */
    private final boolean[] allowed;
    private final int bits;
    private final float[] weights; // bucket * T + tag
    private final float[] transitions; // (prev + 1) * T + next, prev = -1 for the start
    /** The first pass whose tags and confidences this model reads beside the features ({@link Stacking}); null for one pass. */
    private final SequenceModel first;

    private SequenceModel(TagScheme scheme, int bits, float[] weights, float[] transitions) {
        this(scheme, bits, weights, transitions, null);
    }

    /** A second pass over {@code first}'s output, with {@code second}'s weights. */
    static SequenceModel stacked(SequenceModel first, SequenceModel second) {
        if (first.first != null || second.first != null) {
            throw new IllegalArgumentException("two passes at most");
        }
        return new SequenceModel(second.scheme, second.bits, second.weights, second.transitions, first);
    }

    private SequenceModel(TagScheme scheme, int bits, float[] weights, float[] transitions, SequenceModel first) {
        this.first = first;
        this.scheme = scheme;
        this.T = scheme.count();
        this.allowed = allowedTable(scheme);
        this.bits = bits;
        this.weights = weights;
        this.transitions = transitions;
    }

    /**
     * One training sequence: each token's feature hashes and gold tag ({@link Tags}, whatever the model's scheme).
     *
     * @param group the question the answer belongs to, so that a second pass's inner folds keep its answers together
     *              (null: a group of its own)
     */
    public record Example(long[][] features, int[] tags, String group) {

        public Example(long[][] features, int[] tags) {
            this(features, tags, null);
        }
    }

    /**
     * Training settings, priors documented with their sensitivity in docs/subtask1.md.
     *
     * @param runs perceptrons trained on their own example orders (seeds {@code seed}, {@code seed + 1}, ...) whose
     *             averaged weights are averaged again: one perceptron's weights depend on the order it saw the answers
     *             in, and the mean of a few is steadier (a bagging-like ensemble in one model of the same size)
     * @param scheme how the model's own tags mark span boundaries ({@link TagScheme})
     * @param stacked whether a second pass reads the first pass's tags and confidences ({@link Stacking})
     * @param foldMean with two passes, whether the first pass kept is the mean of the inner folds' first passes (the
     *                 ones whose output the second pass learned from) rather than one trained again on every answer
     *                 ({@link Stacking}); omitted from a spec when false, as specs were before it existed
     */
    public record Settings(int epochs, int bits, long seed, int runs, TagScheme scheme, boolean stacked,
                           @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean foldMean) {
        public static final Settings DEFAULT = new Settings(10, DEFAULT_BITS, 2026, 1, TagScheme.BIO, false);

        public Settings {
            if (runs < 1) {
                throw new IllegalArgumentException("runs is 1 or more, got " + runs);
            }
            java.util.Objects.requireNonNull(scheme, "scheme");
            foldMean = stacked && foldMean; // one pass has no first pass to keep
        }

        /** The first pass trained again on everything when there are two. */
        public Settings(int epochs, int bits, long seed, int runs, TagScheme scheme, boolean stacked) {
            this(epochs, bits, seed, runs, scheme, stacked, false);
        }

        /** One pass. */
        public Settings(int epochs, int bits, long seed, int runs, TagScheme scheme) {
            this(epochs, bits, seed, runs, scheme, false);
        }

        /** One run, B-/I- tags, one pass. */
        public Settings(int epochs, int bits, long seed) {
            this(epochs, bits, seed, 1, TagScheme.BIO, false);
        }

        public Settings withEpochs(int e) {
            return new Settings(e, bits, seed, runs, scheme, stacked, foldMean);
        }

        public Settings withRuns(int r) {
            return new Settings(epochs, bits, seed, r, scheme, stacked, foldMean);
        }

        public Settings withScheme(TagScheme s) {
            return new Settings(epochs, bits, seed, runs, s, stacked, foldMean);
        }

        public Settings withBits(int b) {
            return new Settings(epochs, b, seed, runs, scheme, stacked, foldMean);
        }

        public Settings withStacked(boolean st) {
            return new Settings(epochs, bits, seed, runs, scheme, st, foldMean);
        }

        public Settings withFoldMean(boolean m) {
            return new Settings(epochs, bits, seed, runs, scheme, stacked, m);
        }

        public Settings withSeed(long sd) {
            return new Settings(epochs, bits, sd, runs, scheme, stacked, foldMean);
        }
    }

    public static SequenceModel train(List<Example> data, Settings s) {
        if (s.stacked()) {
            return Stacking.train(data, s);
        }
        if (s.runs() == 1) {
            return trainOnce(data, s);
        }
        return average(IntStream.range(0, s.runs()).parallel()
                .mapToObj(r -> trainOnce(data, new Settings(s.epochs(), s.bits(), s.seed() + r, 1, s.scheme()))).toList());
    }

    /** The mean of models of one size, weight by weight (in list order, so the same list gives the same bits). */
    static SequenceModel average(List<SequenceModel> models) {
        SequenceModel first = models.get(0);
        float[] w = new float[first.weights.length];
        float[] tr = new float[first.transitions.length];
        for (SequenceModel m : models) {
            if (m.first != null) {
                throw new IllegalArgumentException("a second pass is averaged inside its training, not afterwards");
            }
            if (m.bits != first.bits || m.scheme != first.scheme) {
                throw new IllegalArgumentException("models of different sizes or tag sets: 2^" + first.bits + " " + first.scheme
                        + " and 2^" + m.bits + " " + m.scheme);
            }
            for (int i = 0; i < w.length; i++) {
                w[i] += m.weights[i] / models.size();
            }
            for (int i = 0; i < tr.length; i++) {
                tr[i] += m.transitions[i] / models.size();
            }
        }
        return new SequenceModel(first.scheme, first.bits, w, tr);
    }

    private static SequenceModel trainOnce(List<Example> data, Settings s) {
        int T = s.scheme().count();
        int buckets = 1 << s.bits();
        float[] w = new float[buckets * T];
        double[] acc = new double[buckets * T];
        float[] tr = new float[(T + 1) * T];
        double[] trAcc = new double[(T + 1) * T];
        List<Example> order = new ArrayList<>(data);
        Random random = new Random(s.seed());
        long step = 1;
        SequenceModel current = new SequenceModel(s.scheme(), s.bits(), w, tr);
        // The hash buckets and the scheme's gold tags of every example, once: they do not change between epochs.
        java.util.IdentityHashMap<Example, int[][]> bucketsOf = new java.util.IdentityHashMap<>();
        java.util.IdentityHashMap<Example, int[]> goldOf = new java.util.IdentityHashMap<>();
        for (Example ex : data) {
            bucketsOf.put(ex, current.buckets(ex.features()));
            goldOf.put(ex, s.scheme().fromBio(ex.tags()));
        }
        for (int epoch = 0; epoch < s.epochs(); epoch++) {
            Collections.shuffle(order, random);
            for (Example ex : order) {
                int[][] idx = bucketsOf.get(ex);
                int[] pred = current.viterbi(idx, ex.features().length);
                int[] gold = goldOf.get(ex);
                if (!Arrays.equals(pred, gold)) {
                    for (int i = 0; i < gold.length; i++) {
                        if (pred[i] != gold[i]) {
                            for (int b : idx[i]) {
                                w[b * T + gold[i]] += 1;
                                acc[b * T + gold[i]] += step;
                                w[b * T + pred[i]] -= 1;
                                acc[b * T + pred[i]] -= step;
                            }
                        }
                        int gp = i == 0 ? 0 : gold[i - 1] + 1;
                        int pp = i == 0 ? 0 : pred[i - 1] + 1;
                        if (gp != pp || gold[i] != pred[i]) {
                            tr[gp * T + gold[i]] += 1;
                            trAcc[gp * T + gold[i]] += step;
                            tr[pp * T + pred[i]] -= 1;
                            trAcc[pp * T + pred[i]] -= step;
                        }
                    }
                }
                step++;
            }
        }
        // Averaged weights: w - acc / step (the standard lazy form of averaging over all steps).
        float[] avg = new float[w.length];
        for (int i = 0; i < w.length; i++) {
            avg[i] = (float) (w[i] - acc[i] / step);
        }
        float[] avgTr = new float[tr.length];
        for (int i = 0; i < tr.length; i++) {
            avgTr[i] = (float) (tr[i] - trAcc[i] / step);
        }
        return new SequenceModel(s.scheme(), s.bits(), avg, avgTr);
    }

    private int[][] buckets(long[][] features) {
        int mask = (1 << bits) - 1;
        int[][] idx = new int[features.length][];
        for (int i = 0; i < features.length; i++) {
            long[] f = features[i];
            int[] b = new int[f.length];
            for (int k = 0; k < f.length; k++) {
                b[k] = (int) (f[k] & mask);
            }
            idx[i] = b;
        }
        return idx;
    }

    private float[] emissions(int[][] idx, int n) {
        float[] e = new float[n * T];
        for (int i = 0; i < n; i++) {
            int base = i * T;
            for (int b : idx[i]) {
                int o = b * T;
                for (int t = 0; t < T; t++) {
                    e[base + t] += weights[o + t];
                }
            }
        }
        return e;
    }

    private float transition(int prev, int next) {
        int k = (prev + 1) * T + next;
        return allowed[k] ? transitions[k] : FORBIDDEN;
    }

    private static boolean[] allowedTable(TagScheme scheme) {
        int T = scheme.count();
        boolean[] a = new boolean[(T + 1) * T];
        for (int prev = -1; prev < T; prev++) {
            for (int next = 0; next < T; next++) {
                a[(prev + 1) * T + next] = scheme.allowed(prev, next);
            }
        }
        return a;
    }

    /** The best tag sequence, as {@link Tags}. */
    public int[] decode(long[][] features) {
        long[][] f = passInput(features);
        return scheme.toBio(viterbi(buckets(f), f.length));
    }

    /** The best tag sequence and the per-token marginals at {@code temperature}, both as {@link Tags}. */
    public record Tagging(int[] tags, double[][] marginals) {
    }

    /**
     * {@link #decode} and {@link #marginals(long[][], double)} in one call: a second pass reads the first pass's output
     * once for both, instead of tagging the answer with the first pass twice.
     */
    public Tagging tag(long[][] features, double temperature) {
        long[][] f = passInput(features);
        int[][] idx = buckets(f);
        return new Tagging(scheme.toBio(viterbi(idx, f.length)), scheme.toBio(schemeMarginals(idx, f.length, temperature)));
    }

    /** What this model's own weights read: the features, with the first pass's output beside them for a second pass. */
    private long[][] passInput(long[][] features) {
        return first == null ? features : Stacking.features(features, first);
    }

    /** The first pass a second pass reads (null for one pass); for tests. */
    SequenceModel firstPass() {
        return first;
    }

    /** Whether this model is a second pass over a first ({@link Stacking}). */
    public boolean stacked() {
        return first != null;
    }

    /** The tag scheme the model was trained under. */
    public TagScheme scheme() {
        return scheme;
    }

    private int[] viterbi(int[][] idx, int n) {
        if (n == 0) {
            return new int[0];
        }
        float[] e = emissions(idx, n);
        float[] score = new float[n * T];
        int[] back = new int[n * T];
        for (int t = 0; t < T; t++) {
            score[t] = e[t] + transition(-1, t);
        }
        for (int i = 1; i < n; i++) {
            for (int t = 0; t < T; t++) {
                float best = Float.NEGATIVE_INFINITY;
                int arg = 0;
                for (int p = 0; p < T; p++) {
                    float s = score[(i - 1) * T + p] + transition(p, t);
                    if (s > best) {
                        best = s;
                        arg = p;
                    }
                }
                score[i * T + t] = best + e[i * T + t];
                back[i * T + t] = arg;
            }
        }
        int[] path = new int[n];
        float best = Float.NEGATIVE_INFINITY;
        for (int t = 0; t < T; t++) {
            if (scheme.allowedLast(t) && score[(n - 1) * T + t] > best) {
                best = score[(n - 1) * T + t];
                path[n - 1] = t;
            }
        }
        for (int i = n - 1; i > 0; i--) {
            path[i - 1] = back[i * T + path[i]];
        }
        return path;
    }

    /**
     * Per-token tag probabilities ({@link Tags}) under the softmax of the path scores (forward-backward). The perceptron
     * is not trained for calibration, so read these as a confidence ranking, not as probabilities.
     */
    public double[][] marginals(long[][] features) {
        return marginals(features, 1);
    }

    /** Marginals of the path scores divided by {@code temperature} (above 1: softer). */
    public double[][] marginals(long[][] features, double temperature) {
        long[][] f = passInput(features);
        return scheme.toBio(schemeMarginals(buckets(f), f.length, temperature));
    }

    private double[][] schemeMarginals(int[][] idx, int n, double temperature) {
        double[][] out = new double[n][T];
        if (n == 0) {
            return out;
        }
        float[] e = emissions(idx, n);
        double inv = 1 / temperature;
        // Forward-backward in probability space, each position rescaled to sum 1 (the scale cancels in the marginals):
        // one exp per token and tag instead of one per transition.
        double[] m = new double[(T + 1) * T];
        for (int p = -1; p < T; p++) {
            for (int t = 0; t < T; t++) {
                m[(p + 1) * T + t] = allowed[(p + 1) * T + t] ? Math.exp(transitions[(p + 1) * T + t] * inv) : 0;
            }
        }
        double[] psi = new double[n * T];
        for (int i = 0; i < n; i++) {
            float max = Float.NEGATIVE_INFINITY;
            for (int t = 0; t < T; t++) {
                max = Math.max(max, e[i * T + t]);
            }
            for (int t = 0; t < T; t++) {
                psi[i * T + t] = Math.exp((e[i * T + t] - max) * inv);
            }
        }
        double[] alpha = new double[n * T];
        double[] beta = new double[n * T];
        for (int t = 0; t < T; t++) {
            alpha[t] = m[t] * psi[t];
        }
        normalize(alpha, 0);
        for (int i = 1; i < n; i++) {
            for (int t = 0; t < T; t++) {
                double s = 0;
                for (int p = 0; p < T; p++) {
                    s += alpha[(i - 1) * T + p] * m[(p + 1) * T + t];
                }
                alpha[i * T + t] = s * psi[i * T + t];
            }
            normalize(alpha, i);
        }
        for (int t = 0; t < T; t++) {
            beta[(n - 1) * T + t] = scheme.allowedLast(t) ? 1 : 0;
        }
        for (int i = n - 2; i >= 0; i--) {
            for (int t = 0; t < T; t++) {
                double s = 0;
                for (int x = 0; x < T; x++) {
                    s += m[(t + 1) * T + x] * psi[(i + 1) * T + x] * beta[(i + 1) * T + x];
                }
                beta[i * T + t] = s;
            }
            normalize(beta, i);
        }
        for (int i = 0; i < n; i++) {
            double z = 0;
            for (int t = 0; t < T; t++) {
                out[i][t] = alpha[i * T + t] * beta[i * T + t];
                z += out[i][t];
            }
            for (int t = 0; t < T; t++) {
                out[i][t] = z > 0 ? out[i][t] / z : 0;
            }
        }
        return out;
    }

    private void normalize(double[] v, int position) {
        double s = 0;
        for (int t = 0; t < T; t++) {
            s += v[position * T + t];
        }
        if (s > 0) {
            for (int t = 0; t < T; t++) {
                v[position * T + t] /= s;
            }
        }
    }

    /** Non-zero weights: what the model file stores. */
    public int nonZero() {
        return (first == null ? 0 : first.nonZero()) + ownNonZero();
    }

    /** Non-zero weights of this pass alone. */
    private int ownNonZero() {
        int c = 0;
        for (float x : weights) {
            c += x != 0 ? 1 : 0;
        }
        return c;
    }

    /** Writes the model (gzip: header, transitions, then the non-zero weights as index/value pairs). */
    public void write(OutputStream os) throws IOException {
        try (DataOutputStream out = new DataOutputStream(new GZIPOutputStream(os))) {
            if (first == null) {
                out.writeInt(MAGIC);
            } else {
                out.writeInt(MAGIC_STACKED);
                first.writeBody(out);
            }
            writeBody(out);
        }
    }

    private void writeBody(DataOutputStream out) throws IOException {
        out.writeInt(bits);
        out.writeInt(T);
        for (float x : transitions) {
            out.writeFloat(x);
        }
        out.writeInt(ownNonZero());
        int last = 0;
        for (int i = 0; i < weights.length; i++) {
            if (weights[i] != 0) {
                out.writeInt(i - last); // deltas compress better than absolute indexes
                out.writeFloat(weights[i]);
                last = i;
            }
        }
    }

    public static SequenceModel read(InputStream is) throws IOException {
        try (DataInputStream in = new DataInputStream(new GZIPInputStream(is))) {
            int magic = in.readInt();
            if (magic == MAGIC_STACKED) {
                return stacked(readBody(in), readBody(in));
            }
            if (magic != MAGIC) {
                throw new IOException("not a Subtask 1 model file");
            }
            return readBody(in);
        }
    }

    private static SequenceModel readBody(DataInputStream in) throws IOException {
        int bits = in.readInt();
        TagScheme scheme = TagScheme.ofCount(in.readInt());
        if (scheme == null || bits < 8 || bits > 26) {
            throw new IOException("model file has another tag set or size");
        }
        int T = scheme.count();
        float[] tr = new float[(T + 1) * T];
        for (int i = 0; i < tr.length; i++) {
            tr[i] = in.readFloat();
        }
        float[] w = new float[(1 << bits) * T];
        int nz = in.readInt();
        int at = 0;
        for (int k = 0; k < nz; k++) {
            at += in.readInt();
            w[at] = in.readFloat();
        }
        return new SequenceModel(scheme, bits, w, tr);
    }

    /** SHA-256 of the model file's bytes, as hex: how a pinned spec names the model it fitted. */
    public String sha256() {
        try {
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            write(bytes);
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(bytes.toByteArray()));
        } catch (IOException | java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Equal weights, bit for bit: ties a stored model to what training produces. */
    public boolean sameAs(SequenceModel o) {
        return scheme == o.scheme && bits == o.bits && Arrays.equals(weights, o.weights) && Arrays.equals(transitions, o.transitions)
                && (first == null ? o.first == null : o.first != null && first.sameAs(o.first));
    }
}
