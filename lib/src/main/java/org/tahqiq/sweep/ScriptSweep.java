package org.tahqiq.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.text.ArabicNormalizer;
import org.tahqiq.text.rasm.Rasm;
import org.tahqiq.verify.CheckedAnswer;
import org.tahqiq.verify.CheckedSpan;
import org.tahqiq.verify.Checker;
import org.tahqiq.verify.SpanVerdict;

/**
 * Every verse of the Qur'an, in every script of {@link QuranEditions}, quoted alone as an answer would quote it
 * ({@code قال الله تعالى: «…»}) and checked by {@code verify}; then verses of each script misquoted by a
 * {@link Corruption}, which must not be judged correct.
 *
 * <p>Stated policy: verses of one word (الم, طه, والضحى) are left out of the share judged correct — one word is too short
 * to tell a verse from a word that occurs in it (Subtask 2's minimum length); they are counted in the row. A misquote
 * whose rasm still occurs in the Qur'an word for word (a dropped word that leaves another verse) is not a misquote and is
 * left out of the share caught, also counted.
 */
public final class ScriptSweep {

    static final String CUE = "قال الله تعالى: «";
    static final String END = "»";

    /** One script's figures. */
    public record Row(String script, int verses, int oneWord, int correct, int typedMatn, int corrupted, int stillVerses,
                      int caught, List<String> failures) {

        public double shareCorrect() {
            return (double) correct / (verses - oneWord);
        }

        public double shareCaught() {
            return (double) caught / (corrupted - stillVerses);
        }
    }

    private final Checker checker;
    private final QuranCorpus corpus;
    private final int threads;

    public ScriptSweep(Checker checker, QuranCorpus corpus, int threads) {
        this.checker = checker;
        this.corpus = corpus;
        this.threads = threads;
    }

    /** The figures of every script, with {@code corrupted} misquotes each (kinds in turn) drawn with {@code seed}. */
    public List<Row> run(Map<String, List<String>> scripts, int corrupted, long seed, Consumer<String> log) {
        Corruption.Vocabulary vocabulary = Corruption.Vocabulary.of(corpus.verses().stream().map(v -> v.text()).toList());
        List<Row> rows = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : scripts.entrySet()) {
            List<String> verses = e.getValue();
            boolean[] oneWord = new boolean[verses.size()];
            for (int i = 0; i < verses.size(); i++) {
                oneWord[i] = ArabicNormalizer.normalize(corpus.get(i).text(), ArabicNormalizer.Level.SEARCH).indexOf(' ') < 0;
            }
            Outcome[] quoted = checkAll(verses);
            int correct = 0;
            int matn = 0;
            int ones = 0;
            List<String> failures = new ArrayList<>();
            for (int i = 0; i < verses.size(); i++) {
                ones += oneWord[i] ? 1 : 0;
                correct += !oneWord[i] && quoted[i].ayahCorrect ? 1 : 0;
                matn += quoted[i].typedMatn ? 1 : 0;
                if (!oneWord[i] && !quoted[i].ayahCorrect || quoted[i].typedMatn) {
                    failures.add("verse " + corpus.get(i).reference() + "\t" + verses.get(i) + "\t" + quoted[i].reasons);
                }
            }
            // misquotes: verses of at least three words, drawn without replacement, kinds in turn
            Random random = new Random(seed);
            List<Integer> pool = new ArrayList<>(IntStream.range(0, verses.size())
                    .filter(i -> verses.get(i).trim().split("\\s+").length >= 3).boxed().toList());
            java.util.Collections.shuffle(pool, random);
            List<String> misquotes = new ArrayList<>();
            Corruption[] kinds = Corruption.values();
            for (int i = 0; i < pool.size() && misquotes.size() < corrupted; i++) {
                String m = kinds[misquotes.size() % kinds.length].apply(verses.get(pool.get(i)), vocabulary, random);
                if (m != null) {
                    misquotes.add(m);
                }
            }
            int still = 0;
            List<String> judged = new ArrayList<>();
            for (String m : misquotes) {
                if (stillAVerse(m)) {
                    still++;
                } else {
                    judged.add(m);
                }
            }
            Outcome[] mis = checkAll(judged);
            int caught = 0;
            for (int i = 0; i < mis.length; i++) {
                caught += mis[i].ayahCorrect ? 0 : 1;
                matn += mis[i].typedMatn ? 1 : 0;
                if (mis[i].ayahCorrect || mis[i].typedMatn) {
                    failures.add("misquote\t" + judged.get(i) + "\t" + mis[i].reasons);
                }
            }
            Row row = new Row(e.getKey(), verses.size(), ones, correct, matn, misquotes.size(), still, caught, failures);
            log.accept(String.format("%s: %.4f correct, %.4f of misquotes caught", row.script(), row.shareCorrect(),
                    row.shareCaught()));
            rows.add(row);
        }
        return rows;
    }

    private boolean stillAVerse(String text) {
        for (Rasm.Reading r : Rasm.Reading.MATCHING) {
            if (!corpus.rasm(r).occurrences(text, r).isEmpty()) {
                return true;
            }
        }
        return !corpus.text().occurrences(text).isEmpty();
    }

    /** What verify said of one quote: whether an Ayah span was judged correct, a matn found, and the reasons given. */
    private record Outcome(boolean ayahCorrect, boolean typedMatn, String reasons) {
    }

    private Outcome[] checkAll(List<String> quotes) {
        Outcome[] out = new Outcome[quotes.size()];
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            pool.submit(() -> IntStream.range(0, quotes.size()).parallel().forEach(i -> out[i] = check(quotes.get(i)))).join();
        } finally {
            pool.shutdown();
        }
        return out;
    }

    private Outcome check(String quote) {
        CheckedAnswer a = checker.check(CUE + quote + END);
        boolean correct = false;
        boolean matn = false;
        StringBuilder reasons = new StringBuilder();
        for (var c : a.citations()) {
            for (CheckedSpan s : c.spans()) {
                correct |= s.type() == SegmentType.AYAH && s.verdict() == SpanVerdict.CORRECT;
                matn |= s.type() == SegmentType.MATN;
                reasons.append(reasons.length() == 0 ? "" : " | ").append(s.type()).append(' ').append(s.verdict()).append(": ")
                        .append(s.evidence() == null ? "" : s.evidence().reason());
            }
        }
        return new Outcome(correct, matn, reasons.length() == 0 ? "no citation found" : reasons.toString());
    }

    /** The table, in Markdown. */
    public static String table(List<Row> rows) {
        StringBuilder sb = new StringBuilder();
        sb.append("| text of the verses | verses | one-word (aside) | judged `correct` | typed `matn` | misquotes | ")
                .append("still a verse (aside) | misquotes caught |\n|---|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Row r : rows) {
            sb.append(String.format("| %s | %d | %d | %.4f | %d | %d | %d | %.4f |%n", r.script(), r.verses(), r.oneWord(),
                    r.shareCorrect(), r.typedMatn(), r.corrupted(), r.stillVerses(), r.shareCaught()));
        }
        return sb.toString();
    }
}
