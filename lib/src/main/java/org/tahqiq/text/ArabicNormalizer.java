package org.tahqiq.text;

import java.text.Normalizer;
import java.util.Arrays;

/**
 * Arabic text normalisation at three cumulative strengths, with an optional map from every output
 * char back to the input char that produced it.
 *
 * <p>Everything is decided per UTF-16 unit by a lookup table over the whole BMP built once at class
 * load (one table per level), so {@link #normalize} is a single pass without regex or per-char
 * branching on Unicode properties. Characters outside the BMP (surrogate pairs) pass through
 * DIACRITICS and LETTERS unchanged and are separators under SEARCH.
 *
 * <p>Each level is idempotent, and the levels nest: {@code LETTERS(DIACRITICS(x)) == LETTERS(x)} and
 * {@code SEARCH(LETTERS(x)) == SEARCH(x)}.
 */
public final class ArabicNormalizer {

    /** How much to normalise; each level includes everything the previous one does. */
    public enum Level {
        /**
         * Delete marks that do not change which letters are written: tashkeel U+064B–U+065F
         * (including the combining hamza and madda), superscript alef U+0670, high hamza U+0674,
         * the small high signs U+0610–U+061A, Qur'anic annotation marks and pause/ayah/sajda signs
         * U+06D6–U+06ED and U+0898–U+089F, U+08D3–U+08FF, tatweel U+0640, the spacing
         * presentation forms of harakat (U+FE70–U+FE7F, U+FC5E–U+FC63), and invisible controls
         * (U+00AD, U+034F, U+061C, U+180E, U+200B–U+200F, U+202A–U+202E, U+2060–U+2064,
         * U+2066–U+206F, U+FE00–U+FE0F, U+FEFF). Letters, hamza seats, punctuation and whitespace are
         * untouched (a pause mark standing between two spaces therefore leaves two spaces).
         * Precomposed letters are not decomposed: {@code أ} stays {@code أ}.
         */
        DIACRITICS,
        /**
         * DIACRITICS, then unify letter variants that modern spelling and LLM output use
         * interchangeably: {@code أ إ آ ٱ} and the wavy/high-hamza alefs U+0672, U+0673, U+0675 to
         * {@code ا}; {@code ى} and the Persian/Urdu/Kashmiri yehs (U+06CC, U+0620, U+063D–U+063F,
         * U+06D2, U+06D3, U+0678) to {@code ي}; {@code ة} and the heh variants (U+06BE, U+06C0–U+06C3,
         * U+06D5) to {@code ه}; U+0676 to {@code و}; the hamza seats {@code ؤ ئ} to {@code ء} (spellings such as
         * مسؤول/مسئول and رؤوس/رءوس differ only in the seat); keheh/swash kaf (U+06A9, U+06AA,
         * U+063B, U+063C) to {@code ك}; Arabic-Indic and Eastern digits to ASCII {@code 0-9}; Arabic
         * presentation forms (U+FB50–U+FDFF, U+FE70–U+FEFF) expanded by their NFKC decomposition
         * (e.g. the lam-alef ligatures, the word ligature for Allah), except the honorific phrase
         * ligatures U+FDFA and U+FDFB, which stay as symbols.
         *
         * <p>The standalone hamza {@code ء} is kept: it is a letter of its own ({@code ماء} is not
         * {@code ما}); hamza on alef is folded to the alef, hamza on waw or ya to {@code ء}.
         */
        LETTERS,
        /**
         * LETTERS, then every char that is neither an Arabic letter U+0621–U+064A nor an ASCII digit
         * (punctuation, Latin letters, symbols such as ﷺ, whitespace, characters outside the BMP)
         * becomes a separator; separator runs become one space, and the result is trimmed. The output
         * is a plain sequence of words of {@code [ء-ي0-9]} joined by single spaces.
         */
        SEARCH
    }

    /**
     * The normalised text and, for every char of it, the UTF-16 index in the input of the char that
     * produced it; {@code toOriginal[text.length()]} is the input's length. A space produced under
     * SEARCH points at the first char of the separator run it replaces; every char of a
     * presentation-form expansion points at the ligature. The array is non-decreasing.
     */
    public record Normalized(String text, int[] toOriginal) {

        /** Input index where a span starting at normalised index {@code normIndex} starts. */
        public int originalStart(int normIndex) {
            return toOriginal[normIndex];
        }

        /**
         * Input index (exclusive) where a span ending at normalised index {@code normEndExclusive}
         * ends: just before the input char that produced the next output char, so the deleted
         * diacritics after the span's last letter are included. A span ending inside a ligature's
         * expansion covers the whole ligature. For the end of the text this is the input's length,
         * which under SEARCH also covers any trailing separators that were trimmed.
         */
        public int originalEnd(int normEndExclusive) {
            if (normEndExclusive <= 0) {
                return toOriginal[0];
            }
            int last = toOriginal[normEndExclusive - 1];
            int k = normEndExclusive;
            int n = text.length();
            while (k < n && toOriginal[k] == last) {
                k++;
            }
            return toOriginal[k];
        }
    }

    // Table entry: kind in the high 16 bits, a char (KEEP) or an expansion index (EXPAND) below.
    private static final int KEEP = 0;
    private static final int DROP = 1;
    private static final int SEP = 2;
    private static final int EXPAND = 3;

    private static final int[][] TABLES = new int[3][];
    private static final String[][] EXPANSIONS = new String[3][];

    static {
        build();
    }

    private ArabicNormalizer() {
    }

    /** Normalises {@code s} at {@code level}; returns {@code s} itself when nothing changes. */
    public static String normalize(String s, Level level) {
        return run(s, level, false).text();
    }

    /** Normalises {@code s} at {@code level} and keeps the map back to {@code s}. */
    public static Normalized normalizeMapped(String s, Level level) {
        return run(s, level, true);
    }

    // ---------------------------------------------------------------------------------------------

    private static final class Sink {
        char[] buf;
        int[] map;
        int len;

        Sink(int capacity, boolean mapped) {
            buf = new char[capacity];
            map = mapped ? new int[capacity + 1] : null;
        }

        void put(char c, int origin) {
            if (len == buf.length) {
                int cap = buf.length * 2 + 8;
                buf = Arrays.copyOf(buf, cap);
                if (map != null) {
                    map = Arrays.copyOf(map, cap + 1);
                }
            }
            buf[len] = c;
            if (map != null) {
                map[len] = origin;
            }
            len++;
        }
    }

    private static Normalized run(String s, Level level, boolean mapped) {
        int[] table = TABLES[level.ordinal()];
        String[] expansions = EXPANSIONS[level.ordinal()];
        int n = s.length();
        Sink out = new Sink(n, mapped);
        boolean changed = false;
        int pendingSep = -1; // input index of a separator run not yet written (SEARCH only)
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            int entry = table[c];
            int kind = entry >>> 16;
            if (kind == KEEP) {
                if (pendingSep >= 0) {
                    out.put(' ', pendingSep);
                    pendingSep = -1;
                }
                char o = (char) entry;
                changed |= o != c;
                out.put(o, i);
            } else if (kind == DROP) {
                changed = true;
            } else if (kind == SEP) {
                if (pendingSep < 0 && out.len > 0) {
                    pendingSep = i;
                    changed |= c != ' '; // one plain space between words is kept as it is
                } else {
                    changed = true; // leading, or a second separator in a run
                }
            } else {
                changed = true;
                String x = expansions[entry & 0xFFFF];
                for (int k = 0; k < x.length(); k++) {
                    char o = x.charAt(k);
                    if (o == ' ') { // only SEARCH expansions contain separators
                        if (pendingSep < 0 && out.len > 0) {
                            pendingSep = i;
                        }
                    } else {
                        if (pendingSep >= 0) {
                            out.put(' ', pendingSep);
                            pendingSep = -1;
                        }
                        out.put(o, i);
                    }
                }
            }
        }
        changed |= pendingSep >= 0; // trailing separators are trimmed
        String text = changed ? new String(out.buf, 0, out.len) : s;
        int[] map = null;
        if (mapped) {
            map = out.map.length == out.len + 1 ? out.map : Arrays.copyOf(out.map, out.len + 1);
            map[out.len] = n;
        }
        return new Normalized(text, map);
    }

    // ---------------------------------------------------------------------------------------------
    // Table construction (runs once).

    private static void build() {
        boolean[] drop = new boolean[0x10000];
        mark(drop, 0x0610, 0x061A);
        mark(drop, 0x064B, 0x065F);
        mark(drop, 0x0670, 0x0670);
        mark(drop, 0x0674, 0x0674);
        mark(drop, 0x06D6, 0x06ED);
        mark(drop, 0x0898, 0x089F);
        mark(drop, 0x08D3, 0x08FF);
        mark(drop, 0x0640, 0x0640);
        // invisible format controls and variation selectors
        mark(drop, 0x00AD, 0x00AD);
        mark(drop, 0x034F, 0x034F);
        mark(drop, 0x061C, 0x061C);
        mark(drop, 0x180E, 0x180E);
        mark(drop, 0x200B, 0x200F);
        mark(drop, 0x202A, 0x202E);
        mark(drop, 0x2060, 0x2064);
        mark(drop, 0x2066, 0x206F);
        mark(drop, 0xFE00, 0xFE0F);
        mark(drop, 0xFEFF, 0xFEFF);

        // NFKC expansions of the Arabic presentation forms. Spacing forms of harakat decompose to
        // a carrier space plus marks: they are diacritics, so they join the DROP set.
        String[] presentation = new String[0x10000];
        for (int c = 0xFB50; c <= 0xFEFF; c++) {
            if (c > 0xFDFF && c < 0xFE70 || c == 0xFDFA || c == 0xFDFB || drop[c]) {
                continue;
            }
            String ch = String.valueOf((char) c);
            String nfkc = Normalizer.normalize(ch, Normalizer.Form.NFKC);
            if (nfkc.equals(ch)) {
                continue;
            }
            boolean onlyMarks = true;
            for (int k = 0; k < nfkc.length(); k++) {
                char d = nfkc.charAt(k);
                if (d != ' ' && !drop[d]) {
                    onlyMarks = false;
                }
            }
            if (onlyMarks) {
                drop[c] = true;
            } else {
                presentation[c] = nfkc;
            }
        }

        char[] fold = new char[0x10000];
        for (int c = 0; c < fold.length; c++) {
            fold[c] = (char) c;
        }
        foldTo(fold, '\u0627', 0x0622, 0x0623, 0x0625, 0x0671, 0x0672, 0x0673, 0x0675);
        foldTo(fold, '\u064A', 0x0649, 0x06CC, 0x0620, 0x063D, 0x063E, 0x063F, 0x06D2,
                0x06D3, 0x0678);
        foldTo(fold, '\u0647', 0x0629, 0x06BE, 0x06C0, 0x06C1, 0x06C2, 0x06C3, 0x06D5);
        foldTo(fold, '\u0648', 0x0676);
        // Hamza on waw or ya is written either way for one word (مسؤول/مسئول, رؤوس/رءوس, أبنائكم/أبناءكم):
        // fold both seats to the hamza itself rather than to two different letters.
        foldTo(fold, '\u0621', 0x0624, 0x0626);
        foldTo(fold, '\u0643', 0x06A9, 0x06AA, 0x063B, 0x063C);
        for (int d = 0; d <= 9; d++) {
            fold[0x0660 + d] = (char) ('0' + d);
            fold[0x06F0 + d] = (char) ('0' + d);
        }

        // DIACRITICS
        int[] diacritics = new int[0x10000];
        for (int c = 0; c < diacritics.length; c++) {
            diacritics[c] = drop[c] ? DROP << 16 : (KEEP << 16) | c;
        }
        TABLES[Level.DIACRITICS.ordinal()] = diacritics;
        EXPANSIONS[Level.DIACRITICS.ordinal()] = new String[0];

        // LETTERS and SEARCH are derived from the LETTERS output of every char, so the nesting
        // SEARCH(LETTERS(x)) == SEARCH(x) holds by construction.
        int[] letters = new int[0x10000];
        int[] search = new int[0x10000];
        Expansions lettersExp = new Expansions();
        Expansions searchExp = new Expansions();
        for (int c = 0; c < letters.length; c++) {
            if (drop[c]) {
                letters[c] = DROP << 16;
                search[c] = DROP << 16;
            } else if (presentation[c] != null) {
                StringBuilder lo = new StringBuilder();
                StringBuilder so = new StringBuilder();
                for (int k = 0; k < presentation[c].length(); k++) {
                    char d = presentation[c].charAt(k);
                    if (!drop[d]) {
                        lo.append(fold[d]);
                        so.append(isSearchChar(fold[d]) ? fold[d] : ' ');
                    }
                }
                letters[c] = lettersExp.entry(lo.toString(), false);
                search[c] = searchExp.entry(so.toString(), true);
            } else {
                char f = fold[c];
                letters[c] = (KEEP << 16) | f;
                search[c] = isSearchChar(f) ? (KEEP << 16) | f : SEP << 16;
            }
        }
        TABLES[Level.LETTERS.ordinal()] = letters;
        EXPANSIONS[Level.LETTERS.ordinal()] = lettersExp.list.toArray(new String[0]);
        TABLES[Level.SEARCH.ordinal()] = search;
        EXPANSIONS[Level.SEARCH.ordinal()] = searchExp.list.toArray(new String[0]);
    }

    /** Characters that survive SEARCH: the Arabic letters (tatweel is already gone) and ASCII digits. */
    private static boolean isSearchChar(char c) {
        return c >= '\u0621' && c <= '\u064A' || c >= '0' && c <= '9';
    }

    /** Interned multi-char outputs of one level, and the table entry for an output string. */
    private static final class Expansions {
        final java.util.List<String> list = new java.util.ArrayList<>();
        final java.util.Map<String, Integer> ids = new java.util.HashMap<>();

        int entry(String o, boolean search) {
            if (o.isEmpty()) {
                return DROP << 16;
            }
            if (search && o.isBlank()) {
                return SEP << 16;
            }
            if (o.length() == 1) {
                return (KEEP << 16) | o.charAt(0);
            }
            Integer id = ids.computeIfAbsent(o, k -> {
                list.add(k);
                return list.size() - 1;
            });
            return (EXPAND << 16) | id;
        }
    }

    private static void mark(boolean[] set, int from, int to) {
        for (int c = from; c <= to; c++) {
            set[c] = true;
        }
    }

    private static void foldTo(char[] fold, char target, int... sources) {
        for (int c : sources) {
            fold[c] = target;
        }
    }
}
