package org.tahqiq.task2.rules;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.HadithCandidate;
import org.tahqiq.index.HadithEvidence;
import org.tahqiq.index.HadithMatcher;
import org.tahqiq.attribution.NarratorExtractor;
import org.tahqiq.index.AnnotationEvidence;

/**
 * An isnad is grounded when every narrator it names appears in the chain of some record carrying the same
 * matn. With no narrator named, or no record of the matn to check against, there is nothing to contradict.
 */
public final class IsnadRule implements SegmentRule {

    private final HadithMatcher matcher;
    private final RuleOptions options;
    private final NarratorExtractor extractor = new NarratorExtractor();
    // Judging runs once per threshold, fold and fold seed; names and chains do not depend on them (memoized per run).
    private final Map<String, List<String>> namesBySpan = new ConcurrentHashMap<>();
    private final Map<Integer, String> chainByRecord = new ConcurrentHashMap<>();

    public IsnadRule(HadithMatcher matcher, RuleOptions options) {
        this.matcher = matcher;
        this.options = options;
    }

    @Override
    public SegmentType type() {
        return SegmentType.ISNAD;
    }

    @Override
    public Verdict judge(Segment segment, AnnotationEvidence evidence, Thresholds t) {
        if (!options.groundedIsnad()) {
            return Verdict.unchecked(segment.key(), "isnad not checked (ablation)");
        }
        List<String> names = namesBySpan.computeIfAbsent(segment.text(), extractor::extract);
        HadithEvidence ev = evidence.hadith();
        List<HadithCandidate> equivalents = ev == null ? List.of() : ev.equivalents(t.equivalent());
        if ((!options.allPlaces() || !options.isnadEveryEquivalent()) && equivalents.size() > 1) {
            equivalents = equivalents.subList(0, 1);
        }
        if (names.isEmpty()) {
            return Verdict.unchecked(segment.key(), "no narrator named");
        }
        if (equivalents.isEmpty()) {
            return Verdict.unchecked(segment.key(), "no record of this matn to check " + String.join("، ", names) + " against");
        }
        for (HadithCandidate c : equivalents) {
            Hadith h = matcher.record(c.record());
            String chain = chainByRecord.computeIfAbsent(c.record(), r -> NarratorExtractor.canonical(h.fullText()));
            if (names.stream().allMatch(n -> NarratorExtractor.chainNames(chain, n))) {
                return new Verdict(segment.key(), Label.CORRECT, c.score(), h.reference(), h.fullText(),
                        String.join("، ", names) + " in the chain of " + h.reference());
            }
        }
        Hadith first = matcher.record(equivalents.get(0).record());
        return new Verdict(segment.key(), Label.INCORRECT, equivalents.get(0).score(), first.reference(),
                first.fullText(), String.join("، ", names) + " in none of the " + equivalents.size()
                        + " chain(s) of this matn");
    }
}
