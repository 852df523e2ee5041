package org.tahqiq.dataset;

import java.util.HashMap;
import java.util.Map;

/** Detects a repeated key among TSV rows and reports both lines. */
public final class UniqueKeys<K> {

    private final String what;
    private final Map<K, Long> firstLine = new HashMap<>();

    /** @param what the key's name in messages, e.g. "key (Response_ID, Annotation_ID, Segment_Type)" */
    public UniqueKeys(String what) {
        this.what = what;
    }

    /** Records {@code key} for {@code row}; throws an {@link InputException} at {@code column} if it was seen before. */
    public void add(K key, Tsv.Row row, String column) {
        Long prev = firstLine.putIfAbsent(key, row.line());
        if (prev != null) {
            throw row.error(column, "duplicate " + what + " = " + key + ": lines " + prev + " and " + row.line());
        }
    }
}
