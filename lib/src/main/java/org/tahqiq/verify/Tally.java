package org.tahqiq.verify;

/**
 * Counts over one or many checked answers, for the summary lines of every output.
 *
 * @param answers   answers checked
 * @param citations citations found
 * @param spans     citation segments found
 * @param incorrect segments judged incorrect
 * @param unverified claimed sources and isnads with nothing to check them against
 * @param corrected incorrect Ayah/matn segments given an authentic text
 * @param noSource  incorrect Ayah/matn segments judged to have no authentic source (خطأ)
 */
public record Tally(long answers, long citations, long spans, long incorrect, long unverified, long corrected,
                    long noSource) {

    public static final Tally ZERO = new Tally(0, 0, 0, 0, 0, 0, 0);

    public static Tally of(CheckedAnswer a) {
        long spans = 0;
        long incorrect = 0;
        long unverified = 0;
        long corrected = 0;
        long noSource = 0;
        for (Citation c : a.citations()) {
            for (CheckedSpan s : c.spans()) {
                spans++;
                if (s.isIncorrect()) {
                    incorrect++;
                }
                if (s.isUnverified()) {
                    unverified++;
                }
                if (s.hasCorrection()) {
                    if (s.correction().noSource()) {
                        noSource++;
                    } else {
                        corrected++;
                    }
                }
            }
        }
        return new Tally(1, a.citations().size(), spans, incorrect, unverified, corrected, noSource);
    }

    public Tally plus(Tally o) {
        return new Tally(answers + o.answers, citations + o.citations, spans + o.spans, incorrect + o.incorrect,
                unverified + o.unverified, corrected + o.corrected, noSource + o.noSource);
    }
}
