package org.tahqiq.lookup;

import java.util.List;

/**
 * What a lookup found.
 *
 * @param query     the query as given
 * @param readAs    whether it was read as a reference or searched as text
 * @param reference what the reference was read as ("2:255", "96:1-5", "112", "صحيح البخاري #1"), or null for text
 * @param hits      the verses or records found, best first (a reference's in corpus order)
 */
public record LookupResult(String query, ReadAs readAs, String reference, List<Hit> hits) {

    /** How a query was taken. */
    public enum ReadAs {
        REFERENCE,
        TEXT
    }

    public LookupResult {
        hits = List.copyOf(hits);
    }
}
