package org.tahqiq.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.tahqiq.experiment.ResultsTables;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Regenerates README's result tables from the pinned specs. */
@Command(name = "tables", mixinStandardHelpOptions = true,
        description = "Regenerate README.md's result tables (the <!-- results:NAME --> blocks) from results/regression/NAME.json.")
final class TablesCommand implements Callable<Integer> {

    @Option(names = "--check", description = "only check: exit 1 when README disagrees with the specs")
    boolean check;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        Path readme = Main.projectRoot().resolve("README.md");
        Path specs = Main.projectRoot().resolve("results/regression");
        if (check) {
            String now = java.nio.file.Files.readString(readme);
            boolean same = ResultsTables.regenerate(now, specs).equals(now);
            spec.commandLine().getOut().println(same ? "README tables agree with the specs" : "README tables differ from the specs: run ./tahqiq tables");
            return same ? 0 : 1;
        }
        boolean changed = ResultsTables.update(readme, specs);
        spec.commandLine().getOut().println((changed ? "updated " : "unchanged ") + readme + " " + ResultsTables.blocks(
                java.nio.file.Files.readString(readme)));
        return 0;
    }
}
