package org.tahqiq.task1;

import org.tahqiq.task1.score.Task1Score;
import org.tahqiq.task1.detect.SequenceModel;
import java.nio.file.Path;
import java.util.List;

/**
 * One {@code task1} command run: the labelled result, the fold seeds of the repeated cross-validation with each
 * seed's score (the first is the result's own), the model trained on all labelled answers (null without gold),
 * and where it was written (null unless asked).
 */
public record Task1Run(Task1Result result, Task1Recipe recipe, List<Long> seeds, List<Task1Score> bySeed,
                       SequenceModel onAll, Path modelWritten) {
}
