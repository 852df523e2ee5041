package org.tahqiq.task2.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tahqiq.dataset.Label;
import org.tahqiq.dataset.Segment;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;
import org.tahqiq.index.AnnotationEvidence;
import org.tahqiq.index.HadithMatcher;
import org.tahqiq.verify.RealData;

/** The similarity cut's reason, like the model's, names what differs, in the words as written. */
class MatnRuleReasonTest {

    @Test
    void theCutsReasonNamesTheSubstitutedWordAsTheRecordWritesIt() {
        HadithMatcher matcher = RealData.checker().retrieval().hadithMatcher();
        MatnRule rule = new MatnRule(matcher, RuleOptions.NONE);
        String quote = "إنما الأعمال بالنيات، وإنما لكل امرئ ما يريد";
        Segment s = new Segment(new SegmentKey("R1", 1, SegmentType.MATN), 0, quote.length(), quote, Label.INCORRECT);
        Verdict v = rule.judge(s, new AnnotationEvidence(null, null, matcher.match(quote)), Thresholds.pinned());
        assertEquals(Label.INCORRECT, v.label(), v.reason());
        assertTrue(v.reason().startsWith("nearest ") && v.reason().endsWith(": one content word substituted: نَوَى → يريد"),
                v.reason());
    }
}
