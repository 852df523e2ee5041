package org.tahqiq.task4;

import org.tahqiq.task4.features.CitedPassage;
import org.tahqiq.task4.features.Feature;
import org.tahqiq.task4.features.RelevanceRow;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.index.Retrieval;
import org.tahqiq.submit.SubmissionFiles;
import org.tahqiq.submit.SubmissionTsv;

/**
 * Writes a Subtask 4 run: predictions.tsv (the official file), evidence.tsv (per row the cited verse or record, the
 * probability, the label and every feature), scores.json with gold, and the zip — predictions validated first (one
 * 0/1 label per input row), so a failure writes no zip.
 */
public final class RelevanceOutputs {

    private RelevanceOutputs() {
    }

    public static SubmissionFiles.Written write(RelevanceResult r, List<String> cites, Path outDir) throws IOException {
        RelevancePredictions.validate(r.rows(), r.relevant());
        return SubmissionFiles.write(outDir, f -> RelevancePredictions.write(f, r.rows(), r.relevant()),
                f -> SubmissionTsv.write(f, evidenceHeader(), evidenceRows(r, cites)),
                r.score() == null ? null : r.score().toJson());
    }

    /** What each input row cites, for the evidence. */
    public static List<String> cites(RelevanceResult r, Retrieval retrieval) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < r.rows().size(); i++) {
            out.add(cites(r.data().citations().get(i), retrieval));
        }
        return out;
    }

    static List<String> evidenceHeader() {
        List<String> h = new ArrayList<>(List.of("question_id", "Response_ID", "Annotation_ID", "span_type", "cites",
                "match", "probability", "predicted", "gold"));
        for (Feature f : Feature.values()) {
            h.add(f.name().toLowerCase(Locale.ROOT));
        }
        return h;
    }

    static List<List<String>> evidenceRows(RelevanceResult r, List<String> cites) {
        List<List<String>> out = new ArrayList<>();
        List<RelevanceRow> rows = r.rows();
        for (int i = 0; i < rows.size(); i++) {
            RelevanceRow row = rows.get(i);
            CitedPassage c = r.data().citations().get(i);
            List<String> cells = new ArrayList<>(List.of(row.key().questionId(), row.key().responseId(),
                    Integer.toString(row.key().annotationId()), row.type().wire(), cites.get(i),
                    String.format(Locale.ROOT, "%.1f", c.match()), number(r.probability()[i]), r.relevant()[i] ? "1" : "0",
                    row.hasGold() ? Integer.toString(row.label()) : ""));
            for (Feature f : Feature.values()) {
                cells.add(number(r.features()[i][f.ordinal()]));
            }
            out.add(cells);
        }
        return out;
    }

    /** "2:255", "2:255-256", "صحيح البخاري #12", or "unplaced". */
    public static String cites(CitedPassage c, Retrieval retrieval) {
        if (c.firstVerse() >= 0) {
            QuranCorpus q = retrieval.quran();
            String first = q.get(c.firstVerse()).reference();
            return c.lastVerse() > c.firstVerse() ? first + "-" + q.get(c.lastVerse()).ayah() : first;
        }
        if (c.record() >= 0) {
            return retrieval.hadith().get(c.record()).reference();
        }
        return "unplaced";
    }

    static String number(double v) {
        return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.4f", v);
    }
}
