package org.tahqiq.task3;

import org.tahqiq.task3.correct.CorrectionMemory;
import org.tahqiq.task3.correct.MatnTrimmer;
import org.tahqiq.task3.correct.Task3Row;
import org.tahqiq.task3.correct.Task3Standardizer;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.dataset.SegmentType;

/**
 * How many gold matn corrections (other than خطأ) some candidate can produce exactly: an alternative equal,
 * after the official hadith standardization, to a record's matn (as trimmed by {@link MatnTrimmer}, or as
 * stored), to a known correction ({@link CorrectionMemory}), or to a verse. The rest are out of reach of any
 * corrector with these sources (an upper bound on matn accuracy).
 *
 * @param rows      gold matn rows with a text correction
 * @param trimmed   rows an alternative of which equals some record's trimmed matn
 * @param asStored  rows an alternative of which equals some record's matn as stored
 * @param memory    rows an alternative of which equals a known correction
 * @param verse     rows an alternative of which equals a verse
 * @param reachable rows some candidate source (trimmed record, memory, verse — as the corrector uses them) can produce
 */
public record MatnCoverage(int rows, int trimmed, int asStored, int memory, int verse, int reachable) {

    /** Rows no record of the corpus can produce (trimmed), whatever the other sources do. */
    public int uncovered() {
        return rows - trimmed;
    }

    /** Rows no candidate source can produce. */
    public int unreachable() {
        return rows - reachable;
    }

    /** The standardized matns of the records that have one, trimmed under {@code rules}. */
    static Set<String> trimmedTexts(HadithCorpus corpus, MatnTrimmer.Rules rules) {
        return corpus.records().parallelStream().filter(Hadith::hasMatn)
                .map(h -> Task3Standardizer.hadith(MatnTrimmer.trim(h.matn(), rules))).collect(java.util.stream.Collectors.toSet());
    }

    /** Gold matn rows with a text correction. */
    static int textRows(List<Task3Row> gold) {
        return (int) gold.stream().filter(r -> r.type() == SegmentType.MATN && !r.isNoSource()).count();
    }

    /** Of {@link #textRows}, those an alternative of which (standardized) is in {@code texts}. */
    static int equalRows(Set<String> texts, List<Task3Row> gold) {
        return (int) gold.stream().filter(r -> r.type() == SegmentType.MATN && !r.isNoSource())
                .filter(r -> r.corrections().stream().map(Task3Standardizer::hadith).anyMatch(texts::contains)).count();
    }

    /**
     * @param versesAsMatn whether verses count as matn candidates (as the corrector was configured)
     */
    public static MatnCoverage of(HadithCorpus corpus, QuranCorpus quran, CorrectionMemory memory, boolean versesAsMatn,
                                  List<Task3Row> gold) {
        Set<String> trimmed = new HashSet<>();
        Set<String> stored = new HashSet<>();
        corpus.records().parallelStream().filter(Hadith::hasMatn)
                .map(h -> new String[] {Task3Standardizer.hadith(MatnTrimmer.trim(h.matn())), Task3Standardizer.hadith(h.matn())})
                .toList()
                .forEach(p -> {
                    trimmed.add(p[0]);
                    stored.add(p[1]);
                });
        Set<String> known = new HashSet<>();
        memory.texts().forEach(e -> known.add(Task3Standardizer.hadith(e.text())));
        Set<String> verses = new HashSet<>();
        for (int i = 0; i < quran.size(); i++) {
            verses.add(Task3Standardizer.hadith(quran.get(i).text()));
        }
        int rows = 0;
        int t = 0;
        int s = 0;
        int m = 0;
        int v = 0;
        int any = 0;
        for (Task3Row r : gold) {
            if (r.type() != SegmentType.MATN || r.isNoSource()) {
                continue;
            }
            rows++;
            List<String> alts = r.corrections().stream().map(Task3Standardizer::hadith).toList();
            Predicate<Set<String>> in = set -> alts.stream().anyMatch(set::contains);
            boolean bt = in.test(trimmed);
            boolean bm = in.test(known);
            boolean bv = in.test(verses);
            t += bt ? 1 : 0;
            s += in.test(stored) ? 1 : 0;
            m += bm ? 1 : 0;
            v += bv ? 1 : 0;
            any += bt || bm || (versesAsMatn && bv) ? 1 : 0;
        }
        return new MatnCoverage(rows, t, s, m, v, any);
    }
}
