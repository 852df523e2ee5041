package org.tahqiq.verify.output;

import org.tahqiq.verify.CheckedAnswer;
import org.tahqiq.verify.Tally;
import java.io.IOException;

/** Where checked answers go, in input order: {@link #accept} each, then {@link #finish} with the totals. */
public interface AnswerSink {

    void accept(CheckedAnswer answer) throws IOException;

    void finish(Tally total) throws IOException;
}
