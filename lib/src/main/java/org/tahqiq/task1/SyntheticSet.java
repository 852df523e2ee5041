package org.tahqiq.task1;

import org.tahqiq.task1.analysis.Analyzer;
import org.tahqiq.task1.detect.FeatureExtractor;
import org.tahqiq.task1.detect.SequenceModel;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.tahqiq.files.FileHash;

/**
 * Synthetic training answers, generated and encoded only when a model is actually trained: the {@link ModelCache}
 * names a model by a {@link #key} that identifies the answers without writing them (how many, the generator's seed,
 * the corpora's content; the cache adds the compiled code), so loading a cached fold model costs nothing here.
 */
public final class SyntheticSet {

    public static final SyntheticSet NONE = new SyntheticSet("none", List::of);

    private final String key;
    private final Supplier<List<SequenceModel.Example>> encode;
    private List<SequenceModel.Example> examples;

    private SyntheticSet(String key, Supplier<List<SequenceModel.Example>> encode) {
        this.key = key;
        this.encode = encode;
    }

    /** Answers generated and encoded on first use, under a key that determines them. */
    public static SyntheticSet deferred(String key, Supplier<List<Answer>> answers, Analyzer analyzer, FeatureExtractor.TopicFeatures topic) {
        return new SyntheticSet(key, () -> answers.get().parallelStream().map(a -> Encoded.of(analyzer, a, topic).example()).toList());
    }

    /** Answers to be encoded with {@code analyzer} on first use; keyed by their texts and gold rows. */
    public static SyntheticSet of(List<Answer> answers, Analyzer analyzer) {
        List<String> parts = new ArrayList<>();
        for (Answer a : answers) {
            parts.add(a.text());
            parts.add(a.gold().toString());
        }
        return new SyntheticSet(answers.isEmpty() ? "none" : FileHash.sha256(parts),
                () -> answers.parallelStream().map(a -> Encoded.of(analyzer, a).example()).toList());
    }

    public String key() {
        return key;
    }

    public synchronized List<SequenceModel.Example> examples() {
        if (examples == null) {
            examples = encode.get();
        }
        return examples;
    }

    public boolean isEncoded() {
        return examples != null;
    }
}
