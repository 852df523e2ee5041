package org.tahqiq.task1;

import org.tahqiq.task1.score.CharClass;
import org.tahqiq.task1.score.Task1Score;
import org.tahqiq.task1.score.Task1Scorer;
import org.tahqiq.task1.detect.DetectedAnnotation;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task1.score.Task1Span;
import org.tahqiq.text.CodePoints;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Where the character-level F1 goes: every gold span and every predicted span sorted into one error kind, and every
 * character the scorer counts against a class (a gold character of it predicted otherwise, or a predicted one the gold
 * paints otherwise) charged to the span it lies in. Per class and kind: how many spans, how many characters, and how
 * much the class's F1 (and the macro F1) would rise if those characters were right — the figure that says which kind
 * of error to work on.
 *
 * <p>Kinds: a gold span is exact; or has a boundary off (the characters between gold and predicted boundary hold no
 * letter or digit: punctuation only; at most one word on each side: a word; else more); or is found as another type;
 * or is missed. A prediction overlapping no gold span of its type is spurious, or the wrong type when most of it is a
 * gold span of another type. isnad and claimed_source sit next to each other and the gold nests one in the other:
 * when most of the characters a boundary error, a miss or a spurious span of one of them gets wrong are the other
 * type (in gold or prediction), the kind is split/merge.
 */
public final class ErrorKinds {

    public enum Kind {
        EXACT("exact"), BOUNDARY_PUNCT("boundary: punctuation only"), BOUNDARY_WORD("boundary: one word"),
        BOUNDARY_WORDS("boundary: more than a word"), SPLIT_MERGE("isnad/claimed_source split or merge"),
        WRONG_TYPE("wrong type"), MISSED("missed"), SPURIOUS("spurious");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /**
     * One span's outcome and what it costs.
     *
     * @param type    the class it is counted under: the gold span's type, or the prediction's for spurious ones
     * @param fnChars characters of {@code type} in the gold span the prediction paints otherwise
     * @param fpChars characters predicted as {@code type} that the gold paints otherwise, charged to this span
     * @param example the characters that differ (or the span, for a miss or a spurious span)
     */
    public record Outcome(String responseId, SegmentType type, Kind kind, long fnChars, long fpChars, String example) {
    }

    private ErrorKinds() {
    }

    /** Every span of every answer, classified, with the characters it costs. */
    public static List<Outcome> outcomes(List<Encoded> answers, Map<String, List<DetectedAnnotation>> detections) {
        List<Outcome> out = new ArrayList<>();
        for (Encoded e : answers) {
            out.addAll(outcomes(e.answer().id(), e.answer().text(), e.answer().gold(),
                    Rows.of(e.answer().id(), detections.get(e.answer().id()))));
        }
        return out;
    }

    /** One answer's spans, classified. */
    public static List<Outcome> outcomes(String id, String text, List<Task1Span> gold, List<Task1Span> pred) {
        Map<String, String> one = Map.of(id, text);
        int[] g = Task1Scorer.paint(one, gold).get(id);
        int[] p = Task1Scorer.paint(one, pred).get(id);
        int n = g.length;
        List<Task1Span> golds = gold.stream().filter(s -> !s.isNoAnnotation()).toList();
        List<Task1Span> preds = pred.stream().filter(s -> !s.isNoAnnotation()).toList();
        // Each predicted character a class does not have in gold is charged once: to the gold span of its type the
        // prediction overlaps most (a boundary overshoot), else to the prediction itself.
        boolean[] charged = new boolean[n];
        List<Outcome> out = new ArrayList<>();
        for (Task1Span gs : golds) {
            int c = CharClass.of(gs.type()).ordinal();
            int from = clip(gs.start(), n);
            int to = clip(gs.end(), n);
            long fn = 0;
            for (int i = from; i < to; i++) {
                if (g[i] == c && p[i] != c) {
                    fn++;
                }
            }
            Task1Span best = null;
            int bestOverlap = 0;
            for (Task1Span ps : preds) {
                int ov = overlap(gs, ps);
                if (ps.type() == gs.type() && ov > bestOverlap) {
                    best = ps;
                    bestOverlap = ov;
                }
            }
            long fp = 0;
            if (best != null) {
                for (int i = clip(best.start(), n); i < clip(best.end(), n); i++) {
                    if (p[i] == c && g[i] != c && !charged[i]) {
                        charged[i] = true;
                        fp++;
                    }
                }
            }
            Kind kind;
            String example;
            if (best == null) {
                int other = dominant(p, from, to, c);
                kind = isPair(c, other) ? Kind.SPLIT_MERGE : other > 0 ? Kind.WRONG_TYPE : Kind.MISSED;
                example = CodePoints.substring(text, from, to);
            } else if (best.start() == gs.start() && best.end() == gs.end()) {
                // Same bounds, yet characters wrong: another prediction painted over part of it.
                kind = fn == 0 && fp == 0 ? Kind.EXACT : isPair(c, c == CharClass.ISNAD.ordinal()
                        ? CharClass.CLAIMED_SOURCE.ordinal() : CharClass.ISNAD.ordinal()) ? Kind.SPLIT_MERGE : Kind.WRONG_TYPE;
                example = kind == Kind.EXACT ? "" : CodePoints.substring(text, from, to);
            } else {
                int a1 = clip(Math.min(gs.start(), best.start()), n);
                int a2 = clip(Math.max(gs.start(), best.start()), n);
                int b1 = clip(Math.min(gs.end(), best.end()), n);
                int b2 = clip(Math.max(gs.end(), best.end()), n);
                String head = CodePoints.substring(text, a1, a2);
                String tail = CodePoints.substring(text, b1, b2);
                if (pairShare(g, p, c, a1, a2, b1, b2) > 0.5) {
                    kind = Kind.SPLIT_MERGE;
                } else if (!hasLetterOrDigit(head) && !hasLetterOrDigit(tail)) {
                    kind = Kind.BOUNDARY_PUNCT;
                } else if (words(head) <= 1 && words(tail) <= 1) {
                    kind = Kind.BOUNDARY_WORD;
                } else {
                    kind = Kind.BOUNDARY_WORDS;
                }
                example = (head.isEmpty() ? "" : "[" + head + "]") + (head.isEmpty() || tail.isEmpty() ? "" : " … ")
                        + (tail.isEmpty() ? "" : "[" + tail + "]");
            }
            out.add(new Outcome(id, gs.type(), kind, fn, fp, example));
        }
        for (Task1Span ps : preds) {
            boolean matched = false;
            for (Task1Span gs : golds) {
                if (gs.type() == ps.type() && overlap(gs, ps) > 0) {
                    matched = true;
                    break;
                }
            }
            int c = CharClass.of(ps.type()).ordinal();
            long fp = 0;
            for (int i = clip(ps.start(), n); i < clip(ps.end(), n); i++) {
                if (p[i] == c && g[i] != c && !charged[i]) {
                    charged[i] = true;
                    fp++;
                }
            }
            if (matched) {
                if (fp > 0) {
                    // A second prediction on a gold span already matched: its extra characters are a boundary cost.
                    out.add(new Outcome(id, ps.type(), Kind.BOUNDARY_WORDS, 0, fp,
                            CodePoints.substring(text, clip(ps.start(), n), clip(ps.end(), n))));
                }
                continue;
            }
            int from = clip(ps.start(), n);
            int to = clip(ps.end(), n);
            int other = dominant(g, from, to, c);
            Kind kind = isPair(c, other) ? Kind.SPLIT_MERGE : other > 0 ? Kind.WRONG_TYPE : Kind.SPURIOUS;
            out.add(new Outcome(id, ps.type(), kind, 0, fp, CodePoints.substring(text, from, to)));
        }
        return out;
    }

    /** Rows per class and kind: spans, characters lost (fn) and added (fp), the F1 gained if they were right, examples. */
    public static Table table(List<Outcome> outcomes, Task1Score score, int examples) {
        Map<SegmentType, Map<Kind, List<Outcome>>> by = new EnumMap<>(SegmentType.class);
        for (SegmentType t : SegmentType.values()) {
            by.put(t, new EnumMap<>(Kind.class));
        }
        for (Outcome o : outcomes) {
            by.get(o.type()).computeIfAbsent(o.kind(), k -> new ArrayList<>()).add(o);
        }
        StringColumn cls = StringColumn.create("class");
        StringColumn kind = StringColumn.create("kind");
        IntColumn spans = IntColumn.create("spans");
        LongColumn fn = LongColumn.create("chars_lost");
        LongColumn fp = LongColumn.create("chars_added");
        DoubleColumn gain = DoubleColumn.create("class_F1_gain");
        DoubleColumn macro = DoubleColumn.create("macro_F1_gain");
        StringColumn ex = StringColumn.create("examples");
        int classes = CharClass.values().length;
        by.forEach((type, kinds) -> {
            CharClass c = CharClass.of(type);
            for (Kind k : Kind.values()) {
                List<Outcome> os = kinds.get(k);
                if (os == null) {
                    continue;
                }
                long lost = os.stream().mapToLong(Outcome::fnChars).sum();
                long added = os.stream().mapToLong(Outcome::fpChars).sum();
                double g = f1(score.tp(c) + lost, score.fp(c) - added, score.fn(c) - lost) - score.f1(c);
                cls.append(type.wire());
                kind.append(k.label());
                spans.append(os.size());
                fn.append(lost);
                fp.append(added);
                gain.append(round(g));
                macro.append(round(g / classes));
                List<String> shown = new ArrayList<>();
                for (Outcome o : os) {
                    if (shown.size() >= examples || k == Kind.EXACT) {
                        break;
                    }
                    shown.add(o.responseId() + ": " + shorten(o.example()));
                }
                ex.append(String.join(" ¦ ", shown));
            }
        });
        return Table.create("Subtask 1: where the F1 goes, by class and error kind", cls, kind, spans, fn, fp, gain, macro, ex);
    }

    /** Every span that is not exact, one per row (class, kind, response, characters lost and added, the text). */
    public static Table spans(List<Outcome> outcomes) {
        StringColumn cls = StringColumn.create("class");
        StringColumn kind = StringColumn.create("kind");
        StringColumn id = StringColumn.create("response");
        LongColumn fn = LongColumn.create("chars_lost");
        LongColumn fp = LongColumn.create("chars_added");
        StringColumn ex = StringColumn.create("text");
        for (Outcome o : outcomes) {
            if (o.kind() == Kind.EXACT) {
                continue;
            }
            cls.append(o.type().wire());
            kind.append(o.kind().label());
            id.append(o.responseId());
            fn.append(o.fnChars());
            fp.append(o.fpChars());
            ex.append(o.example().replace('\n', ' ').replace('\t', ' '));
        }
        return Table.create("Subtask 1: spans that are not exact", cls, kind, id, fn, fp, ex);
    }

    /** The macro-F1 gain of each kind over all classes (summed over classes; the kinds' gains add up only roughly). */
    public static Table byKind(Table table) {
        Map<String, double[]> sums = new LinkedHashMap<>();
        for (Kind k : Kind.values()) {
            if (k != Kind.EXACT) {
                sums.put(k.label(), new double[3]);
            }
        }
        for (int r = 0; r < table.rowCount(); r++) {
            double[] s = sums.get(table.stringColumn("kind").get(r));
            if (s != null) {
                s[0] += table.intColumn("spans").get(r);
                s[1] += table.longColumn("chars_lost").get(r) + table.longColumn("chars_added").get(r);
                s[2] += table.doubleColumn("macro_F1_gain").get(r);
            }
        }
        StringColumn kind = StringColumn.create("kind");
        IntColumn spans = IntColumn.create("spans");
        LongColumn chars = LongColumn.create("chars_wrong");
        DoubleColumn macro = DoubleColumn.create("macro_F1_gain");
        sums.forEach((k, s) -> {
            kind.append(k);
            spans.append((int) s[0]);
            chars.append((long) s[1]);
            macro.append(round(s[2]));
        });
        Table t = Table.create("Subtask 1: macro-F1 gain if every error of a kind were right", kind, spans, chars, macro);
        return t.sortDescendingOn("macro_F1_gain");
    }

    private static double f1(long tp, long fp, long fn) {
        return tp == 0 ? 0 : 2.0 * tp / (2.0 * tp + fp + fn);
    }

    private static double round(double x) {
        return Math.round(x * 10000) / 10000.0;
    }

    private static int clip(int x, int n) {
        return Math.max(0, Math.min(n, x));
    }

    private static int overlap(Task1Span a, Task1Span b) {
        return Math.max(0, Math.min(a.end(), b.end()) - Math.max(a.start(), b.start()));
    }

    /** The class other than {@code c} painting most of [from, to) in {@code paint}, if it paints at least half; else 0. */
    private static int dominant(int[] paint, int from, int to, int c) {
        int[] count = new int[CharClass.values().length];
        for (int i = from; i < to; i++) {
            count[paint[i]]++;
        }
        int best = 0;
        for (int k = 1; k < count.length; k++) {
            if (k != c && count[k] > count[best]) {
                best = k;
            }
        }
        return best != 0 && count[best] > 0 && 2 * count[best] >= to - from ? best : 0;
    }

    private static boolean isPair(int c, int other) {
        int isnad = CharClass.ISNAD.ordinal();
        int source = CharClass.CLAIMED_SOURCE.ordinal();
        return c == isnad && other == source || c == source && other == isnad;
    }

    /** Of the characters between the two boundaries, the share the partner type paints in gold or prediction. */
    private static double pairShare(int[] g, int[] p, int c, int a1, int a2, int b1, int b2) {
        int isnad = CharClass.ISNAD.ordinal();
        int source = CharClass.CLAIMED_SOURCE.ordinal();
        if (c != isnad && c != source) {
            return 0;
        }
        int partner = c == isnad ? source : isnad;
        int all = 0;
        int hit = 0;
        for (int[] r : new int[][] {{a1, a2}, {b1, b2}}) {
            for (int i = r[0]; i < r[1]; i++) {
                all++;
                if (g[i] == partner || p[i] == partner) {
                    hit++;
                }
            }
        }
        return all == 0 ? 0 : hit / (double) all;
    }

    static boolean hasLetterOrDigit(String s) {
        return s.codePoints().anyMatch(Character::isLetterOrDigit);
    }

    /** Whitespace-separated pieces holding a letter or digit. */
    static int words(String s) {
        int w = 0;
        for (String piece : s.strip().split("\\s+")) {
            if (hasLetterOrDigit(piece)) {
                w++;
            }
        }
        return w;
    }

    private static String shorten(String s) {
        String one = s.replace('\n', ' ').replace('\t', ' ');
        return one.length() <= 60 ? one : one.substring(0, 57) + "…";
    }
}
