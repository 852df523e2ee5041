package org.tahqiq.task4.judge;

import org.tahqiq.task4.Experiments;
import org.tahqiq.task4.features.Feature;
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
 * @param coCitedFloor a citation other answers to its question also make is at least as probable as such training
 *                    rows were relevant (see {@link RelevanceTrainer.Fitted}); the model's probability otherwise
 */
public record ModelConfig(String name, List<Feature> features, double trainWeight, double lambda, DecisionRule.Kind rule,
                          boolean transfer, boolean coCitedFloor) {

    public ModelConfig {
        features = List.copyOf(features);
    }

    public ModelConfig(String name, List<Feature> features, double trainWeight, double lambda, DecisionRule.Kind rule) {
        this(name, features, trainWeight, lambda, rule, false, false);
    }

    public ModelConfig withCoCitedFloor() {
        return coCitedFloor ? this : new ModelConfig(name + ", co-cited floor", features, trainWeight, lambda, rule, transfer, true);
    }

    public ModelConfig withoutCoCitedFloor() {
        return !coCitedFloor ? this : new ModelConfig(name.replace(", co-cited floor", ""), features, trainWeight, lambda, rule,
                transfer, false);
    }

    /**
     * The model before the co-citation standing (step 2 of the relevance experiments, and the base of
     * {@link Experiments#tried()}): the citation, question–citation lexical and topic scores, the citation's role in the
     * answer, and how often the same verse or record was relevant for other questions; fitted on dev rows (train labels
     * feed only the prior); L2 penalty 30; each question's rows marked by expected F1. Chosen among the configurations
     * of {@link Experiments#tried()} by their cross-validated scores.
     */
    public static ModelConfig beforeStanding() {
        return new ModelConfig("relevance model", groups(Feature.Group.BASE, Feature.Group.LEXICAL, Feature.Group.TOPIC,
                Feature.Group.ANSWER, Feature.Group.PRIOR), 0, 30, DecisionRule.Kind.EXPECTED_F1_AS_IS);
    }

    /**
     * The candidates the shipped model chooses among inside the folds (and, for unlabelled input, on every labelled
     * row): see the README's experiment table for how they were settled on.
     */
    public static List<ModelConfig> shippedCandidates() {
        return List.of(shippedModel());
    }

    /** What {@code ./tahqiq task4} decides with: {@link #beforeStanding()} plus the citation's standing among its question's. */
    public static ModelConfig shippedModel() {
        return beforeStanding().plus(Feature.Group.STANDING).named("relevance model");
    }

    /**
     * Candidates from the command line: each feature set (group names, comma-separated) with each L2 penalty; null
     * lists take the shipped candidates' feature sets or penalties.
     *
     * @throws IllegalArgumentException naming an unknown group or a negative penalty
     */
    public static List<ModelConfig> candidates(List<String> featureSets, List<Double> penalties) {
        List<ModelConfig> shipped = shippedCandidates();
        if (featureSets == null && penalties == null) {
            return shipped;
        }
        List<List<Feature>> sets = new java.util.ArrayList<>();
        if (featureSets == null) {
            shipped.stream().map(ModelConfig::features).distinct().forEach(sets::add);
        } else {
            for (String set : featureSets) {
                List<Feature.Group> g = new java.util.ArrayList<>();
                for (String name : set.split(",")) {
                    g.add(group(name.strip()));
                }
                sets.add(groups(g.toArray(Feature.Group[]::new)));
            }
        }
        List<Double> l2 = penalties != null ? penalties : shipped.stream().map(ModelConfig::lambda).distinct().toList();
        List<ModelConfig> out = new java.util.ArrayList<>();
        for (List<Feature> f : sets) {
            for (double l : l2) {
                if (!(l >= 0)) {
                    throw new IllegalArgumentException("--l2 takes penalties of 0 or more, got " + l);
                }
                out.add(new ModelConfig(describe(f) + ", L2 " + number(l), f, 0, l, DecisionRule.Kind.EXPECTED_F1_AS_IS));
            }
        }
        return out;
    }

    /** A group by its command-line name ("same-question" for SAME_QUESTION). */
    public static Feature.Group group(String name) {
        for (Feature.Group g : Feature.Group.values()) {
            if (g.name().replace('_', '-').equalsIgnoreCase(name)) {
                return g;
            }
        }
        throw new IllegalArgumentException("--features: unknown group '" + name + "'; the groups are "
                + String.join(", ", Arrays.stream(Feature.Group.values()).map(ModelConfig::groupName).toList()));
    }

    public static String groupName(Feature.Group g) {
        return g.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /** The groups of a feature list, in order: "base,lexical,topic". */
    static String describe(List<Feature> features) {
        return String.join(",", features.stream().map(Feature::group).distinct().map(ModelConfig::groupName).toList());
    }

    private static String number(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    /** The same without what only other answers to the question tell (for an answer read alone). */
    public ModelConfig withoutOtherAnswers() {
        return without(Feature.Group.SAME_QUESTION).without(Feature.Group.STANDING);
    }

    /** The same without the features of a group. */
    public ModelConfig without(Feature.Group g) {
        return new ModelConfig(name + " without " + groupName(g), features.stream().filter(f -> f.group() != g).toList(),
                trainWeight, lambda, rule, transfer, coCitedFloor);
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
        return new ModelConfig(name, features, trainWeight, lambda, k, transfer, coCitedFloor);
    }

    public ModelConfig withLambda(double l) {
        return new ModelConfig(name, features, trainWeight, l, rule, transfer, coCitedFloor);
    }

    public ModelConfig withTrainWeight(double w) {
        return new ModelConfig(name, features, w, lambda, rule, transfer, coCitedFloor);
    }

    public ModelConfig withTransfer() {
        return new ModelConfig(name, features, trainWeight, lambda, rule, true, coCitedFloor);
    }

    /** The same with the features of more groups. */
    public ModelConfig plus(Feature.Group... more) {
        Set<Feature> f = EnumSet.noneOf(Feature.class);
        f.addAll(features);
        f.addAll(groups(more));
        return new ModelConfig(name, Arrays.stream(Feature.values()).filter(f::contains).toList(), trainWeight, lambda, rule,
                transfer, coCitedFloor);
    }

    public ModelConfig named(String n) {
        return new ModelConfig(n, features, trainWeight, lambda, rule, transfer, coCitedFloor);
    }

    public boolean needsModel() {
        return rule != DecisionRule.Kind.ALL_RELEVANT;
    }
}
