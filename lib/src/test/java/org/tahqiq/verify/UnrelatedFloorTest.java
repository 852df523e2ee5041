package org.tahqiq.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.dataset.Response;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.AyahEvidence;
import org.tahqiq.index.HadithCandidate;
import org.tahqiq.index.HadithEvidence;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.VerseCandidate;
import org.tahqiq.task2.rules.Thresholds;
import org.tahqiq.text.Fuzzy;

/**
 * Measures {@link UnrelatedFloor}: the similarity a dev quote reaches against the verses or records that quotes of
 * other questions match best (unrelated texts), and the nearest that quotes with no authentic source reach.
 */
class UnrelatedFloorTest {

    /**
     * A gold quote: its question, its normalized text, what it matched best (a verse stretch as first * 10,000 + last,
     * or a record), its shortlist (verse or record positions) and its nearest similarity in the whole corpus.
     */
    private record Quote(String question, String query, int best, Set<Integer> shortlist, double nearest, boolean noSource) {
    }

    @Test
    void theFloorsAreTheNullDistributionsHighPercentile() {
        Retrieval r = RealData.checker().retrieval();
        List<Quote> ayahs = new ArrayList<>();
        List<Quote> matns = new ArrayList<>();
        for (Response resp : DevJsonlReader.read(RealData.dataOrSkip().devJsonl())) {
            for (Annotation a : resp.annotations()) {
                boolean noSource = a.corrections().size() == 1 && a.corrections().get(0).strip().equals("خطأ");
                for (Segment s : a.segments()) {
                    if (s.type() == SegmentType.AYAH) {
                        AyahEvidence ev = r.quranMatcher().match(s.text());
                        VerseCandidate b = ev.best();
                        if (b != null) {
                            Set<Integer> shortlist = new HashSet<>();
                            ev.candidates().forEach(c -> addVerses(shortlist, c.firstVerse(), c.lastVerse()));
                            ev.exact().forEach(e -> addVerses(shortlist, e.firstVerse(), e.lastVerse()));
                            ayahs.add(new Quote(resp.questionId(), ev.query(), b.firstVerse() * 10_000 + b.lastVerse(),
                                    shortlist, ev.similarity(), noSource));
                        }
                    } else if (s.type() == SegmentType.MATN) {
                        HadithEvidence ev = r.hadithMatcher().match(s.text());
                        if (ev.best() != null) {
                            Set<Integer> shortlist = new HashSet<>();
                            ev.candidates().stream().map(HadithCandidate::record).forEach(shortlist::add);
                            matns.add(new Quote(resp.questionId(), ev.query(), ev.best().record(), shortlist,
                                    ev.similarity(), noSource));
                        }
                    }
                }
            }
        }
        double same = Thresholds.pinned().equivalent();
        IntFunction<String> verses = best -> r.quran().text().range(best / 10_000, best % 10_000);
        double ayah = percentile95(nullOfNearestUnrelated(ayahs, verses, best -> List.of(best / 10_000, best % 10_000), same));
        double matn = percentile95(nullOfNearestUnrelated(matns, r.hadithMatcher()::narration, List::of, same));
        double ayahNoSource = percentile95(ayahs.stream().filter(Quote::noSource).map(Quote::nearest).toList());
        double matnNoSource = percentile95(matns.stream().filter(Quote::noSource).map(Quote::nearest).toList());
        System.out.printf(Locale.ROOT, "nearest unrelated, 95th percentile: verses %.1f (%d quotes), records %.1f (%d quotes);"
                        + " nearest of quotes without source (gold خطأ), 95th percentile: verses %.1f, records %.1f%n",
                ayah, ayahs.size(), matn, matns.size(), ayahNoSource, matnNoSource);
        assertEquals(ayah, UnrelatedFloor.AYAH, 0.05, "re-measured: set UnrelatedFloor.AYAH to the verses' figure");
        assertEquals(matn, UnrelatedFloor.MATN, 0.05, "re-measured: set UnrelatedFloor.MATN to the records' figure");
    }

    private static void addVerses(Set<Integer> into, int first, int last) {
        for (int v = first; v <= last; v++) {
            into.add(v);
        }
    }

    /**
     * Per quote, the best similarity it reaches against the best matches of quotes from other questions, leaving out
     * what its own shortlist holds and quotes of the same text (the same hadith or verse cited for another question
     * is not unrelated).
     */
    private static List<Double> nullOfNearestUnrelated(List<Quote> quotes, IntFunction<String> text,
                                                       IntFunction<List<Integer>> positions, double same) {
        List<Double> out = new ArrayList<>();
        for (Quote q : quotes) {
            Fuzzy.Needle needle = Fuzzy.needle(q.query());
            Set<Integer> seen = new HashSet<>();
            double nearest = 0;
            for (Quote o : quotes) {
                if (o.question().equals(q.question()) || positions.apply(o.best()).stream().anyMatch(q.shortlist()::contains)
                        || !seen.add(o.best()) || Fuzzy.partialRatio(q.query(), o.query()) >= same) {
                    continue;
                }
                nearest = Math.max(nearest, needle.partialRatio(text.apply(o.best())));
            }
            out.add(nearest);
        }
        return out;
    }

    /** Nearest-rank 95th percentile, to one decimal. */
    private static double percentile95(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        return Math.round(sorted.get((int) Math.ceil(0.95 * sorted.size()) - 1) * 10) / 10.0;
    }
}
