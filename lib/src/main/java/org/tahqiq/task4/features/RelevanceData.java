package org.tahqiq.task4.features;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every row a run looks at — the input rows first, then the other labelled rows (train, and for the test phase dev) —
 * with what the model needs of them: the citation each quotes, the label-free features, and the similarities the
 * label-based features weigh (question to question, citation to citation).
 */
public final class RelevanceData {

    /** Citations less similar than this (cosine of span stems) are not neighbours. */
    static final double MIN_CITATION_SIMILARITY = 0.3;

    private final List<RelevanceRow> rows;
    private final int inputSize;
    private final List<CitedPassage> citations;
    private final double[][] features;
    private final int[] questionIndex; // row -> question with text, or -1
    private final double[][] questionSimilarity;
    private final int[][] neighbours;
    private final double[][] neighbourSimilarity;
    private final Map<String, List<Integer>> byCitation;

    private RelevanceData(List<RelevanceRow> rows, int inputSize, List<CitedPassage> citations, double[][] features,
                          int[] questionIndex, double[][] questionSimilarity, int[][] neighbours,
                          double[][] neighbourSimilarity) {
        this.rows = rows;
        this.inputSize = inputSize;
        this.citations = citations;
        this.features = features;
        this.questionIndex = questionIndex;
        this.questionSimilarity = questionSimilarity;
        this.neighbours = neighbours;
        this.neighbourSimilarity = neighbourSimilarity;
        Map<String, List<Integer>> by = new HashMap<>();
        for (int i = 0; i < rows.size(); i++) {
            by.computeIfAbsent(citations.get(i).id(), k -> new ArrayList<>()).add(i);
        }
        this.byCitation = by;
    }

    /**
     * @param input    the rows to label
     * @param labelled other labelled rows (never the input's own)
     */
    public static RelevanceData of(List<RelevanceRow> input, List<RelevanceRow> labelled, CitationResolver resolver) {
        List<RelevanceRow> rows = new ArrayList<>(input);
        rows.addAll(labelled);
        List<CitedPassage> citations = resolver.resolve(rows);
        Map<String, List<String>> qStems = new LinkedHashMap<>();
        for (RelevanceRow r : rows) {
            if (r.question() != null) {
                qStems.computeIfAbsent(r.questionId(), q -> ArabicTerms.stems(r.question()));
            }
        }
        double[][] features = StaticFeatures.compute(rows, citations, resolver.terms(), qStems);
        CoCitation.fill(features, rows, citations, rows.size());
        List<String> qids = new ArrayList<>(qStems.keySet());
        Map<String, Integer> qIndex = new HashMap<>();
        for (int i = 0; i < qids.size(); i++) {
            qIndex.put(qids.get(i), i);
        }
        List<TfIdf.Vector> qv = TfIdf.vectors(qids.stream().map(qStems::get).toList());
        double[][] qsim = new double[qids.size()][qids.size()];
        for (int a = 0; a < qids.size(); a++) {
            for (int b = 0; b <= a; b++) {
                qsim[a][b] = qsim[b][a] = qv.get(a).cosine(qv.get(b));
            }
        }
        int[] rowQuestion = new int[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            rowQuestion[i] = rows.get(i).question() == null ? -1 : qIndex.get(rows.get(i).questionId());
        }
        int[][] nb = new int[rows.size()][];
        double[][] nbSim = new double[rows.size()][];
        neighbours(rows, citations, nb, nbSim);
        return new RelevanceData(List.copyOf(rows), input.size(), citations, features, rowQuestion, qsim, nb, nbSim);
    }

    /**
     * Labelled rows made ready once for labelling new rows many times ({@link #withInput}): their citations resolved and
     * their label-free features computed.
     */
    public record Prepared(List<RelevanceRow> rows, List<CitedPassage> citations, double[][] features) {

        public static Prepared of(List<RelevanceRow> labelled, CitationResolver resolver) {
            List<CitedPassage> citations = resolver.resolve(labelled);
            Map<String, List<String>> qStems = new LinkedHashMap<>();
            for (RelevanceRow r : labelled) {
                if (r.question() != null) {
                    qStems.computeIfAbsent(r.questionId(), q -> ArabicTerms.stems(r.question()));
                }
            }
            return new Prepared(List.copyOf(labelled), citations, StaticFeatures.compute(labelled, citations,
                    resolver.terms(), qStems));
        }
    }

    /**
     * New rows beside prepared labelled rows: enough for the label-free features, the co-citation features and the
     * prior ({@link Feature.Group#PRIOR}) of the new rows, not for fitting nor for the features that weigh similar
     * questions or citations (no row here has a question index, so those read nothing).
     */
    public static RelevanceData withInput(List<RelevanceRow> input, Prepared labelled, CitationResolver resolver) {
        List<RelevanceRow> rows = new ArrayList<>(input);
        rows.addAll(labelled.rows());
        List<CitedPassage> citations = new ArrayList<>(resolver.resolve(input));
        citations.addAll(labelled.citations());
        Map<String, List<String>> qStems = new LinkedHashMap<>();
        for (RelevanceRow r : input) {
            if (r.question() != null) {
                qStems.computeIfAbsent(r.questionId(), q -> ArabicTerms.stems(r.question()));
            }
        }
        double[][] own = StaticFeatures.compute(input, citations.subList(0, input.size()), resolver.terms(), qStems);
        double[][] features = new double[rows.size()][];
        System.arraycopy(own, 0, features, 0, own.length);
        System.arraycopy(labelled.features(), 0, features, own.length, labelled.features().length);
        CoCitation.fill(features, rows, citations, input.size());
        int[] none = new int[rows.size()];
        java.util.Arrays.fill(none, -1);
        int[][] nb = new int[rows.size()][0];
        double[][] nbSim = new double[rows.size()][0];
        return new RelevanceData(rows, input.size(), citations, features, none, new double[0][0], nb, nbSim);
    }

    /** For every row, the rows of the same span type whose citation is similar (same citation: 1). */
    private static void neighbours(List<RelevanceRow> rows, List<CitedPassage> citations, int[][] nb, double[][] nbSim) {
        List<TfIdf.Vector> v = TfIdf.vectors(citations.stream().map(CitedPassage::spanStems).toList());
        Map<Integer, List<Integer>> postings = new HashMap<>();
        for (int i = 0; i < v.size(); i++) {
            for (int t : v.get(i).terms()) {
                postings.computeIfAbsent(t, k -> new ArrayList<>()).add(i);
            }
        }
        java.util.stream.IntStream.range(0, rows.size()).parallel().forEach(i -> {
            Set<Integer> cand = new HashSet<>();
            for (int t : v.get(i).terms()) {
                cand.addAll(postings.get(t));
            }
            List<int[]> keep = new ArrayList<>();
            List<Double> sims = new ArrayList<>();
            for (int j : cand) {
                if (j == i || rows.get(j).type() != rows.get(i).type()) {
                    continue;
                }
                double s = citations.get(i).id().equals(citations.get(j).id()) ? 1.0 : v.get(i).cosine(v.get(j));
                if (s >= MIN_CITATION_SIMILARITY) {
                    keep.add(new int[] {j});
                    sims.add(s);
                }
            }
            nb[i] = keep.stream().mapToInt(a -> a[0]).toArray();
            nbSim[i] = sims.stream().mapToDouble(Double::doubleValue).toArray();
        });
    }

    public List<RelevanceRow> rows() {
        return rows;
    }

    public int inputSize() {
        return inputSize;
    }

    public List<CitedPassage> citations() {
        return citations;
    }

    /** The label-free features of row {@code i} (label-based ones 0). */
    public double[] staticFeatures(int i) {
        return features[i];
    }

    public boolean hasQuestionText(int i) {
        return questionIndex[i] >= 0;
    }

    /** Cosine similarity of the questions of rows i and j (0 when either has no text). */
    public double questionSimilarity(int i, int j) {
        return questionIndex[i] < 0 || questionIndex[j] < 0 ? 0 : questionSimilarity[questionIndex[i]][questionIndex[j]];
    }

    int[] neighbours(int i) {
        return neighbours[i];
    }

    double[] neighbourSimilarity(int i) {
        return neighbourSimilarity[i];
    }

    List<Integer> sameCitation(int i) {
        return byCitation.get(citations.get(i).id());
    }
}
