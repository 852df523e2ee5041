package org.tahqiq.cli;

import java.nio.file.Path;
import java.util.List;
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

    /** How many lines of unscored prediction rows the note names. */
    static final int SHOWN_LINES = 5;

    @Option(names = "--pred", required = true, paramLabel = "P",
            description = "predictions: a TSV, or the submission.zip holding it (as uploaded)")
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
        List<Long> unscored = s.predictionsNotInGold(pred, gold);
        if (!unscored.isEmpty()) {
            List<String> shown = unscored.stream().limit(SHOWN_LINES).map(String::valueOf).toList();
            spec.commandLine().getErr().println("tahqiq: note: " + unscored.size() + " prediction row(s) of " + pred
                    + " have no scored row in " + gold + " and were not scored (line" + (unscored.size() > 1 ? "s " : " ")
                    + String.join(", ", shown) + (unscored.size() > SHOWN_LINES ? ", ..." : "") + ")");
        }
        return 0;
    }
}
