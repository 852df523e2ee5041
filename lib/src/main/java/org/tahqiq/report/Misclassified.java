package org.tahqiq.report;

import java.util.HashMap;
import java.util.Map;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.task2.Task2Input;
import org.tahqiq.task2.Task2Result;
import org.tahqiq.task2.rules.Verdict;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/** The rows a run labels against gold (gold N/A rows are not scored and are left out), with their evidence. */
public final class Misclassified {

    /** Matched source texts are cut to this many characters. */
    public static final int MAX_SOURCE = 300;

    private Misclassified() {
    }

    public static Table of(Task2Input input, Task2Result result) {
        Map<SegmentKey, Segment> segments = new HashMap<>();
        input.annotations().forEach(a -> a.segments().forEach(s -> segments.put(s.key(), s)));
        StringColumn rid = StringColumn.create("response");
        IntColumn aid = IntColumn.create("annotation");
        StringColumn type = StringColumn.create("type");
        StringColumn gold = StringColumn.create("gold");
        StringColumn verdict = StringColumn.create("verdict");
        DoubleColumn score = DoubleColumn.create("score"); // one decimal, as evidence.tsv
        StringColumn ref = StringColumn.create("reference");
        StringColumn span = StringColumn.create("span");
        StringColumn source = StringColumn.create("matched_source");
        StringColumn reason = StringColumn.create("reason");
        for (Verdict v : result.verdicts()) {
            Label g = input.gold().get(v.key());
            if (g == null || g == Label.NA || g == v.label()) {
                continue;
            }
            rid.append(v.key().responseId());
            aid.append(v.key().annotationId());
            type.append(v.key().type().wire());
            gold.append(g.wire());
            verdict.append(v.label().wire());
            score.append(Double.isNaN(v.score()) ? Double.NaN : Math.round(v.score() * 10) / 10.0);
            ref.append(v.reference());
            span.append(DatasetSummary.cut(segments.get(v.key()).text(), Integer.MAX_VALUE));
            source.append(DatasetSummary.cut(v.matchedText(), MAX_SOURCE));
            reason.append(DatasetSummary.cut(v.reason(), Integer.MAX_VALUE));
        }
        return Table.create("misclassified segments", rid, aid, type, gold, verdict, score, ref, span, source, reason);
    }

    /** The rows of one type. */
    public static Table ofType(Table misclassified, SegmentType t) {
        return misclassified.where(misclassified.stringColumn("type").isEqualTo(t.wire()))
                .setName("misclassified " + t.wire());
    }

    /** Counts per type and direction (false positive: verdict correct, gold incorrect). */
    public static Table summary(Table misclassified) {
        Table t = Table.create("misclassified by type and gold label", StringColumn.create("type"),
                StringColumn.create("gold"), IntColumn.create("rows"));
        for (SegmentType type : SegmentType.values()) {
            for (Label g : new Label[] {Label.CORRECT, Label.INCORRECT}) {
                int n = misclassified.where(misclassified.stringColumn("type").isEqualTo(type.wire())
                        .and(misclassified.stringColumn("gold").isEqualTo(g.wire()))).rowCount();
                t.stringColumn("type").append(type.wire());
                t.stringColumn("gold").append(g.wire());
                t.intColumn("rows").append(n);
            }
        }
        return t;
    }
}
