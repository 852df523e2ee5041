package org.tahqiq.task1.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.Verse;
import org.tahqiq.attribution.NarratorExtractor;
import org.tahqiq.attribution.QuranReference;

/** The one-line reason a span was detected: its quote marks and cue, corpus alignment and where, parsed source. */
public final class Evidence {

    private static final NarratorExtractor NARRATORS = new NarratorExtractor();

    private Evidence() {
    }

    /**
     * The reasons in two forms.
     *
     * @param why     for Subtask 1's evidence.tsv: with the verse or record the alignment reached first, and the confidence
     * @param signals for a reader of {@code verify}: neither (the verdict's evidence names the place the quote matches,
     *                which need not be where the detector's word alignment began; the confidence has its own field)
     */
    public record Lines(String why, String signals) {
    }

    public static Lines of(Analyzer analyzer, Analysis a, TokenSpan s, String text) {
        List<String> parts = new ArrayList<>();
        Quote q = a.quoteOf(s.first());
        QuoteContext c = a.contextOf(s.first());
        if (q != null && c != null && q.kind().isQuotation()) {
            parts.add("in " + q.kind().name().toLowerCase(Locale.ROOT) + " quotes");
            if (c.nearestBefore() != null) {
                parts.add("cue before: " + c.nearestBefore().name().toLowerCase(Locale.ROOT));
            }
            if (c.sourceAfter() != SourceKind.NONE) {
                parts.add("source after: " + c.sourceAfter().name().toLowerCase(Locale.ROOT));
            }
        }
        List<String> withPlaces = new ArrayList<>(parts);
        switch (s.type()) {
            case AYAH, MATN -> {
                withPlaces.add(alignment(analyzer, a, s, true));
                parts.add(alignment(analyzer, a, s, false));
            }
            case CLAIMED_SOURCE -> {
                parts.add(source(analyzer, text));
                withPlaces.add(parts.get(parts.size() - 1));
            }
            case ISNAD -> {
                List<String> names = NARRATORS.extract(text);
                parts.add(names.isEmpty() ? "no narrator named" : "narrators: " + String.join(", ", names));
                withPlaces.add(parts.get(parts.size() - 1));
            }
        }
        withPlaces.add(String.format(Locale.ROOT, "confidence %.3f", s.confidence()));
        return new Lines(join(withPlaces), join(parts));
    }

    private static String join(List<String> parts) {
        return parts.stream().filter(p -> !p.isEmpty()).collect(Collectors.joining("; "));
    }

    /** @param places whether to name the verse or record where the alignment reached first */
    private static String alignment(Analyzer analyzer, Analysis a, TokenSpan s, boolean places) {
        CorpusAligner.Alignment al = a.alignment();
        int words = 0;
        int quran = 0;
        int hadith = 0;
        int qBest = -1;
        int hBest = -1;
        for (int i = s.first(); i <= s.last(); i++) {
            if (!a.tokens().get(i).isWord()) {
                continue;
            }
            words++;
            if (al.quranChain(i) > 0) {
                quran++;
                if (qBest < 0 && al.quranPosition(i) >= 0) {
                    qBest = al.quranPosition(i);
                }
            }
            if (al.hadithChain(i) > 0) {
                hadith++;
                if (hBest < 0 && al.hadithPosition(i) >= 0) {
                    hBest = al.hadithPosition(i);
                }
            }
        }
        List<String> out = new ArrayList<>();
        if (quran > 0 && qBest >= 0) {
            Verse v = analyzer.aligner().verseAt(qBest);
            out.add(String.format(Locale.ROOT, "Qur'an %saligned on %d of %d words", places ? v.reference() + " " : "",
                    quran, words));
        }
        if (hadith > 0 && hBest >= 0) {
            Hadith h = analyzer.aligner().recordAt(hBest);
            out.add(String.format(Locale.ROOT, "hadith %saligned on %d of %d words", places ? h.reference() + " " : "",
                    hadith, words));
        }
        return out.isEmpty() ? "no corpus alignment (" + words + " words)" : String.join(", ", out);
    }

    private static String source(Analyzer analyzer, String text) {
        var collections = analyzer.collections().parse(text);
        if (!collections.isEmpty()) {
            return "names " + collections.stream().map(c -> c.key()).collect(Collectors.joining("+"));
        }
        QuranReference r = analyzer.references().parse(text);
        if (r.surah() > 0) {
            return "names surah " + r.surah() + (r.ayahFrom() > 0 ? ":" + r.ayahFrom() + (r.ayahTo() > r.ayahFrom() ? "-" + r.ayahTo() : "") : "");
        }
        return "names no known source";
    }
}
