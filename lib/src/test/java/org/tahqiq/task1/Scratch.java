package org.tahqiq.task1;

import java.nio.file.Path;
import java.util.List;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.dataset.DataLocation;

/** Experiment driver (not a test). */
public class Scratch {
    public static void main(String[] args) throws Exception {
        DataLocation data = DataLocation.resolve(null, null, Path.of("/work/task1"));
        long t0 = System.nanoTime();
        QuranCorpus q = QuranCorpus.load(data.quran());
        HadithCorpus h = HadithCorpus.load(data.hadith());
        long t1 = System.nanoTime();
        CorpusAligner al = new CorpusAligner(q, h);
        long t2 = System.nanoTime();
        System.out.printf("load %d ms, index %d ms: %s%n", (t1 - t0) / 1000000, (t2 - t1) / 1000000, al.describe());
        Analyzer an = new Analyzer(al);
        Task1Input in = Task1Input.read(data.devJsonl());
        long t3 = System.nanoTime();
        List<Encoded> enc = in.answers().stream().map(a -> Encoded.of(an, a)).toList();
        long t4 = System.nanoTime();
        System.out.printf("encode %d ms (%d answers, %d tokens)%n", (t4 - t3) / 1000000, enc.size(),
                enc.stream().mapToInt(e -> e.tags().length).sum());
        int nsyn = args.length > 3 ? Integer.parseInt(args[3]) : 0;
        long t5 = System.nanoTime();
        SyntheticAnswers gen = new SyntheticAnswers(q, h);
        List<SequenceModel.Example> syn = gen.generate(nsyn, 7).stream().map(a -> Encoded.of(an, a).example()).toList();
        System.out.printf("synthetic %d in %d ms%n", nsyn, (System.nanoTime() - t5) / 1000000);
        if (nsyn < 0) { var a0 = gen.generate(3, 7); for (var a : a0) { System.out.println(a.text()); for (var g : a.gold()) System.out.println("  " + g.type() + " [" + (g.type()==null?"":org.tahqiq.text.CodePoints.substring(a.text(), g.start(), g.end())) + "]"); } }
        int epochs = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int seeds = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        double sum = 0;
        for (int s = 0; s < seeds; s++) {
            long seed = s == 0 ? 2026 : s;
            var r = SpanCrossValidation.run(an, enc, 5, seed, new SequenceModel.Settings(epochs, args.length > 2 ? Integer.parseInt(args[2]) : 20, 2026), syn);
            sum += r.score().macroF1();
            System.out.printf("seed %d: F1 %.4f %s%n", seed, r.score().macroF1(), r.score().f1ByClass());
        }
        System.out.printf("mean %.4f%n", sum / seeds);
    }
}
