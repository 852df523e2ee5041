package org.tahqiq.lookup;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.HadithCollection;
import org.tahqiq.corpus.HadithNumbering;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.corpus.QuranText;
import org.tahqiq.corpus.Verse;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.index.AyahEvidence;
import org.tahqiq.index.HadithCandidate;
import org.tahqiq.index.HadithEvidence;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.index.VerseCandidate;

/**
 * Finds a verse or a hadith by its reference ("البقرة 255", "2:255", "سورة الإخلاص", "الآيات 1-5 من سورة العلق",
 * "صحيح البخاري 1", "رواه مسلم رقم 2564"), read by the claimed-source parsers, or by the words a reader remembers,
 * with or without diacritics and possibly misquoted: both corpora are searched with the matchers that check
 * citations, the hits ranked by similarity, and each hit's words that differ from the query marked. Thread-safe.
 */
public final class Lookup {

    /** Hits returned when the caller names no count. */
    public static final int DEFAULT_K = 5;
    /** The most hits one lookup returns: more than a reader reads, and each costs a shortlist place in both corpora. */
    public static final int MAX_K = 50;
    /** Longest query, in code points: a long passage of several verses; matching cost grows with the length. */
    public static final int MAX_QUERY = 5_000;

    /** Whether a query may be read as a reference. */
    public enum Mode {
        /** A reference when it reads as one, else text. */
        AUTO,
        /** Text, whatever it looks like. */
        TEXT
    }

    private final Retrieval retrieval;
    private final ReferenceReader reader;
    private volatile HadithNumbers numbers;

    private Lookup(Retrieval retrieval) {
        this.retrieval = retrieval;
        this.reader = new ReferenceReader(retrieval.quran().names());
    }

    /** Lookups over corpora the caller keeps open (and closes). */
    public static Lookup over(Retrieval retrieval) {
        return new Lookup(retrieval);
    }

    private static final Map<List<Object>, Lookup> SHARED = new HashMap<>();

    /**
     * The lookup of this process for the data found as {@code ./tahqiq} finds it ({@code $TAHQIQ_DATA}, then
     * {@code data/IslamicEval2026/}, then {@code ../shared/data/islamiceval2026/} of the checkout the working
     * directory is in), with the checkout's {@code results/cache/}.
     */
    public static Lookup shared() {
        String home = System.getProperty("tahqiq.home");
        Path root = DataLocation.checkout((home == null || home.isBlank() ? Path.of("") : Path.of(home)).toAbsolutePath().normalize());
        return shared(DataLocation.resolve(null, System.getenv(DataLocation.ENV), root), root.resolve("results/cache"));
    }

    /**
     * The one lookup of this process for the data (folder and hadith editions) and cache folder: the corpora opened
     * on first use (from the snapshot under {@code cacheDir}, or in memory when it is null) and kept.
     */
    public static Lookup shared(DataLocation data, Path cacheDir) {
        List<Object> key = List.of(data.root().toAbsolutePath().normalize(), data.editions(),
                cacheDir == null ? Path.of("") : cacheDir.toAbsolutePath().normalize());
        synchronized (SHARED) {
            return SHARED.computeIfAbsent(key, k -> new Lookup(Retrieval.open(data, RetrievalConfig.DEFAULT, cacheDir)));
        }
    }

    /** Why a query cannot be looked up, or null when it can. */
    public static String problem(String query) {
        if (query == null) {
            return "no query given";
        }
        if (query.isBlank()) {
            return "the query is empty";
        }
        int n = query.codePointCount(0, query.length());
        return n > MAX_QUERY ? "the query has " + n + " characters; at most " + MAX_QUERY + " are looked up" : null;
    }

    static boolean tooLong(String query) {
        return query != null && query.codePointCount(0, query.length()) > MAX_QUERY;
    }

    /** Why a count of hits cannot be asked for, or null when it can. */
    public static String countProblem(int k) {
        return k < 1 || k > MAX_K ? "takes 1 to " + MAX_K + " hits, got " + k : null;
    }

    /** The query read as a reference when it is one, else searched as text; at most {@code k} hits. */
    public LookupResult find(String query, int k) {
        return find(query, k, Mode.AUTO);
    }

    /**
     * @throws LookupException when the query cannot be read or names what the corpora do not hold, or {@code k} is
     *                         outside 1..{@link #MAX_K}
     */
    public LookupResult find(String query, int k, Mode mode) {
        String problem = problem(query);
        if (problem != null) {
            throw new LookupException(tooLong(query) ? LookupException.Kind.TOO_LONG : LookupException.Kind.BAD_QUERY, problem);
        }
        String kProblem = countProblem(k);
        if (kProblem != null) {
            throw LookupException.badQuery(kProblem);
        }
        if (mode == Mode.AUTO) {
            Optional<Reference> ref = reader.read(query);
            if (ref.isPresent()) {
                return ref.get() instanceof Reference.Verses v ? verses(query, v) : numbered(query, (Reference.Numbered) ref.get(), k);
            }
        }
        return text(query, k);
    }

    private LookupResult verses(String query, Reference.Verses v) {
        QuranCorpus q = retrieval.quran();
        int count = q.ayahCount(v.surah());
        if (count == 0) {
            throw LookupException.notFound("the loaded Qur'an corpus has no verse of surah " + v.surah());
        }
        int first = q.indexOf(v.surah(), 1);
        String name = q.get(first).surahName();
        boolean whole = v.from() == 0;
        int from = whole ? 1 : v.from();
        int to = whole ? count : v.to();
        if (from < 1 || to > count) {
            throw LookupException.notFound("سورة " + name + " (" + v.surah() + ") has " + count + " verses; there is no verse "
                    + (from < 1 ? from : to));
        }
        Hit.Passage p = new Hit.Passage(v.surah(), name, q.verses().subList(first + from - 1, first + to), null, Comparison.NONE);
        return new LookupResult(query, LookupResult.ReadAs.REFERENCE, p.reference(), List.of(p));
    }

    private LookupResult numbered(String query, Reference.Numbered ref, int k) {
        HadithNumbers index = numbers();
        List<Hit> hits = new ArrayList<>();
        List<String> absent = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (HadithCollection c : ref.collections()) {
            List<Integer> found = index.find(c, ref.number());
            for (int i : found) {
                if (hits.size() < k) {
                    hits.add(Hit.Narration.of(retrieval.hadith().get(i), null, Comparison.NONE));
                }
            }
            if (!index.holds(c)) {
                absent.add(c.name());
            } else if (found.isEmpty()) {
                missing.add(numbersOf(index, c));
            }
        }
        String reference = String.join(" / ", ref.collections().stream().map(c -> c.name() + " " + ref.number()).toList());
        if (hits.isEmpty()) {
            if (missing.isEmpty()) {
                throw LookupException.notFound(String.join(" and ", absent) + " is not in the loaded hadith corpus");
            }
            throw LookupException.notFound("no record is numbered " + ref.number() + ": " + String.join("; ", missing));
        }
        return new LookupResult(query, LookupResult.ReadAs.REFERENCE, reference, hits);
    }

    /**
     * How the loaded editions number the collection: a standard number a reader cites finds nothing in an edition
     * that has only its own ids, and a bare "not found" would read as "no such hadith".
     */
    private static String numbersOf(HadithNumbers index, HadithCollection c) {
        String standard = index.range(c, HadithNumbering.STANDARD);
        String own = index.range(c, HadithNumbering.EDITION);
        List<String> parts = new ArrayList<>();
        if (standard != null) {
            parts.add("the loaded edition numbers " + c.name() + " " + standard + " in its standard numbering");
        }
        if (own != null) {
            parts.add((standard == null ? "this edition has no standard hadith numbers; it numbers its records across "
                    + "the six books, " : "another loaded edition has only ids of its own, ")
                    + c.name() + "'s as " + own + "; find the hadith by its words instead");
        }
        return String.join("; ", parts);
    }

    private HadithNumbers numbers() {
        HadithNumbers n = numbers;
        if (n == null) {
            synchronized (this) {
                if (numbers == null) {
                    numbers = new HadithNumbers(retrieval.hadith());
                }
                n = numbers;
            }
        }
        return n;
    }

    /**
     * A place either corpus offers: verses {@code first..last} (corpus positions) or the record {@code first}.
     *
     * @param coverage the share of the found text the query's length makes up (at most 1): of two hits equally
     *                 similar, the one the query is more nearly the whole of comes first (the verse itself before a
     *                 narration quoting it)
     * @param words    the share of the query's words the found text has together in any order ({@link WordShare})
     */
    private record Candidate(boolean quran, int first, int last, double similarity, double coverage, double words) {

        /**
         * What hits are ranked by: the similarity, or the words' share when higher, so that a query with its words in
         * another order finds its verse first. An exact match stays first: of two hits ranked alike, the more similar
         * comes first. Of 4-8 words taken from 500 verses (a seeded draw), the verse came first for 83% of queries
         * with the first and last words swapped by the similarity alone, 99% ranked so; one word dropped, 85% and
         * 97%; as taken, 100% either way. From 300 matns, 57% and 77% swapped, 62% and 69% dropped, 88% as taken.
         */
        double rank() {
            return Math.max(similarity, 100 * words);
        }
    }

    private static final Comparator<Candidate> BEST_FIRST = Comparator.comparingDouble(Candidate::rank)
            .thenComparingDouble(Candidate::similarity).thenComparingDouble(Candidate::coverage).reversed();

    private LookupResult text(String query, int k) {
        int depth = Math.max(k, retrieval.config().k());
        AyahEvidence ayah = retrieval.quranMatcher(depth).match(query);
        HadithEvidence hadith = retrieval.hadithMatcher(depth).match(query);
        if (ayah.query().isEmpty() && hadith.query().isEmpty()) {
            throw LookupException.badQuery("«" + query.strip() + "» has no Arabic words to search for");
        }
        QuranText text = retrieval.quran().text();
        List<Candidate> all = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (var e : ayah.exact()) {
            if (seen.add(((long) e.firstVerse() << 32) | e.lastVerse())) {
                all.add(new Candidate(true, e.firstVerse(), e.lastVerse(), 100,
                        share(e.end() - e.start(), text.range(e.firstVerse(), e.lastVerse()).length()), 1));
            }
        }
        for (VerseCandidate c : ayah.candidates()) {
            if (seen.add(((long) c.firstVerse() << 32) | c.lastVerse())) {
                String found = text.range(c.firstVerse(), c.lastVerse());
                all.add(new Candidate(true, c.firstVerse(), c.lastVerse(), c.score(),
                        share(ayah.query().length(), found.length()), WordShare.of(ayah.query(), found)));
            }
        }
        for (HadithCandidate c : hadith.candidates()) {
            String found = retrieval.hadithMatcher().narration(c.record());
            all.add(new Candidate(false, c.record(), c.record(), c.exact() ? 100 : c.score(),
                    share(hadith.query().length(), found.length()), c.exact() ? 1 : WordShare.of(hadith.query(), found)));
        }
        all.sort(BEST_FIRST);
        List<Words.Word> words = Words.query(query);
        List<Hit> hits = new ArrayList<>();
        Set<String> shown = new HashSet<>();
        for (int i = 0; i < all.size() && hits.size() < k; i++) {
            Candidate c = all.get(i);
            Hit h = c.quran() ? passage(c, query, words) : narration(c, query, words);
            if (shown.add(h.reference())) { // two stretches can narrow to the same verses
                hits.add(h);
            }
        }
        return new LookupResult(query, LookupResult.ReadAs.TEXT, null, hits);
    }

    private static double share(int part, int whole) {
        return whole == 0 ? 0 : Math.min(1, (double) part / whole);
    }

    /**
     * The verses of the candidate the query renders: the shortlist's stretch is found by characters over a verse and
     * its neighbours, and may take in a neighbour the query's words do not reach.
     */
    private Hit.Passage passage(Candidate c, String query, List<Words.Word> queryWords) {
        List<Verse> verses = retrieval.quran().verses().subList(c.first(), c.last() + 1);
        Comparison cmp = Comparison.of(query, queryWords, words(verses));
        if (cmp.firstPart() > 0 || cmp.lastPart() >= 0 && cmp.lastPart() < verses.size() - 1) {
            verses = verses.subList(cmp.firstPart(), cmp.lastPart() + 1);
            cmp = Comparison.of(query, queryWords, words(verses));
        }
        Verse v = verses.get(0);
        return new Hit.Passage(v.surah(), v.surahName(), verses, c.similarity(), cmp);
    }

    private static List<Words.Word> words(List<Verse> verses) {
        List<Words.Word> words = new ArrayList<>();
        for (int i = 0; i < verses.size(); i++) {
            words.addAll(Words.of(verses.get(i).text(), i));
        }
        return words;
    }

    private Hit.Narration narration(Candidate c, String query, List<Words.Word> queryWords) {
        Hadith h = retrieval.hadith().get(c.first());
        Hit.Narration n = Hit.Narration.of(h, c.similarity(), Comparison.NONE);
        List<Words.Word> words = new ArrayList<>();
        if (n.isnad() != null) {
            words.addAll(Words.of(n.isnad(), Hit.Narration.ISNAD));
        }
        words.addAll(Words.of(n.matn(), Hit.Narration.MATN));
        return new Hit.Narration(h, n.isnad(), n.matn(), c.similarity(), Comparison.of(query, queryWords, words));
    }

    /** The corpora looked in. */
    public Retrieval retrieval() {
        return retrieval;
    }
}
