package org.tahqiq.submit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The files of a task run, in one order for every task: any old zip is removed first, then predictions,
 * evidence and scores are written, and the zip last, so an interrupted run never leaves a zip that does not
 * match its predictions. Callers validate the predictions before calling.
 */
public final class SubmissionFiles {

    public static final String PREDICTIONS = "predictions.tsv";
    public static final String EVIDENCE = "evidence.tsv";
    public static final String SCORES = "scores.json";
    public static final String ZIP = "submission.zip";

    private SubmissionFiles() {
    }

    /** Where a run's files went; {@code scores} is null when the input had no gold. */
    public record Written(Path predictions, Path evidence, Path scores, Path zip) {
    }

    /** Writes one file; may fail with an I/O error. */
    @FunctionalInterface
    public interface FileWriter {
        void write(Path file) throws IOException;
    }

    /**
     * @param scoresJson the official-format scores, or null without gold
     */
    public static Written write(Path outDir, FileWriter predictions, FileWriter evidence, String scoresJson) throws IOException {
        Files.createDirectories(outDir);
        Path zip = outDir.resolve(ZIP);
        Files.deleteIfExists(zip);
        Path p = outDir.resolve(PREDICTIONS);
        predictions.write(p);
        Path e = outDir.resolve(EVIDENCE);
        evidence.write(e);
        Path s = null;
        if (scoresJson != null) {
            s = outDir.resolve(SCORES);
            Files.writeString(s, scoresJson + "\n");
        }
        SubmissionZip.write(zip, p);
        return new Written(p, e, s, zip);
    }
}
