package org.tahqiq.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import tech.tablesaw.api.Table;

class NormalizerLevelsTest {

    // "الْحَمْدُ لِلَّهِ" with harakat, then a plain span with hamza on alef and a comma
    private static final Segment VOWELLED = new Segment(new SegmentKey("R1", 1, SegmentType.AYAH), -1, -1,
            "\u0627\u0644\u0652\u062D\u064E\u0645\u0652\u062F\u064F \u0644\u0650\u0644\u0651\u064E\u0647\u0650", Label.CORRECT);
    private static final Segment PLAIN = new Segment(new SegmentKey("R2", 1, SegmentType.AYAH), -1, -1,
            "\u0623\u0646\u0627\u060C \u0647\u0648", Label.CORRECT);

    @Test
    void examplesListEveryForm() {
        Table t = NormalizerLevels.examples(List.of(VOWELLED));
        assertEquals(5, t.rowCount());
        assertEquals("\u0627\u0644\u062D\u0645\u062F \u0644\u0644\u0647", t.stringColumn("text").get(1)); // DIACRITICS
        assertEquals("Qur'an query (digits dropped)", t.stringColumn("form").get(4));
    }

    @Test
    void effectCountsChangesPerLevel() {
        Table t = NormalizerLevels.effect(List.of(VOWELLED, PLAIN));
        Table ayah = t.where(t.stringColumn("type").isEqualTo("Ayah"));
        assertEquals(List.of("DIACRITICS", "LETTERS", "SEARCH"), ayah.stringColumn("level").asList());
        assertEquals(List.of(0.5, 0.5, 0.5), ayah.doubleColumn("share_changed").asList());
        assertEquals(4.0, ayah.doubleColumn("mean_chars_removed").get(0), 1e-9); // 8 marks over 2 spans
        assertEquals(0.0, ayah.doubleColumn("mean_chars_removed").get(1), 1e-9); // أ → ا keeps the length
        assertEquals(0.5, ayah.doubleColumn("mean_chars_removed").get(2), 1e-9); // the comma
    }
}
