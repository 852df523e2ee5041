package org.tahqiq.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.XYChart;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.eval.ScoredSegment;
import org.tahqiq.eval.ThresholdSweep;
import tech.tablesaw.api.Table;

class ChartsTest {

    @BeforeAll
    static void headless() {
        System.setProperty("java.awt.headless", "true");
    }

    private static final List<ScoredSegment> ROWS = List.of(
            ScoreDistributionsTest.s(1, SegmentType.MATN, 100, Label.CORRECT),
            ScoreDistributionsTest.s(2, SegmentType.MATN, 96, Label.CORRECT),
            ScoreDistributionsTest.s(3, SegmentType.MATN, 0, Label.INCORRECT),
            ScoreDistributionsTest.s(4, SegmentType.MATN, 52, Label.INCORRECT),
            ScoreDistributionsTest.s(5, SegmentType.MATN, 50, Label.NA));

    @Test
    void binsScoresByGoldLabel() {
        assertArrayEquals(new int[] {0, 0, 0, 0, 0, 0, 0, 0, 0, 2}, Charts.counts(ROWS, Label.CORRECT, 10));
        assertArrayEquals(new int[] {1, 0, 0, 0, 0, 1, 0, 0, 0, 0}, Charts.counts(ROWS, Label.INCORRECT, 10));
    }

    @Test
    void savesPngs(@TempDir Path dir) throws Exception {
        CategoryChart h = Charts.save(Charts.scoreHistogram("matn", ROWS, 20), dir, "hist");
        assertEquals(2, h.getSeriesMap().size());
        BufferedImage img = ImageIO.read(dir.resolve("hist.png").toFile());
        assertNotNull(img);
        assertEquals(Charts.WIDTH, img.getWidth());

        ThresholdSweep sweep = new ThresholdSweep(Map.of(SegmentType.MATN, ROWS));
        Table curve = sweep.curve(SegmentType.MATN, ThresholdSweep.grid(50, 100, 11));
        Map<String, Table> curves = new LinkedHashMap<>();
        curves.put("matn", curve);
        XYChart c = Charts.save(Charts.accuracyCurve("sweep", curves, Map.of("chosen", 95.0)), dir, "curve");
        assertEquals(2, c.getSeriesMap().size());
        assertNotNull(ImageIO.read(dir.resolve("curve.png").toFile()));
    }
}
