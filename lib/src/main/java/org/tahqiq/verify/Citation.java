package org.tahqiq.verify;

import java.util.List;

/**
 * One citation found in an answer: an Ayah, or a hadith's matn, with the isnad and claimed source that go with it.
 *
 * @param id    1-based, in the order the detector found them
 * @param kind  "Ayah", "Hadith", or "unknown" for a claimed source found without its quote
 * @param spans its segments: the quote, then the isnad, then the claimed source (any may be missing)
 */
public record Citation(int id, String kind, List<CheckedSpan> spans) {

    public static final String AYAH = "Ayah";
    public static final String HADITH = "Hadith";
    public static final String UNKNOWN = "unknown";

    public Citation {
        spans = List.copyOf(spans);
    }
}
