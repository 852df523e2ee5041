package org.tahqiq.lookup;

import java.util.List;
import org.tahqiq.corpus.HadithCollection;

/** What a query names, when it reads as a reference rather than as remembered text. */
sealed interface Reference {

    /**
     * Verses of one surah.
     *
     * @param from the first verse, or 0 for the whole surah
     * @param to   the last verse (= from for one verse), or 0 for the whole surah
     */
    record Verses(int surah, int from, int to) implements Reference {
    }

    /**
     * A hadith by its number in a collection (several collections when the query names more than one: "رواه البخاري
     * ومسلم 5").
     */
    record Numbered(List<HadithCollection> collections, int number) implements Reference {
        public Numbered {
            collections = List.copyOf(collections);
        }
    }
}
