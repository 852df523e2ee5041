package org.tahqiq.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.testing.MiniData;

/**
 * A tiny data directory in the official layout: five verses, three hadith records and a dev.jsonl of five
 * responses over four questions (an exact Ayah, a garbled Ayah, an exact matn with isnad and source, a made-up
 * matn, a response citing nothing), with gold labels that follow the gating rule.
 */
final class SyntheticData {

    static final ObjectMapper JSON = new ObjectMapper();

    static final String AYAH_OK = "الحمد لله رب العالمين";
    static final String AYAH_BAD = "الحمد للناس رب الاولين";
    static final String MATN_OK = "انما الاعمال بالنيات وانما لكل امرئ ما نوى";
    static final String MATN_BAD = "النظافة نصف العلم والصبر كنز المؤمن الصادق";

    private SyntheticData() {
    }

    static DataLocation write(Path dir) throws IOException {
        MiniData.write(dir, List.of(
                        new String[] {"1", "الفاتحة", "1", "بسم الله الرحمن الرحيم"},
                        new String[] {"1", "الفاتحة", "2", AYAH_OK},
                        new String[] {"1", "الفاتحة", "3", "الرحمن الرحيم"},
                        new String[] {"1", "الفاتحة", "4", "مالك يوم الدين"},
                        new String[] {"2", "البقرة", "1", "ذلك الكتاب لا ريب فيه هدى للمتقين"}),
                List.of(record(1, 1, "صحيح البخاري - كتاب بدء الوحي", "حدثنا الحميدي عن مالك عن نافع عن ابن عمر قال رسول الله ", MATN_OK),
                        record(2, 2, "صحيح مسلم - كتاب الامارة", "حدثنا يحيى عن عمر بن الخطاب قال رسول الله ", MATN_OK),
                        record(3, 1, "صحيح البخاري - كتاب العلم", "حدثنا ابو الوليد عن شعبة عن انس قال ",
                                "من كذب علي متعمدا فليتبوا مقعده من النار")));

        List<String> lines = new ArrayList<>();
        lines.add(response("R1", "Q1", List.of(
                ayah(1, "قال تعالى في سورة الفاتحة: \"", AYAH_OK, "correct", "سورة الفاتحة", "correct"))));
        lines.add(response("R2", "Q2", List.of(
                ayah(1, "قال تعالى في سورة البقرة: \"", AYAH_BAD, "incorrect", "سورة البقرة", "N/A"))));
        lines.add(response("R3", "Q3", List.of(
                hadith(1, "عن ابن عمر", "correct", MATN_OK, "correct", "صحيح البخاري", "correct"))));
        lines.add(response("R4", "Q4", List.of(
                hadith(1, "عن ابي هريرة", "N/A", MATN_BAD, "incorrect", "صحيح مسلم", "N/A"))));
        lines.add(response("R5", "Q1", List.of()));
        Files.write(dir.resolve("dev_set/dev.jsonl"), lines);
        return new DataLocation(dir);
    }

    /** A row in {@link MiniData#HADITH}'s layout: the narration is isnad + matn. */
    private static String[] record(int id, int book, String title, String isnad, String matn) {
        return new String[] {String.valueOf(id), String.valueOf(book), title, isnad + matn, matn};
    }

    /** Pieces of an answer: text before each segment, the segment, its type and label. */
    record Part(String before, String type, String text, String label) {
    }

    /** @param correction gold's Subtask 3 correction, or null for none */
    record Ann(int id, String kind, List<Part> parts, String correction) {

        Ann(int id, String kind, List<Part> parts) {
            this(id, kind, parts, null);
        }

        Ann withCorrection(String text) {
            return new Ann(id, kind, parts, text);
        }
    }

    /** The data directory with other responses (built with {@link #response}) in place of the default ones. */
    static DataLocation write(Path dir, List<String> responses) throws IOException {
        write(dir);
        Files.write(dir.resolve("dev_set/dev.jsonl"), responses);
        return new DataLocation(dir);
    }

    /** A Hadith annotation with its matn only. */
    static Ann matnOnly(int id, String matn, String label) {
        return new Ann(id, "Hadith", List.of(new Part(" قال النبي: \"", "matn", matn, label)));
    }

    static Ann ayah(int id, String intro, String quote, String label, String source, String sourceLabel) {
        return new Ann(id, "Ayah", List.of(new Part(intro, "Ayah", quote, label),
                new Part("\" (", "claimed_source", source, sourceLabel)));
    }

    static Ann hadith(int id, String isnad, String isnadLabel, String matn, String matnLabel,
                              String source, String sourceLabel) {
        return new Ann(id, "Hadith", List.of(new Part("روي ", "isnad", isnad, isnadLabel),
                new Part(" أن النبي قال: \"", "matn", matn, matnLabel),
                new Part("\" رواه ", "claimed_source", source, sourceLabel)));
    }

    static String response(String id, String question, List<Ann> anns) throws IOException {
        StringBuilder answer = new StringBuilder("الجواب: ");
        ObjectNode r = JSON.createObjectNode();
        r.put("id", id);
        r.put("question_id", question);
        r.put("question", "سؤال " + question);
        ArrayNode annotations = JSON.createArrayNode();
        for (Ann a : anns) {
            ObjectNode an = annotations.addObject();
            an.put("annotation_id", a.id());
            an.put("label", a.kind());
            if (a.correction() != null) {
                an.put("correction", a.correction());
            }
            ArrayNode segs = an.putArray("segments");
            for (Part p : a.parts()) {
                answer.append(p.before());
                int start = answer.codePointCount(0, answer.length());
                answer.append(p.text());
                int end = answer.codePointCount(0, answer.length());
                ObjectNode s = segs.addObject();
                s.put("type", p.type());
                s.put("span_start", start);
                s.put("span_end", end);
                s.put("label", p.label());
            }
            answer.append(".\n");
        }
        if (anns.isEmpty()) {
            ObjectNode an = annotations.addObject();
            an.put("annotation_id", 1);
            an.put("label", "no_annotation");
            an.putArray("segments");
            answer.append("لا يوجد استشهاد.");
        }
        r.put("generated_answer", answer.toString());
        r.set("annotations", annotations);
        return JSON.writeValueAsString(r);
    }
}
