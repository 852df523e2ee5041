package org.tahqiq.subtask;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.Response;
import org.tahqiq.dataset.TrainAnswers;
import org.tahqiq.eval.CrossValidation;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;

/**
 * What every subtask run shares: where the data is, the input, how to cross-validate, how to retrieve, where to
 * print. The data is located and the retrieval opened on first use, so a subtask that needs neither never pays.
 */
public final class RunContext implements AutoCloseable {

    /** The progress stage of opening (or building) the indexes. */
    public static final String OPEN_INDEXES = "indexes";

    private final Supplier<DataLocation> dataSupplier;
    private final Path input;
    private final int folds;
    private final long seed;
    private final int foldSeeds;
    private final RetrievalConfig retrievalConfig;
    private final Path cacheDir;
    private final boolean quiet;
    private final PrintWriter out;
    private final PrintWriter err;
    private final Progress progress;
    private DataLocation data;
    private Retrieval retrieval;
    private TrainChoice train;
    private List<Response> trainAnswers;

    /**
     * @param foldSeeds how many fold seeds a labelled run cross-validates with (the first is {@code seed})
     * @param cacheDir  where indexes are cached, or null to build them in memory
     */
    public RunContext(Supplier<DataLocation> data, Path input, int folds, long seed, int foldSeeds,
                      RetrievalConfig retrievalConfig, Path cacheDir, boolean quiet, PrintWriter out, PrintWriter err) {
        this(data, input, folds, seed, foldSeeds, retrievalConfig, cacheDir, quiet, out, err, Progress.NONE);
    }

    /** @param progress where {@link #progress} goes (the command path shows it on a terminal) */
    public RunContext(Supplier<DataLocation> data, Path input, int folds, long seed, int foldSeeds,
                      RetrievalConfig retrievalConfig, Path cacheDir, boolean quiet, PrintWriter out, PrintWriter err,
                      Progress progress) {
        this.dataSupplier = data;
        this.input = input;
        this.folds = folds;
        this.seed = seed;
        this.foldSeeds = foldSeeds;
        this.retrievalConfig = retrievalConfig;
        this.cacheDir = cacheDir;
        this.quiet = quiet;
        this.out = out;
        this.err = err;
        this.progress = progress;
    }

    public synchronized DataLocation data() {
        if (data == null) {
            data = dataSupplier.get();
        }
        return data;
    }

    /** Whether the run has looked for the data (subtasks that need no corpus never do). */
    public synchronized boolean dataResolved() {
        return data != null;
    }

    /** The --input file, or null for the subtask's default input. */
    public Path input() {
        return input;
    }

    /** Cross-validation folds for labelled input; below 2, labelled input is judged with the pinned settings. */
    public int folds() {
        return folds;
    }

    public boolean crossValidates() {
        return folds > 1;
    }

    /** The fold seed of the headline run. */
    public long seed() {
        return seed;
    }

    /** The fold seeds of the repeated cross-validation: {@link #seed()} first. */
    public List<Long> seeds() {
        return CrossValidation.seeds(seed, foldSeeds);
    }

    public RetrievalConfig retrievalConfig() {
        return retrievalConfig;
    }

    public Path cacheDir() {
        return cacheDir;
    }

    public boolean quiet() {
        return quiet;
    }

    public PrintWriter out() {
        return out;
    }

    public PrintWriter err() {
        return err;
    }

    /**
     * Says how far a long stage is, e.g. {@code ctx.progress("retrieve", done, total)} once per annotation; cheap and
     * thread-safe, shown only on a terminal and never under {@code --quiet}.
     */
    public void progress(String stage, long done, long total) {
        progress.report(stage, done, total);
    }

    /** Sets {@code --train} (before the run; null: the train answers when the data folder has them). */
    public synchronized RunContext train(TrainChoice choice) {
        this.train = choice;
        return this;
    }

    /**
     * The train answers the models of a labelled run also learn from: none under {@code --train none}, or when the
     * data folder has no train.jsonl and {@code --train} was not given; read once, on first use.
     */
    public synchronized List<Response> trainAnswers() {
        if (trainAnswers == null) {
            DataLocation d = data();
            if (train == TrainChoice.TRAIN && !d.hasTrainAnswers()) {
                throw new UsageException(TrainChoice.OPTION + " train: the data folder has no " + d.trainJsonl());
            }
            trainAnswers = train == TrainChoice.NONE ? List.of() : TrainAnswers.read(d);
        }
        return trainAnswers;
    }

    /** The train answers outside {@code inputIds}: an answer of the input is never learnt from beside being scored. */
    public List<Response> trainAnswersBeside(java.util.Collection<String> inputIds) {
        java.util.Set<String> own = new java.util.HashSet<>(inputIds);
        return trainAnswers().stream().filter(r -> !own.contains(r.id())).toList();
    }

    /** Whether the run learnt from train answers (then their file is one of the run's inputs). */
    public synchronized boolean learntFromTrain() {
        return trainAnswers != null && !trainAnswers.isEmpty();
    }

    /** The corpora's retrieval, opened (and indexed, or read from the cache) on first use. */
    public synchronized Retrieval retrieval() {
        if (retrieval == null) {
            DataLocation d = data();
            progress.report(OPEN_INDEXES, 0, 1);
            retrieval = Retrieval.open(d, retrievalConfig, cacheDir);
            progress.report(OPEN_INDEXES, 1, 1);
        }
        return retrieval;
    }

    public synchronized boolean retrievalOpened() {
        return retrieval != null;
    }

    @Override
    public synchronized void close() {
        if (retrieval != null) {
            retrieval.close();
            retrieval = null;
        }
    }
}
