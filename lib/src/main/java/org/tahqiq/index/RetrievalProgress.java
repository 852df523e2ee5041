package org.tahqiq.index;

/** Hears how far retrieval is: called after each annotation, from any retrieval thread. */
@FunctionalInterface
public interface RetrievalProgress {

    RetrievalProgress NONE = (done, total) -> { };

    void done(long done, long total);
}
