package org.tahqiq.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.dataset.HadithEditions;
import org.tahqiq.dataset.InputException;
import org.tahqiq.dataset.Response;
import org.tahqiq.eval.Lockbox;
import org.tahqiq.eval.OfficialJson;
import org.tahqiq.experiment.RunRecord;
import org.tahqiq.experiment.RunSpec;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.submit.OutputFolder;
import org.tahqiq.submit.SubmissionFiles;
import org.tahqiq.subtask.HeldOut;
import org.tahqiq.subtask.RunContext;
import org.tahqiq.subtask.Score;
import org.tahqiq.subtask.Subtask;
import org.tahqiq.dataset.SubtaskInput;
import org.tahqiq.subtask.TrainChoice;
import org.tahqiq.subtask.UsageException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The one command path of every subtask: shared options, data, the output protocol (a fresh folder swapped in whole),
 * run.json, the console report and {@code --regression}. The subtask itself only reads, runs, writes and reports.
 */
@Command(mixinStandardHelpOptions = true, sortOptions = false)
final class SubtaskCommand implements Callable<Integer> {

    @Mixin
    DataOptions dataOptions;

    @Mixin
    RunOptions run;

    @Mixin
    ModelsOption modelsOption;

    @Spec
    CommandSpec spec;

    private final Subtask<?, ?> subtask;

    SubtaskCommand(Subtask<?, ?> subtask) {
        this.subtask = subtask;
    }

    /** The command line for a subtask: the shared options plus the subtask's own (it is a picocli mixin). */
    static CommandLine commandLine(Subtask<?, ?> subtask) {
        CommandLine cl = new CommandLine(new SubtaskCommand(subtask));
        cl.addMixin("subtask", subtask);
        cl.getCommandSpec().name(subtask.name());
        cl.getCommandSpec().usageMessage().description(subtask.description());
        return cl;
    }

    @Override
    public Integer call() throws Exception {
        validate();
        modelsOption.apply();
        RetrievalConfig config = RetrievalConfig.DEFAULT.withK(run.k);
        Path cache = run.noCache ? null : DataOptions.cacheDir();
        try (ProgressLine progress = ProgressLine.start(spec.commandLine().getErr(), subtask.name(), run.quiet);
             RunContext ctx = new RunContext(dataOptions::resolve, run.input, run.folds, run.seed, run.foldSeeds, config, cache,
                     run.quiet, spec.commandLine().getOut(), progress.messages(), progress)) {
            ctx.train(run.train == null ? null : TrainChoice.parse(run.train));
            return execute(subtask, ctx, progress);
        }
    }

    /** Option values that cannot work whatever the input: usage errors before anything is read. */
    private void validate() {
        CommandLine cl = spec.commandLine();
        if (run.k < 1) {
            throw new CommandLine.ParameterException(cl, "option '-k': takes a shortlist size of at least 1, got " + run.k);
        }
        if (run.folds < 0 || run.folds == 1) {
            throw new CommandLine.ParameterException(cl, "option '--folds': takes 0 (the pinned values) or a count of at least 2, got "
                    + run.folds);
        }
        if (run.foldSeeds < 1) {
            throw new CommandLine.ParameterException(cl, "option '--fold-seeds': takes a count of at least 1, got " + run.foldSeeds);
        }
        HadithEditions.fromFlags(dataOptions.hadith); // a bad --hadith stops the run before the input is read
        if (run.lockboxDraw != null && !run.lockbox) {
            throw new CommandLine.ParameterException(cl, "option '--lockbox-draw': needs --lockbox");
        }
        if (run.lockboxDraw != null && run.lockboxDraw == Lockbox.SEED) {
            throw new CommandLine.ParameterException(cl, "option '--lockbox-draw': " + Lockbox.SEED
                    + " draws the committed lockbox; use --lockbox alone");
        }
        if (run.lockboxDraw != null && run.regression != null) {
            throw new CommandLine.ParameterException(cl, "option '--lockbox-draw': a spec pins the committed lockbox, not another draw");
        }
        if (run.regression != null) {
            OptionChecks.fileToWrite(run.regression, "--regression");
        }
    }

    private <I extends SubtaskInput, R> int execute(Subtask<I, R> s, RunContext ctx, ProgressLine progress) throws Exception {
        long t0 = System.nanoTime();
        PrintWriter out = ctx.out();
        Path target = run.outDir(s.name());
        try (OutputFolder folder = OutputFolder.prepare(target)) {
            progress.stage("reading the input");
            I whole = s.read(ctx);
            boolean labelled = whole.hasGold();
            checkAgainstInput(whole, labelled);
            LockboxSplit<I> split = run.lockbox ? split(s, whole, labelled, ctx) : null;
            I input = split == null ? whole : split.working();
            progress.stage("running");
            R result = s.run(input, ctx);
            HeldOut held = null;
            if (split != null) {
                progress.stage("scoring the lockbox");
                held = s.heldOut(result, split.held(), ctx);
            }
            progress.stage("writing");
            s.write(input, result, folder.dir());
            if (held != null) {
                // The working part's CV beside the lockbox, so one file says how far apart they are.
                Map<String, Object> lockboxJson = new LinkedHashMap<>(held.toJson());
                lockboxJson.put("drawSeed", run.lockboxDraw == null ? "committed" : run.lockboxDraw);
                lockboxJson.put("workingCv", s.repeated(result));
                Files.writeString(folder.dir().resolve(LOCKBOX_JSON), OfficialJson.pretty(lockboxJson) + "\n");
            }
            Map<String, Path> files = new LinkedHashMap<>(s.inputFiles(input, ctx));
            files.putAll(modelFiles());
            DataLocation data = ctx.dataResolved() ? ctx.data() : null;
            if (ctx.learntFromTrain()) {
                files.put("train.jsonl", data.trainJsonl());
            }
            Map<String, String> hashes = RunSpec.hashes(data, files);
            if (data != null) {
                files.putAll(data.corpusFiles());
            }
            RunRecord.of(Main.VERSION, Main.commit(), commandLine(), s.name(), labelled, files, hashes).write(folder.dir());
            if (run.regression != null) {
                Score score = s.officialScore(result);
                new RunSpec(s.name(), s.description(), specArgs(data), settings(), s.config(ctx), s.fitted(result), hashes,
                        score == null ? Map.of() : score.toOfficialJson(), score == null ? Map.of() : score.rows(), s.repeated(result),
                        held == null ? null : held.toJson(), s.checks(result)).write(run.regression);
            }
            folder.publish().ifPresent(w -> ctx.err().println("tahqiq: warning: " + w));
            progress.close();
            if (!ctx.quiet()) {
                s.print(input, result, ctx, out);
                if (held != null) {
                    held.print(out, s.repeated(result), run.lockboxDraw == null ? Lockbox.FILE
                            : "drawn with seed " + run.lockboxDraw + " from the dev questions, not the committed lockbox");
                }
                Path scores = target.resolve(SubmissionFiles.SCORES);
                if (Files.exists(scores)) {
                    out.println("scores  " + scores);
                }
                out.println("evidence " + target.resolve(SubmissionFiles.EVIDENCE));
                if (run.regression != null) {
                    out.println("spec    " + run.regression.toAbsolutePath());
                }
                out.printf("time    total %d ms%n", (System.nanoTime() - t0) / 1_000_000);
            }
            out.println(target.resolve(SubmissionFiles.ZIP));
            out.flush();
        }
        return 0;
    }

    static final String LOCKBOX_JSON = "lockbox.json";

    /** A models folder's files, by "models/NAME", hashed into run.json and pins; none for the pinned models. */
    private static Map<String, Path> modelFiles() {
        org.tahqiq.models.Models m = org.tahqiq.models.Models.current();
        Map<String, Path> out = new LinkedHashMap<>();
        if (!m.pinned()) {
            out.put("models/" + org.tahqiq.models.Models.SPEC, m.file(org.tahqiq.models.Models.SPEC));
            m.spec().subtasks().values().forEach(f -> out.put("models/" + f, m.file(f)));
            out.put("models/" + org.tahqiq.models.Models.TASK1_MODEL, m.file(org.tahqiq.models.Models.TASK1_MODEL));
        }
        return out;
    }

    /** A labelled input cut into the working part (every choice is made on it) and the lockbox (scored once). */
    private record LockboxSplit<I>(I working, I held) {
    }

    /** Every question id of the dev answers: what the committed lockbox was drawn from, and what another draw draws from. */
    private static List<String> devQuestions(RunContext ctx) {
        return DevJsonlReader.read(ctx.data().devJsonl()).stream().map(Response::questionId).toList();
    }

    private <I extends SubtaskInput, R> LockboxSplit<I> split(Subtask<I, R> s, I input, boolean labelled, RunContext ctx) {
        if (!labelled || run.folds < 2) {
            throw new UsageException("--lockbox needs gold labels and --folds of 2 or more (the input has "
                    + (labelled ? "gold, --folds is " + run.folds : "no gold") + ")");
        }
        Lockbox lockbox = run.lockboxDraw == null ? Lockbox.dev() : Lockbox.drawn(devQuestions(ctx), run.lockboxDraw);
        I working = s.restrict(input, q -> !lockbox.holds(q));
        I held = s.restrict(input, lockbox::holds);
        if (working == null) {
            throw new UsageException(s.name() + " cannot hold out the lockbox");
        }
        if (!held.hasGold()) {
            throw new UsageException("--lockbox: the input holds no labelled row of a lockbox question (" + Lockbox.FILE + ")");
        }
        if (working.questions() >= 0 && run.folds > working.questions()) {
            throw new UsageException("--lockbox: " + run.folds + " folds, but only " + working.questions()
                    + " question(s) are left outside the lockbox");
        }
        return new LockboxSplit<>(working, held);
    }

    /** Options that only the input can refute: usage errors once it is read, before the run. */
    private void checkAgainstInput(SubtaskInput input, boolean labelled) {
        if (spec.commandLine().getParseResult().hasMatchedOption("--fold-seeds") && run.foldSeeds > 1 && (!labelled || run.folds < 2)) {
            throw new UsageException("--fold-seeds needs gold labels and --folds of 2 or more (the input has "
                    + (labelled ? "gold, --folds is " + run.folds : "no gold") + ")");
        }
        if (run.regression != null && !labelled) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--regression pins scores, and the input has no gold labels to score against");
        }
        int questions = input.questions();
        if (labelled && run.folds > 1 && questions >= 0 && run.folds > questions) {
            throw new CommandLine.ParameterException(spec.commandLine(), "option '--folds': " + run.folds
                    + " folds, but the input has only " + questions + " question(s) and folds are grouped by question; use "
                    + (questions < 2 ? "" : "2 to " + questions + " or ") + "0 (the pinned values)");
        }
    }

    /** The command as typed. */
    private List<String> commandLine() {
        List<String> out = new ArrayList<>();
        out.add("tahqiq");
        out.add(subtask.name());
        out.addAll(ownArgs());
        return out;
    }

    /** The arguments after the subcommand's name. */
    private List<String> ownArgs() {
        List<String> all = spec.commandLine().getParseResult().originalArgs();
        int at = all.indexOf(subtask.name());
        return all.subList(at + 1, all.size());
    }

    /** The shared settings a spec records explicitly (so a changed default cannot silently change a pinned run). */
    private Map<String, Object> settings() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("folds", run.folds);
        m.put("seed", run.seed);
        m.put("foldSeeds", run.foldSeeds);
        m.put("k", run.k);
        return m;
    }

    /**
     * The arguments a spec re-runs with: the subtask's own and --input, with paths under the data folder written
     * relative to it; shared settings, --data, --out, --regression and --quiet are left out, and so are the options that
     * only say where a file goes (--write-model, --model-cache): they change no score, and a re-run must not overwrite.
     */
    private List<String> specArgs(DataLocation data) {
        List<String> args = ownArgs();
        List<String> out = new ArrayList<>();
        List<String> drop = List.of("--data", "--out", "--regression", "--folds", "--seed", "--fold-seeds", "-k",
                "--write-model", "--model-cache");
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
            if (drop.contains(name)) {
                if (!a.contains("=")) {
                    i++;
                }
                continue;
            }
            if (a.equals("--quiet") || a.equals("--no-cache")) {
                continue;
            }
            out.add(relative(a, data));
        }
        return out;
    }

    private static String relative(String arg, DataLocation data) {
        if (data == null) {
            return arg;
        }
        String root = data.root().toString();
        try {
            String abs = Path.of(arg).toAbsolutePath().normalize().toString();
            if (abs.startsWith(root + "/")) {
                return RunSpec.DATA + abs.substring(root.length());
            }
        } catch (RuntimeException e) {
            // not a path
        }
        return arg;
    }
}
