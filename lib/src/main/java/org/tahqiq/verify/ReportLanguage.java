package org.tahqiq.verify;

import org.tahqiq.dataset.SegmentType;

/**
 * The language of the HTML report's own words (labels, headings, verdicts): Arabic by default, on a right-to-left
 * page; English on a left-to-right one. The answers, quotes and corpus texts are Arabic either way; each verdict is
 * explained in the report's language ({@link Explanation}), and the rules' one-line reasons, technical, stay in English.
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
        INCORRECT("خاطئ", "incorrect"),
        UNVERIFIED("لم يتحقق منه", "unverified"),
        CORRECTED("مصحح", "corrected"),
        NO_SOURCE("بلا مصدر صحيح", "no authentic source"),
        TYPE("النوع", "type"),
        VERDICT_CORRECT("سليم", "correct"),
        VERDICT_INCORRECT("خاطئ", "incorrect"),
        VERDICT_UNVERIFIED("لم يتحقق منه", "unverified"),
        AYAH_CORRECT("سليمة النقل", "correct"),
        AYAH_INCORRECT("خاطئة النقل", "incorrect"),
        AYAH_UNVERIFIED("لم يتحقق منها", "unverified"),
        QUOTE_CORRECT("سليم النقل", "correct"),
        QUOTE_INCORRECT("خاطئ النقل", "incorrect"),
        REFERENCE("المرجع", "reference"),
        AYAH("آية", "Ayah"),
        MATN("متن", "matn"),
        ISNAD("إسناد", "isnad"),
        CLAIMED_SOURCE("المصدر المنسوب", "claimed source"),
        CITATION("الاستشهاد", "citation"),
        QUOTED("النص المقتبس", "quoted"),
        REASON("السبب", "reason"),
        EXPLANATION("البيان", "why"),
        TECHNICAL("تفاصيل تقنية", "technical details"),
        CORRECTION_SOURCE("مصدر التصحيح", "correction's source"),
        SIMILARITY("نسبة التشابه", "similarity"),
        MATCHED("النص المطابق", "matched"),
        NEAREST_UNRELATED("الأقرب، ولا صلة له", "nearest, unrelated"),
        CORRECTION("التصحيح", "correction"),
        DETECTED("الكشف", "detected"),
        CONFIDENCE("الثقة", "confidence"),
        RELEVANCE("الصلة بالسؤال", "relevance"),
        RELEVANT("ذو صلة بالسؤال", "relevant to the question"),
        NOT_RELEVANT("لا صلة له بالسؤال", "not relevant to the question"),
        NOT_JUDGED("لم يحكم عليها: لم يعط السؤال", "not judged: no question given"),
        REPAIRED("الإجابة بعد التصحيح", "the answer repaired"),
        EDITS("التعديلات", "edits"),
        NOTHING_TO_REPAIR("لا شيء فيها يحتاج إلى تصحيح", "nothing in it needed repair"),
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

    /** A verdict's name on its own (the legend's), as said of a span (مقطع, masculine). */
    public String verdict(SpanVerdict v) {
        return text(switch (v) {
            case CORRECT -> Text.VERDICT_CORRECT;
            case INCORRECT -> Text.VERDICT_INCORRECT;
            case UNVERIFIED -> Text.VERDICT_UNVERIFIED;
        });
    }

    /**
     * A verdict's name as it qualifies a span of {@code type}, after the type's name: the Arabic agrees with the type's
     * gender (آية is feminine), and a quoted text's verdict is said of its quotation (النقل). No verdict uses صحيح: it
     * would read as a hadith grading, and run into the collections' names (صحيح البخاري) beside it.
     */
    public String verdict(SpanVerdict v, SegmentType type) {
        return text(switch (type) {
            case AYAH -> switch (v) {
                case CORRECT -> Text.AYAH_CORRECT;
                case INCORRECT -> Text.AYAH_INCORRECT;
                case UNVERIFIED -> Text.AYAH_UNVERIFIED;
            };
            case MATN, ISNAD -> switch (v) {
                case CORRECT -> Text.QUOTE_CORRECT;
                case INCORRECT -> Text.QUOTE_INCORRECT;
                case UNVERIFIED -> Text.VERDICT_UNVERIFIED;
            };
            case CLAIMED_SOURCE -> switch (v) {
                case CORRECT -> Text.VERDICT_CORRECT;
                case INCORRECT -> Text.VERDICT_INCORRECT;
                case UNVERIFIED -> Text.VERDICT_UNVERIFIED;
            };
        });
    }
}
