package org.tahqiq.task1.analysis;

import java.util.Set;

/**
 * Stretches that read like a claimed source, by a small grammar over token classes rather than by word identity,
 * so that styles the training answers never used ("في السورة 51، آية 56", "القرآن الكريم: 39:28") are still
 * proposed: a Qur'an reference is a run of surah words, surah names, verse words, numbers and connectors holding a
 * surah (by name or "سورة N") and a verse number or name; a hadith reference is a run of collection names, source
 * verbs (رواه, أخرجه, متفق عليه) and their fillers holding at least one of them. Runs stay within a line.
 */
public final class SourceCandidates {

    public static final int NONE = 0;
    public static final int QURAN = 1;
    static final int HADITH = 2;

    /** Longest run considered a reference. */
    static final int MAX_TOKENS = 16;

    private static final Set<String> SURAH_WORDS = Set.of("سوره", "السوره", "بسوره", "لسوره", "وسوره", "سورتي");
    private static final Set<String> AYAH_WORDS = Set.of("الايه", "ايه", "الايات", "ايات", "الايتان", "ايتان", "الايتين",
            "ايتين", "رقم", "الاية", "اية", "والايه", "وايه");
    private static final Set<String> QURAN_FILLERS = Set.of("من", "و", "الي", "القران", "الكريم", "حتي");
    private static final Set<String> HADITH_FILLERS = Set.of("و", "في", "الامام", "عليه", "ابن", "ابي", "ابو", "ابا", "داود",
            "داوود", "ماجه", "ماجة", "حديث", "رقم", "كتاب", "باب", "صحيحه", "سننه", "مسنده", "الصحيح", "صحيحيهما",
            "حبان", "خزيمه", "شيبه", "يعلي", "الرزاق", "عبد", "ج", "ص", "الجزء", "صفحه", "وغيره", "وغيرهما", "والحاكم",
            "رواه", "اخرجه", "روي", "مسلم", "ومسلم", "احمد", "واحمد", "مالك", "ومالك", "وابن", "وابو", "وابي", "الحاكم");
    private static final Set<String> HADITH_ANCHORS = Set.of("رواه", "اخرجه", "رواها", "اخرجها", "متفق", "يرويه", "اخرج");

    private SourceCandidates() {
    }

    /** Per token: NONE, QURAN or HADITH; and in {@code position} B, I or E (begin, inside, end) as 1, 2, 3. */
    public static int[] find(Analysis a, int[] position) {
        int n = a.size();
        int[] kind = new int[n];
        mark(a, kind, position, QURAN);
        mark(a, kind, position, HADITH);
        return kind;
    }

    private static void mark(Analysis a, int[] kind, int[] position, int which) {
        int n = a.size();
        int i = 0;
        while (i < n) {
            if (!member(a, i, which)) {
                i++;
                continue;
            }
            int j = i;
            while (j + 1 < n && j + 1 - i < MAX_TOKENS && member(a, j + 1, which) && !a.tokens().get(j + 1).startsLine()) {
                j++;
            }
            // Trim connectors at both edges, then require an anchor.
            int f = i;
            int l = j;
            while (f <= l && !core(a, f, which)) {
                f++;
            }
            while (l >= f && !core(a, l, which)) {
                l--;
            }
            if (f <= l && anchored(a, f, l, which)) {
                for (int k = f; k <= l; k++) {
                    if (kind[k] == NONE) {
                        kind[k] = which;
                        position[k] = k == f ? 1 : k == l ? 3 : 2;
                    }
                }
            }
            i = j + 1;
        }
    }

    private static boolean member(Analysis a, int i, int which) {
        Token t = a.tokens().get(i);
        if (t.kind() == TokenKind.NUMBER) {
            return true;
        }
        if (t.kind() == TokenKind.PUNCT) {
            return ":-\u2013\u060C,()[]/".indexOf(t.text().charAt(0)) >= 0 && t.text().length() == 1;
        }
        if (!t.isWord()) {
            return false;
        }
        String w = t.norm();
        if (which == QURAN) {
            return a.surahName()[i] || SURAH_WORDS.contains(w) || AYAH_WORDS.contains(w) || QURAN_FILLERS.contains(w);
        }
        return a.collection()[i] || HADITH_FILLERS.contains(w) || HADITH_ANCHORS.contains(w) || a.cues()[i] == Cue.SOURCE
                || isCollectionWithWaw(a, i);
    }

    /** Words a reference may begin or end with (not connectors). */
    private static boolean core(Analysis a, int i, int which) {
        Token t = a.tokens().get(i);
        if (t.kind() == TokenKind.NUMBER) {
            return true;
        }
        if (t.kind() == TokenKind.PUNCT) {
            return t.text().charAt(0) == ')' || t.text().charAt(0) == ']';
        }
        String w = t.norm();
        if (which == QURAN) {
            return a.surahName()[i] || SURAH_WORDS.contains(w) || AYAH_WORDS.contains(w) || w.equals("الكريم") || w.equals("القران");
        }
        return !w.equals("و") && !w.equals("في");
    }

    private static boolean anchored(Analysis a, int f, int l, int which) {
        boolean surah = false;
        boolean verse = false;
        boolean anchor = false;
        for (int k = f; k <= l; k++) {
            Token t = a.tokens().get(k);
            if (which == QURAN) {
                surah |= a.surahName()[k] || SURAH_WORDS.contains(t.norm());
                verse |= t.kind() == TokenKind.NUMBER || AYAH_WORDS.contains(t.norm());
            } else {
                anchor |= a.collection()[k] || HADITH_ANCHORS.contains(t.norm()) || isCollectionWithWaw(a, k);
            }
        }
        return which == QURAN ? surah && verse : anchor;
    }

    private static boolean isCollectionWithWaw(Analysis a, int i) {
        Token t = a.tokens().get(i);
        return t.isWord() && t.norm().length() > 3 && t.norm().charAt(0) == '\u0648' && a.cues()[i] == null
                && Cue.of(t.norm().substring(1)) == Cue.SOURCE;
    }
}
