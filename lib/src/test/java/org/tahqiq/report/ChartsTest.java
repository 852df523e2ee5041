package org.tahqiq.report;

import org.tahqiq.subtask.Tables;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.XYChart;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.eval.ScoredSegment;
import org.tahqiq.eval.ThresholdSweep;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
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
    void savesPdfSvgAndPrintPngsForBothLayouts(@TempDir Path dir) throws Exception {
        CategoryChart h = Charts.save(Charts.scoreHistogram("matn: score \u062E\u0637\u0623 & <more>", ROWS, 20), dir, "hist");
        assertEquals(2, h.getSeriesMap().size());
        assertEquals(Charts.WIDTH, h.getWidth(), "the returned chart keeps its on-screen size");
        assertEquals(Charts.HEIGHT, h.getHeight());
        for (Figures.Layout layout : Figures.Layout.values()) {
            BufferedImage img = ImageIO.read(dir.resolve("hist-" + layout.suffix + ".png").toFile());
            assertNotNull(img);
            assertEquals(Math.round(layout.widthInches * Figures.DPI), img.getWidth(), layout + " width at 300 dpi");
            assertEquals(Math.round(layout.heightInches * Figures.DPI), img.getHeight(), layout + " height at 300 dpi");
            assertEquals(Figures.DPI, pngDpi(dir.resolve("hist-" + layout.suffix + ".png")), "PNG carries its dpi");

            Path svg = dir.resolve("hist-" + layout.suffix + ".svg");
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            Document doc = f.newDocumentBuilder().parse(svg.toFile()); // throws unless well-formed
            Element root = doc.getDocumentElement();
            assertEquals("svg", root.getTagName());
            assertEquals(Tables.number(layout.widthInches) + "in", root.getAttribute("width"));
            assertEquals("matn: score \u062E\u0637\u0623 & <more>", textOf(doc, "title"), "the title, Arabic and escapes");
            assertTrue(doc.getElementsByTagName("path").getLength() > 50, "text and bars are drawn as paths");

            try (PDDocument pdf = Loader.loadPDF(dir.resolve("hist-" + layout.suffix + ".pdf").toFile())) {
                assertEquals(1, pdf.getNumberOfPages());
                PDRectangle box = pdf.getPage(0).getMediaBox();
                assertEquals(layout.widthInches * 72, box.getWidth(), 0.5, "PDF page width in points");
                assertEquals(layout.heightInches * 72, box.getHeight(), 0.5);
            }
        }

        ThresholdSweep sweep = new ThresholdSweep(Map.of(SegmentType.MATN, ROWS));
        Table curve = sweep.curve(SegmentType.MATN, ThresholdSweep.grid(50, 100, 11));
        Map<String, Table> curves = new LinkedHashMap<>();
        curves.put("matn", curve);
        XYChart c = Charts.save(Charts.accuracyCurve("sweep", curves, Map.of("chosen", 95.0)), dir, "curve");
        assertEquals(2, c.getSeriesMap().size());
        for (String f : Figures.fileNames("curve")) {
            assertTrue(Files.size(dir.resolve(f)) > 0, f);
        }
    }

    @Test
    void savingIsDeterministic(@TempDir Path dir) throws Exception {
        Charts.save(Charts.scoreHistogram("h", ROWS, 10), dir.resolve("a"), "h");
        Charts.save(Charts.scoreHistogram("h", ROWS, 10), dir.resolve("b"), "h");
        Charts.save(Charts.scoreHistogram("h", ROWS, 10), dir.resolve("b"), "h"); // over the files, as reruns do
        for (String f : Figures.fileNames("h")) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("a").resolve(f)), Files.readAllBytes(dir.resolve("b").resolve(f)),
                    f + " must not change when nothing changed (run-all.sh leaves git clean)");
        }
    }

    @Test
    void binsValuesInTheRangeOnly() {
        assertArrayEquals(new int[] {1, 1, 0, 2}, Charts.binCounts(new double[] {-5, 0, 26, 75, 100, 101, Double.NaN}, 0, 100, 4));
        CategoryChart zoom = Charts.scoreHistogram("top", ROWS, 90, 100, 4);
        assertEquals(List.of("gold correct (2)", "gold incorrect (0)"), List.copyOf(zoom.getSeriesMap().keySet()));
        CategoryChart h = Charts.histogram("lengths", "words", "spans", Map.of("Ayah", new double[] {1, 2, 30}), 0, 40, 4);
        assertEquals(List.of("Ayah (3)"), List.copyOf(h.getSeriesMap().keySet()), "the legend says how many values");
    }

    @Test
    void countsDistinctValuesOverTheUnionOfSeries() {
        Map<String, double[]> fits = new LinkedHashMap<>();
        fits.put("Ayah", new double[] {100, 100, 99.5});
        fits.put("matn", new double[] {98.5});
        CategoryChart c = Charts.valueCounts("fits", "threshold", "fold fits", fits);
        assertEquals(List.of("98.5", "99.5", "100"), c.getSeriesMap().get("Ayah").getXData().stream().map(Object::toString).toList());
        assertEquals(List.of(0, 1, 2), c.getSeriesMap().get("Ayah").getYData().stream().map(Number::intValue).toList());
        assertEquals(List.of(1, 0, 0), c.getSeriesMap().get("matn").getYData().stream().map(Number::intValue).toList());
    }

    @Test
    void boxesBarsAndLinesSaveForPrint(@TempDir Path dir) throws Exception {
        Map<String, double[]> seeds = new LinkedHashMap<>();
        seeds.put("macro", new double[] {0.96, 0.97, 0.975, 0.98});
        seeds.put("matn", new double[] {0.94, 0.95, 0.96, 0.96});
        var box = Charts.save(Charts.boxes("over fold seeds", "accuracy", seeds), dir, "box");
        assertEquals(2, box.getSeriesMap().size());
        var bars = Charts.save(Charts.bars("causes", "type", "rows", List.of("Ayah", "matn"),
                Map.of("rule", List.of(1, 2)), true), dir, "bars");
        assertTrue(bars.getStyler().isStacked());
        Map<String, double[][]> line = Map.of("matn", new double[][] {{1, 5, 15}, {0.9, 0.95, 1}});
        Map<String, double[][]> band = Map.of("matn", new double[][] {{1, 5, 15}, {0.8, 0.9, 0.95}, {0.95, 0.98, 1}});
        XYChart l = Charts.save(Charts.lines("recall", "k", "recall", line, band), dir, "lines");
        assertEquals(3, l.getSeriesMap().size(), "the line and its two band edges");
        for (String name : List.of("box", "bars", "lines")) {
            for (String f : Figures.fileNames(name)) {
                assertTrue(Files.size(dir.resolve(f)) > 0, f);
            }
        }
    }

    @Test
    void picksAFontThatRendersArabic() {
        String family = Figures.fontFamily();
        assertEquals(-1, new java.awt.Font(family, java.awt.Font.PLAIN, 10).canDisplayUpTo(Figures.ARABIC_SAMPLE),
                family + " must render Arabic (fc-list :lang=ar; .ci/run installs fonts-dejavu-core)");
        assertEquals(java.awt.Font.SANS_SERIF, Figures.pickFont(List.of("No Such Font")), "fallback by name");
    }

    private static String textOf(Document doc, String tag) {
        NodeList nodes = doc.getElementsByTagName(tag);
        return nodes.getLength() == 0 ? null : nodes.item(0).getTextContent();
    }

    /** The horizontal resolution in a PNG's pHYs chunk, in dots per inch. */
    private static long pngDpi(Path png) throws Exception {
        byte[] b = Files.readAllBytes(png);
        for (int i = 8; i + 8 < b.length; ) {
            int len = ((b[i] & 0xff) << 24) | ((b[i + 1] & 0xff) << 16) | ((b[i + 2] & 0xff) << 8) | (b[i + 3] & 0xff);
            String type = new String(b, i + 4, 4, java.nio.charset.StandardCharsets.US_ASCII);
            if (type.equals("pHYs")) {
                long perMetre = ((b[i + 8] & 0xffL) << 24) | ((b[i + 9] & 0xff) << 16) | ((b[i + 10] & 0xff) << 8) | (b[i + 11] & 0xff);
                return Math.round(perMetre * 0.0254);
            }
            i += 12 + len;
        }
        return -1;
    }
}
