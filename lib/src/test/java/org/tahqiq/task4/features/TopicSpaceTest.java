package org.tahqiq.task4.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.testing.MiniData;

/** The hadith-chapter topic space. */
class TopicSpaceTest {

    @TempDir
    Path dir;

    @Test
    void textsAboutOneMatterPointTheSameWayWithoutSharingAWord() {
        List<String[]> records = new ArrayList<>();
        // السحور and رمضان each occur in three fasting records (a stem needs three to carry a topic), never together
        // in the question and the text compared below.
        String[] fasting = {"تسحروا فإن في السحور بركة في رمضان", "من صام رمضان إيمانا غفر له",
            "السحور بركة والصائم يفطر في رمضان", "السحور أكلة بركة", "الصوم جنة"};
        String[] prayer = {"صلوا كما رأيتموني أصلي", "الصلاة على وقتها أحب الأعمال", "إذا قام أحدكم إلى الصلاة فليكبر",
            "لا صلاة لمن لم يقرأ بفاتحة الكتاب", "صلاة الجماعة تفضل صلاة الفذ"};
        int id = 1;
        for (String t : fasting) {
            records.add(new String[] {Integer.toString(id++), "5", "سنن النسائي - كتاب الصيام", t, t});
        }
        for (String t : prayer) {
            records.add(new String[] {Integer.toString(id++), "3", "سنن أبي داود - كتاب الصلاة", t, t});
        }
        Path data = MiniData.write(dir, MiniData.VERSES, records);
        HadithCorpus hadith = HadithCorpus.load(data.resolve("Corpora/six_hadith_books.json"));
        QuranCorpus quran = QuranCorpus.load(data.resolve("Corpora/quranic_verses.json"));
        TopicSpace t = CorpusTerms.of(quran, hadith).topics();
        assertEquals(2, t.size(), "chapters are merged across collections by name");
        double[] question = t.vector(ArabicTerms.stems("هل يجوز ترك السحور"));
        assertEquals("الصيام", t.top(question, 1).get(0));
        double[] fastingText = t.vector(ArabicTerms.stems("شهر رمضان"));
        double[] prayerText = t.vector(ArabicTerms.stems("الصلاة على وقتها"));
        assertTrue(TopicSpace.cosine(question, fastingText) > TopicSpace.cosine(question, prayerText),
                "السحور and رمضان share no stem but one chapter");
        assertEquals(0.0, TopicSpace.cosine(question, t.vector(List.of("غيرموجود"))), "an unknown stem has no topic");
        assertEquals(t.chapterOf(0), t.chapterOf(1));
    }
}
