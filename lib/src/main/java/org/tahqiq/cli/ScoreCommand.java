package org.tahqiq.cli;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import org.tahqiq.dataset.GoldLabels;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.eval.PredictionsReader;
import org.tahqiq.eval.Task2Scorer;
import org.tahqiq.eval.Task3Scorer;
import org.tahqiq.dataset.Task3Row;
import org.tahqiq.pipeline.Task2Input;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "score", mixinStandardHelpOptions = true,
        description = "Score a predictions file with the official semantics and print the official-format JSON.")
final class ScoreCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "TASK", description = "task1, task2 or task3")
    String task;

    @Option(names = "--pred", required = true, paramLabel = "P", description = "predictions TSV")
    Path pred;

    @Option(names = "--gold", required = true, paramLabel = "G",
            description = "task1: dev_task_1.tsv-style TSV or dev.jsonl; task2: dev_task_2.tsv-style TSV or dev.jsonl; "
                    + "task3: dev_task_3.tsv-style TSV")
    Path gold;

    @Option(names = "--responses", paramLabel = "R",
            description = "task1: the responses (dev.jsonl or the test-phase JSONL) whose characters are scored")
    Path responses;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (task.equals("task1")) {
            if (responses == null) {
                throw new picocli.CommandLine.ParameterException(spec.commandLine(), "task1 needs --responses R (the answers' texts)");
            }
            var texts = org.tahqiq.task1.Task1Input.read(responses).texts();
            var g = gold.getFileName().toString().endsWith(".jsonl") ? org.tahqiq.task1.Task1Input.read(gold).gold()
                    : org.tahqiq.dataset.Task1Span.read(gold);
            var p = org.tahqiq.task1.SpanRows.read(pred);
            spec.commandLine().getOut().println(org.tahqiq.task1.Task1Scorer.score(texts, g, p).toJson());
            return 0;
        }
        if (task.equals("task3")) {
            var score = Task3Scorer.score(Task3Row.read(gold), PredictionsReader.readTask3(pred));
            spec.commandLine().getOut().println(score.toJson());
            return 0;
        }
        if (!task.equals("task2")) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "unknown task '" + task + "'; supported: task1, task2, task3");
        }
        Map<SegmentKey, Label> g = gold.getFileName().toString().endsWith(".jsonl")
                ? Task2Input.read(gold).gold() : GoldLabels.read(gold);
        Map<SegmentKey, Label> p = PredictionsReader.readTask2(pred);
        spec.commandLine().getOut().println(Task2Scorer.score(g, p).toJson());
        return 0;
    }
}
