package org.tahqiq.task2.rules;

import org.tahqiq.corpus.Hadith;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.HadithCandidate;
import org.tahqiq.index.HadithEvidence;
import org.tahqiq.index.HadithMatcher;
import org.tahqiq.index.AnnotationEvidence;
import org.tahqiq.compare.MatnComparison;

/**
 * A matn is correct when some record's narration contains it (after honorifics are set aside) closely enough: by the
 * similarity cut, or by the {@link MatnModel} over how the quote differs from every shortlisted record
 * ({@link MatnComparison}) when the fit carries one.
 */
public final class MatnRule implements ThresholdRule {

    /** As {@link AyahRule}'s cap: one grid step below 100, so only a word-for-word quote passes every threshold. */
    static final double NON_EXACT_CAP = 99.5;
    private final HadithMatcher matcher;
    private final RuleOptions options;
    private final java.util.function.Supplier<KnownQuotes> knownSource;
    private volatile KnownQuotes known;

    public MatnRule(HadithMatcher matcher, RuleOptions options) {
        this(matcher, options, () -> KnownQuotes.EMPTY);
    }

    /**
     * @param known the quotes judged before, read on first use (a checker that never meets a loose matn never reads
     *              the labelled files)
     */
    public MatnRule(HadithMatcher matcher, RuleOptions options, java.util.function.Supplier<KnownQuotes> known) {
        this.matcher = matcher;
        this.options = options;
        this.knownSource = known;
    }

    private KnownQuotes known() {
        KnownQuotes k = known;
        if (k == null) {
            synchronized (this) {
                if (known == null) {
                    known = knownSource.get();
                }
                k = known;
            }
        }
        return k;
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
        double corpus = ev.isExact() ? 100 : Math.min(ev.similarity(), NON_EXACT_CAP);
        if (!options.acceptedQuotes() || corpus == 100) {
            return corpus;
        }
        double accepted = knownMatch(ev).correct();
        return Math.max(corpus, accepted == 100 ? 100 : Math.min(accepted, NON_EXACT_CAP));
    }

    /** Judged quotes looked up once per quote text: scoring runs once per threshold, fold and fold seed. */
    private final java.util.Map<String, KnownQuotes.Match> knownByQuote = new java.util.concurrent.ConcurrentHashMap<>();

    /** The closest judged quotes to the quote. */
    KnownQuotes.Match knownMatch(HadithEvidence ev) {
        return knownByQuote.computeIfAbsent(ev.query(), q -> known().nearest(q));
    }

    /** Whether the accepted quote, not a record, gives the quote its score. */
    private boolean acceptedQuoteDecides(HadithEvidence ev) {
        if (!options.acceptedQuotes() || ev.isExact()) {
            return false;
        }
        return knownMatch(ev).correct() > Math.min(ev.similarity(), NON_EXACT_CAP);
    }

    private boolean tooShort(HadithEvidence ev) {
        return options.minMatnWords() && words(ev.query()) < options.priors().matnMinWords();
    }

    private static int words(String normalized) {
        return normalized.isEmpty() ? 0 : normalized.split(" ").length;
    }

    /** Whether a quote is too short to prove anything (a single word), so no model is asked. */
    boolean tooShort(AnnotationEvidence evidence) {
        HadithEvidence ev = evidence.hadith();
        return ev != null && tooShort(ev);
    }

    /** The model's features of a quote, or null when the cut decides it (nothing shortlisted, or too short). */
    public double[] features(AnnotationEvidence evidence, java.util.List<MatnFeature> features) {
        HadithEvidence ev = evidence.hadith();
        if (ev == null || ev.best() == null || tooShort(ev)) {
            return null;
        }
        MatnComparison c = features.stream().anyMatch(MatnFeature::readsComparison) ? MatnComparison.of(ev, matcher) : null;
        return MatnFeature.values(features, score(ev), c, knownMatch(ev, features));
    }

    /**
     * How the quote differs from its nearest record (the one a verdict's reason describes when no feature compares
     * records), or null when nothing is shortlisted.
     */
    public org.tahqiq.compare.Difference nearestDifference(AnnotationEvidence evidence) {
        HadithEvidence ev = evidence.hadith();
        return ev == null || ev.best() == null ? null : MatnComparison.nearest(ev, matcher).difference();
    }

    /** The closest judged quotes, looked up only when a feature reads them. */
    private KnownQuotes.Match knownMatch(HadithEvidence ev, java.util.List<MatnFeature> features) {
        return features.stream().anyMatch(f -> f.group() == MatnFeature.Group.KNOWN) || options.acceptedQuotes()
                ? knownMatch(ev) : KnownQuotes.Match.NONE;
    }

    /** As {@link #judge(Segment, AnnotationEvidence, Thresholds)}, by the fit's model when it has one. */
    public Verdict judge(Segment segment, AnnotationEvidence evidence, Task2Fit fit) {
        MatnModel model = fit.matn();
        HadithEvidence ev = evidence.hadith();
        if (model == null || ev == null || ev.best() == null || tooShort(ev)) {
            return judge(segment, evidence, fit.thresholds());
        }
        double score = score(ev);
        boolean compare = model.features().stream().anyMatch(MatnFeature::readsComparison);
        MatnComparison c = compare ? MatnComparison.of(ev, matcher) : null;
        KnownQuotes.Match k = knownMatch(ev, model.features());
        double[] x = MatnFeature.values(model.features(), score, c, k);
        boolean correct = model.accepts(x);
        // The record the reason describes: the one the comparison found closest, else the nearest by similarity (its
        // difference alone is worked out: the reason needs no other record's).
        MatnComparison.Alternative closest = c != null ? c.best() : MatnComparison.nearest(ev, matcher);
        Hadith h = closest.record();
        String reason = (ev.best().exact() ? "quoted word for word in " + matcher.record(ev.best().record()).reference()
                : acceptedQuoteDecides(ev) ? acceptedReason(knownMatch(ev), h.reference(), closest.describe(segment.text(), matcher))
                : "nearest " + h.reference() + ": " + closest.describe(segment.text(), matcher) + knownReason(k))
                + String.format(java.util.Locale.ROOT, "; p(correct) %.2f", model.probability(x));
        return verdict(segment, Label.of(correct), score, h, ev, reason);
    }

    /**
     * The verdict's evidence: the accepted quote when it, not a record, gives the quote its score (its answer as the
     * reference, its text as the matched text), else the record.
     */
    private Verdict verdict(Segment segment, Label label, double score, Hadith record, HadithEvidence ev, String reason) {
        if (acceptedQuoteDecides(ev)) {
            KnownQuotes.Judged q = knownMatch(ev).accepted();
            return new Verdict(segment.key(), label, score, ACCEPTED_QUOTE + q.responseId(), q.text(), reason);
        }
        return new Verdict(segment.key(), label, score, record.reference(), record.matn(), reason);
    }

    /** How a verdict's reference names an accepted quote: "a quote accepted in answer R000123". */
    public static final String ACCEPTED_QUOTE = "a quote accepted in answer ";

    private static String acceptedReason(KnownQuotes.Match k, String nearestRecord, String how) {
        return String.format(java.util.Locale.ROOT, "worded as a quote gold accepted before (answer %s, similarity %.1f); "
                + "nearest record %s: %s", k.accepted().responseId(), k.correct(), nearestRecord, how);
    }

    /** Names a judged quote when one is this close (within a few letters of the whole quote). */
    static final double KNOWN_SHOWN = 95;

    private static String knownReason(KnownQuotes.Match k) {
        if (k.correct() >= KNOWN_SHOWN && k.correct() >= k.incorrect()) {
            return String.format(java.util.Locale.ROOT, "; worded as a quote accepted before (%.0f)", k.correct());
        }
        if (k.incorrect() >= KNOWN_SHOWN) {
            return String.format(java.util.Locale.ROOT, "; worded as a quote rejected before (%.0f)", k.incorrect());
        }
        return "";
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
                : acceptedQuoteDecides(ev)
                ? acceptedReason(knownMatch(ev), h.reference(), String.format(java.util.Locale.ROOT, "similarity %.1f %s %.1f",
                        score, correct ? "≥" : "<", t.matn()))
                : String.format("nearest %s, similarity %.1f %s %.1f: %s", h.reference(), score, correct ? "≥" : "<", t.matn(),
                        MatnComparison.nearest(ev, matcher).describe(segment.text(), matcher));
        return verdict(segment, Label.of(correct), score, h, ev, reason);
    }
}
