package org.tahqiq.task2.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.tahqiq.compare.Difference;
import org.tahqiq.compare.MatnComparison;
import org.tahqiq.compare.WordClass;
import org.tahqiq.compare.WordClasses;

/**
 * What the matn decision model reads of a quote's {@link MatnComparison}, grouped as the experiments add them in turn
 * ({@code results/tables/task2-matn-experiments.md}). Counts enter as ln(1 + n), shares as 0–1, so no feature's scale
 * hides another's (the model also standardizes each on its training rows).
 */
public enum MatnFeature {

    /**
     * How far the quote's character similarity to the nearest record (0–100, as the cut reads it) falls short of an exact
     * quote, on a log scale: ln(101 − similarity). The decisive differences lie in the last few points (98.5 against 95
     * against 80), which a linear term spends on the many quotes near 60.
     */
    SIMILARITY(Group.SIMILARITY),
    /** Whether some record (or a quote accepted before, when they are a source) has the quote word for word. */
    EXACT(Group.SIMILARITY),

    /** How far the closest quote gold accepted before ({@link KnownQuotes}) is from this one: ln(101 − ratio). */
    KNOWN_CORRECT(Group.KNOWN),
    /** How far the closest quote gold rejected before is from this one: ln(101 − ratio). */
    KNOWN_INCORRECT(Group.KNOWN),

    /** The share of the quote's words the closest record lacks where it renders it, on a log scale: ln(1.01 − coverage). */
    COVERAGE(Group.COVERAGE),
    /** The share of that window's words the quote lacks, on a log scale: ln(1.01 − window coverage). */
    WINDOW_COVERAGE(Group.COVERAGE),
    /** ln(1 + the longest run matched word for word). */
    RUN(Group.COVERAGE),
    /** ln(1 + the quote's words). */
    WORDS(Group.COVERAGE),

    /** ln(1 + content words the quote adds). */
    ADDED_CONTENT(Group.EDITS),
    /** ln(1 + content words of the window the quote leaves out). */
    DROPPED_CONTENT(Group.EDITS),
    /** ln(1 + content words substituted). */
    SUBSTITUTED_CONTENT(Group.EDITS),
    /** ln(1 + particles and frame words added, dropped or substituted). */
    OTHER_EDITS(Group.EDITS),
    /** ln(1 + spelling variants). */
    VARIANTS(Group.EDITS),

    /** Whether a negation changed. */
    NEGATION(Group.MEANING),
    /** Whether a number changed. */
    NUMBER(Group.MEANING),
    /** ln(1 + content words out of the window's order). */
    MOVED(Group.MEANING),

    /** Share of the quote's content words no record of the hadith has. */
    UNSUPPORTED(Group.RECORDS),
    /** ln(1 + records that render the quote about as closely as the closest). */
    AGREEING(Group.RECORDS),
    /** ln(1 + collections among them). */
    COLLECTIONS(Group.RECORDS),
    /** How far the closest record stands above the best record of another hadith, per quote word. */
    MARGIN(Group.RECORDS),

    /** Share of the quote's words that are the narration's frame (قال، سمعت، رسول الله): a report, not only a saying. */
    FRAME(Group.FORM);

    /** The feature groups, in the order the experiments add them. */
    public enum Group {
        SIMILARITY("similarity and exactness (the cut's evidence)"),
        KNOWN("closeness to quotes the labelled answers judged before"),
        COVERAGE("coverage both ways, longest run, length"),
        EDITS("words added, dropped, substituted: content vs particles; spelling variants"),
        MEANING("negation or number changed, order changed"),
        RECORDS("support across records: unsupported words, agreeing records and collections, margin to another hadith"),
        FORM("narration form: frame words");

        private final String description;

        Group(String description) {
            this.description = description;
        }

        public String description() {
            return description;
        }

        /** "similarity,coverage" → the groups; every name must be a group's (case-insensitive). */
        public static List<Group> parse(String text) {
            List<Group> out = new ArrayList<>();
            for (String part : text.split(",")) {
                String p = part.strip().toUpperCase(Locale.ROOT);
                if (!p.isEmpty()) {
                    out.add(Group.valueOf(p));
                }
            }
            return List.copyOf(out);
        }

        public static String names(List<Group> groups) {
            return String.join(",", groups.stream().map(g -> g.name().toLowerCase(Locale.ROOT)).toList());
        }
    }

    private final Group group;

    MatnFeature(Group group) {
        this.group = group;
    }

    public Group group() {
        return group;
    }

    /** Whether the feature reads the comparison with the records (the similarity, exactness and judged quotes do not). */
    public boolean readsComparison() {
        return group != Group.SIMILARITY && group != Group.KNOWN;
    }

    /** The features of the given groups, in declaration order. */
    public static List<MatnFeature> of(List<Group> groups) {
        return Arrays.stream(values()).filter(f -> groups.contains(f.group)).toList();
    }

    /**
     * The values of {@code features} for a quote.
     *
     * @param similarity the score the cut reads ({@link MatnRule#score})
     * @param known      the closest judged quotes
     */
    public static double[] values(List<MatnFeature> features, double similarity, MatnComparison c, KnownQuotes.Match known) {
        double[] out = new double[features.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = features.get(i).value(similarity, c, known);
        }
        return out;
    }

    double value(double similarity, MatnComparison c, KnownQuotes.Match known) {
        MatnComparison.Alternative best = c == null ? null : c.best();
        Difference d = best == null ? null : best.difference();
        return switch (this) {
            case SIMILARITY -> Math.log(101 - similarity);
            case EXACT -> similarity == 100 ? 1 : 0;
            case KNOWN_CORRECT -> Math.log(101 - known.correct());
            case KNOWN_INCORRECT -> Math.log(101 - known.incorrect());
            case COVERAGE -> Math.log(1.01 - (d == null ? 0 : d.coverage()));
            case WINDOW_COVERAGE -> Math.log(1.01 - (d == null ? 0 : d.windowCoverage()));
            case RUN -> d == null ? 0 : Math.log1p(d.alignment().longestRun());
            case WORDS -> Math.log1p(d == null ? 0 : d.quoteWords());
            case ADDED_CONTENT -> d == null ? 0 : Math.log1p(d.addedContent());
            case DROPPED_CONTENT -> d == null ? 0 : Math.log1p(d.droppedContent());
            case SUBSTITUTED_CONTENT -> d == null ? 0 : Math.log1p(d.substitutedContent());
            case OTHER_EDITS -> d == null ? 0 : Math.log1p(d.otherEdits());
            case VARIANTS -> d == null ? 0 : Math.log1p(d.variants());
            case NEGATION -> d != null && d.negationChanged() ? 1 : 0;
            case NUMBER -> d != null && d.numberChanged() ? 1 : 0;
            case MOVED -> d == null ? 0 : Math.log1p(d.movedContent());
            case UNSUPPORTED -> c == null ? 1 : c.unsupportedContent();
            case AGREEING -> c == null ? 0 : Math.log1p(c.agreeing());
            case COLLECTIONS -> c == null ? 0 : Math.log1p(c.agreeingCollections());
            case MARGIN -> c == null ? 0 : c.margin();
            case FRAME -> d == null || d.quoteWords() == 0 ? 0
                    : (double) d.alignment().quote().stream().filter(w -> WordClasses.of(w) == WordClass.FRAME).count() / d.quoteWords();
        };
    }
}
