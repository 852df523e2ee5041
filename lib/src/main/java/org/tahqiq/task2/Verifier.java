package org.tahqiq.task2;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.AnnotationKey;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.AyahEvidence;
import org.tahqiq.index.HadithEvidence;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.AnnotationEvidence;

/**
 * Subtask 2 in two steps: {@link #gather} retrieves once per annotation (the costly part), {@link #judge}
 * applies the four rules under given thresholds (cheap, so thresholds can be swept).
 */
public final class Verifier {

    private final Retrieval retrieval;
    private final RuleOptions options;
    private final Map<SegmentType, SegmentRule> rules = new EnumMap<>(SegmentType.class);
    private final AyahRule ayahRule;
    private final MatnRule matnRule;

    public Verifier(Retrieval retrieval) {
        this(retrieval, RuleOptions.ALL);
    }

    public Verifier(Retrieval retrieval, RuleOptions options) {
        this.retrieval = retrieval;
        this.options = options;
        this.ayahRule = new AyahRule(retrieval.quran(), options);
        this.matnRule = new MatnRule(retrieval.hadithMatcher(), options);
        register(ayahRule);
        register(matnRule);
        register(new ClaimedSourceRule(retrieval.quran(), retrieval.hadithMatcher(), options));
        register(new IsnadRule(retrieval.hadithMatcher(), options));
    }

    /** The same retrieval with other rule switches (evidence can be shared between the two). */
    public Verifier withOptions(RuleOptions other) {
        return new Verifier(retrieval, other);
    }

    public RuleOptions options() {
        return options;
    }

    private void register(SegmentRule rule) {
        rules.put(rule.type(), rule);
    }

    public SegmentRule rule(SegmentType type) {
        return rules.get(type);
    }

    public AyahRule ayahRule() {
        return ayahRule;
    }

    public MatnRule matnRule() {
        return matnRule;
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

    /** One verdict per segment, in input order. */
    public List<Verdict> judge(List<AnnotationEvidence> evidence, Thresholds thresholds) {
        List<Verdict> out = new ArrayList<>();
        for (AnnotationEvidence ev : evidence) {
            for (Segment s : ev.annotation().segments()) {
                out.add(rules.get(s.type()).judge(s, ev, thresholds));
            }
        }
        return out;
    }
}
