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

    @Parameters(index = "0", paramLabel = "TASK", description = "task2, task3 or task4")
    String task;

    @Option(names = "--pred", required = true, paramLabel = "P", description = "predictions TSV")
    Path pred;

    @Option(names = "--gold", required = true, paramLabel = "G",
            description = "task2: dev_task_2.tsv-style TSV or dev.jsonl; task3: dev_task_3.tsv-style TSV; "
                    + "task4: dev_task_4.tsv-style TSV")
    Path gold;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (task.equals("task3")) {
            var score = Task3Scorer.score(Task3Row.read(gold), PredictionsReader.readTask3(pred));
            spec.commandLine().getOut().println(score.toJson());
            return 0;
        }
        if (task.equals("task4")) {
            var score = org.tahqiq.task4.RelevanceScorer.score(org.tahqiq.task4.RelevancePredictions.readGold(gold),
                    org.tahqiq.task4.RelevancePredictions.read(pred), pred);
            spec.commandLine().getOut().println(score.toJson());
            return 0;
        }
        if (!task.equals("task2")) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "unknown task '" + task + "'; supported: task2, task3, task4");
        }
        Map<SegmentKey, Label> g = gold.getFileName().toString().endsWith(".jsonl")
                ? Task2Input.read(gold).gold() : GoldLabels.read(gold);
        Map<SegmentKey, Label> p = PredictionsReader.readTask2(pred);
        spec.commandLine().getOut().println(Task2Scorer.score(g, p).toJson());
        return 0;
    }
}
