package org.tahqiq.lookup;

/**
 * A query that cannot be answered, with the one line that says why: a query that cannot be read (empty, no Arabic
 * words, a number alone), or a reference to something the corpora do not hold (a verse past the surah's end, a
 * hadith number no record has).
 */
public final class LookupException extends RuntimeException {

    /** Why the query has no answer. */
    public enum Kind {
        /** The query itself is unusable (HTTP 400). */
        BAD_QUERY,
        /** The query is longer than {@link Lookup#MAX_QUERY} (HTTP 413). */
        TOO_LONG,
        /** The query reads as a reference to a verse or record the corpora do not hold (HTTP 404). */
        NOT_FOUND
    }

    private final Kind kind;

    LookupException(Kind kind, String message) {
        super(message, null, false, false);
        this.kind = kind;
    }

    static LookupException badQuery(String message) {
        return new LookupException(Kind.BAD_QUERY, message);
    }

    static LookupException notFound(String message) {
        return new LookupException(Kind.NOT_FOUND, message);
    }

    public Kind kind() {
        return kind;
    }
}
