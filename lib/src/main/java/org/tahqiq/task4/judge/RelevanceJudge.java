package org.tahqiq.task4.judge;

import org.tahqiq.task1.Answer;
import org.tahqiq.task1.analysis.Quote;
import org.tahqiq.task4.features.AnswerContext;
import org.tahqiq.task4.features.ArabicTerms;
import org.tahqiq.task4.features.CitationResolver;
import org.tahqiq.task4.features.CitedPassage;
import org.tahqiq.task4.features.CorpusTerms;
import org.tahqiq.task4.features.Feature;
import org.tahqiq.task4.features.LabelFeatures;
import org.tahqiq.task4.features.Origin;
import org.tahqiq.task4.features.RelevanceData;
import org.tahqiq.task4.features.RelevanceInput;
import org.tahqiq.task4.features.RelevanceKey;
import org.tahqiq.task4.features.RelevanceRow;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.Retrieval;

/**
 * Subtask 4 for {@code verify}: how relevant each correct quote of an answer is to the question it was asked, with the
 * pinned model ({@link PinnedJudge#current()}) and the label-based features read from every labelled row. Loaded once
 * (the labelled rows' citations are resolved then), after which {@link #judge} is safe from any number of threads.
 *
 * <p>Other answers to the same question (a batch) feed the co-citation signals; an answer read alone has none, and is
 * then judged by the fit without them ({@link PinnedJudge#model(boolean)}). An answer's quotes are labelled
 * together, by the expected F1 among them, as Subtask 4 labels a question's rows.
 */
public final class RelevanceJudge {

    private final PinnedJudge pinned;
    private final RelevanceData.Prepared labelled;
    private final CitationResolver resolver;

    RelevanceJudge(PinnedJudge pinned, RelevanceData.Prepared labelled, CitationResolver resolver) {
        this.pinned = pinned;
        this.labelled = labelled;
        this.resolver = resolver;
        for (Feature f : pinned.model().features()) {
            if (f == Feature.KNN_SOFT || f == Feature.COCITED_SOFT || f.group() == Feature.Group.KNN
                    || f.group() == Feature.Group.COCITATION) {
                throw new IllegalStateException("the pinned relevance model reads " + f + ", which verify cannot compute");
            }
        }
    }

    /** The pinned model over the data's labelled rows (train and dev, where present) and the retrieval's corpora. */
    public static RelevanceJudge load(DataLocation data, Retrieval retrieval) {
        return load(data, retrieval, PinnedJudge.current());
    }

    /** {@link #load(DataLocation, Retrieval)} with the given fit (the models a checker was made with). */
    public static RelevanceJudge load(DataLocation data, Retrieval retrieval, PinnedJudge pinned) {
        CitationResolver resolver = new CitationResolver(retrieval, CorpusTerms.of(retrieval.quran(), retrieval.hadith()));
        RelevanceInput none = new RelevanceInput(data.devTask(4), data.devJsonl(), List.of());
        return new RelevanceJudge(pinned, RelevanceData.Prepared.of(RelevanceSetup.labelled(data, none), resolver),
                resolver);
    }

    /**
     * One Ayah or matn judged correct, in its answer.
     *
     * @param start code points, Python semantics
     */
    public record Quote(SegmentType type, String text, int start, int end) {
    }

    /**
     * One answer to the question.
     *
     * @param quotes the quotes judged correct (the ones judged)
     * @param spans  [start, end) of every Ayah and matn of the answer, correct or not (their places frame the quotes')
     */
    public record Answer(String id, String text, List<Quote> quotes, List<int[]> spans) {

        public Answer {
            quotes = List.copyOf(quotes);
            spans = spans.stream().sorted(java.util.Comparator.comparingInt(s -> s[0])).toList();
        }
    }

    /**
     * How relevant one quote is.
     *
     * @param probability the model's probability of relevance
     * @param relevant    the label: among the answer's quotes, those that maximize the expected F1
     * @param reason      one line: the signals that weighed most, and which were at hand
     * @param signals     the feature groups the model read, as named on the command line
     */
    public record Judgement(double probability, boolean relevant, String reason, List<String> signals) {
    }

    /**
     * Judges the quotes of {@code answer} against {@code question}.
     *
     * @param others other answers to the same question (their correct quotes), for co-citation; empty for one answer
     * @return one judgement per quote, in order
     */
    public List<Judgement> judge(String question, Answer answer, List<Answer> others) {
        if (answer.quotes().isEmpty()) {
            return List.of();
        }
        String qid = "verify:" + question;
        List<RelevanceRow> rows = new ArrayList<>(rows(qid, question, answer));
        for (Answer o : others) {
            rows.addAll(rows(qid, question, o));
        }
        int own = answer.quotes().size();
        RelevanceData data = RelevanceData.withInput(rows, labelled, resolver);
        boolean[] teaching = RelevanceTrainer.allLabelled(data);
        java.util.Arrays.fill(teaching, 0, data.inputSize(), false);
        double[][] f = LabelFeatures.compute(data, teaching, false, own);
        boolean withOthers = others.stream().anyMatch(o -> !o.quotes().isEmpty());
        RelevanceModel model = pinned.model(withOthers);
        double[] p = new double[own];
        for (int i = 0; i < own; i++) {
            p[i] = RelevanceTrainer.floored(model.probability(f[i]), f[i], pinned.coCited());
        }
        boolean[] labels = new DecisionRule(DecisionRule.Kind.EXPECTED_F1_AS_IS, 0).apply(p, new int[own]);
        List<String> signals = signals(model, withOthers);
        List<Judgement> out = new ArrayList<>();
        for (int i = 0; i < own; i++) {
            out.add(new Judgement(p[i], labels[i], reason(model, f[i], p[i], labels[i], question, data.citations().get(i),
                    withOthers, others.size()), signals));
        }
        return out;
    }

    private static List<RelevanceRow> rows(String qid, String question, Answer a) {
        List<RelevanceRow> out = new ArrayList<>();
        for (int k = 0; k < a.quotes().size(); k++) {
            Quote q = a.quotes().get(k);
            out.add(new RelevanceRow(new RelevanceKey(qid, a.id(), k + 1), q.type(), q.text(), null, Origin.DEV, question,
                    new AnswerContext(a.text(), q.start(), q.end(), a.spans()), 0));
        }
        return out;
    }

    /** The feature groups a model reads, by their command-line names, noting when other answers were at hand. */
    static List<String> signals(RelevanceModel model, boolean withOthers) {
        Set<String> out = new LinkedHashSet<>();
        for (Feature f : model.features()) {
            out.add(ModelConfig.groupName(f.group()));
        }
        if (withOthers) {
            out.add(ModelConfig.groupName(Feature.Group.SAME_QUESTION));
        }
        return List.copyOf(out);
    }

    /**
     * "relevant (0.71): shares صيام, رمضان with the question; ...": the probability, then the groups that moved it most
     * (their summed contributions on the logit scale), each said in words, and whether other answers were at hand.
     */
    static String reason(RelevanceModel model, double[] f, double p, boolean relevant, String question, CitedPassage c,
                         boolean withOthers, int others) {
        Feature.Group[] groups = Feature.Group.values();
        double[] by = new double[groups.length];
        for (int j = 0; j < model.features().size(); j++) {
            Feature ft = model.features().get(j);
            by[ft.group().ordinal()] += model.weights()[j] * (f[ft.ordinal()] - model.mean()[j]) / model.scale()[j];
        }
        List<Feature.Group> order = new ArrayList<>();
        for (Feature.Group g : groups) {
            if (Math.abs(by[g.ordinal()]) >= 0.1) {
                order.add(g);
            }
        }
        order.sort((a, b) -> Double.compare(Math.abs(by[b.ordinal()]), Math.abs(by[a.ordinal()])));
        List<String> parts = new ArrayList<>();
        for (Feature.Group g : order.subList(0, Math.min(3, order.size()))) {
            String s = say(g, by[g.ordinal()] > 0, f, question, c);
            if (s != null) {
                parts.add(s);
            }
        }
        if (!withOthers) {
            parts.add("no other answers to the question at hand");
        } else if (f[Feature.COCITING.ordinal()] > 0) {
            parts.add(String.format(Locale.ROOT, "quoted by %d of %d other answers to the question",
                    Math.round(Math.expm1(f[Feature.COCITING.ordinal()])), others));
        } else {
            parts.add(String.format(Locale.ROOT, "quoted by none of %d other answers to the question", others));
        }
        return String.format(Locale.ROOT, "%s (%.2f): %s", relevant ? "relevant" : "not relevant", p, String.join("; ", parts));
    }

    private static String say(Feature.Group g, boolean up, double[] f, String question, CitedPassage c) {
        return switch (g) {
            case LEXICAL -> {
                List<String> shared = ArabicTerms.wordsWithStems(question, c.contextStems(), 3);
                yield shared.isEmpty() ? "shares no topic word with the question"
                        : "shares " + String.join(", ", shared) + " with the question";
            }
            case TOPIC -> up ? "on the question's topic (hadith-chapter topics)" : "off the question's topic (hadith-chapter topics)";
            case ANSWER -> up ? "its place in the answer argues for it (introduced, explained)"
                    : "its place in the answer argues against it (aside, unexplained)";
            case PRIOR -> f[Feature.PRIOR_QUESTIONS.ordinal()] == 0 ? "never cited for another labelled question"
                    : up ? "often relevant when cited for other questions" : "seldom relevant when cited for other questions";
            case BASE -> up ? "the kind and length of the quote argue for it" : "the kind and length of the quote argue against it";
            case CUES -> up ? "the kind of question asks for evidence" : "the kind of question seldom needs this";
            case STANDING -> up ? "the citation the other answers to the question agree on"
                    : "the other answers to the question agree on another citation";
            case INTENT -> up ? "its surah is on the question's topic" : "its surah is off the question's topic";
            case SAME_QUESTION -> null;
            default -> null;
        };
    }
}
