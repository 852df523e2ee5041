package org.tahqiq.task3;

import org.tahqiq.task3.correct.AcceptModel;
import org.tahqiq.task3.correct.CorrectionThresholds;
import org.tahqiq.task3.correct.MatnRanking;
import org.tahqiq.task3.correct.MatnTrimmer;
import org.tahqiq.task3.correct.Task3Row;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.eval.Sensitivity;

/**
 * The sensitivity of Subtask 3 to the constants no cross-validation chooses ({@code ./tahqiq task3 --sensitivity}): the
 * known-correction prior of {@link MatnRanking} and the {@link AcceptModel} penalty by the repeated-CV score of the
 * same retrieval one step either side; the {@link MatnTrimmer} rules by what they were set on, the number of textual
 * corrections (train, and dev beside it) that equal some trimmed record.
 */
public final class Task3Sensitivity {

    static final List<String> METRICS = List.of("accuracy", "accuracy_Ayah", "accuracy_matn");
    static final String KNOWN = "known-correction prior w";
    static final String HOW_KNOWN = "chosen per fold with the ranking (5, 10 or 20); the fixed rows show each weight held "
            + "fixed (10 had been picked on dev before, so its row is optimistic)";
    static final String PENALTY = "accept model L2";
    static final String HOW_PENALTY = "1.0 since the model was written, a conventional unit penalty on standardized features; "
            + "a prior";

    private Task3Sensitivity() {
    }

    /**
     * @param all proposals under every {@link MatnRanking} (the rows restrict them to the rankings each variant uses)
     */
    public static List<Sensitivity> run(Task3Input input, Task3Pipeline.Proposals all, int folds, List<Long> seeds,
                                        AcceptModel.Settings settings) {
        List<Sensitivity> out = new ArrayList<>();
        List<MatnRanking> base = List.of(MatnRanking.CLOSENESS, MatnRanking.TWO_WAY);
        for (MatnRanking known : List.of(MatnRanking.KNOWN_5, MatnRanking.KNOWN_10, MatnRanking.KNOWN_20)) {
            List<MatnRanking> set = new ArrayList<>(base);
            set.add(known);
            out.add(row(KNOWN, known.name().substring("KNOWN_".length()), set.equals(Task3Pipeline.RANKINGS), HOW_KNOWN,
                    input, all.restrictedTo(set), folds, seeds, settings));
        }
        List<MatnRanking> nested = new ArrayList<>(base);
        nested.addAll(List.of(MatnRanking.KNOWN_5, MatnRanking.KNOWN_10, MatnRanking.KNOWN_20));
        out.add(row(KNOWN, "per fold", nested.equals(Task3Pipeline.RANKINGS), HOW_KNOWN, input, all.restrictedTo(nested), folds,
                seeds, settings));
        Task3Pipeline.Proposals used = all.restrictedTo(Task3Pipeline.RANKINGS);
        for (double l2 : new double[] {settings.l2() / 3, settings.l2(), settings.l2() * 3}) {
            out.add(row(PENALTY, String.format(Locale.ROOT, "%.2f", l2), l2 == settings.l2(), HOW_PENALTY, input, used, folds,
                    seeds, settings.withL2(l2)));
        }
        return out;
    }

    private static Sensitivity row(String constant, String value, boolean chosen, String how, Task3Input input,
                                   Task3Pipeline.Proposals proposals, int folds, List<Long> seeds,
                                   AcceptModel.Settings settings) {
        List<Map<String, Object>> perSeed = seeds.parallelStream().map(seed -> Task3Pipeline.decideRanked(input, proposals,
                CorrectionThresholds.pinned(), folds, seed, settings).score().toOfficialJson()).toList();
        return Sensitivity.of(constant, value, chosen, how, perSeed, METRICS);
    }

    /**
     * One trimmer variant and the textual matn corrections an alternative of which equals some record's matn trimmed so.
     *
     * @param train of the train corrections (what the rules were set on)
     * @param dev   of the input's corrections
     */
    public record TrimmerRow(String rule, String value, boolean chosen, int train, int trainRows, int dev, int devRows) {
    }

    /** Each trimmer rule off, and each window one step either side. */
    public static List<TrimmerRow> trimmer(HadithCorpus corpus, List<Task3Row> train, List<Task3Row> dev) {
        MatnTrimmer.Rules d = MatnTrimmer.Rules.DEFAULT;
        List<TrimmerRow> out = new ArrayList<>();
        out.add(trimmer("all rules", "on", true, d, corpus, train, dev));
        out.add(trimmer("grader note cut", "off", false, d.withGraderNote(false), corpus, train, dev));
        out.add(trimmer("attribution cut", "off", false, d.withAttribution(false), corpus, train, dev));
        out.add(trimmer("leading قال cut", "off", false, d.withLeadingSaid(false), corpus, train, dev));
        for (int w : new int[] {d.pbuhWithin() - 1, d.pbuhWithin() + 1}) {
            out.add(trimmer("formula within (words)", String.valueOf(w), false, d.withPbuhWithin(w), corpus, train, dev));
        }
        for (int w : new int[] {d.saidWithin() - 1, d.saidWithin() + 1}) {
            out.add(trimmer("leading قال within (words)", String.valueOf(w), false, d.withSaidWithin(w), corpus, train, dev));
        }
        return out;
    }

    private static TrimmerRow trimmer(String rule, String value, boolean chosen, MatnTrimmer.Rules rules, HadithCorpus corpus,
                                      List<Task3Row> train, List<Task3Row> dev) {
        var trimmed = MatnCoverage.trimmedTexts(corpus, rules);
        return new TrimmerRow(rule, value, chosen, MatnCoverage.equalRows(trimmed, train), MatnCoverage.textRows(train),
                MatnCoverage.equalRows(trimmed, dev), MatnCoverage.textRows(dev));
    }

    /** The trimmer rows as a Markdown table. */
    public static String trimmerMarkdown(List<TrimmerRow> rows) {
        StringBuilder b = new StringBuilder("### Subtask 3: matn trimmer rules (textual corrections equal to some trimmed record)\n\n"
                + "| rule | value | train | dev |\n|---|---|---|---|\n");
        for (TrimmerRow r : rows) {
            String v = r.chosen() ? "**" + r.value() + "**" : r.value();
            b.append(String.format(Locale.ROOT, "| %s | %s | %d of %d | %d of %d |%n", r.rule(), v, r.train(), r.trainRows(), r.dev(),
                    r.devRows()));
        }
        return b.append("\n- the rules and windows were set on the train counts (commit 5c24f2f); dev is shown beside them\n")
                .toString();
    }
}
