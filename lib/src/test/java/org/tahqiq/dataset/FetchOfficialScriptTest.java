package org.tahqiq.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tahqiq.cli.Main;
import org.tahqiq.corpus.HadithCorpus;
import org.tahqiq.testing.DevData;
import org.tahqiq.testing.Git;

/**
 * data/fetch-official.sh against a local repository laid out like the official one, whose LFS files are pointers:
 * with no argument it clones the public address (rewritten to the local repository by git's {@code insteadOf}, so no
 * network is used), says which files are still pointers and what to do, and exits 1; the readers then refuse the
 * pointers in one line. Never installs anything ({@code TAHQIQ_NO_INSTALL}).
 */
class FetchOfficialScriptTest {

    private static final String PUBLIC = "https://github.com/Watheq9/";
    private static final String POINTER = LfsPointer.FIRST_LINE
            + "\noid sha256:9a3f0c5e1b7d2a4c6e8f0a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e3f5a7b9c1d\nsize 61151065\n";

    @TempDir
    Path tmp;

    private Path remote;
    private Path dest;
    private String output;

    @BeforeEach
    void requireGit() {
        Git.orSkip("the fetch script's tests");
        remote = tmp.resolve("remote/IslamicEval2026");
        dest = tmp.resolve("clone");
    }

    /** The official layout; the hadith corpus and the train answers as LFS pointers unless {@code pulled}. */
    private void officialRepository(boolean pulled) throws Exception {
        write("Corpora/quranic_verses.json", "[{\"surah_id\":1,\"surah_name\":\"الفاتحة\",\"ayah_id\":1,"
                + "\"ayah_text\":\"\u0628\u0650\u0633\u0652\u0645\u0650 \u0627\u0644\u0644\u0651\u064E\u0647\u0650\"}]\n");
        write("Corpora/six_hadith_books.json", pulled ? "[{\"hadithID\":1,\"BookID\":1,\"title\":\"t\",\"hadithTxt\":\"x\","
                + "\"Matn\":\"x\"}]\n" : POINTER);
        write("dev_set/dev_task_2.tsv", "Response_ID\tAnnotation_ID\tSegment_Type\tLabel\n");
        write("train_set/train.jsonl", pulled ? "{}\n" : POINTER);
        write(".gitattributes", "*.json filter=lfs diff=lfs merge=lfs -text\ntrain_set/train.jsonl filter=lfs diff=lfs merge=lfs -text\n");
        git(remote, "init", "-q");
        git(remote, "add", "-A");
        git(remote, "-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-q", "-m", "data");
    }

    private void write(String name, String text) throws IOException {
        Path f = remote.resolve(name);
        Files.createDirectories(f.getParent());
        Files.writeString(f, text, StandardCharsets.UTF_8);
    }

    private void git(Path dir, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("git", "-c", "filter.lfs.clean=cat", "-c", "filter.lfs.smudge=cat",
                "-c", "filter.lfs.process=", "-c", "filter.lfs.required=false", "-c", "init.defaultBranch=main"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, String.join(" ", cmd) + ": " + out);
    }

    /** Runs the script with {@code args}; the public address leads to the local repository. */
    private int fetch(String... args) throws Exception {
        Files.createDirectories(remote);
        List<String> cmd = new ArrayList<>(List.of("bash", DevData.repoRoot().resolve("data/fetch-official.sh").toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(tmp.toFile()).redirectErrorStream(true);
        Map<String, String> env = pb.environment();
        env.remove("TAHQIQ_DATA_REPO");
        env.put("TAHQIQ_DATA_DEST", dest.toString());
        env.put("TAHQIQ_NO_INSTALL", "1");
        env.put("GIT_CONFIG_COUNT", "1");
        env.put("GIT_CONFIG_KEY_0", "url." + remote.getParent().toUri() + ".insteadOf");
        env.put("GIT_CONFIG_VALUE_0", PUBLIC);
        Process p = pb.start();
        output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the script did not end");
        return p.exitValue();
    }

    @Test
    void withNoArgumentItClonesThePublicRepositoryAndNamesThePointersLeft() throws Exception {
        officialRepository(false);
        assertEquals(1, fetch(), output);
        assertTrue(output.contains("cloning https://github.com/Watheq9/IslamicEval2026 into " + dest), output);
        assertTrue(output.contains("still Git LFS pointers, not data: Corpora/six_hadith_books.json train_set/train.jsonl\n"), output);
        assertTrue(output.contains("sudo apt-get install git-lfs") || output.contains("cd " + dest + " && git lfs pull"), output);
        assertFalse(output.contains("data ready"), output);
        assertTrue(Files.isRegularFile(dest.resolve("Corpora/quranic_verses.json")), "the clone is kept");
    }

    @Test
    void theReadersRefuseThePointersTheCloneHolds() throws Exception {
        officialRepository(false);
        fetch();
        DataLocation data = new DataLocation(dest);
        InputException train = assertThrows(InputException.class, () -> TrainAnswers.read(data));
        assertEquals(data.trainJsonl() + ": " + LfsPointer.message(), train.getMessage());
        InputException hadith = assertThrows(InputException.class, () -> HadithCorpus.load(data.hadith()));
        assertEquals(data.hadith() + ": " + LfsPointer.message(), hadith.getMessage());

        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int rc = Main.run(new PrintWriter(out, true), new PrintWriter(err, true),
                "lookup", "--data", dest.toString(), "--hadith", data.hadith().toString(), "إنما الأعمال بالنيات");
        assertEquals(2, rc, err.toString());
        assertEquals("tahqiq: error: " + data.hadith() + ": " + LfsPointer.message() + "\n", err.toString());
    }

    @Test
    void aRepositoryWithItsLfsContentIsReady() throws Exception {
        officialRepository(true);
        assertEquals(0, fetch(remote.toUri().toString()), output);
        assertTrue(output.contains("data ready: " + dest), output);
    }

    @Test
    void anAddressThatCannotBeClonedSaysSo() throws Exception {
        assertEquals(1, fetch(tmp.resolve("nowhere").toUri().toString()), output);
        assertTrue(output.contains("cannot clone " + tmp.resolve("nowhere").toUri()), output);
    }

    @Test
    void tooManyArgumentsAreAUsageError() throws Exception {
        assertEquals(2, fetch("a", "b", "c"), output);
        assertTrue(output.startsWith("usage: data/fetch-official.sh"), output);
    }
}
