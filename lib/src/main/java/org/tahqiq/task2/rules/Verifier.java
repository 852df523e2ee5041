package org.tahqiq.task2.rules;

import org.tahqiq.task1.analysis.Evidence;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.AnnotationKey;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.EvidenceGatherer;
import org.tahqiq.index.RetrievalProgress;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.AnnotationEvidence;

/**
 * Subtask 2 in two steps: {@link #gather} retrieves once per annotation (the costly part), {@link #judge}
 * applies the four rules under given thresholds (cheap, so thresholds can be swept).
 */
public final class Verifier {

    private final Retrieval retrieval;
    private final EvidenceGatherer gatherer;
    private final RuleOptions options;
    private final java.util.function.Supplier<KnownQuotes> known;
    private final Map<SegmentType, SegmentRule> rules = new EnumMap<>(SegmentType.class);
    private final AyahRule ayahRule;
    private final MatnRule matnRule;

    public Verifier(Retrieval retrieval) {
        this(retrieval, RuleOptions.ALL);
    }

    public Verifier(Retrieval retrieval, RuleOptions options) {
        this(retrieval, options, KnownQuotes.EMPTY);
    }

    /** @param known the quotes judged before, which the matn rule may read */
    public Verifier(Retrieval retrieval, RuleOptions options, KnownQuotes known) {
        this(retrieval, options, () -> known);
    }

    /** @param known the quotes judged before, read when the matn rule first needs them */
    public Verifier(Retrieval retrieval, RuleOptions options, java.util.function.Supplier<KnownQuotes> known) {
        this.retrieval = retrieval;
        this.gatherer = new EvidenceGatherer(retrieval);
        this.options = options;
        this.known = known;
        this.ayahRule = new AyahRule(retrieval.quran(), options);
        this.matnRule = new MatnRule(retrieval.hadithMatcher(), options, known);
        register(ayahRule);
        register(matnRule);
        register(new ClaimedSourceRule(retrieval.quran(), retrieval.hadithMatcher(), options));
        register(new IsnadRule(retrieval.hadithMatcher(), options));
    }

    /** The same retrieval with other rule switches (evidence can be shared between the two). */
    public Verifier withOptions(RuleOptions other) {
        return new Verifier(retrieval, other, known);
    }

    /** The same retrieval and rules with another memory of judged quotes. */
    public Verifier withKnown(KnownQuotes other) {
        return new Verifier(retrieval, options, other);
    }

    /** The same retrieval and rules with a memory of judged quotes read on first use. */
    public Verifier withKnown(java.util.function.Supplier<KnownQuotes> other) {
        return new Verifier(retrieval, options, other);
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

    /** The rules that label by a score reaching a threshold, in segment-type order. */
    public List<ThresholdRule> thresholdRules() {
        List<ThresholdRule> out = new ArrayList<>();
        for (SegmentRule r : rules.values()) {
            if (r instanceof ThresholdRule t) {
                out.add(t);
            }
        }
        return out;
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

    /** Evidence for each annotation, in input order (see {@link EvidenceGatherer}). */
    public List<AnnotationEvidence> gather(List<Annotation> annotations) {
        return gatherer.gather(annotations);
    }

    public List<AnnotationEvidence> gather(List<Annotation> annotations, Map<AnnotationKey, Annotation> context) {
        return gatherer.gather(annotations, context);
    }

    public List<AnnotationEvidence> gather(List<Annotation> annotations, Map<AnnotationKey, Annotation> context,
                                           RetrievalProgress progress) {
        return gatherer.gather(annotations, context, progress);
    }

    public AnnotationEvidence gather(Annotation a) {
        return gatherer.gather(a);
    }

    /** One verdict per segment, in input order, matns by the similarity cut. */
    public List<Verdict> judge(List<AnnotationEvidence> evidence, Thresholds thresholds) {
        return judge(evidence, Task2Fit.cut(thresholds));
    }

    /** One verdict per segment, in input order; matns by the fit's model when it has one. */
    public List<Verdict> judge(List<AnnotationEvidence> evidence, Task2Fit fit) {
        List<Verdict> out = new ArrayList<>();
        for (AnnotationEvidence ev : evidence) {
            for (Segment s : ev.annotation().segments()) {
                out.add(s.type() == SegmentType.MATN ? matnRule.judge(s, ev, fit) : rules.get(s.type()).judge(s, ev, fit.thresholds()));
            }
        }
        return out;
    }
}
