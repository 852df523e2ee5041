package org.tahqiq.task4.features;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.dataset.Response;

/**
 * train_task_4.tsv joined with question texts. Without the train answers (train.jsonl) the train questions are
 * largely the dev questions (the split is by response): a train row whose question_id some response of the responses
 * file answers gets that question's text; the others keep a null question and serve only statistics that need no
 * question (how often a verse is relevant). With them, every train row has its question and its answer.
 */
public final class TrainingRows {

    private TrainingRows() {
    }

    public static List<RelevanceRow> read(Path trainTsv, Path jsonl) {
        return join(trainTsv, DevJsonlReader.read(jsonl));
    }

    /** The train rows with the question texts of {@code responses}; every train row must carry a label. */
    public static List<RelevanceRow> join(Path trainTsv, List<Response> responses) {
        return join(trainTsv, responses, List.of());
    }

    /**
     * As {@link #join(Path, List)}, the train answers ({@code train.jsonl}) also giving their questions' texts and
     * each of their citations its place in the answer, as the dev rows have it.
     */
    public static List<RelevanceRow> join(Path trainTsv, List<Response> responses, List<Response> trainAnswers) {
        List<Response> all = new ArrayList<>(responses);
        all.addAll(trainAnswers);
        Map<String, String> questions = RelevanceTsv.questions(all, Response::questionId, Response::question);
        Map<String, Response> answers = new HashMap<>();
        trainAnswers.forEach(r -> answers.put(r.id(), r));
        List<RelevanceRow> out = new ArrayList<>();
        for (RelevanceTsv.Parsed p : RelevanceTsv.read(trainTsv)) {
            if (p.label() == null) {
                throw p.row().error(Columns.RELEVANCE_LABEL, "a training row needs a label");
            }
            Response answer = answers.get(p.key().responseId());
            AnswerContext context = answer == null || !answer.questionId().equals(p.key().questionId()) ? null
                    : RelevanceInput.context(answer, p.key().annotationId(), p.type()).orElse(null);
            out.add(new RelevanceRow(p.key(), p.type(), p.spanText(), p.label(), Origin.TRAIN,
                    questions.get(p.key().questionId()), context, p.row().line()));
        }
        return out;
    }
}
