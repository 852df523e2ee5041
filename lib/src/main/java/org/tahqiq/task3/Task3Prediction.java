package org.tahqiq.task3;

import java.util.Objects;
import org.tahqiq.dataset.AnnotationKey;
import org.tahqiq.dataset.SegmentKey;

/**
 * One Subtask 3 prediction: the corrected text of the annotation's Ayah or matn, or {@code خطأ}.
 * The official key is (Response_ID, Annotation_ID); the segment type is written to the file as well.
 */
public record Task3Prediction(SegmentKey key, String correction) {

    public Task3Prediction {
        Objects.requireNonNull(key, "key");
    }

    public AnnotationKey annotationKey() {
        return AnnotationKey.of(key);
    }
}
