package org.tahqiq.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.tahqiq.compare.Difference;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.AnnotationEvidence;
import org.tahqiq.task2.AcceptedQuoteCheck;
import org.tahqiq.task2.Task2Input;
import org.tahqiq.task2.Task2Result;
import org.tahqiq.task2.rules.Verdict;
import org.tahqiq.task2.rules.Verifier;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * How matn quotes differ from their nearest record, beside what gold and the matn model make of them: the dev quotes
 * gold calls correct and incorrect, and the train answers' quotes gold accepted, with how many of those the model calls
 * incorrect when their question is new ({@link AcceptedQuoteCheck#judged}). The dev set is the only sample with both
 * labels: where it holds few quotes of a kind, a fit on it cannot learn what gold decides for that kind, and the train
 * quotes show how often such quotes are authentic all the same.
 */
public final class QuoteDifferences {

    /**
     * One quote.
     *
     * @param train         a train answer's quote (gold accepted it) rather than a dev answer's
     * @param goldCorrect   gold's label
     * @param calledCorrect the matn model's label (cross-validated for dev quotes, as for a new question for train ones)
     * @param similarity    best similarity, 0–100 (NaN when nothing was compared)
     * @param kind          how it differs from its nearest record (null when nothing is shortlisted)
     */
    public record Quote(boolean train, boolean goldCorrect, boolean calledCorrect, double similarity, Difference.Kind kind) {
    }

    /**
     * Similarity bands of {@link #bySimilarity}, as lower bounds: presentation only. 98 and 95 bracket the cuts the
     * folds choose for the matn model's point of indifference; 100 is word for word.
     */
    static final double[] BANDS = {100, 98, 95, 90, 80, 0};

    private final List<Quote> quotes;

    public QuoteDifferences(List<Quote> quotes) {
        this.quotes = List.copyOf(quotes);
    }

    /** The dev run's scored matn quotes, each with its cross-validated verdict. */
    public static List<Quote> dev(Task2Input input, Task2Result result, Verifier verifier) {
        Map<SegmentKey, Verdict> verdicts = new HashMap<>();
        result.verdicts().forEach(v -> verdicts.put(v.key(), v));
        List<Quote> out = new ArrayList<>();
        for (AnnotationEvidence e : result.evidence()) {
            for (Segment s : e.annotation().segments()) {
                Label gold = input.gold().get(s.key());
                if (s.type() != SegmentType.MATN || gold == null || gold == Label.NA) {
                    continue;
                }
                Verdict v = verdicts.get(s.key());
                Difference d = verifier.matnRule().nearestDifference(e);
                out.add(new Quote(false, gold == Label.CORRECT, v.label() == Label.CORRECT, v.score(),
                        d == null ? null : d.kind()));
            }
        }
        return out;
    }

    /** The accepted train quotes as the check judged them. */
    public static List<Quote> train(List<AcceptedQuoteCheck.JudgedQuote> judged) {
        return judged.stream().map(j -> new Quote(true, true, j.calledCorrect(), j.similarity(), j.difference())).toList();
    }

    /** One row per kind of difference (in {@link Difference.Kind} order; "nothing shortlisted" last). */
    public Table byKind() {
        List<String> order = new ArrayList<>();
        for (Difference.Kind k : Difference.Kind.values()) {
            order.add(name(k));
        }
        order.add(NOTHING);
        return table("matn quotes by how they differ from their nearest record", "difference", order,
                q -> q.kind() == null ? NOTHING : name(q.kind()));
    }

    /** One row per similarity band, highest first. */
    public Table bySimilarity() {
        List<String> order = new ArrayList<>();
        for (int i = 0; i < BANDS.length; i++) {
            order.add(band(i));
        }
        order.add(NOTHING);
        return table("matn quotes by their best similarity", "similarity", order, QuoteDifferences::bandOf);
    }

    static final String NOTHING = "nothing shortlisted";

    static String name(Difference.Kind k) {
        return k.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }

    private static String band(int i) {
        if (BANDS[i] == 100) {
            return "100";
        }
        String upper = i == 0 ? "" : (BANDS[i - 1] == 100 ? "100)" : fmt(BANDS[i - 1]) + ")");
        return "[" + fmt(BANDS[i]) + ", " + upper;
    }

    private static String fmt(double d) {
        return String.valueOf((int) d);
    }

    static String bandOf(Quote q) {
        if (Double.isNaN(q.similarity())) {
            return NOTHING;
        }
        for (int i = 0; i < BANDS.length; i++) {
            if (q.similarity() >= BANDS[i]) {
                return band(i);
            }
        }
        return band(BANDS.length - 1);
    }

    private Table table(String title, String first, List<String> order, Function<Quote, String> key) {
        Map<String, int[]> counts = new LinkedHashMap<>();
        order.forEach(k -> counts.put(k, new int[5]));
        for (Quote q : quotes) {
            int[] c = counts.get(key.apply(q));
            if (q.train()) {
                c[2]++;
                c[3] += q.calledCorrect() ? 0 : 1;
            } else {
                c[q.goldCorrect() ? 0 : 1]++;
                c[4] += q.calledCorrect() == q.goldCorrect() ? 0 : 1;
            }
        }
        StringColumn name = StringColumn.create(first);
        IntColumn devCorrect = IntColumn.create("dev_gold_correct");
        IntColumn devIncorrect = IntColumn.create("dev_gold_incorrect");
        IntColumn devWrong = IntColumn.create("dev_model_wrong");
        IntColumn train = IntColumn.create("train_accepted");
        IntColumn trainWrong = IntColumn.create("train_called_incorrect");
        DoubleColumn share = DoubleColumn.create("train_share_called_incorrect");
        counts.forEach((k, c) -> {
            if (c[0] + c[1] + c[2] == 0) {
                return;
            }
            name.append(k);
            devCorrect.append(c[0]);
            devIncorrect.append(c[1]);
            devWrong.append(c[4]);
            train.append(c[2]);
            trainWrong.append(c[3]);
            share.append(c[2] == 0 ? Double.NaN : (double) c[3] / c[2]);
        });
        return Table.create(title, name, devCorrect, devIncorrect, devWrong, train, trainWrong, share);
    }
}
