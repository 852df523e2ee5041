package org.tahqiq.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.Base64;
import java.util.Map;

import org.junit.jupiter.api.Test;

import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/** Tablesaw and XChart are test dependencies here; the renderer itself only knows their class names. */
class RichRendererTest {

    final RichRenderer renderer = new RichRenderer(3);

    @Test
    void tablesawTableBecomesHtmlAndText() {
        Table t = Table.create("scores",
                StringColumn.create("name", "a<b", "c", "d", "e"),
                DoubleColumn.create("score", 1.5, 2, 3, 4));
        Map<String, Object> b = renderer.bundle(t);
        String html = (String) b.get("text/html");
        assertTrue(html.startsWith("<table"), html);
        assertTrue(html.contains("<th>name</th><th>score</th>"), html);
        assertTrue(html.contains("<td>a&lt;b</td><td>1.5</td>"), html);
        assertTrue(html.contains("1 more rows"), html);
        assertTrue(html.contains("scores"), html);
        assertTrue(((String) b.get("text/plain")).contains("scores"));
    }

    @Test
    void xchartChartBecomesPng() {
        var chart = org.knowm.xchart.QuickChart.getChart("t", "x", "y", "s", new double[] {1, 2, 3}, new double[] {3, 1, 2});
        Map<String, Object> b = renderer.bundle(chart);
        assertPng((String) b.get("image/png"));
        assertTrue(((String) b.get("text/plain")).startsWith("XYChart"));
    }

    @Test
    void bufferedImageBecomesPng() {
        Map<String, Object> b = renderer.bundle(new BufferedImage(3, 2, BufferedImage.TYPE_INT_ARGB));
        assertPng((String) b.get("image/png"));
        assertEquals("BufferedImage 3x2", b.get("text/plain"));
    }

    public static final class SelfRendering {
        public Map<String, Object> toMimeBundle() {
            return Map.of("text/markdown", "**hi**");
        }

        @Override
        public String toString() {
            return "hi";
        }
    }

    @Test
    void duckTypedBundleAndPlainFallback() {
        Map<String, Object> b = renderer.bundle(new SelfRendering());
        assertEquals("**hi**", b.get("text/markdown"));
        assertEquals("hi", b.get("text/plain"));
        assertEquals(Map.of("text/plain", "[1, 2]"), renderer.bundle(new int[] {1, 2}));
        assertEquals(Map.of("text/plain", "null"), renderer.bundle(null));
    }

    private static void assertPng(String base64) {
        byte[] bytes = Base64.getDecoder().decode(base64);
        assertTrue(bytes.length > 8 && bytes[1] == 'P' && bytes[2] == 'N' && bytes[3] == 'G');
    }
}
