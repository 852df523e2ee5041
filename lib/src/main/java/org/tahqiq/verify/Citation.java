package org.tahqiq.verify;

import java.util.List;

/**
 * One citation found in an answer: an Ayah, or a hadith's matn, with the isnad and claimed source that go with it.
 *
 * @param id    1-based, in the order the detector found them
 * @param kind  "Ayah", "Hadith", or "unknown" for a claimed source found without its quote
 * @param spans     its segments: the quote, then the isnad, then the claimed source (any may be missing)
 * @param relevance how relevant the quote is to the question, when the quote was judged correct; else null
 */
public record Citation(int id, String kind, List<CheckedSpan> spans, Relevance relevance) {

    public static final String AYAH = "Ayah";
    public static final String HADITH = "Hadith";
    public static final String UNKNOWN = "unknown";

    public Citation {
        spans = List.copyOf(spans);
    }

    public Citation(int id, String kind, List<CheckedSpan> spans) {
        this(id, kind, spans, null);
    }

    /** The Ayah or matn judged correct (the one relevance is judged for), if any. */
    public java.util.Optional<CheckedSpan> correctQuote() {
        return spans.stream().filter(s -> (s.type() == org.tahqiq.dataset.SegmentType.AYAH
                || s.type() == org.tahqiq.dataset.SegmentType.MATN) && s.verdict() == SpanVerdict.CORRECT).findFirst();
    }

    /** The reader's explanation of one of its spans' verdict, in {@code lang} ({@link Explanation}). */
    public String explanation(CheckedSpan span, ReportLanguage lang) {
        return Explanation.of(this, span, lang);
    }

    public Citation withRelevance(Relevance r) {
        return new Citation(id, kind, spans, r);
    }
}
