package org.tahqiq.task2;

import org.tahqiq.task2.rules.KnownQuotes;
import org.tahqiq.task2.rules.MatnModel;
import org.tahqiq.task2.rules.MatnRule;
import org.tahqiq.task2.rules.Task2Fit;
import org.tahqiq.task2.rules.Verdict;
import org.tahqiq.task2.rules.Verifier;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.tahqiq.compare.Difference;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.dataset.Tsv;
import org.tahqiq.eval.CrossValidation;
import org.tahqiq.eval.Wilson;
import org.tahqiq.index.AnnotationEvidence;

/**
 * The train answers' matn quotes that gold accepted, judged by a fit of the labelled rows: a sample of some two thousand
 * quotes of the error that answers outside the labelled ones show most, an authentic hadith in a common wording called
 * incorrect. One-sided: the train release holds no quote gold rejected (for those it gives the correction), so this
 * measures how many correct quotes are called correct and nothing about the incorrect ones; a change that calls more
 * quotes correct always raises it, so it is read beside the cross-validation and the lockbox, never alone.
 *
 * <p>A quote is never judged with its own answer in the memory of judged quotes ({@link KnownQuotes}). Two memories are
 * measured: without the answers of its whole question (the answers are split into {@link #PARTS} parts by question, each
 * judged with the others' quotes: a question no labelled answer asked) and without its answer only (split by answer:
 * the other answers to the same question stay, as they do for a new answer to a question the labelled data asks).
 *
 * @param quotes        accepted matn quotes judged
 * @param newQuestions  of those, called correct with their question's answers out of the memory
 * @param seenQuestions called correct with only their own answer out of the memory
 * @param mixtures      the accepted quotes beside the labelled rows' rejected ones in batches of several shares, decided
 *                      at the fit's base rate and at each batch's own ({@link BaseRateCheck}); empty without a matn model
 */
public record AcceptedQuoteCheck(int quotes, int newQuestions, int seenQuestions, List<BaseRateCheck.Mixture> mixtures) {

    public AcceptedQuoteCheck {
        mixtures = List.copyOf(mixtures);
    }

    /** Parts the quotes are judged in, each with the rest in the memory; 5, as the folds elsewhere (not tuned). */
    static final int PARTS = 5;

    /** The data folder's accepted train matn quotes as one-segment annotations (gold correct), question ids kept. */
    public static List<Annotation> quotes(DataLocation data) {
        if (!Files.isRegularFile(data.trainTask(4)) || !Files.isRegularFile(data.trainTask(2))) {
            return List.of();
        }
        Map<String, String> question = new HashMap<>();
        Tsv tsv = Tsv.read(data.trainTask(4));
        if (tsv.hasColumn(Columns.QUESTION_ID)) {
            tsv.rows().forEach(r -> question.putIfAbsent(r.get(Columns.RESPONSE_ID), r.get(Columns.QUESTION_ID)));
        }
        List<Annotation> out = new ArrayList<>();
        Map<String, Integer> next = new HashMap<>();
        for (KnownQuotes.Judged q : KnownQuotes.train(data.trainTask(4), data.trainTask(2))) {
            // numbered per answer in file order: the check's own keys, as a quote's annotation id is not kept
            int id = next.merge(q.responseId(), 1, Integer::sum);
            Segment s = new Segment(new SegmentKey(q.responseId(), id, SegmentType.MATN), -1, -1, q.text(), Label.CORRECT);
            out.add(new Annotation(q.responseId(), id, "Hadith", List.of(s), List.of(), question.get(q.responseId())));
        }
        return out;
    }

    /**
     * Judges the quotes with {@code fit}, each at the fit's base rate.
     *
     * @param verifier the rules, their memory replaced per part
     * @param memory   the memory of judged quotes the run judges with; each part is judged with it less the part's answers
     * @param labelled the labelled run's evidence and gold: its rejected matn quotes fill the base-rate batches
     */
    public static AcceptedQuoteCheck run(Verifier verifier, KnownQuotes memory, List<Annotation> quotes, Task2Fit fit,
                                         List<AnnotationEvidence> labelled, Map<SegmentKey, Label> gold) {
        List<AnnotationEvidence> evidence = verifier.gather(quotes);
        int byQuestion = called(verdicts(verifier, memory, evidence, fit, AcceptedQuoteCheck::question));
        int byAnswer = called(verdicts(verifier, memory, evidence, fit, Annotation::responseId));
        List<BaseRateCheck.Mixture> mixtures = fit.matn() == null ? List.of() : BaseRateCheck.run(
                acceptedLogits(verifier, memory, evidence, fit.matn()), rejectedLogits(verifier, labelled, gold, fit.matn()),
                fit.matn().baseRate());
        return new AcceptedQuoteCheck(quotes.size(), byQuestion, byAnswer, mixtures);
    }

    /** The accepted quotes' log-odds under {@code model}, each part with the memory a new question has. */
    private static List<Double> acceptedLogits(Verifier verifier, KnownQuotes memory, List<AnnotationEvidence> evidence,
                                               MatnModel model) {
        List<Double> out = new ArrayList<>();
        for (List<AnnotationEvidence> part : parts(evidence, AcceptedQuoteCheck::question)) {
            MatnRule rule = without(verifier, memory, part).matnRule();
            for (AnnotationEvidence e : part) {
                double[] x = rule.features(e, model.features());
                if (x != null) {
                    out.add(model.logit(x));
                }
            }
        }
        return out;
    }

    /** The labelled rows' gold-incorrect matn quotes' log-odds under {@code model} (those the model decides). */
    private static List<Double> rejectedLogits(Verifier verifier, List<AnnotationEvidence> labelled,
                                               Map<SegmentKey, Label> gold, MatnModel model) {
        List<Double> out = new ArrayList<>();
        for (AnnotationEvidence e : labelled) {
            for (Segment s : e.annotation().segments()) {
                if (s.type() == SegmentType.MATN && gold.get(s.key()) == Label.INCORRECT) {
                    double[] x = verifier.matnRule().features(e, model.features());
                    if (x != null) {
                        out.add(model.logit(x));
                    }
                }
            }
        }
        return out;
    }

    /**
     * One accepted quote as judged with the memory of a question no labelled answer asks.
     *
     * @param similarity    its best similarity (0–100), NaN when nothing was compared
     * @param calledCorrect whether the fit calls it correct (gold did)
     * @param difference    how it differs from its nearest record, null when nothing is shortlisted
     */
    public record JudgedQuote(String responseId, String text, double similarity, boolean calledCorrect,
                              Difference.Kind difference) {
    }

    /** Every quote judged as {@link #run} judges it for a new question, with how it differs from its nearest record. */
    public static List<JudgedQuote> judged(Verifier verifier, KnownQuotes memory, List<Annotation> quotes, Task2Fit fit) {
        List<AnnotationEvidence> evidence = verifier.gather(quotes);
        Map<AnnotationEvidence, Verdict> verdicts = verdicts(verifier, memory, evidence, fit, AcceptedQuoteCheck::question);
        List<JudgedQuote> out = new ArrayList<>();
        for (AnnotationEvidence e : evidence) {
            Verdict v = verdicts.get(e);
            Difference d = verifier.matnRule().nearestDifference(e);
            out.add(new JudgedQuote(e.annotation().responseId(), e.annotation().segments().get(0).text(), v.score(),
                    v.label() == Label.CORRECT, d == null ? null : d.kind()));
        }
        return out;
    }

    private static String question(Annotation a) {
        return CrossValidation.group(a.questionId(), a.responseId());
    }

    private static int called(Map<AnnotationEvidence, Verdict> verdicts) {
        return (int) verdicts.values().stream().filter(v -> v.label() == Label.CORRECT).count();
    }

    /** Each quote's verdict, each part judged with the memory less the answers in it (parts by {@code unit}). */
    private static Map<AnnotationEvidence, Verdict> verdicts(Verifier verifier, KnownQuotes memory,
                                                             List<AnnotationEvidence> evidence, Task2Fit fit,
                                                             Function<Annotation, String> unit) {
        Map<AnnotationEvidence, Verdict> out = new java.util.IdentityHashMap<>();
        for (List<AnnotationEvidence> in : parts(evidence, unit)) {
            List<Verdict> vs = without(verifier, memory, in).judge(in, fit);
            for (int i = 0; i < in.size(); i++) {
                out.put(in.get(i), vs.get(i));
            }
        }
        return out;
    }

    /** The rules judging one part: the memory without the part's own answers, so no quote vouches for itself. */
    private static Verifier without(Verifier verifier, KnownQuotes memory, List<AnnotationEvidence> part) {
        Set<String> answers = new HashSet<>();
        part.forEach(e -> answers.add(e.annotation().responseId()));
        return verifier.withKnown(memory.without(answers));
    }

    /** The quotes in {@link #PARTS} parts by {@code unit}; empty parts left out. */
    private static List<List<AnnotationEvidence>> parts(List<AnnotationEvidence> evidence, Function<Annotation, String> unit) {
        List<List<AnnotationEvidence>> out = new ArrayList<>();
        for (int part = 0; part < PARTS; part++) {
            List<AnnotationEvidence> in = new ArrayList<>();
            for (AnnotationEvidence e : evidence) {
                if (Math.floorMod(unit.apply(e.annotation()).hashCode(), PARTS) == part) {
                    in.add(e);
                }
            }
            if (!in.isEmpty()) {
                out.add(in);
            }
        }
        return out;
    }

    /** The check's keys in a run's pin: how many quotes, and the share called correct under each memory. */
    public static final String QUOTES = "accepted_quotes";
    public static final String NEW_QUESTION = "accepted_new_question";
    public static final String KNOWN_QUESTION = "accepted_known_question";
    public static final String BASE_RATE_BATCHES = "base_rate_batches";

    /** The figures a pin keeps ({@link org.tahqiq.experiment.RunSpec#checks}). */
    public Map<String, Object> toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(QUOTES, quotes);
        m.put(NEW_QUESTION, share(newQuestions));
        m.put(KNOWN_QUESTION, share(seenQuestions));
        if (!mixtures.isEmpty()) {
            m.put(BASE_RATE_BATCHES, mixtures.stream().map(BaseRateCheck.Mixture::toJson).toList());
        }
        return m;
    }

    private double share(int called) {
        return quotes == 0 ? 0 : (double) called / quotes;
    }

    /** The run's report: the two shares called correct, then the base-rate batches. */
    public List<String> lines() {
        List<String> out = new ArrayList<>(List.of(line("a question no labelled answer asks", newQuestions),
                line("another answer to the same question judged", seenQuestions)));
        if (!mixtures.isEmpty()) {
            out.add("batches of these quotes beside the labelled rows' rejected ones, decided by the same fit (two-sided):");
            mixtures.forEach(x -> out.add(x.line()));
        }
        return out;
    }

    private String line(String memory, int called) {
        Wilson.Interval ci = Wilson.interval95(called, quotes);
        return String.format(Locale.ROOT, "  called correct, memory as for %s: %d of %d (%.4f, 95%% Wilson %.3f–%.3f)",
                memory, called, quotes, quotes == 0 ? 0 : (double) called / quotes, ci.low(), ci.high());
    }
}
