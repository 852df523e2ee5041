package org.tahqiq.task4;

import org.tahqiq.task4.judge.DecisionRule;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tahqiq.eval.OfficialJson;
import org.tahqiq.subtask.Score;

/**
 * A Subtask 4 score as the official scorer computes it: the mean over questions of each question's F1 of the relevant
 * class, Ayah and matn rows together, and the same restricted to one span type (the task's site scores Qur'an and
 * Hadith separately).
 *
 * @param mixed     over all rows
 * @param ayah      over the Ayah rows only (questions with at least one)
 * @param matn      over the matn rows only
 */
public record RelevanceScore(Part mixed, Part ayah, Part matn) implements Score {

    /** The official output key. */
    public static final String OFFICIAL_KEY = "Macro-averaged F1";
    public static final String AYAH_KEY = OFFICIAL_KEY + " Ayah";
    public static final String MATN_KEY = OFFICIAL_KEY + " matn";

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
            return DecisionRule.f1(gold, predicted, both);
        }
    }

    /** Counts among the official output's keys: they do not depend on the folds. */
    static final Set<String> COUNTS = Set.of("questions", "questions_Ayah", "questions_matn", "rows", "missing_questions");

    /** The official key, the per-type scores and the question counts. */
    @Override
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
        return OfficialJson.pretty(toOfficialJson());
    }

    @Override
    public Map<String, Integer> rows() {
        Map<String, Integer> m = new LinkedHashMap<>();
        m.put(OFFICIAL_KEY, mixed.rows());
        m.put(AYAH_KEY, ayah.rows());
        m.put(MATN_KEY, matn.rows());
        return m;
    }

    @Override
    public Set<String> foldIndependent() {
        return COUNTS;
    }
}
