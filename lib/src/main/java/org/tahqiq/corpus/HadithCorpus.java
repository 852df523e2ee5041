package org.tahqiq.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.IntFunction;
import org.tahqiq.dataset.HadithEdition;
import org.tahqiq.dataset.InputException;

/**
 * The six-books corpus: the official {@code six_hadith_books.json}, or several editions of it, their records one after
 * another in the order given (a hadith two editions hold is two records, each naming its edition).
 */
public final class HadithCorpus {

    private final List<Hadith> records;
    /** Each record's number and collection without making the record, or null to read them off the records. */
    private final java.util.function.IntUnaryOperator ids;
    private final IntFunction<HadithCollection> collections;
    private final IntFunction<HadithNumbering> numberings;

    public HadithCorpus(List<Hadith> records) {
        this.records = List.copyOf(records);
        this.ids = null;
        this.collections = null;
        this.numberings = null;
    }

    private HadithCorpus(Lazy<Hadith> records, java.util.function.IntUnaryOperator ids, IntFunction<HadithCollection> collections,
                         IntFunction<HadithNumbering> numberings) {
        this.records = records;
        this.ids = ids;
        this.collections = collections;
        this.numberings = numberings;
    }

    /**
     * A corpus whose records are made on first use by {@code loader} (from a memory-mapped snapshot) and then kept:
     * a run that touches a few hundred records never decodes the other thirty thousand.
     */
    public static HadithCorpus lazy(int size, IntFunction<Hadith> loader) {
        return new HadithCorpus(new Lazy<>(size, loader), null, null, null);
    }

    /**
     * As {@link #lazy(int, IntFunction)}, with each record's number, collection and numbering read without making the
     * record: a run that finds records by number never decodes the others' texts.
     */
    public static HadithCorpus lazy(int size, IntFunction<Hadith> loader, java.util.function.IntUnaryOperator ids,
                                    IntFunction<HadithCollection> collections, IntFunction<HadithNumbering> numberings) {
        return new HadithCorpus(new Lazy<>(size, loader), ids, collections, numberings);
    }

    /** The record's {@link Hadith#hadithId()}. */
    public int hadithId(int index) {
        return ids == null ? records.get(index).hadithId() : ids.applyAsInt(index);
    }

    /** The record's {@link Hadith#collection()}. */
    public HadithCollection collection(int index) {
        return collections == null ? records.get(index).collection() : collections.apply(index);
    }

    /** The record's {@link Hadith#numbering()}. */
    public HadithNumbering numbering(int index) {
        return numberings == null ? records.get(index).numbering() : numberings.apply(index);
    }

    /** One file in the official layout. */
    public static HadithCorpus load(Path file) {
        return new HadithCorpus(official(file, 0, null));
    }

    /** The editions' records in order; each names its edition when there are two or more. */
    public static HadithCorpus load(List<HadithEdition> editions) {
        List<Hadith> out = new ArrayList<>();
        boolean named = editions.size() > 1;
        for (HadithEdition e : editions) {
            String edition = named ? e.name() : null;
            out.addAll(switch (e.layout()) {
                case OFFICIAL -> official(e.file(), out.size(), edition);
                case HADITH_JSON -> HadithJsonFile.read(e.file(), e.collection(), out.size(), edition);
            });
        }
        return new HadithCorpus(out);
    }

    private static List<Hadith> official(Path file, int first, String edition) {
        JsonNode root = JsonCorpusFile.readArray(file);
        List<Hadith> out = new ArrayList<>(root.size());
        int i = 0;
        for (JsonNode n : root) {
            int id = JsonCorpusFile.integer(file, n, i, "hadithID");
            int book = JsonCorpusFile.integer(file, n, i, "BookID");
            String title = JsonCorpusFile.text(file, n, i, "title", false);
            String full = JsonCorpusFile.text(file, n, i, "hadithTxt", false);
            String matn = JsonCorpusFile.text(file, n, i, "Matn", false);
            boolean hasMatn = matn != null && !matn.isBlank() && !matn.strip().equals("None");
            if ((full == null || full.isBlank()) && !hasMatn) {
                throw new InputException(file, 0, "[" + i + "].hadithTxt", "record has neither hadithTxt nor Matn");
            }
            if (full == null || full.isBlank()) {
                full = matn;
            }
            final int index = i;
            HadithCollection c = HadithCollection.fromTitle(title)
                    .or(() -> HadithCollection.byBookId(book))
                    .orElseThrow(() -> new InputException(file, 0, "[" + index + "].BookID",
                            "unknown collection (BookID " + book + ", title '" + title + "')"));
            out.add(new Hadith(first + i, id, c, title, full, hasMatn ? matn : full, hasMatn, edition));
            i++;
        }
        return out;
    }

    public List<Hadith> records() {
        return records;
    }

    public Hadith get(int index) {
        return records.get(index);
    }

    public int size() {
        return records.size();
    }

    /** An unmodifiable list whose elements are made on first access and kept (thread-safe, may make one twice). */
    public static final class Lazy<T> extends AbstractList<T> implements RandomAccess {

        private final AtomicReferenceArray<T> made;
        private final IntFunction<T> loader;

        public Lazy(int size, IntFunction<T> loader) {
            this.made = new AtomicReferenceArray<>(size);
            this.loader = loader;
        }

        @Override
        public T get(int index) {
            T t = made.get(index);
            if (t == null) {
                t = loader.apply(index);
                made.lazySet(index, t);
            }
            return t;
        }

        @Override
        public int size() {
            return made.length();
        }
    }
}
