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

    @Test
    void anErrorInAHelperThreadReachesTheCaller() {
        List<Annotation> in = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            in.add(annotation(i, SegmentType.AYAH, "قل هو الله احد"));
        }
        // Running out of heap on a retrieval thread must end the run with the caller's one-line report, not a
        // stack trace from the thread's default handler and a list with holes.
        RetrievalProgress failsOffTheCallersThread = (done, total) -> {
            if (Thread.currentThread().getName().startsWith("tahqiq-retrieval")) {
                throw new OutOfMemoryError("simulated");
            }
            try {
                Thread.sleep(5); // the caller's thread slows down, so the helper surely takes some of the work
            } catch (InterruptedException ex) {
                Thread.currentThread().interrupt();
            }
        };
        try (Retrieval r = Retrieval.open(new DataLocation(MiniData.write(dir)), RetrievalConfig.DEFAULT, null)) {
            OutOfMemoryError e = assertThrows(OutOfMemoryError.class,
                    () -> new EvidenceGatherer(r, 2).gather(in, java.util.Map.of(), failsOffTheCallersThread));
            assertEquals("simulated", e.getMessage());
        }
    }
}
