package org.tahqiq.task1.detect;

import org.tahqiq.task1.ModelCache;
import org.tahqiq.task1.SyntheticSet;
import org.tahqiq.task1.score.Task1Score;
import org.tahqiq.task1.analysis.WordNgramIndex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.dataset.SegmentType;

class SequenceModelTest {

    @TempDir
    Path dir;

    /** Toy sequences: a "quote" is the tokens between two mark tokens, tagged Ayah. */
    private static List<SequenceModel.Example> toy(int n, long seed) {
        Random r = new Random(seed);
        List<SequenceModel.Example> out = new ArrayList<>();
        long mark = WordNgramIndex.word("w=\"");
        for (int k = 0; k < n; k++) {
            int len = 12;
            long[][] f = new long[len][];
            int[] tags = new int[len];
            int open = 1 + r.nextInt(4);
            int close = open + 2 + r.nextInt(4);
            boolean inside = false;
            for (int i = 0; i < len; i++) {
                boolean isMark = i == open || i == close;
                long word = WordNgramIndex.word("w=" + r.nextInt(50));
                f[i] = new long[] {WordNgramIndex.word("B"), isMark ? mark : word, WordNgramIndex.word("in=" + (inside && !isMark))};
                if (i == open) {
                    inside = true;
                } else if (i == close) {
                    inside = false;
                }
                tags[i] = i > open && i < close ? (i == open + 1 ? Tags.begin(SegmentType.AYAH) : Tags.inside(SegmentType.AYAH)) : Tags.O;
            }
            out.add(new SequenceModel.Example(f, tags));
        }
        return out;
    }

    /** A model trained on toy sequences tags 48 or more of 50 new ones exactly; its marginals are over {@link Tags}. */
    private static void learnsTheToy(SequenceModel m) {
        int right = 0;
        List<SequenceModel.Example> test = toy(50, 2);
        for (SequenceModel.Example e : test) {
            right += java.util.Arrays.equals(m.decode(e.features()), e.tags()) ? 1 : 0;
        }
        assertTrue(right >= 48, right + " of 50 sequences exact");
        double[][] p = m.marginals(test.get(0).features());
        for (double[] row : p) {
            assertEquals(Tags.COUNT, row.length, "marginals over the B-/I- tags");
            assertEquals(1.0, java.util.Arrays.stream(row).sum(), 1e-9);
        }
    }

    @Test
    void learnsToTagTheInsideOfMarks() {
        learnsTheToy(SequenceModel.train(toy(200, 1), new SequenceModel.Settings(5, 12, 7)));
    }

    @Test
    void bioesModelLearnsTheToyAndAnswersInBioTags() throws Exception {
        SequenceModel m = SequenceModel.train(toy(200, 1), new SequenceModel.Settings(5, 12, 7).withScheme(TagScheme.BIOES));
        assertEquals(TagScheme.BIOES, m.scheme());
        learnsTheToy(m);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        m.write(bytes);
        SequenceModel back = SequenceModel.read(new ByteArrayInputStream(bytes.toByteArray()));
        assertTrue(back.sameAs(m), "read back with its scheme");
        assertTrue(!back.sameAs(SequenceModel.train(toy(200, 1), new SequenceModel.Settings(5, 12, 7))), "not the BIO model");
    }

    /**
     * Toy sequences where a "ref" token is a claimed_source only when a quote closed three to eight tokens before it,
     * and O otherwise: each token's features are its word alone, so one pass cannot tell the two apart.
     */
    private static List<SequenceModel.Example> referencedQuotes(int n, long seed) {
        Random r = new Random(seed);
        long mark = WordNgramIndex.word("w=\"");
        long ref = WordNgramIndex.word("w=ref");
        List<SequenceModel.Example> out = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            int len = 20;
            long[][] f = new long[len][];
            int[] tags = new int[len];
            boolean quoted = r.nextBoolean();
            int open = 1 + r.nextInt(3);
            int close = open + 3 + r.nextInt(3);
            int at = close + 3 + r.nextInt(6);
            for (int i = 0; i < len; i++) {
                boolean isMark = quoted && (i == open || i == close);
                boolean inQuote = quoted && i > open && i < close;
                f[i] = new long[] {WordNgramIndex.word("B"), isMark ? mark : i == at ? ref : WordNgramIndex.word("w=" + r.nextInt(50)),
                        WordNgramIndex.word("in=" + inQuote)};
                tags[i] = inQuote ? (i == open + 1 ? Tags.begin(SegmentType.AYAH) : Tags.inside(SegmentType.AYAH))
                        : i == at && quoted ? Tags.begin(SegmentType.CLAIMED_SOURCE) : Tags.O;
            }
            out.add(new SequenceModel.Example(f, tags));
        }
        return out;
    }

    private static int exact(SequenceModel m, List<SequenceModel.Example> test) {
        int right = 0;
        for (SequenceModel.Example e : test) {
            right += java.util.Arrays.equals(m.decode(e.features()), e.tags()) ? 1 : 0;
        }
        return right;
    }

    @Test
    void aSecondPassSeesTheQuoteASourceBelongsTo() throws Exception {
        List<SequenceModel.Example> train = referencedQuotes(300, 11);
        List<SequenceModel.Example> test = referencedQuotes(100, 12);
        SequenceModel.Settings s = new SequenceModel.Settings(5, 14, 7);
        SequenceModel one = SequenceModel.train(train, s);
        SequenceModel two = SequenceModel.train(train, s.withStacked(true));
        assertTrue(two.stacked() && !one.stacked());
        int oneRight = exact(one, test);
        int twoRight = exact(two, test);
        assertTrue(oneRight <= 75, "one pass guesses the ref tokens: " + oneRight + " of 100 exact");
        assertTrue(twoRight >= 95, "the second pass reads the quote before them: " + twoRight + " of 100 exact");
        for (double[] row : two.marginals(test.get(0).features())) {
            assertEquals(1.0, java.util.Arrays.stream(row).sum(), 1e-9);
        }
        for (SequenceModel m : List.of(one, two)) { // one call for both gives what the two calls give
            long[][] f = test.get(1).features();
            SequenceModel.Tagging both = m.tag(f, 100);
            assertArrayEquals(m.decode(f), both.tags());
            double[][] marg = m.marginals(f, 100);
            for (int i = 0; i < f.length; i++) {
                assertArrayEquals(marg[i], both.marginals()[i], 0.0);
            }
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        two.write(bytes);
        SequenceModel back = SequenceModel.read(new ByteArrayInputStream(bytes.toByteArray()));
        assertTrue(back.stacked() && back.sameAs(two), "both passes read back");
        assertTrue(!back.sameAs(one));
        assertTrue(two.sameAs(SequenceModel.train(train, s.withStacked(true))), "deterministic");
        assertTrue(!ModelCache.key(train, s).equals(ModelCache.key(train, s.withStacked(true))), "its own cache entry");
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> SequenceModel.average(List.of(two, two)));
    }

    @Test
    void theFoldMeanKeepsTheMeanOfTheInnerFoldsFirstPasses() {
        List<SequenceModel.Example> train = referencedQuotes(300, 11);
        SequenceModel.Settings s = new SequenceModel.Settings(5, 14, 7).withStacked(true);
        SequenceModel refit = SequenceModel.train(train, s);
        SequenceModel mean = SequenceModel.train(train, s.withFoldMean(true));
        assertTrue(mean.stacked() && s.withFoldMean(true).foldMean() && !s.foldMean());
        // the inner folds as Stacking makes them: every example its own group, split by the settings' seed
        List<String> groups = new ArrayList<>();
        for (int i = 0; i < train.size(); i++) {
            groups.add("#" + i);
        }
        org.tahqiq.models.GroupedKFold folds = new org.tahqiq.models.GroupedKFold(groups, Stacking.INNER, s.seed());
        List<SequenceModel> inner = new ArrayList<>();
        for (int j = 0; j < folds.folds(); j++) {
            List<SequenceModel.Example> rest = new ArrayList<>();
            for (int i = 0; i < train.size(); i++) {
                if (folds.fold(groups.get(i)) != j) {
                    rest.add(train.get(i));
                }
            }
            inner.add(SequenceModel.train(rest, s.withStacked(false)));
        }
        assertTrue(mean.firstPass().sameAs(SequenceModel.average(inner)), "the first pass is the inner folds' mean");
        assertTrue(refit.firstPass().sameAs(SequenceModel.train(train, s.withStacked(false))), "or one trained on all");
        assertTrue(!mean.sameAs(refit));
        assertTrue(exact(mean, referencedQuotes(100, 12)) >= 95, "the second pass still reads the quote");
        assertTrue(!ModelCache.key(train, s).equals(ModelCache.key(train, s.withFoldMean(true))), "its own cache entry");
        assertTrue(!new SequenceModel.Settings(5, 14, 7).withFoldMean(true).foldMean(), "one pass keeps no first pass");
    }

    @Test
    void theSecondPassAppendsTheFirstPassOutputToEachToken() {
        List<SequenceModel.Example> data = referencedQuotes(40, 13);
        SequenceModel first = SequenceModel.train(data, new SequenceModel.Settings(3, 12, 7));
        long[][] base = data.get(0).features();
        long[][] f = Stacking.features(base, first);
        int[] tags = first.decode(base);
        for (int i = 0; i < base.length; i++) {
            // own tag, its pairs with the neighbours', confidence, span length, then three per other type
            int others = Tags.type(tags[i]) == null ? 4 : 3;
            assertEquals(base[i].length + 5 + 3 * others, f[i].length, "token " + i);
            assertArrayEquals(base[i], java.util.Arrays.copyOf(f[i], base[i].length), "its own features first");
        }
        assertArrayEquals(f[3], Stacking.features(base, first)[3]);
    }

    @Test
    void decodingNeverStartsWithInside() {
        SequenceModel m = SequenceModel.train(toy(50, 3), new SequenceModel.Settings(3, 12, 7));
        for (SequenceModel.Example e : toy(20, 4)) {
            int[] t = m.decode(e.features());
            for (int i = 0; i < t.length; i++) {
                assertTrue(Tags.allowed(i == 0 ? -1 : t[i - 1], t[i]), Tags.name(t[i]) + " at " + i);
            }
        }
    }

    @Test
    void trainingIsDeterministicAndTheFileRoundTrips() throws Exception {
        SequenceModel a = SequenceModel.train(toy(60, 5), new SequenceModel.Settings(4, 12, 9));
        SequenceModel b = SequenceModel.train(toy(60, 5), new SequenceModel.Settings(4, 12, 9));
        assertTrue(a.sameAs(b));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        a.write(bytes);
        SequenceModel c = SequenceModel.read(new ByteArrayInputStream(bytes.toByteArray()));
        assertTrue(a.sameAs(c));
        SequenceModel other = SequenceModel.train(toy(60, 5), new SequenceModel.Settings(4, 12, 10));
        assertTrue(!a.sameAs(other), "another shuffle seed trains another model");
    }

    @Test
    void runsAverageTheModelsOfConsecutiveSeeds() {
        List<SequenceModel.Example> data = toy(60, 5);
        SequenceModel three = SequenceModel.train(data, new SequenceModel.Settings(4, 12, 9, 3, TagScheme.BIO));
        SequenceModel expected = SequenceModel.average(List.of(
                SequenceModel.train(data, new SequenceModel.Settings(4, 12, 9)),
                SequenceModel.train(data, new SequenceModel.Settings(4, 12, 10)),
                SequenceModel.train(data, new SequenceModel.Settings(4, 12, 11))));
        assertTrue(three.sameAs(expected), "3 runs are the mean of seeds 9, 10, 11");
        assertTrue(three.sameAs(SequenceModel.train(data, new SequenceModel.Settings(4, 12, 9, 3, TagScheme.BIO))), "and deterministic");
        assertTrue(!three.sameAs(SequenceModel.train(data, new SequenceModel.Settings(4, 12, 9))), "not the first run alone");
        int right = 0;
        for (SequenceModel.Example e : toy(50, 2)) {
            right += java.util.Arrays.equals(three.decode(e.features()), e.tags()) ? 1 : 0;
        }
        assertTrue(right >= 45, right + " of 50 sequences exact with the averaged model");
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> new SequenceModel.Settings(4, 12, 9, 0, TagScheme.BIO));
    }

    @Test
    void theCacheKeepsAScoreUnderItsRunAndComputesItOnce() {
        ModelCache cache = new ModelCache(dir);
        SequenceModel.Settings s = new SequenceModel.Settings(3, 12, 9);
        List<SequenceModel.Example> data = toy(10, 8);
        long[][] m = new long[5][5];
        m[1][1] = 7;
        m[0][2] = 3;
        Task1Score score = new Task1Score(m);
        int[] calls = {0};
        java.util.function.Supplier<Task1Score> compute = () -> {
            calls[0]++;
            return score;
        };
        Task1Score first = cache.score(data, SyntheticSet.NONE, s, 5, 2026, compute);
        Task1Score again = cache.score(data, SyntheticSet.NONE, s, 5, 2026, compute);
        assertEquals(1, calls[0]);
        assertArrayEquals(score.confusion(), again.confusion());
        assertEquals(first.macroF1(), again.macroF1(), 0);
        cache.score(data, SyntheticSet.NONE, s, 5, 7, compute);
        assertEquals(2, calls[0], "another fold seed is another run");
    }

    @Test
    void theCacheReturnsTheModelTrainingWouldAndReusesIt() throws Exception {
        ModelCache cache = new ModelCache(dir);
        SequenceModel.Settings s = new SequenceModel.Settings(3, 12, 9);
        List<SequenceModel.Example> data = toy(40, 6);
        SequenceModel first = cache.train(SyntheticSet.NONE, data, s);
        long files;
        try (var l = Files.list(dir)) {
            files = l.count();
        }
        assertEquals(1, files);
        SequenceModel second = cache.train(SyntheticSet.NONE, data, s);
        assertTrue(first.sameAs(second));
        assertTrue(first.sameAs(SequenceModel.train(data, s)));
        assertArrayEquals(first.decode(data.get(0).features()), second.decode(data.get(0).features()));
        cache.train(SyntheticSet.NONE, toy(40, 7), s);
        try (var l = Files.list(dir)) {
            assertEquals(2, l.count(), "other data, another entry");
        }
    }

    @Test
    void aDamagedEntryIsTrainedAgainAndRewritten() throws Exception {
        ModelCache cache = new ModelCache(dir);
        SequenceModel.Settings s = new SequenceModel.Settings(3, 12, 9);
        List<SequenceModel.Example> data = toy(40, 6);
        SequenceModel first = cache.train(SyntheticSet.NONE, data, s);
        Path entry;
        try (var l = Files.list(dir)) {
            entry = l.filter(f -> f.toString().endsWith(".model.gz")).findFirst().orElseThrow();
        }
        byte[] whole = Files.readAllBytes(entry);
        Files.write(entry, java.util.Arrays.copyOf(whole, whole.length / 2));
        SequenceModel again = cache.train(SyntheticSet.NONE, data, s);
        assertTrue(first.sameAs(again));
        assertArrayEquals(whole, Files.readAllBytes(entry), "the entry is whole again");
    }

    @Test
    void entriesOfOtherCodeAreRemovedAndOtherFilesKept() throws Exception {
        Path stale = dir.resolve("task1-00000000000000000000000000000000-0000000000000000-0123456789abcdef.model.gz");
        Path staleScore = dir.resolve("task1-score-0000-0000-0123456789abcdef-5-2026.txt");
        Path unrelated = dir.resolve("notes.txt");
        Files.writeString(stale, "x");
        Files.writeString(staleScore, "x");
        Files.writeString(unrelated, "x");
        new ModelCache(dir).train(SyntheticSet.NONE, toy(20, 6), new SequenceModel.Settings(2, 12, 9));
        assertTrue(!Files.exists(stale) && !Files.exists(staleScore), "another code's entries can never be read again");
        assertTrue(Files.exists(unrelated));
        try (var l = Files.list(dir)) {
            assertEquals(2, l.count(), "the new entry and the unrelated file");
        }
    }

    @Test
    void aCacheThatCannotBeWrittenStillGivesTheTrainedModel() throws Exception {
        Path notADirectory = dir.resolve("file");
        Files.writeString(notADirectory, "x");
        SequenceModel.Settings s = new SequenceModel.Settings(2, 12, 9);
        List<SequenceModel.Example> data = toy(20, 6);
        SequenceModel m = new ModelCache(notADirectory.resolve("cache")).train(SyntheticSet.NONE, data, s);
        assertTrue(m.sameAs(SequenceModel.train(data, s)));
    }
}
