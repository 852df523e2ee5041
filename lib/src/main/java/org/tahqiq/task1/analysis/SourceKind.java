package org.tahqiq.task1.analysis;

/** What a piece of text names as a source. */
public enum SourceKind {
    /** a surah, or a surah and verse numbers */
    QURAN,
    /** a hadith collection, or رواه/أخرجه */
    HADITH,
    /** nothing recognizable */
    NONE
}
