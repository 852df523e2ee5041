package org.tahqiq.compare;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How a quote differs from the text window it renders ({@link Alignment}), in the terms a reader would use: words
 * added, dropped and substituted, split into content words and the rest (particles, frame words), spelling variants,
 * a negation or a number changed, content words moved out of order.
 *
 * <p>Consecutive unmatched steps form one edit: with words on both sides it is a substitution, else an addition or a
 * drop; its size on each side is its count of content words (the rest counted apart).
 *
 * @param edits the edits in order, for the reason a verdict gives
 */
public record Difference(Alignment alignment, int quoteWords, int matched, int variants, int addedContent, int addedOther,
                         int droppedContent, int droppedOther, int substitutedContent, int substitutedOther,
                         boolean negationChanged, boolean numberChanged, int movedContent, List<Edit> edits) {

    /**
     * One edit: the quote's words and the window's words it puts in each other's place (either may be empty), from the
     * quote's word {@code quoteFrom} and the text's word {@code textFrom} on (indices into the alignment's lists).
     */
    public record Edit(List<String> quote, List<String> text, int quoteContent, int textContent, int quoteFrom,
                       int textFrom) {

        public boolean substitution() {
            return !quote.isEmpty() && !text.isEmpty();
        }

        public boolean addition() {
            return text.isEmpty();
        }

        /** Whether a content word is involved. */
        public boolean content() {
            return quoteContent > 0 || textContent > 0;
        }
    }

    public Difference {
        edits = List.copyOf(edits);
    }

    /**
     * How {@code quote} differs from the stretch of {@code text} it renders, in one phrase ({@link #describe}), with the
     * words as each text writes them ({@link SurfaceWords}); both are compared in {@code normalizer}'s form.
     */
    public static String describe(String quote, String text, java.util.function.UnaryOperator<String> normalizer) {
        List<String> q = MatnComparison.words(normalizer.apply(quote));
        List<String> t = MatnComparison.words(normalizer.apply(text));
        Difference d = of(WordAligner.align(q, t));
        return d.describe(SurfaceWords.of(quote, q, normalizer), SurfaceWords.of(text, t, normalizer));
    }

    /**
     * How {@code quote} differs from the stretch of {@code text} it renders, with the words as each text writes them:
     * for callers that word the difference themselves (verify's explanations, in the reader's language).
     */
    public static Worded between(String quote, String text, java.util.function.UnaryOperator<String> normalizer) {
        List<String> q = MatnComparison.words(normalizer.apply(quote));
        List<String> t = MatnComparison.words(normalizer.apply(text));
        return new Worded(of(WordAligner.align(q, t)), SurfaceWords.of(quote, q, normalizer), SurfaceWords.of(text, t, normalizer));
    }

    /**
     * A difference with the words shown as given: one surface word for each of the alignment's quote and text words.
     */
    public record Worded(Difference difference, List<String> quote, List<String> text) {

        public Worded {
            quote = List.copyOf(quote);
            text = List.copyOf(text);
        }

        /** The quote's words an edit holds, as the quote writes them. */
        public List<String> said(Edit e) {
            return quote.subList(e.quoteFrom(), e.quoteFrom() + e.quote().size());
        }

        /** The text's words an edit holds, as the text writes them. */
        public List<String> written(Edit e) {
            return text.subList(e.textFrom(), e.textFrom() + e.text().size());
        }

        /** The edit the difference's {@link Difference#kind} is about (a negation, a number, the largest content edit), or null. */
        public Edit main() {
            Difference d = difference;
            return switch (d.kind()) {
                case VERBATIM, SPELLING -> null;
                case NEGATION -> d.edits.stream().filter(e -> e.quote().stream().anyMatch(WordClasses::negation)
                        || e.text().stream().anyMatch(WordClasses::negation)).findFirst().orElse(null);
                case NUMBER -> d.edits.stream().filter(e -> e.quote().stream().anyMatch(WordClasses::number)
                        || e.text().stream().anyMatch(WordClasses::number)).findFirst().orElse(null);
                case PARTICLES -> d.edits.isEmpty() ? null : d.edits.get(0);
                default -> d.largestContentEdit();
            };
        }
    }

    public static Difference of(Alignment a) {
        List<Edit> edits = new ArrayList<>();
        int matched = 0;
        int variants = 0;
        List<String> q = new ArrayList<>();
        List<String> t = new ArrayList<>();
        int[] counts = new int[6]; // added content/other, dropped content/other, substituted content/other
        int[] next = {0, 0}; // the quote's and the text's next word: where a pending edit starts on each side
        for (Alignment.Step s : a.steps()) {
            if (s.kind() == Alignment.Kind.MATCH || s.kind() == Alignment.Kind.VARIANT) {
                close(q, t, edits, counts, next);
                matched++;
                if (s.kind() == Alignment.Kind.VARIANT) {
                    variants++;
                }
                next[0] = s.q() + 1;
                next[1] = s.t() + 1;
            } else {
                if (s.q() >= 0) {
                    q.add(a.quote().get(s.q()));
                }
                if (s.t() >= 0) {
                    t.add(a.text().get(s.t()));
                }
            }
        }
        close(q, t, edits, counts, next);
        List<String> window = a.window();
        boolean negation = count(a.quote(), WordClasses::negation) != count(window, WordClasses::negation);
        boolean number = !numbers(a.quote()).equals(numbers(window));
        int moved = 0;
        java.util.Set<String> inWindow = new java.util.HashSet<>(window);
        for (Edit e : edits) {
            for (String w : e.quote()) {
                if (WordClasses.of(w) == WordClass.CONTENT && inWindow.contains(w)) {
                    moved++;
                }
            }
        }
        return new Difference(a, a.quote().size(), matched, variants, counts[0], counts[1], counts[2], counts[3], counts[4],
                counts[5], negation, number, moved, edits);
    }

    private static void close(List<String> q, List<String> t, List<Edit> edits, int[] counts, int[] next) {
        if (q.isEmpty() && t.isEmpty()) {
            return;
        }
        int qc = content(q);
        int tc = content(t);
        Edit e = new Edit(List.copyOf(q), List.copyOf(t), qc, tc, next[0], next[1]);
        next[0] += q.size();
        next[1] += t.size();
        edits.add(e);
        if (e.substitution()) {
            counts[4] += Math.max(qc, tc);
            counts[5] += Math.max(q.size() - qc, t.size() - tc);
        } else if (e.addition()) {
            counts[0] += qc;
            counts[1] += q.size() - qc;
        } else {
            counts[2] += tc;
            counts[3] += t.size() - tc;
        }
        q.clear();
        t.clear();
    }

    private static int content(List<String> words) {
        int n = 0;
        for (String w : words) {
            if (WordClasses.of(w) == WordClass.CONTENT) {
                n++;
            }
        }
        return n;
    }

    private static int count(List<String> words, java.util.function.Predicate<String> p) {
        int n = 0;
        for (String w : words) {
            if (p.test(w)) {
                n++;
            }
        }
        return n;
    }

    private static Map<String, Integer> numbers(List<String> words) {
        Map<String, Integer> out = new HashMap<>();
        for (String w : words) {
            if (WordClasses.number(w)) {
                out.merge(WordClasses.stem(w), 1, Integer::sum);
            }
        }
        return out;
    }

    /** The share (0–1) of the quote's words the window has, as the same word or a variant. */
    public double coverage() {
        return quoteWords == 0 ? 0 : (double) matched / quoteWords;
    }

    /** The share (0–1) of the window's words the quote has. */
    public double windowCoverage() {
        int w = alignment.windowEnd() - alignment.windowStart();
        return w == 0 ? 0 : (double) matched / w;
    }

    /** Content words added, dropped or substituted. */
    public int contentEdits() {
        return addedContent + droppedContent + substitutedContent;
    }

    /** Particles and frame words added, dropped or substituted. */
    public int otherEdits() {
        return addedOther + droppedOther + substitutedOther;
    }

    /** Whether the quote has the window word for word (spelling variants aside). */
    public boolean verbatim() {
        return edits.isEmpty();
    }

    /** The kind of difference that matters most, as {@link #describe} names it. */
    public enum Kind {
        /** the same words in the same order */
        VERBATIM,
        /** the same words but for spellings */
        SPELLING,
        /** a negation added or removed */
        NEGATION,
        /** a number changed */
        NUMBER,
        /** only particles and frame words added, dropped or substituted */
        PARTICLES,
        /** one content word put in another's place (and maybe smaller content edits besides) */
        ONE_WORD_SUBSTITUTED,
        /** two or more content words put in others' place */
        WORDS_SUBSTITUTED,
        /** content words the text does not have, fewer than a clause */
        WORDS_ADDED,
        /** three or more words in a row the text does not have, content among them */
        CLAUSE_ADDED,
        /** content words of the text left out */
        WORDS_LEFT_OUT
    }

    /**
     * The kind of the difference that matters most: a negation or number changed, else the largest content edit
     * (substitution, addition, omission), else particles and spellings only.
     */
    public Kind kind() {
        if (verbatim()) {
            return variants == 0 ? Kind.VERBATIM : Kind.SPELLING;
        }
        if (negationChanged) {
            return Kind.NEGATION;
        }
        if (numberChanged) {
            return Kind.NUMBER;
        }
        Edit largest = largestContentEdit();
        if (largest == null) {
            return Kind.PARTICLES;
        }
        if (largest.substitution()) {
            return weight(largest) == 1 ? Kind.ONE_WORD_SUBSTITUTED : Kind.WORDS_SUBSTITUTED;
        }
        if (largest.addition()) {
            return largest.quote().size() >= CLAUSE_WORDS ? Kind.CLAUSE_ADDED : Kind.WORDS_ADDED;
        }
        return Kind.WORDS_LEFT_OUT;
    }

    /** Words in a row, content among them, that make an addition a clause rather than a word or two. */
    static final int CLAUSE_WORDS = 3;

    /** The content edit with the most content words, the first of equals; null when no edit touches content. */
    private Edit largestContentEdit() {
        Edit largest = null;
        for (Edit e : edits) {
            if (e.content() && (largest == null || weight(e) > weight(largest))) {
                largest = e;
            }
        }
        return largest;
    }

    /**
     * The difference that matters most, in one phrase ({@link #kind}): a negation or number changed, else content words
     * substituted, added or left out (the largest such edit shown), else particles and spellings only.
     */
    public String describe() {
        return describe(alignment.quote(), alignment.text());
    }

    /**
     * {@link #describe()} with the words shown as given: {@code quote} and {@code text} hold one word for each of the
     * alignment's quote and text words (as {@link SurfaceWords} writes them).
     */
    public String describe(List<String> quote, List<String> text) {
        if (quote.size() != alignment.quote().size() || text.size() != alignment.text().size()) {
            throw new IllegalArgumentException("shown words: " + quote.size() + " and " + text.size() + " for an alignment of "
                    + alignment.quote().size() + " and " + alignment.text().size());
        }
        java.util.function.Function<Edit, String> said = e -> join(quote.subList(e.quoteFrom(), e.quoteFrom() + e.quote().size()));
        java.util.function.Function<Edit, String> written = e -> join(text.subList(e.textFrom(), e.textFrom() + e.text().size()));
        Kind kind = kind();
        Edit largest = largestContentEdit();
        String what = switch (kind) {
            case VERBATIM -> "word for word";
            case SPELLING -> "word for word but for " + plural(variants, "spelling variant");
            case NEGATION -> "a negation changed" + firstEdit(e -> e.quote().stream().anyMatch(WordClasses::negation)
                    || e.text().stream().anyMatch(WordClasses::negation), said, written);
            case NUMBER -> "a number changed" + firstEdit(e -> e.quote().stream().anyMatch(WordClasses::number)
                    || e.text().stream().anyMatch(WordClasses::number), said, written);
            case PARTICLES -> "only particles and frame words differ (" + plural(otherEdits(), "word") + ")"
                    + firstEdit(e -> true, said, written);
            case ONE_WORD_SUBSTITUTED, WORDS_SUBSTITUTED -> (weight(largest) == 1 ? "one content word"
                    : weight(largest) + " content words") + " substituted: " + written.apply(largest) + " → "
                    + said.apply(largest);
            case CLAUSE_ADDED -> "an added clause: «" + said.apply(largest) + "»";
            case WORDS_ADDED -> plural(largest.quoteContent(), "content word") + " added: " + said.apply(largest);
            case WORDS_LEFT_OUT -> plural(largest.textContent(), "content word") + " left out: " + written.apply(largest);
        };
        if (largest == null || kind == Kind.NEGATION || kind == Kind.NUMBER) {
            return what;
        }
        int others = contentEdits() - weight(largest);
        return others > 0 ? what + String.format(Locale.ROOT, " (and %s more)", plural(others, "content word")) : what;
    }

    private static int weight(Edit e) {
        return Math.max(e.quoteContent(), e.textContent());
    }

    private String firstEdit(java.util.function.Predicate<Edit> p, java.util.function.Function<Edit, String> said,
                             java.util.function.Function<Edit, String> written) {
        return edits.stream().filter(p).findFirst().map(e -> ": " + (e.text().isEmpty() ? "—" : written.apply(e)) + " → "
                + (e.quote().isEmpty() ? "—" : said.apply(e))).orElse("");
    }

    /** At most six words, so a reason stays one line. */
    private static String join(List<String> words) {
        return words.size() <= 6 ? String.join(" ", words) : String.join(" ", words.subList(0, 6)) + " …";
    }

    static String plural(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
