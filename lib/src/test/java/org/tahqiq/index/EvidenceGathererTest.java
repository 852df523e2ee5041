package org.tahqiq.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.testing.MiniData;

class EvidenceGathererTest {

    @TempDir
    Path dir;

    private static Annotation annotation(int id, SegmentType type, String text) {
        Segment s = new Segment(new SegmentKey("R" + id, id, type), -1, -1, text, null);
        return new Annotation("R" + id, id, type == SegmentType.AYAH ? "Ayah" : "Hadith", List.of(s), List.of(), "Q" + id);
    }

    @Test
    void anyNumberOfThreadsGivesTheSameEvidenceInInputOrder() {
        List<String> ayat = List.of("اهدنا الصراط المستقيم", "قل هو الله احد", "مالك يوم الدين الحق", "الحمد لله رب العالمين",
                "قل اعوذ برب الفلق", "لم يلد ولم يولد ولم يكن");
        List<String> matns = List.of("إنما الأعمال بالنيات", "تسحروا فإن في السحور بركة", "من كان يؤمن بالله واليوم الآخر فليقل خيرا");
        List<Annotation> in = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            in.add(i % 3 == 2 ? annotation(i, SegmentType.MATN, matns.get(i % matns.size()))
                    : annotation(i, SegmentType.AYAH, ayat.get(i % ayat.size())));
        }
        try (Retrieval r = Retrieval.open(new DataLocation(MiniData.write(dir)), RetrievalConfig.DEFAULT, null)) {
            List<AnnotationEvidence> one = new EvidenceGatherer(r, 1).gather(in);
            for (int threads : new int[] {2, 3, 8}) {
                assertEquals(one, new EvidenceGatherer(r, threads).gather(in), threads + " threads");
            }
            for (int i = 0; i < in.size(); i++) {
                assertEquals(in.get(i), one.get(i).annotation(), "slot " + i + " holds annotation " + i);
            }
            assertEquals(List.of(), new EvidenceGatherer(r, 2).gather(List.of()));
        }
        assertThrows(IllegalArgumentException.class, () -> new EvidenceGatherer(null, 0));
    }
}
