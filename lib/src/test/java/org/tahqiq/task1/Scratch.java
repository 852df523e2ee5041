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
        int epochs = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int seeds = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        double sum = 0;
        for (int s = 0; s < seeds; s++) {
            long seed = s == 0 ? 2026 : s;
            var r = CrossValidation.run(an, enc, 5, seed, SequenceModel.Settings.DEFAULT.withEpochs(epochs), List.of());
            sum += r.score().macroF1();
            System.out.printf("seed %d: F1 %.4f %s train %d ms%n", seed, r.score().macroF1(), r.score().f1ByClass(), r.trainMs());
        }
        System.out.printf("mean %.4f%n", sum / seeds);
    }
}
