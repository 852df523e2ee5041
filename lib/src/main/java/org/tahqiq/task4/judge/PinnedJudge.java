package org.tahqiq.task4.judge;

import org.tahqiq.models.FittedValues;
import org.tahqiq.models.Models;

/**
 * What unlabelled input is labelled with: the candidate chosen on every labelled row, its fit, and the same
 * features fitted without the other answers to the question (for an answer read alone, which has none).
 *
 * @param alone   null when the chosen features do not read other answers
 * @param coCited the floor of a co-cited row's probability, NaN when the chosen candidate has none
 */
public record PinnedJudge(ModelConfig config, RelevanceModel model, RelevanceModel alone, double coCited) {

    /** The fit for rows whose question has other answers at hand, or for rows read alone. */
    public RelevanceModel model(boolean otherAnswers) {
        return otherAnswers || alone == null ? model : alone;
    }

    /**
     * The model unlabelled input gets: the choice and fit on every labelled row, as the pinned dev spec records it (or
     * the models folder in use, {@link Models}). Read here, on the engine floor, so the product loads no command.
     */
    public static PinnedJudge current() {
        Models m = Models.current();
        return m.once("task4 fit", () -> read(m.spec("task4")));
    }

    private static PinnedJudge read(FittedValues spec) {
        String chosen = spec.has("chosen") ? spec.fitted("chosen", String.class) : ModelConfig.shippedModel().name();
        RelevanceModel model = spec.fitted("model", RelevanceModel.class);
        RelevanceModel alone = spec.has("alone") ? spec.fitted("alone", RelevanceModel.class) : null;
        Object floor = spec.fitted().get("coCitedFloor");
        return new PinnedJudge(new ModelConfig(chosen, model.features(), 0, Double.NaN,
                DecisionRule.Kind.EXPECTED_F1_AS_IS), model, alone,
                floor instanceof Number n ? n.doubleValue() : Double.NaN);
    }
}
