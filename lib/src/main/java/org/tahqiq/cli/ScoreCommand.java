package org.tahqiq.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.tahqiq.subtask.Subtask;
import org.tahqiq.subtask.Subtasks;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "score", mixinStandardHelpOptions = true,
        description = "Score a predictions file with the official semantics and print the official-format JSON.")
final class ScoreCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "TASK", description = "the subtask: task2, task3, ...")
    String task;

    @Option(names = "--pred", required = true, paramLabel = "P", description = "predictions TSV")
    Path pred;

    @Option(names = "--gold", required = true, paramLabel = "G",
            description = "task2: dev_task_2.tsv-style TSV or dev.jsonl; task3: dev_task_3.tsv-style TSV")
    Path gold;

    @Option(names = "--responses", paramLabel = "R", description = "the responses (dev.jsonl-style), for scores that need the texts")
    Path responses;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        Subtask<?, ?> s = Subtasks.find(task).orElseThrow(() -> new CommandLine.ParameterException(spec.commandLine(),
                "unknown task '" + task + "'; supported: " + String.join(", ", Subtasks.names())));
        spec.commandLine().getOut().println(s.score(pred, gold, responses));
        return 0;
    }
}
