package org.tahqiq.verify;

/**
 * One change a repair made to an answer, so an application can show the difference.
 *
 * @param start     code-point offset into the original answer where the replaced text begins (Python semantics)
 * @param end       end-exclusive code-point offset into the original answer; equal to {@code start} for an insertion
 * @param oldText   the original answer's text in [start, end) ("" for an insertion)
 * @param newText   what takes its place ("" for a removal)
 * @param kind      what was put right ({@link Kind})
 * @param reference the place the new text comes from ("2:255", the collections, a record), or "" for a note or removal
 * @param why       one line for a reader, in the report's language
 */
public record RepairEdit(int start, int end, String oldText, String newText, Kind kind, String reference, String why) {

    /** What an edit puts right. */
    public enum Kind {
        /** An incorrect Ayah replaced by the verse as the corpus has it. */
        VERSE("verse"),
        /** A Qur'an reference replaced by (or added as) the place of the verse quoted. */
        REFERENCE("reference"),
        /** A hadith's claimed collections replaced by those holding its matn. */
        COLLECTIONS("collections"),
        /** An incorrect matn replaced by the accepted narration's text. */
        MATN("matn"),
        /** A note marking a quote with no authentic source. */
        MARK("mark"),
        /** A quote with no authentic source taken out. */
        REMOVE("remove");

        private final String wire;

        Kind(String wire) {
            this.wire = wire;
        }

        public String wire() {
            return wire;
        }
    }
}
