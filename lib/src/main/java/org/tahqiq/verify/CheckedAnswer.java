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
 */
public record CheckedAnswer(String id, String question, String answer, int length, List<Citation> citations) {

    public CheckedAnswer {
        citations = List.copyOf(citations);
    }

    /** This answer as the JSON of {@code verify}, its explanations in {@code lang}. */
    public String toJson(ReportLanguage lang) {
        return new String(VerifyJson.answer(this, lang), java.nio.charset.StandardCharsets.UTF_8);
    }

    public Tally tally() {
        return Tally.of(this);
    }
}
