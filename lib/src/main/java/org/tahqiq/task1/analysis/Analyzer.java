package org.tahqiq.task1.analysis;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.tahqiq.corpus.HadithCollection;
import org.tahqiq.corpus.SurahNames;
import org.tahqiq.attribution.CollectionParser;
import org.tahqiq.attribution.QuranReference;
import org.tahqiq.attribution.ReferenceParser;
import org.tahqiq.text.ArabicNormalizer;

/**
 * Turns an answer into an {@link Analysis}: tokens, quotes, corpus alignment, cue words, blessing formulas, surah
 * and collection names, and each quote's surroundings. Holds only immutable tables; safe to share between threads.
 */
public final class Analyzer {

    /** Tokens looked at before an opening mark for a cue ("قال الله تعالى في سورة البقرة:" fits). */
    static final int CUE_WINDOW = 12;
    /** Tokens looked at after a closing mark for the source ("(رواه البخاري ومسلم)" or "رواه البخاري."). */
    static final int SOURCE_WINDOW = 10;
    /** A bracketed stretch longer than this is prose, not a reference. */
    static final int MAX_REFERENCE_TOKENS = 30;

    /** Blessing formulas as SEARCH-normalized word sequences, longest first. */
    private static final List<String[]> HONORIFICS = List.of(
            "صلي الله عليه وعلي اله وسلم", "صلي الله عليه واله وسلم", "صلي الله عليه وسلم", "عليه الصلاه والسلام",
            "رضي الله تعالي عنهما", "رضي الله تعالي عنها", "رضي الله تعالي عنه", "رضي الله عنهما", "رضي الله عنهم",
            "رضي الله عنها", "رضي الله عنه", "عليهم السلام", "عليه السلام", "عليها السلام", "رحمه الله", "عز وجل",
            "سبحانه وتعالي", "جل جلاله").stream().map(s -> s.split(" ")).toList();
    /** Name words too generic to mark a collection on their own. */
    private static final Set<String> GENERIC = Set.of("ابن", "ابي", "ابو", "ابا", "سنن", "صحيح", "الامام", "مسند", "جامع",
            "عبد", "مالك", "احمد", "مسلم");

    private final CorpusAligner aligner;
    private final ReferenceParser references;
    private final CollectionParser collections = new CollectionParser();
    private final SurahNames names;
    private final Set<String> collectionWords = new HashSet<>();

    public Analyzer(CorpusAligner aligner) {
        this.aligner = aligner;
        this.names = aligner.quran().names();
        this.references = new ReferenceParser(names);
        for (HadithCollection c : HadithCollection.all()) {
            for (String a : c.aliases()) {
                for (String w : ArabicNormalizer.normalize(a, ArabicNormalizer.Level.SEARCH).split(" ")) {
                    if (!GENERIC.contains(w)) {
                        collectionWords.add(w);
                    }
                }
            }
        }
    }

    public CorpusAligner aligner() {
        return aligner;
    }

    public ReferenceParser references() {
        return references;
    }

    public CollectionParser collections() {
        return collections;
    }

    public Analysis analyze(String text) {
        List<Token> tokens = Tokenizer.tokenize(text);
        int n = tokens.size();
        List<Quote> quotes = QuoteStructure.find(tokens);
        int[] innermost = QuoteStructure.innermost(n, quotes);
        Cue[] cues = new Cue[n];
        boolean[] surah = new boolean[n];
        boolean[] collection = new boolean[n];
        for (int i = 0; i < n; i++) {
            Token t = tokens.get(i);
            if (!t.isWord()) {
                continue;
            }
            cues[i] = Cue.of(t.norm());
            collection[i] = collectionWords.contains(t.norm());
            if (t.norm().length() >= 3 && names.lookup(t.norm()).isPresent()) {
                surah[i] = true;
            } else if (i + 1 < n && tokens.get(i + 1).isWord()
                    && names.lookup(t.norm() + " " + tokens.get(i + 1).norm()).isPresent()) {
                surah[i] = true;
                surah[i + 1] = true;
            }
        }
        boolean[] honorific = honorifics(tokens);
        CorpusAligner.Alignment alignment = aligner.align(tokens, honorific);
        List<QuoteContext> contexts = new ArrayList<>(quotes.size());
        for (Quote q : quotes) {
            contexts.add(context(text, tokens, quotes, q, cues, surah, collection, alignment));
        }
        return new Analysis(text, tokens, quotes, innermost, alignment, cues, honorific, surah, collection, contexts);
    }

    static boolean[] honorifics(List<Token> tokens) {
        boolean[] out = new boolean[tokens.size()];
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i).text().indexOf('\uFDFA') >= 0) {
                out[i] = true;
                continue;
            }
            for (String[] p : HONORIFICS) {
                int k = 0;
                int j = i;
                while (k < p.length && j < tokens.size() && tokens.get(j).isWord() && tokens.get(j).norm().equals(p[k])) {
                    k++;
                    j++;
                }
                if (k == p.length) {
                    for (int x = i; x < j; x++) {
                        out[x] = true;
                    }
                    break;
                }
            }
        }
        return out;
    }

    private QuoteContext context(String text, List<Token> tokens, List<Quote> quotes, Quote q, Cue[] cues,
                                 boolean[] surah, boolean[] collection, CorpusAligner.Alignment a) {
        Cue nearest = null;
        boolean quranBefore = false;
        boolean prophetBefore = false;
        for (int j = q.open() - 1; j >= Math.max(0, q.open() - CUE_WINDOW); j--) {
            if (tokens.get(j + 1).newlinesBefore() >= 2 || closesQuotation(quotes, j)) {
                break;
            }
            Cue c = cues[j];
            if (surah[j] && c == null) {
                c = Cue.QURAN;
            }
            if (c != null && nearest == null && c != Cue.SAYS) {
                nearest = c;
            }
            quranBefore |= c == Cue.QURAN;
            prophetBefore |= c == Cue.PROPHET || c == Cue.NARRATION;
        }
        SourceKind after = SourceKind.NONE;
        for (int j = q.close() + 1; j < Math.min(tokens.size(), q.close() + 1 + SOURCE_WINDOW); j++) {
            Token t = tokens.get(j);
            if (t.newlinesBefore() >= 2) {
                break;
            }
            Quote opened = opening(quotes, j);
            if (opened != null && !opened.kind().isQuotation() || opened != null && opened.kind() == QuoteKind.BRACE
                    && opened.contentTokens() <= MAX_REFERENCE_TOKENS) {
                SourceKind g = group(text, tokens, opened);
                if (g != SourceKind.NONE) {
                    after = g;
                    break;
                }
            } else if (opened != null) {
                break;
            }
            if (cues[j] == Cue.SOURCE || collection[j]) {
                after = SourceKind.HADITH;
                break;
            }
            if (cues[j] == Cue.QURAN || surah[j]) {
                after = SourceKind.QURAN;
                break;
            }
        }
        Cue cueAfter = null;
        for (int j = q.close() + 1; j < Math.min(tokens.size(), q.close() + 1 + SOURCE_WINDOW) && cueAfter == null; j++) {
            if (tokens.get(j).newlinesBefore() >= 2 || opening(quotes, j) != null && opening(quotes, j).kind().isQuotation()) {
                break;
            }
            Cue c = cues[j] == null && surah[j] ? Cue.QURAN : cues[j];
            if (c != null && c != Cue.SAYS) {
                cueAfter = c;
            }
        }
        int words = 0;
        int quran = 0;
        int hadith = 0;
        int vowelled = 0;
        for (int i = q.open() + 1; i < q.close(); i++) {
            Token t = tokens.get(i);
            if (!t.isWord()) {
                continue;
            }
            words++;
            quran += a.quranChain(i) > 0 ? 1 : 0;
            hadith += a.hadithChain(i) > 0 ? 1 : 0;
            vowelled += t.marks() >= 2 ? 1 : 0;
        }
        SourceKind group = q.kind().isQuotation() && q.kind() != QuoteKind.BRACE ? SourceKind.NONE : group(text, tokens, q);
        double w = Math.max(1, words);
        return new QuoteContext(nearest, quranBefore, prophetBefore, after, cueAfter, group, quran / w, hadith / w, vowelled / w, words);
    }

    /** What a short bracketed stretch names. */
    SourceKind group(String text, List<Token> tokens, Quote q) {
        if (q.contentTokens() <= 0 || q.contentTokens() > MAX_REFERENCE_TOKENS) {
            return SourceKind.NONE;
        }
        return sourceOf(text.substring(tokens.get(q.open() + 1).start(), tokens.get(q.close() - 1).end()));
    }

    /** What a piece of text names as a source. */
    public SourceKind sourceOf(String s) {
        if (!collections.parse(s).isEmpty()) {
            return SourceKind.HADITH;
        }
        String norm = ArabicNormalizer.normalize(s, ArabicNormalizer.Level.SEARCH);
        for (String w : norm.split(" ")) {
            if (Cue.of(w) == Cue.SOURCE) {
                return SourceKind.HADITH;
            }
        }
        QuranReference r = references.parse(s);
        if (r.surah() > 0 && (r.ayahFrom() > 0 || norm.contains("سوره"))) {
            return SourceKind.QURAN;
        }
        return SourceKind.NONE;
    }

    private static boolean closesQuotation(List<Quote> quotes, int token) {
        for (Quote q : quotes) {
            if (q.close() == token && q.kind().isQuotation()) {
                return true;
            }
        }
        return false;
    }

    private static Quote opening(List<Quote> quotes, int token) {
        for (Quote q : quotes) {
            if (q.open() == token) {
                return q;
            }
        }
        return null;
    }
}
