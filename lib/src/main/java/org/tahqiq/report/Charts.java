package org.tahqiq.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
        int[] correct = counts(rows, Label.CORRECT, bins);
        int[] incorrect = counts(rows, Label.INCORRECT, bins);
        List<String> labels = new ArrayList<>();
        double width = 100.0 / bins;
        for (int b = 0; b < bins; b++) {
            labels.add(Tables.number(b * width) + "–" + Tables.number((b + 1) * width));
        }
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(title)
                .xAxisTitle("rule score (similarity, 0–100)").yAxisTitle("segments").build();
        Figures.useFont(chart, Figures.SCREEN_POINTS);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
        chart.getStyler().setOverlapped(false);
        chart.getStyler().setXAxisLabelRotation(60);
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        chart.getStyler().setSeriesColors(new Color[] {CORRECT, INCORRECT});
        chart.addSeries("gold correct (" + sum(correct) + ")", labels, box(correct));
        chart.addSeries("gold incorrect (" + sum(incorrect) + ")", labels, box(incorrect));
        return chart;
    }

    static int[] counts(List<ScoredSegment> rows, Label gold, int bins) {
        int[] out = new int[bins];
        for (ScoredSegment s : rows) {
            if (s.gold() != gold || Double.isNaN(s.score())) {
                continue;
            }
            int b = (int) Math.floor(s.score() / (100.0 / bins));
            out[Math.max(0, Math.min(bins - 1, b))]++;
        }
        return out;
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
