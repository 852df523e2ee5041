package org.tahqiq.task1;

import java.nio.file.Path;
import java.util.*;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.Task1Span;

/** Error listing (not a test). */
public class Scratch2 {
    public static void main(String[] args) throws Exception {
        DataLocation data = DataLocation.resolve(null, null, Path.of("/work/task1"));
        Analyzer an = new Analyzer(new CorpusAligner(QuranCorpus.load(data.quran()), HadithCorpus.load(data.hadith())));
        Task1Input in = Task1Input.read(data.devJsonl());
        List<Encoded> enc = in.answers().stream().map(a -> Encoded.of(an, a)).toList();
        var q = QuranCorpus.load(data.quran()); var h = HadithCorpus.load(data.hadith());
        var syn = new SyntheticAnswers(q, h).generate(300, 7).stream().map(a -> Encoded.of(an, a).example()).toList();
        var r = SpanCrossValidation.run(an, enc, 5, 2026, new SequenceModel.Settings(10, 16, 2026), syn);
        System.out.printf("F1 %.4f %s%n", r.score().macroF1(), r.score().f1ByClass());
        Map<String, Integer> counts = new TreeMap<>();
        List<SpanErrors.Error> all = new ArrayList<>();
        for (Encoded e : enc) {
            var errs = SpanErrors.compare(e.answer().id(), e.answer().text(), e.answer().gold(), Rows.of(e.answer().id(), r.detections().get(e.answer().id())));
            all.addAll(errs);
        }
        for (var e : all) counts.merge(e.type() + " " + e.kind(), 1, Integer::sum);
        counts.forEach((k, v) -> System.out.println(k + "\t" + v));
        String only = args.length > 0 ? args[0] : null;
        for (var e : all) {
            if (e.kind() == SpanErrors.Kind.EXACT) continue;
            if (only != null && !(e.type() + "").equals(only)) continue;
            String text = in.answers().stream().filter(a -> a.id().equals(e.responseId())).findFirst().get().text();
            Task1Span s = e.gold() != null ? e.gold() : e.pred();
            int a = Math.max(0, s.start() - 40), b = Math.min(org.tahqiq.text.CodePoints.length(text), s.end() + 30);
            System.out.println(e.type() + " " + e.kind() + " " + e.responseId() + " diff=" + e.diff().replace("\n", "⏎"));
            System.out.println("   ctx: " + org.tahqiq.text.CodePoints.substring(text, a, s.start()).replace("\n", "⏎") + "⟦"
                    + org.tahqiq.text.CodePoints.substring(text, s.start(), s.end()).replace("\n", "⏎") + "⟧" + org.tahqiq.text.CodePoints.substring(text, s.end(), b).replace("\n", "⏎"));
            if (e.pred() != null && e.gold() != null) System.out.println("   pred " + e.pred().type() + " " + org.tahqiq.text.CodePoints.substring(text, e.pred().start(), e.pred().end()).replace("\n", "⏎"));
        }
    }
}
