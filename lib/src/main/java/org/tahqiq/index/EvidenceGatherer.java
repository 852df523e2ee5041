package org.tahqiq.index;

import java.util.List;
import java.util.Map;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.AnnotationKey;
import org.tahqiq.dataset.SegmentType;

/**
 * Retrieval once per annotation (the costly step every subtask shares): the verse evidence of its Ayah, the record
 * evidence of its matn. Subtasks judge, correct or rank from this without retrieving again.
 */
public final class EvidenceGatherer {

    private final Retrieval retrieval;

    public EvidenceGatherer(Retrieval retrieval) {
        this.retrieval = retrieval;
    }

    public Retrieval retrieval() {
        return retrieval;
    }

    /** Evidence for each annotation, in input order (retrieval runs in parallel). */
    public List<AnnotationEvidence> gather(List<Annotation> annotations) {
        return gather(annotations, Map.of());
    }

    /**
     * @param context per annotation given without its Ayah or matn, the whole annotation (see
     *                {@link org.tahqiq.dataset.ReferenceContext}): its quote is matched in their place
     */
    public List<AnnotationEvidence> gather(List<Annotation> annotations, Map<AnnotationKey, Annotation> context) {
        return annotations.parallelStream()
                .map(a -> gather(a, context.get(new AnnotationKey(a.responseId(), a.annotationId())))).toList();
    }

    public AnnotationEvidence gather(Annotation a) {
        return gather(a, null);
    }

    private AnnotationEvidence gather(Annotation a, Annotation context) {
        Annotation quotes = context != null && !a.hasQuote() ? context : a;
        AyahEvidence ayah = quotes.segment(SegmentType.AYAH)
                .map(s -> retrieval.quranMatcher().match(s.text())).orElse(null);
        HadithEvidence hadith = quotes.segment(SegmentType.MATN)
                .map(s -> retrieval.hadithMatcher().match(s.text())).orElse(null);
        return new AnnotationEvidence(a, ayah, hadith);
    }
}
