package org.tahqiq.task4;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.dataset.Response;

/**
 * train_task_4.tsv joined with question texts. The train answers are not available, but the train questions are
 * largely the dev questions (the split is by response): a train row whose question_id some response of the responses
 * file answers gets that question's text; the others keep a null question and serve only statistics that need no
 * question (how often a verse is relevant).
 */
public final class TrainingRows {

    private TrainingRows() {
    }

    public static List<RelevanceRow> read(Path trainTsv, Path jsonl) {
        return join(trainTsv, DevJsonlReader.read(jsonl));
    }

    /** The train rows with the question texts of {@code responses}; every train row must carry a label. */
    public static List<RelevanceRow> join(Path trainTsv, List<Response> responses) {
        Map<String, String> questions = RelevanceTsv.questions(responses, Response::questionId, Response::question);
        List<RelevanceRow> out = new ArrayList<>();
        for (RelevanceTsv.Parsed p : RelevanceTsv.read(trainTsv)) {
            if (p.label() == null) {
                throw p.row().error(Columns.RELEVANCE_LABEL, "a training row needs a label");
            }
            out.add(new RelevanceRow(p.key(), p.type(), p.spanText(), p.label(), Origin.TRAIN,
                    questions.get(p.key().questionId()), null, p.row().line()));
        }
        return out;
    }
}
