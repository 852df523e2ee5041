package org.tahqiq.verify;

import org.tahqiq.dataset.SegmentType;

/**
 * The language of the HTML report's own words (labels, headings, verdicts): Arabic by default, on a right-to-left
 * page; English on a left-to-right one. The answers, quotes and corpus texts are Arabic either way, and the rules'
 * one-line reasons stay in English.
 */
public enum ReportLanguage {
    AR("ar", "rtl"),
    EN("en", "ltr");

    private final String code;
    private final String dir;

    ReportLanguage(String code, String dir) {
        this.code = code;
        this.dir = dir;
    }

    /** The {@code lang} attribute. */
    public String code() {
        return code;
    }

    /** The page's direction, {@code rtl} or {@code ltr}. */
    public String dir() {
        return dir;
    }

    /** The report's words, each in both languages. */
    public enum Text {
        TITLE("تحقيق — تقرير الاستشهادات", "Tahqiq — citation report"),
        ANSWERS("الإجابات", "answers"),
        CITATIONS("الاستشهادات", "citations found"),
        SPANS("المقاطع", "spans"),
        INCORRECT("غير صحيح", "incorrect"),
        UNVERIFIED("لم يتحقق منه", "unverified"),
        CORRECTED("مصحح", "corrected"),
        NO_SOURCE("بلا مصدر صحيح", "no authentic source"),
        TYPE("النوع", "type"),
        VERDICT_CORRECT("صحيح", "correct"),
        VERDICT_INCORRECT("غير صحيح", "incorrect"),
        VERDICT_UNVERIFIED("لم يتحقق منه", "unverified"),
        AYAH("آية", "Ayah"),
        MATN("متن", "matn"),
        ISNAD("إسناد", "isnad"),
        CLAIMED_SOURCE("المصدر المنسوب", "claimed source"),
        CITATION("الاستشهاد", "citation"),
        QUOTED("النص المقتبس", "quoted"),
        REASON("السبب", "reason"),
        SIMILARITY("نسبة التشابه", "similarity"),
        MATCHED("النص المطابق", "matched"),
        NEAREST_UNRELATED("الأقرب، ولا صلة له", "nearest, unrelated"),
        CORRECTION("التصحيح", "correction"),
        WITHHELD("الأقرب، ولم يقترح", "nearest, withheld"),
        DETECTED("الكشف", "detected"),
        CONFIDENCE("الثقة", "confidence"),
        RELEVANCE("الصلة بالسؤال", "relevance"),
        RELEVANT("ذو صلة بالسؤال", "relevant to the question"),
        NOT_RELEVANT("لا صلة له بالسؤال", "not relevant to the question"),
        NOT_JUDGED("لم يحكم عليها: لم يعط السؤال", "not judged: no question given"),
        COMMA("، ", ", "),
        SEMICOLON("؛ ", "; "),
        LEGEND_BACKGROUND("الخلفية: نوع الاستشهاد. الخط تحته:", "Background: citation type. Underline:"),
        LEGEND_HOVER("مرر المؤشر على مقطع لترى دليله، وانقر عليه لتفتح بطاقته.",
                "Hover a span for its evidence, click it for its card.");

        private final String ar;
        private final String en;

        Text(String ar, String en) {
            this.ar = ar;
            this.en = en;
        }
    }

    public String text(Text t) {
        return this == AR ? t.ar : t.en;
    }

    /** A segment type's name. */
    public String type(SegmentType type) {
        return text(switch (type) {
            case AYAH -> Text.AYAH;
            case MATN -> Text.MATN;
            case ISNAD -> Text.ISNAD;
            case CLAIMED_SOURCE -> Text.CLAIMED_SOURCE;
        });
    }

    /** A verdict's name. */
    public String verdict(SpanVerdict v) {
        return text(switch (v) {
            case CORRECT -> Text.VERDICT_CORRECT;
            case INCORRECT -> Text.VERDICT_INCORRECT;
            case UNVERIFIED -> Text.VERDICT_UNVERIFIED;
        });
    }
}
