package org.tahqiq.task2;

import org.tahqiq.task2.rules.Verdict;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.submit.SubmissionFiles;
import org.tahqiq.submit.SubmissionTsv;
import org.tahqiq.submit.SubmissionValidator;

/**
 * Writes a run's files: predictions.tsv, evidence.tsv, scores.json (with gold) and submission.zip. The
 * validator runs before anything is written, so a run with a missing or duplicate prediction leaves no zip.
 */
public final class Task2Outputs {

    /** The segment, the verdict, then its evidence; the matched corpus text (the longest cell) last. */
    static final List<String> EVIDENCE_COLUMNS = List.of("Response_ID", "Annotation_ID", "Segment_Type", "Span", "Verdict",
            "Gold", "Score", "Reference", "Reason", "Matched_Text");

    private Task2Outputs() {
    }

    public static SubmissionFiles.Written write(Task2Input input, Task2Result result, Path outDir) throws IOException {
        List<Prediction> preds = result.verdicts().stream().map(v -> new Prediction(v.key(), v.label())).toList();
        SubmissionValidator.validateTask2(input.keys(), preds, Prediction::key, Prediction::label);
        return SubmissionFiles.write(outDir, file -> Task2SubmissionWriter.write(file, preds),
                file -> writeEvidence(input, result, file), result.score() == null ? null : result.score().toJson());
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
                    v.reference(), oneLine(v.reason()), oneLine(v.matchedText())));
        }
        SubmissionTsv.write(file, EVIDENCE_COLUMNS, rows);
    }

    private static String oneLine(String s) {
        return s.replace('\n', ' ').replace('\r', ' ').replace('\t', ' ');
    }
}
