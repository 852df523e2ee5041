package org.tahqiq.report;

import java.nio.file.Path;
import java.util.List;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.index.Ranking;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.index.Tokenization;
import org.tahqiq.task2.Task2Input;
import org.tahqiq.task2.Task2Pipeline;
import org.tahqiq.task2.Task2Result;
import org.tahqiq.task2.ThresholdPolicy;
import org.tahqiq.task2.RuleOptions;
import org.tahqiq.task2.Verifier;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * The shortlist backends side by side: each tokenization × ranking opens its own retrieval (indexes cached under
 * {@code cacheDir}), runs the whole pipeline with cross-validated thresholds, and reports accuracy and time.
 */
public final class BackendComparison {

    public record Backend(Tokenization tokenization, Ranking ranking) {
    }

    public static final List<Backend> ALL = List.of(
            new Backend(Tokenization.CHAR_NGRAM, Ranking.BM25),
            new Backend(Tokenization.CHAR_NGRAM, Ranking.TFIDF),
            new Backend(Tokenization.WORD, Ranking.BM25),
            new Backend(Tokenization.WORD, Ranking.TFIDF));

    private BackendComparison() {
    }

    /**
     * @param base     shortlist depth and the default backend's settings ({@code RetrievalConfig.DEFAULT})
     * @param cacheDir where the indexes are kept, or null to build them in memory
     */
    public static Table run(DataLocation data, Task2Input input, RetrievalConfig base, Path cacheDir,
                            ThresholdPolicy policy, RuleOptions options) {
        return run(ALL, data, input, base, cacheDir, policy, options);
    }

    public static Table run(List<Backend> backends, DataLocation data, Task2Input input, RetrievalConfig base,
                            Path cacheDir, ThresholdPolicy policy, RuleOptions options) {
        StringColumn tok = StringColumn.create("tokenization");
        StringColumn rank = StringColumn.create("ranking");
        IntColumn k = IntColumn.create("k");
        Table t = Table.create("retrieval backends (accuracy, cross-validated thresholds)", tok, rank, k);
        t.addColumns(Scores.accuracyColumns());
        LongColumn indexMs = LongColumn.create("index_ms");
        LongColumn retrieveMs = LongColumn.create("retrieve_ms");
        t.addColumns(indexMs, retrieveMs);
        for (Backend b : backends) {
            RetrievalConfig cfg = base.with(b.tokenization(), b.ranking());
            try (Retrieval r = Retrieval.open(data, cfg, cacheDir)) {
                Task2Result res = new Task2Pipeline(new Verifier(r, options)).run(input, policy);
                if (res.score() == null) {
                    throw new IllegalArgumentException("the comparison needs gold labels; " + input.source() + " has none");
                }
                tok.append(b.tokenization().name());
                rank.append(b.ranking().name());
                k.append(cfg.k());
                Scores.appendAccuracies(t, res.score());
                indexMs.append(r.timings().indexMs());
                retrieveMs.append(res.gatherMs());
            }
        }
        return t;
    }
}
