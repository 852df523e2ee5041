package org.tahqiq.correct;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.AnnotationKey;
import org.tahqiq.dataset.Task3Row;
import org.tahqiq.eval.GroupedKFold;
import org.tahqiq.eval.Task3Score;
import org.tahqiq.eval.Task3Scorer;
import org.tahqiq.rules.AnnotationEvidence;
import org.tahqiq.rules.Verifier;

/**
 * Subtask 3 end to end: Subtask 2's retrieval, a proposal per segment, the خطأ rule under fixed or
 * cross-validated thresholds, and the official score when gold exists.
 */
public final class Task3Pipeline {

    private final Verifier verifier;
    private final Corrector corrector;

    public Task3Pipeline(Verifier verifier) {
        this.verifier = verifier;
        this.corrector = new Corrector(verifier.retrieval().quran(), verifier.retrieval().hadithMatcher());
    }

    /**
     * @param folds with gold: choose thresholds by this many question-grouped folds (each row decided by thresholds
     *              tuned on the other folds); below 2, or without gold, {@code fixed} decides every row
     */
    public Task3Result run(Task3Input input, CorrectionThresholds fixed, int folds, long seed) {
        long t0 = System.nanoTime();
        List<AnnotationEvidence> evidence = verifier.gather(input.annotations());
        List<Proposal> proposals = evidence.parallelStream().map(corrector::propose).toList();
        long t1 = System.nanoTime();
        Task3Result r = decide(input, proposals, fixed, folds, seed);
        MatnCoverage coverage = input.hasGold() ? MatnCoverage.of(verifier.retrieval().hadith(), input.gold()) : null;
        long t2 = System.nanoTime();
        return new Task3Result(r.corrections(), r.foldThresholds(), r.tunedOnAll(), r.score(), coverage,
                (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000);
    }

    /** Decides precomputed proposals (in input order); cross-validates when asked and gold exists. */
    public static Task3Result decide(Task3Input input, List<Proposal> proposals, CorrectionThresholds fixed, int folds, long seed) {
        Map<Integer, CorrectionThresholds> perFold = new LinkedHashMap<>();
        CorrectionThresholds onAll = fixed;
        List<Correction> out = new ArrayList<>();
        if (folds > 1 && input.hasGold()) {
            List<String> groups = input.annotations().stream().map(Task3Pipeline::group).toList();
            List<CorrectionSweep.Row> rows = sweepRows(input, proposals);
            onAll = CorrectionSweep.selectWithModels(rows, r -> true);
            GroupedKFold kfold = new GroupedKFold(groups, folds, seed);
            for (int f = 0; f < kfold.folds(); f++) {
                final int fold = f;
                perFold.put(f, CorrectionSweep.selectWithModels(rows, r -> kfold.fold(r.group()) != fold));
            }
            for (int i = 0; i < proposals.size(); i++) {
                out.add(correction(proposals.get(i), perFold.get(kfold.fold(groups.get(i)))));
            }
        } else {
            perFold.put(0, fixed);
            proposals.forEach(p -> out.add(correction(p, fixed)));
        }
        Task3Score score = input.hasGold() ? Task3Scorer.score(input.gold(), predictions(out)) : null;
        return new Task3Result(out, perFold, onAll, score, null, 0, 0);
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
                    AcceptModel.features(p)));
        }
        return out;
    }

    /** Folds group by question; inputs without question ids fall back to the response. */
    static String group(Annotation a) {
        return a.questionId() != null ? a.questionId() : a.responseId();
    }

    public static Map<AnnotationKey, String> predictions(List<Correction> corrections) {
        Map<AnnotationKey, String> out = new HashMap<>();
        corrections.forEach(c -> out.put(AnnotationKey.of(c.key()), c.text()));
        return out;
    }
}
