package org.tahqiq.task1.analysis;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.text.ArabicNormalizer;

/**
 * Words that announce or close a citation, by what they announce. Written in plain spelling and normalized
 * (SEARCH) when the table is built, so "تعالى" and "تعالي" are one entry.
 */
public enum Cue {
    /** the Qur'an speaks: تعالى, سبحانه, الآية, سورة, القرآن, قوله ... */
    QURAN,
    /** the Prophet speaks: رسول, النبي, ﷺ, صلى (الله عليه وسلم), الحديث ... */
    PROPHET,
    /** a chain of narration: عن, روى, حدثنا, أخبرنا, رضي (الله عنه), سمعت ... */
    NARRATION,
    /** a source is named: رواه, أخرجه, متفق (عليه), صحيح, سنن, مسند and the collections' names */
    SOURCE,
    /** speech follows: قال, يقول, قالت, قوله ... */
    SAYS;

    private static final Map<String, Cue> WORDS = new HashMap<>();

    static {
        put(QURAN, "تعالى", "وتعالى", "سبحانه", "عز", "وجل", "الآية", "آية", "الآيات", "آيات", "الآيه", "القرآن",
                "القرآني", "القرآنية", "القرآنيه", "سورة", "بسورة", "السورة", "لسورة", "كتابه", "التنزيل", "المصحف");
        put(PROPHET, "رسول", "الرسول", "النبي", "للنبي", "نبي", "\uFDFA", "صلى", "الحديث", "حديث", "النبوي", "النبوية",
                "الأحاديث", "أحاديث", "المصطفى");
        put(NARRATION, "عن", "روى", "يروي", "حدثنا", "حدثني", "أخبرنا", "أخبرني", "رضي", "سمعت", "سمع");
        put(SOURCE, "رواه", "رواها", "أخرجه", "أخرجها", "متفق", "صحيح", "سنن", "مسند", "جامع", "موطأ", "المصدر",
                "البخاري", "الترمذي", "النسائي", "ماجه", "داود", "الطبراني", "البيهقي", "الحاكم", "الدارمي");
        put(SAYS, "قال", "قالت", "يقول", "تقول", "قوله", "يقولون", "فقال", "وقال", "ويقول");
    }

    private static void put(Cue cue, String... words) {
        for (String w : words) {
            WORDS.putIfAbsent(ArabicNormalizer.normalize(w, ArabicNormalizer.Level.SEARCH).isEmpty() ? w
                    : ArabicNormalizer.normalize(w, ArabicNormalizer.Level.SEARCH), cue);
        }
    }

    /** The cue a SEARCH-normalized word is, or null. */
    public static Cue of(String norm) {
        return WORDS.get(norm);
    }

    /** Every cue word, for tests and documentation. */
    static List<String> words(Cue cue) {
        return WORDS.entrySet().stream().filter(e -> e.getValue() == cue).map(Map.Entry::getKey).sorted().toList();
    }
}
