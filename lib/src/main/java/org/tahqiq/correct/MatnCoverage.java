package org.tahqiq.correct;

import org.tahqiq.text.Task3Standardizer;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.dataset.Task3Row;

/**
 * How many gold matn corrections (other than خطأ) some corpus record can produce exactly: an alternative
 * equal, after the official hadith standardization, to a record's matn — as trimmed by {@link MatnTrimmer},
 * or as stored. The rest are out of reach of any corrector on this corpus (an upper bound on matn accuracy).
 *
 * @param rows      gold matn rows with a text correction
 * @param trimmed   rows an alternative of which equals some record's trimmed matn
 * @param asStored  rows an alternative of which equals some record's matn as stored
 */
public record MatnCoverage(int rows, int trimmed, int asStored) {

    public int uncovered() {
        return rows - trimmed;
    }

    public static MatnCoverage of(HadithCorpus corpus, List<Task3Row> gold) {
        Set<String> trimmed = new HashSet<>();
        Set<String> stored = new HashSet<>();
        corpus.records().parallelStream().filter(Hadith::hasMatn)
                .map(h -> new String[] {Task3Standardizer.hadith(MatnTrimmer.trim(h.matn())), Task3Standardizer.hadith(h.matn())})
                .toList()
                .forEach(p -> {
                    trimmed.add(p[0]);
                    stored.add(p[1]);
                });
        int rows = 0;
        int t = 0;
        int s = 0;
        for (Task3Row r : gold) {
            if (r.type() != SegmentType.MATN || r.isNoSource()) {
                continue;
            }
            rows++;
            List<String> alts = r.corrections().stream().map(Task3Standardizer::hadith).toList();
            t += alts.stream().anyMatch(trimmed::contains) ? 1 : 0;
            s += alts.stream().anyMatch(stored::contains) ? 1 : 0;
        }
        return new MatnCoverage(rows, t, s);
    }
}
