package org.tahqiq.task4.features;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.AyahEvidence;
import org.tahqiq.index.HadithCandidate;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.VerseCandidate;
import org.tahqiq.text.ArabicNormalizer;

/**
 * Places each span in the corpora with the shared matchers (the Qur'an matcher for Ayah, the hadith matcher for matn)
 * and gathers the text around it: a verse is read with its neighbours (a quote is often the half of a passage that
 * does not name the topic), a hadith fragment with its whole record.
 */
public final class CitationResolver {

    /** Verses read either side of the quoted ones. */
    public static final int NEIGHBOURS = 2;
    /** Below this similarity a span is not taken to quote the matched verse or record (a misquote's best guess). */
    public static final double MIN_MATCH = 70;
    /** Words of the normalized span that name an unplaced citation. */
    static final int ID_WORDS = 6;

    private final Retrieval retrieval;
    private final CorpusTerms terms;

    public CitationResolver(Retrieval retrieval, CorpusTerms terms) {
        this.retrieval = retrieval;
        this.terms = terms;
    }

    public CorpusTerms terms() {
        return terms;
    }

    /** Citations of the rows, in order; each distinct span is resolved once. */
    public List<CitedPassage> resolve(List<RelevanceRow> rows) {
        Map<String, CitedPassage> cache = new ConcurrentHashMap<>();
        rows.stream().map(r -> r.type().wire() + "\t" + r.spanText()).distinct().toList().parallelStream()
                .forEach(k -> {
                    int tab = k.indexOf('\t');
                    cache.put(k, resolve(SegmentType.fromWire(k.substring(0, tab)).orElseThrow(), k.substring(tab + 1)));
                });
        return rows.stream().map(r -> cache.get(r.type().wire() + "\t" + r.spanText())).toList();
    }

    public CitedPassage resolve(SegmentType type, String span) {
        List<String> own = ArabicTerms.stems(span);
        if (type == SegmentType.AYAH) {
            AyahEvidence e = retrieval.quranMatcher().match(span);
            VerseCandidate best = e.best();
            if (best != null && best.score() >= MIN_MATCH) {
                return new CitedPassage("Q" + best.firstVerse(), type, own,
                        terms.verses(best.firstVerse() - NEIGHBOURS, best.lastVerse() + NEIGHBOURS),
                        best.firstVerse(), best.lastVerse(), -1, best.score());
            }
        } else {
            HadithCandidate best = retrieval.hadithMatcher().match(span).best();
            if (best != null && (best.exact() || best.score() >= MIN_MATCH)) {
                List<String> ctx = new ArrayList<>(terms.record(best.record()));
                ctx.addAll(own);
                return new CitedPassage("H" + best.record(), type, own, ctx, -1, -1, best.record(), best.score());
            }
        }
        return new CitedPassage("T" + textId(span), type, own, own, -1, -1, -1, 0);
    }

    static String textId(String span) {
        String[] w = ArabicNormalizer.normalize(span, ArabicNormalizer.Level.SEARCH).split(" ");
        return String.join(" ", Arrays.copyOf(w, Math.min(ID_WORDS, w.length)));
    }
}
