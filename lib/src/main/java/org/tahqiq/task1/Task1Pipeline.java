package org.tahqiq.task1;

import org.tahqiq.task1.score.Task1Score;
import org.tahqiq.task1.analysis.Analyzer;
import org.tahqiq.task1.analysis.CorpusAligner;
import org.tahqiq.task1.detect.BoundaryRule;
import org.tahqiq.task1.detect.DetectedAnnotation;
import org.tahqiq.task1.detect.FeatureExtractor;
import org.tahqiq.task1.detect.PinnedModel;
import org.tahqiq.task1.detect.SequenceModel;
import org.tahqiq.task1.detect.SpanDetector;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.files.FileHash;

/**
 * Subtask 1 end to end: analyse the answers once, then label each — with gold by grouped cross-validation (each
 * answer by a model trained on the other folds' questions plus the synthetic answers), without gold by the pinned
 * model trained on all labelled data. The pinned model is a generated resource ({@value #PINNED_RESOURCE}), written
 * by {@code ./tahqiq task1 --write-model FILE} and tied by a test to what {@link #trainAll} produces.
 */
public final class Task1Pipeline {

    public static final String PINNED_RESOURCE = PinnedModel.RESOURCE;
    /** Where the pinned model lives in the source tree (for --write-model's users and the test). */
    public static final String PINNED_SOURCE = PinnedModel.SOURCE;

    private final Analyzer analyzer;
    private final QuranCorpus quran;
    private final HadithCorpus hadith;
    private final Task1Recipe recipe;
    private final Map<Integer, SyntheticSet> synthetic = new LinkedHashMap<>();
    private final long loadMs;
    private ModelCache cache = ModelCache.none();
    private TrainQuotes trainQuotes = TrainQuotes.NONE;
    private List<SequenceModel.Example> trainAnswers = List.of();
    private final long indexMs;

    public Task1Pipeline(QuranCorpus quran, HadithCorpus hadith, Task1Recipe recipe, long loadMs) {
        long t0 = System.nanoTime();
        this.quran = quran;
        this.hadith = hadith;
        this.analyzer = new Analyzer(new CorpusAligner(quran, hadith));
        this.recipe = recipe;
        this.loadMs = loadMs;
        this.indexMs = (System.nanoTime() - t0) / 1_000_000;
    }

    public static Task1Pipeline load(DataLocation data, Task1Recipe recipe) {
        long t0 = System.nanoTime();
        QuranCorpus q = QuranCorpus.load(data.quran());
        HadithCorpus h = HadithCorpus.load(data.editions());
        return new Task1Pipeline(q, h, recipe, (System.nanoTime() - t0) / 1_000_000).readTrainQuotes(data);
    }

    /**
     * As {@link #load(DataLocation, Task1Recipe)}, the corpora read from the prepared snapshot under {@code cacheDir}
     * (the one every command shares, built on first use: no JSON parsing or normalization on later starts); parsed
     * from the data when {@code cacheDir} is null. The snapshot stays mapped for the life of the process.
     */
    public static Task1Pipeline load(DataLocation data, Task1Recipe recipe, Path cacheDir) {
        if (cacheDir == null) {
            return load(data, recipe);
        }
        long t0 = System.nanoTime();
        org.tahqiq.index.Retrieval r = org.tahqiq.index.Retrieval.open(data, org.tahqiq.index.RetrievalConfig.DEFAULT, cacheDir);
        return new Task1Pipeline(r.quran(), r.hadith(), recipe, (System.nanoTime() - t0) / 1_000_000).readTrainQuotes(data);
    }

    /**
     * The train answers' quotes the recipe's synthetic answers draw from ({@code train_task_4.tsv} of the data folder),
     * read only when the recipe asks for them; without the file the synthetic answers quote the corpora alone
     * ({@link #lacksTrainQuotes}), and the models' cache key says so.
     */
    public Task1Pipeline readTrainQuotes(DataLocation data) {
        return recipe.trainQuotes() > 0 ? withTrainQuotes(TrainQuotes.read(data.trainTask(4))) : this;
    }

    /** Whether the recipe asks for train quotes that are not there (the caller warns). */
    public boolean lacksTrainQuotes() {
        return recipe.trainQuotes() > 0 && trainQuotes.isEmpty();
    }

    /** Sets the train answers' quotes (before anything is generated). */
    public synchronized Task1Pipeline withTrainQuotes(TrainQuotes q) {
        if (generator != null || !synthetic.isEmpty()) {
            throw new IllegalStateException("train quotes are set before the synthetic answers are made");
        }
        this.trainQuotes = q;
        return this;
    }

    /**
     * Labelled answers beside the input (the train answers) that every model learns from, before the input's own
     * folds; none by default. Encoded once, here.
     */
    public Task1Pipeline withTrainAnswers(List<Answer> answers) {
        this.trainAnswers = encode(answers).stream().map(Encoded::example).toList();
        return this;
    }

    /** How many train answers the models learn from besides the input's. */
    public int trainAnswers() {
        return trainAnswers.size();
    }

    /** Keeps trained fold models in their folder under the cache directory {@code dir} (null: train every time). */
    public Task1Pipeline cacheModels(Path dir) {
        this.cache = new ModelCache(dir == null ? null : dir.resolve(ModelCache.FOLDER));
        return this;
    }

    public Analyzer analyzer() {
        return analyzer;
    }

    public Task1Recipe recipe() {
        return recipe;
    }

    public long loadMs() {
        return loadMs;
    }

    public long indexMs() {
        return indexMs;
    }

    /** Analyses and featurizes the answers (in parallel; the analyzer is thread-safe). */
    public List<Encoded> encode(List<Answer> answers) {
        return answers.parallelStream().map(a -> Encoded.of(analyzer, a, recipe.topic())).toList();
    }

    /** The recipe's synthetic training answers, generated once and encoded when first trained on. */
    public synchronized SyntheticSet synthetic(int count) {
        return synthetic.computeIfAbsent(count, n -> n == 0 ? SyntheticSet.NONE
                : SyntheticSet.deferred(FileHash.sha256(shapesKey(List.of("synthetic", Integer.toString(n), Long.toString(recipe.syntheticSeed()),
                        corpusFingerprint()))), () -> generator().generate(n, recipe.syntheticSeed()), analyzer, recipe.topic()));
    }

    /** The synthetic set's key parts; the first shapes and the default topic features keep the key they always had. */
    private List<String> shapesKey(List<String> parts) {
        List<String> out = new java.util.ArrayList<>(parts);
        if (!recipe.shapes().equals(SyntheticAnswers.PLAIN)) {
            out.add(recipe.shapes());
        }
        if (!recipe.topic().equals(FeatureExtractor.TopicFeatures.DEFAULT)) {
            out.add("topic=" + recipe.topic());
        }
        if (recipe.trainQuotes() > 0 && !trainQuotes.isEmpty()) {
            out.add("train-quotes=" + recipe.trainQuotes() + ":" + trainQuotes.key());
        }
        return out;
    }

    /** A hash of the corpora's content (every verse and narration), for naming what is generated from them. */
    private String corpusFingerprint() {
        long h = 0x9E3779B97F4A7C15L;
        for (var v : quran.verses()) {
            h = h * 31 + v.text().hashCode() + 17L * v.surah() + v.ayah();
        }
        for (var r : hadith.records()) {
            h = h * 31 + r.fullText().hashCode() + 7L * r.matn().hashCode() + r.hadithId();
        }
        return Long.toHexString(h);
    }

    private SyntheticAnswers generator;

    private synchronized SyntheticAnswers generator() {
        if (generator == null) {
            generator = new SyntheticAnswers(quran, hadith, recipe.shapes(), trainQuotes, recipe.trainQuotes());
        }
        return generator;
    }

    public SyntheticSet synthetic() {
        return synthetic(recipe.synthetic());
    }

    public SpanCrossValidation.Result crossValidate(List<Encoded> labelled, int folds, long seed) {
        return crossValidate(labelled, folds, seed, recipe, 0);
    }

    /** The score of a cross-validation alone (no evidence), read from the cache when this exact run was scored before. */
    public Task1Score crossValidatedScore(List<Encoded> labelled, int folds, long seed) {
        // The train answers come first in the key as in training; without them the key is what it always was.
        return cache.score(SpanCrossValidation.trainingExamples(trainAnswers, labelled), synthetic(), recipe.settings(), folds, seed,
                BoundaryRule.off(recipe.rules()),
                () -> SpanCrossValidation.run(analyzer, labelled, folds, seed, recipe.settings(), synthetic(), cache,
                        SpanCrossValidation.Options.DEFAULT.scoreOnly().rules(recipe.rules()).extra(trainAnswers)).score());
    }

    /** Cross-validation under another recipe, each fold training on at most {@code maxTrain} answers (0: all). */
    public SpanCrossValidation.Result crossValidate(List<Encoded> labelled, int folds, long seed, Task1Recipe r, int maxTrain) {
        return SpanCrossValidation.run(analyzer, labelled, folds, seed, r.settings(), synthetic(r.synthetic()), cache,
                SpanCrossValidation.Options.DEFAULT.maxTrain(maxTrain).rules(r.rules()).extra(trainAnswers));
    }

    /** A model trained on the recipe's synthetic answers alone. */
    public SequenceModel trainSyntheticOnly(Task1Recipe r) {
        return cache.train(synthetic(r.synthetic()), List.of(), r.settings());
    }

    /** The model for unseen input: trained on every labelled answer plus the synthetic ones (through the cache). */
    public SequenceModel trainAll(List<Encoded> labelled) {
        return cache.train(synthetic(), SpanCrossValidation.trainingExamples(trainAnswers, labelled), recipe.settings());
    }

    public SpanDetector detector(SequenceModel model) {
        return new SpanDetector(analyzer, model, recipe.rules());
    }

    /** The pinned model shipped in the jar, or the one of the models folder in use ({@link org.tahqiq.models.Models}). */
    public static SequenceModel pinnedModel() {
        return PinnedModel.current();
    }

    /** A model file; an unreadable one is a located input error. */
    public static SequenceModel readModel(Path file) {
        return PinnedModel.read(file);
    }

    public static void writeModel(SequenceModel model, Path file) throws IOException {
        Path abs = file.toAbsolutePath();
        Files.createDirectories(abs.getParent());
        Path tmp = abs.resolveSibling(abs.getFileName() + ".tmp");
        try (OutputStream out = Files.newOutputStream(tmp)) {
            model.write(out);
        }
        Files.move(tmp, abs, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * Labels the input: cross-validated when it carries gold ({@code folds} ≥ 2), else with {@code model} (the
     * pinned one when null).
     */
    public Task1Result run(Task1Input in, int folds, long seed, SequenceModel model) {
        long t0 = System.nanoTime();
        List<Encoded> enc = encode(in.answers());
        long encodeMs = (System.nanoTime() - t0) / 1_000_000;
        if (in.hasGold() && folds >= 2) {
            long t1 = System.nanoTime();
            SyntheticSet syn = synthetic();
            long synMs = (System.nanoTime() - t1) / 1_000_000;
            long t2 = System.nanoTime();
            SpanCrossValidation.Result cv = SpanCrossValidation.run(analyzer, enc, folds, seed, recipe.settings(), syn, cache,
                    SpanCrossValidation.Options.DEFAULT.trainingOnAll().rules(recipe.rules()).extra(trainAnswers));
            long cvMs = (System.nanoTime() - t2) / 1_000_000;
            return new Task1Result(enc, cv.detections(), cv.score(), cv, "each answer labelled by the model trained on the other "
                    + (folds - 1) + " folds' questions (" + folds + " folds, seed " + seed + ")",
                    new Task1Result.Timings(loadMs, indexMs, encodeMs, synMs, cvMs));
        }
        SequenceModel m = model != null ? model : pinnedModel();
        long t2 = System.nanoTime();
        SpanDetector d = detector(m);
        Map<String, List<DetectedAnnotation>> out = new LinkedHashMap<>();
        List<List<DetectedAnnotation>> found = enc.parallelStream().map(e -> d.detect(e.analysis(), e.features())).toList();
        for (int i = 0; i < enc.size(); i++) {
            out.put(enc.get(i).answer().id(), found.get(i));
        }
        long labelMs = (System.nanoTime() - t2) / 1_000_000;
        Task1Score score = in.hasGold() ? SpanCrossValidation.score(enc, out) : null;
        return new Task1Result(enc, out, score, null, model != null ? "the given model" : "the pinned model (trained on all labelled data)",
                new Task1Result.Timings(loadMs, indexMs, encodeMs, 0, labelMs));
    }
}
