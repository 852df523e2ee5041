package org.tahqiq.task1;

import org.tahqiq.task1.score.Task1Score;
import org.tahqiq.task1.analysis.WordNgramIndex;
import org.tahqiq.task1.detect.BoundaryRule;
import org.tahqiq.task1.detect.SequenceModel;
import org.tahqiq.task1.detect.TagScheme;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.tahqiq.snapshot.CodeFingerprint;

/**
 * Trained models kept on disk under a key computed from what training sees — every labelled example's feature
 * hashes and tags in order, the synthetic answers' texts and gold rows, the settings, and a hash of the project's
 * compiled classes ({@link CodeFingerprint}) — so a change to the data, the synthetic answers, the settings or any
 * code trains afresh, and a repeated cross-validation loads its fold models instead of
 * training them again. Training is deterministic, so a cached model equals a fresh one bit for bit.
 */
public final class ModelCache {

    /** The cache's own folder under the project's cache directory. */
    public static final String FOLDER = "task1-models";
    private static final String PREFIX = "task1-";

    private final Path dir;
    private volatile boolean warned;

    /** @param dir the cache directory, or null to always train */
    public ModelCache(Path dir) {
        this.dir = dir;
    }

    public static ModelCache none() {
        return new ModelCache(null);
    }

    /** Trains on the synthetic answers, then the labelled ones — or loads the model trained on exactly these before. */
    public SequenceModel train(SyntheticSet synthetic, List<SequenceModel.Example> labelled, SequenceModel.Settings settings) {
        if (dir == null) {
            return SequenceModel.train(join(synthetic, labelled), settings);
        }
        Path file = dir.resolve("task1-" + key(labelled, settings) + "-" + synthetic.key().substring(0, Math.min(16, synthetic.key().length()))
                + "-" + CodeFingerprint.get() + ".model.gz");
        if (Files.isRegularFile(file)) {
            try (InputStream in = Files.newInputStream(file)) {
                return SequenceModel.read(in);
            } catch (IOException e) {
                // an unreadable entry is retrained and rewritten below
            }
        }
        SequenceModel m = SequenceModel.train(join(synthetic, labelled), settings);
        publish(file, m::write);
        return m;
    }

    private interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /**
     * Writes an entry under a private name and renames it into place, so a reader never sees a torn file; the
     * first entry of this code also removes the entries other code left (they can never be read again). A cache that
     * cannot be written is warned about once and the run goes on with what it computed.
     */
    private void publish(Path file, Content content) {
        Path tmp = null;
        try {
            Files.createDirectories(dir);
            tmp = Files.createTempFile(dir, PREFIX, ".tmp");
            try (OutputStream out = Files.newOutputStream(tmp)) {
                content.writeTo(out);
            }
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            pruneOtherCode();
        } catch (IOException | UncheckedIOException e) {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // nothing more to do: the name is private and the next run overwrites nothing with it
                }
            }
            if (!warned) {
                warned = true;
                System.err.println("warning: cannot write the model cache " + dir + " (" + e.getMessage()
                        + "); models are kept in memory for this run");
            }
        }
    }

    private volatile boolean pruned;

    private void pruneOtherCode() throws IOException {
        if (pruned) {
            return;
        }
        pruned = true;
        String code = "-" + CodeFingerprint.get() + "-";
        String codeAtEnd = "-" + CodeFingerprint.get() + ".";
        try (var files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                String name = f.getFileName().toString();
                if (name.startsWith(PREFIX) && !name.endsWith(".tmp") && !name.contains(code) && !name.contains(codeAtEnd)) {
                    Files.deleteIfExists(f);
                }
            }
        }
    }

    /**
     * The score of a cross-validation, kept under a key over everything it depends on — the labelled examples, the
     * synthetic answers, the settings, folds and seed, and the compiled code — so a repeated fold seed is read back
     * instead of loading its five models and labelling every answer again.
     */
    public Task1Score score(List<SequenceModel.Example> labelled, SyntheticSet synthetic, SequenceModel.Settings settings,
                            int folds, long seed, java.util.function.Supplier<Task1Score> compute) {
        return score(labelled, synthetic, settings, folds, seed, "", compute);
    }

    /**
     * @param rulesOff the boundary conventions left out of detection ({@link BoundaryRule#off}; "" for none, the name
     *                 scores had before the switches existed)
     */
    public Task1Score score(List<SequenceModel.Example> labelled, SyntheticSet synthetic, SequenceModel.Settings settings,
                            int folds, long seed, String rulesOff, java.util.function.Supplier<Task1Score> compute) {
        if (dir == null) {
            return compute.get();
        }
        Path file = dir.resolve("task1-score-" + key(labelled, settings) + "-" + synthetic.key().substring(0, Math.min(16, synthetic.key().length()))
                + "-" + CodeFingerprint.get() + "-" + folds + "-" + seed + (rulesOff.isEmpty() ? "" : "-without-" + rulesOff.replace(',', '-'))
                + ".txt");
        if (Files.isRegularFile(file)) {
            try {
                return Task1Score.parse(Files.readString(file));
            } catch (IOException | RuntimeException e) {
                // unreadable: computed and rewritten below
            }
        }
        Task1Score s = compute.get();
        publish(file, out -> out.write(s.format().getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        return s;
    }

    private static List<SequenceModel.Example> join(SyntheticSet synthetic, List<SequenceModel.Example> labelled) {
        List<SequenceModel.Example> all = new java.util.ArrayList<>(synthetic.examples());
        all.addAll(labelled);
        return all;
    }

    /** 128 bits (two independent 64-bit mixes) over the settings and every feature hash and tag, as hex. */
    public static String key(List<SequenceModel.Example> data, SequenceModel.Settings s) {
        long a = 0x243F6A8885A308D3L;
        long b = 0x13198A2E03707344L;
        // the defaults' keys as before each setting was added, so entries stay valid
        long[] head = s.runs() == 1 ? new long[] {s.epochs(), s.bits(), s.seed(), data.size()}
                : new long[] {s.epochs(), s.bits(), s.seed(), data.size(), s.runs()};
        if (s.scheme() != TagScheme.BIO) {
            head = java.util.Arrays.copyOf(head, head.length + 1);
            head[head.length - 1] = 1000 + s.scheme().ordinal();
        }
        if (s.stacked()) {
            head = java.util.Arrays.copyOf(head, head.length + 1);
            head[head.length - 1] = 2000;
        }
        if (s.stacked() && s.foldMean()) {
            head = java.util.Arrays.copyOf(head, head.length + 1);
            head[head.length - 1] = 3000;
        }
        for (long x : head) {
            a = mix(a ^ x);
            b = mix(b + x * 0x9E3779B97F4A7C15L);
        }
        for (SequenceModel.Example e : data) {
            long[][] f = e.features();
            for (int i = 0; i < f.length; i++) {
                a = mix(a ^ e.tags()[i]);
                b = mix(b + e.tags()[i] + 0x632BE59BD9B4E019L);
                for (long x : f[i]) {
                    a = mix(a ^ x);
                    b = mix(b + x);
                }
            }
            if (s.stacked() && e.group() != null) { // a second pass's inner folds follow the groups
                long g = WordNgramIndex.word(e.group());
                a = mix(a ^ g);
                b = mix(b + g);
            }
            a = mix(a ^ 0xA5A5A5A5L);
            b = mix(b + 0x5A5A5A5AL);
        }
        return String.format("%016x%016x", a, b);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return z ^ (z >>> 33);
    }
}
