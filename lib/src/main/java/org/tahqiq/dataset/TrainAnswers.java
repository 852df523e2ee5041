package org.tahqiq.dataset;

import java.nio.file.Files;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The official train answers, {@code train_set/train.jsonl}: the dev set's schema (spans, labels, corrections) for
 * about 4,700 more answers. A data folder without the file has none, and every model then learns from the dev
 * answers alone, as before; a Git LFS pointer in its place is refused ({@link LfsPointer}).
 */
public final class TrainAnswers {

    private TrainAnswers() {
    }

    /** The train answers of {@code data} in file order, or none when the data folder has no train.jsonl. */
    public static List<Response> read(DataLocation data) {
        return data.hasTrainAnswers() ? read(data, DevJsonlReader.read(data.trainJsonl())) : List.of();
    }

    /**
     * Checks what was read: train rows only ever join the training side of a fold, so an id they share with the dev
     * answers would let a dev answer be learnt from and scored at once.
     */
    private static List<Response> read(DataLocation data, List<Response> train) {
        if (!Files.isRegularFile(data.devJsonl())) {
            return train;
        }
        Map<String, Integer> line = new HashMap<>();
        List<String> lines = TextFiles.readLines(data.trainJsonl());
        for (int i = 0, r = 0; i < lines.size() && r < train.size(); i++) {
            if (!TextFiles.isBlank(lines.get(i))) {
                line.put(train.get(r++).id(), i + 1); // the reader skips blank lines, keeping file order
            }
        }
        for (Response dev : DevJsonlReader.read(data.devJsonl())) {
            Integer at = line.get(dev.id());
            if (at != null) {
                throw new InputException(data.trainJsonl(), at, "id", "response id '" + dev.id() + "' is also in "
                        + data.devJsonl() + "; the train and dev answers must be distinct");
            }
        }
        return train;
    }
}
