package org.tahqiq.report;

import org.tahqiq.subtask.Tables;
import java.awt.BasicStroke;
import java.awt.Color;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.knowm.xchart.BoxChart;
import org.knowm.xchart.BoxChartBuilder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.tahqiq.dataset.Label;
import org.tahqiq.eval.ScoredSegment;
import tech.tablesaw.api.Table;

/**
 * XChart figures for the notebooks and the paper. A chart is built at {@link #WIDTH} x {@link #HEIGHT} for the
 * notebook; {@link #save} writes it for print through {@link Figures}: PDF, SVG and 300-dpi PNG, for a one-column
 * and a two-column layout, in one typeface that renders Arabic ({@link Figures#fontFamily()}).
 */
public final class Charts {

    /** On-screen size (pixels) of the charts the notebooks show. */
    public static final int WIDTH = 760;
    public static final int HEIGHT = 420;
    private static final Color CORRECT = new Color(0x2E7D32);
    private static final Color INCORRECT = new Color(0xC62828);

    private Charts() {
    }

    /**
     * Counts of rule scores in {@code bins} equal bins over [0, 100], one bar series per gold label
     * (correct, incorrect); N/A rows are left out. A score of exactly 100 falls in the last bin.
     */
    public static CategoryChart scoreHistogram(String title, List<ScoredSegment> rows, int bins) {
        return scoreHistogram(title, rows, 0, 100, bins);
    }

    /**
     * The same over [lo, hi] only (a zoom on where a threshold decides): scores outside are left out, and the
     * legend says how many rows each label has in the range.
     */
    public static CategoryChart scoreHistogram(String title, List<ScoredSegment> rows, double lo, double hi, int bins) {
        int[] correct = binCounts(scores(rows, Label.CORRECT), lo, hi, bins);
        int[] incorrect = binCounts(scores(rows, Label.INCORRECT), lo, hi, bins);
        CategoryChart chart = categoryChart(title, "rule score (similarity, 0–100)", "segments");
        chart.getStyler().setXAxisLabelRotation(60);
        chart.getStyler().setOverlapped(false);
        chart.getStyler().setSeriesColors(new Color[] {CORRECT, INCORRECT});
        List<String> labels = binLabels(lo, hi, bins);
        chart.addSeries("gold correct (" + sum(correct) + ")", labels, box(correct));
        chart.addSeries("gold incorrect (" + sum(incorrect) + ")", labels, box(incorrect));
        return chart;
    }

    static int[] counts(List<ScoredSegment> rows, Label gold, int bins) {
        return binCounts(scores(rows, gold), 0, 100, bins);
    }

    private static double[] scores(List<ScoredSegment> rows, Label gold) {
        return rows.stream().filter(s -> s.gold() == gold).mapToDouble(ScoredSegment::score).toArray();
    }

    private static List<String> binLabels(double lo, double hi, int bins) {
        List<String> labels = new ArrayList<>();
        double width = (hi - lo) / bins;
        for (int b = 0; b < bins; b++) {
            labels.add(Tables.number(lo + b * width) + "–" + Tables.number(lo + (b + 1) * width));
        }
        return labels;
    }

    /**
     * Accuracy against threshold, one line per curve (a {@code ThresholdSweep.curve} table: columns
     * {@code threshold} and {@code accuracy}), with a vertical marker at each chosen threshold given.
     *
     * @param chosen marker name → threshold (may be empty)
     */
    public static XYChart accuracyCurve(String title, Map<String, Table> curves, Map<String, Double> chosen) {
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title)
                .xAxisTitle("threshold").yAxisTitle("accuracy").build();
        Figures.useFont(chart, Figures.SCREEN_POINTS);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideSE);
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        chart.getStyler().setMarkerSize(4);
        double lo = 1;
        for (Map.Entry<String, Table> e : curves.entrySet()) {
            double[] x = e.getValue().doubleColumn("threshold").asDoubleArray();
            double[] y = e.getValue().doubleColumn("accuracy").asDoubleArray();
            for (double v : y) {
                if (!Double.isNaN(v)) {
                    lo = Math.min(lo, v);
                }
            }
            XYSeries s = chart.addSeries(e.getKey(), x, y);
            s.setMarker(SeriesMarkers.NONE);
        }
        double bottom = Math.max(0, Math.floor(lo * 20) / 20);
        chart.getStyler().setYAxisMin(bottom);
        chart.getStyler().setYAxisMax(1.0);
        for (Map.Entry<String, Double> e : chosen.entrySet()) {
            XYSeries s = chart.addSeries(e.getKey(), new double[] {e.getValue(), e.getValue()}, new double[] {bottom, 1.0});
            s.setMarker(SeriesMarkers.NONE);
            s.setLineStyle(new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
        }
        return chart;
    }

    /**
     * One box per entry (median, quartiles, whiskers to the extremes within 1.5 IQR, outliers as points): the
     * distribution of a value over fold seeds, folds or rows, e.g. the accuracy at each of 16 fold seeds.
     *
     * @param values box label → the values (in the order to show)
     */
    public static BoxChart boxes(String title, String yTitle, Map<String, double[]> values) {
        BoxChart chart = new BoxChartBuilder().width(WIDTH).height(HEIGHT).title(title).yAxisTitle(yTitle).build();
        Figures.useFont(chart, Figures.SCREEN_POINTS);
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        chart.getStyler().setLegendVisible(false);
        chart.getStyler().setMarkerSize(4);
        values.forEach(chart::addSeries);
        return chart;
    }

    /**
     * Counts of values in {@code bins} equal bins over [lo, hi], one bar series per entry (the legend says how many
     * values fall in the range); values outside the range and NaN are left out, {@code hi} itself falls in the last bin.
     */
    public static CategoryChart histogram(String title, String xTitle, String yTitle, Map<String, double[]> series,
                                          double lo, double hi, int bins) {
        List<String> labels = binLabels(lo, hi, bins);
        CategoryChart chart = categoryChart(title, xTitle, yTitle);
        chart.getStyler().setXAxisLabelRotation(60);
        chart.getStyler().setOverlapped(false);
        series.forEach((name, v) -> {
            int[] c = binCounts(v, lo, hi, bins);
            chart.addSeries(name + " (" + sum(c) + ")", labels, box(c));
        });
        return chart;
    }

    static int[] binCounts(double[] values, double lo, double hi, int bins) {
        int[] out = new int[bins];
        double width = (hi - lo) / bins;
        for (double v : values) {
            if (Double.isNaN(v) || v < lo || v > hi) {
                continue;
            }
            out[Math.min(bins - 1, (int) Math.floor((v - lo) / width))]++;
        }
        return out;
    }

    /**
     * How often each distinct value occurs, one bar series per entry over the union of the values (sorted): e.g. the
     * thresholds the folds of every fold seed chose.
     */
    public static CategoryChart valueCounts(String title, String xTitle, String yTitle, Map<String, double[]> series) {
        TreeSet<Double> distinct = new TreeSet<>();
        series.values().forEach(v -> java.util.Arrays.stream(v).filter(x -> !Double.isNaN(x)).forEach(distinct::add));
        List<String> labels = distinct.stream().map(Tables::number).toList();
        CategoryChart chart = categoryChart(title, xTitle, yTitle);
        series.forEach((name, v) -> {
            List<Integer> counts = new ArrayList<>();
            for (double d : distinct) {
                counts.add((int) java.util.Arrays.stream(v).filter(x -> x == d).count());
            }
            chart.addSeries(name, labels, counts);
        });
        return chart;
    }

    /**
     * Bars of named categories, one series per entry (same length as {@code categories}); stacked or side by side.
     */
    public static CategoryChart bars(String title, String xTitle, String yTitle, List<String> categories,
                                     Map<String, ? extends List<? extends Number>> series, boolean stacked) {
        CategoryChart chart = categoryChart(title, xTitle, yTitle);
        chart.getStyler().setStacked(stacked);
        chart.getStyler().setOverlapped(false);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        if (categories.size() > MANY_CATEGORIES) {
            chart.getStyler().setXAxisLabelRotation(90);
        }
        series.forEach((name, v) -> chart.addSeries(name, categories, v));
        return chart;
    }

    /** From this many categories on, their labels are set vertically. */
    static final int MANY_CATEGORIES = 8;

    private static CategoryChart categoryChart(String title, String xTitle, String yTitle) {
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(title)
                .xAxisTitle(xTitle).yAxisTitle(yTitle).build();
        Figures.useFont(chart, Figures.SCREEN_POINTS);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        return chart;
    }

    /**
     * Lines through points, one per entry ({@code {x[], y[]}}), with optional dashed bands: for each band name, the
     * lower and upper line ({@code {x[], low[], high[]}}) drawn in the colour of the line of the same name.
     */
    public static XYChart lines(String title, String xTitle, String yTitle, Map<String, double[][]> series,
                                Map<String, double[][]> bands) {
        return lines(title, xTitle, yTitle, series, bands, false);
    }

    /** {@link #lines(String, String, String, Map, Map)}, the x axis logarithmic when {@code logX} (depths 1 … 50, say). */
    public static XYChart lines(String title, String xTitle, String yTitle, Map<String, double[][]> series,
                                Map<String, double[][]> bands, boolean logX) {
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title).xAxisTitle(xTitle).yAxisTitle(yTitle).build();
        Figures.useFont(chart, Figures.SCREEN_POINTS);
        chart.getStyler().setXAxisLogarithmic(logX);
        chart.getStyler().setMarkerSize(5);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideSE);
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        Color[] palette = chart.getStyler().getSeriesColors();
        int i = 0;
        for (Map.Entry<String, double[][]> e : series.entrySet()) {
            Color color = palette[i++ % palette.length];
            XYSeries s = chart.addSeries(e.getKey(), e.getValue()[0], e.getValue()[1]);
            s.setMarker(SeriesMarkers.CIRCLE);
            s.setLineColor(color);
            s.setMarkerColor(color);
            double[][] band = bands.get(e.getKey());
            if (band != null) {
                for (int side = 1; side <= 2; side++) {
                    XYSeries b = chart.addSeries(e.getKey() + (side == 1 ? " (95% low)" : " (95% high)"), band[0], band[side]);
                    b.setMarker(SeriesMarkers.NONE);
                    b.setLineColor(color);
                    b.setShowInLegend(false);
                    b.setLineStyle(DASHED);
                }
            }
        }
        return chart;
    }

    private static final BasicStroke DASHED = new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
            new float[] {4f, 3f}, 0f);

    /**
     * Writes the figure for print ({@link Figures#save}: {@code dir/name-1col.pdf|svg|png} and
     * {@code dir/name-2col.pdf|svg|png}) and returns the chart as it was, so a notebook cell can show it.
     */
    public static <C extends Chart<?, ?>> C save(C chart, Path dir, String name) {
        Figures.save(chart, dir, name);
        return chart;
    }

    private static List<Integer> box(int[] a) {
        List<Integer> out = new ArrayList<>(a.length);
        for (int v : a) {
            out.add(v);
        }
        return out;
    }

    private static int sum(int[] a) {
        int s = 0;
        for (int v : a) {
            s += v;
        }
        return s;
    }
}
