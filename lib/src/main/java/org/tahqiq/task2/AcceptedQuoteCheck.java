package org.tahqiq.task2;

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
 */
public record AcceptedQuoteCheck(int quotes, int newQuestions, int seenQuestions) {

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
     * Judges the quotes with {@code fit}.
     *
     * @param verifier the rules, their memory replaced per part
     * @param memory   the memory of judged quotes the run judges with; each part is judged with it less the part's answers
     */
    public static AcceptedQuoteCheck run(Verifier verifier, KnownQuotes memory, List<Annotation> quotes, Task2Fit fit) {
        List<AnnotationEvidence> evidence = verifier.gather(quotes);
        int byQuestion = called(verifier, memory, evidence, fit, a -> CrossValidation.group(a.questionId(), a.responseId()));
        int byAnswer = called(verifier, memory, evidence, fit, Annotation::responseId);
        return new AcceptedQuoteCheck(quotes.size(), byQuestion, byAnswer);
    }

    /** Quotes called correct, each part judged with the memory less the answers in it. */
    private static int called(Verifier verifier, KnownQuotes memory, List<AnnotationEvidence> evidence, Task2Fit fit,
                              Function<Annotation, String> unit) {
        int correct = 0;
        for (int part = 0; part < PARTS; part++) {
            List<AnnotationEvidence> in = new ArrayList<>();
            Set<String> answers = new HashSet<>();
            for (AnnotationEvidence e : evidence) {
                if (Math.floorMod(unit.apply(e.annotation()).hashCode(), PARTS) == part) {
                    in.add(e);
                    answers.add(e.annotation().responseId());
                }
            }
            if (in.isEmpty()) {
                continue;
            }
            for (Verdict v : verifier.withKnown(memory.without(answers)).judge(in, fit)) {
                correct += v.label() == Label.CORRECT ? 1 : 0;
            }
        }
        return correct;
    }

    /** The check's keys in a run's pin: how many quotes, and the share called correct under each memory. */
    public static final String QUOTES = "accepted_quotes";
    public static final String NEW_QUESTION = "accepted_new_question";
    public static final String KNOWN_QUESTION = "accepted_known_question";

    /** The figures a pin keeps ({@link org.tahqiq.experiment.RunSpec#checks}). */
    public Map<String, Object> toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(QUOTES, quotes);
        m.put(NEW_QUESTION, share(newQuestions));
        m.put(KNOWN_QUESTION, share(seenQuestions));
        return m;
    }

    private double share(int called) {
        return quotes == 0 ? 0 : (double) called / quotes;
    }

    /** Two lines for the run's report. */
    public List<String> lines() {
        return List.of(line("a question no labelled answer asks", newQuestions),
                line("another answer to the same question judged", seenQuestions));
    }

    private String line(String memory, int called) {
        Wilson.Interval ci = Wilson.interval95(called, quotes);
        return String.format(Locale.ROOT, "  called correct, memory as for %s: %d of %d (%.4f, 95%% Wilson %.3f–%.3f)",
                memory, called, quotes, quotes == 0 ? 0 : (double) called / quotes, ci.low(), ci.high());
    }
}
