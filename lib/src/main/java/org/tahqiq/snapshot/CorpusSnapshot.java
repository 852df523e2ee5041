package org.tahqiq.snapshot;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.IntBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.tahqiq.corpus.Hadith;
import org.tahqiq.corpus.HadithCollection;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.HadithNumbering;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.corpus.QuranText;
import org.tahqiq.corpus.Verse;

/**
 * The prepared corpora on disk: {@code quran.bin} (the verses and their normalized, vowel-marked concatenation, read
 * whole: 2 MB) and {@code hadith.bin} (a fixed-width table of the records' fields pointing into one UTF-16 text
 * region holding titles, narrations, matns and the normalized narrations). The hadith file is memory-mapped and a
 * record is decoded only when first used, so a warm start parses no JSON and normalizes nothing. A corpus of two or
 * more editions adds {@code editions.tsv}: each edition's name and number of records, in corpus order (a corpus of
 * one edition has none, and its entry is what it was before editions existed).
 */
public final class CorpusSnapshot {

    static final String QURAN = "quran.bin";
    static final String HADITH = "hadith.bin";
    static final String EDITIONS = "editions.tsv";
    private static final int QURAN_MAGIC = 0x54515131; // "TQQ1"
    private static final int HADITH_MAGIC = 0x54514831; // "TQH1"
    /** The flags field's bits: the record has a matn; its number is the collection's standard one. */
    private static final int HAS_MATN = 1;
    private static final int STANDARD = 2;
    /** Ints per record: id, collection, flags, then (offset, length) of title, full text, matn, narration. */
    private static final int FIELDS = 11;
    private static final int HEADER_BYTES = 16;

    /** The corpora as a run uses them; {@code narrations} are the records' normalized full texts, in corpus order. */
    public record Corpora(QuranCorpus quran, HadithCorpus hadith, List<String> narrations) {
    }

    private CorpusSnapshot() {
    }

    public static void write(Path dir, Corpora c) throws IOException {
        writeQuran(dir.resolve(QURAN), c.quran());
        writeHadith(dir.resolve(HADITH), c.hadith(), c.narrations());
        writeEditions(dir.resolve(EDITIONS), c.hadith());
    }

    public static Corpora read(Path dir) throws IOException {
        QuranCorpus quran = readQuran(dir.resolve(QURAN));
        MappedHadith h = new MappedHadith(dir.resolve(HADITH), readEditions(dir.resolve(EDITIONS)));
        return new Corpora(quran, HadithCorpus.lazy(h.count, h::record, h::id, h::collection, h::numbering),
                new HadithCorpus.Lazy<>(h.count, h::narration));
    }

    // ---------------------------------------------------------------------------------------------

    private static void writeQuran(Path file, QuranCorpus quran) throws IOException {
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file), 1 << 16))) {
            out.writeInt(QURAN_MAGIC);
            out.writeInt(quran.size());
            for (Verse v : quran.verses()) {
                out.writeInt(v.surah());
                out.writeInt(v.ayah());
                writeString(out, v.surahName());
                writeString(out, v.text());
            }
            QuranText t = quran.text();
            writeString(out, t.text());
            out.write(t.vowels());
            for (int s : t.verseStarts()) {
                out.writeInt(s);
            }
        }
    }

    private static QuranCorpus readQuran(Path file) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(file));
        if (b.getInt() != QURAN_MAGIC) {
            throw new IOException(file.getFileName() + " is not a Qur'an snapshot");
        }
        int n = b.getInt();
        List<Verse> verses = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int surah = b.getInt();
            int ayah = b.getInt();
            verses.add(new Verse(surah, ayah, readString(b), readString(b)));
        }
        String text = readString(b);
        byte[] vowels = new byte[text.length()];
        b.get(vowels);
        int[] starts = new int[n + 1];
        b.asIntBuffer().get(starts);
        return new QuranCorpus(verses, QuranText.of(text, vowels, starts));
    }

    private static void writeString(DataOutputStream out, String s) throws IOException {
        out.writeInt(s.length());
        out.writeChars(s);
    }

    private static String readString(ByteBuffer b) {
        int len = b.getInt();
        char[] c = new char[len];
        b.asCharBuffer().get(c);
        b.position(b.position() + 2 * len);
        return new String(c);
    }

    private static void writeHadith(Path file, HadithCorpus hadith, List<String> narrations) throws IOException {
        int n = hadith.size();
        List<HadithCollection> collections = HadithCollection.all();
        int[] table = new int[n * FIELDS];
        long chars = 0;
        for (int i = 0; i < n; i++) {
            Hadith h = hadith.get(i);
            int at = i * FIELDS;
            table[at] = h.hadithId();
            table[at + 1] = collections.indexOf(h.collection());
            table[at + 2] = (h.hasMatn() ? HAS_MATN : 0) | (h.numbering() == HadithNumbering.STANDARD ? STANDARD : 0);
            String[] fields = {h.title(), h.fullText(), h.matn(), narrations.get(i)};
            for (int f = 0; f < fields.length; f++) {
                String s = fields[f];
                boolean sameAsFull = f == 2 && s.equals(h.fullText());
                table[at + 3 + 2 * f] = sameAsFull ? table[at + 5] : (int) chars;
                table[at + 4 + 2 * f] = s == null ? -1 : s.length();
                if (s != null && !sameAsFull) {
                    chars += s.length();
                }
            }
            if (chars > Integer.MAX_VALUE) {
                throw new IOException("hadith corpus too large for a snapshot");
            }
        }
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file), 1 << 16))) {
            out.writeInt(HADITH_MAGIC);
            out.writeInt(n);
            out.writeLong(chars);
            for (int v : table) {
                out.writeInt(v);
            }
            for (int i = 0; i < n; i++) {
                Hadith h = hadith.get(i);
                if (h.title() != null) {
                    out.writeChars(h.title());
                }
                out.writeChars(h.fullText());
                if (!h.matn().equals(h.fullText())) {
                    out.writeChars(h.matn());
                }
                out.writeChars(narrations.get(i));
            }
        }
    }

    /** Each edition's name and count of records in corpus order, when the records name their editions. */
    private static void writeEditions(Path file, HadithCorpus hadith) throws IOException {
        StringBuilder sb = new StringBuilder();
        String current = null;
        int count = 0;
        for (Hadith h : hadith.records()) {
            if (h.edition() == null) {
                return;
            }
            if (!h.edition().equals(current)) {
                if (current != null) {
                    sb.append(current).append('\t').append(count).append('\n');
                }
                current = h.edition();
                count = 0;
            }
            count++;
        }
        if (current != null) {
            Files.writeString(file, sb.append(current).append('\t').append(count).append('\n'));
        }
    }

    /** Each record's edition by index, or null when the entry holds one edition. */
    private static String[] readEditions(Path file) throws IOException {
        if (!Files.exists(file)) {
            return null;
        }
        List<String> names = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            int tab = line.lastIndexOf('\t');
            if (tab <= 0) {
                throw new IOException(file.getFileName() + " has a line without a count");
            }
            String name = line.substring(0, tab);
            for (int n = Integer.parseInt(line.substring(tab + 1)); n > 0; n--) {
                names.add(name);
            }
        }
        return names.toArray(String[]::new);
    }

    /** hadith.bin mapped read-only; decodes one record's strings on request (thread-safe: absolute reads only). */
    private static final class MappedHadith {
        final int count;
        private final IntBuffer table;
        private final CharBuffer chars;
        private final List<HadithCollection> collections = HadithCollection.all();
        private final String[] editions;

        /** @param editions each record's edition, or null for a corpus of one edition */
        MappedHadith(Path file, String[] editions) throws IOException {
            this.editions = editions;
            ByteBuffer map;
            try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
                map = ch.map(FileChannel.MapMode.READ_ONLY, 0, ch.size());
            }
            if (map.limit() < HEADER_BYTES || map.getInt(0) != HADITH_MAGIC) {
                throw new IOException(file.getFileName() + " is not a hadith snapshot");
            }
            count = map.getInt(4);
            long charCount = map.getLong(8);
            long tableBytes = (long) count * FIELDS * 4;
            if (count < 0 || HEADER_BYTES + tableBytes + 2 * charCount != map.limit()) {
                throw new IOException(file.getFileName() + " has the wrong size for its header");
            }
            if (editions != null && editions.length != count) {
                throw new IOException(EDITIONS + " counts " + editions.length + " records, " + file.getFileName() + " " + count);
            }
            table = map.slice(HEADER_BYTES, (int) tableBytes).asIntBuffer();
            chars = map.slice(HEADER_BYTES + (int) tableBytes, (int) (2 * charCount)).asCharBuffer();
        }

        Hadith record(int i) {
            int at = i * FIELDS;
            return new Hadith(i, table.get(at), collections.get(table.get(at + 1)), string(at + 3), string(at + 5),
                    string(at + 7), (table.get(at + 2) & HAS_MATN) != 0, editions == null ? null : editions[i], numbering(i));
        }

        String narration(int i) {
            return string(i * FIELDS + 9);
        }

        int id(int i) {
            return table.get(i * FIELDS);
        }

        HadithNumbering numbering(int i) {
            return (table.get(i * FIELDS + 2) & STANDARD) != 0 ? HadithNumbering.STANDARD : HadithNumbering.EDITION;
        }

        HadithCollection collection(int i) {
            return collections.get(table.get(i * FIELDS + 1));
        }

        private String string(int field) {
            int len = table.get(field + 1);
            if (len < 0) {
                return null;
            }
            char[] c = new char[len];
            chars.get(table.get(field), c, 0, len);
            return new String(c);
        }
    }
}
