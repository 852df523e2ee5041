package org.tahqiq.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.Columns;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Response;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentType;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/** What a labelled dataset (dev.jsonl) contains: counts, labels, span lengths, examples and the gating rule. */
public final class DatasetSummary {

    private final List<Response> responses;

    public DatasetSummary(List<Response> responses) {
        this.responses = List.copyOf(responses);
    }

    public static DatasetSummary of(List<Response> responses) {
        return new DatasetSummary(responses);
    }

    private List<Annotation> annotations() {
        return responses.stream().flatMap(r -> r.annotations().stream()).toList();
    }

    private List<Segment> segments() {
        return annotations().stream().flatMap(a -> a.segments().stream()).toList();
    }

    /** Responses, responses citing nothing, annotations by kind, segments. */
    public Table overview() {
        StringColumn item = StringColumn.create("item");
        IntColumn count = IntColumn.create("count");
        List<Annotation> anns = annotations();
        item.append("responses");
        count.append(responses.size());
        item.append("responses without any citation");
        count.append((int) responses.stream()
                .filter(r -> r.annotations().stream().allMatch(a -> a.segments().isEmpty())).count());
        item.append("questions");
        count.append((int) responses.stream().map(Response::questionId).distinct().count());
        for (String kind : List.of("Ayah", "Hadith", "no_annotation")) {
            item.append("annotations: " + kind);
            count.append((int) anns.stream().filter(a -> kind.equals(a.kind())).count());
        }
        item.append("segments");
        count.append(segments().size());
        return Table.create("dataset overview", item, count);
    }

    /** Segments per type and gold label; {@code scored} = correct + incorrect (N/A rows are not scored). */
    public Table labels() {
        StringColumn type = StringColumn.create("type");
        IntColumn correct = IntColumn.create("correct");
        IntColumn incorrect = IntColumn.create("incorrect");
        IntColumn na = IntColumn.create("N/A");
        IntColumn none = IntColumn.create("no label");
        IntColumn scored = IntColumn.create("scored");
        IntColumn total = IntColumn.create("total");
        List<Segment> segs = segments();
        for (SegmentType t : SegmentType.values()) {
            List<Segment> of = segs.stream().filter(s -> s.type() == t).toList();
            int c = count(of, Label.CORRECT);
            int i = count(of, Label.INCORRECT);
            type.append(t.wire());
            correct.append(c);
            incorrect.append(i);
            na.append(count(of, Label.NA));
            none.append((int) of.stream().filter(s -> s.gold() == null).count());
            scored.append(c + i);
            total.append(of.size());
        }
        return Table.create("segments by type and gold label", type, correct, incorrect, na, none, scored, total);
    }

    /**
     * Per type, the share of scored rows gold calls incorrect with its 95% Wilson interval: how sure the dev sample is
     * of each type's base rate (what labelling every row "incorrect" would score).
     */
    public Table incorrectShares() {
        Scores.AccuracyTable t = new Scores.AccuracyTable("share of scored segments gold labels incorrect");
        List<Segment> segs = segments();
        for (SegmentType type : SegmentType.values()) {
            List<Segment> of = segs.stream().filter(s -> s.type() == type).toList();
            int i = count(of, Label.INCORRECT);
            t.add(type.wire(), i, i + count(of, Label.CORRECT), 0);
        }
        Table out = t.table().removeColumns("missing");
        out.column("hits").setName("incorrect");
        out.column("accuracy").setName("share_incorrect");
        return out;
    }

    /**
     * The share gold labels incorrect per type, this dataset beside the train labels ({@code train_task_2.tsv}, which
     * holds labels without texts), each with its 95% Wilson interval: how far the base rates a fit on this dataset
     * learns are those of the train answers.
     */
    public Table incorrectSharesBesideTrain(java.nio.file.Path trainTask2) {
        Map<SegmentType, int[]> train = new EnumMap<>(SegmentType.class);
        for (var row : org.tahqiq.dataset.Tsv.read(trainTask2).requireColumns(Columns.SEGMENT_TYPE, Columns.LABEL).rows()) {
            Optional<SegmentType> type = SegmentType.fromWire(row.get(Columns.SEGMENT_TYPE));
            Optional<Label> label = Label.fromWire(row.get(Columns.LABEL));
            if (type.isPresent() && label.isPresent() && label.get() != Label.NA) {
                int[] c = train.computeIfAbsent(type.get(), t -> new int[2]);
                c[0] += label.get() == Label.INCORRECT ? 1 : 0;
                c[1]++;
            }
        }
        Table dev = incorrectShares();
        StringColumn type = StringColumn.create("type");
        IntColumn devRows = IntColumn.create("dev_rows");
        DoubleColumn devShare = DoubleColumn.create("dev_share_incorrect");
        StringColumn devCi = StringColumn.create("dev_95ci");
        IntColumn trainRows = IntColumn.create("train_rows");
        DoubleColumn trainShare = DoubleColumn.create("train_share_incorrect");
        StringColumn trainCi = StringColumn.create("train_95ci");
        for (int i = 0; i < dev.rowCount(); i++) {
            SegmentType t = SegmentType.fromWire(dev.stringColumn("type").get(i)).orElseThrow();
            int[] c = train.getOrDefault(t, new int[2]);
            type.append(t.wire());
            devRows.append(dev.intColumn("rows").get(i));
            devShare.append(dev.doubleColumn("share_incorrect").get(i));
            devCi.append(interval(dev.doubleColumn("wilson_low").get(i), dev.doubleColumn("wilson_high").get(i)));
            trainRows.append(c[1]);
            trainShare.append(c[1] == 0 ? Double.NaN : (double) c[0] / c[1]);
            org.tahqiq.eval.Wilson.Interval w = org.tahqiq.eval.Wilson.interval95(c[0], c[1]);
            trainCi.append(interval(w.low(), w.high()));
        }
        return Table.create("share of scored segments gold labels incorrect: dev beside train", type, devRows, devShare,
                devCi, trainRows, trainShare, trainCi);
    }

    private static String interval(double low, double high) {
        return String.format(java.util.Locale.ROOT, "[%.2f, %.2f]", low, high);
    }

    /** Per type (wire name), the length of every span in whitespace-separated words, in file order. */
    public Map<String, double[]> spanWords() {
        Map<String, double[]> out = new LinkedHashMap<>();
        List<Segment> segs = segments();
        for (SegmentType t : SegmentType.values()) {
            out.put(t.wire(), segs.stream().filter(s -> s.type() == t).mapToDouble(s -> words(s.text())).toArray());
        }
        return out;
    }

    private static int count(List<Segment> segs, Label l) {
        return (int) segs.stream().filter(s -> s.gold() == l).count();
    }

    /** Span lengths per type, in characters (UTF-16 units) and in whitespace-separated words. */
    public Table spanLengths() {
        StringColumn type = StringColumn.create("type");
        IntColumn n = IntColumn.create("spans");
        DoubleColumn charMean = DoubleColumn.create("chars_mean");
        DoubleColumn charMedian = DoubleColumn.create("chars_median");
        DoubleColumn charMin = DoubleColumn.create("chars_min");
        DoubleColumn charMax = DoubleColumn.create("chars_max");
        DoubleColumn wordMean = DoubleColumn.create("words_mean");
        DoubleColumn wordMedian = DoubleColumn.create("words_median");
        DoubleColumn wordMax = DoubleColumn.create("words_max");
        List<Segment> segs = segments();
        for (SegmentType t : SegmentType.values()) {
            double[] chars = segs.stream().filter(s -> s.type() == t).mapToDouble(s -> s.text().length()).sorted().toArray();
            double[] words = segs.stream().filter(s -> s.type() == t).mapToDouble(s -> words(s.text())).sorted().toArray();
            type.append(t.wire());
            n.append(chars.length);
            charMean.append(mean(chars));
            charMedian.append(ScoreDistributions.quantile(chars, 0.5));
            charMin.append(ScoreDistributions.quantile(chars, 0));
            charMax.append(ScoreDistributions.quantile(chars, 1));
            wordMean.append(mean(words));
            wordMedian.append(ScoreDistributions.quantile(words, 0.5));
            wordMax.append(ScoreDistributions.quantile(words, 1));
        }
        return Table.create("span lengths", type, n, charMean, charMedian, charMin, charMax, wordMean, wordMedian, wordMax);
    }

    static int words(String s) {
        String t = s.strip();
        return t.isEmpty() ? 0 : t.split("\\s+").length;
    }

    private static double mean(double[] a) {
        return a.length == 0 ? Double.NaN : Arrays.stream(a).average().orElse(Double.NaN);
    }

    /**
     * Up to {@code perLabel} spans of one type for each gold label, in file order; spans longer than
     * {@code maxChars} are cut with "…".
     */
    public Table examples(SegmentType type, int perLabel, int maxChars) {
        StringColumn rid = StringColumn.create("response");
        IntColumn aid = IntColumn.create("annotation");
        StringColumn gold = StringColumn.create("gold");
        StringColumn span = StringColumn.create("span");
        Map<Label, Integer> taken = new EnumMap<>(Label.class);
        for (Segment s : segments()) {
            if (s.type() != type || s.gold() == null || taken.getOrDefault(s.gold(), 0) >= perLabel) {
                continue;
            }
            taken.merge(s.gold(), 1, Integer::sum);
            rid.append(s.key().responseId());
            aid.append(s.key().annotationId());
            gold.append(s.gold().wire());
            span.append(cut(s.text(), maxChars));
        }
        return Table.create(type.wire() + " examples", rid, aid, gold, span);
    }

    public static String cut(String s, int max) {
        String one = s.replace('\n', ' ').replace('\r', ' ').replace('\t', ' ');
        return one.length() <= max ? one : one.substring(0, max) + "…";
    }

    /**
     * The gating rule in the data: for each dependent segment (isnad, claimed_source) the label of the quote it
     * depends on (Ayah for an Ayah annotation, matn for a Hadith annotation) and the kind of gold correction the
     * annotation carries (none, "خطأ" = no authentic source, or a corrected text), against its own label.
     */
    public Table gating() {
        StringColumn kind = StringColumn.create("annotation");
        StringColumn dep = StringColumn.create("segment");
        StringColumn head = StringColumn.create("quote label");
        StringColumn corr = StringColumn.create("correction");
        IntColumn correct = IntColumn.create("correct");
        IntColumn incorrect = IntColumn.create("incorrect");
        IntColumn na = IntColumn.create("N/A");
        for (String k : List.of("Ayah", "Hadith")) {
            for (SegmentType d : List.of(SegmentType.ISNAD, SegmentType.CLAIMED_SOURCE)) {
                for (String h : List.of(Label.CORRECT.wire(), Label.INCORRECT.wire(), Label.NA.wire(), "absent")) {
                    for (String c : List.of(NO_CORRECTION, Columns.NO_SOURCE, CORRECTED_TEXT)) {
                        int[] n = new int[3];
                        for (Annotation a : annotations()) {
                            Optional<Segment> ds = a.segment(d);
                            if (!k.equals(a.kind()) || ds.isEmpty() || ds.get().gold() == null
                                    || !headLabel(a).equals(h) || !correctionKind(a).equals(c)) {
                                continue;
                            }
                            n[ds.get().gold().ordinal()]++;
                        }
                        if (n[0] + n[1] + n[2] == 0) {
                            continue;
                        }
                        kind.append(k);
                        dep.append(d.wire());
                        head.append(h);
                        corr.append(c);
                        correct.append(n[Label.CORRECT.ordinal()]);
                        incorrect.append(n[Label.INCORRECT.ordinal()]);
                        na.append(n[Label.NA.ordinal()]);
                    }
                }
            }
        }
        return Table.create("gating: dependent segment label by the label of its quote", kind, dep, head, corr,
                correct, incorrect, na);
    }

    public static final String NO_CORRECTION = "none";
    public static final String CORRECTED_TEXT = "text";

    /** "none", "خطأ" (no authentic source) or "text" (corrected quote(s) given). */
    static String correctionKind(Annotation a) {
        if (a.corrections().isEmpty()) {
            return NO_CORRECTION;
        }
        return a.corrections().size() == 1 && a.corrections().get(0).strip().equals(Columns.NO_SOURCE)
                ? Columns.NO_SOURCE : CORRECTED_TEXT;
    }

    /**
     * Dependent segments against "N/A exactly when the quote is incorrect", one row each: N/A under a correct
     * quote, or a correct/incorrect label under an incorrect or absent quote.
     */
    public Table gatingExceptions() {
        StringColumn rid = StringColumn.create("response");
        IntColumn aid = IntColumn.create("annotation");
        StringColumn kind = StringColumn.create("kind");
        StringColumn seg = StringColumn.create("segment");
        StringColumn head = StringColumn.create("quote label");
        StringColumn corr = StringColumn.create("correction");
        StringColumn label = StringColumn.create("label");
        for (Segment s : gatingViolations()) {
            Annotation a = annotations().stream().filter(x -> x.responseId().equals(s.key().responseId())
                    && x.annotationId() == s.key().annotationId()).findFirst().orElseThrow();
            rid.append(s.key().responseId());
            aid.append(s.key().annotationId());
            kind.append(a.kind());
            seg.append(s.type().wire());
            head.append(headLabel(a));
            corr.append(correctionKind(a));
            label.append(s.gold().wire());
        }
        return Table.create("gating exceptions", rid, aid, kind, seg, head, corr, label);
    }

    /** The quote a dependent segment hangs on: Ayah for Ayah annotations, matn for Hadith ones. */
    static SegmentType headType(Annotation a) {
        return a.isAyah() ? SegmentType.AYAH : SegmentType.MATN;
    }

    private static String headLabel(Annotation a) {
        return a.segment(headType(a)).map(s -> s.gold() == null ? "absent" : s.gold().wire()).orElse("absent");
    }

    /**
     * Dependent segments breaking "N/A exactly when the quote is incorrect": N/A under a correct quote, or a
     * correct/incorrect label under an incorrect or absent quote.
     */
    public List<Segment> gatingViolations() {
        List<Segment> out = new ArrayList<>();
        for (Annotation a : annotations()) {
            if (!a.isAyah() && !a.isHadith()) {
                continue;
            }
            boolean quoteCorrect = headLabel(a).equals(Label.CORRECT.wire());
            for (SegmentType d : List.of(SegmentType.ISNAD, SegmentType.CLAIMED_SOURCE)) {
                a.segment(d).filter(s -> s.gold() != null).ifPresent(s -> {
                    if ((s.gold() == Label.NA) == quoteCorrect) {
                        out.add(s);
                    }
                });
            }
        }
        return out;
    }
}
