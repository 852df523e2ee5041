package org.tahqiq.task1;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.corpus.QuranCorpus;
import org.tahqiq.dataset.DataLocation;

/** CPU profile of the stages (not a test). */
public class Scratch3 {
    static long cpu() { return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() / 1_000_000; }
    public static void main(String[] args) throws Exception {
        DataLocation data = DataLocation.resolve(null, null, Path.of("/work/task1"));
        long c0 = cpu();
        QuranCorpus q = QuranCorpus.load(data.quran());
        long c1 = cpu();
        HadithCorpus h = HadithCorpus.load(data.hadith());
        long c2 = cpu();
        CorpusAligner al = new CorpusAligner(q, h);
        long c3 = cpu();
        Analyzer an = new Analyzer(al);
        Task1Input in = Task1Input.read(data.devJsonl());
        List<Analysis> as = in.answers().stream().map(a -> an.analyze(a.text())).toList();
        long c4 = cpu();
        List<long[][]> fs = as.stream().map(FeatureExtractor::extract).toList();
        long c5 = cpu();
        var gen = new SyntheticAnswers(q, h);
        long c6 = cpu();
        var syn = gen.generate(300, 7);
        long c7 = cpu();
        var synEnc = syn.stream().map(a -> Encoded.of(an, a).example()).toList();
        long c8 = cpu();
        System.out.printf("cpu ms: quran %d, hadith %d, aligner %d (parallel parts not counted), analyze %d, features %d, gen-init %d, gen %d, syn-encode %d%n",
                c1 - c0, c2 - c1, c3 - c2, c4 - c3, c5 - c4, c6 - c5, c7 - c6, c8 - c7);
        List<Encoded> enc = in.answers().stream().map(a -> Encoded.of(an, a)).toList();
        java.util.List<SequenceModel.Example> train = new java.util.ArrayList<>(synEnc);
        enc.stream().skip(66).forEach(e -> train.add(e.example()));
        for (int bits : new int[] {16, 18, 20}) {
            for (int rep = 0; rep < 2; rep++) {
                long t0 = cpu();
                SequenceModel m = SequenceModel.train(train, new SequenceModel.Settings(10, bits, 2026));
                long t1 = cpu();
                for (int k = 0; k < 66; k++) m.decode(enc.get(k).features());
                long t2 = cpu();
                for (int k = 0; k < 66; k++) m.marginals(enc.get(k).features());
                long t3 = cpu();
                System.out.printf("bits %d: train %d ms cpu, decode 66 answers %d ms, marginals %d ms, nonzero %d%n", bits, t1 - t0, t2 - t1, t3 - t2, m.nonZero());
            }
        }
    }
}
