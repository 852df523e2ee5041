package org.tahqiq.verify.evaluate;

import org.tahqiq.verify.CheckedAnswer;
import org.tahqiq.verify.CheckedSpan;
import org.tahqiq.verify.Citation;
import java.util.List;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/** Checked answers as a Tablesaw table, one row per span: for notebooks ({@code summarize(...).by(...)}) and reports. */
public final class VerifyTable {

    /** Span and corpus texts are cut to this many characters, so a row stays readable. */
    public static final int MAX_TEXT = 60;

    private VerifyTable() {
    }

    public static Table spans(List<CheckedAnswer> answers) {
        StringColumn answer = StringColumn.create("answer");
        IntColumn citation = IntColumn.create("citation");
        StringColumn kind = StringColumn.create("kind");
        StringColumn type = StringColumn.create("type");
        IntColumn start = IntColumn.create("start");
        IntColumn end = IntColumn.create("end");
        StringColumn verdict = StringColumn.create("verdict");
        StringColumn reference = StringColumn.create("reference");
        DoubleColumn similarity = DoubleColumn.create("similarity");
        StringColumn correction = StringColumn.create("correction");
        StringColumn text = StringColumn.create("text");
        StringColumn reason = StringColumn.create("reason");
        for (CheckedAnswer a : answers) {
            for (Citation c : a.citations()) {
                for (CheckedSpan s : c.spans()) {
                    answer.append(a.id());
                    citation.append(c.id());
                    kind.append(c.kind());
                    type.append(s.type().wire());
                    start.append(s.start());
                    end.append(s.end());
                    verdict.append(s.verdict().wire());
                    reference.append(s.evidence().reference());
                    similarity.append(Double.isNaN(s.evidence().similarity()) ? Double.NaN
                            : Math.round(s.evidence().similarity() * 10) / 10.0);
                    correction.append(!s.hasCorrection() ? "" : cut(s.correction().text()));
                    text.append(cut(s.text()));
                    reason.append(s.evidence().reason());
                }
            }
        }
        return Table.create("checked spans", answer, citation, kind, type, start, end, verdict, reference, similarity,
                correction, text, reason);
    }

    static String cut(String s) {
        String one = s.replaceAll("\\s+", " ").strip();
        return one.length() <= MAX_TEXT ? one : one.substring(0, MAX_TEXT - 1) + "…";
    }
}
