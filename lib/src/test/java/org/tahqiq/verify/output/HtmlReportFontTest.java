package org.tahqiq.verify.output;

import org.tahqiq.verify.ReportLanguage;
import org.tahqiq.verify.Samples;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Font;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.zip.Inflater;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.corpus.Verse;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.testing.DevData;

/**
 * The font the report embeds covers every character the report can show: its own words in both languages, the Qur'an
 * corpus's text (pause marks and all), the hadith corpus's, ornate parentheses and ﷺ. Its cmap is read by the JDK
 * from the very bytes the report embeds.
 */
class HtmlReportFontTest {

    @TempDir
    Path tmp;

    private static byte[] woff;
    private static Font font;

    @BeforeAll
    static void open() throws Exception {
        try (InputStream in = HtmlReport.class.getResourceAsStream(HtmlReport.FONT)) {
            woff = in.readAllBytes();
        }
        font = Font.createFont(Font.TRUETYPE_FONT, new ByteArrayInputStream(sfnt(woff)));
    }

    /** The characters of {@code text} the font has no glyph for (format and control characters need none), as U+XXXX. */
    private static Set<String> missing(String text) {
        return text.codePoints()
                .filter(c -> Character.getType(c) != Character.FORMAT && Character.getType(c) != Character.CONTROL)
                .filter(c -> !font.canDisplay(c))
                .mapToObj(c -> String.format("U+%04X", c)).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void theFontIsASmallAmiriSubsetUnderTheOpenFontLicence() throws Exception {
        assertEquals("Amiri", font.getFamily(), "the font's own name is kept, with its copyright");
        assertTrue(woff.length < 160_000, "the embedded font: " + woff.length + " bytes");
        try (InputStream in = HtmlReport.class.getResourceAsStream(HtmlReport.FONT_LICENCE)) {
            String licence = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(licence.contains("SIL OPEN FONT LICENSE Version 1.1") && licence.contains("The Amiri Project Authors"));
        }
        assertFalse(font.canDisplay(0x4E00), "a character outside the subset is refused: the cmap is read, not assumed");
    }

    @Test
    void theReportEmbedsTheFontWithItsLicenceAndAllowsNothingElse() throws Exception {
        String html = HtmlReportTest.render(tmp, Samples.answer());
        Matcher face = Pattern.compile("@font-face\\{font-family:'" + HtmlReport.FONT_FAMILY
                + "';src:url\\(data:font/woff;base64,([A-Za-z0-9+/=]+)\\) format\\('woff'\\)\\}").matcher(html);
        assertTrue(face.find(), "an @font-face with the font inline");
        assertTrue(Arrays.equals(woff, Base64.getDecoder().decode(face.group(1))), "the font of the jar, whole");
        assertTrue(html.contains("SIL OPEN FONT LICENSE Version 1.1"), "its licence goes with it");
        assertTrue(html.contains("font-src data:;"), "the content policy lets the inline font in, and nothing else");
        assertTrue(html.contains("body{font-family:'" + HtmlReport.FONT_FAMILY + "',"), "the page's first font");
    }

    @Test
    void theFontCoversTheReportsOwnWordsAndTheMarksItQuotes() throws Exception {
        StringBuilder own = new StringBuilder();
        for (ReportLanguage lang : ReportLanguage.values()) {
            for (ReportLanguage.Text t : ReportLanguage.Text.values()) {
                own.append(lang.text(t));
            }
            // the page as shown: its text and tooltips, without the style sheet and the script
            String html = HtmlReportTest.render(tmp, lang, Samples.answer(), Samples.madeUp(), Samples.relevant(true));
            own.append(html.replaceAll("(?s)<style>.*?</style>|<script>.*?</script>", ""));
        }
        assertEquals(Set.of(), missing(own.toString()));
        StringBuilder marks = new StringBuilder("\uFD3E\uFD3F\uFDFA\u00AB\u00BB");
        for (int c = 0x06D6; c <= 0x06DC; c++) {
            marks.appendCodePoint(c); // the Qur'an's pause marks
        }
        assertEquals(Set.of(), missing(marks.toString()));
    }

    @Test
    void theFontCoversEveryCharacterOfTheCorpora() {
        DataLocation data = DevData.corporaOrSkip("the report font's coverage of the corpora");
        StringBuilder quran = new StringBuilder();
        for (Verse v : QuranCorpus.load(data.quran()).verses()) {
            quran.append(v.text()).append(v.surahName());
        }
        assertTrue(quran.codePoints().anyMatch(c -> c == 0x06D6), "the corpus has pause marks");
        assertEquals(Set.of(), missing(quran.toString()), "the Qur'an corpus");
        StringBuilder hadith = new StringBuilder();
        for (Hadith h : HadithCorpus.load(data.hadith()).records()) {
            hadith.append(h.fullText()).append(h.matn()).append(h.title());
        }
        // U+FFFC, the object replacement character, stands in the corpus where a source had an image: no text to show
        assertEquals(Set.of(), missing(hadith.toString().replace("\uFFFC", "")), "the hadith corpus");
    }

    /**
     * The font as the TrueType file the WOFF wraps (WOFF 1.0: each table zlib-compressed unless that saved nothing), for
     * {@link Font#createFont}.
     */
    static byte[] sfnt(byte[] woff) throws Exception {
        ByteBuffer in = ByteBuffer.wrap(woff);
        assertEquals(0x774F4646, in.getInt(0), "a WOFF 1.0 file");
        int flavor = in.getInt(4);
        int tables = in.getShort(12) & 0xFFFF;
        List<byte[]> data = new ArrayList<>();
        int[] tags = new int[tables];
        int[] sums = new int[tables];
        for (int i = 0; i < tables; i++) {
            int at = 44 + 20 * i;
            tags[i] = in.getInt(at);
            int offset = in.getInt(at + 4);
            int compressed = in.getInt(at + 8);
            int length = in.getInt(at + 12);
            sums[i] = in.getInt(at + 16);
            byte[] t = new byte[length];
            if (compressed < length) {
                Inflater z = new Inflater();
                z.setInput(woff, offset, compressed);
                assertEquals(length, z.inflate(t), "table " + i);
                z.end();
            } else {
                System.arraycopy(woff, offset, t, 0, length);
            }
            data.add(t);
        }
        int pow = Integer.highestOneBit(tables);
        ByteBuffer head = ByteBuffer.allocate(12 + 16 * tables);
        head.putInt(flavor).putShort((short) tables).putShort((short) (pow * 16))
                .putShort((short) Integer.numberOfTrailingZeros(pow)).putShort((short) (tables * 16 - pow * 16));
        int offset = head.capacity();
        for (int i = 0; i < tables; i++) {
            head.putInt(tags[i]).putInt(sums[i]).putInt(offset).putInt(data.get(i).length);
            offset += (data.get(i).length + 3) & ~3;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(offset);
        out.write(head.array());
        for (byte[] t : data) {
            out.write(t);
            out.write(new byte[((t.length + 3) & ~3) - t.length]);
        }
        return out.toByteArray();
    }
}
