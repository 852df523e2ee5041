package org.tahqiq.testing;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A tiny data directory in the official layout, written by the tests themselves: a few real verses (Al-Fatiha,
 * Al-Ikhlas, Al-Falaq 1) and a few hadith records, one matn held by two collections.
 */
public final class MiniData {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    public static final List<String[]> VERSES = List.of(
            new String[] {"1", "الفاتحة", "1", "بِسْمِ اللَّهِ الرَّحْمَـٰنِ الرَّحِيمِ"},
            new String[] {"1", "الفاتحة", "2", "الْحَمْدُ لِلَّهِ رَبِّ الْعَالَمِينَ"},
            new String[] {"1", "الفاتحة", "3", "الرَّحْمَـٰنِ الرَّحِيمِ"},
            new String[] {"1", "الفاتحة", "4", "مَالِكِ يَوْمِ الدِّينِ"},
            new String[] {"1", "الفاتحة", "5", "إِيَّاكَ نَعْبُدُ وَإِيَّاكَ نَسْتَعِينُ"},
            new String[] {"1", "الفاتحة", "6", "اهْدِنَا الصِّرَاطَ الْمُسْتَقِيمَ"},
            new String[] {"1", "الفاتحة", "7", "صِرَاطَ الَّذِينَ أَنْعَمْتَ عَلَيْهِمْ غَيْرِ الْمَغْضُوبِ عَلَيْهِمْ وَلَا الضَّالِّينَ"},
            new String[] {"112", "الإخلاص", "1", "قُلْ هُوَ اللَّهُ أَحَدٌ"},
            new String[] {"112", "الإخلاص", "2", "اللَّهُ الصَّمَدُ"},
            new String[] {"112", "الإخلاص", "3", "لَمْ يَلِدْ وَلَمْ يُولَدْ"},
            new String[] {"112", "الإخلاص", "4", "وَلَمْ يَكُن لَّهُ كُفُوًا أَحَدٌ"},
            new String[] {"113", "الفلق", "1", "قُلْ أَعُوذُ بِرَبِّ الْفَلَقِ"});

    /** hadithID, BookID, title, hadithTxt, Matn (null = JSON null). */
    public static final List<String[]> HADITH = List.of(
            new String[] {"1", "1", "صحيح البخاري - كتاب بدء الوحى",
                "حَدَّثَنَا الْحُمَيْدِيُّ، عَنْ عُمَرَ بْنِ الْخَطَّابِ ـ رضى الله عنه ـ قَالَ سَمِعْتُ رَسُولَ اللَّهِ صلى الله عليه وسلم يَقُولُ إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ، وَإِنَّمَا لِكُلِّ امْرِئٍ مَا نَوَى",
                "إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ، وَإِنَّمَا لِكُلِّ امْرِئٍ مَا نَوَى"},
            new String[] {"2", "2", "صحيح مسلم - كتاب الإمارة",
                "حَدَّثَنَا عَبْدُ اللَّهِ، عَنْ عُمَرَ بْنِ الْخَطَّابِ، قَالَ قَالَ رَسُولُ اللَّهِ صلى الله عليه وسلم إِنَّمَا الأَعْمَالُ بِالنِّيَّةِ وَإِنَّمَا لاِمْرِئٍ مَا نَوَى",
                "None"},
            new String[] {"3", "4", "جامع الترمذي - كتاب البر",
                "حَدَّثَنَا قُتَيْبَةُ، عَنْ أَبِي هُرَيْرَةَ، قَالَ قَالَ رَسُولُ اللَّهِ صلى الله عليه وسلم مَنْ كَانَ يُؤْمِنُ بِاللَّهِ وَالْيَوْمِ الآخِرِ فَلْيَقُلْ خَيْرًا أَوْ لِيَصْمُتْ",
                "مَنْ كَانَ يُؤْمِنُ بِاللَّهِ وَالْيَوْمِ الآخِرِ فَلْيَقُلْ خَيْرًا أَوْ لِيَصْمُتْ"},
            new String[] {"4", "5", "سنن النسائي - كتاب الصيام",
                "أَخْبَرَنَا مُحَمَّدٌ، عَنْ أَنَسِ بْنِ مَالِكٍ، قَالَ قَالَ رَسُولُ اللَّهِ صلى الله عليه وسلم تَسَحَّرُوا فَإِنَّ فِي السَّحُورِ بَرَكَةً",
                null});

    private MiniData() {
    }

    /** Writes Corpora/ under {@code dir} and returns {@code dir}. */
    public static Path write(Path dir) {
        return write(dir, VERSES, HADITH);
    }

    /**
     * Writes Corpora/ with the given rows, in the layout of {@link #VERSES} (surah, name, ayah, text) and
     * {@link #HADITH} (hadithID, BookID, title, hadithTxt, Matn), and returns {@code dir}.
     */
    public static Path write(Path dir, List<String[]> verses, List<String[]> hadith) {
        try {
            Files.createDirectories(dir.resolve("Corpora"));
            Files.createDirectories(dir.resolve("dev_set"));
            ArrayNode q = MAPPER.createArrayNode();
            for (String[] v : verses) {
                ObjectNode o = q.addObject();
                o.put("surah_id", Integer.parseInt(v[0]));
                o.put("surah_name", v[1]);
                o.put("ayah_id", Integer.parseInt(v[2]));
                o.put("ayah_text", v[3]);
            }
            Files.writeString(dir.resolve("Corpora/quranic_verses.json"), MAPPER.writeValueAsString(q));
            ArrayNode h = MAPPER.createArrayNode();
            for (String[] r : hadith) {
                ObjectNode o = h.addObject();
                o.put("hadithID", Integer.parseInt(r[0]));
                o.put("BookID", Integer.parseInt(r[1]));
                o.put("title", r[2]);
                o.put("hadithTxt", r[3]);
                if (r[4] == null) {
                    o.putNull("Matn");
                } else {
                    o.put("Matn", r[4]);
                }
            }
            Files.writeString(dir.resolve("Corpora/six_hadith_books.json"), MAPPER.writeValueAsString(h));
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A dev-schema JSONL line: one answer quoting the given segments, with gold labels. */
    public static String response(String id, String question, String answerPrefix, List<Object[]> annotations) {
        // annotations: {annotationId, kind, List<Object[]{type, text, label}>}
        StringBuilder answer = new StringBuilder(answerPrefix);
        ArrayNode anns = MAPPER.createArrayNode();
        for (Object[] a : annotations) {
            ObjectNode an = anns.addObject();
            an.put("annotation_id", (Integer) a[0]);
            an.put("label", (String) a[1]);
            ArrayNode segs = an.putArray("segments");
            @SuppressWarnings("unchecked")
            List<Object[]> ss = (List<Object[]>) a[2];
            for (Object[] s : ss) {
                answer.append(" «");
                int start = answer.codePointCount(0, answer.length());
                answer.append((String) s[1]);
                int end = answer.codePointCount(0, answer.length());
                answer.append("» ");
                ObjectNode so = segs.addObject();
                so.put("type", (String) s[0]);
                so.put("span_start", start);
                so.put("span_end", end);
                so.put("label", (String) s[2]);
            }
        }
        ObjectNode r = MAPPER.createObjectNode();
        r.put("id", id);
        r.put("question_id", question);
        r.put("question", "سؤال");
        r.put("generated_answer", answer.toString());
        r.set("annotations", anns);
        try {
            return MAPPER.writeValueAsString(r);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
