package org.tahqiq.subtask;

import org.tahqiq.dataset.SubtaskInput;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tahqiq.dataset.InputException;
import org.tahqiq.eval.CrossValidation;
import org.tahqiq.eval.ThresholdChoice;
import org.tahqiq.eval.ThresholdSweep;
import org.tahqiq.submit.SubmissionFiles;
import org.tahqiq.submit.SubmissionTsv;
import picocli.CommandLine.Option;

/**
 * A test-only subtask registered through the contract (test resources' service file): "is the score high enough?"
 * on rows {@code id group score [gold]}, a threshold chosen by grouped cross-validation. It proves that adding a
 * subtask takes one class and one registration line, and exercises the generic command path end to end.
 */
public final class ToySubtask implements Subtask<ToySubtask.Input, ToySubtask.Run> {

    record Row(String id, String group, double score, Boolean gold) {
    }

    record Input(Path source, List<Row> rows) implements SubtaskInput {
        @Override
        public boolean hasGold() {
            return rows.stream().allMatch(r -> r.gold() != null);
        }

        @Override
        public int questions() {
            return (int) rows.stream().map(Row::group).distinct().count();
        }
    }

    record Run(List<Boolean> predicted, double cutOnAll, List<Double> accuracyBySeed) {
    }

    static final double[] GRID = ThresholdSweep.grid(0, 100, 101);

    @Option(names = "--cut", description = "the fixed threshold for unlabelled rows")
    double cut = 50;

    @Override
    public String name() {
        return "toy";
    }

    @Override
    public String description() {
        return "A toy subtask for the tests of the generic command path.";
    }

    @Override
    public Input read(RunContext ctx) {
        Path file = ctx.input();
        List<Row> rows = new ArrayList<>();
        try {
            List<String> lines = Files.readAllLines(file);
            for (int i = 0; i < lines.size(); i++) {
                String[] c = lines.get(i).split("\t", -1);
                if (c.length < 3) {
                    throw new InputException(file, i + 1, "score", "expected id, group, score[, gold]");
                }
                double score;
                try {
                    score = Double.parseDouble(c[2]);
                } catch (NumberFormatException e) {
                    throw new InputException(file, i + 1, "score", "not a number: " + c[2]);
                }
                rows.add(new Row(c[0], c[1], score, c.length > 3 && !c[3].isEmpty() ? c[3].equals("1") : null));
            }
        } catch (IOException e) {
            throw new InputException(file, 0, null, "cannot read: " + e.getMessage());
        }
        return new Input(file, rows);
    }

    @Override
    public Map<String, Path> inputFiles(Input input, RunContext ctx) {
        return Map.of("input", input.source());
    }

    private static double fit(List<Row> rows) {
        double[] hits = new double[GRID.length];
        for (int g = 0; g < GRID.length; g++) {
            for (Row r : rows) {
                hits[g] += (r.score() >= GRID[g]) == r.gold() ? 1 : 0;
            }
        }
        return ThresholdChoice.PLAIN.value(GRID, hits);
    }

    @Override
    public Run run(Input in, RunContext ctx) {
        if (!in.hasGold() || !ctx.crossValidates()) {
            return new Run(in.rows().stream().map(r -> r.score() >= cut).toList(), cut, List.of());
        }
        List<Double> bySeed = new ArrayList<>();
        List<Boolean> first = null;
        double onAll = 0;
        for (long seed : ctx.seeds()) {
            var cv = CrossValidation.select(in.rows(), Row::group, ctx.folds(), seed, ToySubtask::fit, (t, r) -> r.score() >= t);
            long hits = 0;
            for (int i = 0; i < in.rows().size(); i++) {
                hits += cv.decided().get(i) == in.rows().get(i).gold() ? 1 : 0;
            }
            bySeed.add((double) hits / in.rows().size());
            if (first == null) {
                first = cv.decided();
                onAll = cv.onAll();
            }
        }
        return new Run(first, onAll, bySeed);
    }

    @Override
    public void write(Input in, Run run, Path dir) throws IOException {
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < in.rows().size(); i++) {
            rows.add(List.of(in.rows().get(i).id(), run.predicted().get(i) ? "1" : "0"));
        }
        String scores = run.accuracyBySeed().isEmpty() ? null
                : String.format(Locale.ROOT, "{\"accuracy\": %s}", run.accuracyBySeed().get(0));
        SubmissionFiles.write(dir, f -> SubmissionTsv.write(f, List.of("id", "label"), rows),
                f -> SubmissionTsv.write(f, List.of("id", "label", "cut"), rows.stream()
                        .map(r -> List.of(r.get(0), r.get(1), String.valueOf(run.cutOnAll()))).toList()), scores);
    }

    @Override
    public void print(Input in, Run run, RunContext ctx, PrintWriter out) {
        out.printf(Locale.ROOT, "toy     %d rows, cut %.1f%n", in.rows().size(), run.cutOnAll());
    }

    /** The toy's official score: its accuracy. */
    record Accuracy(double value) implements Score {
        @Override
        public Map<String, Object> toOfficialJson() {
            return Map.of("accuracy", value);
        }
    }

    @Override
    public Score officialScore(Run run) {
        return run.accuracyBySeed().isEmpty() ? null : new Accuracy(run.accuracyBySeed().get(0));
    }

    @Override
    public List<? extends Score> scoresBySeed(Run run) {
        return run.accuracyBySeed().stream().map(Accuracy::new).toList();
    }

    @Override
    public Map<String, Object> fitted(Run run) {
        return run.accuracyBySeed().isEmpty() ? Map.of() : Map.of("cut", run.cutOnAll());
    }

    @Override
    public String score(Path predictions, Path gold, Path responses) {
        return "{\"toy\": true}";
    }
}
