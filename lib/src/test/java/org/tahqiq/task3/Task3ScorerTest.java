package org.tahqiq.task3;

import org.tahqiq.task3.correct.Task3Row;
import org.tahqiq.task3.correct.Task3Standardizer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.AnnotationKey;
import org.tahqiq.dataset.SegmentType;

class Task3ScorerTest {

    private static final SegmentType AYAH = SegmentType.AYAH;
    private static final SegmentType MATN = SegmentType.MATN;

    @Test
    void quranStandardizationFoldsHamzaSeatsAndRedundantVowels() {
        // أ→ا, then fatha+alef→alef: both spellings meet.
        assertEquals(Task3Standardizer.quran("قَالَ"), Task3Standardizer.quran("قَاَلَ"));
        assertEquals("ا", Task3Standardizer.quran("أ"));
        assertEquals("ي", Task3Standardizer.quran("ى"));
        assertEquals("ه", Task3Standardizer.quran("ة"));
        // "ال" + sukun and any other sukun are dropped.
        assertEquals(Task3Standardizer.quran("الْحَمْدُ"), Task3Standardizer.quran("الحَمدُ"));
        assertFalse(Task3Standardizer.quran("الْحَمْدُ").equals(Task3Standardizer.quran("الحمدُ")), "a fatha is not dropped");
        // alef + fathatan is reordered to fathatan + alef.
        assertEquals("ك\u064Bا", Task3Standardizer.quran("كا\u064B"));
        assertEquals("a b", Task3Standardizer.quran("  a \t\n b  "));
    }

    @Test
    void ayahRowsKeepDiacriticsMatnRowsDoNot() {
        String vowelled = "بِسْمِ اللَّهِ";
        String bare = "بسم الله";
        assertFalse(Task3Scorer.hit(AYAH, bare, List.of(vowelled)), "Qur'an standardization keeps most diacritics");
        assertTrue(Task3Scorer.hit(MATN, bare, List.of(vowelled)), "hadith standardization keeps letters only");
        assertTrue(Task3Scorer.hit(MATN, "إنما الأعمال بالنيات، ﷺ.", List.of("انما الاعمال بالنيات")));
        assertTrue(Task3Scorer.hit(MATN, "كـــان", List.of("كان")), "tatweel is dropped");
        assertFalse(Task3Scorer.hit(MATN, "انما الاعمال", List.of("انما الاعمال بالنيات")), "a fragment is not the text");
        assertFalse(Task3Scorer.hit(MATN, "انماالاعمال", List.of("انما الاعمال")), "spaces still separate words");
    }

    @Test
    void anyAlternativeHits() {
        assertTrue(Task3Scorer.hit(AYAH, "قُلْ هُوَ اللَّهُ أَحَدٌ", List.of("اللَّهُ الصَّمَدُ", "قُلْ هُوَ اللَّهُ أَحَدٌ")));
        assertTrue(Task3Scorer.hit(AYAH, "خطأ", List.of("خطأ")));
        assertFalse(Task3Scorer.hit(AYAH, "خطأ", List.of("قُلْ هُوَ اللَّهُ أَحَدٌ")));
    }

    @Test
    void overallIsOverRowsAndMissingPredictionsCountWrong() {
        List<Task3Row> gold = List.of(
                new Task3Row("R1", 1, AYAH, List.of("قُلْ هُوَ اللَّهُ أَحَدٌ"), 2),
                new Task3Row("R1", 2, AYAH, List.of("خطأ"), 3),
                new Task3Row("R2", 1, MATN, List.of("خطأ"), 4),
                new Task3Row("R2", 2, MATN, List.of("انما الاعمال بالنيات", "الاعمال بالنية"), 5));
        Map<AnnotationKey, String> pred = Map.of(
                new AnnotationKey("R1", 1), "قُلْ هُوَ اللَّهُ أَحَدٌ",
                new AnnotationKey("R1", 2), "قُلْ هُوَ اللَّهُ أَحَدٌ",
                new AnnotationKey("R2", 2), "إِنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ",
                new AnnotationKey("R9", 1), "ignored: not in gold");

        Task3Score s = Task3Scorer.score(gold, pred);

        assertEquals(2, s.hits());
        assertEquals(4, s.total());
        assertEquals(0.5, s.accuracy());
        assertEquals(1, s.missing());
        assertEquals(0.5, s.byType().get(AYAH).accuracy());
        assertEquals(0.5, s.byType().get(MATN).accuracy());
        assertEquals(1, s.byType().get(MATN).missing());
        assertTrue(s.toJson().contains("\"accuracy_matn\" : 0.5"), s.toJson());
    }

    @Test
    void emptyGoldIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> Task3Scorer.score(List.of(), Map.of()));
    }
}
