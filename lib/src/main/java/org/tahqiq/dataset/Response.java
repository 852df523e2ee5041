package org.tahqiq.dataset;

import java.util.List;

/** One model answer with its annotations, as a line of dev.jsonl. */
public record Response(String id, String questionId, String question, String answer, List<Annotation> annotations) {

    public Response {
        annotations = List.copyOf(annotations);
    }
}
