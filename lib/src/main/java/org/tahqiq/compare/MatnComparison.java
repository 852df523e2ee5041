package org.tahqiq.compare;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.index.HadithCandidate;
import org.tahqiq.index.HadithEvidence;
import org.tahqiq.index.HadithMatcher;

/**
 * A matn quote compared with every shortlisted record, not only the nearest: each record's {@link Difference}, the
 * closest record, and what the records say together — whether any record of the hadith has each of the quote's content
 * words, how many records (and collections) render it about as closely, and how far the closest stands above the
 * best record of another hadith. Subtask 2 decides on these; Subtask 3 proposes from the same comparison.
 *
 * @param alternatives        each shortlisted record with its difference, in shortlist order
 * @param closest             the position in {@code alternatives} of the record that renders the quote best (highest
 *                            alignment score, then character similarity), or -1 when nothing was shortlisted
 * @param unsupportedContent  share (0–1) of the quote's content words that no record of the same hadith has where it
 *                            renders the quote (the closest alone when no other qualifies)
 * @param agreeing            records whose alignment scores within {@link #AGREE_MARGIN} of the closest's
 * @param agreeingCollections distinct collections among them
 * @param margin              the closest's alignment score minus that of the best record of another hadith, per quote
 *                            word (0 when no other hadith was shortlisted)
 */
public record MatnComparison(HadithEvidence evidence, List<Alternative> alternatives, int closest, double unsupportedContent,
                             int agreeing, int agreeingCollections, double margin) {

    /**
     * A record renders the same hadith when it has at least this share of the quote's words where it renders it. Half:
     * a record of another hadith shares particles and frame words with any quote, rarely half of it. A prior, not tuned.
     */
    public static final double SAME_HADITH = 0.5;
    /**
     * Records whose alignment scores at most this far below the closest's agree with it: one word matched or not
     * ({@link WordAligner#MATCH}). A prior, not tuned.
     */
    public static final int AGREE_MARGIN = WordAligner.MATCH;

    /** One shortlisted record and how the quote differs from it. */
    public record Alternative(HadithCandidate candidate, Hadith record, Difference difference) {

        /**
         * {@link Difference#describe()} in the words as written: the quote's as {@code span} has them, the record's as
         * its narration does (diacritics and all), so a reader sees "نَوَى → يريد" rather than normalized forms.
         */
        public String describe(String span, HadithMatcher matcher) {
            Alignment a = difference.alignment();
            UnaryOperator<String> normalize = matcher.normalizer();
            List<String> narration = words(matcher.narration(candidate.record()));
            int from = java.util.Collections.indexOfSubList(narration, a.text());
            if (from < 0) {
                return difference.describe();
            }
            // only as far as the window: the narration's later words are not shown
            List<String> written = SurfaceWords.of(record.fullText(), narration.subList(0, from + a.text().size()), normalize);
            return difference.describe(SurfaceWords.of(span, a.quote(), normalize), written.subList(from, written.size()));
        }
    }

    public MatnComparison {
        alternatives = List.copyOf(alternatives);
    }

    /** Compares the quote of {@code evidence} with each of its shortlisted records. */
    public static MatnComparison of(HadithEvidence evidence, HadithMatcher matcher) {
        List<String> quote = words(evidence.query());
        List<Alternative> alts = new ArrayList<>();
        for (HadithCandidate c : evidence.candidates()) {
            alts.add(alternative(quote, evidence, c, matcher));
        }
        if (alts.isEmpty() || quote.isEmpty()) {
            return new MatnComparison(evidence, alts, alts.isEmpty() ? -1 : 0, 1, 0, 0, 0);
        }
        int closest = 0;
        for (int i = 1; i < alts.size(); i++) {
            Alignment a = alts.get(i).difference().alignment();
            Alignment b = alts.get(closest).difference().alignment();
            if (a.score() > b.score() || a.score() == b.score() && alts.get(i).candidate().score() > alts.get(closest).candidate().score()) {
                closest = i;
            }
        }
        Alignment best = alts.get(closest).difference().alignment();
        boolean[] supported = new boolean[quote.size()];
        int agreeing = 0;
        Set<String> collections = new HashSet<>();
        int otherHadith = Integer.MIN_VALUE;
        for (int i = 0; i < alts.size(); i++) {
            Difference d = alts.get(i).difference();
            boolean same = i == closest || d.coverage() >= SAME_HADITH;
            if (same) {
                for (Alignment.Step s : d.alignment().steps()) {
                    if (s.kind() == Alignment.Kind.MATCH || s.kind() == Alignment.Kind.VARIANT) {
                        supported[s.q()] = true;
                    }
                }
            } else {
                otherHadith = Math.max(otherHadith, d.alignment().score());
            }
            if (d.alignment().score() >= best.score() - AGREE_MARGIN) {
                agreeing++;
                collections.add(alts.get(i).record().collection().key());
            }
        }
        int content = 0;
        int unsupported = 0;
        for (int i = 0; i < quote.size(); i++) {
            if (WordClasses.of(quote.get(i)) == WordClass.CONTENT) {
                content++;
                if (!supported[i]) {
                    unsupported++;
                }
            }
        }
        double margin = otherHadith == Integer.MIN_VALUE ? 0 : (double) (best.score() - otherHadith) / quote.size();
        return new MatnComparison(evidence, alts, closest, content == 0 ? 0 : (double) unsupported / content, agreeing,
                collections.size(), margin);
    }

    /** The quote compared with the shortlist's nearest record alone (by character similarity), or null when empty. */
    public static Alternative nearest(HadithEvidence evidence, HadithMatcher matcher) {
        HadithCandidate best = evidence.best();
        return best == null ? null : alternative(words(evidence.query()), evidence, best, matcher);
    }

    private static Alternative alternative(List<String> quote, HadithEvidence evidence, HadithCandidate c, HadithMatcher matcher) {
        Difference d = Difference.of(WordAligner.align(quote, words(region(matcher.narration(c.record()), c,
                evidence.query().length()))));
        return new Alternative(c, matcher.record(c.record()), d);
    }

    /**
     * The part of a narration the quote can render: the window retrieval's character match found, widened by the
     * quote's own length on each side (room for words it drops or adds) and cut at word boundaries. Long narrations
     * hold other sentences; aligning with them costs time and finds nothing the quote says.
     */
    static String region(String narration, HadithCandidate c, int quoteLength) {
        int from = Math.max(0, c.start() - quoteLength);
        int to = (int) Math.min(narration.length(), (long) c.end() + quoteLength);
        if (from == 0 && to == narration.length()) {
            return narration;
        }
        while (from > 0 && narration.charAt(from - 1) != ' ') {
            from--;
        }
        while (to < narration.length() && narration.charAt(to) != ' ') {
            to++;
        }
        return narration.substring(from, to);
    }

    /** The words of a normalized text (single spaces, as the normalizer writes them; runs tolerated). */
    static List<String> words(String normalized) {
        List<String> out = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= normalized.length(); i++) {
            if (i == normalized.length() || normalized.charAt(i) == ' ') {
                if (i > start) {
                    out.add(normalized.substring(start, i));
                }
                start = i + 1;
            }
        }
        return out;
    }

    /** The record that renders the quote best, or null. */
    public Alternative best() {
        return closest < 0 ? null : alternatives.get(closest);
    }
}
