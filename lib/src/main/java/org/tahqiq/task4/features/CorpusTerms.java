package org.tahqiq.task4.features;

import java.util.ArrayList;
import java.util.List;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;

/**
 * The corpora as stems: every verse, every hadith record (its matn and the chapter its title names), each with a BM25
 * index, so a question can be scored against a cited verse with its neighbours or a whole hadith, and the cited one
 * ranked among all.
 */
public final class CorpusTerms {

    private final List<List<String>> verses;
    private final List<List<String>> records;
    private final List<List<String>> chapters;
    private final StemIndex verseIndex;
    private final StemIndex recordIndex;
    private TopicSpace topics;
    /** Per verse, its surah's direction in topic space (the surah's stems together): the surah's topic. */
    private double[][] surahTopics;
    private int[] surahOf;

    private CorpusTerms(List<List<String>> verses, List<List<String>> records, List<List<String>> chapters) {
        this.verses = verses;
        this.records = records;
        this.chapters = chapters;
        this.verseIndex = StemIndex.of(verses);
        this.recordIndex = StemIndex.of(records);
    }

    public static CorpusTerms of(QuranCorpus quran, HadithCorpus hadith) {
        List<List<String>> v = quran.verses().parallelStream().map(x -> ArabicTerms.stems(x.text())).toList();
        List<List<String>> c = hadith.records().parallelStream().map(h -> ArabicTerms.stems(chapter(h))).toList();
        List<List<String>> r = hadith.records().parallelStream().map(h -> {
            List<String> s = new ArrayList<>(ArabicTerms.stems(h.matn()));
            s.addAll(ArabicTerms.stems(chapter(h)));
            return List.copyOf(s);
        }).toList();
        CorpusTerms t = new CorpusTerms(v, r, c);
        t.topics = TopicSpace.of(hadith, t);
        java.util.Map<Integer, List<String>> bySurah = new java.util.TreeMap<>();
        t.surahOf = new int[v.size()];
        for (int i = 0; i < v.size(); i++) {
            t.surahOf[i] = quran.get(i).surah();
            bySurah.computeIfAbsent(t.surahOf[i], k -> new ArrayList<>()).addAll(v.get(i));
        }
        java.util.Map<Integer, double[]> vectors = new java.util.concurrent.ConcurrentHashMap<>();
        bySurah.entrySet().parallelStream().forEach(e -> vectors.put(e.getKey(), t.topics.vector(e.getValue())));
        t.surahTopics = new double[v.size()][];
        for (int i = 0; i < v.size(); i++) {
            t.surahTopics[i] = vectors.get(t.surahOf[i]);
        }
        return t;
    }

    /** The topic of the surah verse {@code i} belongs to (see {@link TopicSpace#vector}). */
    public double[] surahTopic(int i) {
        return surahTopics[i];
    }

    public TopicSpace topics() {
        return topics;
    }

    /** The chapter part of a record title ("صحيح البخاري - كتاب الصوم" gives "كتاب الصوم"); empty without one. */
    static String chapter(Hadith h) {
        String t = h.title();
        if (t == null) {
            return "";
        }
        int at = t.indexOf(" - ");
        return at < 0 ? "" : t.substring(at + 3);
    }

    /** Stems of verses {@code first..last}, clipped to the Qur'an. */
    public List<String> verses(int first, int last) {
        List<String> out = new ArrayList<>();
        for (int i = Math.max(0, first); i <= Math.min(verses.size() - 1, last); i++) {
            out.addAll(verses.get(i));
        }
        return out;
    }

    public List<String> record(int i) {
        return records.get(i);
    }

    public List<String> chapter(int i) {
        return chapters.get(i);
    }

    public StemIndex verseIndex() {
        return verseIndex;
    }

    public StemIndex recordIndex() {
        return recordIndex;
    }

    public int verseCount() {
        return verses.size();
    }
}
