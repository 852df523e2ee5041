package org.tahqiq.task4;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * One way to build the relevance model: which features, how the train rows take part, the L2 penalty, and the
 * decision rule (whose parameter, if it has one, the inner folds choose).
 *
 * @param trainWeight weight of a train_task_4 row in the fit beside a dev row's 1; 0 fits on dev rows only (the train
 *                    labels then still feed the label-based features)
 * @param transfer    fit the train rows first and pull the dev fit towards their weights instead of towards 0
 *                    (trainWeight is then ignored)
 */
public record ModelConfig(String name, List<Feature> features, double trainWeight, double lambda, DecisionRule.Kind rule,
                          boolean transfer) {

    public ModelConfig {
        features = List.copyOf(features);
    }

    public ModelConfig(String name, List<Feature> features, double trainWeight, double lambda, DecisionRule.Kind rule) {
        this(name, features, trainWeight, lambda, rule, false);
    }

    /**
     * The shipped model: the citation, question–citation lexical and topic scores, the citation's role in the answer,
     * and how often the same verse or record was relevant for other questions; fitted on dev rows (train labels feed
     * only the prior); L2 penalty 30; each question's rows marked by expected F1. Chosen among the configurations of
     * {@link Experiments#tried()} by their cross-validated scores (see the README for the estimate with that choice
     * nested inside the folds).
     */
    public static ModelConfig shipped() {
        return new ModelConfig("relevance model", groups(Feature.Group.BASE, Feature.Group.LEXICAL, Feature.Group.TOPIC,
                Feature.Group.ANSWER, Feature.Group.PRIOR), 0, 30, DecisionRule.Kind.EXPECTED_F1_AS_IS);
    }

    public static List<Feature> groups(Feature.Group... groups) {
        Set<Feature.Group> g = EnumSet.noneOf(Feature.Group.class);
        g.addAll(Arrays.asList(groups));
        return Arrays.stream(Feature.values()).filter(f -> g.contains(f.group())).toList();
    }

    public static ModelConfig allRelevant() {
        return new ModelConfig("all relevant", List.of(), 0, 0, DecisionRule.Kind.ALL_RELEVANT);
    }

    public ModelConfig withRule(DecisionRule.Kind k) {
        return new ModelConfig(name, features, trainWeight, lambda, k, transfer);
    }

    public ModelConfig withLambda(double l) {
        return new ModelConfig(name, features, trainWeight, l, rule, transfer);
    }

    public ModelConfig withTrainWeight(double w) {
        return new ModelConfig(name, features, w, lambda, rule, transfer);
    }

    public ModelConfig withTransfer() {
        return new ModelConfig(name, features, trainWeight, lambda, rule, true);
    }

    /** The same with the features of more groups. */
    public ModelConfig plus(Feature.Group... more) {
        Set<Feature> f = EnumSet.noneOf(Feature.class);
        f.addAll(features);
        f.addAll(groups(more));
        return new ModelConfig(name, Arrays.stream(Feature.values()).filter(f::contains).toList(), trainWeight, lambda, rule,
                transfer);
    }

    public ModelConfig named(String n) {
        return new ModelConfig(n, features, trainWeight, lambda, rule, transfer);
    }

    public boolean needsModel() {
        return rule != DecisionRule.Kind.ALL_RELEVANT;
    }
}
