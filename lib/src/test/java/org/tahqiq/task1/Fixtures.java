package org.tahqiq.task1;

import org.tahqiq.task1.analysis.Analysis;
import org.tahqiq.task1.analysis.Analyzer;
import org.tahqiq.task1.analysis.CorpusAligner;
import org.tahqiq.task1.analysis.Token;
import org.tahqiq.task1.analysis.TokenSpan;
import java.util.ArrayList;
import java.util.List;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.HadithCollection;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.corpus.Verse;
import org.tahqiq.testing.MiniData;

/** An analyzer over the tiny corpora of {@link MiniData}, built in memory. */
public final class Fixtures {

    public static final Analyzer ANALYZER = analyzer();

    private Fixtures() {
    }

    public static QuranCorpus quran() {
        List<Verse> verses = new ArrayList<>();
        for (String[] v : MiniData.VERSES) {
            verses.add(new Verse(Integer.parseInt(v[0]), Integer.parseInt(v[2]), v[1], v[3]));
        }
        return new QuranCorpus(verses);
    }

    public static HadithCorpus hadith() {
        List<Hadith> records = new ArrayList<>();
        int i = 0;
        for (String[] h : MiniData.HADITH) {
            boolean hasMatn = h[4] != null && !h[4].equals("None");
            records.add(new Hadith(i++, Integer.parseInt(h[0]), HadithCollection.byBookId(Integer.parseInt(h[1])).orElseThrow(),
                    h[2], h[3], hasMatn ? h[4] : h[3], hasMatn));
        }
        return new HadithCorpus(records);
    }

    private static Analyzer analyzer() {
        return new Analyzer(new CorpusAligner(quran(), hadith()));
    }

    /** The token run covering the first occurrence of {@code piece} in the analysed text. */
    public static TokenSpan span(Analysis a, org.tahqiq.dataset.SegmentType type, String piece) {
        int from = a.text().indexOf(piece);
        if (from < 0) {
            throw new IllegalArgumentException("not in the text: " + piece);
        }
        int to = from + piece.length();
        int first = -1;
        int last = -1;
        for (int i = 0; i < a.size(); i++) {
            Token t = a.tokens().get(i);
            if (t.start() >= from && t.end() <= to) {
                if (first < 0) {
                    first = i;
                }
                last = i;
            }
        }
        return new TokenSpan(type, first, last, 1);
    }

    /** The text a token run covers. */
    public static String text(Analysis a, TokenSpan s) {
        return a.text().substring(a.tokens().get(s.first()).start(), a.tokens().get(s.last()).end());
    }
}
