package org.tahqiq.report;

import org.tahqiq.subtask.Tables;
import java.awt.Font;
import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2D;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler;

/**
 * Exports a chart for a paper: a PDF (for LaTeX), an SVG (for the web) and a {@value #DPI}-dpi PNG for each
 * {@link Layout} (one column, two columns), named {@code name-1col.pdf|svg|png} and {@code name-2col.pdf|svg|png}.
 * XChart draws every text as glyph outlines, so both vector forms render the same everywhere, Arabic (shaped by
 * Java) included, with no font to embed. The files are byte-for-byte the same for the same chart. Every
 * text of a figure is set in one typeface that renders Arabic as well as Latin ({@link #fontFamily()}), at point
 * sizes chosen per layout, so figures look alike at print size. Sizes are in points (1/72 in), which is XChart's
 * unit at 72 dpi: a PNG at {@value #DPI} dpi is the layout's width in inches times {@value #DPI} pixels wide.
 */
public final class Figures {

    /** Resolution of the PNGs. */
    public static final int DPI = 300;

    /** Typefaces to use, best first; the first installed one that renders {@link #ARABIC_SAMPLE} is taken. */
    public static final List<String> PREFERRED_FONTS = List.of("DejaVu Sans", "Noto Sans", "Noto Sans Arabic",
            "FreeSans", "Liberation Sans");

    /** Arabic a figure's typeface must render (letters and a hamza, as labels such as خطأ have). */
    static final String ARABIC_SAMPLE = "\u062A\u062D\u0642\u064A\u0642 \u062E\u0637\u0623";

    /** Base text size (points) of the on-screen charts the notebooks show. */
    static final float SCREEN_POINTS = 12f;

    /** Print layouts: width and height in inches and the base text size in points. */
    public enum Layout {
        ONE_COLUMN("1col", 3.5, 2.5, 7f),
        TWO_COLUMN("2col", 7.0, 3.5, 9f);

        public final String suffix;
        public final double widthInches;
        public final double heightInches;
        public final float basePoints;

        Layout(String suffix, double widthInches, double heightInches, float basePoints) {
            this.suffix = suffix;
            this.widthInches = widthInches;
            this.heightInches = heightInches;
            this.basePoints = basePoints;
        }

        int widthPoints() {
            return (int) Math.round(widthInches * 72);
        }

        int heightPoints() {
            return (int) Math.round(heightInches * 72);
        }

        /** The PNG's size in pixels at {@link #DPI}. */
        public int widthPixels() {
            return (int) (widthPoints() * (DPI / 72.0));
        }

        public int heightPixels() {
            return (int) (heightPoints() * (DPI / 72.0));
        }
    }

    private static volatile String fontFamily;

    private Figures() {
    }

    /**
     * The typeface of every figure: the first of {@link #PREFERRED_FONTS} that is installed and renders Arabic,
     * else any installed family that does, else Java's logical {@code SansSerif} (whose Arabic depends on the
     * machine: .ci/run and kernel/install.sh install fonts-dejavu-core so that it does not come to that).
     */
    public static String fontFamily() {
        String f = fontFamily;
        if (f == null) {
            f = pickFont(Arrays.asList(GraphicsEnvironment.getLocalGraphicsEnvironment().getAvailableFontFamilyNames(Locale.ROOT)));
            fontFamily = f;
        }
        return f;
    }

    static String pickFont(List<String> installed) {
        Set<String> have = Set.copyOf(installed);
        for (String name : PREFERRED_FONTS) {
            if (have.contains(name) && rendersArabicAndLatin(name)) {
                return name;
            }
        }
        for (String name : installed.stream().sorted().toList()) {
            if (rendersArabicAndLatin(name)) {
                return name;
            }
        }
        return Font.SANS_SERIF;
    }

    private static boolean rendersArabicAndLatin(String family) {
        Font font = new Font(family, Font.PLAIN, 10);
        return font.getFamily(Locale.ROOT).equals(family) && font.canDisplayUpTo(ARABIC_SAMPLE + " Accuracy 0.95") == -1;
    }

    /** Sets every text of the chart in {@link #fontFamily()}: ticks and legend at {@code points}, titles larger. */
    static void useFont(Chart<?, ?> chart, float points) {
        String family = fontFamily();
        Styler st = chart.getStyler();
        st.setBaseFont(new Font(family, Font.PLAIN, Math.round(points)));
        st.setChartTitleFont(new Font(family, Font.BOLD, 1).deriveFont(points * 1.15f));
        st.setLegendFont(new Font(family, Font.PLAIN, 1).deriveFont(points * 0.95f));
        st.setAnnotationTextFont(new Font(family, Font.PLAIN, 1).deriveFont(points * 0.9f));
        st.setToolTipFont(new Font(family, Font.PLAIN, 1).deriveFont(points * 0.9f));
        if (st instanceof AxesChartStyler axes) {
            axes.setAxisTitleFont(new Font(family, Font.PLAIN, 1).deriveFont(points));
            axes.setAxisTickLabelsFont(new Font(family, Font.PLAIN, 1).deriveFont(points * 0.9f));
        }
    }

    /** Writes the PDF, SVG and PNG of each layout into {@code dir}; the chart keeps its on-screen size and fonts. */
    public static void save(Chart<?, ?> chart, Path dir, String name) {
        int width = chart.getWidth();
        int height = chart.getHeight();
        Styler st = chart.getStyler();
        Font base = st.getBaseFont();
        Font title = st.getChartTitleFont();
        Font legend = st.getLegendFont();
        Font annotation = st.getAnnotationTextFont();
        Font tooltip = st.getToolTipFont();
        Font axisTitle = st instanceof AxesChartStyler a ? a.getAxisTitleFont() : null;
        Font ticks = st instanceof AxesChartStyler a ? a.getAxisTickLabelsFont() : null;
        int chartPadding = st.getChartPadding();
        int legendPadding = st.getLegendPadding();
        try {
            Files.createDirectories(dir);
            for (Layout layout : Layout.values()) {
                useFont(chart, layout.basePoints);
                // Print sizes are a third of the screen's: XChart's 10-point paddings would waste the column.
                st.setChartPadding(Math.round(layout.basePoints * 0.6f));
                st.setLegendPadding(Math.round(layout.basePoints * 0.6f));
                resize(chart, layout.widthPoints(), layout.heightPoints());
                Path svg = dir.resolve(name + "-" + layout.suffix + ".svg");
                VectorGraphicsEncoder.saveVectorGraphic(chart, svg.toString(), VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
                sizeSvgInInches(svg, layout, chart.getTitle());
                BitmapEncoder.saveBitmapWithDPI(chart, dir.resolve(name + "-" + layout.suffix + ".png").toString(),
                        BitmapEncoder.BitmapFormat.PNG, DPI);
                savePdf(chart, dir.resolve(name + "-" + layout.suffix + ".pdf"), name + "-" + layout.suffix);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            st.setChartPadding(chartPadding);
            st.setLegendPadding(legendPadding);
            st.setBaseFont(base);
            st.setChartTitleFont(title);
            st.setLegendFont(legend);
            st.setAnnotationTextFont(annotation);
            st.setToolTipFont(tooltip);
            if (st instanceof AxesChartStyler a) {
                a.setAxisTitleFont(axisTitle);
                a.setAxisTickLabelsFont(ticks);
            }
            resize(chart, width, height);
        }
    }

    /**
     * One page of the chart's size, drawn through pdfbox-graphics2d (which XChart's own PDF encoder uses), with a
     * document ID derived from {@code id} instead of PDFBox's clock-based one, so an unchanged figure is an
     * unchanged file.
     */
    private static void savePdf(Chart<?, ?> chart, Path file, String id) throws IOException {
        try (PDDocument doc = new PDDocument()) {
            PDPage page = new PDPage(new PDRectangle(chart.getWidth(), chart.getHeight()));
            doc.addPage(page);
            PdfBoxGraphics2D g = new PdfBoxGraphics2D(doc, chart.getWidth(), chart.getHeight());
            chart.paint(g, chart.getWidth(), chart.getHeight());
            g.dispose();
            try (PDPageContentStream content = new PDPageContentStream(doc, page)) {
                content.drawForm(g.getXFormObject());
            }
            COSArray documentId = new COSArray();
            byte[] idBytes = id.getBytes(StandardCharsets.UTF_8);
            documentId.add(new COSString(idBytes));
            documentId.add(new COSString(idBytes));
            doc.getDocument().getTrailer().setItem(COSName.ID, documentId);
            // To a stream: PDDocument.save(File) logs a warning when it replaces a file, as every rerun does.
            try (OutputStream out = Files.newOutputStream(file)) {
                doc.save(out);
            }
        }
    }

    /** XChart has no public resize; painting sets the size a chart lays itself out for. */
    private static void resize(Chart<?, ?> chart, int width, int height) {
        BufferedImage scratch = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
        var g = scratch.createGraphics();
        try {
            chart.paint(g, width, height);
        } finally {
            g.dispose();
        }
    }

    private static final Pattern SVG_ROOT = Pattern.compile("<svg\\b[^>]*>");
    private static final Pattern SIZE_ATTR = Pattern.compile("\\s(width|height)=\"[^\"]*\"");

    /**
     * Gives the SVG root its print size in inches (its viewBox keeps the drawing's point coordinates) and the
     * chart's title as its {@code <title>}: glyph outlines leave no text to search or to read aloud.
     */
    private static void sizeSvgInInches(Path svg, Layout layout, String title) throws IOException {
        String text = Files.readString(svg, StandardCharsets.UTF_8);
        Matcher m = SVG_ROOT.matcher(text);
        if (!m.find()) {
            throw new IOException("no <svg> element in " + svg);
        }
        String root = SIZE_ATTR.matcher(m.group()).replaceAll("");
        String sized = root.replaceFirst("<svg", String.format(Locale.ROOT, "<svg width=\"%sin\" height=\"%sin\"",
                Tables.number(layout.widthInches), Tables.number(layout.heightInches)));
        if (!root.contains("viewBox")) {
            sized = sized.replaceFirst("<svg", "<svg viewBox=\"0 0 " + layout.widthPoints() + " " + layout.heightPoints() + "\"");
        }
        String titled = title == null || title.isBlank() ? "" : "\n<title>" + xmlEscape(title) + "</title>";
        Files.writeString(svg, text.substring(0, m.start()) + sized + titled + text.substring(m.end()), StandardCharsets.UTF_8);
    }

    private static String xmlEscape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /** The files {@link #save} writes for {@code name}. */
    public static List<String> fileNames(String name) {
        return Arrays.stream(Layout.values())
                .flatMap(l -> java.util.stream.Stream.of(".pdf", ".svg", ".png").map(ext -> name + "-" + l.suffix + ext))
                .collect(Collectors.toList());
    }
}
