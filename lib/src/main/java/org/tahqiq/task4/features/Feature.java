package org.tahqiq.task4.features;

/**
 * The relevance features, each in a group so experiments can switch groups on and off. Values are raw; the model
 * standardizes them on its training rows.
 */
public enum Feature {
    MATN(Group.BASE, "1 for a matn, 0 for an Ayah"),
    SPAN_WORDS(Group.BASE, "log(1 + words of the span)"),
    PLACED(Group.BASE, "the matchers place the span in the corpus"),

    CUE_RULING(Group.CUES, "the question asks for a ruling"),
    CUE_VIRTUE(Group.CUES, "asks for a virtue"),
    CUE_STORY(Group.CUES, "asks for a story"),
    CUE_DEFINITION(Group.CUES, "asks for a definition"),
    CUE_SUPPLICATION(Group.CUES, "asks for a supplication"),
    CUE_REASON(Group.CUES, "asks why"),
    CUE_MANNER(Group.CUES, "asks how"),
    CUE_QUANTITY(Group.CUES, "asks how many or when"),
    QUESTION_STEMS(Group.CUES, "log(1 + content stems of the question)"),

    OVERLAP_SPAN(Group.LEXICAL, "share of the question's stems in the span"),
    OVERLAP_CONTEXT(Group.LEXICAL, "share of the question's stems in the verse with its neighbours / the whole record"),
    BM25_SPAN(Group.LEXICAL, "BM25 of the question against the span, over its ceiling"),
    BM25_CONTEXT(Group.LEXICAL, "BM25 of the question against the context, over its ceiling"),
    RANK(Group.LEXICAL, "log(1 + rank) of the cited verse or record among all for the question"),

    TOPIC_SPAN(Group.TOPIC, "cosine of question and span in the hadith-chapter topic space"),
    TOPIC_CONTEXT(Group.TOPIC, "cosine of question and context in the topic space"),
    TOPIC_CHAPTER(Group.TOPIC, "matn: the question's topic weight on the chapter the matched record is filed under"),
    TOPIC_GAP(Group.TOPIC, "TOPIC_CONTEXT minus the best of the question's rows in the same file"),

    TOPIC_SURAH(Group.INTENT, "Ayah: cosine of the question and the verse's whole surah in the topic space; matn: 0"),
    SURAH_GAP(Group.INTENT, "Ayah: TOPIC_SURAH minus TOPIC_CONTEXT (the surah's topic against the passage's); matn: 0"),

    GAP_TO_BEST(Group.QUESTION, "BM25_CONTEXT minus the best of the question's rows in the same file"),
    ROWS_IN_QUESTION(Group.QUESTION, "log(rows of the question in the same file)"),
    OTHER_RESPONSES(Group.QUESTION, "log(1 + other responses of the file citing the same thing for the question)"),
    REPEATED(Group.QUESTION, "the response cites the same thing more than once"),

    HAS_CONTEXT(Group.ANSWER, "the answer text is at hand (dev and test rows)"),
    POSITION(Group.ANSWER, "where the citation starts, as a share of the answer"),
    QUOTE_ORDER(Group.ANSWER, "the citation's place among the answer's quotes, 0 first .. 1 last"),
    QUOTES(Group.ANSWER, "log(quotes in the answer)"),
    AROUND(Group.ANSWER, "share of the answer between the previous and the next quote"),
    LEAD_IN(Group.ANSWER, "share of the question's stems in the text just before the citation"),
    EXPLAINED(Group.ANSWER, "share of the citation's stems the answer repeats after it, outside quotes"),

    OTHER_ANSWERS(Group.SAME_QUESTION, "log(1 + other answers to the question, in any file, with a correct quote)"),
    COCITING(Group.SAME_QUESTION, "log(1 + other answers to the question quoting the same verse or record)"),
    COCITING_SHARE(Group.SAME_QUESTION, "share of the other answers to the question quoting the same verse or record"),
    NEAR_SHARE(Group.SAME_QUESTION, "share of the other answers to the question quoting it or a passage around it"),

    COCITED_TOP(Group.STANDING, "1 when other answers to the question quote it and no row of the question in the same file is quoted by a larger share"),
    COCITED_GAP(Group.STANDING, "COCITING_SHARE minus the largest among the question's rows in the same file"),

    TRAIN_ORIGIN(Group.ORIGIN, "1 for a train_task_4 row (labelled more generously); predictions use 0"),

    PRIOR(Group.PRIOR, "smoothed excess relevance of the same verse/record for other questions (training rows)"),
    PRIOR_QUESTIONS(Group.PRIOR, "log(1 + other training questions citing the same verse/record)"),
    COCITED(Group.COCITATION, "log(1 + Σ similarity of the other training questions citing the same verse/record)"),
    COCITED_MAX(Group.COCITATION, "the highest similarity of another training question citing the same verse/record"),
    COCITED_SOFT(Group.COCITATION, "log(1 + Σ question similarity × citation similarity over other training questions)"),
    KNN_SAME(Group.KNN, "excess relevance of the same citation for similar training questions"),
    KNN_SOFT(Group.KNN, "excess relevance of similar citations for similar training questions");

    /** Feature groups, for ablations. */
    public enum Group { BASE, CUES, LEXICAL, TOPIC, INTENT, QUESTION, ANSWER, SAME_QUESTION, STANDING, ORIGIN, PRIOR, COCITATION, KNN }

    private final Group group;
    private final String description;

    Feature(Group group, String description) {
        this.group = group;
        this.description = description;
    }

    public Group group() {
        return group;
    }

    public String description() {
        return description;
    }

    /** Computed from the training folds' labels (else from the rows alone). */
    public boolean fromLabels() {
        return group == Group.PRIOR || group == Group.COCITATION || group == Group.KNN;
    }

    public static final int COUNT = values().length;
}
