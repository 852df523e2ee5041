package org.tahqiq.verify;

import java.util.List;

/**
 * One answer with every citation in it checked.
 *
 * @param id        the answer's id (the input's, or one given to it)
 * @param question  the question it answers, or null when not given
 * @param answer    the answer's text (not repeated in the JSON, whose spans carry offsets and text)
 * @param length    the answer's length in code points
 * @param citations in the order found
 * @param repair    the answer with its citations put right ({@link Checker#repair}), when asked for; else null
 */
public record CheckedAnswer(String id, String question, String answer, int length, List<Citation> citations,
                            RepairedAnswer repair) {

    public CheckedAnswer {
        citations = List.copyOf(citations);
    }

    public CheckedAnswer(String id, String question, String answer, int length, List<Citation> citations) {
        this(id, question, answer, length, citations, null);
    }

    /** The same answer carrying its repair (written with it to the JSON and the HTML report). */
    public CheckedAnswer withRepair(RepairedAnswer r) {
        return new CheckedAnswer(id, question, answer, length, citations, r);
    }

    /** This answer as the JSON of {@code verify}, its explanations in {@code lang}. */
    public String toJson(ReportLanguage lang) {
        return new String(VerifyJson.answer(this, lang), java.nio.charset.StandardCharsets.UTF_8);
    }

    public Tally tally() {
        return Tally.of(this);
    }
}
