package org.tahqiq.correct;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.corpus.QuranText;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.AyahEvidence;
import org.tahqiq.index.HadithCandidate;
import org.tahqiq.index.HadithEvidence;
import org.tahqiq.index.HadithMatcher;
import org.tahqiq.index.VerseCandidate;
import org.tahqiq.rules.AnnotationEvidence;
import org.tahqiq.text.Fuzzy;

/**
 * Turns Subtask 2 evidence into a proposed correction: the verse or matn the span most likely quotes, with
 * the similarity the خطأ rule decides on. Gold lists each verse of a multi-verse quote (and each parallel
 * narration of a hadith) as its own alternative, so one whole verse or one record's matn is proposed.
 */
public final class Corrector {

    /** Records re-ranked by their trimmed matn; the shortlist is ordered by the full narration only. */
    static final int MATN_CANDIDATES = 10;
    private static final int OTHERS = 4;

    private final QuranCorpus quran;
    private final HadithMatcher hadith;

    public Corrector(QuranCorpus quran, HadithMatcher hadith) {
        this.quran = quran;
        this.hadith = hadith;
    }

    /** A proposal for the annotation's one segment (see {@link Task3Input}). */
    public Proposal propose(AnnotationEvidence ev) {
        Segment s = ev.annotation().segments().get(0);
        return s.type() == SegmentType.AYAH ? ayah(s, ev.ayah()) : matn(s, ev.hadith());
    }

    Proposal ayah(Segment s, AyahEvidence ev) {
        if (ev == null || ev.best() == null) {
            return Proposal.none(s.key(), s.text());
        }
        QuranText text = quran.text();
        List<Integer> verses = new ArrayList<>();
        for (VerseCandidate c : ev.all()) {
            int v = bestVerse(ev.query(), c, text);
            if (!verses.contains(v)) {
                verses.add(v);
            }
        }
        int v = verses.get(0);
        List<String> others = verses.stream().skip(1).limit(OTHERS).map(i -> quran.get(i).text()).toList();
        return new Proposal(s.key(), s.text(), quran.get(v).text(), quran.get(v).reference(), ev.similarity(), others);
    }

    /** The verse of a stretch that the span matches best (a quote across a boundary matches one verse wholly). */
    private static int bestVerse(String query, VerseCandidate c, QuranText text) {
        int best = c.firstVerse();
        double bestScore = -1;
        for (int i = c.firstVerse(); i <= c.lastVerse(); i++) {
            double sc = Fuzzy.partialRatio(query, text.verse(i));
            if (sc > bestScore) {
                bestScore = sc;
                best = i;
            }
        }
        return best;
    }

    Proposal matn(Segment s, HadithEvidence ev) {
        if (ev == null || ev.best() == null) {
            return Proposal.none(s.key(), s.text());
        }
        record Scored(Hadith record, String text, double score, double closeness) {
        }
        List<Scored> scored = new ArrayList<>();
        for (HadithCandidate c : ev.candidates().subList(0, Math.min(MATN_CANDIDATES, ev.candidates().size()))) {
            Hadith h = hadith.record(c.record());
            if (!h.hasMatn()) {
                continue; // without a matn only the whole narration, isnad included, could be proposed
            }
            String trimmed = MatnTrimmer.trim(h.matn());
            // Among records quoting the same hadith, the one whose matn is closest to the span as a whole is
            // most likely the narration gold lists.
            double closeness = Fuzzy.ratio(ev.query(), HadithMatcher.normalize(trimmed));
            scored.add(new Scored(h, trimmed, c.score(), closeness));
        }
        if (scored.isEmpty()) {
            return Proposal.none(s.key(), s.text());
        }
        scored.sort(Comparator.comparingDouble(Scored::score).thenComparingDouble(Scored::closeness).reversed());
        Scored b = scored.get(0);
        List<String> others = scored.stream().skip(1).limit(OTHERS).map(Scored::text).toList();
        return new Proposal(s.key(), s.text(), b.text(), b.record().reference(), b.score(), others);
    }
}
