package org.tahqiq.index;

import java.nio.file.Path;
import java.util.List;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.FileHash;

/**
 * The corpora with their indexes and matchers, ready to answer. The hadith index takes seconds to build, so
 * with a cache directory it is kept on disk under a name derived from a hash of the corpus file and the
 * settings; a changed corpus or setting never reuses a stale index.
 */
public final class Retrieval implements AutoCloseable {

    /** Bump when the normalization or index layout changes, so old caches are not reused. */
    private static final String FORMAT = "v1";

    private final QuranCorpus quran;
    private final HadithCorpus hadith;
    private final NgramIndex quranIndex;
    private final NgramIndex hadithIndex;
    private final QuranMatcher quranMatcher;
    private final HadithMatcher hadithMatcher;
    private final RetrievalConfig config;
    private final Timings timings;

    /** Milliseconds spent on each start-up step. */
    public record Timings(long loadMs, long normalizeMs, long indexMs) {
    }

    private Retrieval(QuranCorpus quran, HadithCorpus hadith, NgramIndex qi, NgramIndex hi,
                      List<String> narrations, RetrievalConfig config, Timings timings) {
        this.quran = quran;
        this.hadith = hadith;
        this.quranIndex = qi;
        this.hadithIndex = hi;
        this.config = config;
        this.timings = timings;
        this.quranMatcher = new QuranMatcher(quran, qi, config.k());
        this.hadithMatcher = new HadithMatcher(hadith, narrations, hi, config.k());
    }

    /**
     * @param cacheDir where to keep the hadith index, or null to build everything in memory
     */
    public static Retrieval open(DataLocation data, RetrievalConfig config, Path cacheDir) {
        long t0 = System.nanoTime();
        QuranCorpus quran = QuranCorpus.load(data.quran());
        HadithCorpus hadith = HadithCorpus.load(data.hadith());
        long t1 = System.nanoTime();
        List<String> verses = QuranMatcher.indexTexts(quran);
        List<String> matns = HadithMatcher.indexTexts(hadith);
        List<String> narrations = HadithMatcher.narrations(hadith);
        long t2 = System.nanoTime();
        NgramIndex qi = index(verses, cacheDir, "quran", config);
        NgramIndex hi = index(matns, cacheDir, "hadith", config);
        long t3 = System.nanoTime();
        return new Retrieval(quran, hadith, qi, hi, narrations, config,
                new Timings((t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000, (t3 - t2) / 1_000_000));
    }

    private static NgramIndex index(List<String> texts, Path cacheDir, String name, RetrievalConfig config) {
        return cacheDir == null
                ? NgramIndex.inMemory(texts, config.tokenization(), config.ranking())
                : NgramIndex.cached(cacheDir.resolve(cacheName(name, texts, config)), texts,
                        config.tokenization(), config.ranking());
    }

    /**
     * Names a cached index by a hash of the very texts it indexes, which derive from the corpus file and the
     * normalizer: a changed corpus or a changed normalization never reuses a stale index.
     */
    static String cacheName(String name, List<String> texts, RetrievalConfig config) {
        return name + "-" + FORMAT + "-" + config.tokenization().name().toLowerCase() + "-"
                + config.ranking().name().toLowerCase() + "-" + FileHash.sha256(texts).substring(0, 16);
    }

    public QuranCorpus quran() {
        return quran;
    }

    public HadithCorpus hadith() {
        return hadith;
    }

    public QuranMatcher quranMatcher() {
        return quranMatcher;
    }

    public HadithMatcher hadithMatcher() {
        return hadithMatcher;
    }

    public RetrievalConfig config() {
        return config;
    }

    public Timings timings() {
        return timings;
    }

    @Override
    public void close() {
        quranIndex.close();
        hadithIndex.close();
    }
}
