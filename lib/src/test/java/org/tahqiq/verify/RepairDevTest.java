package org.tahqiq.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.dataset.Response;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.text.CodePoints;

/**
 * Repair over every dev answer, in both modes: the text outside the edits is kept (every answer), and, the repaired
 * answer checked again, a second repair changes nothing, the repaired verses are found correct and the quotes that were
 * correct stay so (all but the few answers where the detector reads the new text differently; bounds below). Prints
 * the share of Ayah and matn spans found correct before and after. Skipped without the data (a failure under CI).
 */
public class RepairDevTest {

    private static Checker checker;
    private static List<Response> answers;

    @BeforeAll
    static void load() {
        checker = RealData.checker();
        answers = DevJsonlReader.read(RealData.dataOrSkip().devJsonl());
    }

    @Test
    void repairOverEveryDevAnswer() {
        for (RepairMode mode : RepairMode.values()) {
            int[] ayah = new int[4]; // correct before, all before, correct after, all after
            int[] matn = new int[4];
            int edits = 0;
            int verses = 0;
            int keptCorrect = 0;
            List<String> problems = new ArrayList<>();
            for (Response r : answers) {
                CheckedAnswer a = checker.check(r.id(), r.question(), r.answer());
                RepairedAnswer fixed = checker.repair(a, mode, ReportLanguage.AR);
                assertEquals(rebuilt(r.answer(), fixed.edits()), fixed.text(), r.id() + ": text outside the edits kept");
                edits += fixed.edits().size();
                CheckedAnswer again = checker.check(r.id(), r.question(), fixed.text());
                RepairedAnswer twice = checker.repair(again, mode, ReportLanguage.AR);
                if (!twice.edits().isEmpty()) {
                    problems.add(r.id() + ": repairing the repaired answer changes " + twice.edits());
                }
                count(a, ayah, matn, 0);
                count(again, ayah, matn, 2);
                for (RepairEdit e : fixed.edits()) {
                    if (e.kind() == RepairEdit.Kind.VERSE) {
                        verses++;
                        int from = shifted(e.start(), fixed.edits());
                        SpanVerdict v = verdictAt(again, SegmentType.AYAH, from, from + CodePoints.length(e.newText()));
                        if (v != SpanVerdict.CORRECT) {
                            problems.add(r.id() + ": the repaired verse " + e.reference() + " is " + v);
                        }
                    }
                }
                for (Citation c : a.citations()) {
                    for (CheckedSpan s : c.spans()) {
                        boolean quote = s.type() == SegmentType.AYAH || s.type() == SegmentType.MATN;
                        if (!quote || s.verdict() != SpanVerdict.CORRECT || inEdit(s, fixed.edits())) {
                            continue;
                        }
                        int from = shifted(s.start(), fixed.edits());
                        SpanVerdict v = verdictAt(again, s.type(), from, from + (s.end() - s.start()));
                        if (v == SpanVerdict.CORRECT) {
                            keptCorrect++;
                        } else {
                            problems.add(r.id() + ": a correct " + s.type().wire() + " became " + v + ": " + s.text());
                        }
                    }
                }
            }
            System.out.printf(Locale.ROOT, "repair %s over %d dev answers: %d edits, %d verses replaced, %d correct quotes kept; "
                            + "Ayah correct %d/%d (%.3f) -> %d/%d (%.3f); matn correct %d/%d (%.3f) -> %d/%d (%.3f)%n",
                    mode, answers.size(), edits, verses, keptCorrect, ayah[0], ayah[1], share(ayah[0], ayah[1]), ayah[2],
                    ayah[3], share(ayah[2], ayah[3]), matn[0], matn[1], share(matn[0], matn[1]), matn[2], matn[3],
                    share(matn[2], matn[3]));
            problems.forEach(System.out::println);
            long unstable = problems.stream().filter(p -> p.contains("changes")).map(p -> p.substring(0, p.indexOf(':'))).distinct().count();
            long wrongVerses = problems.stream().filter(p -> p.contains("repaired verse")).count();
            long lost = problems.stream().filter(p -> p.contains("became")).count();
            System.out.printf(Locale.ROOT, "repair %s: idempotent on %d of %d answers; repaired verses correct %d of %d; "
                    + "correct quotes still correct %d of %d%n", mode, answers.size() - unstable, answers.size(),
                    verses - wrongVerses, verses, keptCorrect, keptCorrect + lost);
            assertTrue(verses > 50, "the dev answers hold misquoted verses to repair: " + verses);
            // The repaired answer is read afresh by the detector, whose spans and pairings move with the text around
            // them (a quote found where none was, a claim paired with the next quote): what repair cannot see. Measured:
            // mark 318 of 328 answers unchanged by a second repair, remove 306; 118 of 119 verses correct; 257 of 258
            // correct quotes kept. The bounds leave a few answers' room and fail on any systematic change.
            assertTrue(unstable <= answers.size() * (mode == RepairMode.MARK ? 0.04 : 0.08), mode + ": answers a second repair changes: " + unstable);
            assertTrue(wrongVerses <= verses * 0.02, mode + ": repaired verses not found correct: " + wrongVerses);
            assertTrue(lost <= keptCorrect * 0.01, mode + ": correct quotes found otherwise after repair: " + lost);
        }
    }

    /** The original answer with the edits applied, from their offsets alone. */
    public static String rebuilt(String original, List<RepairEdit> edits) {
        StringBuilder sb = new StringBuilder();
        int at = 0;
        for (RepairEdit e : edits) {
            assertTrue(e.start() >= at, "edits in order, none overlapping: " + edits);
            assertEquals(CodePoints.substring(original, e.start(), e.end()), e.oldText(), "an edit's old text is the original's");
            sb.append(CodePoints.substring(original, at, e.start())).append(e.newText());
            at = e.end();
        }
        return sb.append(CodePoints.substring(original, at, CodePoints.length(original))).toString();
    }

    /** Where an offset of the original answer (outside the edits) is in the repaired one. */
    private static int shifted(int offset, List<RepairEdit> edits) {
        int delta = 0;
        for (RepairEdit e : edits) {
            if (e.end() <= offset) {
                delta += CodePoints.length(e.newText()) - (e.end() - e.start());
            }
        }
        return offset + delta;
    }

    private static boolean inEdit(CheckedSpan s, List<RepairEdit> edits) {
        return edits.stream().anyMatch(e -> e.start() < s.end() && s.start() < e.end());
    }

    /** The verdict of the span of a type that overlaps [from, to) the most, or null when none does. */
    private static SpanVerdict verdictAt(CheckedAnswer a, SegmentType type, int from, int to) {
        SpanVerdict best = null;
        int most = 0;
        for (Citation c : a.citations()) {
            for (CheckedSpan s : c.spans()) {
                int overlap = Math.min(to, s.end()) - Math.max(from, s.start());
                if (s.type() == type && overlap > most) {
                    most = overlap;
                    best = s.verdict();
                }
            }
        }
        return best;
    }

    private static void count(CheckedAnswer a, int[] ayah, int[] matn, int at) {
        for (Citation c : a.citations()) {
            for (CheckedSpan s : c.spans()) {
                int[] t = s.type() == SegmentType.AYAH ? ayah : s.type() == SegmentType.MATN ? matn : null;
                if (t != null) {
                    t[at + 1]++;
                    t[at] += s.verdict() == SpanVerdict.CORRECT ? 1 : 0;
                }
            }
        }
    }

    private static double share(int n, int of) {
        return of == 0 ? 0 : (double) n / of;
    }
}
