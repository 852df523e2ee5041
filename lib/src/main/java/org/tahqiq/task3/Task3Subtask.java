package org.tahqiq.task3;

import org.tahqiq.task3.correct.AcceptModel;
import org.tahqiq.task3.correct.CorrectionMemory;
import org.tahqiq.task3.correct.CorrectionThresholds;
import org.tahqiq.task3.correct.Corrector;
import org.tahqiq.task3.correct.MatnRanking;
import org.tahqiq.task3.correct.Task3Row;
import picocli.CommandLine;
import org.tahqiq.subtask.NumberList;
import org.tahqiq.eval.TypeAccuracy;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.tahqiq.dataset.AnnotationKey;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.eval.PredictionsReader;
import org.tahqiq.eval.Sensitivity;
import org.tahqiq.experiment.RunSpec;
import org.tahqiq.index.RetrievalProgress;
import org.tahqiq.subtask.HeldOut;
import org.tahqiq.subtask.RunContext;
import org.tahqiq.subtask.Score;
import org.tahqiq.subtask.ScoreTable;
import org.tahqiq.subtask.Spread;
import org.tahqiq.subtask.Subtask;
import org.tahqiq.subtask.UsageException;
import picocli.CommandLine.Option;

/** Subtask 3 through the generic command path: {@code ./tahqiq task3}. */
public final class Task3Subtask implements Subtask<Task3Input, Task3Run> {

    static final String FOLD_SEEDS = "fold-seeds.tsv";

    @Option(names = "--thresholds", paramLabel = "AYAH,MATN,AYAH_RUN,MATN_RUN", converter = ThresholdsConverter.class,
            description = "fixed خطأ thresholds instead of the pinned models; used for input without gold, or with --folds 0")
    CorrectionThresholds thresholds;

    @Option(names = "--memory", paramLabel = "FILE|none",
            description = "known corrections (a corrections TSV; repeat for several, e.g. train and dev for the test phase) "
                    + "ranked as matn candidates (default: train_set/train_task_3.tsv of the data directory, when present); "
                    + "none: without")
    List<String> memoryOptions;

    @Option(names = "--sensitivity", description = "also print and write (sensitivity.tsv, sensitivity.md) the repeated-CV "
            + "scores of each constant no cross-validation chooses, one step either side, and the trimmer rules' train counts "
            + "(labelled input)")
    boolean sensitivity;

    @Option(names = "--ayah-features", paramLabel = "NAME,...", split = ",",
            description = "what the Ayah خطأ model reads, of coverage, words, partial, textCover, heavyRun, run, margin, "
                    + "similarity (default: coverage,words,partial,textCover,heavyRun); for experiments")
    List<String> ayahFeatures;

    @Option(names = "--matn-features", paramLabel = "NAME,...", split = ",",
            description = "what the matn خطأ model reads, of the same (default: all but similarity); for experiments")
    List<String> matnFeatures;

    @Option(names = "--verses", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "verses among the matn candidates (gold corrects a \"hadith\" that is a garbled verse to the verse; "
                    + "default); --no-verses: records and the memory only, for experiments")
    boolean verses;

    @Option(names = "--ayah-heavy-weight", paramLabel = "W",
            description = "how much the heavy run (the heaviest verbatim stretch, in IDF) adds to a verse's coverage of "
                    + "the quote when the Ayah proposal is chosen (default: ${DEFAULT-VALUE}; 0: coverage alone), "
                    + "for experiments")
    double ayahHeavyWeight = Corrector.AYAH_HEAVY_WEIGHT;

    static final String SENSITIVITY_TSV = "sensitivity.tsv";
    static final String SENSITIVITY_MD = "sensitivity.md";

    private List<Path> memoryFiles;

    @Override
    public String name() {
        return "task3";
    }

    @Override
    public String description() {
        return "Subtask 3: propose the authentic text of every incorrect Ayah and matn, or خطأ. Input: a test-phase Subtask 3 "
                + "TSV (with Span), a corrections TSV (joined with the dev JSONL) or a dev-schema JSONL (default: dev_task_3.tsv "
                + "joined with dev.jsonl). Writes predictions.tsv, evidence.tsv, rule.txt, submission.zip, run.json and (with "
                + "gold) scores.json and fold-seeds.tsv.";
    }

    /** The models' settings the options give; a name that is no measurement is a usage error. */
    AcceptModel.Settings settings() {
        return new AcceptModel.Settings(AcceptModel.L2, named("--ayah-features", ayahFeatures, AcceptModel.AYAH_DEFAULT),
                named("--matn-features", matnFeatures, AcceptModel.MATN_DEFAULT));
    }

    /** The weight the option gives; one the corrector cannot take is a usage error. */
    double ayahHeavyWeight() {
        try {
            return Corrector.checkedHeavyWeight(ayahHeavyWeight);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--ayah-heavy-weight: " + e.getMessage());
        }
    }

    private static List<String> named(String option, List<String> given, List<String> otherwise) {
        if (given == null) {
            return otherwise;
        }
        try {
            return AcceptModel.checked(given);
        } catch (IllegalArgumentException e) {
            throw new UsageException(option + ": " + e.getMessage());
        }
    }

    @Override
    public Task3Input read(RunContext ctx) {
        DataLocation data = ctx.data();
        settings();
        ayahHeavyWeight();
        memoryFiles = memoryFiles(data);
        return ctx.input() != null ? Task3Input.read(ctx.input(), data.devJsonl()) : Task3Input.dev(data);
    }

    @Override
    public Map<String, Path> inputFiles(Task3Input input, RunContext ctx) {
        Map<String, Path> files = new LinkedHashMap<>();
        files.put("input", input.source());
        Path dev = ctx.data().devJsonl();
        files.put("dev.jsonl", Files.isRegularFile(dev) ? dev : null); // where span texts are joined from
        files.put("memory", memoryFiles.isEmpty() ? null : memoryFiles.get(0));
        for (int i = 1; i < memoryFiles.size(); i++) {
            files.put("memory " + (i + 1), memoryFiles.get(i));
        }
        return files;
    }

    @Override
    public Task3Run run(Task3Input in, RunContext ctx) {
        CorrectionMemory memory = CorrectionMemory.read(memoryFiles);
        long shared = in.annotations().stream().map(a -> a.responseId()).distinct().filter(memory.responses()::contains).count();
        CorrectionThresholds fixed = thresholds != null ? thresholds : CorrectionThresholds.pinned();
        boolean cv = ctx.crossValidates() && in.hasGold();
        if (sensitivity && !cv) {
            throw new UsageException("--sensitivity needs gold labels and --folds of 2 or more");
        }
        if (!cv && (ayahFeatures != null || matnFeatures != null)) {
            throw new UsageException("--ayah-features and --matn-features choose what models fitted on labelled input read; "
                    + "this run fits none (the pinned models decide), so it needs gold labels and --folds of 2 or more");
        }
        AcceptModel.Settings settings = settings();
        Task3Pipeline pipeline = new Task3Pipeline(ctx.retrieval(), memory, verses, ayahHeavyWeight());
        // the sensitivity rows need proposals under every ranking; the run itself uses its own rankings of them
        RetrievalProgress progress = (done, total) -> ctx.progress("retrieve", done, total);
        Set<String> heldOut = heldOut(in);
        Task3Pipeline.Proposals all = sensitivity ? pipeline.propose(in, List.of(MatnRanking.values()), progress, heldOut) : null;
        Task3Pipeline.Proposals proposals = all != null ? all.restrictedTo(Task3Pipeline.RANKINGS)
                : pipeline.propose(in, Task3Pipeline.RANKINGS, progress, heldOut);
        // The train answers' incorrect quotes teach the accept models and the rule beside each fold's rows.
        Task3Pipeline.TrainRows trainRows = Task3Pipeline.TrainRows.NONE;
        if (cv) {
            List<org.tahqiq.dataset.Response> answers = ctx.trainAnswersBeside(in.annotations().stream().map(a -> a.responseId()).toList());
            if (!answers.isEmpty()) {
                trainRows = pipeline.trainRows(Task3Input.fromResponses(ctx.data().trainJsonl(), answers), Task3Pipeline.RANKINGS,
                        (done, total) -> ctx.progress("retrieve train", done, total));
            }
        }
        Task3Result result = pipeline.run(in, proposals, fixed, ctx.folds(), ctx.seed(), settings, trainRows);
        FoldSeedSweep sweep = cv && ctx.seeds().size() > 1 ? FoldSeedSweep.run(in, proposals, ctx.folds(), ctx.seeds(), settings, trainRows)
                : null;
        List<Sensitivity> table = all != null ? Task3Sensitivity.run(in, all, ctx.folds(), ctx.seeds(), settings) : List.of();
        List<Path> train = CorrectionMemory.defaultFiles(ctx.data());
        List<Task3Sensitivity.TrimmerRow> trimmer = all != null && !train.isEmpty()
                ? Task3Sensitivity.trimmer(ctx.retrieval().hadith(), Task3Row.read(train.get(0)), in.gold()) : List.of();
        return new Task3Run(result, fixed, cv, ctx.folds(), memoryFiles, memory, shared, sweep, table, trimmer);
    }

    /**
     * When the input is part of a memory file (the working part of the dev set under {@code --lockbox}), the rest of
     * that file is held out: its gold corrects nothing here.
     */
    private Set<String> heldOut(Task3Input in) {
        Set<String> inInput = in.annotations().stream().map(a -> a.responseId()).collect(java.util.stream.Collectors.toSet());
        Set<String> out = new java.util.HashSet<>();
        for (Path f : memoryFiles) {
            if (in.source() != null && org.tahqiq.dataset.TextFiles.sameFile(f, in.source())) {
                Task3Row.read(f).stream().map(Task3Row::responseId).filter(r -> !inInput.contains(r)).forEach(out::add);
            }
        }
        return out;
    }

    @Override
    public Task3Input restrict(Task3Input input, java.util.function.Predicate<String> keep) {
        return input.restrict(keep);
    }

    @Override
    public int answers(Task3Input input) {
        return input.answers();
    }

    /**
     * The lockbox proposed and decided with the ranking and rule the working part chose on all its rows, and with each
     * fold's of the headline seed.
     */
    @Override
    public HeldOut heldOut(Task3Run working, Task3Input held, RunContext ctx) {
        Task3Pipeline pipeline = new Task3Pipeline(ctx.retrieval(), working.memory(), verses, ayahHeavyWeight());
        // the lockbox as unseen data: none of its answers' gold corrects it, the working part's may
        Set<String> lockbox = held.annotations().stream().map(a -> a.responseId()).collect(java.util.stream.Collectors.toSet());
        Task3Pipeline.Proposals proposals = pipeline.propose(held, Task3Pipeline.RANKINGS, RetrievalProgress.NONE, lockbox);
        Task3Result r = working.result();
        java.util.function.BiFunction<MatnRanking, CorrectionThresholds, Task3Score> score = (ranking, rule) ->
                Task3Pipeline.decideRanked(held, proposals.restrictedTo(List.of(ranking)), rule, 0, 0).score();
        List<Task3Score> byFit = r.foldThresholds().keySet().stream()
                .map(f -> score.apply(r.foldRankings().get(f), r.foldThresholds().get(f))).toList();
        return new HeldOut(score.apply(r.rankingOnAll(), r.tunedOnAll()), HeldOut.spreads(byFit), held.questions(),
                held.answers());
    }

    @Override
    public void write(Task3Input input, Task3Run run, Path dir) throws IOException {
        Task3Outputs.write(input, run.result(), dir);
        if (run.sweep() != null) {
            Files.writeString(dir.resolve(FOLD_SEEDS), run.sweep().toTsv());
        }
        if (!run.sensitivity().isEmpty()) {
            Files.writeString(dir.resolve(SENSITIVITY_TSV), Sensitivity.tsv(run.sensitivity()));
            int seeds = run.sweep() == null ? 1 : run.sweep().seeds().size();
            String md = Sensitivity.markdown("Subtask 3: sensitivity over " + seeds
                    + " fold seeds (mean [min, max]; `./tahqiq task3 --sensitivity`)", run.sensitivity());
            Files.writeString(dir.resolve(SENSITIVITY_MD), run.trimmer().isEmpty() ? md
                    : md + "\n" + Task3Sensitivity.trimmerMarkdown(run.trimmer()));
        }
    }

    @Override
    public Score officialScore(Task3Run run) {
        return run.result().score();
    }

    @Override
    public List<? extends Score> scoresBySeed(Task3Run run) {
        return run.sweep() == null ? List.of() : run.sweep().scores();
    }

    @Override
    public Map<String, Object> config(RunContext ctx) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("retrieval", RunSpec.plain(ctx.retrievalConfig()));
        m.put("versesAsMatn", verses);
        m.put("ayahHeavyWeight", ayahHeavyWeight());
        m.put("rankings", Task3Pipeline.RANKINGS.stream().map(Enum::name).toList());
        m.put("thresholdChoice", CorrectionSweep.CHOICE.text());
        AcceptModel.Settings settings = settings();
        Map<String, Object> features = new LinkedHashMap<>();
        features.put("Ayah", settings.ayah());
        features.put("matn", settings.matn());
        m.put("features", features);
        return m;
    }

    @Override
    public Map<String, Object> fitted(Task3Run run) {
        if (!run.crossValidated()) {
            return Map.of();
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("rule", RunSpec.plain(run.result().tunedOnAll()));
        m.put("ranking", run.result().rankingOnAll().name());
        return m;
    }

    @Override
    public String score(Path predictions, Path gold, Path responses) {
        return Task3Scorer.score(Task3Row.read(gold), PredictionsReader.readTask3(predictions)).toJson();
    }

    @Override
    public List<Long> predictionsNotInGold(Path predictions, Path gold) {
        Set<AnnotationKey> g = Task3Row.read(gold).stream().map(Task3Row::key).collect(Collectors.toSet());
        return PredictionsReader.readTask3Keyed(predictions).linesWhere(k -> !g.contains(k));
    }

    @Override
    public void print(Task3Input in, Task3Run run, RunContext ctx, PrintWriter out) {
        Task3Result result = run.result();
        out.printf(Locale.ROOT, "input   %s (%d segments)%n", in.source(), in.size());
        out.printf(Locale.ROOT, "data    %s%n", ctx.data().root());
        out.printf(Locale.ROOT, "memory  %s%n", run.memoryFiles().isEmpty() ? "none"
                : run.memory().size() + " known matn corrections from " + run.memory().source());
        if (run.sharedResponses() > 0) {
            out.printf(Locale.ROOT, "note: the memory holds corrections of %d of the input's responses; none corrects "
                    + "its own question's answers%n", run.sharedResponses());
        }
        out.printf(Locale.ROOT, "time    retrieve+propose %d ms, decide %d ms%n", result.gatherMs(), result.decideMs());
        printRule(out, run);
        if (result.score() != null) {
            printScore(out, run);
            printCoverage(out, result.coverage());
        }
        if (!run.sensitivity().isEmpty()) {
            out.printf("sensitivity (repeated CV, mean [min, max]; * = the value used; %s):%n", SENSITIVITY_MD);
            Sensitivity.lines(run.sensitivity()).forEach(l -> out.println("  " + l));
            run.trimmer().forEach(r -> out.printf(Locale.ROOT, "  trimmer %-26s %-4s train %d of %d, dev %d of %d%n",
                    r.rule(), r.value() + (r.chosen() ? " *" : ""), r.train(), r.trainRows(), r.dev(), r.devRows()));
        }
    }

    private static void printRule(PrintWriter out, Task3Run run) {
        Task3Result r = run.result();
        CorrectionThresholds shown = run.crossValidated() ? r.tunedOnAll() : run.fixed();
        boolean models = shown.ayahModel() != null || shown.matnModel() != null;
        String what = models ? "a logistic model per type (" + readsOf("Ayah", shown.ayahModel()) + "; "
                + readsOf("matn", shown.matnModel()) + ")" : "coverage/run thresholds (Ayah coverage/run, matn coverage/run)";
        if (run.crossValidated()) {
            out.printf("خطأ decided by %s, fitted by %d-fold cross-validation grouped by question%n", what, run.folds());
            if (!models) {
                r.foldThresholds().forEach((f, t) -> out.printf(Locale.ROOT, "  fold %d: %s%n", f, t.text()));
                out.printf(Locale.ROOT, "  on all rows (for unseen data, not an estimate): %s%n", r.tunedOnAll().text());
            }
        } else {
            out.printf(Locale.ROOT, "خطأ decided by %s, fixed%s%n", what, models ? "" : ": " + run.fixed().text());
        }
        if (models) {
            out.println((run.crossValidated() ? "  each fold's model and the all-rows one: " : "  the models: ") + Task3Outputs.RULE);
        }
    }

    private static String readsOf(String type, AcceptModel m) {
        return type + (m == null ? " thresholds" : ": " + String.join(", ", m.features()));
    }

    private void printScore(PrintWriter out, Task3Run run) {
        Task3Score score = run.result().score();
        FoldSeedSweep sweep = run.sweep();
        Map<String, Spread> spreads = repeated(run);
        out.println(run.crossValidated() ? "accuracy (each row decided by a rule fitted on the other folds):" : "accuracy:");
        ScoreTable table = new ScoreTable(out, 8, !spreads.isEmpty());
        for (TypeAccuracy ts : score.byType().values()) {
            table.row(ts.type().wire(), ts.hits(), ts.total(), ts.missing(), spreads.get("accuracy_" + ts.type().wire()));
        }
        table.row("overall", score.hits(), score.total(), score.missing(), spreads.get("accuracy"));
        if (sweep != null) {
            out.printf(Locale.ROOT, "fold seeds: the same proposals cross-validated with %d fold seeds (%s):%n",
                    sweep.seeds().size(), FOLD_SEEDS);
            sweep.summary().forEach(l -> out.println("  " + l));
        }
    }

    private static void printCoverage(PrintWriter out, MatnCoverage c) {
        if (c == null || c.rows() == 0) {
            return;
        }
        out.printf(Locale.ROOT, "matn coverage: of %d gold matn corrections, %d equal some record's trimmed matn (%d as stored), "
                + "so %d have no equivalent record in the corpus; %d equal a train correction, %d a verse; %d are within reach "
                + "of some candidate, %d of none%n", c.rows(), c.trimmed(), c.asStored(), c.uncovered(), c.memory(), c.verse(),
                c.reachable(), c.unreachable());
    }

    /** The memory's files; empty for none. */
    private List<Path> memoryFiles(DataLocation data) {
        if (memoryOptions == null) {
            return CorrectionMemory.defaultFiles(data);
        }
        if (memoryOptions.contains("none")) {
            if (memoryOptions.size() > 1) {
                throw new UsageException("--memory none cannot be combined with files");
            }
            return List.of();
        }
        return memoryOptions.stream().map(Path::of).toList();
    }

    /** Reads {@code AYAH,MATN,AYAH_RUN,MATN_RUN} on the command line; a malformed value is a usage error. */
    public static final class ThresholdsConverter implements CommandLine.ITypeConverter<CorrectionThresholds> {
        private static final String USAGE = "--thresholds takes AYAH,MATN,AYAH_RUN,MATN_RUN (coverage 0-100, run in whole "
                + "words, at least 1), e.g. 56,64,4,8";

        @Override
        public CorrectionThresholds convert(String s) {
            double[] v = NumberList.parse(s, 4, USAGE);
            boolean coverages = v[0] >= 0 && v[0] <= 100 && v[1] >= 0 && v[1] <= 100;
            boolean runs = v[2] >= 1 && v[3] >= 1 && v[2] == Math.rint(v[2]) && v[3] == Math.rint(v[3]);
            if (!coverages || !runs) {
                throw NumberList.invalid(s, USAGE);
            }
            return new CorrectionThresholds(v[0], v[1], (int) v[2], (int) v[3]);
        }
    }
}
