package org.tahqiq.task4.features;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Unit-length TF-IDF vectors over stems, for cosine similarity between questions and between citations. IDF comes
 * from the documents given (the questions themselves, or the citations): log(1 + N / df).
 */
final class TfIdf {

    private TfIdf() {
    }

    /** One sparse vector per document, terms sorted by id for merging. */
    record Vector(int[] terms, double[] weights) {

        double cosine(Vector o) {
            double s = 0;
            int i = 0;
            int j = 0;
            while (i < terms.length && j < o.terms.length) {
                if (terms[i] == o.terms[j]) {
                    s += weights[i++] * o.weights[j++];
                } else if (terms[i] < o.terms[j]) {
                    i++;
                } else {
                    j++;
                }
            }
            return s;
        }
    }

    static List<Vector> vectors(List<List<String>> docs) {
        Map<String, Integer> ids = new HashMap<>();
        Map<Integer, Integer> df = new HashMap<>();
        List<Map<Integer, Integer>> tfs = new ArrayList<>();
        for (List<String> d : docs) {
            Map<Integer, Integer> tf = new java.util.TreeMap<>();
            for (String t : d) {
                tf.merge(ids.computeIfAbsent(t, k -> ids.size()), 1, Integer::sum);
            }
            tf.keySet().forEach(t -> df.merge(t, 1, Integer::sum));
            tfs.add(tf);
        }
        List<Vector> out = new ArrayList<>(docs.size());
        for (Map<Integer, Integer> tf : tfs) {
            int[] terms = new int[tf.size()];
            double[] w = new double[tf.size()];
            int k = 0;
            double norm = 0;
            for (Map.Entry<Integer, Integer> e : tf.entrySet()) {
                terms[k] = e.getKey();
                w[k] = (1 + Math.log(e.getValue())) * Math.log(1 + (double) docs.size() / df.get(e.getKey()));
                norm += w[k] * w[k];
                k++;
            }
            norm = Math.sqrt(norm);
            for (int i = 0; i < w.length; i++) {
                w[i] = norm > 0 ? w[i] / norm : 0;
            }
            out.add(new Vector(terms, w));
        }
        return out;
    }
}
