package org.tahqiq.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.tahqiq.index.HadithMatcher;

/** Every record's normalized narration in one string, for word-aligned containment scans (no index involved). */
final class NarrationScan {

    private final String text;
    private final int[] starts;

    NarrationScan(List<String> narrations) {
        StringBuilder sb = new StringBuilder();
        starts = new int[narrations.size() + 1];
        for (int i = 0; i < narrations.size(); i++) {
            starts[i] = sb.length();
            sb.append(narrations.get(i)).append('\n');
        }
        starts[narrations.size()] = sb.length();
        text = sb.toString();
    }

    /** The narrations of the first {@code records} records, as {@code matcher} normalized them. */
    static NarrationScan of(HadithMatcher matcher, int records) {
        List<String> narrations = new ArrayList<>(records);
        for (int i = 0; i < records; i++) {
            narrations.add(matcher.narration(i));
        }
        return new NarrationScan(narrations);
    }

    /** The records whose narration contains {@code q} with a word boundary on both sides, in corpus order. */
    Set<Integer> recordsContaining(String q) {
        Set<Integer> out = new LinkedHashSet<>();
        if (q.isEmpty()) {
            return out;
        }
        for (int at = text.indexOf(q); at >= 0; at = text.indexOf(q, at + 1)) {
            int end = at + q.length();
            boolean left = at == 0 || text.charAt(at - 1) == ' ' || text.charAt(at - 1) == '\n';
            boolean right = end == text.length() || text.charAt(end) == ' ' || text.charAt(end) == '\n';
            if (left && right) {
                int i = Arrays.binarySearch(starts, at);
                out.add(i >= 0 ? i : -i - 2);
            }
        }
        return out;
    }
}
