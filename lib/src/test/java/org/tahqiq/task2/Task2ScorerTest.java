package org.tahqiq.task2;

import org.tahqiq.eval.TypeAccuracy;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;

class Task2ScorerTest {

    private static SegmentKey k(String r, int a, SegmentType t) {
        return new SegmentKey(r, a, t);
    }

    /**
     * Ayah: 1 hit of 3 (one wrong, one missing); matn 1 of 1; isnad 0 of 1 (missing); claimed_source only N/A.
     * Macro = (1/3 + 1 + 0) / 3 = 4/9, whereas pooling all rows would give 2/5.
     */
    private static final Map<SegmentKey, Label> GOLD = new LinkedHashMap<>();
    private static final Map<SegmentKey, Label> PRED = new LinkedHashMap<>();

    static {
        GOLD.put(k("R1", 1, SegmentType.AYAH), Label.CORRECT);
        GOLD.put(k("R1", 1, SegmentType.CLAIMED_SOURCE), Label.NA);
        GOLD.put(k("R2", 1, SegmentType.AYAH), Label.INCORRECT);
        GOLD.put(k("R2", 2, SegmentType.AYAH), Label.INCORRECT);
        GOLD.put(k("R3", 1, SegmentType.MATN), Label.INCORRECT);
        GOLD.put(k("R3", 1, SegmentType.ISNAD), Label.CORRECT);

        PRED.put(k("R1", 1, SegmentType.AYAH), Label.CORRECT);
        PRED.put(k("R1", 1, SegmentType.CLAIMED_SOURCE), Label.INCORRECT); // gold N/A: not scored
        PRED.put(k("R2", 1, SegmentType.AYAH), Label.CORRECT);
        PRED.put(k("R3", 1, SegmentType.MATN), Label.INCORRECT);
        PRED.put(k("R9", 1, SegmentType.AYAH), Label.CORRECT); // not in gold: ignored
    }

    @Test
    void macroIsThePlainMeanOverTypesInGold() {
        Task2Score s = Task2Scorer.score(GOLD, PRED);
        assertEquals(4.0 / 9.0, s.macro(), 1e-12);
        assertEquals(List.of(SegmentType.AYAH, SegmentType.MATN, SegmentType.ISNAD), List.copyOf(s.byType().keySet()));
        assertEquals(new TypeAccuracy(SegmentType.AYAH, 1, 3, 1), s.byType().get(SegmentType.AYAH));
        assertEquals(1.0 / 3.0, s.byType().get(SegmentType.AYAH).accuracy(), 1e-12);
        assertEquals(new TypeAccuracy(SegmentType.MATN, 1, 1, 0), s.byType().get(SegmentType.MATN));
        assertEquals(new TypeAccuracy(SegmentType.ISNAD, 0, 1, 1), s.byType().get(SegmentType.ISNAD));
        assertEquals(2, s.missing());
    }

    @Test
    void officialJsonHasTheScorerKeysAndOmitsAbsentTypes() throws Exception {
        Task2Score s = Task2Scorer.score(GOLD, PRED);
        Map<String, Object> m = s.toOfficialJson();
        assertEquals(List.of("accuracy", "accuracy_Ayah", "accuracy_matn", "accuracy_isnad", "missing_predictions"),
                List.copyOf(m.keySet()));
        assertEquals(2, m.get("missing_predictions"));
        assertFalse(m.containsKey("accuracy_claimed_source"));

        String json = s.toJson();
        assertEquals(true, json.contains("\n"), "pretty-printed");
        JsonNode n = new ObjectMapper().readTree(json);
        assertEquals(4.0 / 9.0, n.get("accuracy").doubleValue(), 1e-12);
        assertEquals(1.0, n.get("accuracy_matn").doubleValue(), 1e-12);
        assertEquals(2, n.get("missing_predictions").intValue());
    }

    @Test
    void perfectPredictionsScoreOne() {
        Map<SegmentKey, Label> pred = new LinkedHashMap<>(GOLD);
        pred.remove(k("R1", 1, SegmentType.CLAIMED_SOURCE)); // no prediction needed for N/A rows
        Task2Score s = Task2Scorer.score(GOLD, pred);
        assertEquals(1.0, s.macro(), 0);
        assertEquals(0, s.missing());
    }

    @Test
    void emptyPredictionsMissEverything() {
        Task2Score s = Task2Scorer.score(GOLD, Map.of());
        assertEquals(0.0, s.macro(), 0);
        assertEquals(5, s.missing());
        assertEquals(3, s.byType().get(SegmentType.AYAH).missing());
    }

    @Test
    void goldWithOnlyNaIsRejected() {
        assertThrows(IllegalArgumentException.class,
                () -> Task2Scorer.score(Map.of(k("R1", 1, SegmentType.ISNAD), Label.NA), Map.of()));
    }
}
