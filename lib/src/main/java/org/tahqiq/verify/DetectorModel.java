package org.tahqiq.verify;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Consumer;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.task1.Analyzer;
import org.tahqiq.task1.Encoded;
import org.tahqiq.task1.SequenceModel;
import org.tahqiq.task1.SyntheticAnswers;
import org.tahqiq.task1.Task1Input;

/**
 * The Subtask 1 tagger for unlabelled answers. The pinned model the task1 package ships in the jar is used when
 * present; until then, the model its recipe trains on every labelled dev answer plus its synthetic answers, kept in
 * the cache folder under a name derived from what it was trained from (the dev file, the corpora, the task1 code),
 * so a change to any of them retrains instead of reusing a stale model.
 */
public final class DetectorModel {

    /** Where the task1 package puts its pinned model. */
    static final String PINNED_RESOURCE = "/org/tahqiq/task1/model.bin.gz";
    /** The task1 recipe (its defaults, none tuned here): tagger settings and synthetic answers added to training. */
    static final SequenceModel.Settings SETTINGS = SequenceModel.Settings.DEFAULT;
    static final int SYNTHETIC = 300;
    static final long SYNTHETIC_SEED = 7;
    /** The classes whose change changes what a model means (features, analysis, training, the synthetic answers). */
    private static final List<String> CODE = List.of("Analyzer", "CorpusAligner", "Cue", "FeatureExtractor",
            "QuoteStructure", "SequenceModel", "SyntheticAnswers", "Tokenizer", "WordNgramIndex", "Encoded");

    private DetectorModel() {
    }

    /** The model for unseen answers: the pinned one, else the cached or newly trained one. */
    public static SequenceModel load(Analyzer analyzer, DataLocation data, Path cacheDir, Consumer<String> log) {
        try (InputStream in = DetectorModel.class.getResourceAsStream(PINNED_RESOURCE)) {
            if (in != null) {
                return SequenceModel.read(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("the pinned Subtask 1 model in the jar is unreadable", e);
        }
        Path cached = cacheDir == null ? null : cacheDir.resolve("task1-model-" + fingerprint(data) + ".bin.gz");
        if (cached != null && Files.isRegularFile(cached)) {
            try (InputStream in = Files.newInputStream(cached)) {
                return SequenceModel.read(in);
            } catch (IOException e) {
                log.accept("cached Subtask 1 model " + cached + " is unreadable (" + e.getMessage() + "); retraining");
            }
        }
        log.accept("training the Subtask 1 model on " + data.devJsonl() + " (once; kept in " + cacheDir + ")");
        List<Encoded> labelled = Task1Input.read(data.devJsonl()).answers().parallelStream()
                .map(a -> Encoded.of(analyzer, a)).toList();
        SequenceModel model = train(labelled, synthetic(analyzer));
        if (cached != null) {
            write(model, cached, log);
        }
        return model;
    }

    /** The recipe's synthetic training answers, encoded. */
    public static List<SequenceModel.Example> synthetic(Analyzer analyzer) {
        QuranCorpus q = analyzer.aligner().quran();
        HadithCorpus h = analyzer.aligner().hadith();
        return new SyntheticAnswers(q, h).generate(SYNTHETIC, SYNTHETIC_SEED).parallelStream()
                .map(a -> Encoded.of(analyzer, a).example()).toList();
    }

    /** A model trained on the given labelled answers plus the synthetic ones. */
    public static SequenceModel train(List<Encoded> labelled, List<SequenceModel.Example> synthetic) {
        List<SequenceModel.Example> train = new ArrayList<>(synthetic);
        labelled.forEach(e -> train.add(e.example()));
        return SequenceModel.train(train, SETTINGS);
    }

    private static void write(SequenceModel model, Path file, Consumer<String> log) {
        Path tmp = null;
        try {
            Files.createDirectories(file.getParent());
            tmp = Files.createTempFile(file.getParent(), "." + file.getFileName(), ".tmp");
            try (OutputStream out = Files.newOutputStream(tmp)) {
                model.write(out);
            }
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            log.accept("could not keep the Subtask 1 model in " + file.getParent() + " (" + e.getMessage() + ")");
        } finally {
            try {
                if (tmp != null) {
                    Files.deleteIfExists(tmp);
                }
            } catch (IOException ignored) {
                // the temporary file is only litter
            }
        }
    }

    /** SHA-256 (first 16 hex digits) of the dev file, the corpora's sizes and dates, the recipe and the task1 code. */
    static String fingerprint(DataLocation data) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            md.update(Files.readAllBytes(data.devJsonl()));
            for (Path p : List.of(data.quran(), data.hadith())) {
                md.update((Files.size(p) + "@" + Files.getLastModifiedTime(p).toMillis()).getBytes());
            }
            md.update((SETTINGS + "/" + SYNTHETIC + "/" + SYNTHETIC_SEED).getBytes());
            for (String c : CODE) {
                try (InputStream in = Analyzer.class.getResourceAsStream(c + ".class")) {
                    if (in != null) {
                        md.update(in.readAllBytes());
                    }
                }
            }
            return HexFormat.of().formatHex(md.digest()).substring(0, 16);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
