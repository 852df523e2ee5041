package org.tahqiq.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.rules.Verdict;
import org.tahqiq.submit.Prediction;
import org.tahqiq.submit.SubmissionTsv;
import org.tahqiq.submit.SubmissionValidator;
import org.tahqiq.submit.SubmissionZip;
import org.tahqiq.submit.Task2SubmissionWriter;

/**
 * Writes a run's files: predictions.tsv, evidence.tsv, scores.json (with gold) and submission.zip. The
 * validator runs before anything is written, so a run with a missing or duplicate prediction leaves no zip.
 */
public final class Task2Outputs {

    public static final String PREDICTIONS = "predictions.tsv";
    public static final String EVIDENCE = "evidence.tsv";
    public static final String SCORES = "scores.json";
    public static final String ZIP = "submission.zip";

    private Task2Outputs() {
    }

    public record Written(Path predictions, Path evidence, Path scores, Path zip) {
    }

    public static Written write(Task2Input input, Task2Result result, Path outDir) throws IOException {
        List<Prediction> preds = result.verdicts().stream().map(v -> new Prediction(v.key(), v.label())).toList();
        SubmissionValidator.validateTask2(input.keys(), preds);
        Files.createDirectories(outDir);
        Path zip = outDir.resolve(ZIP);
        Files.deleteIfExists(zip);
        Path predictions = outDir.resolve(PREDICTIONS);
        Task2SubmissionWriter.write(predictions, preds);
        Path evidence = outDir.resolve(EVIDENCE);
        writeEvidence(input, result, evidence);
        Path scores = null;
        if (result.score() != null) {
            scores = outDir.resolve(SCORES);
            Files.writeString(scores, result.score().toJson() + "\n");
        }
        SubmissionZip.write(zip, predictions);
        return new Written(predictions, evidence, scores, zip);
    }

    static void writeEvidence(Task2Input input, Task2Result result, Path file) throws IOException {
        Map<SegmentKey, Segment> segments = new HashMap<>();
        input.annotations().forEach(a -> a.segments().forEach(s -> segments.put(s.key(), s)));
        List<List<String>> rows = new ArrayList<>();
        for (Verdict v : result.verdicts()) {
            Segment s = segments.get(v.key());
            Label gold = input.gold().get(v.key());
            rows.add(List.of(v.key().responseId(), String.valueOf(v.key().annotationId()), v.key().type().wire(),
                    oneLine(s.text()), v.label().wire(), gold == null ? "" : gold.wire(),
                    Double.isNaN(v.score()) ? "" : String.format(Locale.ROOT, "%.1f", v.score()),
                    v.reference(), oneLine(v.reason())));
        }
        SubmissionTsv.write(file, List.of("Response_ID", "Annotation_ID", "Segment_Type", "Span", "Verdict", "Gold",
                "Score", "Reference", "Reason"), rows);
    }

    private static String oneLine(String s) {
        return s.replace('\n', ' ').replace('\r', ' ').replace('\t', ' ');
    }
}
