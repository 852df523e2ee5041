package org.tahqiq.lookup;

import java.util.ArrayList;
import java.util.List;
import org.tahqiq.compare.Alignment;
import org.tahqiq.compare.WordAligner;

/**
 * Where a found text differs from the query: its words the query has another word in place of, its words the query
 * leaves out (inside the stretch the query renders: a query remembering half a verse does not mark the other half),
 * and the query's words the text does not have. Spelling variants ({@link Alignment.Kind#VARIANT}) are no difference.
 *
 * @param marks       the text's differing words, in text order
 * @param onlyInQuery the query's words the text has nowhere near them, in query order
 * @param firstPart   the first part the query renders (its words aligned with the query's), or -1 when none
 * @param lastPart    the last part it renders, or -1
 * @param start       where the stretch the query renders starts in {@code firstPart} (UTF-16 index), or -1
 * @param end         where it ends in {@code lastPart} (exclusive), or -1
 */
public record Comparison(List<Mark> marks, List<String> onlyInQuery, int firstPart, int lastPart, int start, int end) {

    /** Nothing compared (a hit found by its reference). */
    public static final Comparison NONE = new Comparison(List.of(), List.of(), -1, -1, -1, -1);

    /** How a text word differs. */
    public enum Kind {
        /** The query has another word in its place. */
        SUBSTITUTED,
        /** The query leaves it out. */
        MISSING
    }

    /**
     * One differing word of the text.
     *
     * @param part  which of the texts compared (a passage's verse, a narration's isnad or matn)
     * @param start where it starts in that text (UTF-16 index)
     * @param end   where it ends (exclusive)
     * @param query the query's word in its place, or null when the query leaves it out
     */
    public record Mark(int part, int start, int end, Kind kind, String query) {
    }

    public Comparison {
        marks = List.copyOf(marks);
        onlyInQuery = List.copyOf(onlyInQuery);
    }

    /**
     * The query's words compared with the words of the found texts (parts in order).
     *
     * @param written the query as written: the words only it has are quoted from it
     * @param query   its words ({@link Words#query})
     */
    static Comparison of(String written, List<Words.Word> query, List<Words.Word> text) {
        if (query.isEmpty() || text.isEmpty()) {
            return NONE;
        }
        Alignment a = WordAligner.align(query.stream().map(Words.Word::text).toList(), text.stream().map(Words.Word::text).toList());
        List<Alignment.Step> steps = a.steps();
        // The stretch the query renders runs from its first word matched to its last, and takes in one word more at
        // either end in place of the query's first or last word (where a remembered text most often changes a word),
        // within the same verse or part: a neighbouring verse's first word is no misquote of this one's.
        // The aligner also takes in unrelated words at an end in place of several query words (a substitution costs
        // what a word the query adds does): those query words are the query's own, not differences of the text.
        int first = -1;
        int last = -1;
        for (int i = 0; i < steps.size(); i++) {
            if (matched(steps.get(i))) {
                last = i;
                if (first < 0) {
                    first = i;
                }
            }
        }
        if (first == 1 && samePart(steps.get(0), steps.get(1), text)) {
            first = 0;
        }
        if (last >= 0 && last == steps.size() - 2 && samePart(steps.get(last + 1), steps.get(last), text)) {
            last++;
        }
        List<Mark> marks = new ArrayList<>();
        List<String> added = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            Alignment.Step s = steps.get(i);
            boolean inside = i >= first && i <= last;
            if (s.kind() == Alignment.Kind.SUBSTITUTE && inside) {
                mark(marks, text.get(s.t()), Kind.SUBSTITUTED, writtenAs(written, query.get(s.q())));
            } else if (s.kind() == Alignment.Kind.DROP && inside) {
                mark(marks, text.get(s.t()), Kind.MISSING, null);
            } else if (!matched(s) && s.q() >= 0) {
                added.add(writtenAs(written, query.get(s.q())));
            }
        }
        if (first < 0) {
            return new Comparison(marks, added, -1, -1, -1, -1);
        }
        Words.Word from = text.get(steps.get(first).t());
        Words.Word to = text.get(steps.get(last).t());
        return new Comparison(marks, added, from.part(), to.part(), from.start(), to.end());
    }

    /** Whether {@code edge} substitutes a word of the same part as the matched step beside it. */
    private static boolean samePart(Alignment.Step edge, Alignment.Step match, List<Words.Word> text) {
        return edge.kind() == Alignment.Kind.SUBSTITUTE && text.get(edge.t()).part() == text.get(match.t()).part();
    }

    private static String writtenAs(String written, Words.Word w) {
        return written.substring(w.start(), w.end());
    }

    private static boolean matched(Alignment.Step s) {
        return s.kind() == Alignment.Kind.MATCH || s.kind() == Alignment.Kind.VARIANT;
    }

    /** Marks the word, unless it is the second normalized word of a written word already marked. */
    private static void mark(List<Mark> marks, Words.Word w, Kind kind, String query) {
        Mark last = marks.isEmpty() ? null : marks.get(marks.size() - 1);
        if (last == null || last.part() != w.part() || last.start() != w.start()) {
            marks.add(new Mark(w.part(), w.start(), w.end(), kind, query));
        }
    }

    /** The marks in one part. */
    public List<Mark> in(int part) {
        return marks.stream().filter(m -> m.part() == part).toList();
    }
}
