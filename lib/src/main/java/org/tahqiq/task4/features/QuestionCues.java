package org.tahqiq.task4.features;

import org.tahqiq.task1.analysis.Cue;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.tahqiq.text.ArabicNormalizer;

/**
 * What kind of answer a question asks for, from its wording: a ruling (حكم, يجوز), a virtue (فضل, ثواب), a story
 * (قصة, من هو), a definition (ما معنى, تعريف), a supplication (دعاء, أذكار), a reason (لماذا), a manner (كيف), a
 * number or time (كم, متى). A verse cited for a ruling question tends to be its evidence; for a "how many" question
 * it is more often decoration. Words are matched on SEARCH-normalized text, with the clitics و ف ب ل and the article
 * allowed in front.
 */
public final class QuestionCues {

    public enum Cue {
        RULING("حكم", "احكام", "يجوز", "تجوز", "جاءز", "حلال", "حرام", "محرم", "يحرم", "يحل", "واجب", "يجب", "فرض", "مكروه",
                "يصح", "تصح", "يبطل", "تبطل", "باطل", "كفاره", "فتوي", "شرعا", "الشرع", "اثم", "حرج"),
        VIRTUE("فضل", "فضاءل", "فضيله", "ثواب", "اجر", "بركه", "منزله", "مكانه", "افضل", "اعظم"),
        STORY("قصه", "قصص", "سيره", "حدث", "غزوه", "حياه", "ولد", "مات", "توفي"),
        DEFINITION("معني", "تعريف", "المقصود", "المراد", "تفسير", "مفهوم"),
        SUPPLICATION("دعاء", "ادعيه", "ذكر", "اذكار", "استغفار", "تسبيح"),
        REASON("لماذا", "الحكمه", "سبب", "لم"),
        MANNER("كيف", "كيفيه", "طريقه"),
        QUANTITY("كم", "متي", "عدد", "وقت", "مقدار", "نصاب");

        private final Pattern pattern;

        Cue(String... words) {
            this.pattern = Pattern.compile("(^| )(و|ف|ب|ل|ال|وال|بال|فال|لل)?(" + String.join("|", List.of(words)) + ")( |$)");
        }

        boolean in(String normalized) {
            return pattern.matcher(normalized).find();
        }
    }

    private QuestionCues() {
    }

    /** Each cue: 1 if the question shows it, else 0. */
    public static Map<Cue, Double> of(String question) {
        String n = ArabicNormalizer.normalize(question == null ? "" : question, ArabicNormalizer.Level.SEARCH);
        Map<Cue, Double> out = new LinkedHashMap<>();
        for (Cue c : Cue.values()) {
            out.put(c, c.in(n) ? 1.0 : 0.0);
        }
        return out;
    }
}
