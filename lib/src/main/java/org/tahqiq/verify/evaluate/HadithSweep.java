package org.tahqiq.verify.evaluate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.tahqiq.dataset.Annotation;
import org.tahqiq.verify.Checker;
import org.tahqiq.verify.VerbatimHadith;
import org.tahqiq.verify.VerbatimVerses;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Response;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.eval.Lockbox;
import org.tahqiq.eval.Wilson;
import org.tahqiq.task1.detect.DetectedAnnotation;
import org.tahqiq.task1.SpanCrossValidation;

/**
 * How {@link VerbatimHadith} settings change what is found, on the fold detectors of one seed, after
 * {@link VerbatimVerses} as {@code verify} runs it: per setting, the Ayah and matn gold segments found and the detected
 * spans matching no gold one, on the working part and on the lockbox apart (the verdicts do not depend on the setting,
 * so one cross-validation serves every row). A setting is chosen on the working part; the lockbox only says whether it
 * got worse.
 */
public final class HadithSweep {

    private final EndToEnd e2e;

    public HadithSweep(EndToEnd e2e) {
        this.e2e = e2e;
    }

    /** The grid: each bar alone (quoted segments; passages without marks), then both together at {@code chosen}. */
    public static List<VerbatimHadith.Settings> grid(VerbatimHadith.Settings chosen) {
        int off = Integer.MAX_VALUE;
        List<VerbatimHadith.Settings> out = new ArrayList<>();
        out.add(VerbatimHadith.Settings.OFF);
        for (int score : new int[] {100, 90, 80}) {
            for (int w : new int[] {3, 4, 5, 6, 8}) {
                out.add(new VerbatimHadith.Settings(w, score, off, 0));
            }
        }
        for (int cue : new int[] {3, 6, 10}) {
            for (int w : new int[] {3, 4, 6}) {
                out.add(new VerbatimHadith.Settings(w, 101, off, cue));
            }
        }
        for (int w : new int[] {5, 6, 8, 10, 12}) {
            out.add(new VerbatimHadith.Settings(off, 101, w, 0));
        }
        if (!out.contains(chosen)) {
            out.add(chosen);
        }
        return out;
    }

    /** The table of the grid, and (to {@code log}) the dev answers whose spans {@code chosen} changes. */
    public String table(int folds, long seed, List<VerbatimHadith.Settings> grid, VerbatimHadith.Settings chosen,
                        Consumer<String> log) {
        SpanCrossValidation.Result cv = e2e.detections(folds, seed);
        Checker base = e2e.checker();
        VerbatimVerses verses = new VerbatimVerses(base.retrieval().quran(), VerbatimVerses.Settings.CHOSEN);
        Lockbox lockbox = Lockbox.dev();
        List<List<DetectedAnnotation>> detected = new ArrayList<>();
        for (Response r : e2e.responses()) {
            detected.add(verses.complete(r.answer(), cv.detections().get(r.id())));
        }
        StringBuilder sb = new StringBuilder();
        sb.append("| quoted: min words | quoted: min similarity | quoted: cue within | no marks: min words | part | Ayah found "
                + "| Ayah, no gold match | matn found | matn, no gold match | Ayah F1 | matn F1 |\n"
                + "|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|\n");
        for (VerbatimHadith.Settings st : grid) {
            VerbatimHadith finder = new VerbatimHadith(base.retrieval().hadithMatcher(), base.retrieval().quran().text(), st);
            List<List<DetectedAnnotation>> completed = java.util.stream.IntStream.range(0, detected.size()).parallel()
                    .mapToObj(i -> finder.complete(e2e.responses().get(i).answer(), detected.get(i))).toList();
            for (boolean held : new boolean[] {false, true}) {
                int[][] c = new int[2][3]; // per type: gold, found, no gold match
                for (int i = 0; i < detected.size(); i++) {
                    Response r = e2e.responses().get(i);
                    if (lockbox.holds(r.questionId()) == held) {
                        count(r, completed.get(i), c, st.equals(chosen) && completed.get(i) != detected.get(i)
                                ? line -> log.accept("hadith sweep, " + (held ? "lockbox" : "working") + ", answer " + r.id() + ": " + line)
                                : null);
                    }
                }
                sb.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %d | %s | %d | %.4f | %.4f |%n",
                        words(st.minQuotedWords()), st.minQuotedWords() == Integer.MAX_VALUE || st.minQuotedScore() > 100 ? ""
                                : String.valueOf(st.minQuotedScore()), st.cueWords() == 0 ? "" : st.cueWords() + " words",
                        words(st.minFreeWords()), held ? "lockbox" : "working", cell(c[0][1], c[0][0]), c[0][2],
                        cell(c[1][1], c[1][0]), c[1][2], f1(c[0]), f1(c[1])));
            }
            log.accept("hadith sweep: " + st);
        }
        return sb.toString();
    }

    /** Adds one answer's gold, found and unmatched per type; tells {@code changed} of each added matn span. */
    private static void count(Response r, List<DetectedAnnotation> ds, int[][] c, Consumer<String> changed) {
        for (int t = 0; t < 2; t++) {
            SegmentType type = EndToEnd.TYPES.get(t);
            List<int[]> det = new ArrayList<>();
            List<Boolean> added = new ArrayList<>();
            ds.forEach(a -> a.spans().stream().filter(x -> x.type() == type).forEach(x -> {
                det.add(new int[] {x.start(), x.end()});
                added.add(Double.isNaN(x.confidence()) && x.why().contains("hadith record"));
            }));
            boolean[] used = new boolean[det.size()];
            for (Annotation a : r.annotations()) {
                for (Segment g : a.segments()) {
                    if (g.type() != type || g.gold() == null || g.gold() == Label.NA) {
                        continue;
                    }
                    c[t][0]++;
                    int b = EndToEnd.bestMatch(g.start(), g.end(), det);
                    if (b >= 0) {
                        c[t][1]++;
                        used[b] = true;
                    }
                }
            }
            for (int k = 0; k < used.length; k++) {
                c[t][2] += used[k] ? 0 : 1;
                if (changed != null && added.get(k)) {
                    changed.accept(String.format(Locale.ROOT, "added %s [%d, %d), %s", type.wire(), det.get(k)[0], det.get(k)[1],
                            used[k] ? "matches a gold " + type.wire() : "matches no gold " + type.wire()));
                }
            }
        }
    }

    private static String words(int n) {
        return n == Integer.MAX_VALUE ? "off" : String.valueOf(n);
    }

    private static double f1(int[] c) {
        return 2.0 * c[1] / (2.0 * c[1] + (c[0] - c[1]) + c[2]);
    }

    private static String cell(int hits, int n) {
        if (n == 0) {
            return "–";
        }
        Wilson.Interval ci = Wilson.interval95(hits, n);
        return String.format(Locale.ROOT, "%d (%.3f, %.2f–%.2f)", hits, hits / (double) n, ci.low(), ci.high());
    }
}
