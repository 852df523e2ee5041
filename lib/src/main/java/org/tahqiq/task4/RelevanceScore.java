package org.tahqiq.task4;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Subtask 4 score as the official scorer computes it: the mean over questions of each question's F1 of the relevant
 * class, Ayah and matn rows together, and the same restricted to one span type (the task's site scores Qur'an and
 * Hadith separately).
 *
 * @param mixed     over all rows
 * @param ayah      over the Ayah rows only (questions with at least one)
 * @param matn      over the matn rows only
 */
public record RelevanceScore(Part mixed, Part ayah, Part matn) {

    /** The official output key. */
    public static final String OFFICIAL_KEY = "Macro-averaged F1";
    public static final String AYAH_KEY = OFFICIAL_KEY + " Ayah";
    public static final String MATN_KEY = OFFICIAL_KEY + " matn";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /**
     * One way of scoring: the per-question outcomes and their mean.
     *
     * @param missing questions without any prediction (each scored 0)
     */
    public record Part(double f1, List<QuestionOutcome> questions, int missing) {

        public Part {
            questions = List.copyOf(questions);
        }

        public int rows() {
            return questions.stream().mapToInt(QuestionOutcome::rows).sum();
        }
    }

    /**
     * One question's outcome.
     *
     * @param goldRelevant      rows gold counts relevant
     * @param predictedRelevant rows predicted relevant
     * @param bothRelevant      rows both count relevant
     * @param predicted         whether the predictions hold the question at all
     */
    public record QuestionOutcome(String questionId, int rows, int goldRelevant, int predictedRelevant, int bothRelevant,
                                  boolean predicted) {

        /**
         * F1 of the relevant class; a question without gold-relevant rows scores 1 exactly when nothing is predicted
         * relevant; a question the predictions leave out scores 0.
         */
        public double f1() {
            return predicted ? f1(goldRelevant, predictedRelevant, bothRelevant) : 0.0;
        }

        public static double f1(int gold, int predicted, int both) {
            if (gold == 0) {
                return predicted == 0 ? 1.0 : 0.0;
            }
            return both == 0 ? 0.0 : 2.0 * both / (gold + predicted);
        }
    }

    /** The official key, the per-type scores and the question counts. */
    public Map<String, Object> toOfficialJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(OFFICIAL_KEY, mixed.f1());
        m.put(AYAH_KEY, ayah.f1());
        m.put(MATN_KEY, matn.f1());
        m.put("questions", mixed.questions().size());
        m.put("questions_Ayah", ayah.questions().size());
        m.put("questions_matn", matn.questions().size());
        m.put("rows", mixed.rows());
        m.put("missing_questions", mixed.missing());
        return m;
    }

    public String toJson() {
        try {
            return JSON.writeValueAsString(toOfficialJson());
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
