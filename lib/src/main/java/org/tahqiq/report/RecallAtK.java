package org.tahqiq.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.eval.Wilson;
import java.util.Set;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.corpus.QuranText;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.AyahEvidence;
import org.tahqiq.index.HadithCandidate;
import org.tahqiq.index.HadithEvidence;
import org.tahqiq.index.HadithMatcher;
import org.tahqiq.index.NgramIndex;
import org.tahqiq.index.QuranMatcher;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.index.VerseCandidate;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Recall of the n-gram shortlist: for each gold-correct Ayah or matn span whose source can be identified, the
 * rank at which the index's top-k list (before any re-scoring) first names a source.
 *
 * <p>The source is identified without the index wherever possible:
 * <ul>
 *   <li>{@link #EXACT}: the span occurs word-aligned in the corpus. Ayah: every verse any occurrence in the
 *       verse concatenation covers. Matn: every record whose normalized full narration contains the span (a
 *       linear scan of the whole corpus), so equivalent records in several books all count.</li>
 *   <li>{@link #NEAR}: otherwise, what a matcher with a {@code maxK}-deep shortlist finds at similarity ≥
 *       {@link #NEAR_MIN}: the best verse stretch, or every record at that similarity. This depends on the
 *       index itself, so recall@maxK of these rows is 1 by construction; the smaller k are still informative.</li>
 *   <li>{@link #NONE}: no source identified (left out of recall).</li>
 * </ul>
 * A shortlist hit counts when it is any source position (for Ayah: any verse of any occurrence).
 */
public final class RecallAtK {

    public static final String EXACT = "exact";
    public static final String NEAR = "near";
    public static final String NONE = "unidentified";
    /** A reporting cut for the recall table (what counts as found without an exact match); no verdict depends on it. */
    public static final double NEAR_MIN = 95;

    /**
     * @param rank 1-based rank of the first source in the shortlist, or 0 when none is in the top {@code maxK}
     */
    public record Row(SegmentKey key, String source, int sources, int rank) {

        public boolean foundAt(int k) {
            return rank >= 1 && rank <= k;
        }
    }

    private final List<Row> rows;
    private final int maxK;

    public RecallAtK(List<Row> rows, int maxK) {
        this.rows = List.copyOf(rows);
        this.maxK = maxK;
    }

    public List<Row> rows() {
        return rows;
    }

    public int maxK() {
        return maxK;
    }

    /**
     * Builds the same index the retrieval uses (same texts, tokenization and ranking; in memory) and ranks every
     * gold-correct Ayah and matn span of the annotations.
     */
    public static RecallAtK compute(List<Annotation> annotations, Retrieval retrieval, int maxK) {
        RetrievalConfig cfg = retrieval.config();
        HadithMatcher hm = retrieval.hadithMatcher();
        List<String> narrations = new ArrayList<>(retrieval.hadith().size());
        for (int i = 0; i < retrieval.hadith().size(); i++) {
            narrations.add(hm.narration(i));
        }
        try (NgramIndex qi = NgramIndex.inMemory(QuranMatcher.indexTexts(retrieval.quran()), cfg.tokenization(), cfg.ranking());
             NgramIndex hi = NgramIndex.inMemory(HadithMatcher.indexTexts(retrieval.hadith()), cfg.tokenization(), cfg.ranking())) {
            return compute(annotations, retrieval.quran(), retrieval.hadith(), narrations, qi, hi, maxK);
        }
    }

    /** The same from explicit parts (the narrations normalized as {@link HadithMatcher#narrations} does). */
    public static RecallAtK compute(List<Annotation> annotations, QuranCorpus quran, HadithCorpus hadith,
                                    List<String> narrations, NgramIndex quranIndex, NgramIndex hadithIndex, int maxK) {
        QuranMatcher qm = new QuranMatcher(quran, quranIndex, maxK);
        HadithMatcher hm = new HadithMatcher(hadith, narrations, hadithIndex, maxK);
        NarrationScan all = new NarrationScan(narrations);
        List<Segment> spans = annotations.stream().flatMap(a -> a.segments().stream())
                .filter(s -> s.gold() == Label.CORRECT && (s.type() == SegmentType.AYAH || s.type() == SegmentType.MATN))
                .toList();
        List<Row> rows = spans.parallelStream().map(s -> s.type() == SegmentType.AYAH
                ? ayah(s, quran, qm, quranIndex, maxK) : matn(s, all, hm, hadithIndex, maxK)).toList();
        return new RecallAtK(rows, maxK);
    }

    private static Row ayah(Segment s, QuranCorpus quran, QuranMatcher qm, NgramIndex index, int maxK) {
        Set<Integer> sources = new LinkedHashSet<>();
        String kind = EXACT;
        for (QuranText.ExactMatch e : quran.text().occurrences(s.text())) {
            for (int v = e.firstVerse(); v <= e.lastVerse(); v++) {
                sources.add(v);
            }
        }
        if (sources.isEmpty()) {
            kind = NONE;
            AyahEvidence ev = qm.match(s.text());
            VerseCandidate best = ev.best();
            if (best != null && best.score() >= NEAR_MIN) {
                kind = NEAR;
                for (int v = best.firstVerse(); v <= best.lastVerse(); v++) {
                    sources.add(v);
                }
            }
        }
        return row(s.key(), kind, sources, index.search(QuranText.normalizeQuery(s.text()), maxK));
    }

    private static Row matn(Segment s, NarrationScan all, HadithMatcher hm, NgramIndex index, int maxK) {
        String q = HadithMatcher.normalize(s.text());
        Set<Integer> sources = all.recordsContaining(q);
        String kind = EXACT;
        if (sources.isEmpty()) {
            kind = NONE;
            HadithEvidence ev = hm.match(s.text());
            for (HadithCandidate c : ev.candidates()) {
                if (c.exact() || c.score() >= NEAR_MIN) {
                    sources.add(c.record());
                }
            }
            if (!sources.isEmpty()) {
                kind = NEAR;
            }
        }
        return row(s.key(), kind, sources, index.search(q, maxK));
    }

    static Row row(SegmentKey key, String kind, Set<Integer> sources, List<NgramIndex.Hit> hits) {
        int rank = 0;
        if (!sources.isEmpty()) {
            for (int i = 0; i < hits.size(); i++) {
                if (sources.contains(hits.get(i).position())) {
                    rank = i + 1;
                    break;
                }
            }
        }
        return new Row(key, kind, sources.size(), rank);
    }

    /**
     * Recall at each k, one row per type and source kind (exact, near, both), with the number of spans and of
     * gold-correct spans whose source was not identified.
     */
    public Table table(int... ks) {
        StringColumn type = StringColumn.create("type");
        StringColumn source = StringColumn.create("source");
        IntColumn spans = IntColumn.create("spans");
        List<DoubleColumn> recall = new ArrayList<>();
        for (int k : ks) {
            recall.add(DoubleColumn.create("recall@" + k));
        }
        IntColumn unidentified = IntColumn.create("unidentified");
        for (SegmentType t : List.of(SegmentType.AYAH, SegmentType.MATN)) {
            List<Row> ofType = rows.stream().filter(r -> r.key().type() == t).toList();
            int none = (int) ofType.stream().filter(r -> r.source().equals(NONE)).count();
            for (String kind : List.of(EXACT, NEAR, "exact+near")) {
                List<Row> sel = ofType.stream().filter(r -> !r.source().equals(NONE)
                        && (kind.equals("exact+near") || r.source().equals(kind))).toList();
                type.append(t.wire());
                source.append(kind);
                spans.append(sel.size());
                for (int i = 0; i < ks.length; i++) {
                    final int k = ks[i];
                    if (k > maxK) {
                        throw new IllegalArgumentException("k=" + k + " exceeds the computed depth " + maxK);
                    }
                    recall.get(i).append(sel.isEmpty() ? Double.NaN
                            : (double) sel.stream().filter(r -> r.foundAt(k)).count() / sel.size());
                }
                unidentified.append(none);
            }
        }
        Table out = Table.create("shortlist recall@k (gold-correct spans)", type, source, spans);
        recall.forEach(out::addColumns);
        return out.addColumns(unidentified);
    }

    /** The identified (exact or near) spans of one type. */
    private List<Row> identified(SegmentType t) {
        return rows.stream().filter(r -> r.key().type() == t && !r.source().equals(NONE)).toList();
    }

    /** Per type (Ayah, matn), recall@k of the identified spans for k = 1 … maxK: {@code {k[], recall[]}}. */
    public Map<String, double[][]> curves() {
        Map<String, double[][]> out = new LinkedHashMap<>();
        for (SegmentType t : List.of(SegmentType.AYAH, SegmentType.MATN)) {
            List<Row> sel = identified(t);
            double[] k = new double[maxK];
            double[] r = new double[maxK];
            for (int i = 0; i < maxK; i++) {
                final int depth = i + 1;
                k[i] = depth;
                r[i] = sel.isEmpty() ? Double.NaN : (double) sel.stream().filter(x -> x.foundAt(depth)).count() / sel.size();
            }
            out.put(t.wire(), new double[][] {k, r});
        }
        return out;
    }

    /** The 95% Wilson interval of each point of {@link #curves()}: {@code {k[], low[], high[]}}. */
    public Map<String, double[][]> bands() {
        Map<String, double[][]> out = new LinkedHashMap<>();
        for (SegmentType t : List.of(SegmentType.AYAH, SegmentType.MATN)) {
            List<Row> sel = identified(t);
            double[] k = new double[maxK];
            double[] lo = new double[maxK];
            double[] hi = new double[maxK];
            for (int i = 0; i < maxK; i++) {
                final int depth = i + 1;
                Wilson.Interval w = Wilson.interval95((int) sel.stream().filter(x -> x.foundAt(depth)).count(), sel.size());
                k[i] = depth;
                lo[i] = w.low();
                hi[i] = w.high();
            }
            out.put(t.wire(), new double[][] {k, lo, hi});
        }
        return out;
    }

    /** Recall at one depth per type (identified spans), with its 95% Wilson interval. */
    public Table intervals(int k) {
        Scores.AccuracyTable t = new Scores.AccuracyTable("shortlist recall@" + k + " (identified gold-correct spans)");
        for (SegmentType type : List.of(SegmentType.AYAH, SegmentType.MATN)) {
            List<Row> sel = identified(type);
            t.add(type.wire(), (int) sel.stream().filter(x -> x.foundAt(k)).count(), sel.size(), 0);
        }
        Table out = t.table().removeColumns("missing");
        out.column("hits").setName("found");
        out.column("accuracy").setName("recall@" + k);
        return out;
    }

    /** One row per span: key, source kind, number of source positions, rank (0 = not in the top maxK). */
    public Table rowsTable() {
        StringColumn rid = StringColumn.create("response");
        IntColumn aid = IntColumn.create("annotation");
        StringColumn type = StringColumn.create("type");
        StringColumn source = StringColumn.create("source");
        IntColumn sources = IntColumn.create("sources");
        IntColumn rank = IntColumn.create("rank");
        for (Row r : rows) {
            rid.append(r.key().responseId());
            aid.append(r.key().annotationId());
            type.append(r.key().type().wire());
            source.append(r.source());
            sources.append(r.sources());
            rank.append(r.rank());
        }
        return Table.create("shortlist rank of each gold-correct span", rid, aid, type, source, sources, rank);
    }
}
