package org.tahqiq.task1.detect;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The gold's boundary conventions {@link BoundaryRules} applies to the tagger's spans, each one a switch, so that
 * what it adds can be measured with the rest in place ({@code ./tahqiq task1 --rules -name}; table
 * {@code results/tables/task1-rules.md}). They act after tagging, so switching one off trains nothing again. Two
 * more (no span starting with a split-off و/ف, a bare "متفق عليه" after a quote as its source) did nothing for the
 * working part's cross-validation once the second pass had learnt them, and were removed (docs/subtask1.md).
 */
public enum BoundaryRule {
    /** A matn opening with a saying that introduces an inner quote ("قال رسول الله ﷺ: 'نص'") is the inner quote. */
    INNER_QUOTE("innerQuote"),
    /** A chain of narrators written inside the quote is the isnad; only what follows its "قال:" is the matn. */
    CHAIN_IN_QUOTE("chainInQuote"),
    /** Ayah and matn exclude their marks, tags, trailing punctuation and verse numbers. */
    QUOTE_EDGES("quoteEdges"),
    /** A claimed source excludes its outer brackets, keeps inner ones and never crosses a line. */
    SOURCE_EDGES("sourceEdges"),
    /** An isnad starts and ends at a word or its closing colon. */
    ISNAD_EDGES("isnadEdges"),
    /** An isnad the labeller stopped short of its colon on the same line is carried forward to it. */
    ISNAD_TO_COLON("isnadToColon"),
    /** An isnad never ends with a bare particle (أن). */
    ISNAD_PARTICLES("isnadParticles"),
    /** A chain naming only the Prophet ("قال رسول الله ﷺ:", "عن النبي ﷺ أنه قال:") is no isnad. */
    BARE_CHAIN("bareChain"),
    /** A chain ending with "قال:" runs on through the Prophet's saying after it, across quote marks or a line break. */
    SAYING_AFTER_CHAIN("sayingAfterChain");

    /** Every convention: what detection applies unless told otherwise. */
    public static final Set<BoundaryRule> ALL = java.util.Collections.unmodifiableSet(EnumSet.allOf(BoundaryRule.class));

    private final String switchName;

    BoundaryRule(String switchName) {
        this.switchName = switchName;
    }

    /** The name {@code --rules} knows it by. */
    public String switchName() {
        return switchName;
    }

    /** The switch names in declaration order, for the option's help ({@code completionCandidates}). */
    public static final class Names implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return Arrays.stream(values()).map(BoundaryRule::switchName).iterator();
        }
    }

    /** The switch names missing from {@code rules}, in declaration order ("" when none is). */
    public static String off(Set<BoundaryRule> rules) {
        return Arrays.stream(values()).filter(r -> !rules.contains(r)).map(BoundaryRule::switchName)
                .collect(Collectors.joining(","));
    }
}
