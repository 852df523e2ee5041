package org.tahqiq.index;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.files.FileHash;
import org.tahqiq.dataset.InputException;
import org.tahqiq.snapshot.CacheEntry;
import org.tahqiq.snapshot.CorpusSnapshot;
import org.tahqiq.snapshot.CorpusSnapshot.Corpora;
import org.tahqiq.snapshot.FileHashMemo;
import org.tahqiq.snapshot.Manifest;
import org.tahqiq.snapshot.NormalizerFingerprint;
import org.tahqiq.text.ArabicNormalizer;
import org.tahqiq.text.Harakat;

/**
 * The corpora with their indexes and matchers, ready to answer. Preparing them (parsing 63 MB of JSON, normalizing,
 * indexing) takes seconds, so with a cache folder they are kept there as one snapshot per (corpus hashes, normalizer
 * fingerprint, tokenization and ranking): a self-checking {@link CacheEntry} holding the prepared corpora
 * ({@link CorpusSnapshot}) and both Lucene indexes, memory-mapped on later starts. Several hadith editions are one
 * corpus (their records in order) with one index; the corpus hashes name each edition, so each set of editions has
 * a snapshot of its own.
 */
public final class Retrieval implements AutoCloseable {

    /** Layout of a snapshot entry; bump when its files change. */
    static final String FORMAT = "snapshot-v4";
    private static final String QURAN_INDEX = "quran-index";
    private static final String HADITH_INDEX = "hadith-index";

    private final QuranCorpus quran;
    private final HadithCorpus hadith;
    private final NgramIndex quranIndex;
    private final NgramIndex hadithIndex;
    private final QuranMatcher quranMatcher;
    private final HadithMatcher hadithMatcher;
    private final RetrievalConfig config;
    private final int editions;
    private final List<String> narrations;
    private final Timings timings;
    private Map<String, String> corpusHashes;

    /** Milliseconds spent on each start-up step (normalize is 0 when a snapshot was read). */
    public record Timings(long loadMs, long normalizeMs, long indexMs) {
    }

    /**
     * @param editions how many hadith editions the corpus holds: the hadith shortlist keeps {@code k} records per
     *                 edition, since an edition's copy of a narration takes a place the one edition would have given
     *                 to another narration (the stand-in loaded twice labels every dev row as it does once; with
     *                 8 places per edition, 14 of 1,889 rows change)
     */
    private Retrieval(Corpora c, NgramIndex qi, NgramIndex hi, RetrievalConfig config, Timings timings, int editions) {
        this.quran = c.quran();
        this.hadith = c.hadith();
        this.quranIndex = qi;
        this.hadithIndex = hi;
        this.config = config;
        this.editions = editions;
        this.narrations = c.narrations();
        this.timings = timings;
        this.quranMatcher = new QuranMatcher(quran, qi, config.k());
        this.hadithMatcher = new HadithMatcher(hadith, c.narrations(), hi, config.k() * editions);
    }

    /**
     * @param cacheDir where to keep the snapshot, or null to prepare everything in memory
     */
    public static Retrieval open(DataLocation data, RetrievalConfig config, Path cacheDir) {
        return open(data, config, cacheDir, Retrieval::warn);
    }

    /** As {@link #open(DataLocation, RetrievalConfig, Path)}, with cache problems reported to {@code warn}, one line each. */
    public static Retrieval open(DataLocation data, RetrievalConfig config, Path cacheDir, Consumer<String> warn) {
        if (cacheDir == null) {
            return inMemory(data, config);
        }
        long t0 = System.nanoTime();
        FileHashMemo memo = FileHashMemo.in(cacheDir);
        Map<String, String> corpus = new LinkedHashMap<>();
        data.corpusFiles().forEach((name, file) -> corpus.put(name, corpusHash(memo, file)));
        memo.save();
        Manifest expected = identity(config, corpus);
        String name = entryName(expected);
        for (int attempt = 0; attempt < 2; attempt++) {
            Path dir = CacheEntry.open(cacheDir, name, expected, tmp -> build(data, config, tmp), warn);
            if (dir == null) {
                return inMemory(data, config);
            }
            try {
                Retrieval r = fromSnapshot(dir, config, t0, data.editions().size());
                r.corpusHashes = Map.copyOf(corpus);
                return r;
            } catch (IOException | RuntimeException e) {
                // Checked but unreadable (changed under us, or a reader bug): never reuse it.
                warn.accept("cache entry " + dir + " could not be read (" + e.getMessage() + "); rebuilding it");
                CacheEntry.discard(dir);
            }
        }
        return inMemory(data, config);
    }

    /** A corpus file's hash; an absent or unreadable corpus is bad input, reported as the JSON reader would. */
    private static String corpusHash(FileHashMemo memo, Path file) {
        if (!Files.isRegularFile(file)) {
            throw new InputException(file, 0, null, "corpus file not found");
        }
        try {
            return memo.sha256(file);
        } catch (UncheckedIOException e) {
            throw new InputException(file, 0, null, "cannot read corpus file: " + e.getCause().getMessage(), e);
        }
    }

    /** The folder name of the snapshot serving this configuration on corpora with these hashes. */
    public static String snapshotName(RetrievalConfig config, Map<String, String> corpusHashes) {
        return entryName(identity(config, corpusHashes));
    }

    /** What a snapshot must have been built from to serve this configuration. */
    static Manifest identity(RetrievalConfig config, Map<String, String> corpusHashes) {
        Map<String, String> cfg = new LinkedHashMap<>();
        cfg.put("tokenization", config.tokenization().name());
        cfg.put("ranking", config.ranking().name());
        return new Manifest(FORMAT, normalizerFingerprint(), cfg, corpusHashes, null);
    }

    /** The entry's folder name: a hash of its whole identity, so different settings never share a folder. */
    static String entryName(Manifest identity) {
        List<String> parts = new java.util.ArrayList<>();
        parts.add(identity.format());
        parts.add(identity.normalizer());
        identity.config().forEach((k, v) -> parts.add(k + "=" + v));
        identity.corpus().forEach((k, v) -> parts.add(k + "=" + v));
        return "corpus-" + identity.config().get("tokenization").toLowerCase() + "-"
                + identity.config().get("ranking").toLowerCase() + "-" + FileHash.sha256(parts).substring(0, 16);
    }

    /** Fingerprint of every normalization whose output a snapshot stores. */
    static String normalizerFingerprint() {
        Map<String, Function<String, Object>> f = new LinkedHashMap<>();
        f.put("hadith", HadithMatcher::normalize);
        f.put("quran", s -> {
            ArabicNormalizer.Normalized n = ArabicNormalizer.normalizeMapped(s, ArabicNormalizer.Level.SEARCH);
            return List.of(n.text(), n.toOriginal(), Harakat.perChar(s, n));
        });
        return NormalizerFingerprint.of(f);
    }

    private static Corpora prepare(DataLocation data) {
        QuranCorpus quran = QuranCorpus.load(data.quran());
        HadithCorpus hadith = HadithCorpus.load(data.editions());
        quran.text(); // normalizes the verses
        return new Corpora(quran, hadith, HadithMatcher.narrations(hadith));
    }

    private static void build(DataLocation data, RetrievalConfig config, Path dir) throws IOException {
        Corpora c = prepare(data);
        CorpusSnapshot.write(dir, c);
        NgramIndex.write(dir.resolve(QURAN_INDEX), QuranMatcher.indexTexts(c.quran()), config.tokenization(), config.ranking());
        NgramIndex.write(dir.resolve(HADITH_INDEX), HadithMatcher.indexTexts(c.hadith()), config.tokenization(), config.ranking());
    }

    private static Retrieval fromSnapshot(Path dir, RetrievalConfig config, long t0, int editions) throws IOException {
        Corpora c = CorpusSnapshot.read(dir);
        long t1 = System.nanoTime();
        NgramIndex qi = NgramIndex.open(dir.resolve(QURAN_INDEX), config.tokenization(), config.ranking());
        NgramIndex hi;
        try {
            hi = NgramIndex.open(dir.resolve(HADITH_INDEX), config.tokenization(), config.ranking());
        } catch (IOException | RuntimeException e) {
            qi.close();
            throw e;
        }
        if (qi.size() != c.quran().size() || hi.size() != c.hadith().size()) {
            qi.close();
            hi.close();
            throw new IOException("index sizes disagree with the corpora");
        }
        long t2 = System.nanoTime();
        return new Retrieval(c, qi, hi, config, new Timings((t1 - t0) / 1_000_000, 0, (t2 - t1) / 1_000_000), editions);
    }

    private static Retrieval inMemory(DataLocation data, RetrievalConfig config) {
        long t0 = System.nanoTime();
        QuranCorpus quran = QuranCorpus.load(data.quran());
        HadithCorpus hadith = HadithCorpus.load(data.editions());
        long t1 = System.nanoTime();
        List<String> verses = QuranMatcher.indexTexts(quran);
        List<String> matns = HadithMatcher.indexTexts(hadith);
        List<String> narrations = HadithMatcher.narrations(hadith);
        long t2 = System.nanoTime();
        NgramIndex qi = NgramIndex.inMemory(verses, config.tokenization(), config.ranking());
        NgramIndex hi = NgramIndex.inMemory(matns, config.tokenization(), config.ranking());
        long t3 = System.nanoTime();
        return new Retrieval(new Corpora(quran, hadith, narrations), qi, hi, config,
                new Timings((t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000, (t3 - t2) / 1_000_000), data.editions().size());
    }

    private static void warn(String line) {
        System.err.println("tahqiq: warning: " + line);
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

    /** The Qur'an matcher with a shortlist of at least {@code k} verses (the configured one when that is deeper). */
    public QuranMatcher quranMatcher(int k) {
        return k <= config.k() ? quranMatcher : new QuranMatcher(quran, quranIndex, k);
    }

    /** The hadith matcher with a shortlist of at least {@code k} records per edition (the configured one when deeper). */
    public HadithMatcher hadithMatcher(int k) {
        return k <= config.k() ? hadithMatcher : new HadithMatcher(hadith, narrations, hadithIndex, k * editions);
    }

    public RetrievalConfig config() {
        return config;
    }

    public Timings timings() {
        return timings;
    }

    /**
     * SHA-256 of each corpus file by name, as the snapshot was checked against: for caches of what is derived from
     * the corpora; null when the corpora were prepared in memory (nothing derived from them should be cached then).
     */
    public Map<String, String> corpusHashes() {
        return corpusHashes;
    }

    @Override
    public void close() {
        quranIndex.close();
        hadithIndex.close();
    }
}
