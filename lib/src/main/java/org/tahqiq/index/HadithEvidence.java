package org.tahqiq.index;

import java.util.List;

/** What the hadith corpus says about a matn span: shortlisted records, best first. */
public record HadithEvidence(String query, List<HadithCandidate> candidates) {

    public HadithCandidate best() {
        return candidates.isEmpty() ? null : candidates.get(0);
    }

    public boolean isExact() {
        return !candidates.isEmpty() && candidates.get(0).exact();
    }

    public double similarity() {
        return candidates.isEmpty() ? 0 : candidates.get(0).score();
    }

    /** Records that carry the same matn: exact, or at least {@code minScore} similar. */
    public List<HadithCandidate> equivalents(double minScore) {
        return candidates.stream().filter(c -> c.exact() || c.score() >= minScore).toList();
    }
}
