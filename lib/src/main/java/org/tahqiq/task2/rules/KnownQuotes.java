package org.tahqiq.task2.rules;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.dataset.GoldLabels;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Response;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.dataset.Tsv;
import org.tahqiq.index.HadithMatcher;
import org.tahqiq.text.Fuzzy;

/**
 * The matn quotes the labelled data has already judged: the train answers' accepted matn spans (their text is in
 * {@code train_task_4.tsv}, their label in {@code train_task_2.tsv}; for a rejected span that file holds the
 * correction, not the quote, so the train set gives accepted quotes only) and the dev answers' accepted and rejected
 * ones. Models quote the same
 * famous hadiths in the same common wordings again and again, and the train and dev answers answer largely the same
 * questions: a quote worded as one gold accepted before is likely accepted again, even where the hadith corpus words
 * the hadith differently. Never the input's own answers ({@link #without}).
 */
public final class KnownQuotes {

    /** One judged quote. */
    public record Judged(String responseId, String text, Label label) {
    }

    /**
     * The closest judged quotes to a quote.
     *
     * @param correct   similarity (0–100, {@link #similarity}) of the closest quote gold accepted, 0 when none shares enough
     * @param incorrect the same of the closest quote gold rejected
     * @param accepted  the closest accepted quote as first written, or null
     * @param rejected  the closest rejected quote as first written, or null
     */
    public record Match(double correct, double incorrect, Judged accepted, Judged rejected) {
        public static final Match NONE = new Match(0, 0, null, null);
    }

    public static final KnownQuotes EMPTY = new KnownQuotes(List.of());

    /**
     * A known text is compared with a quote when it has at least this share of the quote's distinct words: a text that
     * shares less cannot come near a ratio that matters. Half, a prior (not tuned).
     */
    static final double SHARED_WORDS = 0.5;

    private final List<Judged> quotes;
    /** Distinct normalized texts, and per text how often gold accepted and rejected it. */
    private final List<String> texts = new ArrayList<>();
    private final List<int[]> counts = new ArrayList<>();
    /** Per text, the first quote written so (for evidence: its answer and spelling). */
    private final List<Judged> firsts = new ArrayList<>();
    private final Map<String, int[]> postings = new HashMap<>();

    private KnownQuotes(List<Judged> quotes) {
        this.quotes = List.copyOf(quotes);
        Map<String, int[]> byText = new LinkedHashMap<>();
        Map<String, Judged> first = new HashMap<>();
        for (Judged q : quotes) {
            String t = HadithMatcher.normalize(q.text());
            if (t.isEmpty() || q.label() == Label.NA) {
                continue;
            }
            byText.computeIfAbsent(t, x -> new int[2])[q.label() == Label.CORRECT ? 0 : 1]++;
            first.putIfAbsent(t, q);
        }
        Map<String, List<Integer>> lists = new HashMap<>();
        byText.forEach((t, c) -> {
            int id = texts.size();
            texts.add(t);
            counts.add(c);
            firsts.add(first.get(t));
            for (String w : new HashSet<>(List.of(t.split(" ")))) {
                lists.computeIfAbsent(w, x -> new ArrayList<>()).add(id);
            }
        });
        lists.forEach((w, ids) -> postings.put(w, ids.stream().mapToInt(Integer::intValue).toArray()));
    }

    public static KnownQuotes of(List<Judged> quotes) {
        return new KnownQuotes(quotes);
    }

    /**
     * The data folder's judged matn quotes: train (when {@code train_task_4.tsv} and {@code train_task_2.tsv} are both
     * there) and dev ({@code dev_set/dev.jsonl}, when there).
     */
    public static KnownQuotes read(DataLocation data) {
        return read(data, null);
    }

    /**
     * {@link #read(DataLocation)} for an input read from {@code input}: when that is the dev set itself, none of its
     * quotes could be used ({@link #without}), so it is not read twice.
     */
    public static KnownQuotes read(DataLocation data, Path input) {
        List<Judged> out = new ArrayList<>();
        if (Files.isRegularFile(data.trainTask(4)) && Files.isRegularFile(data.trainTask(2))) {
            out.addAll(train(data.trainTask(4), data.trainTask(2)));
        }
        if (Files.isRegularFile(data.devJsonl()) && (input == null || !org.tahqiq.dataset.TextFiles.sameFile(input, data.devJsonl()))) {
            out.addAll(dev(DevJsonlReader.read(data.devJsonl())));
        }
        return new KnownQuotes(out);
    }

    /** The matn rows of a Subtask 4 TSV (span texts) that a Subtask 2 TSV labels correct. */
    public static List<Judged> train(Path task4, Path task2) {
        Map<SegmentKey, Label> labels = GoldLabels.read(task2);
        Tsv tsv = Tsv.read(task4).requireColumns(Columns.RESPONSE_ID, Columns.ANNOTATION_ID, Columns.SPAN_TYPE, Columns.SPAN_TEXT);
        List<Judged> out = new ArrayList<>();
        for (Tsv.Row row : tsv.rows()) {
            if (row.getSegmentType(Columns.SPAN_TYPE) != SegmentType.MATN) {
                continue;
            }
            String response = row.getNonEmpty(Columns.RESPONSE_ID);
            Label l = labels.get(new SegmentKey(response, row.getInt(Columns.ANNOTATION_ID), SegmentType.MATN));
            // Only the accepted ones: for a span gold calls incorrect, the Subtask 4 file carries the correction (the
            // authentic text, as train_task_3.tsv gives it: all 444 such matn rows), not the quote gold rejected.
            if (l == Label.CORRECT) {
                out.add(new Judged(response, row.get(Columns.SPAN_TEXT), l));
            }
        }
        return out;
    }

    /** The labelled matn segments of dev-schema responses. */
    static List<Judged> dev(List<Response> responses) {
        List<Judged> out = new ArrayList<>();
        for (Response r : responses) {
            for (var a : r.annotations()) {
                for (Segment s : a.segments()) {
                    if (s.type() == SegmentType.MATN && s.hasGold() && s.gold() != Label.NA) {
                        out.add(new Judged(r.id(), s.text(), s.gold()));
                    }
                }
            }
        }
        return out;
    }

    /** The same memory without the quotes of these answers (the input's own, which must never inform their verdicts). */
    public KnownQuotes without(Set<String> responseIds) {
        return new KnownQuotes(quotes.stream().filter(q -> !responseIds.contains(q.responseId())).toList());
    }

    public int size() {
        return quotes.size();
    }

    /**
     * Known texts compared with one quote at most: those sharing the most of its words. A shortlist depth, as
     * retrieval's k, set when the memory was written; not tuned.
     */
    static final int DEPTH = 20;

    /**
     * The closest accepted and rejected quotes to a normalized quote ({@link HadithMatcher#normalize}), each scored as
     * {@link #similarity} scores it.
     */
    public Match nearest(String normalized) {
        if (texts.isEmpty() || normalized.isEmpty()) {
            return Match.NONE;
        }
        Set<String> words = new HashSet<>(List.of(normalized.split(" ")));
        int[] shared = new int[texts.size()];
        List<Integer> touched = new ArrayList<>();
        for (String w : words) {
            int[] ids = postings.get(w);
            if (ids != null) {
                for (int id : ids) {
                    if (shared[id]++ == 0) {
                        touched.add(id);
                    }
                }
            }
        }
        int need = (int) Math.ceil(SHARED_WORDS * words.size());
        List<Integer> near = touched.stream().filter(id -> shared[id] >= need)
                .sorted(java.util.Comparator.comparingInt((Integer id) -> -shared[id]).thenComparingInt(id -> id))
                .limit(DEPTH).toList();
        double[] best = {0, 0};
        Judged[] bestQuote = {null, null};
        for (int id : near) {
            int[] c = counts.get(id);
            int side = c[0] > c[1] ? 0 : c[1] > c[0] ? 1 : -1;
            if (side < 0) {
                continue;
            }
            String t = texts.get(id);
            double r = similarity(normalized, t);
            if (r > best[side]) {
                best[side] = r;
                bestQuote[side] = firsts.get(id);
            }
        }
        return new Match(best[0], best[1], bestQuote[0], bestQuote[1]);
    }

    /**
     * How closely a quote renders a judged quote: 100 when the judged one contains it word for word; the partial ratio
     * when the quote is the shorter (a fragment of an accepted quote is as good as the fragment); else the plain ratio,
     * so that words the quote adds count against it (a judged quote contained in a longer one proves nothing of the rest).
     */
    static double similarity(String quote, String judged) {
        if (HadithMatcher.wordAligned(judged, quote) >= 0) {
            return 100;
        }
        return quote.length() < judged.length() ? Fuzzy.partialRatio(quote, judged) : Fuzzy.ratio(quote, judged);
    }
}
