package org.tahqiq.verify.evaluate;

import org.tahqiq.verify.CheckedAnswer;
import org.tahqiq.verify.CheckedSpan;
import org.tahqiq.verify.Checker;
import org.tahqiq.verify.QuoteMarks;
import org.tahqiq.verify.VerbatimVerses;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Response;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.eval.Wilson;
import org.tahqiq.index.AnnotationEvidence;
import org.tahqiq.index.Retrieval;
import org.tahqiq.task1.detect.DetectedAnnotation;
import org.tahqiq.task1.Encoded;
import org.tahqiq.task1.SpanCrossValidation;
import org.tahqiq.task1.Task1Input;
import org.tahqiq.task1.Task1Pipeline;
import org.tahqiq.task1.Task1Recipe;
import org.tahqiq.task2.Task2Input;
import org.tahqiq.task2.Task2Pipeline;
import org.tahqiq.task2.ThresholdPolicy;
import org.tahqiq.task2.rules.Task2Fit;
import org.tahqiq.task2.rules.Thresholds;
import org.tahqiq.task3.correct.CorrectionThresholds;
import org.tahqiq.task3.correct.Proposal;
import org.tahqiq.task3.Task3Input;
import org.tahqiq.task3.Task3Pipeline;
import org.tahqiq.task3.Task3Result;
import org.tahqiq.task3.correct.Task3Row;
import org.tahqiq.task3.Task3Scorer;

/**
 * {@code verify} end to end on the labelled dev set, from the answers alone: the detector finds the spans, the rules
 * judge them, the corrector proposes — and every answer is checked by parts that never saw its question. Answers are
 * split into folds grouped by question (Subtask 1's cross-validation, {@link SpanCrossValidation}); for each fold, the
 * detector is trained (Subtask 1's recipe), the Subtask 2 thresholds and the Subtask 3 rule and ranking are chosen, on
 * the other folds' answers only (each by its own subtask's selection, on gold spans), then the fold's answers are
 * checked.
 *
 * <p>Per type, for the gold Ayah and matn segments: the share found (a detected span of the type overlapping it by at
 * least half of the longer of the two, in characters), of those the share whose verdict is gold's label, and of the
 * gold-incorrect ones the share whose proposed text (or خطأ) the Subtask 3 scorer accepts, counted over all of them (a
 * segment not found, or judged correct, gets no correction and misses). The share found is also counted apart by how
 * each gold quote is set off in the answer ({@link QuoteMarks}): the detector leans on quote marks.
 */
public final class EndToEnd {

    /** A detected span counts as finding a gold one when they share at least this share of the longer one's characters. */
    public static final double MIN_OVERLAP = 0.5;
    public static final List<SegmentType> TYPES = List.of(SegmentType.AYAH, SegmentType.MATN);

    /**
     * Counts for one type.
     *
     * @param gold         gold segments (scored ones: label correct or incorrect)
     * @param found        of those, found by the detector
     * @param agreed       of those found, given gold's label
     * @param goldWrong    gold segments labelled incorrect (that have gold corrections)
     * @param corrected    of those, whose proposal the Subtask 3 scorer accepts
     * @param wrongFound   of the gold-incorrect ones, found and judged incorrect (so given a proposal)
     * @param unmatched    detected spans of the type that overlap no gold segment of it
     * @param byMarks      the gold segments and those found, apart by how each is set off in its answer
     */
    public record Counts(SegmentType type, int gold, int found, int agreed, int goldWrong, int corrected, int wrongFound,
                         int unmatched, Map<QuoteMarks, Found> byMarks) {

        public Counts {
            byMarks = byMarks.isEmpty() ? Map.of() : java.util.Collections.unmodifiableMap(new EnumMap<>(byMarks));
        }

        /** Found among the gold segments set off as {@code marks}; NaN when there are none. */
        public double foundShare(QuoteMarks marks) {
            return byMarks.getOrDefault(marks, new Found(0, 0)).share();
        }

        public double foundShare() {
            return share(found, gold);
        }

        public double agreedShare() {
            return share(agreed, found);
        }

        public double correctedShare() {
            return share(corrected, goldWrong);
        }

        Counts plus(Counts o) {
            Map<QuoteMarks, Found> marks = new EnumMap<>(QuoteMarks.class);
            byMarks.forEach((k, f) -> marks.merge(k, f, Found::plus));
            o.byMarks.forEach((k, f) -> marks.merge(k, f, Found::plus));
            return new Counts(type, gold + o.gold, found + o.found, agreed + o.agreed, goldWrong + o.goldWrong,
                    corrected + o.corrected, wrongFound + o.wrongFound, unmatched + o.unmatched, marks);
        }
    }

    /** Gold segments set off in one way ({@link QuoteMarks}) and how many of them the detector found. */
    public record Found(int gold, int found) {

        public double share() {
            return EndToEnd.share(found, gold);
        }

        Found plus(Found o) {
            return new Found(gold + o.gold, found + o.found);
        }
    }

    /** One cross-validated run: its fold seed, per-type counts, and the detector's Subtask 1 score over the same folds. */
    public record Result(long seed, Map<SegmentType, Counts> counts, double task1MacroF1) {
    }

    private final Task1Pipeline task1;
    private final Checker base;
    private final List<Response> responses;
    private final List<Encoded> encoded;
    private final Task2Input task2;
    private final List<AnnotationEvidence> task2Evidence;
    private final Task3Input task3;
    private final Task3Pipeline.Proposals task3Proposals;

    /**
     * Reads the dev set and prepares what every fold seed shares (analysis, gold-span evidence and proposals).
     *
     * @param cacheDir where Subtask 1 keeps its trained fold models (null: train every time)
     */
    public EndToEnd(DataLocation data, Retrieval retrieval, java.nio.file.Path cacheDir, Consumer<String> log) {
        this.task1 = new Task1Pipeline(retrieval.quran(), retrieval.hadith(), Task1Recipe.DEFAULT, 0);
        if (cacheDir != null) {
            task1.cacheModels(cacheDir);
        }
        this.responses = DevJsonlReader.read(data.devJsonl());
        log.accept("end to end: analysing " + responses.size() + " dev answers");
        this.encoded = task1.encode(Task1Input.read(data.devJsonl()).answers());
        // No detector of its own: every answer is checked with its fold's detections.
        // The dev answers are what is checked: their own judged quotes must not inform the matn verdicts.
        this.base = Checker.over(retrieval, task1.analyzer(), null, data)
                .withKnown(org.tahqiq.task2.rules.KnownQuotes.read(data, data.devJsonl()));
        this.task2 = Task2Input.read(data.devJsonl());
        this.task2Evidence = base.verifier().gather(task2.annotations());
        this.task3 = Task3Input.dev(data);
        this.task3Proposals = new Task3Pipeline.Proposals(Task3Pipeline.RANKINGS, base.verifier().gather(task3.annotations())
                .parallelStream().map(ev -> base.corrector().proposeAll(ev, Task3Pipeline.RANKINGS)).toList(), 0);
    }

    /** One cross-validated run with the given fold seed. */
    public Result run(int folds, long seed, Consumer<String> log) {
        log.accept("end to end, fold seed " + seed + ": " + folds + " detectors (" + task1.recipe() + ")");
        SpanCrossValidation.Result cv = task1.crossValidate(encoded, folds, seed);
        Map<String, Integer> foldOfQuestion = new HashMap<>();
        for (int i = 0; i < encoded.size(); i++) {
            foldOfQuestion.put(encoded.get(i).answer().questionId(), cv.foldOf()[i]);
        }
        Map<SegmentType, Counts> total = new EnumMap<>(SegmentType.class);
        TYPES.forEach(t -> total.put(t, new Counts(t, 0, 0, 0, 0, 0, 0, 0, Map.of())));
        for (int f = 0; f < folds; f++) {
            final int fold = f;
            Checker checker = foldChecker(a -> foldOfQuestion.get(a.questionId()) != fold, seed);
            List<Response> test = responses.stream().filter(r -> foldOfQuestion.get(r.questionId()) == fold).toList();
            List<Map<SegmentType, Counts>> perAnswer = test.parallelStream()
                    .map(r -> compare(r, checker.check(r.id(), r.question(), r.answer(), cv.detections().get(r.id()))))
                    .toList();
            for (Map<SegmentType, Counts> m : perAnswer) {
                m.forEach((t, c) -> total.merge(t, c, Counts::plus));
            }
        }
        return new Result(seed, total, cv.score().macroF1());
    }

    /** The detector's cross-validated detections of one fold seed (every answer by a detector that never saw it). */
    public SpanCrossValidation.Result detections(int folds, long seed) {
        return task1.crossValidate(encoded, folds, seed);
    }

    /** The labelled dev answers. */
    public List<Response> responses() {
        return responses;
    }

    /** The checker every fold's is made from (its retrieval and corpora). */
    public Checker checker() {
        return base;
    }

    /**
     * How {@link VerbatimVerses} settings change what is found, on the fold detectors of one seed: per setting, the
     * Ayah and matn gold segments found (overlap as in {@link #bestMatch}) and the detected spans matching no gold one,
     * on the working part and on the lockbox apart. The detectors and the answers' verdicts do not depend on the
     * setting, so one cross-validation serves every row.
     */
    public String verbatimSweep(int folds, long seed, List<VerbatimVerses.Settings> grid, Consumer<String> log) {
        SpanCrossValidation.Result cv = task1.crossValidate(encoded, folds, seed);
        org.tahqiq.eval.Lockbox lockbox = org.tahqiq.eval.Lockbox.dev();
        StringBuilder sb = new StringBuilder();
        sb.append("| min words | min rarity | part | Ayah found | Ayah, no gold match | matn found | matn, no gold match "
                + "| Ayah F1 | matn F1 |\n|---:|---:|---|---:|---:|---:|---:|---:|---:|\n");
        for (VerbatimVerses.Settings st : grid) {
            VerbatimVerses finder = new VerbatimVerses(base.retrieval().quran(), st);
            for (boolean held : new boolean[] {false, true}) {
                int[] gold = new int[2];
                int[] found = new int[2];
                int[] spurious = new int[2];
                for (Response r : responses) {
                    if (lockbox.holds(r.questionId()) != held) {
                        continue;
                    }
                    List<DetectedAnnotation> ds = finder.complete(r.answer(), cv.detections().get(r.id()));
                    for (int t = 0; t < 2; t++) {
                        SegmentType type = TYPES.get(t);
                        List<int[]> det = new ArrayList<>();
                        ds.forEach(a -> a.spans().stream().filter(x -> x.type() == type).forEach(x -> det.add(new int[] {x.start(), x.end()})));
                        boolean[] used = new boolean[det.size()];
                        for (Annotation a : r.annotations()) {
                            for (Segment g : a.segments()) {
                                if (g.type() != type || g.gold() == null || g.gold() == Label.NA) {
                                    continue;
                                }
                                gold[t]++;
                                int b = bestMatch(g.start(), g.end(), det);
                                if (b >= 0) {
                                    found[t]++;
                                    used[b] = true;
                                }
                            }
                        }
                        for (boolean u : used) {
                            spurious[t] += u ? 0 : 1;
                        }
                    }
                }
                sb.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %d | %s | %d | %.4f | %.4f |%n",
                        st.off() ? "off" : String.valueOf(st.minWords()), st.off() ? "" : String.format(Locale.ROOT, "%.0f", st.minRarity()),
                        held ? "lockbox" : "working", cell(found[0], gold[0]), spurious[0], cell(found[1], gold[1]), spurious[1],
                        f1(found[0], gold[0], spurious[0]), f1(found[1], gold[1], spurious[1])));
            }
            log.accept("verbatim sweep: " + st);
        }
        return sb.toString();
    }

    private static double f1(int found, int gold, int spurious) {
        return 2.0 * found / (2.0 * found + (gold - found) + spurious);
    }

    /** {@link #bestMatch} over plain ranges. */
    static int bestMatch(int start, int end, List<int[]> detected) {
        int best = -1;
        double bestShare = 0;
        for (int i = 0; i < detected.size(); i++) {
            int[] d = detected.get(i);
            int overlap = Math.min(end, d[1]) - Math.max(start, d[0]);
            double share = overlap <= 0 ? 0 : overlap / (double) Math.max(end - start, d[1] - d[0]);
            if (share >= MIN_OVERLAP && share > bestShare) {
                best = i;
                bestShare = share;
            }
        }
        return best;
    }

    /** The base checker with the thresholds, rule and ranking its subtasks select on the training answers only. */
    private Checker foldChecker(java.util.function.Predicate<Annotation> train, long seed) {
        List<Annotation> anns2 = new ArrayList<>();
        List<AnnotationEvidence> ev2 = new ArrayList<>();
        for (int i = 0; i < task2.annotations().size(); i++) {
            if (train.test(task2.annotations().get(i))) {
                anns2.add(task2.annotations().get(i));
                ev2.add(task2Evidence.get(i));
            }
        }
        Map<SegmentKey, Label> gold2 = new HashMap<>();
        anns2.forEach(a -> a.segments().forEach(s -> {
            if (task2.gold().containsKey(s.key())) {
                gold2.put(s.key(), task2.gold().get(s.key()));
            }
        }));
        Task2Input in2 = new Task2Input(task2.source(), anns2, gold2, Map.of());
        Task2Fit fit = new Task2Pipeline(base.verifier())
                .judge(in2, ev2, ThresholdPolicy.crossValidated(Thresholds.pinned(), ThresholdPolicy.DEFAULT_FOLDS, seed))
                .onAll();

        List<Annotation> anns3 = new ArrayList<>();
        List<Task3Row> gold3 = new ArrayList<>();
        List<List<Proposal>> props3 = new ArrayList<>();
        for (int i = 0; i < task3.annotations().size(); i++) {
            if (train.test(task3.annotations().get(i))) {
                anns3.add(task3.annotations().get(i));
                gold3.add(task3.gold().get(i));
                props3.add(task3Proposals.byAnnotation().get(i));
            }
        }
        Task3Result r3 = Task3Pipeline.decideRanked(new Task3Input(task3.source(), anns3, gold3),
                new Task3Pipeline.Proposals(Task3Pipeline.RANKINGS, props3, 0), CorrectionThresholds.pinned(),
                ThresholdPolicy.DEFAULT_FOLDS, seed);
        return base.with(fit, r3.tunedOnAll(), r3.rankingOnAll());
    }

    /** One answer's counts against its gold annotations. */
    static Map<SegmentType, Counts> compare(Response gold, CheckedAnswer checked) {
        Map<SegmentType, Counts> out = new EnumMap<>(SegmentType.class);
        for (SegmentType type : TYPES) {
            List<CheckedSpan> detected = new ArrayList<>();
            checked.citations().forEach(c -> c.spans().stream().filter(s -> s.type() == type).forEach(detected::add));
            boolean[] matched = new boolean[detected.size()];
            int n = 0;
            int found = 0;
            int agreed = 0;
            int wrong = 0;
            int corrected = 0;
            int wrongFound = 0;
            Map<QuoteMarks, Found> byMarks = new EnumMap<>(QuoteMarks.class);
            for (Annotation a : gold.annotations()) {
                for (Segment s : a.segments()) {
                    if (s.type() != type || s.gold() == null || s.gold() == Label.NA) {
                        continue;
                    }
                    n++;
                    int best = bestMatch(s, detected);
                    CheckedSpan d = best < 0 ? null : detected.get(best);
                    byMarks.merge(QuoteMarks.around(gold.answer(), s.start(), s.end()), new Found(1, d != null ? 1 : 0), Found::plus);
                    if (d != null) {
                        matched[best] = true;
                        found++;
                        agreed += d.label() == s.gold() ? 1 : 0;
                    }
                    if (s.gold() == Label.INCORRECT && !a.corrections().isEmpty()) {
                        wrong++;
                        if (d != null && d.hasCorrection()) {
                            wrongFound++;
                            corrected += Task3Scorer.hit(type, d.correction().text(), a.corrections()) ? 1 : 0;
                        }
                    }
                }
            }
            int unmatched = 0;
            for (boolean m : matched) {
                unmatched += m ? 0 : 1;
            }
            out.put(type, new Counts(type, n, found, agreed, wrong, corrected, wrongFound, unmatched, byMarks));
        }
        return out;
    }

    /** The detected span overlapping the gold one most, if it shares at least {@link #MIN_OVERLAP} of the longer; else -1. */
    static int bestMatch(Segment gold, List<CheckedSpan> detected) {
        int best = -1;
        double bestShare = 0;
        for (int i = 0; i < detected.size(); i++) {
            CheckedSpan d = detected.get(i);
            int overlap = Math.min(gold.end(), d.end()) - Math.max(gold.start(), d.start());
            double share = overlap <= 0 ? 0 : overlap / (double) Math.max(gold.end() - gold.start(), d.end() - d.start());
            if (share >= MIN_OVERLAP && share > bestShare) {
                best = i;
                bestShare = share;
            }
        }
        return best;
    }

    /** Markdown table of one run (seed 2026 normally), with 95% Wilson intervals. */
    public static String table(Result r) {
        StringBuilder sb = new StringBuilder();
        sb.append("| type | gold segments | found (overlap ≥ 50 %) | labelled as gold (of found) | gold-incorrect "
                + "| of those, found and judged incorrect | correction accepted (of gold-incorrect) | detected, no gold match |\n");
        sb.append("|---|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Counts c : r.counts().values()) {
            sb.append(String.format(Locale.ROOT, "| %s | %d | %s | %s | %d | %d | %s | %d |%n", c.type().wire(), c.gold(),
                    cell(c.found(), c.gold()), cell(c.agreed(), c.found()), c.goldWrong(), c.wrongFound(),
                    cell(c.corrected(), c.goldWrong()), c.unmatched()));
        }
        sb.append("\n| type | how the quote is set off | gold segments | found (overlap ≥ 50 %) |\n|---|---|---:|---:|\n");
        r.counts().values().forEach(c -> c.byMarks().forEach((k, f) -> sb.append(String.format(Locale.ROOT, "| %s | %s | %d | %s |%n",
                c.type().wire(), k.label(), f.gold(), cell(f.found(), f.gold())))));
        return sb.toString();
    }

    /** Mean, min and max of each share over several fold seeds. */
    public static String spread(List<Result> runs) {
        StringBuilder sb = new StringBuilder();
        sb.append("| type | share | mean | min | max |\n|---|---|---:|---:|---:|\n");
        for (SegmentType t : TYPES) {
            line(sb, t, "found", runs.stream().mapToDouble(r -> r.counts().get(t).foundShare()).toArray());
            for (QuoteMarks k : QuoteMarks.values()) {
                line(sb, t, "found, " + k.label(), runs.stream().mapToDouble(r -> r.counts().get(t).foundShare(k)).toArray());
            }
            line(sb, t, "labelled as gold", runs.stream().mapToDouble(r -> r.counts().get(t).agreedShare()).toArray());
            line(sb, t, "correction accepted", runs.stream().mapToDouble(r -> r.counts().get(t).correctedShare()).toArray());
        }
        return sb.toString();
    }

    private static void line(StringBuilder sb, SegmentType t, String what, double[] v) {
        double mean = java.util.Arrays.stream(v).average().orElse(Double.NaN);
        double min = java.util.Arrays.stream(v).min().orElse(Double.NaN);
        double max = java.util.Arrays.stream(v).max().orElse(Double.NaN);
        sb.append(String.format(Locale.ROOT, "| %s | %s | %.3f | %.3f | %.3f |%n", t.wire(), what, mean, min, max));
    }

    private static String cell(int hits, int n) {
        if (n == 0) {
            return "–";
        }
        Wilson.Interval ci = Wilson.interval95(hits, n);
        return String.format(Locale.ROOT, "%d (%.3f, %.2f–%.2f)", hits, hits / (double) n, ci.low(), ci.high());
    }

    static double share(int hits, int n) {
        return n == 0 ? Double.NaN : hits / (double) n;
    }
}
