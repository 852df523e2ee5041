package org.tahqiq.task4.features;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.text.CodePoints;

/**
 * The features that need no labels: the citation itself, the question's cues, question–citation lexical scores, the
 * row's standing among its question's rows in the same file, and its role in the answer. Computed once per row;
 * {@link Feature#fromLabels()} features stay 0 here.
 */
public final class StaticFeatures {

    /** Characters of answer read before a citation for its lead-in. */
    static final int LEAD_IN_CHARS = 250;
    /** Characters of answer read after a citation for its explanation. */
    static final int EXPLANATION_CHARS = 400;

    private StaticFeatures() {
    }

    /** Features per row (rows and citations in the same order), and each row's question stems. */
    public static double[][] compute(List<RelevanceRow> rows, List<CitedPassage> citations, CorpusTerms terms,
                                     Map<String, List<String>> questionStems) {
        double[][] out = new double[rows.size()][Feature.COUNT];
        Map<String, List<Integer>> groups = new LinkedHashMap<>();
        for (int i = 0; i < rows.size(); i++) {
            RelevanceRow r = rows.get(i);
            groups.computeIfAbsent(r.origin() + " " + r.questionId(), g -> new ArrayList<>()).add(i);
        }
        groups.values().parallelStream().forEach(members -> {
            RelevanceRow first = rows.get(members.get(0));
            List<String> q = first.question() == null ? List.of() : questionStems.get(first.questionId());
            double[] verseScores = q.isEmpty() ? null : terms.verseIndex().scoreAll(q);
            double[] recordScores = q.isEmpty() ? null : terms.recordIndex().scoreAll(q);
            for (int i : members) {
                row(out[i], rows.get(i), citations.get(i), q, terms, verseScores, recordScores);
            }
            relative(out, rows, citations, members);
        });
        return out;
    }

    private static void row(double[] f, RelevanceRow r, CitedPassage c, List<String> q, CorpusTerms terms,
                            double[] verseScores, double[] recordScores) {
        f[Feature.MATN.ordinal()] = r.type() == SegmentType.MATN ? 1 : 0;
        f[Feature.SPAN_WORDS.ordinal()] = Math.log1p(r.spanText().strip().split("\\s+").length);
        f[Feature.PLACED.ordinal()] = c.placed() ? 1 : 0;
        QuestionCues.of(r.question()).forEach((cue, v) -> f[Feature.valueOf("CUE_" + cue.name()).ordinal()] = v);
        f[Feature.QUESTION_STEMS.ordinal()] = Math.log1p(new HashSet<>(q).size());
        f[Feature.TRAIN_ORIGIN.ordinal()] = r.origin() == Origin.TRAIN ? 1 : 0;
        if (!q.isEmpty()) {
            StemIndex index = r.type() == SegmentType.AYAH ? terms.verseIndex() : terms.recordIndex();
            f[Feature.OVERLAP_SPAN.ordinal()] = overlap(q, c.spanStems());
            f[Feature.OVERLAP_CONTEXT.ordinal()] = overlap(q, c.contextStems());
            double ceiling = Math.max(1e-9, index.ceiling(q));
            f[Feature.BM25_SPAN.ordinal()] = index.score(q, c.spanStems()) / ceiling;
            f[Feature.BM25_CONTEXT.ordinal()] = index.score(q, c.contextStems()) / ceiling;
            f[Feature.RANK.ordinal()] = Math.log1p(rank(r.type(), c, q, terms, verseScores, recordScores));
            double[] qt = terms.topics().vector(q);
            f[Feature.TOPIC_SPAN.ordinal()] = TopicSpace.cosine(qt, terms.topics().vector(c.spanStems()));
            f[Feature.TOPIC_CONTEXT.ordinal()] = TopicSpace.cosine(qt, terms.topics().vector(c.contextStems()));
            f[Feature.TOPIC_CHAPTER.ordinal()] = c.record() >= 0 ? qt[terms.topics().chapterOf(c.record())] : 0;
            if (c.firstVerse() >= 0) {
                f[Feature.TOPIC_SURAH.ordinal()] = TopicSpace.cosine(qt, terms.surahTopic(c.firstVerse()));
                f[Feature.SURAH_GAP.ordinal()] = f[Feature.TOPIC_SURAH.ordinal()] - f[Feature.TOPIC_CONTEXT.ordinal()];
            }
        } else {
            f[Feature.RANK.ordinal()] = Math.log1p(terms.verseCount());
        }
        if (r.context() != null) {
            answer(f, r.context(), q, c.spanStems());
        }
    }

    private static int rank(SegmentType type, CitedPassage c, List<String> q, CorpusTerms terms, double[] verseScores,
                            double[] recordScores) {
        if (type == SegmentType.AYAH) {
            double best = terms.verseIndex().score(q, c.spanStems());
            for (int v = c.firstVerse(); v >= 0 && v <= c.lastVerse(); v++) {
                best = Math.max(best, verseScores[v]);
            }
            return StemIndex.rank(verseScores, best);
        }
        double best = c.record() >= 0 ? recordScores[c.record()] : terms.recordIndex().score(q, c.spanStems());
        // Records with the same matn in other books score alike; ranks are read per distinct score level.
        return StemIndex.rank(recordScores, best);
    }

    static double overlap(List<String> query, List<String> doc) {
        Set<String> q = new HashSet<>(query);
        if (q.isEmpty()) {
            return 0;
        }
        Set<String> d = new HashSet<>(doc);
        int n = 0;
        for (String t : q) {
            n += d.contains(t) ? 1 : 0;
        }
        return (double) n / q.size();
    }

    /** The row among the other rows of its question in the same file. */
    private static void relative(double[][] out, List<RelevanceRow> rows, List<CitedPassage> citations, List<Integer> members) {
        double best = Double.NEGATIVE_INFINITY;
        double bestTopic = Double.NEGATIVE_INFINITY;
        Map<String, Set<String>> responsesById = new HashMap<>();
        Map<String, Integer> perResponse = new HashMap<>();
        for (int i : members) {
            best = Math.max(best, out[i][Feature.BM25_CONTEXT.ordinal()]);
            bestTopic = Math.max(bestTopic, out[i][Feature.TOPIC_CONTEXT.ordinal()]);
            String id = citations.get(i).id();
            responsesById.computeIfAbsent(id, k -> new HashSet<>()).add(rows.get(i).key().responseId());
            perResponse.merge(rows.get(i).key().responseId() + " " + id, 1, Integer::sum);
        }
        for (int i : members) {
            String id = citations.get(i).id();
            String response = rows.get(i).key().responseId();
            out[i][Feature.GAP_TO_BEST.ordinal()] = out[i][Feature.BM25_CONTEXT.ordinal()] - best;
            out[i][Feature.TOPIC_GAP.ordinal()] = out[i][Feature.TOPIC_CONTEXT.ordinal()] - bestTopic;
            out[i][Feature.ROWS_IN_QUESTION.ordinal()] = Math.log(members.size());
            out[i][Feature.OTHER_RESPONSES.ordinal()] = Math.log1p(responsesById.get(id).size() - 1);
            out[i][Feature.REPEATED.ordinal()] = perResponse.get(response + " " + id) > 1 ? 1 : 0;
        }
    }

    private static void answer(double[] f, AnswerContext ctx, List<String> q, List<String> spanStems) {
        String a = ctx.answer();
        int len = Math.max(1, CodePoints.length(a));
        List<int[]> quotes = ctx.quotes();
        int order = 0;
        for (int k = 0; k < quotes.size(); k++) {
            if (quotes.get(k)[0] == ctx.start() && quotes.get(k)[1] == ctx.end()) {
                order = k;
                break;
            }
        }
        int prevEnd = order > 0 ? quotes.get(order - 1)[1] : 0;
        int nextStart = order + 1 < quotes.size() ? quotes.get(order + 1)[0] : len;
        f[Feature.HAS_CONTEXT.ordinal()] = 1;
        f[Feature.POSITION.ordinal()] = (double) ctx.start() / len;
        f[Feature.QUOTE_ORDER.ordinal()] = quotes.size() > 1 ? (double) order / (quotes.size() - 1) : 0;
        f[Feature.QUOTES.ordinal()] = Math.log(Math.max(1, quotes.size()));
        f[Feature.AROUND.ordinal()] = Math.max(0, nextStart - prevEnd - (ctx.end() - ctx.start())) / (double) len;
        String before = CodePoints.substring(a, Math.max(prevEnd, ctx.start() - LEAD_IN_CHARS), ctx.start());
        f[Feature.LEAD_IN.ordinal()] = overlap(q, ArabicTerms.stems(before));
        StringBuilder after = new StringBuilder();
        int from = ctx.end();
        int to = Math.min(len, ctx.end() + EXPLANATION_CHARS);
        for (int[] qt : quotes) {
            if (qt[0] >= to || qt[1] <= from) {
                continue;
            }
            if (qt[0] > from) {
                after.append(CodePoints.substring(a, from, qt[0])).append(' ');
            }
            from = Math.max(from, qt[1]);
        }
        if (from < to) {
            after.append(CodePoints.substring(a, from, to));
        }
        f[Feature.EXPLAINED.ordinal()] = overlap(spanStems, ArabicTerms.stems(after.toString()));
    }
}
