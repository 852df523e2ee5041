package org.tahqiq.task2;

import org.tahqiq.eval.TypeAccuracy;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tahqiq.dataset.GoldLabels;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.eval.PredictionsReader;
import org.tahqiq.eval.Sensitivity;
import org.tahqiq.experiment.RunSpec;
import org.tahqiq.subtask.RunContext;
import org.tahqiq.subtask.Score;
import org.tahqiq.subtask.ScoreTable;
import org.tahqiq.subtask.Spread;
import org.tahqiq.subtask.Subtask;
import org.tahqiq.subtask.UsageException;
import picocli.CommandLine.Option;

/** Subtask 2 through the generic command path: {@code ./tahqiq task2}. */
public final class Task2Subtask implements Subtask<Task2Input, Task2Run> {

    @Option(names = "--thresholds", paramLabel = "AYAH,MATN,EQUIV", converter = Thresholds.Converter.class,
            description = "fixed thresholds (default: the pinned ones, fitted on all dev rows); used for input without gold, "
                    + "or with --folds 0")
    Thresholds thresholds;

    @Option(names = "--reference", paramLabel = "FILE|none",
            description = "for a test-phase TSV: the reference JSONL to take an annotation's missing Ayah/matn from, so its "
                    + "claimed_source and isnad are checked against the quote (default: reference.jsonl next to the input, "
                    + "when present); none: without")
    String reference;

    @Option(names = "--sensitivity", description = "also print and write (sensitivity.tsv, sensitivity.md) the repeated-CV "
            + "scores of each constant no cross-validation chooses, at its value and one step either side (labelled input)")
    boolean sensitivity;

    static final String SENSITIVITY_TSV = "sensitivity.tsv";
    static final String SENSITIVITY_MD = "sensitivity.md";

    private Path referenceFile;

    @Override
    public String name() {
        return "task2";
    }

    @Override
    public String description() {
        return "Subtask 2: label every Ayah, matn, isnad and claimed_source segment correct or incorrect. Input: a "
                + "dev-schema JSONL (labels optional, so the test phase's reference.jsonl works) or a test-phase Subtask 2 TSV. "
                + "Writes predictions.tsv, evidence.tsv, submission.zip, run.json and (with gold) scores.json.";
    }

    @Override
    public Task2Input read(RunContext ctx) {
        Path inputFile = inputFile(ctx);
        referenceFile = referenceFile(inputFile);
        return Task2Input.read(inputFile, referenceFile);
    }

    private static Path inputFile(RunContext ctx) {
        return ctx.input() != null ? ctx.input() : ctx.data().devJsonl();
    }

    @Override
    public Map<String, Path> inputFiles(Task2Input input, RunContext ctx) {
        Map<String, Path> files = new LinkedHashMap<>();
        files.put("input", input.source());
        if (referenceFile != null) {
            files.put("reference", referenceFile);
        }
        return files;
    }

    @Override
    public Task2Run run(Task2Input input, RunContext ctx) {
        Thresholds fixed = thresholds != null ? thresholds : Thresholds.pinned();
        ThresholdPolicy policy = ctx.crossValidates() ? ThresholdPolicy.crossValidated(fixed, ctx.folds(), ctx.seed())
                : ThresholdPolicy.fixed(fixed);
        Task2Pipeline pipeline = new Task2Pipeline(new Verifier(ctx.retrieval()));
        Task2Result result = pipeline.run(input, policy, (done, total) -> ctx.progress("retrieve", done, total));
        boolean cv = input.hasGold() && policy.isCrossValidated();
        if (sensitivity && !cv) {
            throw new UsageException("--sensitivity needs gold labels and --folds of 2 or more");
        }
        Task2Pipeline.Repeated repeated = cv ? pipeline.repeat(input, result.evidence(), policy, ctx.seeds()) : null;
        List<Sensitivity> table = sensitivity
                ? Task2Sensitivity.run(pipeline.verifier(), input, result.evidence(), policy, ctx.seeds()) : List.of();
        return new Task2Run(result, policy, referenceFile, repeated, table);
    }

    @Override
    public void write(Task2Input input, Task2Run run, Path dir) throws IOException {
        Task2Outputs.write(input, run.result(), dir);
        if (!run.sensitivity().isEmpty()) {
            Files.writeString(dir.resolve(SENSITIVITY_TSV), Sensitivity.tsv(run.sensitivity()));
            Files.writeString(dir.resolve(SENSITIVITY_MD), Sensitivity.markdown("Subtask 2: sensitivity over " + run.seeds().size()
                    + " fold seeds (mean [min, max]; `./tahqiq task2 --sensitivity`)", run.sensitivity()));
        }
    }

    @Override
    public Score officialScore(Task2Run run) {
        return run.result().score();
    }

    @Override
    public List<? extends Score> scoresBySeed(Task2Run run) {
        return run.bySeed();
    }

    @Override
    public Map<String, Object> config(RunContext ctx) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("retrieval", RunSpec.plain(ctx.retrievalConfig()));
        m.put("rules", RunSpec.plain(RuleOptions.ALL));
        m.put("thresholdGrid", gridText(Task2Pipeline.GRID));
        m.put("equivalentGrid", gridText(Task2Pipeline.EQUIVALENT_GRID));
        m.put("thresholdChoice", ThresholdPolicy.CHOICE.text());
        return m;
    }

    private static String gridText(double[] g) {
        return String.format(Locale.ROOT, "%s..%s step %s", g[0], g[g.length - 1], g[1] - g[0]);
    }

    @Override
    public Map<String, Object> fitted(Task2Run run) {
        if (!run.policy().isCrossValidated() || run.result().score() == null) {
            return Map.of();
        }
        return Map.of("thresholds", RunSpec.plain(run.result().tunedOnAll()));
    }

    @Override
    public String score(Path predictions, Path gold, Path responses) {
        return Task2Scorer.score(goldLabels(gold), PredictionsReader.readTask2(predictions)).toJson();
    }

    @Override
    public List<Long> predictionsNotInGold(Path predictions, Path gold) {
        Map<SegmentKey, Label> g = goldLabels(gold);
        return PredictionsReader.readTask2Keyed(predictions).linesWhere(k -> g.getOrDefault(k, Label.NA) == Label.NA);
    }

    private static Map<SegmentKey, Label> goldLabels(Path gold) {
        return gold.getFileName().toString().endsWith(".jsonl") ? Task2Input.read(gold).gold() : GoldLabels.read(gold);
    }

    @Override
    public void print(Task2Input in, Task2Run run, RunContext ctx, PrintWriter out) {
        Task2Result result = run.result();
        out.printf(Locale.ROOT, "input   %s (%d segments)%n", in.source(), in.segmentCount());
        out.printf(Locale.ROOT, "data    %s%n", ctx.data().root());
        long partial = in.annotations().stream().filter(a -> !a.hasQuote() && !a.segments().isEmpty()).count();
        if (partial > 0 && run.reference() != null) {
            out.printf(Locale.ROOT, "context %d annotations come without their Ayah/matn; %d completed from %s%n",
                    partial, in.context().size(), run.reference());
        } else if (partial > 0) {
            out.printf(Locale.ROOT, "note    %d annotations come without their Ayah/matn; their claimed_source/isnad are "
                    + "judged correct unless --reference gives the quote%n", partial);
        }
        var t = ctx.retrieval().timings();
        out.printf(Locale.ROOT, "time    load %d ms, normalize %d ms, index %d ms, retrieve %d ms, judge %d ms%n",
                t.loadMs(), t.normalizeMs(), t.indexMs(), result.gatherMs(), result.judgeMs());
        printThresholds(out, run, in.hasGold());
        if (result.score() != null) {
            printScore(out, run);
        }
        if (!run.sensitivity().isEmpty()) {
            out.printf("sensitivity (repeated CV over %d fold seeds, mean [min, max]; * = the value used; %s):%n",
                    run.seeds().size(), SENSITIVITY_MD);
            Sensitivity.lines(run.sensitivity()).forEach(l -> out.println("  " + l));
        }
    }

    private static void printThresholds(PrintWriter out, Task2Run run, boolean gold) {
        ThresholdPolicy policy = run.policy();
        Task2Result r = run.result();
        if (policy.isCrossValidated() && gold) {
            out.printf("thresholds chosen by %d-fold cross-validation grouped by question (Ayah/matn/equivalent), %s:%n",
                    policy.folds(), policy.choice().text());
            r.foldThresholds().forEach((f, t) -> out.printf(Locale.ROOT, "  fold %d: %s%n", f, t.text()));
            out.printf(Locale.ROOT, "  on all rows (for unseen data, not an estimate): %s%n", r.tunedOnAll().text());
            if (run.repeated() != null && run.seeds().size() > 1) {
                List<Thresholds> fits = run.repeated().foldThresholds();
                out.printf(Locale.ROOT, "  over the %d fold fits of %d seeds: %s%n", fits.size(), run.seeds().size(),
                        ThresholdSpread.of(fits).text());
            }
        } else {
            out.printf(Locale.ROOT, "thresholds fixed (Ayah/matn/equivalent): %s%n", policy.fixed().text());
        }
    }

    private void printScore(PrintWriter out, Task2Run run) {
        Task2Score score = run.result().score();
        Map<String, Spread> spreads = repeated(run);
        boolean cv = run.policy().isCrossValidated();
        out.println(cv ? "accuracy (each row labelled by thresholds tuned on the other folds; seed " + run.policy().seed() + "):"
                : "accuracy:");
        ScoreTable table = new ScoreTable(out, 15, !spreads.isEmpty());
        for (Map.Entry<SegmentType, TypeAccuracy> e : score.byType().entrySet()) {
            TypeAccuracy ts = e.getValue();
            table.row(e.getKey().wire(), ts.hits(), ts.total(), ts.missing(), spreads.get("accuracy_" + e.getKey().wire()));
        }
        table.value("macro", score.macro(), spreads.get("accuracy"));
        if (!spreads.isEmpty()) {
            out.printf(Locale.ROOT, "repeated cross-validation: %d fold seeds (%s); quote the means%n", run.seeds().size(),
                    seedsText(run.seeds()));
        }
    }

    static String seedsText(List<Long> seeds) {
        return seeds.size() <= 3 ? seeds.toString() : seeds.get(0) + ", " + seeds.get(1) + ", ..., " + seeds.get(seeds.size() - 1);
    }

    /** The reference JSONL for a TSV input: --reference, else reference.jsonl beside the input; null for none. */
    private Path referenceFile(Path inputFile) {
        if (reference != null) {
            return reference.equals("none") ? null : Path.of(reference);
        }
        if (inputFile.getFileName().toString().endsWith(".jsonl")) {
            return null; // a JSONL holds whole annotations
        }
        Path beside = inputFile.toAbsolutePath().resolveSibling("reference.jsonl");
        return Files.isRegularFile(beside) ? beside : null;
    }
}
