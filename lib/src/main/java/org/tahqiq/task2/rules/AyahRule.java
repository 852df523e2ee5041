package org.tahqiq.task2.rules;

import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.tahqiq.compare.Difference;
import org.tahqiq.compare.SurfaceWords;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.corpus.QuranText;
import org.tahqiq.corpus.QuranText.ExactMatch;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.AyahEvidence;
import org.tahqiq.index.HadithMatcher;
import org.tahqiq.index.VerseCandidate;
import org.tahqiq.text.ArabicNormalizer;
import org.tahqiq.text.rasm.Rasm;
import org.tahqiq.index.AnnotationEvidence;

/**
 * An Ayah quote is correct when its letters occur word-aligned in the Qur'an with no vowel that contradicts
 * the corpus (annotators reject a passive "hurrima" for the corpus's "harrama"), and it is long enough to identify a verse; otherwise
 * when its best fuzzy similarity reaches the threshold (spelling variants such as "الربوا").
 */
public final class AyahRule implements ThresholdRule {

    /**
     * Non-exact similarities are capped one grid step below 100 so that only exact clean quotes pass every threshold
     * (a design value tied to the 0.5-step grid, not tuned).
     */
    static final double NON_EXACT_CAP = 99.5;

    private final QuranCorpus corpus;
    private final RuleOptions options;

    public AyahRule(QuranCorpus corpus) {
        this(corpus, RuleOptions.ALL);
    }

    public AyahRule(QuranCorpus corpus, RuleOptions options) {
        this.corpus = corpus;
        this.options = options;
    }

    @Override
    public SegmentType type() {
        return SegmentType.AYAH;
    }

    @Override
    public double score(AnnotationEvidence evidence) {
        return score(evidence.ayah());
    }

    /** The score the threshold applies to: 100 for a clean exact quote, 0 for a disqualified one. */
    public double score(AyahEvidence ev) {
        if (ev == null) {
            return 0;
        }
        if (!options.rasmVariants()) {
            ev = ev.withoutRasm();
        }
        if (ev.isExact() && !options.exactAyah()) {
            return 100;
        }
        if (ev.isExact()) {
            ExactMatch e = ev.exact().get(0);
            if (e.conflicts() > 0) {
                return 0;
            }
            if (e.words() < options.priors().ayahMinWords() && !corpus.text().coversWholeVerses(e.start(), e.end())) {
                return 0;
            }
            return 100;
        }
        return Math.min(ev.similarity(), NON_EXACT_CAP);
    }

    @Override
    public Verdict judge(Segment segment, AnnotationEvidence evidence, Thresholds t) {
        AyahEvidence ev = evidence.ayah() == null || options.rasmVariants() ? evidence.ayah() : evidence.ayah().withoutRasm();
        double score = score(ev);
        boolean correct = score >= threshold(t);
        VerseCandidate best = ev == null ? null : ev.best();
        String ref = best == null ? "" : reference(best);
        String text = best == null ? "" : text(best);
        String reason;
        if (best == null) {
            reason = "no verse shares enough of the text";
        } else if (ev.isExact()) {
            ExactMatch e = ev.exact().get(0);
            if (e.conflicts() > 0) {
                reason = "letters occur in " + ref + " but " + e.conflicts() + " vowel(s) contradict the corpus"
                        + firstConflict(segment.text(), e);
            } else if (score == 0) {
                reason = "only " + e.words() + " word(s), too short to identify a verse";
            } else {
                reason = "exact quote of " + ref + (ev.exact().size() > 1 ? " (" + ev.exact().size() + " occurrences)" : "")
                        + (ev.viaRasm() ? spelling(segment.text()) : "");
            }
        } else {
            // what differs, in the words as written: the verse's in the corpus's writing, the quote's as the answer has it
            reason = String.format("nearest %s, similarity %.1f %s %.1f: %s", ref, score, correct ? "≥" : "<", t.ayah(),
                    Difference.describe(segment.text(), text, HadithMatcher::normalize));
        }
        return new Verdict(segment.key(), Label.of(correct), score, ref, text, reason);
    }

    /**
     * ", first in X, which the corpus writes Y": the quote's word holding the first contradicting vowel and the corpus's
     * word there, each as written; empty when the match has none placed.
     */
    private String firstConflict(String span, ExactMatch e) {
        if (e.firstConflict() < 0) {
            return "";
        }
        QuranText text = corpus.text();
        int verse = text.verseAt(e.firstConflict());
        String written = corpus.get(verse).text();
        // the verse is normalized as the concatenation was built: its offsets map back to the written verse
        int inVerse = ArabicNormalizer.normalizeMapped(written, ArabicNormalizer.Level.SEARCH)
                .originalStart(e.firstConflict() - text.verseOffset(verse));
        return ", first in " + SurfaceWords.wordAt(span, e.firstConflictInSpan()) + ", which the corpus writes "
                + SurfaceWords.wordAt(written, inVerse);
    }

    /** How a quote matched through the rasm is spelt: the Uthmani script when it carries its marks. */
    static String spelling(String quote) {
        for (int i = 0; i < quote.length(); i++) {
            if (Rasm.isUthmaniMark(quote, i)) {
                return ", in the Uthmani spelling";
            }
        }
        return ", in another edition's spelling";
    }

    public String reference(VerseCandidate c) {
        return corpus.reference(c.firstVerse(), c.lastVerse());
    }

    public String text(VerseCandidate c) {
        return IntStream.rangeClosed(c.firstVerse(), c.lastVerse())
                .mapToObj(i -> corpus.get(i).text()).collect(Collectors.joining(" "));
    }
}
