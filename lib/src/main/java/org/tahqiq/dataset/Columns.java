package org.tahqiq.dataset;

/** Column names of the official task TSVs, spelled exactly as in the files. */
public final class Columns {

    private Columns() {
    }

    public static final String RESPONSE_ID = "Response_ID";
    public static final String ANNOTATION_ID = "Annotation_ID";
    public static final String SEGMENT_TYPE = "Segment_Type";
    public static final String LABEL = "Label";
    public static final String SPAN = "Span";
    public static final String SPAN_START = "Span_Start";
    public static final String SPAN_END = "Span_End";
    public static final String CORRECTION = "Correction";
    public static final String QUESTION_ID = "question_id";
    public static final String SPAN_TYPE = "span_type";
    public static final String SPAN_TEXT = "span_text";
    public static final String RELEVANCE_LABEL = "relevance_label";

    /** Separator of alternative corrections in a Subtask 3 {@code Correction} cell. */
    public static final String ALTERNATIVES_SEPARATOR = " ||| ";

    /** The Subtask 3 correction meaning "no authentic source". */
    public static final String NO_SOURCE = "خطأ";
}
