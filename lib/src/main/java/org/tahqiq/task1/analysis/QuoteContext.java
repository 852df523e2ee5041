package org.tahqiq.task1.analysis;

/**
 * What surrounds and fills one {@link Quote}.
 *
 * @param nearestBefore  the closest cue among the few tokens before the opening mark (same paragraph), or null
 * @param quranBefore    a Qur'an cue (or a surah name) precedes the opening mark
 * @param prophetBefore  a Prophet or narration cue precedes it
 * @param sourceAfter    what the bracket group or words right after the closing mark name
 * @param cueAfter       the closest cue among the few tokens after the closing mark ("هذا الحديث يدل"), or null
 * @param group          what the quote's own content names when it is a short bracketed reference
 * @param quranCover     share of content words inside a chained Qur'an alignment (0..1)
 * @param hadithCover    share of content words inside a chained hadith alignment (0..1)
 * @param vowelled       share of content words written with two or more harakat
 * @param words          content words
 */
public record QuoteContext(Cue nearestBefore, boolean quranBefore, boolean prophetBefore, SourceKind sourceAfter,
                           Cue cueAfter, SourceKind group, double quranCover, double hadithCover, double vowelled, int words) {
}
