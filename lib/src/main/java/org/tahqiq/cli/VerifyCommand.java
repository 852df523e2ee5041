package org.tahqiq.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.InputException;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.verify.AnswerReader;
import org.tahqiq.verify.Checker;
import org.tahqiq.verify.evaluate.EndToEnd;
import org.tahqiq.verify.output.OutputFormat;
import org.tahqiq.verify.ReportLanguage;
import org.tahqiq.verify.Tally;
import org.tahqiq.verify.RepairMode;
import org.tahqiq.verify.output.VerifyRun;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Checks the Qur'an and Hadith citations of any model answer: finds them, judges each with its "
                + "evidence, proposes the authentic text of a wrong Ayah or matn. Input: a plain-text answer, or a JSONL "
                + "of {id, question?, answer} (generated_answer accepted). Output follows the schema "
                + "verify-result.schema.json (in lib/src/main/resources/org/tahqiq/verify/).")
final class VerifyCommand implements Callable<Integer> {

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE|-", defaultValue = "-",
            description = "the answer (plain text) or answers (JSONL); - or nothing: standard input")
    String input;

    @Option(names = "--format", defaultValue = "json", paramLabel = "json|jsonl|html",
            description = "json: one document; jsonl: one answer per line; html: a self-contained report (default: ${DEFAULT-VALUE})")
    String format;

    @Option(names = "--out", paramLabel = "FILE", description = "write here (atomically) instead of standard output")
    Path out;

    @Option(names = "--lang", defaultValue = "ar", paramLabel = "ar|en",
            description = "the language of the explanations (and of the HTML report's labels): ar (right to left) or en (default: ${DEFAULT-VALUE})")
    String lang;

    @Option(names = "--repair", arity = "0..1", fallbackValue = "mark", paramLabel = "mark|remove",
            description = "also put the citations right: each answer gets its repaired text and the list of edits "
                    + "(a wrong verse or matn replaced by the authentic text, a wrong reference or collection by the right "
                    + "one); a quote with no authentic source is marked with a note (mark, the default) or removed")
    String repair;

    @Option(names = "--settle",
            description = "with --repair: check each repaired answer again and repair until a check finds nothing more "
                    + "to put right (at most " + Checker.SETTLE_PASSES + " passes), so that repairing the result again "
                    + "changes nothing; costs one more check for each answer that needed repair")
    boolean settle;

    @Option(names = "--input-format", defaultValue = "auto", paramLabel = "auto|text|jsonl",
            description = "auto: JSONL when the name ends in .jsonl or the input starts with '{', else plain text")
    String inputFormat;

    @Option(names = "--threads", paramLabel = "N", description = "answers checked at once (default: the cores)")
    Integer threads;

    @Option(names = "--evaluate", description = "instead: the end-to-end evaluation on the labelled dev set (cross-validated)")
    boolean evaluate;

    @Option(names = "--verbatim-sweep", description = "with --evaluate: instead, what is found for a grid of the settings of "
            + "verses found without quote marks (fewest words 3-8, least rarity 0-40), working part and lockbox apart")
    boolean verbatimSweep;

    @Option(names = "--hadith-sweep", description = "with --evaluate: instead, what is found for a grid of the settings of "
            + "hadith found in quote marks or without them that the detector left out, working part and lockbox apart")
    boolean hadithSweep;

    @Option(names = "--fold-seeds", defaultValue = "1", paramLabel = "N",
            description = "with --evaluate: repeat with fold seeds 2026, 1, ..., N-1 and print the spread")
    int foldSeeds;

    @Option(names = "--quiet", description = "no progress or summary lines on standard error")
    boolean quiet;

    @Mixin
    DataOptions dataOptions;

    @Mixin
    ModelsOption modelsOption;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        modelsOption.apply();
        OptionChecks.atLeastOne(spec, "--threads", threads);
        OptionChecks.atLeastOne(spec, "--fold-seeds", foldSeeds);
        if (out != null) {
            OptionChecks.fileToWrite(out, "--out");
        }
        PrintWriter err = spec.commandLine().getErr();
        VerifyRun.Progress progress = quiet ? line -> { } : line -> {
            err.println("tahqiq " + line);
            err.flush();
        };
        // On a terminal the checking's progress is one line redrawn every second; else (a log) a line now and then.
        boolean live = !quiet && ProgressLine.stderrIsTerminal();
        VerifyRun.Progress checking = !live ? progress : new VerifyRun.Progress() {
            @Override
            public void line(String text) {
                boolean last = text.contains(" checked in ");
                err.print("\r\033[K" + "tahqiq " + text + (last ? System.lineSeparator() : ""));
                err.flush();
            }
        };
        if (evaluate) {
            return evaluate(progress);
        }
        OutputFormat fmt = parse(OutputFormat.class, format, "--format");
        AnswerReader.Mode mode = parse(AnswerReader.Mode.class, inputFormat, "--input-format");
        ReportLanguage labels = parse(ReportLanguage.class, lang, "--lang");
        RepairMode repairMode = repair == null ? null : RepairMode.of(repair);
        if (repair != null && repairMode == null) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--repair takes mark or remove, not '" + repair
                    + "' (a file name goes before --repair, or write --repair=mark)");
        }
        if (settle && repairMode == null) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--settle goes with --repair");
        }
        boolean stdin = "-".equals(input);
        Path name = stdin ? Path.of("<stdin>") : Path.of(input);
        if (!stdin && !Files.isRegularFile(name)) {
            throw new InputException(name, 0, null, Files.exists(name) ? "not a regular file" : "no such file");
        }
        DataLocation data = dataOptions.resolve();
        long expected = -1;
        if (!stdin) {
            // Bad input fails before anything is loaded or checked: the file is read through once first.
            expected = AnswerReader.validate(name, mode);
        }
        try (InputStream in = stdin ? System.in : Files.newInputStream(name);
             AnswerReader reader = new AnswerReader(name, in, mode)) {
            reader.hasNext();
            Checker checker = Checker.shared(data, DataOptions.cacheDir(), progress::line);
            int n = threads != null ? threads : Runtime.getRuntime().availableProcessors();
            Tally t = new VerifyRun(checker, n, labels).expecting(expected).repairing(repairMode, settle)
                    .progressEvery(live ? VerifyRun.PROGRESS_LIVE_NANOS : VerifyRun.PROGRESS_EVERY_NANOS)
                    .run(reader, fmt, out, spec.commandLine().getOut(), Main.commit(), checking);
            if (!quiet) {
                err.printf(Locale.ROOT, "tahqiq verify: %d answer(s), %d citation(s), %d incorrect, %d unverified, %d corrected, "
                        + "%d without authentic source%s%n", t.answers(), t.citations(), t.incorrect(), t.unverified(),
                        t.corrected(), t.noSource(), out == null ? "" : " -> " + out);
                err.flush();
            }
        } catch (NoSuchFileException e) {
            throw new InputException(name, 0, null, "no such file");
        }
        spec.commandLine().getOut().flush();
        if (Boolean.getBoolean("tahqiq.reportStats") || "true".equals(System.getenv(org.tahqiq.about.ProcessStats.STATS_ENV))) {
            err.println(org.tahqiq.about.ProcessStats.statsLine());
            err.flush();
        }
        return 0;
    }

    private int evaluate(VerifyRun.Progress progress) {
        DataLocation data = dataOptions.resolve();
        PrintWriter o = spec.commandLine().getOut();
        try (Retrieval r = Retrieval.open(data, RetrievalConfig.DEFAULT, DataOptions.cacheDir())) {
            EndToEnd e2e = new EndToEnd(data, r, DataOptions.cacheDir(), progress::line);
            if (hadithSweep) {
                org.tahqiq.verify.VerbatimHadith.Settings chosen = org.tahqiq.verify.VerbatimHadith.Settings.CHOSEN;
                o.printf(Locale.ROOT, "Hadith the detector left out, found by their words (`./tahqiq verify --evaluate --hadith-sweep`, "
                        + "fold seed %d; chosen: %s)%n%n", org.tahqiq.task1.SpanCrossValidation.SEED, chosen);
                o.print(new org.tahqiq.verify.evaluate.HadithSweep(e2e).table(org.tahqiq.task1.SpanCrossValidation.FOLDS,
                        org.tahqiq.task1.SpanCrossValidation.SEED, org.tahqiq.verify.evaluate.HadithSweep.grid(chosen), chosen, progress::line));
                o.flush();
                return 0;
            }
            if (verbatimSweep) {
                List<org.tahqiq.verify.VerbatimVerses.Settings> grid = new ArrayList<>();
                grid.add(org.tahqiq.verify.VerbatimVerses.Settings.OFF);
                for (int w = 3; w <= 8; w++) {
                    for (int rarity = 0; rarity <= 40; rarity += 5) {
                        grid.add(new org.tahqiq.verify.VerbatimVerses.Settings(w, rarity));
                    }
                }
                o.print(e2e.verbatimSweep(org.tahqiq.task1.SpanCrossValidation.FOLDS, org.tahqiq.task1.SpanCrossValidation.SEED,
                        grid, progress::line));
                o.flush();
                return 0;
            }
            List<EndToEnd.Result> runs = new ArrayList<>();
            for (int i = 0; i < Math.max(1, foldSeeds); i++) {
                long seed = i == 0 ? org.tahqiq.task1.SpanCrossValidation.SEED : i;
                EndToEnd.Result res = e2e.run(org.tahqiq.task1.SpanCrossValidation.FOLDS, seed, progress::line);
                runs.add(res);
                if (i == 0) {
                    o.printf(Locale.ROOT, "verify end to end on %s (5-fold CV grouped by question, fold seed %d; "
                            + "Subtask 1 macro-F1 of the same folds %.4f)%n%n", data.devJsonl(), seed, res.task1MacroF1());
                    o.print(EndToEnd.table(res));
                    o.flush();
                }
            }
            if (runs.size() > 1) {
                o.printf(Locale.ROOT, "%nover %d fold seeds:%n%n", runs.size());
                o.print(EndToEnd.spread(runs));
            }
        }
        o.flush();
        return 0;
    }

    private <E extends Enum<E>> E parse(Class<E> type, String value, String option) {
        for (E e : type.getEnumConstants()) {
            if (e.name().equalsIgnoreCase(value)) {
                return e;
            }
        }
        List<String> names = new ArrayList<>();
        for (E e : type.getEnumConstants()) {
            names.add(e.name().toLowerCase(Locale.ROOT));
        }
        throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                option + " takes " + String.join(", ", names) + ", not '" + value + "'");
    }
}
