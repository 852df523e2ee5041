package org.tahqiq.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.tahqiq.dataset.InputException;

/** The 6,236 verses, addressable by surah:ayah and by position, with the surah-name table. */
public final class QuranCorpus {

    private final List<Verse> verses;
    private final int[] surahStart; // index of each surah's first verse; surahStart[115] = size
    private final SurahNames names;
    private volatile QuranText text;
    private final QuranRasm[] rasm = new QuranRasm[org.tahqiq.text.rasm.Rasm.Reading.values().length];
    private int[] alefCounts;

    /** With the normalized concatenation already made (restored from a snapshot). */
    public QuranCorpus(List<Verse> verses, QuranText text) {
        this(verses);
        if (text.verseCount() != this.verses.size()) {
            throw new IllegalArgumentException("text has " + text.verseCount() + " verses, corpus " + this.verses.size());
        }
        this.text = text;
    }

    public QuranCorpus(List<Verse> verses) {
        this.verses = List.copyOf(verses);
        this.surahStart = new int[116];
        java.util.Arrays.fill(surahStart, -1);
        for (int i = 0; i < this.verses.size(); i++) {
            Verse v = this.verses.get(i);
            if (v.surah() < 1 || v.surah() > 114) {
                throw new IllegalArgumentException("surah out of range: " + v.reference());
            }
            if (surahStart[v.surah()] < 0) {
                surahStart[v.surah()] = i;
            }
        }
        surahStart[115] = this.verses.size();
        for (int s = 114; s >= 1; s--) {
            if (surahStart[s] < 0) {
                surahStart[s] = surahStart[s + 1];
            }
        }
        this.names = SurahNames.of(this.verses);
    }

    public static QuranCorpus load(Path file) {
        JsonNode root = JsonCorpusFile.readArray(file);
        List<Verse> verses = new ArrayList<>(root.size());
        int i = 0;
        for (JsonNode n : root) {
            int surah = JsonCorpusFile.integer(file, n, i, "surah_id");
            int ayah = JsonCorpusFile.integer(file, n, i, "ayah_id");
            String name = JsonCorpusFile.text(file, n, i, "surah_name", true);
            String text = JsonCorpusFile.text(file, n, i, "ayah_text", true);
            if (surah < 1 || surah > 114) {
                throw new InputException(file, 0, "[" + i + "].surah_id", "must be 1..114, was " + surah);
            }
            verses.add(new Verse(surah, ayah, name, text));
            i++;
        }
        return new QuranCorpus(verses);
    }

    public List<Verse> verses() {
        return Collections.unmodifiableList(verses);
    }

    public int size() {
        return verses.size();
    }

    public Verse get(int index) {
        return verses.get(index);
    }

    public Optional<Verse> verse(int surah, int ayah) {
        int i = indexOf(surah, ayah);
        return i < 0 ? Optional.empty() : Optional.of(verses.get(i));
    }

    /** Position of surah:ayah in {@link #verses()}, or -1. */
    public int indexOf(int surah, int ayah) {
        if (surah < 1 || surah > 114 || ayah < 1) {
            return -1;
        }
        int i = surahStart[surah] + ayah - 1;
        return i < surahStart[surah + 1] ? i : -1;
    }

    /**
     * The one notation of a stretch of verses (positions, inclusive): "2:255", "2:185-186" within a surah,
     * "2:286-3:1" across two.
     */
    public String reference(int first, int last) {
        Verse a = get(first);
        Verse b = get(last);
        if (first == last) {
            return a.reference();
        }
        return a.surah() == b.surah() ? a.reference() + "-" + b.ayah() : a.reference() + "-" + b.reference();
    }

    public int ayahCount(int surah) {
        return surah < 1 || surah > 114 ? 0 : surahStart[surah + 1] - surahStart[surah];
    }

    public SurahNames names() {
        return names;
    }

    /** The verse-boundary-aware normalized concatenation, built on first use. */
    public QuranText text() {
        QuranText t = text;
        if (t == null) {
            synchronized (this) {
                if (text == null) {
                    text = new QuranText(verses);
                }
                t = text;
            }
        }
        return t;
    }

    /** The verses as rasm keys in one reading (another script's spelling matches there), built on first use. */
    public QuranRasm rasm(org.tahqiq.text.rasm.Rasm.Reading reading) {
        synchronized (rasm) {
            if (rasm[reading.ordinal()] == null) {
                if (alefCounts == null) {
                    alefCounts = QuranRasm.alefCounts(verses);
                }
                rasm[reading.ordinal()] = new QuranRasm(verses, text(), reading, alefCounts);
            }
            return rasm[reading.ordinal()];
        }
    }
}
