package org.tahqiq.task3.correct;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class MatnIndexTest {

    private static final List<String> TEXTS = Arrays.asList(
            "انما الاعمال بالنيات",
            null, // a record without a matn is never returned
            "الدين النصيحه قلنا لمن",
            "من حسن اسلام المرء تركه ما لا يعنيه",
            "انما الاعمال بالنيات وانما لكل امري ما نوي");

    private final MatnIndex index = new MatnIndex(TEXTS, WordOverlap.of(TEXTS.stream().filter(t -> t != null).toList()));

    @Test
    void ranksByTheWeightOfSharedWords() {
        List<Integer> hits = index.search("وانما لكل امري ما نوي الاعمال", 10);
        assertEquals(4, hits.get(0), "the record with most of the span's rare words comes first");
        assertTrue(hits.contains(0));
        assertTrue(!hits.contains(1) && !hits.contains(2), "no shared word, no hit: " + hits);
    }

    @Test
    void keepsAtMostKAndBreaksTiesByRecord() {
        assertEquals(List.of(0), index.search("انما الاعمال بالنيات", 1), "records 0 and 4 tie; k=1 keeps the lower");
        assertEquals(List.of(0, 4), index.search("بالنيات", 5), "equal weights: lower record first");
        assertEquals(List.of(), index.search("كلمه غريبه", 5));
    }
}
