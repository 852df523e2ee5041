package org.tahqiq.task4.features;

import java.util.List;
import org.tahqiq.dataset.SegmentType;

/**
 * What a span cites, as far as the corpora tell: the verses or the hadith record it quotes, and the stems the
 * relevance features compare the question with.
 *
 * @param id           the same verse (its first verse) or record for every span that quotes it; spans the corpora do
 *                     not place are identified by their own first words
 * @param spanStems    the span's own stems
 * @param contextStems Ayah: the quoted verses with {@link CitationResolver#NEIGHBOURS} verses either side; matn: the
 *                     whole record's matn and chapter; the span alone when unplaced
 * @param firstVerse   Ayah: first quoted verse (corpus position), else -1
 * @param lastVerse    Ayah: last quoted verse, else -1
 * @param record       matn: the record's corpus position, else -1
 * @param match        the matcher's similarity (0–100), 0 when unplaced
 */
public record CitedPassage(String id, SegmentType type, List<String> spanStems, List<String> contextStems,
                       int firstVerse, int lastVerse, int record, double match) {

    public CitedPassage {
        spanStems = List.copyOf(spanStems);
        contextStems = List.copyOf(contextStems);
    }

    public boolean placed() {
        return firstVerse >= 0 || record >= 0;
    }
}
