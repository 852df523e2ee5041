package org.tahqiq.task2;

import org.tahqiq.corpus.Hadith;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.HadithCandidate;
import org.tahqiq.index.HadithEvidence;
import org.tahqiq.index.HadithMatcher;
import org.tahqiq.index.AnnotationEvidence;

/** A matn is correct when some record's narration contains it (after honorifics are set aside) closely enough. */
public final class MatnRule implements ThresholdRule {

    /** As {@link AyahRule}'s cap: one grid step below 100, so only a word-for-word quote passes every threshold. */
    static final double NON_EXACT_CAP = 99.5;
    private final HadithMatcher matcher;
    private final RuleOptions options;

    public MatnRule(HadithMatcher matcher, RuleOptions options) {
        this.matcher = matcher;
        this.options = options;
    }

    @Override
    public SegmentType type() {
        return SegmentType.MATN;
    }

    @Override
    public double score(AnnotationEvidence evidence) {
        return score(evidence.hadith());
    }

    public double score(HadithEvidence ev) {
        if (ev == null || ev.best() == null || tooShort(ev)) {
            return 0;
        }
        return ev.isExact() ? 100 : Math.min(ev.similarity(), NON_EXACT_CAP);
    }

    private boolean tooShort(HadithEvidence ev) {
        return options.minMatnWords() && words(ev.query()) < options.priors().matnMinWords();
    }

    private static int words(String normalized) {
        return normalized.isEmpty() ? 0 : normalized.split(" ").length;
    }

    @Override
    public Verdict judge(Segment segment, AnnotationEvidence evidence, Thresholds t) {
        HadithEvidence ev = evidence.hadith();
        double score = score(ev);
        boolean correct = score >= threshold(t);
        HadithCandidate best = ev == null ? null : ev.best();
        if (best == null) {
            return new Verdict(segment.key(), Label.INCORRECT, score, "", "", "no record shares enough of the text");
        }
        Hadith h = matcher.record(best.record());
        String reason = tooShort(ev)
                ? (words(ev.query()) == 1 ? "a single word proves no quote" : words(ev.query()) + " words prove no quote")
                : best.exact()
                ? "quoted word for word in " + h.reference()
                : String.format("nearest %s, similarity %.1f %s %.1f", h.reference(), score, correct ? "≥" : "<", t.matn());
        return new Verdict(segment.key(), Label.of(correct), score, h.reference(), h.matn(), reason);
    }
}
