package org.tahqiq.report;

import org.tahqiq.subtask.Tables;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.tahqiq.attribution.CollectionParser;
import org.tahqiq.corpus.HadithCollection;
import org.tahqiq.corpus.QuranText;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.eval.CrossValidation;
import org.tahqiq.models.GroupedKFold;
import org.tahqiq.index.AnnotationEvidence;
import org.tahqiq.index.HadithMatcher;
import org.tahqiq.task2.Task2Input;
import org.tahqiq.task2.Task2Result;
import org.tahqiq.task2.ThresholdPolicy;
import org.tahqiq.task2.rules.Task2Fit;
import org.tahqiq.task2.rules.Thresholds;
import org.tahqiq.task2.rules.Verdict;
import org.tahqiq.task2.rules.Verifier;
import org.tahqiq.text.ArabicNormalizer;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Why each misclassified Subtask 2 row went wrong, one cause per row, tested in this order (the first that holds):
 * <ol>
 *   <li>{@link Cause#ANNOTATION}: gold looks inconsistent — the same text (compared as its rule compares it; an
 *       attribution together with its quote) carries the other label elsewhere in the input, or gold's own Subtask 3
 *       correction of an "incorrect" quote contains the quote word for word;</li>
 *   <li>{@link Cause#THRESHOLD}: some fold of the repeated cross-validation chose thresholds that label the row right
 *       (its score lies inside the range the folds' choices span);</li>
 *   <li>{@link Cause#CORPUS}: the right source is not in the corpus or was not retrieved — a gold-correct matn no
 *       record holds word for word or nearly (below {@link RecallAtK#NEAR_MIN}; or one holds it word for word but the
 *       shortlist missed it), a claimed book with no equivalent
 *       record, a claim or chain with nothing in the corpus to check it against;</li>
 *   <li>{@link Cause#RULE}: otherwise the rule's own logic decided (its reason says how).</li>
 * </ol>
 */
public final class ErrorCauses {

    public enum Cause {
        ANNOTATION("annotation disagreement"),
        THRESHOLD("threshold"),
        CORPUS("corpus coverage"),
        RULE("rule");

        public final String label;

        Cause(String label) {
            this.label = label;
        }
    }

    /**
     * One misclassified row.
     *
     * @param detail what shows the cause: the conflicting row, the fold thresholds that label it right, the missing
     *               source, or the rule's reason
     */
    public record Error(Verdict verdict, Label gold, String span, Cause cause, String detail) {

        public SegmentKey key() {
            return verdict.key();
        }
    }

    private final List<Error> errors;

    public ErrorCauses(List<Error> errors) {
        this.errors = List.copyOf(errors);
    }

    public List<Error> errors() {
        return errors;
    }

    /**
     * Classifies every scored row of {@code result} whose verdict differs from gold.
     *
     * @param policy      the policy {@code result} was judged under (its folds and seed tell which fold held each row)
     * @param fits        what every fold of every fold seed fitted ({@code Task2Pipeline.Repeated.foldFits()}): thresholds,
     *                    and the matn model when matns are decided by one
     */
    public static ErrorCauses of(Task2Input input, Task2Result result, Verifier verifier, ThresholdPolicy policy,
                                 List<Task2Fit> fits) {
        Map<SegmentKey, Segment> segments = new HashMap<>();
        Map<SegmentKey, AnnotationEvidence> evidenceOf = new HashMap<>();
        for (AnnotationEvidence ev : result.evidence()) {
            for (Segment s : ev.annotation().segments()) {
                segments.put(s.key(), s);
                evidenceOf.put(s.key(), ev);
            }
        }
        Map<String, List<SegmentKey>> sameText = sameText(input);
        Map<SegmentKey, Thresholds> applied = appliedThresholds(result, policy);
        NarrationScan scan = null;
        List<Error> out = new ArrayList<>();
        for (Verdict v : result.verdicts()) {
            Label gold = input.gold().get(v.key());
            if (gold == null || gold == Label.NA || gold == v.label()) {
                continue;
            }
            Segment seg = segments.get(v.key());
            AnnotationEvidence ev = evidenceOf.get(v.key());
            String span = seg.text();
            String found = annotation(v.key(), gold, seg, ev.annotation(), sameText, input.gold());
            if (found != null) {
                out.add(new Error(v, gold, span, Cause.ANNOTATION, found));
                continue;
            }
            found = threshold(seg, ev, gold, verifier, fits);
            if (found != null) {
                out.add(new Error(v, gold, span, Cause.THRESHOLD, found));
                continue;
            }
            if (v.key().type() == SegmentType.MATN && gold == Label.CORRECT && scan == null) {
                scan = NarrationScan.of(verifier.retrieval().hadithMatcher(), verifier.retrieval().hadith().size());
            }
            found = corpus(seg, ev, gold, v, applied.get(v.key()), verifier, scan);
            out.add(found != null ? new Error(v, gold, span, Cause.CORPUS, found) : new Error(v, gold, span, Cause.RULE, v.reason()));
        }
        return new ErrorCauses(out);
    }

    // --- annotation disagreement ---------------------------------------------------------------------------------

    /** Scored gold rows by the text their rule compares (see {@link #textKey}). */
    private static Map<String, List<SegmentKey>> sameText(Task2Input input) {
        Map<String, List<SegmentKey>> out = new HashMap<>();
        for (Annotation a : input.annotations()) {
            for (Segment s : a.segments()) {
                Label g = input.gold().get(s.key());
                String key = textKey(s, a);
                if (g == null || g == Label.NA || key == null) {
                    continue;
                }
                out.computeIfAbsent(key, k -> new ArrayList<>()).add(s.key());
            }
        }
        return out;
    }

    /**
     * The text a row is judged by, as its rule compares it: an Ayah as written (its vowels count), a matn normalized
     * as the hadith matcher normalizes it, an attribution or a chain with its annotation's quote (the same words
     * attributing another quote are another claim); null for an attribution without a quote.
     */
    public static String textKey(Segment s, Annotation a) {
        return switch (s.type()) {
            case AYAH -> "A|" + collapse(s.text());
            case MATN -> "M|" + HadithMatcher.normalize(s.text());
            default -> {
                Segment quote = a.segments().stream().filter(q -> q.type() == SegmentType.AYAH || q.type() == SegmentType.MATN)
                        .findFirst().orElse(null);
                yield quote == null ? null : s.type().wire() + "|" + textKey(quote, a) + "|"
                        + ArabicNormalizer.normalize(s.text(), ArabicNormalizer.Level.SEARCH);
            }
        };
    }

    private static String collapse(String s) {
        return s.strip().replaceAll("\\s+", " ");
    }

    private static String annotation(SegmentKey key, Label gold, Segment seg, Annotation a, Map<String, List<SegmentKey>> sameText,
                                     Map<SegmentKey, Label> labels) {
        String k = textKey(seg, a);
        if (k != null) {
            for (SegmentKey other : sameText.getOrDefault(k, List.of())) {
                if (!other.equals(key) && labels.get(other) != gold) {
                    return "the same text is gold " + labels.get(other).wire() + " at " + name(other);
                }
            }
        }
        if (gold == Label.INCORRECT && (seg.type() == SegmentType.AYAH || seg.type() == SegmentType.MATN)) {
            String quote = comparable(seg.type(), seg.text());
            for (String c : a.corrections()) {
                if (!quote.isEmpty() && (" " + comparable(seg.type(), c) + " ").contains(" " + quote + " ")) {
                    return "gold's own correction contains the quote word for word";
                }
            }
        }
        return null;
    }

    private static String comparable(SegmentType type, String text) {
        return type == SegmentType.AYAH ? QuranText.normalizeQuery(text) : HadithMatcher.normalize(text);
    }

    static String name(SegmentKey k) {
        return k.responseId() + "/" + k.annotationId() + "/" + k.type().wire();
    }

    /**
     * How consistent gold is with itself, per type: how many texts (compared as {@link #textKey} compares them) occur
     * in more than one scored row, how many rows those are, and how many of the texts carry both labels.
     */
    public static Table repeatedTexts(Task2Input input) {
        Map<String, List<SegmentKey>> same = sameText(input);
        StringColumn type = StringColumn.create("type");
        IntColumn texts = IntColumn.create("repeated_texts");
        IntColumn rows = IntColumn.create("rows");
        IntColumn conflicting = IntColumn.create("both_labels");
        for (SegmentType t : SegmentType.values()) {
            List<List<SegmentKey>> groups = same.values().stream().filter(g -> g.size() > 1 && g.get(0).type() == t).toList();
            type.append(t.wire());
            texts.append(groups.size());
            rows.append(groups.stream().mapToInt(List::size).sum());
            conflicting.append((int) groups.stream().filter(g -> g.stream().map(input.gold()::get).distinct().count() > 1).count());
        }
        return Table.create("texts gold labels more than once", type, texts, rows, conflicting);
    }

    // --- threshold -----------------------------------------------------------------------------------------------

    private static String threshold(Segment seg, AnnotationEvidence ev, Label gold, Verifier verifier, List<Task2Fit> fits) {
        int right = 0;
        Task2Fit example = null;
        Map<Task2Fit, Boolean> judged = new HashMap<>();
        for (Task2Fit f : fits) {
            boolean ok = judged.computeIfAbsent(f, x -> judge(seg, ev, verifier, x).label() == gold);
            if (ok) {
                right++;
                example = example == null ? f : example;
            }
        }
        if (right == 0) {
            return null;
        }
        String value = seg.type() == SegmentType.MATN && example.matn() != null ? "a fold's matn model"
                : seg.type() == SegmentType.AYAH || seg.type() == SegmentType.MATN
                ? seg.type().wire() + " threshold " + Tables.number(example.thresholds().of(seg.type()))
                : "equivalence threshold " + Tables.number(example.thresholds().equivalent());
        return String.format(Locale.ROOT, "%d of %d fold fits label it right (e.g. %s)", right, fits.size(), value);
    }

    /** A segment's verdict under one fit: a matn by the fit's model when it has one, the rest by its thresholds. */
    private static Verdict judge(Segment seg, AnnotationEvidence ev, Verifier verifier, Task2Fit fit) {
        return seg.type() == SegmentType.MATN ? verifier.matnRule().judge(seg, ev, fit)
                : verifier.rule(seg.type()).judge(seg, ev, fit.thresholds());
    }

    /** The thresholds the fold that held each row out labelled it with. */
    private static Map<SegmentKey, Thresholds> appliedThresholds(Task2Result result, ThresholdPolicy policy) {
        Map<SegmentKey, Thresholds> out = new HashMap<>();
        List<String> groups = result.evidence().stream()
                .map(ev -> CrossValidation.group(ev.annotation().questionId(), ev.annotation().responseId())).toList();
        GroupedKFold folds = policy.isCrossValidated() && result.foldThresholds().size() > 1
                ? new GroupedKFold(groups, policy.folds(), policy.seed()) : null;
        for (int i = 0; i < groups.size(); i++) {
            Thresholds t = folds == null ? result.foldThresholds().values().iterator().next()
                    : result.foldThresholds().get(folds.fold(groups.get(i)));
            for (Segment s : result.evidence().get(i).annotation().segments()) {
                out.put(s.key(), t);
            }
        }
        return out;
    }

    // --- corpus coverage -----------------------------------------------------------------------------------------

    private static final CollectionParser COLLECTIONS = new CollectionParser();

    private static String corpus(Segment seg, AnnotationEvidence ev, Label gold, Verdict v, Thresholds t, Verifier verifier,
                                 NarrationScan scan) {
        switch (seg.type()) {
            case MATN -> {
                if (gold != Label.CORRECT) {
                    return null;
                }
                Set<Integer> holding = scan.recordsContaining(HadithMatcher.normalize(seg.text()));
                if (!holding.isEmpty()) {
                    return "not retrieved: " + verifier.retrieval().hadith().get(holding.iterator().next()).reference()
                            + " holds it word for word, the shortlist missed it";
                }
                if (v.score() >= RecallAtK.NEAR_MIN) {
                    return null; // the source is identified (as notebook 02 identifies "near" sources): the wording decided
                }
                return "not in the corpus: no record holds it" + (v.reference().isEmpty() ? ""
                        : String.format(Locale.ROOT, " (nearest %s, %.1f)", v.reference(), v.score()));
            }
            case CLAIMED_SOURCE -> {
                if (ev.hadith() == null) {
                    return null; // the Qur'an corpus is complete: a verse claim is the rule's
                }
                List<HadithCollection> named = COLLECTIONS.parse(seg.text()).stream().filter(HadithCollection::inCorpus).toList();
                if (named.isEmpty()) {
                    return "the claim names no book of the corpus: nothing to check it against";
                }
                if (ev.hadith().equivalents(t.equivalent()).isEmpty()) {
                    return "no record carries this matn: nothing to check the claim against";
                }
                if (gold == Label.CORRECT) {
                    return "no equivalent record in the claimed book (" + v.reason() + ")";
                }
                return null;
            }
            case ISNAD -> {
                if (ev.hadith() == null || ev.hadith().equivalents(t.equivalent()).isEmpty()) {
                    return "no record carries this matn: no chain to check the narrators against";
                }
                return null;
            }
            default -> {
                return null;
            }
        }
    }

    // --- tables --------------------------------------------------------------------------------------------------

    /** One row per error: key, gold, verdict, score, cause, detail, span (cut to {@code maxChars}). */
    public Table table(int maxChars) {
        return table(errors, "misclassified rows by cause", maxChars);
    }

    private static Table table(List<Error> rows, String title, int maxChars) {
        StringColumn rid = StringColumn.create("response");
        IntColumn aid = IntColumn.create("annotation");
        StringColumn type = StringColumn.create("type");
        StringColumn gold = StringColumn.create("gold");
        StringColumn verdict = StringColumn.create("verdict");
        DoubleColumn score = DoubleColumn.create("score");
        StringColumn cause = StringColumn.create("cause");
        StringColumn detail = StringColumn.create("detail");
        StringColumn span = StringColumn.create("span");
        for (Error e : rows) {
            rid.append(e.key().responseId());
            aid.append(e.key().annotationId());
            type.append(e.key().type().wire());
            gold.append(e.gold().wire());
            verdict.append(e.verdict().label().wire());
            score.append(Double.isNaN(e.verdict().score()) ? Double.NaN : Math.round(e.verdict().score() * 10) / 10.0);
            cause.append(e.cause().label);
            detail.append(e.detail());
            span.append(DatasetSummary.cut(e.span(), maxChars));
        }
        return Table.create(title, rid, aid, type, gold, verdict, score, cause, detail, span);
    }

    /** The errors of one cause (at most {@code n}), spans cut to {@code maxChars}. */
    public Table examples(Cause cause, int n, int maxChars) {
        return table(errors.stream().filter(e -> e.cause() == cause).limit(n).toList(), cause.label, maxChars);
    }

    /** Errors per cause, by segment type, with totals. */
    public Map<Cause, Map<SegmentType, Integer>> counts() {
        Map<Cause, Map<SegmentType, Integer>> out = new EnumMap<>(Cause.class);
        for (Cause c : Cause.values()) {
            Map<SegmentType, Integer> byType = new EnumMap<>(SegmentType.class);
            for (SegmentType t : SegmentType.values()) {
                byType.put(t, 0);
            }
            out.put(c, byType);
        }
        errors.forEach(e -> out.get(e.cause()).merge(e.key().type(), 1, Integer::sum));
        return out;
    }

    /** The counts as a table: one row per segment type and a total row, one column per cause, then the row total. */
    public Table countTable() {
        Map<Cause, Map<SegmentType, Integer>> counts = counts();
        StringColumn type = StringColumn.create("type");
        Map<Cause, IntColumn> cols = new LinkedHashMap<>();
        for (Cause c : Cause.values()) {
            cols.put(c, IntColumn.create(c.label));
        }
        IntColumn total = IntColumn.create("total");
        List<String> names = new ArrayList<>();
        for (SegmentType t : SegmentType.values()) {
            names.add(t.wire());
        }
        names.add("all");
        for (String name : names) {
            type.append(name);
            int sum = 0;
            for (Cause c : Cause.values()) {
                int n = name.equals("all") ? counts.get(c).values().stream().mapToInt(Integer::intValue).sum()
                        : counts.get(c).get(SegmentType.fromWire(name).orElseThrow());
                cols.get(c).append(n);
                sum += n;
            }
            total.append(sum);
        }
        Table t = Table.create("misclassified rows by cause", type);
        cols.values().forEach(t::addColumns);
        return t.addColumns(total);
    }

    /** Per cause (a chart series), the errors of each segment type, in {@link SegmentType} order. */
    public Map<String, List<Integer>> countSeries() {
        Map<String, List<Integer>> out = new LinkedHashMap<>();
        counts().forEach((c, byType) -> out.put(c.label, new ArrayList<>(byType.values())));
        return out;
    }

    /** The segment types' wire names, in {@link SegmentType} order (the categories of {@link #countSeries()}). */
    public static List<String> typeNames() {
        List<String> out = new ArrayList<>();
        for (SegmentType t : SegmentType.values()) {
            out.add(t.wire());
        }
        return out;
    }
}
