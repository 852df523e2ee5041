package org.tahqiq.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import org.tahqiq.experiment.ExperimentPlan;
import org.tahqiq.experiment.ResultsTables;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Regenerates README's result tables and the experiment tables from the pinned specs. */
@Command(name = "tables", mixinStandardHelpOptions = true,
        description = "Regenerate the result tables of README.md and docs/*.md (the <!-- results:NAME --> blocks, from "
                + "results/regression/NAME.json; the <!-- experiments:NAME --> blocks, from results/experiments/NAME.json and "
                + "its pinned rows) and results/tables/NAME.md and .tsv of every experiment plan.")
final class TablesCommand implements Callable<Integer> {

    @Option(names = "--check", description = "only check: exit 1 when README or an experiment table disagrees with the specs")
    boolean check;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        Path root = Main.projectRoot();
        Path specs = root.resolve("results/regression");
        Path plans = root.resolve(ExperimentsCommand.PLANS);
        Path tables = root.resolve("results/tables");
        var out = spec.commandLine().getOut();
        if (check) {
            boolean same = true;
            for (Path doc : ResultsTables.documents(root)) {
                String now = Files.readString(doc);
                if (!ResultsTables.regenerateAll(now, specs, plans).equals(now)) {
                    out.println("differs from the specs: " + root.relativize(doc));
                    same = false;
                }
            }
            for (Map.Entry<String, Path> e : ExperimentPlan.plans(plans).entrySet()) {
                ExperimentPlan plan = ExperimentPlan.read(e.getValue());
                Path md = tables.resolve(e.getKey() + ".md");
                if (!Files.isRegularFile(md) || !Files.readString(md).equals(ExperimentsCommand.tableFile(plan, e.getValue()))) {
                    out.println("differs from its pins: " + root.relativize(md));
                    same = false;
                }
            }
            out.println(same ? "the result tables agree with the specs" : "run ./tahqiq tables");
            return same ? 0 : 1;
        }
        for (Path doc : ResultsTables.documents(root)) {
            String before = Files.readString(doc);
            String after = ResultsTables.regenerateAll(before, specs, plans);
            if (!after.equals(before)) {
                Files.writeString(doc, after);
            }
            out.println((after.equals(before) ? "unchanged " : "updated   ") + root.relativize(doc) + " "
                    + ResultsTables.blocks(after));
        }
        for (Map.Entry<String, Path> e : ExperimentPlan.plans(plans).entrySet()) {
            ExperimentsCommand.writeTables(ExperimentPlan.read(e.getValue()), e.getValue(), tables);
        }
        return 0;
    }
}
