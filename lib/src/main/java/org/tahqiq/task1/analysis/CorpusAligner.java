package org.tahqiq.task1.analysis;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.text.rasm.WordVariants;
import org.tahqiq.corpus.Verse;
import org.tahqiq.text.ArabicNormalizer;
import org.tahqiq.text.Honorifics;

/**
 * Where an answer's words run along the Qur'an or a hadith: word 3-gram indexes over the Qur'an (each surah one
 * sequence, so a quote may cross verse boundaries) and over the hadith narrations (chains and matns flagged apart),
 * then hits chained into regions across small gaps whose corpus positions agree, so that a misquote with a changed
 * or missing word is still one aligned region. Immutable; safe to share between threads.
 */
public final class CorpusAligner {

    /** Flags of hadith n-grams: found in a matn, found in a chain. */
    static final int MATN = 1;
    static final int ISNAD = 2;
    /** Largest step in answer words between two chained hits (a hit every 4 words bridges one or two changed words). */
    public static final int MAX_GAP = 4;
    /** How far the corpus step may differ from the answer step between chained hits (words dropped or added). */
    public static final int MAX_SKEW = 2;

    private static final char HAMZA = '\u0621';

    private final QuranCorpus quran;
    private final HadithCorpus hadith;
    private final WordNgramIndex quranIndex;
    private final WordNgramIndex hadithIndex;
    private final int[] verseOfWord;
    private final int[] recordOfWord;
    private final Set<String> quranVocabulary;
    private final Set<String> hadithVocabulary;

    /**
     * The same aligner, its indexes kept in a cache entry under {@code cacheDir} ({@link AlignerSnapshot}): built there
     * on the first start (seconds of normalizing every corpus word), read back on the next ones.
     *
     * @param cacheDir     the cache folder, or null to build in memory
     * @param corpusHashes the corpus files' hashes ({@link org.tahqiq.index.Retrieval#corpusHashes()}); null builds in memory
     * @param warn         receives one line per cache problem
     */
    public static CorpusAligner open(QuranCorpus quran, HadithCorpus hadith, java.nio.file.Path cacheDir,
                                     java.util.Map<String, String> corpusHashes, java.util.function.Consumer<String> warn) {
        return AlignerSnapshot.open(quran, hadith, cacheDir, corpusHashes, warn);
    }

    /** What the aligner is made of besides the corpora. */
    record Parts(WordNgramIndex quranIndex, WordNgramIndex hadithIndex, int[] verseOfWord, int[] recordOfWord,
                 Set<String> quranVocabulary, Set<String> hadithVocabulary) {
    }

    CorpusAligner(QuranCorpus quran, HadithCorpus hadith, Parts p) {
        this.quran = quran;
        this.hadith = hadith;
        this.quranIndex = p.quranIndex();
        this.hadithIndex = p.hadithIndex();
        this.verseOfWord = p.verseOfWord();
        this.recordOfWord = p.recordOfWord();
        this.quranVocabulary = p.quranVocabulary();
        this.hadithVocabulary = p.hadithVocabulary();
    }

    public CorpusAligner(QuranCorpus quran, HadithCorpus hadith) {
        this(quran, hadith, build(quran, hadith));
    }

    static Parts build(QuranCorpus quran, HadithCorpus hadith) {
        Set<String> quranVocabulary = new HashSet<>();
        Set<String> hadithVocabulary = new HashSet<>();
        List<Verse> verses = quran.verses();
        List<String[]> verseWords = verses.parallelStream().map(v -> words(v.text())).toList();
        int total = verseWords.stream().mapToInt(w -> w.length).sum();
        int[] verseOfWord = new int[total];
        long[] hashes = new long[total];
        int pos = 0;
        WordNgramIndex.Builder qb = new WordNgramIndex.Builder(total);
        int surahStart = 0;
        for (int v = 0; v < verses.size(); v++) {
            for (String w : verseWords.get(v)) {
                quranVocabulary.add(w);
                verseOfWord[pos] = v;
                hashes[pos++] = WordNgramIndex.word(w);
            }
            boolean lastOfSurah = v + 1 == verses.size() || verses.get(v + 1).surah() != verses.get(v).surah();
            if (lastOfSurah) {
                qb.add(hashes, surahStart, pos, surahStart, 1);
                surahStart = pos;
            }
        }
        WordNgramIndex quranIndex = qb.build();

        List<Hadith> records = hadith.records();
        List<String[][]> parts = records.parallelStream().map(h -> {
            String chain = h.hasMatn() ? h.isnadPart() : "";
            return new String[][] {words(chain.equals(h.fullText()) ? "" : chain), words(h.matn())};
        }).toList();
        int htotal = parts.stream().mapToInt(p -> p[0].length + p[1].length).sum();
        int[] recordOfWord = new int[htotal];
        long[] hh = new long[htotal];
        WordNgramIndex.Builder hb = new WordNgramIndex.Builder(htotal);
        pos = 0;
        for (int r = 0; r < records.size(); r++) {
            for (int part = 0; part < 2; part++) {
                int from = pos;
                for (String w : parts.get(r)[part]) {
                    hadithVocabulary.add(w);
                    recordOfWord[pos] = r;
                    hh[pos++] = WordNgramIndex.word(w);
                }
                hb.add(hh, from, pos, from, part == 0 ? ISNAD : MATN);
            }
        }
        WordNgramIndex hadithIndex = hb.build();
        return new Parts(quranIndex, hadithIndex, verseOfWord, recordOfWord, quranVocabulary, hadithVocabulary);
    }

    /** The words of a corpus text in matching form. */
    static String[] words(String text) {
        String s = Honorifics.strip(ArabicNormalizer.normalize(text, ArabicNormalizer.Level.SEARCH));
        if (s.isEmpty()) {
            return new String[0];
        }
        String[] w = s.split(" ");
        List<String> out = new ArrayList<>(w.length);
        for (String x : w) {
            String m = matchForm(x);
            if (!m.isEmpty() && !isDigits(m)) {
                out.add(m);
            }
        }
        return out.toArray(new String[0]);
    }

    /**
     * A SEARCH-normalized word as both sides are compared: without the hamza letter (spellings differ in hamza far
     * more than in anything else) and with Uthmani rasm spellings made plain.
     */
    static String matchForm(String searchWord) {
        String w = searchWord.indexOf(HAMZA) >= 0 ? searchWord.replace(String.valueOf(HAMZA), "") : searchWord;
        return WordVariants.rewrite(w);
    }

    private static boolean isDigits(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    public QuranCorpus quran() {
        return quran;
    }

    public HadithCorpus hadith() {
        return hadith;
    }

    /** Aligns an answer's word tokens with both corpora. */
    public Alignment align(List<Token> tokens, boolean[] skip) {
        int n = tokens.size();
        int[] wordTokens = new int[n];
        long[] hashes = new long[n];
        int m = 0;
        for (int i = 0; i < n; i++) {
            Token t = tokens.get(i);
            if (t.isWord() && !skip[i]) {
                String f = matchForm(t.norm());
                if (!f.isEmpty()) {
                    wordTokens[m] = i;
                    hashes[m++] = WordNgramIndex.word(f);
                }
            }
        }
        Alignment a = new Alignment(n);
        for (int k = 0; k < m; k++) {
            String f = matchForm(tokens.get(wordTokens[k]).norm());
            a.quranWord[wordTokens[k]] = quranVocabulary.contains(f);
            a.hadithWord[wordTokens[k]] = hadithVocabulary.contains(f);
        }
        Side q = side(hashes, m, quranIndex, false);
        Side h = side(hashes, m, hadithIndex, true);
        project(q, wordTokens, m, a.quranRun, a.quranChain, a.quranPosition);
        project(h, wordTokens, m, a.hadithRun, a.hadithChain, a.hadithPosition);
        for (int k = 0; k < m; k++) {
            a.hadithChainOnly[wordTokens[k]] = h.chainOnly[k];
        }
        return a;
    }

    /** Per answer word: run length of consecutive hits covering it, chained-region length, a corpus position. */
    private record Side(int[] run, int[] chain, int[] position, boolean[] chainOnly) {
    }

    private static Side side(long[] hashes, int m, WordNgramIndex index, boolean flagged) {
        int[] run = new int[m];
        int[] chain = new int[m];
        int[] position = new int[m];
        boolean[] chainOnly = new boolean[m];
        java.util.Arrays.fill(position, -1);
        int hits = Math.max(0, m - WordNgramIndex.N + 1);
        int[] hitPos = new int[hits];
        boolean[] hit = new boolean[hits];
        for (int k = 0; k < hits; k++) {
            long g = WordNgramIndex.ngram(hashes, k);
            hitPos[k] = index.firstPosition(g);
            hit[k] = hitPos[k] >= 0;
            if (flagged && hit[k] && index.flags(g) == ISNAD) {
                for (int j = k; j < k + WordNgramIndex.N; j++) {
                    chainOnly[j] = true;
                }
            }
        }
        // Runs of consecutive hits: a run of r hits covers r + N - 1 words.
        for (int k = 0; k < hits; ) {
            if (!hit[k]) {
                k++;
                continue;
            }
            int e = k;
            while (e + 1 < hits && hit[e + 1]) {
                e++;
            }
            int words = e - k + WordNgramIndex.N;
            for (int j = k; j < e + WordNgramIndex.N; j++) {
                run[j] = Math.max(run[j], words);
                if (position[j] < 0) {
                    position[j] = hitPos[k] + (j - k);
                }
            }
            k = e + 1;
        }
        // Chains: hits linked when the answer step and the corpus step agree within the skew.
        int k = 0;
        while (k < hits) {
            if (!hit[k]) {
                k++;
                continue;
            }
            int start = k;
            int last = k;
            int j = k + 1;
            while (j < hits && j - last <= MAX_GAP) {
                if (hit[j]) {
                    int step = j - last;
                    int corpusStep = hitPos[j] - hitPos[last];
                    if (corpusStep > 0 && Math.abs(corpusStep - step) <= MAX_SKEW) {
                        last = j;
                    } else if (step == 1) {
                        // a consecutive hit is part of the run even when its first occurrence lies elsewhere
                        last = j;
                    }
                }
                j++;
            }
            int words = last - start + WordNgramIndex.N;
            for (int w = start; w < last + WordNgramIndex.N; w++) {
                chain[w] = Math.max(chain[w], words);
            }
            k = last + 1;
        }
        return new Side(run, chain, position, chainOnly);
    }

    private static void project(Side s, int[] wordTokens, int m, int[] run, int[] chain, int[] position) {
        for (int k = 0; k < m; k++) {
            run[wordTokens[k]] = s.run[k];
            chain[wordTokens[k]] = s.chain[k];
            position[wordTokens[k]] = s.position[k];
        }
    }

    /** The verse (index into {@link QuranCorpus#verses()}) at a Qur'an word position. */
    public Verse verseAt(int quranPosition) {
        return quran.get(verseOfWord[quranPosition]);
    }

    /** The record at a hadith word position. */
    public Hadith recordAt(int hadithPosition) {
        return hadith.get(recordOfWord[hadithPosition]);
    }

    public String describe() {
        return "Qur'an " + quranIndex + ", hadith " + hadithIndex;
    }

    /** Per-token alignment signals (indexed like the tokens; non-word tokens stay 0/false/-1). */
    public static final class Alignment {
        final int[] quranRun;
        final int[] quranChain;
        final int[] quranPosition;
        final int[] hadithRun;
        final int[] hadithChain;
        final int[] hadithPosition;
        final boolean[] hadithChainOnly;
        final boolean[] quranWord;
        final boolean[] hadithWord;

        Alignment(int n) {
            quranRun = new int[n];
            quranChain = new int[n];
            quranPosition = new int[n];
            hadithRun = new int[n];
            hadithChain = new int[n];
            hadithPosition = new int[n];
            hadithChainOnly = new boolean[n];
            quranWord = new boolean[n];
            hadithWord = new boolean[n];
            java.util.Arrays.fill(quranPosition, -1);
            java.util.Arrays.fill(hadithPosition, -1);
        }

        public int quranRun(int token) {
            return quranRun[token];
        }

        public int quranChain(int token) {
            return quranChain[token];
        }

        public int quranPosition(int token) {
            return quranPosition[token];
        }

        public int hadithRun(int token) {
            return hadithRun[token];
        }

        public int hadithChain(int token) {
            return hadithChain[token];
        }

        public int hadithPosition(int token) {
            return hadithPosition[token];
        }

        public boolean hadithChainOnly(int token) {
            return hadithChainOnly[token];
        }

        public boolean quranWord(int token) {
            return quranWord[token];
        }

        public boolean hadithWord(int token) {
            return hadithWord[token];
        }
    }
}
