package org.tahqiq.task4;

import org.tahqiq.task4.features.Feature;
import org.tahqiq.task4.features.LabelFeatures;
import org.tahqiq.task4.features.Origin;
import org.tahqiq.task4.features.RelevanceData;
import org.tahqiq.task4.features.RelevanceRow;
import org.tahqiq.task4.judge.DecisionRule;
import org.tahqiq.task4.judge.RelevanceTrainer;
import java.awt.Color;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.tahqiq.dataset.SegmentType;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Subtask 4 as tables and a figure for notebook 09: label balance, which definition of "relevant" each file follows,
 * feature distributions by label, the decision threshold against the metric, per-question outcomes, examples, and
 * the experiment table.
 */
public final class RelevanceReport {

    private RelevanceReport() {
    }

    /** Per split (dev input, train rows with a question text, all train rows) and type: rows, relevant, questions. */
    public static Table labelBalance(RelevanceData data) {
        StringColumn split = StringColumn.create("split");
        StringColumn type = StringColumn.create("type");
        IntColumn rows = IntColumn.create("rows");
        IntColumn relevant = IntColumn.create("relevant");
        DoubleColumn share = DoubleColumn.create("share_relevant");
        IntColumn questions = IntColumn.create("questions");
        IntColumn none = IntColumn.create("questions_without_relevant_row");
        Map<String, List<RelevanceRow>> splits = new LinkedHashMap<>();
        splits.put("dev (evaluated)", data.rows().subList(0, data.inputSize()));
        List<RelevanceRow> joined = new ArrayList<>();
        List<RelevanceRow> train = new ArrayList<>();
        for (int i = data.inputSize(); i < data.rows().size(); i++) {
            RelevanceRow r = data.rows().get(i);
            if (r.origin() == Origin.TRAIN) {
                train.add(r);
                if (data.hasQuestionText(i)) {
                    joined.add(r);
                }
            }
        }
        splits.put("train, joined with a dev question", joined);
        splits.put("train, all", train);
        splits.forEach((name, list) -> {
            for (SegmentType t : new SegmentType[] {SegmentType.AYAH, SegmentType.MATN, null}) {
                List<RelevanceRow> sel = list.stream().filter(r -> t == null || r.type() == t).toList();
                if (sel.isEmpty()) {
                    continue;
                }
                Map<String, Integer> rel = new HashMap<>();
                sel.forEach(r -> rel.merge(r.questionId(), r.relevant() ? 1 : 0, Integer::sum));
                int n = (int) sel.stream().filter(RelevanceRow::relevant).count();
                split.append(name);
                type.append(t == null ? "both" : t.wire());
                rows.append(sel.size());
                relevant.append(n);
                share.append((double) n / sel.size());
                questions.append(rel.size());
                none.append((int) rel.values().stream().filter(v -> v == 0).count());
            }
        });
        return Table.create("Subtask 4 labels", split, type, rows, relevant, share, questions, none);
    }

    /**
     * How relevant a citation is, by how many other responses to the same question cite the same verse or record in
     * train: a citation many answers share is the standard evidence for the question, one no other answer makes is
     * at best indirect. Both files agree on the shared citations and disagree on the rest, so the gap shows how
     * generous each file's "relevant" is. Same-question rows are used here for analysis only, never in the model.
     */
    public static Table labelDefinition(RelevanceData data) {
        Map<String, Map<String, Set<String>>> cited = new HashMap<>(); // question -> citation -> train responses
        for (int i = data.inputSize(); i < data.rows().size(); i++) {
            RelevanceRow r = data.rows().get(i);
            if (r.origin() == Origin.TRAIN) {
                cited.computeIfAbsent(r.questionId(), q -> new HashMap<>())
                        .computeIfAbsent(data.citations().get(i).id(), c -> new HashSet<>()).add(r.key().responseId());
            }
        }
        String[] buckets = {"0", "1", "2 or more"};
        int[][] rel = new int[2][3];
        int[][] all = new int[2][3];
        for (int i = 0; i < data.rows().size(); i++) {
            RelevanceRow r = data.rows().get(i);
            int file = i < data.inputSize() ? 0 : r.origin() == Origin.TRAIN ? 1 : -1;
            if (file < 0) {
                continue;
            }
            Set<String> others = new HashSet<>(cited.getOrDefault(r.questionId(), Map.of())
                    .getOrDefault(data.citations().get(i).id(), Set.of()));
            others.remove(r.key().responseId());
            int b = Math.min(2, others.size());
            all[file][b]++;
            rel[file][b] += r.relevant() ? 1 : 0;
        }
        StringColumn bucket = StringColumn.create("other_train_responses_citing_it");
        IntColumn devRows = IntColumn.create("dev_rows");
        DoubleColumn devShare = DoubleColumn.create("dev_share_relevant");
        IntColumn trainRows = IntColumn.create("train_rows");
        DoubleColumn trainShare = DoubleColumn.create("train_share_relevant");
        for (int b = 0; b < 3; b++) {
            bucket.append(buckets[b]);
            devRows.append(all[0][b]);
            devShare.append(all[0][b] == 0 ? Double.NaN : (double) rel[0][b] / all[0][b]);
            trainRows.append(all[1][b]);
            trainShare.append(all[1][b] == 0 ? Double.NaN : (double) rel[1][b] / all[1][b]);
        }
        return Table.create("relevance by co-citation for the same question", bucket, devRows, devShare, trainRows,
                trainShare);
    }

    /**
     * Per feature: its mean on relevant and non-relevant dev rows, and its AUC on the dev rows and on the train rows
     * with a question (label-based features computed for each row without its own question's rows).
     */
    public static Table featureDistributions(RelevanceData data) {
        double[][] f = LabelFeatures.compute(data, RelevanceTrainer.allLabelled(data));
        List<RelevanceRow> dev = data.rows().subList(0, data.inputSize());
        List<Integer> train = new ArrayList<>();
        for (int i = data.inputSize(); i < data.rows().size(); i++) {
            if (data.hasQuestionText(i) && data.rows().get(i).origin() == Origin.TRAIN) {
                train.add(i);
            }
        }
        List<RelevanceRow> trainRows = train.stream().map(data.rows()::get).toList();
        StringColumn name = StringColumn.create("feature");
        StringColumn group = StringColumn.create("group");
        DoubleColumn relMean = DoubleColumn.create("dev_mean_relevant");
        DoubleColumn nonMean = DoubleColumn.create("dev_mean_not_relevant");
        DoubleColumn devAuc = DoubleColumn.create("dev_auc");
        DoubleColumn trainAuc = DoubleColumn.create("train_auc");
        for (Feature ft : Feature.values()) {
            double[] v = new double[dev.size()];
            double r = 0;
            double n = 0;
            int nr = 0;
            for (int i = 0; i < v.length; i++) {
                v[i] = f[i][ft.ordinal()];
                if (dev.get(i).relevant()) {
                    r += v[i];
                    nr++;
                } else {
                    n += v[i];
                }
            }
            double[] w = new double[train.size()];
            for (int k = 0; k < w.length; k++) {
                w[k] = f[train.get(k)][ft.ordinal()];
            }
            name.append(ft.name().toLowerCase());
            group.append(ft.group().name().toLowerCase());
            relMean.append(nr == 0 ? Double.NaN : r / nr);
            nonMean.append(nr == v.length ? Double.NaN : n / (v.length - nr));
            devAuc.append(Experiments.auc(v, dev));
            trainAuc.append(Experiments.auc(w, trainRows));
        }
        return Table.create("features by label", name, group, relMean, nonMean, devAuc, trainAuc);
    }

    /**
     * The mixed score at every probability threshold, each row's probability from its cross-validation fold, averaged
     * over the runs' fold seeds; beside it the shipped rule (expected F1 per question, no threshold) and all-relevant.
     */
    public static Table thresholdCurve(Experiments.Result result, RelevanceData data) {
        List<RelevanceRow> rows = data.rows().subList(0, data.inputSize());
        int[] g = RelevanceCrossValidation.groups(rows);
        boolean[] gold = new boolean[rows.size()];
        for (int i = 0; i < gold.length; i++) {
            gold[i] = rows.get(i).relevant();
        }
        DoubleColumn threshold = DoubleColumn.create("threshold");
        DoubleColumn mean = DoubleColumn.create("mixed_f1_mean");
        DoubleColumn min = DoubleColumn.create("mixed_f1_min");
        DoubleColumn max = DoubleColumn.create("mixed_f1_max");
        double[] grid = DecisionRule.grid(DecisionRule.Kind.THRESHOLD);
        double[][] byRun = new double[result.runs().size()][];
        for (int s = 0; s < byRun.length; s++) {
            RelevanceCrossValidation.Run run = result.runs().get(s);
            double[][] c = DecisionRule.curve(DecisionRule.Kind.THRESHOLD, run.probability(), g, gold);
            byRun[s] = new double[c.length];
            for (int k = 0; k < c.length; k++) {
                byRun[s][k] = c[k][1];
            }
        }
        for (int k = 0; k < grid.length; k++) {
            double sum = 0;
            double lo = 1;
            double hi = 0;
            for (double[] r : byRun) {
                sum += r[k];
                lo = Math.min(lo, r[k]);
                hi = Math.max(hi, r[k]);
            }
            threshold.append(grid[k]);
            mean.append(sum / byRun.length);
            min.append(lo);
            max.append(hi);
        }
        return Table.create("threshold curve", threshold, mean, min, max);
    }

    /** The threshold curve as a figure, with the shipped rule's and all-relevant's mean scores as lines. */
    public static XYChart thresholdChart(Table curve, double shipped, double allRelevant) {
        XYChart chart = new XYChartBuilder().width(760).height(420)
                .title("Subtask 4: relevant when p >= threshold (dev, grouped CV, 8 fold seeds)")
                .xAxisTitle("threshold").yAxisTitle("Macro-averaged F1 (mixed)").build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideSW);
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        double[] x = curve.doubleColumn("threshold").asDoubleArray();
        for (String c : List.of("mixed_f1_mean", "mixed_f1_min", "mixed_f1_max")) {
            XYSeries s = chart.addSeries(c.replace("mixed_f1_", "threshold, "), x, curve.doubleColumn(c).asDoubleArray());
            s.setMarker(SeriesMarkers.NONE);
        }
        chart.addSeries("expected F1 per question (shipped)", new double[] {0, 1}, new double[] {shipped, shipped})
                .setMarker(SeriesMarkers.NONE);
        chart.addSeries("all relevant", new double[] {0, 1}, new double[] {allRelevant, allRelevant})
                .setMarker(SeriesMarkers.NONE);
        return chart;
    }

    /**
     * Per-question outcomes grouped by the question's size and its number of relevant rows: how many questions,
     * and the mean F1 of the run and of all-relevant.
     */
    public static Table questionOutcomes(RelevanceResult r) {
        Map<String, double[]> acc = new LinkedHashMap<>(); // key -> questions, model F1 sum, baseline F1 sum
        List<RelevanceScore.QuestionOutcome> model = r.score().mixed().questions();
        List<RelevanceScore.QuestionOutcome> base = r.baseline().mixed().questions();
        Map<String, RelevanceScore.QuestionOutcome> byId = new HashMap<>();
        base.forEach(q -> byId.put(q.questionId(), q));
        List<RelevanceScore.QuestionOutcome> sorted = new ArrayList<>(model);
        sorted.sort((a, b) -> a.rows() != b.rows() ? Integer.compare(a.rows(), b.rows())
                : Integer.compare(a.goldRelevant(), b.goldRelevant()));
        for (RelevanceScore.QuestionOutcome q : sorted) {
            String rows = q.rows() >= 4 ? "4 or more" : Integer.toString(q.rows());
            String rel = q.goldRelevant() == 0 ? "none" : q.goldRelevant() == q.rows() ? "all" : "some";
            double[] a = acc.computeIfAbsent(rows + "\t" + rel, k -> new double[3]);
            a[0]++;
            a[1] += q.f1();
            a[2] += byId.get(q.questionId()).f1();
        }
        StringColumn rowsCol = StringColumn.create("rows_in_question");
        StringColumn relCol = StringColumn.create("gold_relevant");
        IntColumn n = IntColumn.create("questions");
        DoubleColumn m = DoubleColumn.create("model_f1");
        DoubleColumn b = DoubleColumn.create("all_relevant_f1");
        acc.forEach((k, a) -> {
            String[] p = k.split("\t");
            rowsCol.append(p[0]);
            relCol.append(p[1]);
            n.append((int) a[0]);
            m.append(a[1] / a[0]);
            b.append(a[2] / a[0]);
        });
        return Table.create("per-question outcomes", rowsCol, relCol, n, m, b);
    }

    /** Up to {@code n} rows with the given gold label, most confident first: question, span, what it cites, p. */
    public static Table examples(RelevanceResult r, org.tahqiq.index.Retrieval retrieval, boolean relevant, int n,
                                 int width) {
        List<Integer> idx = new ArrayList<>();
        for (int i = 0; i < r.rows().size(); i++) {
            if (r.rows().get(i).relevant() == relevant) {
                idx.add(i);
            }
        }
        idx.sort((a, b) -> relevant ? Double.compare(r.probability()[b], r.probability()[a])
                : Double.compare(r.probability()[a], r.probability()[b]));
        StringColumn q = StringColumn.create("question");
        StringColumn type = StringColumn.create("type");
        StringColumn span = StringColumn.create("span");
        StringColumn cites = StringColumn.create("cites");
        DoubleColumn p = DoubleColumn.create("probability");
        IntColumn predicted = IntColumn.create("predicted");
        for (int i : idx.subList(0, Math.min(n, idx.size()))) {
            RelevanceRow row = r.rows().get(i);
            q.append(cut(row.question(), width));
            type.append(row.type().wire());
            span.append(cut(row.spanText(), width));
            cites.append(RelevanceOutputs.cites(r.data().citations().get(i), retrieval));
            p.append(r.probability()[i]);
            predicted.append(r.relevant()[i] ? 1 : 0);
        }
        return Table.create((relevant ? "relevant" : "not relevant") + " citations", q, type, span, cites, p, predicted);
    }

    private static String cut(String s, int width) {
        String one = s == null ? "" : s.replaceAll("\\s+", " ").strip();
        return one.length() <= width ? one : one.substring(0, width) + "…";
    }

    /** The experiment results as a table: mean, min and max of each score over the fold seeds, and the AUC. */
    public static Table experiments(List<Experiments.Result> results) {
        StringColumn name = StringColumn.create("model");
        Map<String, DoubleColumn> cols = new LinkedHashMap<>();
        for (String part : List.of("mixed", "Ayah", "matn")) {
            for (String stat : List.of("mean", "min", "max")) {
                cols.put(part + "_" + stat, DoubleColumn.create(part + "_" + stat));
            }
        }
        DoubleColumn auc = DoubleColumn.create("auc");
        for (Experiments.Result r : results) {
            name.append(r.config().name());
            for (String part : List.of("mixed", "Ayah", "matn")) {
                org.tahqiq.subtask.Spread s = part.equals("mixed") ? r.mixed() : part.equals("Ayah") ? r.ayah() : r.matn();
                cols.get(part + "_mean").append(s.mean());
                cols.get(part + "_min").append(s.min());
                cols.get(part + "_max").append(s.max());
            }
            auc.append(r.auc());
        }
        Table t = Table.create("Subtask 4 experiments", name);
        cols.values().forEach(t::addColumns);
        return t.addColumns(auc);
    }
}
