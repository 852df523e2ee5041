package org.tahqiq.task1;

import org.tahqiq.task1.score.CharClass;
import org.tahqiq.task1.score.Task1Score;
import org.tahqiq.task1.detect.DetectedAnnotation;
import org.tahqiq.task1.detect.SequenceModel;
import org.tahqiq.task1.detect.SpanDetector;
import java.awt.Color;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task1.score.Task1Span;
import org.tahqiq.eval.ErrorPowerLaw;
import org.tahqiq.subtask.Spread;
import org.tahqiq.text.CodePoints;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Subtask 1 as tables for notebook 08: scores per class, their spread over folds and fold seeds, the character-level
 * confusion between classes, span boundary errors by kind with examples, the learning curve, and what the synthetic
 * answers and the other priors of the recipe change. Every number is cross-validated the way {@code ./tahqiq task1}
 * does it.
 */
public final class SpanReport {

    private SpanReport() {
    }

    /** One row per class: F1, precision, recall and gold characters; then the macro F1. */
    public static Table scores(Task1Score s) {
        StringColumn cls = StringColumn.create("class");
        DoubleColumn f1 = DoubleColumn.create("F1");
        DoubleColumn p = DoubleColumn.create("precision");
        DoubleColumn r = DoubleColumn.create("recall");
        LongColumn gold = LongColumn.create("gold_chars");
        for (CharClass c : CharClass.values()) {
            cls.append(c.wire());
            f1.append(s.f1(c));
            p.append(s.precision(c));
            r.append(s.recall(c));
            gold.append(s.tp(c) + s.fn(c));
        }
        cls.append("macro");
        f1.append(s.macroF1());
        p.appendMissing();
        r.appendMissing();
        gold.append((long) gold.sum());
        return Table.create("Subtask 1 character-level scores", cls, f1, p, r, gold);
    }

    /** Each fold's own F1 per class (the answers it held out), with the mean, min and max over folds. */
    public static Table folds(List<Encoded> answers, SpanCrossValidation.Result cv) {
        int k = java.util.Arrays.stream(cv.foldOf()).max().orElse(-1) + 1;
        List<Task1Score> perFold = new ArrayList<>();
        for (int f = 0; f < k; f++) {
            List<Encoded> held = new ArrayList<>();
            for (int i = 0; i < answers.size(); i++) {
                if (cv.foldOf()[i] == f) {
                    held.add(answers.get(i));
                }
            }
            perFold.add(SpanCrossValidation.score(held, cv.detections()));
        }
        Table t = Table.create("Subtask 1 F1 per fold (seed-" + SpanCrossValidation.SEED + " folds)", StringColumn.create("class"));
        for (int f = 0; f < k; f++) {
            t.addColumns(DoubleColumn.create("fold_" + f));
        }
        t.addColumns(DoubleColumn.create("mean"), DoubleColumn.create("min"), DoubleColumn.create("max"));
        for (CharClass c : classesAndMacro()) {
            t.stringColumn("class").append(c == null ? "macro" : c.wire());
            double[] v = new double[k];
            for (int f = 0; f < k; f++) {
                v[f] = c == null ? perFold.get(f).macroF1() : perFold.get(f).f1(c);
                t.doubleColumn("fold_" + f).append(v[f]);
            }
            Spread s = Spread.of(v);
            t.doubleColumn("mean").append(s.mean());
            t.doubleColumn("min").append(s.min());
            t.doubleColumn("max").append(s.max());
        }
        return t;
    }

    /** F1 per class over repeated cross-validation: the first seed's, and the mean, min and max over all seeds. */
    public static Table foldSeeds(List<Long> seeds, List<Task1Score> scores) {
        StringColumn cls = StringColumn.create("class");
        DoubleColumn first = DoubleColumn.create("seed_" + seeds.get(0));
        DoubleColumn mean = DoubleColumn.create("mean");
        DoubleColumn min = DoubleColumn.create("min");
        DoubleColumn max = DoubleColumn.create("max");
        for (CharClass c : classesAndMacro()) {
            Spread s = Spread.of(scores.stream().mapToDouble(x -> c == null ? x.macroF1() : x.f1(c)).toArray());
            cls.append(c == null ? "macro" : c.wire());
            first.append(s.first());
            mean.append(s.mean());
            min.append(s.min());
            max.append(s.max());
        }
        return Table.create("Subtask 1 F1 over " + seeds.size() + " fold seeds", cls, first, mean, min, max);
    }

    /** Character counts by gold class (rows) and predicted class (columns), and the share of each row predicted right. */
    public static Table confusion(Task1Score s) {
        StringColumn gold = StringColumn.create("gold");
        Table t = Table.create("Subtask 1 character confusion (gold rows, predicted columns)", gold);
        for (CharClass c : CharClass.values()) {
            t.addColumns(LongColumn.create(c.wire()));
        }
        DoubleColumn right = DoubleColumn.create("recall");
        for (CharClass g : CharClass.values()) {
            gold.append(g.wire());
            for (CharClass p : CharClass.values()) {
                t.longColumn(p.wire()).append(s.confusion()[g.ordinal()][p.ordinal()]);
            }
            right.append(s.recall(g));
        }
        return t.addColumns(right);
    }

    /** Every span-level error of the run, over all answers. */
    public static List<SpanErrors.Error> errors(List<Encoded> answers, Map<String, List<DetectedAnnotation>> detections) {
        List<SpanErrors.Error> out = new ArrayList<>();
        for (Encoded e : answers) {
            out.addAll(SpanErrors.compare(e.answer().id(), e.answer().text(), e.answer().gold(),
                    Rows.of(e.answer().id(), detections.get(e.answer().id()))));
        }
        return out;
    }

    /** Gold spans by type and how each was found: exact, a boundary off (which), another type, missed; and spurious spans. */
    public static Table boundaryErrors(List<SpanErrors.Error> errors) {
        Map<SegmentType, int[]> counts = new LinkedHashMap<>();
        for (SegmentType t : SegmentType.values()) {
            counts.put(t, new int[SpanErrors.Kind.values().length]);
        }
        for (SpanErrors.Error e : errors) {
            counts.get(e.type())[e.kind().ordinal()]++;
        }
        Table t = Table.create("Subtask 1 spans by outcome", StringColumn.create("type"));
        for (SpanErrors.Kind k : SpanErrors.Kind.values()) {
            t.addColumns(IntColumn.create(k.name().toLowerCase()));
        }
        counts.forEach((type, c) -> {
            t.stringColumn("type").append(type.wire());
            for (SpanErrors.Kind k : SpanErrors.Kind.values()) {
                t.intColumn(k.name().toLowerCase()).append(c[k.ordinal()]);
            }
        });
        return t;
    }

    /** Up to {@code perKind} examples of each error kind of one type: the text the boundary gained or lost, in context. */
    public static Table examples(List<Encoded> answers, List<SpanErrors.Error> errors, SegmentType type, int perKind) {
        Map<String, String> texts = new LinkedHashMap<>();
        answers.forEach(e -> texts.put(e.answer().id(), e.answer().text()));
        StringColumn kind = StringColumn.create("kind");
        StringColumn id = StringColumn.create("response");
        StringColumn diff = StringColumn.create("difference");
        StringColumn gold = StringColumn.create("gold_span");
        StringColumn pred = StringColumn.create("predicted_span");
        Map<SpanErrors.Kind, Integer> taken = new LinkedHashMap<>();
        for (SpanErrors.Error e : errors) {
            if (e.type() != type || e.kind() == SpanErrors.Kind.EXACT || taken.getOrDefault(e.kind(), 0) >= perKind) {
                continue;
            }
            taken.merge(e.kind(), 1, Integer::sum);
            String text = texts.get(e.responseId());
            kind.append(e.kind().name().toLowerCase());
            id.append(e.responseId());
            diff.append(shorten(e.diff()));
            gold.append(e.gold() == null ? "" : shorten(piece(text, e.gold())));
            pred.append(e.pred() == null ? "" : e.pred().type().wire() + ": " + shorten(piece(text, e.pred())));
        }
        return Table.create(type.wire() + " errors, up to " + perKind + " per kind", kind, id, diff, gold, pred);
    }

    /**
     * F1 against the number of training answers per fold (whole questions drawn with the fold seed), with the recipe's
     * synthetic answers and without them, over {@code seeds} fold seeds (2026, 1, ...): the macro F1's mean, min and
     * max and each class's mean. The last size, 0, is every training answer of a fold.
     */
    public static Table learningCurve(Task1Pipeline p, List<Encoded> answers, int[] sizes, int seeds) {
        IntColumn n = IntColumn.create("train_answers");
        StringColumn variant = StringColumn.create("synthetic");
        DoubleColumn mean = DoubleColumn.create("macro_mean");
        DoubleColumn min = DoubleColumn.create("macro_min");
        DoubleColumn max = DoubleColumn.create("macro_max");
        Map<CharClass, DoubleColumn> cls = new LinkedHashMap<>();
        for (CharClass c : CharClass.values()) {
            cls.put(c, DoubleColumn.create("F1_" + c.wire()));
        }
        int perFold = answers.size() - answers.size() / SpanCrossValidation.FOLDS;
        List<Long> seedList = org.tahqiq.eval.CrossValidation.seeds(SpanCrossValidation.SEED, seeds);
        for (Task1Recipe r : List.of(p.recipe(), p.recipe().withSynthetic(0))) {
            for (int size : sizes) {
                List<Task1Score> scores = seedList.parallelStream()
                        .map(seed -> p.crossValidate(answers, SpanCrossValidation.FOLDS, seed, r, size).score()).toList();
                Spread s = Spread.of(scores.stream().mapToDouble(Task1Score::macroF1).toArray());
                n.append(size <= 0 ? perFold : size);
                variant.append(String.valueOf(r.synthetic()));
                mean.append(s.mean());
                min.append(s.min());
                max.append(s.max());
                cls.forEach((c, col) -> col.append(scores.stream().mapToDouble(sc -> sc.f1(c)).average().orElseThrow()));
            }
        }
        Table t = Table.create("Subtask 1 learning curve (" + seeds + " fold seeds)", n, variant, mean, min, max);
        cls.values().forEach(t::addColumns);
        return t;
    }

    /**
     * Each line of a learning curve as a power law in its error ({@link ErrorPowerLaw}, fitted on the means), for each
     * score in {@code targets} (a column of the curve, such as {@code macro_mean} or {@code F1_isnad}, with the value
     * asked of it): how fast the error falls, how many training answers per fold the law needs for the value asked, and
     * the score it gives at {@code projectAt} answers. Extrapolations, to be read as such; how far one goes wrong shows
     * in {@code overshoot_at_largest}: the law fitted without the largest size, its score there less the one measured.
     */
    public static Table learningProjection(Table curve, Map<String, Double> targets, int projectAt) {
        StringColumn score = StringColumn.create("score");
        StringColumn variant = StringColumn.create("synthetic");
        DoubleColumn atLargest = DoubleColumn.create("law_at_largest");
        DoubleColumn exponent = DoubleColumn.create("error_exponent");
        DoubleColumn perDoubling = DoubleColumn.create("error_x_per_doubling");
        DoubleColumn asked = DoubleColumn.create("target");
        IntColumn needed = IntColumn.create("answers_for_target");
        DoubleColumn projected = DoubleColumn.create("at_" + projectAt + "_answers");
        DoubleColumn overshoot = DoubleColumn.create("overshoot_at_largest");
        List<String> variants = List.copyOf(new java.util.LinkedHashSet<>(curve.stringColumn("synthetic").asList()));
        targets.forEach((column, target) -> {
            for (String v : variants) {
                Table part = curve.where(curve.stringColumn("synthetic").isEqualTo(v));
                double[] sizes = part.intColumn("train_answers").asDoubleArray();
                double[] scores = part.doubleColumn(column).asDoubleArray();
                ErrorPowerLaw law = ErrorPowerLaw.fit(sizes, scores);
                double need = law.sizeFor(target);
                int largestAt = ErrorPowerLaw.largest(sizes);
                overshoot.append(ErrorPowerLaw.overshootAtLargest(sizes, scores)); // NaN, too few points, is Tablesaw's missing
                score.append(column);
                variant.append(v);
                atLargest.append(law.scoreAt(sizes[largestAt]));
                exponent.append(law.b());
                perDoubling.append(Math.pow(2, -law.b()));
                asked.append(target);
                if (need > Integer.MAX_VALUE) { // infinite too: the law never gets there
                    needed.appendMissing();
                } else {
                    needed.append((int) Math.round(need));
                }
                projected.append(law.scoreAt(projectAt));
            }
        });
        return Table.create("Subtask 1 learning curve as a power law in the error (1 - F1 = a n^-b), extrapolated",
                score, variant, atLargest, overshoot, exponent, perDoubling, asked, needed, projected);
    }

    /** The learning curve as a chart: mean macro F1 against training answers, one line per synthetic count. */
    public static XYChart learningChart(Table curve) {
        XYChart chart = new XYChartBuilder().width(760).height(420).title("Subtask 1: macro F1 against training answers per fold")
                .xAxisTitle("dev answers a fold trains on").yAxisTitle("macro F1 (character level), mean over fold seeds").build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideSE);
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        for (String v : curve.stringColumn("synthetic").unique()) {
            Table part = curve.where(curve.stringColumn("synthetic").isEqualTo(v));
            chart.addSeries(v.equals("0") ? "dev answers only" : "+ " + v + " synthetic answers",
                    part.intColumn("train_answers").asDoubleArray(), part.doubleColumn("macro_mean").asDoubleArray());
        }
        return chart;
    }

    /**
     * Recipe variants over {@code seeds} fold seeds (2026, 1, ...): macro F1 mean, min and max and each class's mean; plus
     * one row for a model trained on the synthetic answers alone (no dev answer).
     */
    public static Table variants(Task1Pipeline p, List<Encoded> answers, Map<String, Task1Recipe> variants, int seeds) {
        StringColumn name = StringColumn.create("recipe");
        DoubleColumn mean = DoubleColumn.create("macro_mean");
        DoubleColumn min = DoubleColumn.create("macro_min");
        DoubleColumn max = DoubleColumn.create("macro_max");
        Map<CharClass, DoubleColumn> cls = new LinkedHashMap<>();
        for (CharClass c : CharClass.values()) {
            cls.put(c, DoubleColumn.create(c.wire() + "_mean"));
        }
        List<Long> seedList = org.tahqiq.eval.CrossValidation.seeds(SpanCrossValidation.SEED, seeds);
        variants.forEach((label, r) -> {
            List<Task1Score> scores = seedList.parallelStream()
                    .map(seed -> p.crossValidate(answers, SpanCrossValidation.FOLDS, seed, r, 0).score()).toList();
            Spread s = Spread.of(scores.stream().mapToDouble(Task1Score::macroF1).toArray());
            name.append(label);
            mean.append(s.mean());
            min.append(s.min());
            max.append(s.max());
            cls.forEach((c, col) -> col.append(scores.stream().mapToDouble(x -> x.f1(c)).average().orElse(Double.NaN)));
        });
        Task1Recipe base = p.recipe();
        SequenceModel only = p.trainSyntheticOnly(base);
        Map<String, List<DetectedAnnotation>> det = new LinkedHashMap<>();
        for (Encoded e : answers) {
            det.put(e.answer().id(), SpanDetector.detect(p.analyzer(), e.analysis(), e.features(), only, base.rules()));
        }
        Task1Score s = SpanCrossValidation.score(answers, det);
        name.append(base.synthetic() + " synthetic answers only, no dev answer");
        mean.append(s.macroF1());
        min.appendMissing();
        max.appendMissing();
        cls.forEach((c, col) -> col.append(s.f1(c)));
        Table t = Table.create("Subtask 1 recipe variants over " + seeds + " fold seeds", name, mean, min, max);
        cls.values().forEach(t::addColumns);
        return t;
    }

    private static List<CharClass> classesAndMacro() {
        List<CharClass> out = new ArrayList<>(List.of(CharClass.values()));
        out.add(null);
        return out;
    }

    private static String piece(String text, Task1Span s) {
        int n = CodePoints.length(text);
        return CodePoints.substring(text, Math.max(0, s.start()), Math.min(n, s.end()));
    }

    private static String shorten(String s) {
        String one = s.replace('\n', ' ');
        return one.length() <= 90 ? one : one.substring(0, 60) + " … " + one.substring(one.length() - 25);
    }
}
