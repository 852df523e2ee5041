package org.tahqiq.experiment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tahqiq.dataset.InputException;
import org.tahqiq.subtask.Spread;

/**
 * An experiment as one spec file, Anserini style: a list of runs of one subtask, each a change added to the one before,
 * every run with {@code --lockbox}, so each row shows the working part's repeated cross-validation beside the lockbox
 * scored once. {@code ./tahqiq experiments PLAN} runs the rows and pins each as a {@link RunSpec} in the folder named
 * like the plan ({@code results/experiments/NAME/ID.json}); the table ({@code results/tables/NAME.md}) and README's
 * {@code <!-- experiments:NAME -->} block are generated from those pins ({@code ./tahqiq tables}), never by hand, and
 * {@code ./tahqiq run results/experiments/NAME/*.json} checks every pinned score.
 *
 * @param title   the table's caption
 * @param subtask the command every row runs
 * @param common  arguments every row adds (at least {@code --lockbox})
 * @param scores  the official scores the table shows, in order
 * @param checks  further figures of each row's pin ({@link RunSpec#checks}) the table shows after the scores, one column
 *                each (a check is one number, not cross-validated); may be absent
 * @param rows    the runs, in the order the changes are added
 */
public record ExperimentPlan(String title, String subtask, List<String> common, List<String> scores, List<String> checks,
                             List<Row> rows) {

    /**
     * One run.
     *
     * @param id     its file name in the pins folder
     * @param change what it adds, as the table says it
     * @param args   its own arguments
     * @param kept   whether the change is kept in what the tool ships (decided on the working part, checked on the lockbox)
     */
    public record Row(String id, String change, List<String> args, boolean kept) {
        public Row {
            args = List.copyOf(args);
        }
    }

    public ExperimentPlan {
        common = List.copyOf(common);
        scores = List.copyOf(scores);
        checks = checks == null ? List.of() : List.copyOf(checks);
        rows = List.copyOf(rows);
        if (!common.contains("--lockbox")) {
            throw new IllegalArgumentException("an experiment plan runs every row with --lockbox");
        }
    }

    public static ExperimentPlan read(Path file) {
        try {
            return RunSpec.MAPPER.readValue(file.toFile(), ExperimentPlan.class);
        } catch (IOException | IllegalArgumentException e) {
            throw new InputException(file, 0, null, "not an experiment plan: " + e.getMessage().lines().findFirst().orElse(""));
        }
    }

    /** The plan's name: its file name without {@code .json}. */
    public static String name(Path planFile) {
        String n = planFile.getFileName().toString();
        return n.endsWith(".json") ? n.substring(0, n.length() - 5) : n;
    }

    /** Where a plan's row pins live: the folder beside it named like it. */
    public static Path pins(Path planFile) {
        return planFile.resolveSibling(name(planFile));
    }

    /** A row's full argument list after the subtask name. */
    public List<String> arguments(Row row) {
        List<String> out = new ArrayList<>(common);
        out.addAll(row.args());
        return out;
    }

    /** The table of the pinned rows (a row not yet run shows empty cells). */
    public String markdown(Path pins) {
        StringBuilder b = new StringBuilder();
        b.append("| step | change | kept |");
        for (String s : scores) {
            b.append(' ').append(label(s)).append(": working CV mean [min, max] | ").append(label(s)).append(": lockbox [fold fits] |");
        }
        for (String c : checks) {
            b.append(' ').append(c.replace('_', ' ')).append(" |");
        }
        b.append('\n').append("|---:|---|---|");
        b.append("---|---|".repeat(scores.size())).append("---:|".repeat(checks.size())).append('\n');
        int step = 1;
        for (Row r : rows) {
            RunSpec pin = pinned(pins, r);
            b.append("| ").append(step++).append(" | ").append(r.change()).append(" | ").append(r.kept() ? "yes" : "no").append(" |");
            for (String s : scores) {
                b.append(' ').append(pin == null ? "" : working(pin, s)).append(" | ").append(pin == null ? "" : lockbox(pin, s)).append(" |");
            }
            for (String c : checks) {
                b.append(' ').append(check(pin, c)).append(" |");
            }
            b.append('\n');
        }
        return b.toString();
    }

    /** The same rows as a TSV (one column per figure), for plots and papers. */
    public String tsv(Path pins) {
        StringBuilder b = new StringBuilder("step\tid\tchange\tkept");
        for (String s : scores) {
            b.append('\t').append(s).append("_cv_mean\t").append(s).append("_cv_min\t").append(s).append("_cv_max\t")
                    .append(s).append("_lockbox\t").append(s).append("_lockbox_min\t").append(s).append("_lockbox_max");
        }
        for (String c : checks) {
            b.append('\t').append(c);
        }
        b.append('\n');
        int step = 1;
        for (Row r : rows) {
            RunSpec pin = pinned(pins, r);
            b.append(step++).append('\t').append(r.id()).append('\t').append(r.change()).append('\t').append(r.kept());
            for (String s : scores) {
                Spread w = pin == null ? null : pin.repeated().get(s);
                Object l = pin == null ? null : pin.lockboxScores().get(s);
                Spread f = pin == null ? null : lockboxSpread(pin, s);
                b.append('\t').append(w == null ? "" : num(w.mean())).append('\t').append(w == null ? "" : num(w.min()))
                        .append('\t').append(w == null ? "" : num(w.max())).append('\t')
                        .append(l instanceof Number n ? num(n.doubleValue()) : "").append('\t')
                        .append(f == null ? "" : num(f.min())).append('\t').append(f == null ? "" : num(f.max()));
            }
            for (String c : checks) {
                b.append('\t').append(check(pin, c));
            }
            b.append('\n');
        }
        return b.toString();
    }

    /** A row's pin, or null when it has not been run. */
    static RunSpec pinned(Path pins, Row r) {
        Path f = pins.resolve(r.id() + ".json");
        return Files.isRegularFile(f) ? RunSpec.read(f) : null;
    }

    /** A row's value of a check, or empty when the row has no pin or its pin lacks the check. */
    private static String check(RunSpec pin, String check) {
        Object v = pin == null ? null : pin.checks().get(check);
        return v instanceof Number n ? num(n.doubleValue()) : "";
    }

    private static String working(RunSpec pin, String score) {
        Spread w = pin.repeated().get(score);
        return w == null ? "" : String.format(Locale.ROOT, "%.4f [%.4f, %.4f]", w.mean(), w.min(), w.max());
    }

    private static String lockbox(RunSpec pin, String score) {
        Object l = pin.lockboxScores().get(score);
        Spread f = lockboxSpread(pin, score);
        if (!(l instanceof Number n)) {
            return "";
        }
        return String.format(Locale.ROOT, "%.4f", n.doubleValue())
                + (f == null ? "" : String.format(Locale.ROOT, " [%.4f, %.4f]", f.min(), f.max()));
    }

    @SuppressWarnings("unchecked")
    static Spread lockboxSpread(RunSpec pin, String score) {
        if (pin.lockbox() == null || !(pin.lockbox().get("byFoldFit") instanceof Map<?, ?> m) || m.get(score) == null) {
            return null;
        }
        return RunSpec.MAPPER.convertValue(((Map<String, Object>) m).get(score), Spread.class);
    }

    private static String label(String score) {
        return score.startsWith("accuracy_") ? score.substring("accuracy_".length()) : score.startsWith("F1_")
                ? score.substring(3) : score;
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.4f", v);
    }

    /** Plan names by file, for the folder of plans. */
    public static Map<String, Path> plans(Path dir) throws IOException {
        Map<String, Path> out = new LinkedHashMap<>();
        if (!Files.isDirectory(dir)) {
            return out;
        }
        try (var s = Files.list(dir)) {
            s.filter(p -> p.getFileName().toString().endsWith(".json") && Files.isRegularFile(p)).sorted()
                    .forEach(p -> out.put(name(p), p));
        }
        return out;
    }
}
