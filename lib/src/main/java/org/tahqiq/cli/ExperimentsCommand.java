package org.tahqiq.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.experiment.ExperimentPlan;
import org.tahqiq.experiment.RunSpec;
import org.tahqiq.submit.OutputFolder;
import org.tahqiq.subtask.Spread;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Runs an experiment plan row by row and pins each row: {@code ./tahqiq experiments results/experiments/task2-matn.json}. */
@Command(name = "experiments", mixinStandardHelpOptions = true,
        description = "Run an experiment plan (results/experiments/NAME.json): each row is the subtask run with --lockbox and "
                + "the row's arguments, pinned as results/experiments/NAME/ID.json; then results/tables/NAME.md and .tsv are "
                + "written from the pins (./tahqiq tables regenerates them, and README's block, without running).")
final class ExperimentsCommand implements Callable<Integer> {

    /** Where the plans live. */
    static final String PLANS = "results/experiments";

    @Parameters(paramLabel = "PLAN", description = "the plan file")
    Path plan;

    @Option(names = "--rows", paramLabel = "ID,...", split = ",", description = "run only these rows (default: all)")
    List<String> only;

    @Mixin
    DataOptions dataOptions;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        ExperimentPlan p = ExperimentPlan.read(plan);
        if (only != null) {
            for (String id : only) {
                if (p.rows().stream().noneMatch(r -> r.id().equals(id))) {
                    throw new CommandLine.ParameterException(spec.commandLine(), "option '--rows': the plan has no row '" + id + "'");
                }
            }
        }
        DataLocation data = dataOptions.resolve();
        PrintWriter out = spec.commandLine().getOut();
        Path pins = ExperimentPlan.pins(plan);
        Files.createDirectories(pins);
        for (ExperimentPlan.Row row : p.rows()) {
            if (only != null && !only.contains(row.id())) {
                continue;
            }
            Path dir = Files.createTempDirectory("tahqiq-experiment-");
            List<String> args = new ArrayList<>();
            args.add(p.subtask());
            args.addAll(p.arguments(row));
            args.addAll(List.of("--data", data.root().toString(), "--out", dir.resolve("out").toString(), "--quiet",
                    "--regression", pins.resolve(row.id() + ".json").toString()));
            StringWriter err = new StringWriter();
            int rc = Main.run(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true), args.toArray(String[]::new));
            OutputFolder.deleteTree(dir);
            if (rc != 0) {
                out.println("FAIL " + row.id() + ": exited with " + rc + ": " + err.toString().strip());
                out.flush();
                return rc;
            }
            out.println(summary(row, RunSpec.read(pins.resolve(row.id() + ".json")), p.scores()));
            out.flush();
        }
        writeTables(p, plan, Main.projectRoot().resolve("results/tables"));
        out.println("table   " + Main.projectRoot().resolve("results/tables/" + ExperimentPlan.name(plan) + ".md"));
        return 0;
    }

    private static String summary(ExperimentPlan.Row row, RunSpec pin, List<String> scores) {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%-24s", row.id()));
        for (String s : scores) {
            Spread w = pin.repeated().get(s);
            Object l = pin.lockboxScores().get(s);
            b.append(String.format(Locale.ROOT, "  %s CV %.4f [%.4f, %.4f] lockbox %s", s, w == null ? Double.NaN : w.mean(),
                    w == null ? Double.NaN : w.min(), w == null ? Double.NaN : w.max(),
                    l instanceof Number n ? String.format(Locale.ROOT, "%.4f", n.doubleValue()) : "-"));
        }
        return b.toString();
    }

    /** The table file's text: its caption, how to regenerate it, and the rows. */
    static String tableFile(ExperimentPlan p, Path planFile) {
        return "**" + p.title() + "**\n\nGenerated from `" + PLANS + "/" + ExperimentPlan.name(planFile) + "/*.json` (run by `./tahqiq "
                + "experiments " + PLANS + "/" + planFile.getFileName() + "`); working CV: 5-fold cross-validation grouped by "
                + "question on the dev questions outside the lockbox, mean [min, max] over the fold seeds; lockbox: the held-out "
                + "questions scored once by the fit on the whole working part [min, max over the fold fits]"
                + (p.checks().isEmpty() ? "" : "; then the further checks every row ran (" + String.join(", ", p.common().stream()
                        .filter(a -> a.startsWith("--") && !a.equals("--lockbox")).toList()) + "), one number each, not cross-validated")
                + ".\n\n" + p.markdown(ExperimentPlan.pins(planFile));
    }

    static void writeTables(ExperimentPlan p, Path planFile, Path tables) throws java.io.IOException {
        Files.createDirectories(tables);
        String name = ExperimentPlan.name(planFile);
        Files.writeString(tables.resolve(name + ".md"), tableFile(p, planFile));
        Files.writeString(tables.resolve(name + ".tsv"), p.tsv(ExperimentPlan.pins(planFile)));
    }
}
