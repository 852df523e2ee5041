package org.tahqiq.task1.detect;

import org.tahqiq.task1.analysis.Analysis;
import org.tahqiq.task1.analysis.Analyzer;
import org.tahqiq.task1.analysis.Evidence;
import org.tahqiq.task1.analysis.TokenSpan;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Subtask 1 as a library call: {@code detect(answer)} finds the citations in a raw model answer and returns them
 * grouped into annotations with typed, code-point-offset spans and the evidence for each. Analysis (tokens, quotes,
 * cues, corpus alignment), then the trained tagger, then the gold's boundary conventions and grouping. Holds only
 * immutable state: one instance serves any number of threads.
 */
public final class SpanDetector {

    /**
     * Path scores are divided by this before the marginals that give a span its confidence: the averaged perceptron's
     * raw scores make every marginal 1.000. On the dev folds the confidence's AUC for telling exact spans from the rest
     * is 0.52 at 1, 0.85 at 40, 0.86 at 80–160, 0.85 at 320. The second pass bins the first pass's confidence at this
     * temperature too ({@link Stacking}), so its tags depend on it, a little: working CV at 2 fold seeds 0.9393 at 50,
     * 0.9403 at 100, 0.9402 at 200.
     */
    static final double TEMPERATURE = 100;

    private final Analyzer analyzer;
    private final SequenceModel model;
    private final Set<BoundaryRule> rules;

    public SpanDetector(Analyzer analyzer, SequenceModel model) {
        this(analyzer, model, BoundaryRule.ALL);
    }

    /** @param rules the gold's boundary conventions applied to the tagger's spans (all of them, unless measuring one) */
    public SpanDetector(Analyzer analyzer, SequenceModel model, Set<BoundaryRule> rules) {
        this.analyzer = analyzer;
        this.model = model;
        this.rules = Set.copyOf(rules);
    }

    public Analyzer analyzer() {
        return analyzer;
    }

    public SequenceModel model() {
        return model;
    }

    public List<DetectedAnnotation> detect(String answer) {
        Analysis a = analyzer.analyze(answer);
        return detect(a, FeatureExtractor.extract(a), model, true);
    }

    /** Detection on an answer already analysed, with a given model (cross-validation passes each fold's). */
    public static List<DetectedAnnotation> detect(Analyzer analyzer, Analysis a, long[][] features, SequenceModel model,
                                           Set<BoundaryRule> rules) {
        return new SpanDetector(analyzer, model, rules).detect(a, features, model, true);
    }

    /** Detection on an answer already analysed, with this detector's model and rules. */
    public List<DetectedAnnotation> detect(Analysis a, long[][] features) {
        return detect(a, features, model, true);
    }

    /** The spans alone, without confidences or evidence (NaN and ""): what a score needs, at a fraction of the cost. */
    public static List<DetectedAnnotation> spansOnly(Analyzer analyzer, Analysis a, long[][] features, SequenceModel model,
                                              Set<BoundaryRule> rules) {
        return new SpanDetector(analyzer, model, rules).detect(a, features, model, false);
    }

    private List<DetectedAnnotation> detect(Analysis a, long[][] features, SequenceModel m, boolean evidence) {
        SequenceModel.Tagging tagging = evidence ? m.tag(features, TEMPERATURE) : new SequenceModel.Tagging(m.decode(features), null);
        int[] tags = tagging.tags();
        double[][] marginals = tagging.marginals();
        List<TokenSpan> spans = SpanDecoder.nest(a,
                BoundaryRules.apply(a, SpanDecoder.runs(tags, marginals), tags, rules));
        List<DetectedAnnotation> out = new ArrayList<>();
        int id = 1;
        for (List<TokenSpan> group : AnnotationGrouper.group(a, spans)) {
            List<DetectedSpan> ds = new ArrayList<>(group.size());
            for (TokenSpan s : group) {
                int[] cp = SpanDecoder.codePoints(a, s);
                String text = a.text().substring(a.tokens().get(s.first()).start(), a.tokens().get(s.last()).end());
                Evidence.Lines why = evidence ? Evidence.of(analyzer, a, s, text) : new Evidence.Lines("", "");
                ds.add(new DetectedSpan(s.type(), cp[0], cp[1], text, evidence ? s.confidence() : Double.NaN,
                        why.why(), why.signals()));
            }
            out.add(new DetectedAnnotation(id++, ds));
        }
        return out;
    }
}
