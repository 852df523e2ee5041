package org.tahqiq.testing;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A tiny Subtask 4 data directory on the {@link MiniData} corpora: six questions, their answers in dev.jsonl (each
 * citation in «» after a lead-in sentence), dev_task_4.tsv and train_task_4.tsv. The first answer starts with a
 * character outside the Basic Multilingual Plane, so offsets are code points as Python counts them.
 */
public final class MiniRelevance {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** question id, question, response id, lead-in, span type, span, label. */
    public static final List<String[]> ROWS = List.of(
            new String[] {"Q1", "ما حكم السحور؟", "R1", "\uD83D\uDE00 في حكم السحور", "matn", "تسحروا فإن في السحور بركة", "1"},
            new String[] {"Q1", "ما حكم السحور؟", "R1", "ومن الأذكار", "Ayah", "الحمد لله رب العالمين", "0"},
            new String[] {"Q2", "ما فضل سورة الإخلاص؟", "R2", "وفي فضل الإخلاص", "Ayah", "قل هو الله أحد", "1"},
            new String[] {"Q2", "ما فضل سورة الإخلاص؟", "R2", "وفي الصيام", "matn", "تسحروا فإن في السحور بركة", "0"},
            new String[] {"Q3", "هل النية شرط للعمل؟", "R3", "والنية شرط", "matn", "إنما الأعمال بالنيات", "1"},
            new String[] {"Q3", "هل النية شرط للعمل؟", "R3", "وقال تعالى", "Ayah", "مالك يوم الدين", "0"},
            new String[] {"Q4", "كيف أحفظ لساني؟", "R4", "في حفظ اللسان", "matn",
                "من كان يؤمن بالله واليوم الآخر فليقل خيرا أو ليصمت", "1"},
            new String[] {"Q4", "كيف أحفظ لساني؟", "R4", "ومن التعوذ", "Ayah", "قل أعوذ برب الفلق", "0"},
            new String[] {"Q5", "ما معنى الصمد؟", "R5", "الصمد في قوله", "Ayah", "الله الصمد", "1"},
            new String[] {"Q6", "ما حكم العبادة بلا نية؟", "R6", "وفي النية", "matn", "إنما الأعمال بالنيات وإنما لكل امرئ ما نوى", "1"},
            new String[] {"Q6", "ما حكم العبادة بلا نية؟", "R6", "وفي العبادة", "Ayah", "إياك نعبد وإياك نستعين", "1"},
            new String[] {"Q6", "ما حكم العبادة بلا نية؟", "R7", "وقال", "Ayah", "لم يلد ولم يولد", "0"});

    /** Train rows: other responses to the same questions, and to a question dev.jsonl does not hold. */
    public static final String TRAIN = "Q1\tT1\t1\tmatn\tتسحروا فإن في السحور بركة\t1\n"
            + "Q2\tT2\t1\tAyah\tقل هو الله أحد\t1\n"
            + "Q3\tT3\t1\tmatn\tإنما الأعمال بالنيات\t1\n"
            + "Q4\tT4\t1\tAyah\tالحمد لله رب العالمين\t0\n"
            + "Q9\tT9\t1\tAyah\tقل هو الله أحد\t1\n";

    public static final String HEADER = "question_id\tResponse_ID\tAnnotation_ID\tspan_type\tspan_text\trelevance_label\n";

    private MiniRelevance() {
    }

    /** Writes the corpora, dev_set/dev.jsonl, dev_set/dev_task_4.tsv and train_set/train_task_4.tsv; returns dir. */
    public static Path write(Path dir) {
        MiniData.write(dir);
        write(dir.resolve("dev_set/dev.jsonl"), jsonl());
        write(dir.resolve("dev_set/dev_task_4.tsv"), tsv(true));
        write(dir.resolve("train_set/train_task_4.tsv"), HEADER + TRAIN);
        return dir;
    }

    /** The rows as a Subtask 4 TSV, with labels or with the label column empty (the test phase). */
    public static String tsv(boolean labels) {
        StringBuilder sb = new StringBuilder(HEADER);
        int[] annotation = new int[ROWS.size()];
        for (int i = 0; i < ROWS.size(); i++) {
            String[] r = ROWS.get(i);
            annotation[i] = 1 + (int) ROWS.subList(0, i).stream().filter(o -> o[2].equals(r[2])).count();
            sb.append(String.join("\t", r[0], r[2], Integer.toString(annotation[i]), r[4], r[5], labels ? r[6] : ""))
                    .append('\n');
        }
        return sb.toString();
    }

    /** One response per distinct response id: the lead-ins and quotes in order, offsets in code points. */
    public static String jsonl() {
        StringBuilder out = new StringBuilder();
        List<String> ids = ROWS.stream().map(r -> r[2]).distinct().toList();
        for (String id : ids) {
            List<String[]> mine = ROWS.stream().filter(r -> r[2].equals(id)).toList();
            StringBuilder answer = new StringBuilder();
            ArrayNode anns = MAPPER.createArrayNode();
            for (int a = 0; a < mine.size(); a++) {
                String[] r = mine.get(a);
                answer.append(r[3]);
                int start = answer.codePointCount(0, answer.length());
                answer.append(r[5]);
                int end = answer.codePointCount(0, answer.length());
                answer.append(". ");
                ObjectNode an = anns.addObject();
                an.put("annotation_id", a + 1);
                an.put("label", r[4].equals("Ayah") ? "Ayah" : "Hadith");
                ObjectNode seg = an.putArray("segments").addObject();
                seg.put("type", r[4]);
                seg.put("span_start", start);
                seg.put("span_end", end);
                seg.put("label", "correct");
            }
            ObjectNode o = MAPPER.createObjectNode();
            o.put("id", id);
            o.put("question_id", mine.get(0)[0]);
            o.put("question", mine.get(0)[1]);
            o.put("generated_answer", answer.toString());
            o.set("annotations", anns);
            try {
                out.append(MAPPER.writeValueAsString(o)).append('\n');
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out.toString();
    }

    public static Path write(Path file, String text) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, text, StandardCharsets.UTF_8);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
