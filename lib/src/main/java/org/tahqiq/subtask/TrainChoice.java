package org.tahqiq.subtask;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Whether a labelled run's models also learn from the train answers ({@code train_set/train.jsonl}): {@code --train
 * none|train}. Train answers only ever join the training side of each fold; the folds and the scores stay over the
 * input's answers. Left unsaid, a run learns from them when the data folder has them.
 */
public enum TrainChoice {
    /** The input's answers alone (and the label TSVs, as always). */
    NONE,
    /** The train answers too; the data folder must have them. */
    TRAIN;

    public static final String OPTION = "--train";

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The choice {@code text} names; anything else is a usage error listing both. */
    public static TrainChoice parse(String text) {
        return Arrays.stream(values()).filter(c -> c.wire().equals(text)).findFirst().orElseThrow(() -> new UsageException(
                OPTION + " takes " + Arrays.stream(values()).map(TrainChoice::wire).collect(Collectors.joining(" or ")) + ", got " + text));
    }
}
