package org.tahqiq.compare;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import org.tahqiq.index.HadithMatcher;

/**
 * Closed word lists of Arabic grammar (not read off any answer): particles and pronouns, the narration's frame words,
 * negations and numbers. Words are compared in {@link HadithMatcher#normalize} form; a leading و or ف (a conjunction
 * written onto the word) is set aside first, so "ولا" is the negation "لا" and "وشد" the content word "شد".
 */
public final class WordClasses {

    private static final Set<String> FUNCTION = words("""
            و ف ثم او ام بل لكن لكنه لكنها حتي اذا اذ اذن ان انه انها انما انكم انهم انا انت انتم انتن نحن هو هي هم هن هما
            كان كانت كانوا يكون تكون يكن كنت كنتم كنا من في علي الي عن مع عند لدي لدن بين قبل بعد منذ مذ ب ل ك
            به بها بهم بك بكم بي له لها لهم لك لكم لي لنا منه منها منهم منك منكم مني منا فيه فيها فيهم فيك فيكم في
            عليه عليها عليهم عليك عليكم علي علينا اليه اليها اليهم اليك اليكم الي الينا عنه عنها عنهم عنك عنكم عني عنا
            ما ماذا من ذا هذا هذه هذان هاتان هولا ذلك ذلكم تلك اولايك الذي التي الذين اللاتي اللذان اللتان الا الا ايضا
            قد لقد سوف س كل كلها كله بعض اي ايها يا اما ام ها هل لو لولا لما كي كيما لكي لان لعل ليت كما كذلك مثل نعم بلي
            اذا انما مما عما فيما بما لما كلما حيث حين اين متي كيف كم اولا الا انه
            """);
    private static final Set<String> FRAME = words("""
            قال قالت قالوا قلت قلنا يقول تقول يقولون فقال فقالت سمعت سمعنا سمع رسول الرسول النبي نبي الله صلي وسلم
            حدثنا حدثني حدثه اخبرنا اخبرني انبانا روي رواه يرويه عن رضي عنه عنها عنهما تعالي عز وجل سبحانه
            """);
    private static final Set<String> NEGATION = words("لا لم لن ليس ليست ليسوا لست لستم لسنا");
    private static final Set<String> NUMBER = words("""
            واحد واحده اثنان اثنين اثنتان اثنتين ثلاث ثلاثه اربع اربعه خمس خمسه ست سته سبع سبعه ثمان ثماني ثمانيه
            تسع تسعه عشر عشره عشرون عشرين ثلاثون ثلاثين اربعون اربعين خمسون خمسين ستون ستين سبعون سبعين ثمانون ثمانين
            تسعون تسعين ماه مايه ميه ماتين الف الفا الاف الفين مرتين مرات مره ثلثي ثلث ربع خمس نصف سبعا عشرا
            """);

    private WordClasses() {
    }

    private static Set<String> words(String list) {
        return Arrays.stream(HadithMatcher.normalize(list).split(" ")).filter(w -> !w.isEmpty()).collect(Collectors.toUnmodifiableSet());
    }

    /**
     * The word without a leading conjunction و/ف: always for a word of four letters or more, for a shorter one only
     * when what remains is a listed word ("ومن" is "من", "وجد" stays a verb).
     */
    static String bare(String word) {
        if (word.length() >= 3 && (word.charAt(0) == '\u0648' || word.charAt(0) == '\u0641')) {
            String rest = word.substring(1);
            if (word.length() > 3 || FUNCTION.contains(rest) || FRAME.contains(rest) || NEGATION.contains(rest)) {
                return rest;
            }
        }
        return word;
    }

    public static WordClass of(String word) {
        String w = bare(word);
        if (FRAME.contains(w) || FRAME.contains(word)) {
            return WordClass.FRAME;
        }
        if (FUNCTION.contains(w) || FUNCTION.contains(word) || w.length() <= 1) {
            return WordClass.FUNCTION;
        }
        return WordClass.CONTENT;
    }

    public static boolean negation(String word) {
        return NEGATION.contains(bare(word)) || NEGATION.contains(word);
    }

    /** A number word or a written number (digits). */
    public static boolean number(String word) {
        String w = bare(word);
        if (!w.isEmpty() && w.chars().allMatch(Character::isDigit)) {
            return true;
        }
        if (NUMBER.contains(w) || NUMBER.contains(stem(w))) {
            return true;
        }
        // a preposition letter written onto it: "بخمس", "لسبع"
        char c = w.isEmpty() ? 0 : w.charAt(0);
        return w.length() > 3 && (c == '\u0628' || c == '\u0644' || c == '\u0643') && NUMBER.contains(w.substring(1));
    }

    /**
     * Two letters in ten may differ between two spellings or forms of one word ("حلت" / "حليت", "ربك" / "ربكم"): the
     * character similarity from which {@link #variants} calls two words one. A prior, not tuned.
     */
    static final double VARIANT_SIMILARITY = 80;

    /**
     * Two different spellings or forms of one word: equal once a leading conjunction, a preposition letter (ب ل ك) and
     * the article are set aside ("المسلم" / "مسلم", "وشد" / "شد"), or of three letters or more and at least
     * {@link #VARIANT_SIMILARITY} similar. Such a change is a variant, not a substitution.
     */
    public static boolean variants(String a, String b) {
        if (a.equals(b) || sameStem(a, b) || conjoined(a, b) || conjoined(b, a)) {
            return true;
        }
        return a.length() >= 3 && b.length() >= 3 && Math.abs(a.length() - b.length()) <= 2
                && org.tahqiq.text.Fuzzy.ratio(a, b) >= VARIANT_SIMILARITY;
    }

    /** {@code a} is {@code b} with a conjunction written onto it ("وشد" / "شد"). */
    private static boolean conjoined(String a, String b) {
        return b.length() >= 2 && a.length() == b.length() + 1 && (a.charAt(0) == '\u0648' || a.charAt(0) == '\u0641')
                && a.endsWith(b);
    }

    /** Equal once the leading clitics are set aside, and not reduced to a single letter. */
    static boolean sameStem(String a, String b) {
        String s = stem(a);
        return s.length() >= 2 && s.equals(stem(b));
    }

    /** The word without its leading clitics: و/ف, then ب/ل/ك, then the article (ال, or ل left of لل). */
    static String stem(String word) {
        String w = bare(word);
        if (w.length() > 3 && (w.charAt(0) == '\u0628' || w.charAt(0) == '\u0643') && w.charAt(1) == '\u0627' && w.charAt(2) == '\u0644') {
            w = w.substring(1); // بال / كال
        } else if (w.length() > 3 && w.startsWith("\u0644\u0644")) {
            w = w.substring(2); // لل = ل + ال
        }
        if (w.length() > 3 && w.startsWith("\u0627\u0644")) {
            w = w.substring(2);
        }
        return w;
    }
}
