package org.tahqiq.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.experiment.RunSpec;
import org.tahqiq.submit.OutputFolder;
import org.tahqiq.subtask.Subtasks;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Re-runs pinned experiments and checks every score: {@code ./tahqiq run results/regression/*.json}. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Re-run pinned experiment specs (results/regression/*.json) and print OK or FAIL per metric; "
                + "exit 1 when any metric moved or the input files differ from the pinned ones.")
final class RunCommand implements Callable<Integer> {

    @Parameters(paramLabel = "SPEC", arity = "1..*", description = "spec files")
    List<Path> specs;

    @Mixin
    DataOptions dataOptions;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        boolean allOk = true;
        for (Path file : specs) {
            RunSpec pinned = RunSpec.read(file);
            DataLocation data = pinned.needsData() ? dataOptions.resolve() : null;
            if (Subtasks.find(pinned.subtask()).isEmpty()) {
                throw new CommandLine.ParameterException(spec.commandLine(), file + ": unknown subtask '" + pinned.subtask() + "'");
            }
            Path dir = Files.createTempDirectory("tahqiq-run-");
            Path produced = dir.resolve("spec.json");
            List<String> args = new ArrayList<>(pinned.commandLine(data));
            String shown = String.join(" ", args);
            if (data != null) {
                args.addAll(List.of("--data", data.root().toString()));
            }
            args.addAll(List.of("--out", dir.resolve("out").toString(), "--quiet", "--regression", produced.toString()));
            if (!args.contains("--models")) {
                // a pin made without --models was made with the jar's models, whatever $TAHQIQ_MODELS says now
                args.addAll(List.of("--models", ModelsOption.PINNED));
            }
            out.println("run  " + file + ": tahqiq " + shown);
            out.flush();
            StringWriter sink = new StringWriter();
            StringWriter err = new StringWriter();
            int rc = Main.run(new PrintWriter(sink, true), new PrintWriter(err, true), args.toArray(String[]::new));
            if (rc != 0) {
                out.println("FAIL the run exited with " + rc + ": " + err.toString().strip());
                allOk = false;
                continue;
            }
            RunSpec now = RunSpec.read(produced);
            if (!pinned.appliesTo(now.inputs())) {
                allOk = false;
                pinned.inputs().forEach((name, hash) -> {
                    if (!hash.equals(now.inputs().get(name))) {
                        out.println("FAIL input " + name + " differs from the pinned file (" + hash.substring(0, Math.min(12, hash.length()))
                                + "...); scores below are not comparable");
                    }
                });
            }
            for (RunSpec.Check c : pinned.check(now)) {
                out.println(c.line());
                allOk &= c.ok();
            }
            if (!pinned.fitted().equals(now.fitted())) {
                out.println("FAIL fitted values differ from the pinned ones (the defaults for unlabelled input): " + file);
                allOk = false;
            } else if (!pinned.fitted().isEmpty()) {
                out.println("OK   fitted values (" + String.join(", ", pinned.fitted().keySet()) + ")");
            }
            OutputFolder.deleteTree(dir);
        }
        out.println(allOk ? "all OK" : "FAILED");
        out.flush();
        return allOk ? 0 : 1;
    }
}
