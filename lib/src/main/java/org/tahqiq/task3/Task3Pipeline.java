package org.tahqiq.task3;

import org.tahqiq.task3.correct.AcceptModel;
import org.tahqiq.task3.correct.CorrectionMemory;
import org.tahqiq.task3.correct.CorrectionThresholds;
import org.tahqiq.task3.correct.Corrector;
import org.tahqiq.task3.correct.MatnRanking;
import org.tahqiq.task3.correct.Proposal;
import org.tahqiq.task3.correct.Task3Row;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.AnnotationKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.eval.CrossValidation;
import org.tahqiq.index.AnnotationEvidence;
import org.tahqiq.index.EvidenceGatherer;
import org.tahqiq.index.RetrievalProgress;
import org.tahqiq.index.Retrieval;

/**
 * Subtask 3 end to end: Subtask 2's retrieval, a proposal per segment, the خطأ rule under fixed or
 * cross-validated thresholds, and the official score when gold exists.
 */
public final class Task3Pipeline {

    private final Retrieval retrieval;
    private final EvidenceGatherer gatherer;
    private final Corrector corrector;
    private final CorrectionMemory memory;
    private final boolean versesAsMatn;

    /** Without a correction memory; verses are matn candidates. */
    public Task3Pipeline(Retrieval retrieval) {
        this(retrieval, CorrectionMemory.EMPTY, true);
    }

    /**
     * @param memory       known matn corrections to rank beside the corpus records ({@link CorrectionMemory})
     * @param versesAsMatn whether a matn may be corrected to a verse (see {@link Corrector})
     */
    public Task3Pipeline(Retrieval retrieval, CorrectionMemory memory, boolean versesAsMatn) {
        this(retrieval, memory, versesAsMatn, Corrector.AYAH_HEAVY_WEIGHT);
    }

    /** @param ayahHeavyWeight how much the heavy run adds to a verse's coverage ({@link Corrector#AYAH_HEAVY_WEIGHT}) */
    public Task3Pipeline(Retrieval retrieval, CorrectionMemory memory, boolean versesAsMatn, double ayahHeavyWeight) {
        this.retrieval = retrieval;
        this.gatherer = new EvidenceGatherer(retrieval);
        this.memory = memory;
        this.versesAsMatn = versesAsMatn;
        this.corrector = new Corrector(retrieval.quran(), retrieval.hadithMatcher(), memory, versesAsMatn)
                .withAyahHeavyWeight(ayahHeavyWeight);
    }

    /**
     * @param folds with gold: choose thresholds by this many question-grouped folds (each row decided by thresholds
     *              tuned on the other folds); below 2, or without gold, {@code fixed} decides every row
     */
    public Task3Result run(Task3Input input, CorrectionThresholds fixed, int folds, long seed) {
        return run(input, propose(input), fixed, folds, seed);
    }

    /** {@link #run(Task3Input, CorrectionThresholds, int, long)} on proposals already made for this input. */
    public Task3Result run(Task3Input input, Proposals proposals, CorrectionThresholds fixed, int folds, long seed) {
        return run(input, proposals, fixed, folds, seed, AcceptModel.Settings.DEFAULT);
    }

    /** {@link #run(Task3Input, Proposals, CorrectionThresholds, int, long)} with the models' settings given. */
    public Task3Result run(Task3Input input, Proposals proposals, CorrectionThresholds fixed, int folds, long seed,
                           AcceptModel.Settings settings) {
        return run(input, proposals, fixed, folds, seed, settings, TrainRows.NONE);
    }

    /** As {@link #run(Task3Input, Proposals, CorrectionThresholds, int, long, AcceptModel.Settings)}, every fit also on {@code train}. */
    public Task3Result run(Task3Input input, Proposals proposals, CorrectionThresholds fixed, int folds, long seed,
                           AcceptModel.Settings settings, TrainRows train) {
        long t1 = System.nanoTime();
        Task3Result r = decideRanked(input, proposals, fixed, folds, seed, settings, train);
        MatnCoverage coverage = input.hasGold() ? MatnCoverage.of(retrieval.hadith(),
                retrieval.quran(), memory, versesAsMatn, input.gold()) : null;
        long t2 = System.nanoTime();
        return new Task3Result(r.corrections(), r.foldThresholds(), r.tunedOnAll(), r.score(), coverage,
                proposals.ms(), (t2 - t1) / 1_000_000, r.foldRankings(), r.rankingOnAll());
    }

    /** Retrieval and proposals for every annotation of the input under each of {@link #RANKINGS}, before any خطأ decision. */
    public Proposals propose(Task3Input input) {
        return propose(input, RANKINGS);
    }

    /** {@link #propose(Task3Input)} under the given rankings (the sensitivity report proposes under all of them). */
    public Proposals propose(Task3Input input, List<MatnRanking> rankings) {
        return propose(input, rankings, RetrievalProgress.NONE);
    }

    /** {@link #propose(Task3Input, List)}, telling {@code progress} how far retrieval is. */
    public Proposals propose(Task3Input input, List<MatnRanking> rankings, RetrievalProgress progress) {
        return propose(input, rankings, progress, Set.of());
    }

    /**
     * {@link #propose(Task3Input, List, RetrievalProgress)}, no row corrected with the memory's rows of its own
     * question's answers in the input (labelled input corrects itself with the other questions' gold only, as the test
     * phase would with all of it) nor of the {@code heldOut} responses (a lockbox).
     */
    public Proposals propose(Task3Input input, List<MatnRanking> rankings, RetrievalProgress progress, Set<String> heldOut) {
        long t0 = System.nanoTime();
        Map<String, Set<String>> byGroup = new HashMap<>();
        for (Annotation a : input.annotations()) {
            byGroup.computeIfAbsent(group(a), g -> new java.util.HashSet<>(heldOut)).add(a.responseId());
        }
        List<AnnotationEvidence> evidence = gatherer.gather(input.annotations(), java.util.Map.of(), progress);
        List<List<Proposal>> proposals = evidence.parallelStream()
                .map(ev -> corrector.proposeAll(ev, rankings, byGroup.get(group(ev.annotation())))).toList();
        return new Proposals(rankings, proposals, (System.nanoTime() - t0) / 1_000_000);
    }

    /**
     * The matn rankings the cross-validation chooses between in each fold: all of them, so the known-correction prior's
     * weight (5, 10 or 20; 0 is {@link MatnRanking#TWO_WAY}) is chosen inside the folds too. With 10 fixed beforehand (it
     * had been picked on the dev folds) the 16-seed mean was higher, matn 0.8504 against 0.8450, but that gap is the
     * selection's optimism, not a gain: the all-rows fit still picks 10. {@code --sensitivity} prints each weight fixed.
     */
    public static final List<MatnRanking> RANKINGS = List.of(MatnRanking.values());

    /**
     * The proposals of one input.
     *
     * @param rankings     the rankings proposed under, in order
     * @param byAnnotation per annotation, in input order, one proposal per ranking
     * @param ms           time spent retrieving and proposing
     */
    public record Proposals(List<MatnRanking> rankings, List<List<Proposal>> byAnnotation, long ms) {

        public Proposals {
            rankings = List.copyOf(rankings);
        }

        /** The same proposals under a subset of the rankings, in the subset's order. */
        public Proposals restrictedTo(List<MatnRanking> subset) {
            int[] at = subset.stream().mapToInt(r -> {
                int i = rankings.indexOf(r);
                if (i < 0) {
                    throw new IllegalArgumentException(r + " was not proposed under");
                }
                return i;
            }).toArray();
            List<List<Proposal>> kept = byAnnotation.stream()
                    .map(ps -> java.util.Arrays.stream(at).mapToObj(ps::get).toList()).toList();
            return new Proposals(subset, kept, ms);
        }
    }

    /** Decides precomputed proposals of one ranking (in input order); cross-validates when asked and gold exists. */
    public static Task3Result decide(Task3Input input, List<Proposal> proposals, CorrectionThresholds fixed, int folds, long seed) {
        return decideRanked(input, new Proposals(List.of(MatnRanking.pinned()), proposals.stream().map(List::of).toList(), 0),
                fixed, folds, seed);
    }

    /**
     * Decides rows that carry one proposal per {@link MatnRanking} (or a single one). Cross-validated, each fold
     * takes the ranking whose proposals hit gold on the most matn rows of the other folds, then the خطأ rule
     * those proposals select there; otherwise {@link MatnRanking#pinned()} and {@code fixed} decide.
     */
    public static Task3Result decideRanked(Task3Input input, Proposals proposals, CorrectionThresholds fixed, int folds,
                                           long seed) {
        return decideRanked(input, proposals, fixed, folds, seed, AcceptModel.Settings.DEFAULT);
    }

    /** {@link #decideRanked(Task3Input, Proposals, CorrectionThresholds, int, long)} with the models' penalty and features given. */
    public static Task3Result decideRanked(Task3Input input, Proposals proposals, CorrectionThresholds fixed, int folds,
                                           long seed, AcceptModel.Settings settings) {
        return decideRanked(input, proposals, fixed, folds, seed, settings, TrainRows.NONE);
    }

    /** {@link #decideRanked(Task3Input, Proposals, CorrectionThresholds, int, long, AcceptModel.Settings)}, every fit also on {@code train}. */
    public static Task3Result decideRanked(Task3Input input, Proposals proposals, CorrectionThresholds fixed, int folds,
                                           long seed, AcceptModel.Settings settings, TrainRows train) {
        List<List<Proposal>> variants = proposals.byAnnotation();
        List<MatnRanking> rankings = proposals.rankings();
        List<List<Proposal>> byRanking = new ArrayList<>();
        for (int v = 0; v < rankings.size(); v++) {
            final int at = v;
            byRanking.add(variants.stream().map(ps -> ps.get(at)).toList());
        }
        Map<Integer, CorrectionThresholds> perFold = new LinkedHashMap<>();
        Map<Integer, MatnRanking> foldRankings = new LinkedHashMap<>();
        CorrectionThresholds onAll = fixed;
        int all = Math.max(0, rankings.indexOf(MatnRanking.pinned()));
        List<Correction> list;
        if (folds > 1 && input.hasGold()) {
            List<List<CorrectionSweep.Row>> rows = new ArrayList<>();
            for (int v = 0; v < byRanking.size(); v++) {
                List<CorrectionSweep.Row> r = new ArrayList<>(sweepRows(input, byRanking.get(v)));
                r.addAll(train.at(v));
                rows.add(r);
            }
            List<Integer> annotations = IntStream.range(0, variants.size()).boxed().toList();
            CrossValidation.Result<Fitted, Correction> cv = CrossValidation.select(annotations,
                    i -> group(input.annotations().get(i)), folds, seed,
                    fold -> fit(rows, fold.stream().map(i -> group(input.annotations().get(i))).collect(Collectors.toSet()), settings),
                    (m, i) -> correction(byRanking.get(m.ranking()).get(i), m.rule()));
            cv.perFold().forEach((f, m) -> {
                perFold.put(f, m.rule());
                foldRankings.put(f, rankings.get(m.ranking()));
            });
            all = cv.onAll().ranking();
            onAll = cv.onAll().rule();
            list = cv.decided();
        } else {
            perFold.put(0, fixed);
            foldRankings.put(0, rankings.get(all));
            final int at = all;
            list = byRanking.get(at).stream().map(p -> correction(p, fixed)).toList();
        }
        Task3Score score = input.hasGold() ? Task3Scorer.score(input.gold(), predictions(list)) : null;
        return new Task3Result(list, perFold, onAll, score, null, 0, 0, foldRankings, rankings.get(all));
    }

    /**
     * Labelled rows beside the input (the train answers'), by ranking as {@link Proposals#rankings()} lists them: every
     * fit learns from them besides its fold's rows; they are never decided or scored.
     */
    public record TrainRows(List<List<CorrectionSweep.Row>> byRanking) {

        public static final TrainRows NONE = new TrainRows(List.of());

        /** Their groups begin so: no input question's group does, so no fold leaves them out. */
        static final String GROUP = "train answers/";

        public TrainRows {
            byRanking = byRanking.stream().map(List::copyOf).toList();
        }

        public boolean isEmpty() {
            return byRanking.stream().allMatch(List::isEmpty);
        }

        /** How many rows (at the first ranking). */
        public int size() {
            return byRanking.isEmpty() ? 0 : byRanking.get(0).size();
        }

        List<CorrectionSweep.Row> at(int ranking) {
            return byRanking.isEmpty() ? List.of() : byRanking.get(ranking);
        }
    }

    /** The train answers' rows under {@code rankings}: their proposals, as labelled input's are made. */
    public TrainRows trainRows(Task3Input train, List<MatnRanking> rankings, RetrievalProgress progress) {
        if (train.annotations().isEmpty() || !train.hasGold()) {
            return TrainRows.NONE;
        }
        List<List<Proposal>> variants = propose(train, rankings, progress, Set.of()).byAnnotation();
        List<List<CorrectionSweep.Row>> out = new ArrayList<>();
        for (int v = 0; v < rankings.size(); v++) {
            final int at = v;
            out.add(sweepRows(train, variants.stream().map(ps -> ps.get(at)).toList()).stream()
                    .map(r -> new CorrectionSweep.Row(r.type(), TrainRows.GROUP + r.group(), r.score(), r.run(), r.accept(), r.x()))
                    .toList());
        }
        return new TrainRows(out);
    }

    /** What one fold's training rows fit: the ranking (an index into the proposals of a row) and the خطأ rule. */
    private record Fitted(int ranking, CorrectionThresholds rule) {
    }

    /** The ranking and the rule the rows of the given questions select. */
    private static Fitted fit(List<List<CorrectionSweep.Row>> rows, Set<String> trainGroups, AcceptModel.Settings settings) {
        Predicate<CorrectionSweep.Row> train = r -> trainGroups.contains(r.group()) || r.group().startsWith(TrainRows.GROUP);
        int v = bestRanking(rows, train);
        return new Fitted(v, CorrectionSweep.selectWithModels(rows.get(v), train, settings));
    }

    /** The ranking whose kept matn rows have the most proposals gold accepts; ties go to the earlier one. */
    public static int bestRanking(List<List<CorrectionSweep.Row>> rows, Predicate<CorrectionSweep.Row> keep) {
        int best = 0;
        long bestHits = -1;
        for (int v = 0; v < rows.size(); v++) {
            long hits = rows.get(v).stream().filter(r -> r.type() == SegmentType.MATN && r.accept() && keep.test(r)).count();
            if (hits > bestHits) {
                best = v;
                bestHits = hits;
            }
        }
        return best;
    }

    private static Correction correction(Proposal p, CorrectionThresholds t) {
        return new Correction(p.key(), p, t.decide(p), t);
    }

    /**
     * The sweep's view of a row: a proposal that gold accepts is to be submitted, a gold خطأ withheld; a row that
     * neither can hit is left out, as no setting changes it.
     */
    static List<CorrectionSweep.Row> sweepRows(Task3Input input, List<Proposal> proposals) {
        Map<AnnotationKey, Task3Row> gold = new HashMap<>();
        input.gold().forEach(r -> gold.put(r.key(), r));
        List<CorrectionSweep.Row> out = new ArrayList<>();
        for (int i = 0; i < proposals.size(); i++) {
            Proposal p = proposals.get(i);
            Task3Row g = gold.get(AnnotationKey.of(p.key()));
            if (g == null) {
                continue;
            }
            boolean accept = !g.isNoSource();
            if (accept && !(p.found() && Task3Scorer.hit(g.type(), p.text(), g.corrections()))) {
                continue;
            }
            out.add(new CorrectionSweep.Row(p.key().type(), group(input.annotations().get(i)), p.score(), p.run(), accept,
                    AcceptModel.measure(p)));
        }
        return out;
    }

    /** Folds group by question; inputs without question ids fall back to the response. */
    static String group(Annotation a) {
        return CrossValidation.group(a.questionId(), a.responseId());
    }

    public static Map<AnnotationKey, String> predictions(List<Correction> corrections) {
        Map<AnnotationKey, String> out = new HashMap<>();
        corrections.forEach(c -> out.put(AnnotationKey.of(c.key()), c.text()));
        return out;
    }
}
