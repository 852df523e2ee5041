package org.tahqiq.task2;

import java.util.Objects;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentKey;

/** One Subtask 2 prediction. The validator rejects labels other than CORRECT/INCORRECT (including null). */
public record Prediction(SegmentKey key, Label label) {

    public Prediction {
        Objects.requireNonNull(key, "key");
    }
}
