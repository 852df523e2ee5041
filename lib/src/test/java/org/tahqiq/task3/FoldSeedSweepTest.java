package org.tahqiq.task3;

import org.tahqiq.task3.correct.AcceptModel;
import org.tahqiq.task3.correct.CorrectionThresholds;
import org.tahqiq.task3.correct.MatnRanking;
import org.tahqiq.task3.correct.Proposal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.SegmentKey;
import org.tahqiq.dataset.SegmentType;

class FoldSeedSweepTest {

    @TempDir
    Path dir;

    private static final String VERSE = "قُلْ هُوَ اللَّهُ أَحَدٌ";

    /** Twenty questions, one response each: an Ayah and a matn; every third gold says خطأ. */
    private Task3Input labelled() throws IOException {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 20; i++) {
            String ayahGold = i % 3 == 0 ? "\"خطأ\"" : "[\"" + VERSE + "\"]";
            String matnGold = i % 3 == 1 ? "\"خطأ\"" : "[\"إنما الأعمال بالنيات\"]";
            b.append("{\"id\":\"R").append(i).append("\",\"question_id\":\"Q").append(i)
                    .append("\",\"question\":\"س\",\"generated_answer\":\"قل هو الله الواحد انما الاعمال بالنية\",\"annotations\":[")
                    .append("{\"annotation_id\":1,\"label\":\"Ayah\",\"segments\":[{\"type\":\"Ayah\",\"span_start\":0,\"span_end\":17,")
                    .append("\"label\":\"incorrect\"}],\"correction\":").append(ayahGold).append("},")
                    .append("{\"annotation_id\":2,\"label\":\"Hadith\",\"segments\":[{\"type\":\"matn\",\"span_start\":18,\"span_end\":37,")
                    .append("\"label\":\"incorrect\"}],\"correction\":").append(matnGold).append("}]}\n");
        }
        Path f = dir.resolve("dev.jsonl");
        Files.writeString(f, b.toString(), StandardCharsets.UTF_8);
        return Task3Input.fromJsonl(f);
    }

    /** Measurements that mostly, not perfectly, tell gold's text from خطأ: the folds decide the borderline rows. */
    private static Task3Pipeline.Proposals proposals(Task3Input in) {
        List<List<Proposal>> out = new ArrayList<>();
        for (int i = 0; i < in.size(); i++) {
            SegmentKey k = in.keys().get(i);
            boolean text = !in.gold().get(i).isNoSource();
            double cover = (text ? 55 : 35) + (i * 7) % 30;
            String proposed = k.type() == SegmentType.AYAH ? VERSE : "إِنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ";
            out.add(List.of(new Proposal(k, "span", proposed, "ref", cover, 2 + i % 4, 60, List.of(),
                    new Proposal.Features(5 + i % 6, cover, (i * 3) % 20 - 5, cover / 2, 4.0 * (2 + i % 4)))));
        }
        return new Task3Pipeline.Proposals(List.of(MatnRanking.pinned()), out, 0);
    }

    @Test
    void seedsStartWithTheGivenOneAndNeverRepeat() {
        assertEquals(List.of(2026L, 1L, 2L, 3L), FoldSeedSweep.seeds(2026, 4));
        assertEquals(List.of(2L, 1L, 3L), FoldSeedSweep.seeds(2, 3), "the given seed is not run twice");
        assertEquals(List.of(7L), FoldSeedSweep.seeds(7, 1));
        assertThrows(IllegalArgumentException.class, () -> FoldSeedSweep.seeds(1, 0));
    }

    @Test
    void eachSeedIsTheCrossValidatedRunAtThatSeed() throws IOException {
        Task3Input in = labelled();
        Task3Pipeline.Proposals ps = proposals(in);
        FoldSeedSweep sweep = FoldSeedSweep.run(in, ps, 5, FoldSeedSweep.seeds(2026, 4));

        assertEquals(4, sweep.scores().size());
        for (int i = 0; i < 4; i++) {
            long seed = sweep.seeds().get(i);
            var alone = Task3Pipeline.decideRanked(in, ps, CorrectionThresholds.pinned(), 5, seed).score();
            assertEquals(alone, sweep.scores().get(i), "seed " + seed);
        }
        assertEquals(20, sweep.total(SegmentType.AYAH));
        assertEquals(40, sweep.total(null));
        int[] all = sweep.hits(null);
        int[] ayah = sweep.hits(SegmentType.AYAH);
        int[] matn = sweep.hits(SegmentType.MATN);
        for (int i = 0; i < 4; i++) {
            assertEquals(all[i], ayah[i] + matn[i]);
        }
        FoldSeedSweep.Spread overall = sweep.spreads().get(2);
        assertEquals("overall", overall.name());
        assertEquals(all[0], overall.first());
        assertEquals(java.util.Arrays.stream(all).average().getAsDouble(), overall.mean(), 1e-12);
        assertEquals(java.util.Arrays.stream(all).min().getAsInt(), overall.min());
        assertEquals(java.util.Arrays.stream(all).max().getAsInt(), overall.max());
        assertTrue(overall.min() <= overall.mean() && overall.mean() <= overall.max());

        List<String> tsv = sweep.toTsv().lines().toList();
        assertEquals("seed\ttype\thits\trows\taccuracy", tsv.get(0));
        assertEquals(1 + 4 * 3, tsv.size(), "a line per seed for Ayah, matn and overall");
        assertEquals("2026\toverall\t" + all[0] + "\t40\t" + String.format(java.util.Locale.ROOT, "%.4f", all[0] / 40.0), tsv.get(3));
        assertEquals(3, sweep.summary().size());
        assertTrue(sweep.summary().get(2).startsWith("overall  mean "), sweep.summary().get(2));
    }

    @Test
    void sensitivityRowsAreRepeatedCrossValidationsOfTheSameProposals() throws IOException {
        Task3Input in = labelled();
        Task3Pipeline.Proposals one = proposals(in);
        List<MatnRanking> every = List.of(MatnRanking.values());
        Task3Pipeline.Proposals all = new Task3Pipeline.Proposals(every, one.byAnnotation().stream()
                .map(ps -> java.util.Collections.nCopies(every.size(), ps.get(0))).toList(), 0);
        List<Long> seeds = FoldSeedSweep.seeds(2026, 3);
        var rows = Task3Sensitivity.run(in, all, 5, seeds, AcceptModel.Settings.DEFAULT);
        assertEquals(3 + 1 + 3, rows.size(), "three fixed weights, the per-fold one, three penalties");
        assertEquals(List.of("per fold", "1.00"), rows.stream().filter(r -> r.chosen()).map(r -> r.value()).toList());
        double mean = FoldSeedSweep.run(in, all.restrictedTo(Task3Pipeline.RANKINGS), 5, seeds).spreads().get(2).meanAccuracy();
        for (var r : rows.stream().filter(r -> r.chosen()).toList()) {
            assertEquals(mean, r.scores().get("accuracy").mean(), 1e-12, r.constant());
        }
        assertThrows(IllegalArgumentException.class, () -> one.restrictedTo(List.of(MatnRanking.KNOWN_5)),
                "only rankings proposed under");
    }

    @Test
    void needsGoldAndFolds() throws IOException {
        Task3Input in = labelled();
        Task3Pipeline.Proposals ps = proposals(in);
        assertThrows(IllegalArgumentException.class, () -> FoldSeedSweep.run(in, ps, 1, List.of(1L)));
        Path f = dir.resolve("t3.tsv");
        Files.writeString(f, "Response_ID\tAnnotation_ID\tSegment_Type\tSpan\nR5\t1\tAyah\tقل هو الله احد\n", StandardCharsets.UTF_8);
        Task3Input unlabelled = Task3Input.read(f, dir.resolve("unused.jsonl"));
        assertThrows(IllegalArgumentException.class,
                () -> FoldSeedSweep.run(unlabelled, new Task3Pipeline.Proposals(List.of(MatnRanking.pinned()), List.of(), 0), 5, List.of(1L)));
    }
}
