package org.tahqiq.task3.correct;

import org.tahqiq.task3.Task3Input;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.Retrieval;
import org.tahqiq.index.RetrievalConfig;
import org.tahqiq.index.AnnotationEvidence;
import org.tahqiq.task2.rules.Verifier;
import org.tahqiq.testing.MiniData;

/** Where matn proposals come from besides corpus records: known corrections and verses. */
class CorrectorSourcesTest {

    static final String VERSE = "يا ايها الذين امنوا لا ترفعوا اصواتكم فوق صوت النبي ولا تجهروا له بالقول";
    static final String RECORD_MATN = "انما الاعمال بالنيات وانما لكل امرئ ما نوى فمن كانت هجرته الى دنيا يصيبها او الى امراة ينكحها";
    static final String KNOWN = "إِنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ ، وَإِنَّمَا لِكُلِّ امْرِئٍ مَا نَوَى";

    @TempDir
    Path dir;
    DataLocation data;
    List<AnnotationEvidence> evidence;
    Retrieval retrieval;

    @BeforeEach
    void setUp() throws IOException {
        MiniData.write(dir,
                List.of(new String[] {"1", "الفاتحة", "1", "الحمد لله رب العالمين"}, new String[] {"49", "الحجرات", "2", VERSE}),
                List.of(new String[] {"1", "1", "صحيح البخاري - كتاب بدء الوحي", "حدثنا الحميدي عن عمر قال " + RECORD_MATN, RECORD_MATN},
                        new String[] {"2", "1", "صحيح البخاري - كتاب العلم", "حدثنا ابو الوليد عن انس قال من كذب علي متعمدا فليتبوا مقعده من النار",
                                "من كذب علي متعمدا فليتبوا مقعده من النار"}));
        data = new DataLocation(dir);
        Path input = dir.resolve("input.tsv");
        Files.writeString(input, "Response_ID\tAnnotation_ID\tSegment_Type\tSpan\n"
                + "R1\t1\tmatn\tانما الاعمال بالنية ولكل امرئ ما نوى\n"
                + "R1\t2\tmatn\tلا ترفعوا اصواتكم في المساجد فوق صوت النبي\n", StandardCharsets.UTF_8);
        retrieval = Retrieval.open(data, RetrievalConfig.DEFAULT, dir.resolve("cache"));
        evidence = new Verifier(retrieval).gather(Task3Input.read(input, null).annotations());
    }

    @AfterEach
    void tearDown() {
        retrieval.close();
    }

    private Corrector corrector(CorrectionMemory memory, boolean verses) {
        return new Corrector(retrieval.quran(), retrieval.hadithMatcher(), memory, verses);
    }

    @Test
    void aKnownCorrectionIsProposedVerbatimWhenItFitsTheSpanBetterThanTheRecord() {
        CorrectionMemory memory = CorrectionMemory.of(List.of(new Task3Row("T1", 1, SegmentType.MATN, List.of(KNOWN), 2)), "train");
        Proposal withMemory = corrector(memory, true).propose(evidence.get(0));
        assertEquals(KNOWN, withMemory.text());
        assertEquals("train correction #1 (1 row)", withMemory.reference());

        Proposal without = corrector(CorrectionMemory.EMPTY, true).propose(evidence.get(0));
        assertEquals(RECORD_MATN, without.text(), "without a memory the record's matn is all there is");
        assertTrue(without.reference().startsWith("صحيح البخاري"), without.reference());
    }

    @Test
    void aMatnThatIsReallyAGarbledVerseIsCorrectedToTheVerseOnlyWhenVersesTakePart() {
        Proposal withVerses = corrector(CorrectionMemory.EMPTY, true).propose(evidence.get(1));
        assertEquals(VERSE, withVerses.text());
        assertEquals("Quran 49:2", withVerses.reference());

        Proposal without = corrector(CorrectionMemory.EMPTY, false).propose(evidence.get(1));
        assertNotEquals(VERSE, without.text());
    }
}
