package org.tahqiq.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.tahqiq.subtask.UsageException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code spark-verify} as {@code tahqiq help} lists it. The launcher runs it itself: it starts the {@code spark/}
 * module's job, so that this jar never loads Spark. Reached here only when the jar is run without the launcher.
 */
@Command(name = "spark-verify",
        description = "verify as an Apache Spark job over many answers: JSONL or Parquet of {id, question?, answer} in, "
                + "the same JSONL records as verify out, one per input row, counts and ids checked at the end. Runs "
                + "through the launcher (./tahqiq spark-verify [--master local[2]] IN OUT), which builds and starts the "
                + "spark/ module; docs/batch.md has a spark-submit line for a cluster.")
final class SparkVerifyCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", hidden = true)
    List<String> ignored;

    @Override
    public Integer call() {
        throw new UsageException("spark-verify runs through the launcher, which starts the spark/ module's job: "
                + "./tahqiq spark-verify [--master local[2]] IN OUT");
    }
}
