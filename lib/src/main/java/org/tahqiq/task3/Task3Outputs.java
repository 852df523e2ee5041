package org.tahqiq.task3;

import org.tahqiq.task3.correct.AcceptModel;
import org.tahqiq.task3.correct.CorrectionThresholds;
import org.tahqiq.task3.correct.MatnRanking;
import org.tahqiq.task3.correct.Proposal;
import org.tahqiq.task3.correct.Task3Row;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tahqiq.dataset.AnnotationKey;
import org.tahqiq.dataset.Columns;
import org.tahqiq.submit.SubmissionFiles;
import org.tahqiq.submit.SubmissionTsv;
import org.tahqiq.submit.SubmissionValidator;

/**
 * Writes a run's files: predictions.tsv, evidence.tsv, scores.json (with gold) and submission.zip. The
 * validator runs before anything is written, so a run with a missing or duplicate prediction leaves no zip.
 */
public final class Task3Outputs {

    public static final String RULE = "rule.txt";

    private Task3Outputs() {
    }

    public static SubmissionFiles.Written write(Task3Input input, Task3Result result, Path outDir) throws IOException {
        List<Task3Prediction> preds = result.corrections().stream().map(c -> new Task3Prediction(c.key(), c.text())).toList();
        SubmissionValidator.validateTask3(input.keys(), preds, Task3Prediction::key, Task3Prediction::correction);
        SubmissionFiles.Written w = SubmissionFiles.write(outDir, file -> Task3SubmissionWriter.write(file, preds),
                file -> writeEvidence(input, result, file), result.score() == null ? null : result.score().toJson());
        Files.writeString(outDir.resolve(RULE), describe(result));
        return w;
    }

    /** One row per segment: the span, what was proposed and how similar it is, what was submitted, and gold. */
    static void writeEvidence(Task3Input input, Task3Result result, Path file) throws IOException {
        Map<AnnotationKey, Task3Row> gold = new HashMap<>();
        input.gold().forEach(r -> gold.put(r.key(), r));
        List<List<String>> rows = new ArrayList<>();
        for (Correction c : result.corrections()) {
            Proposal p = c.proposal();
            Task3Row g = gold.get(AnnotationKey.of(c.key()));
            rows.add(List.of(c.key().responseId(), String.valueOf(c.key().annotationId()), c.key().type().wire(),
                    oneLine(p.span()), c.text(), p.found() ? oneLine(p.text()) : "", p.reference(),
                    String.format(Locale.ROOT, "%.1f", p.score()), String.valueOf(p.run()),
                    String.format(Locale.ROOT, "%.1f", p.charScore()),
                    rule(c),
                    g == null ? "" : oneLine(String.join(Columns.ALTERNATIVES_SEPARATOR, g.corrections())),
                    g == null ? "" : Task3Scorer.hit(g.type(), c.text(), g.corrections()) ? "1" : "0",
                    g == null || !p.found() ? "" : Task3Scorer.hit(g.type(), p.text(), g.corrections()) ? "1" : "0",
                    g == null ? "" : p.others().stream().anyMatch(o -> Task3Scorer.hit(g.type(), o, g.corrections())) ? "1" : "0",
                    String.valueOf(p.features().words()), String.format(Locale.ROOT, "%.1f", p.features().partial()),
                    String.format(Locale.ROOT, "%.1f", p.features().margin()),
                    String.format(Locale.ROOT, "%.1f", p.features().textCover()),
                    String.format(Locale.ROOT, "%.2f", p.features().heavyRun())));
        }
        SubmissionTsv.write(file, List.of("Response_ID", "Annotation_ID", "Segment_Type", "Span", "Correction",
                "Proposed", "Reference", "Coverage", "Run", "CharScore", "Rule", "Gold", "Hit", "ProposalHit", "OtherHit",
                "Words", "Partial", "Margin", "TextCover", "HeavyRun"), rows);
    }

    /** The خطأ rule of each fold and the one fitted on all rows, models also as Java source (to pin as a default). */
    static String describe(Task3Result result) {
        StringBuilder b = new StringBuilder();
        result.foldThresholds().forEach((f, t) -> b.append("fold ").append(f).append('\n')
                .append("  matn ranking ").append(result.foldRankings().getOrDefault(f, MatnRanking.pinned())).append('\n')
                .append(describe(t)));
        b.append("on all rows\n").append("  matn ranking ").append(result.rankingOnAll()).append('\n')
                .append(describe(result.tunedOnAll()));
        return b.toString();
    }

    private static String describe(CorrectionThresholds t) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "  thresholds Ayah %.1f/%d, matn %.1f/%d%n", t.ayah(), t.ayahRun(), t.matn(), t.matnRun()));
        for (var type : java.util.List.of(org.tahqiq.dataset.SegmentType.AYAH, org.tahqiq.dataset.SegmentType.MATN)) {
            AcceptModel m = t.modelOf(type);
            if (m != null) {
                b.append("  ").append(type.wire()).append(": ").append(m).append('\n');
            }
        }
        return b.toString();
    }

    /** The decision's setting: the model's logit for this row (accepted at ≥ 0), or coverage/run thresholds. */
    private static String rule(Correction c) {
        AcceptModel m = c.rule().modelOf(c.key().type());
        if (m != null) {
            return c.proposal().found() ? String.format(Locale.ROOT, "logit %.2f", m.logit(c.proposal())) : "logit -";
        }
        return String.format(Locale.ROOT, "%.1f/%d", c.rule().of(c.key().type()), c.rule().runOf(c.key().type()));
    }

    private static String oneLine(String s) {
        return s.replace('\n', ' ').replace('\r', ' ').replace('\t', ' ');
    }
}
