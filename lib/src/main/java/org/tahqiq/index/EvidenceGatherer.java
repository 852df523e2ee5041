package org.tahqiq.index;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.dataset.AnnotationKey;
import org.tahqiq.dataset.SegmentType;

/**
 * Retrieval once per annotation (the costly step every subtask shares): the verse evidence of its Ayah, the record
 * evidence of its matn. Subtasks judge, correct or rank from this without retrieving again.
 */
public final class EvidenceGatherer {

    /** Threads retrieval uses by default: {@code -Dtahqiq.threads}, else one per core. */
    public static final int DEFAULT_THREADS = Math.max(1, Integer.getInteger("tahqiq.threads",
            Runtime.getRuntime().availableProcessors()));

    private final Retrieval retrieval;
    private final int threads;

    public EvidenceGatherer(Retrieval retrieval) {
        this(retrieval, DEFAULT_THREADS);
    }

    /** @param threads how many threads retrieve at once (the caller's included) */
    public EvidenceGatherer(Retrieval retrieval, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, was " + threads);
        }
        this.retrieval = retrieval;
        this.threads = threads;
    }

    public Retrieval retrieval() {
        return retrieval;
    }

    /** Evidence for each annotation, in input order (retrieval runs on {@code threads} threads). */
    public List<AnnotationEvidence> gather(List<Annotation> annotations) {
        return gather(annotations, Map.of());
    }

    /**
     * @param context per annotation given without its Ayah or matn, the whole annotation (see
     *                {@link org.tahqiq.dataset.ReferenceContext}): its quote is matched in their place
     */
    public List<AnnotationEvidence> gather(List<Annotation> annotations, Map<AnnotationKey, Annotation> context) {
        return gather(annotations, context, RetrievalProgress.NONE);
    }

    /** {@link #gather(List, Map)}, telling {@code progress} after each annotation. */
    public List<AnnotationEvidence> gather(List<Annotation> annotations, Map<AnnotationKey, Annotation> context,
                                           RetrievalProgress progress) {
        AtomicInteger finished = new AtomicInteger();
        AnnotationEvidence[] out = new AnnotationEvidence[annotations.size()];
        AtomicInteger next = new AtomicInteger();
        // Any failure of a helper thread, errors too (running out of heap there must reach the caller's one-line
        // report, not the default handler's stack trace on stderr).
        AtomicReference<Throwable> failure = new AtomicReference<>();
        // Each thread takes the next annotation in turn (costs vary a hundredfold) and fills its slot, so the
        // output order is the input order whatever the interleaving.
        Runnable work = () -> {
            for (int i; failure.get() == null && (i = next.getAndIncrement()) < out.length; ) {
                Annotation a = annotations.get(i);
                try {
                    out[i] = gather(a, context.get(new AnnotationKey(a.responseId(), a.annotationId())));
                    progress.done(finished.incrementAndGet(), out.length);
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                }
            }
        };
        int helpers = Math.min(threads, out.length) - 1;
        Thread[] pool = new Thread[Math.max(0, helpers)];
        for (int t = 0; t < pool.length; t++) {
            pool[t] = new Thread(work, "tahqiq-retrieval-" + (t + 1));
            pool[t].setDaemon(true);
            pool[t].start();
        }
        work.run();
        for (Thread t : pool) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while retrieving", e);
            }
        }
        Throwable f = failure.get();
        if (f instanceof Error e) {
            throw e;
        }
        if (f != null) {
            throw (RuntimeException) f;
        }
        return List.of(out);
    }

    public int threads() {
        return threads;
    }

    public AnnotationEvidence gather(Annotation a) {
        return gather(a, null);
    }

    private AnnotationEvidence gather(Annotation a, Annotation context) {
        Annotation quotes = context != null && !a.hasQuote() ? context : a;
        AyahEvidence ayah = quotes.segment(SegmentType.AYAH)
                .map(s -> retrieval.quranMatcher().match(s.text())).orElse(null);
        HadithEvidence hadith = quotes.segment(SegmentType.MATN)
                .map(s -> retrieval.hadithMatcher().match(s.text())).orElse(null);
        return new AnnotationEvidence(a, ayah, hadith);
    }
}
