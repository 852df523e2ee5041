package org.tahqiq.task3.correct;

import org.tahqiq.task3.Task3Pipeline;
import java.util.Comparator;

/**
 * How the matn candidates of one span are ordered; the first is proposed. Among parallel narrations of one
 * hadith gold lists some and not others, and no single measure is known in advance to pick gold's best, so
 * the Subtask 3 cross-validation chooses the ranking inside each fold ({@link Task3Pipeline#decide}).
 */
public enum MatnRanking {

    /** Character closeness of the whole trimmed matn to the span, then span coverage (the original rule). */
    CLOSENESS(Comparator.comparingDouble(Scored::closeness).thenComparingDouble(Scored::cover).reversed()),
    /**
     * Coverage both ways: how much of the span the matn accounts for plus how much of the matn the span does. A
     * correction should neither drop the span's words nor bring a long narration the span never quoted.
     */
    TWO_WAY(twoWay(0)),
    /**
     * {@link #TWO_WAY} plus a prior for texts gold has given as corrections before ({@link CorrectionMemory}): w·ln(1 +
     * train rows) points of two-way coverage. Models misquote the same famous hadiths, and among parallel narrations the
     * one gold chose before is the likelier one to be among gold's alternatives again. A prior should decide near-ties,
     * not overrule a clearly better record, but how strong is not known in advance: the weights 5, 10 and 20 (ln 2 · w
     * points for a text gold used once) are separate rankings, so the cross-validation chooses the weight inside each
     * fold with the ranking ({@link Task3Pipeline#RANKINGS}). Before, w = 10 was picked on the dev folds from these three.
     */
    KNOWN_5(twoWay(5)),
    KNOWN_10(twoWay(10)),
    KNOWN_20(twoWay(20));

    /**
     * The ranking unlabelled input gets: what all of the labelled dev rows select, read from the pinned spec (or the
     * models folder in use, {@link org.tahqiq.models.Models}).
     */
    public static MatnRanking pinned() {
        return MatnRanking.valueOf(org.tahqiq.models.Models.current().fitted("task3", "ranking", String.class));
    }

    private static Comparator<Scored> twoWay(double knownWeight) {
        return Comparator.comparingDouble((Scored c) -> c.cover() + c.textCover() + knownWeight * Math.log1p(c.known()))
                .thenComparingDouble(Scored::closeness).reversed();
    }

    private final Comparator<Scored> order;

    MatnRanking(Comparator<Scored> order) {
        this.order = order.thenComparingInt(Scored::candidate);
    }

    /** Best first; ties go to the lower candidate id, so runs are repeatable. */
    Comparator<Scored> order() {
        return order;
    }

    /**
     * One candidate's measurements against the span.
     *
     * @param candidate the candidate's id in the corrector (a record index for a corpus record)
     * @param cover     weighted share of the span's words the trimmed matn has, in order (0–100)
     * @param textCover the same the other way: share of the matn's words the span has
     * @param closeness character similarity of span and whole trimmed matn (0–100)
     * @param run       longest verbatim stretch in words
     * @param heavyRun  heaviest verbatim stretch, in the words' IDF ({@link WordOverlap.Shared#heaviestRun})
     * @param known     train rows that give this text as a correction (0 for a corpus record)
     */
    public record Scored(int candidate, String text, double cover, double textCover, double closeness, int run,
                         double heavyRun, int known) {
    }
}
