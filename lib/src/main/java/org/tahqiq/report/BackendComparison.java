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
import org.tahqiq.task2.Task2Score;
import org.tahqiq.task2.ThresholdPolicy;
import org.tahqiq.task2.rules.RuleOptions;
import org.tahqiq.task2.rules.Verifier;
import tech.tablesaw.api.DoubleColumn;
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
        return run(ALL, data, input, base, cacheDir, policy, options, List.of(policy.seed()));
    }

    /**
     * Each backend's accuracy as the mean over the fold seeds of a repeated cross-validation (the evidence is gathered
     * once per backend), with the macro's min and max.
     */
    public static Table run(DataLocation data, Task2Input input, RetrievalConfig base, Path cacheDir,
                            ThresholdPolicy policy, RuleOptions options, List<Long> seeds) {
        return run(ALL, data, input, base, cacheDir, policy, options, seeds);
    }

    public static Table run(List<Backend> backends, DataLocation data, Task2Input input, RetrievalConfig base,
                            Path cacheDir, ThresholdPolicy policy, RuleOptions options, List<Long> seeds) {
        StringColumn tok = StringColumn.create("tokenization");
        StringColumn rank = StringColumn.create("ranking");
        IntColumn k = IntColumn.create("k");
        Table t = Table.create("retrieval backends (mean accuracy over " + seeds.size() + " fold seeds, cross-validated thresholds)",
                tok, rank, k);
        t.addColumns(Scores.accuracyColumns());
        DoubleColumn min = DoubleColumn.create("macro_min");
        DoubleColumn max = DoubleColumn.create("macro_max");
        LongColumn indexMs = LongColumn.create("index_ms");
        LongColumn retrieveMs = LongColumn.create("retrieve_ms");
        t.addColumns(min, max, indexMs, retrieveMs);
        // The same similarity sources as ./tahqiq task2: the quotes gold accepted in other labelled answers too.
        org.tahqiq.task2.rules.KnownQuotes known = org.tahqiq.task2.rules.KnownQuotes.read(data).without(input.responses());
        for (Backend b : backends) {
            RetrievalConfig cfg = base.with(b.tokenization(), b.ranking());
            try (Retrieval r = Retrieval.open(data, cfg, cacheDir)) {
                Task2Pipeline pipeline = new Task2Pipeline(new Verifier(r, options, known));
                Task2Result res = pipeline.run(input, policy);
                if (res.score() == null) {
                    throw new IllegalArgumentException("the comparison needs gold labels; " + input.source() + " has none");
                }
                List<Task2Score> bySeed = pipeline.repeat(input, res.evidence(), policy, seeds).scores();
                tok.append(b.tokenization().name());
                rank.append(b.ranking().name());
                k.append(cfg.k());
                Scores.appendMeanAccuracies(t, bySeed);
                min.append(bySeed.stream().mapToDouble(Task2Score::macro).min().orElseThrow());
                max.append(bySeed.stream().mapToDouble(Task2Score::macro).max().orElseThrow());
                indexMs.append(r.timings().indexMs());
                retrieveMs.append(res.gatherMs());
            }
        }
        return t;
    }
}
