package org.tahqiq.subtask;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The lockbox scored once: by what the working part fitted on all its rows (the figure that counts), and by each fold
 * fit of the working part's repeated cross-validation (how much the lockbox score moves with the training rows).
 *
 * @param score     the lockbox under the all-working-rows fit
 * @param byFoldFit per official score, its spread over the fold fits (empty when the subtask keeps no fold fits)
 * @param questions how many questions the lockbox holds
 * @param answers   how many answers they have
 */
public record HeldOut(Score score, Map<String, Spread> byFoldFit, int questions, int answers) {

    public HeldOut {
        byFoldFit = new LinkedHashMap<>(byFoldFit);
    }

    /** Each fold fit's lockbox score summarized per official key (counts left out). */
    public static Map<String, Spread> spreads(List<? extends Score> byFit) {
        if (byFit.isEmpty()) {
            return Map.of();
        }
        return Spread.of(byFit.stream().map(Score::toOfficialJson).toList(),
                byFit.get(0).foldIndependent().toArray(String[]::new));
    }

    /**
     * The working part's cross-validation and the lockbox side by side, one official score per line: what a change
     * must not make worse on the lockbox is read here.
     *
     * @param working the working part's scores over its fold seeds
     */
    public void print(PrintWriter out, Map<String, Spread> working, String lockboxFile) {
        out.printf(Locale.ROOT, "lockbox: %d questions (%d answers) held out (%s); every choice above was made on the "
                + "other questions%n", questions, answers, lockboxFile);
        out.printf(Locale.ROOT, "  %-24s %-28s %-9s %-24s %s%n", "score", "working CV: mean [min, max]", "lockbox",
                "lockbox by fold fits", "lockbox − CV");
        Map<String, Object> held = score.toOfficialJson();
        for (Map.Entry<String, Object> e : held.entrySet()) {
            if (!(e.getValue() instanceof Number n) || score.foldIndependent().contains(e.getKey()) || Score.isCount(e.getKey())) {
                continue;
            }
            Spread w = working.get(e.getKey());
            Spread f = byFoldFit.get(e.getKey());
            out.printf(Locale.ROOT, "  %-24s %-28s %-9s %-24s %s%n", e.getKey(),
                    w == null ? "" : String.format(Locale.ROOT, "%.4f [%.4f, %.4f]", w.mean(), w.min(), w.max()),
                    String.format(Locale.ROOT, "%.4f", n.doubleValue()),
                    f == null ? "" : String.format(Locale.ROOT, "[%.4f, %.4f]", f.min(), f.max()),
                    w == null ? "" : String.format(Locale.ROOT, "%+.4f", n.doubleValue() - w.mean()));
        }
    }

    /** What {@code lockbox.json} and a spec record: the scores, their rows, the fold-fit spreads and the sizes. */
    public Map<String, Object> toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("questions", questions);
        m.put("answers", answers);
        m.put("scores", score.toOfficialJson());
        m.put("rows", score.rows());
        m.put("byFoldFit", byFoldFit);
        return m;
    }
}
