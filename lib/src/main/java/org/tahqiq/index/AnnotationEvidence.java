package org.tahqiq.index;

import org.tahqiq.dataset.Annotation;

/**
 * Everything retrieval found for one citation, computed once and judged under any thresholds.
 *
 * @param ayah   evidence for the Ayah segment, or null when the annotation has none
 * @param hadith evidence for the matn segment, or null when the annotation has none
 */
public record AnnotationEvidence(Annotation annotation, AyahEvidence ayah, HadithEvidence hadith) {
}
