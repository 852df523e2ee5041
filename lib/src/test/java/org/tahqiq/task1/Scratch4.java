package org.tahqiq.task1;

import java.nio.file.Path;
import java.util.*;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.dataset.DataLocation;

/** Config sweep (not a test): args = seeds, then configs "epochs:bits:nsyn". */
public class Scratch4 {
    public static void main(String[] args) throws Exception {
        DataLocation data = DataLocation.resolve(null, null, Path.of("/work/task1"));
        QuranCorpus q = QuranCorpus.load(data.quran());
        HadithCorpus h = HadithCorpus.load(data.hadith());
        Analyzer an = new Analyzer(new CorpusAligner(q, h));
        List<Encoded> enc = Task1Input.read(data.devJsonl()).answers().stream().map(a -> Encoded.of(an, a)).toList();
        SyntheticAnswers gen = new SyntheticAnswers(q, h);
        int seeds = Integer.parseInt(args[0]);
        Map<Integer, List<SequenceModel.Example>> synCache = new HashMap<>();
        for (int c = 1; c < args.length; c++) {
            String[] p = args[c].split(":");
            int epochs = Integer.parseInt(p[0]), bits = Integer.parseInt(p[1]), nsyn = Integer.parseInt(p[2]);
            List<SequenceModel.Example> syn = synCache.computeIfAbsent(nsyn, n -> gen.generate(n, 7).stream().map(a -> Encoded.of(an, a).example()).toList());
            double[] f = new double[seeds];
            double[][] cls = new double[5][seeds];
            for (int s = 0; s < seeds; s++) {
                var r = SpanCrossValidation.run(an, enc, 5, s == 0 ? 2026 : s, new SequenceModel.Settings(epochs, bits, 2026), syn);
                f[s] = r.score().macroF1();
                for (CharClass k : CharClass.values()) cls[k.ordinal()][s] = r.score().f1(k);
            }
            StringBuilder sb = new StringBuilder();
            for (CharClass k : CharClass.values()) sb.append(String.format(" %s %.4f[%.3f]", k.wire(), Arrays.stream(cls[k.ordinal()]).average().getAsDouble(), Arrays.stream(cls[k.ordinal()]).min().getAsDouble()));
            System.out.printf("%s: F1 mean %.4f min %.4f max %.4f |%s%n", args[c], Arrays.stream(f).average().getAsDouble(),
                    Arrays.stream(f).min().getAsDouble(), Arrays.stream(f).max().getAsDouble(), sb);
        }
    }
}
