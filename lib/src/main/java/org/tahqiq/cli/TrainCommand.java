package org.tahqiq.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.tahqiq.dataset.DataLocation;
import org.tahqiq.dataset.DevJsonlReader;
import org.tahqiq.files.FileHash;
import org.tahqiq.experiment.RunSpec;
import org.tahqiq.models.Models;
import org.tahqiq.models.ModelsSpec;
import org.tahqiq.submit.OutputFolder;
import org.tahqiq.subtask.UsageException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code ./tahqiq train --out DIR}: fits every subtask's model on all labelled data of the data folder (the dev answers
 * and label files, and the train answers when the folder has them, as each subtask's {@code --train} default says) and
 * writes a models folder ({@link Models}) that {@code --models DIR} then decides with. Each subtask is run as its pinned dev
 * spec runs it (same settings and switches) at the headline fold seed alone: the values fitted on all rows do not
 * depend on the repeated fold seeds, which only measure, so on the data the pins were made on the folder holds the
 * pinned values.
 */
@Command(name = "train", mixinStandardHelpOptions = true,
        description = "Fit every subtask's model on all labelled data in the data folder and write a models folder: "
                + "models.json (format, version, data hashes, sizes), task1.json ... task4.json (each subtask's settings, "
                + "fitted values and cross-validated score) and task1-model.bin.gz. task1-task4, verify, serve and "
                + "spark-verify decide with it under --models DIR (or $" + Models.ENV + ").")
final class TrainCommand implements Callable<Integer> {

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "the models folder to write (replaced whole when training succeeds)")
    Path out;

    @Option(names = "--quiet", description = "print only the folder's path")
    boolean quiet;

    @Option(names = org.tahqiq.subtask.TrainChoice.OPTION, paramLabel = "none|train",
            description = "whether the models also learn from the train answers (train_set/train.jsonl) beside the dev "
                    + "answers (default: train when the data folder has them, else none)")
    String train;

    @Option(names = "--model-cache", paramLabel = "DIR|none",
            description = "where Subtask 1's trained models are kept and found again, keyed by what they depend on "
                    + "(default: results/cache; none: train everything afresh)")
    String modelCache;

    @Mixin
    DataOptions dataOptions;

    @Spec
    CommandSpec spec;

    /** The name a run's spec records train.jsonl's hash under when its models learnt from the train answers. */
    static final String TRAIN_ANSWERS = "train.jsonl";

    /** The repeated fold seeds measure spreads; the fits on all rows need the headline seed's run alone. */
    static final String FOLD_SEEDS = "1";

    @Override
    public Integer call() throws Exception {
        PrintWriter console = spec.commandLine().getOut();
        if (train != null) {
            org.tahqiq.subtask.TrainChoice.parse(train); // a bad value stops before anything is trained
        }
        DataLocation data = dataOptions.resolve();
        long t0 = System.nanoTime();
        Path work = Files.createTempDirectory("tahqiq-train-");
        try (OutputFolder folder = OutputFolder.prepare(out)) {
            Map<String, String> specFiles = new LinkedHashMap<>();
            Map<String, Integer> sizes = new LinkedHashMap<>();
            Map<String, Object> settings = null;
            boolean learntFromTrain = false;
            for (String subtask : Models.SUBTASKS) {
                long t1 = System.nanoTime();
                RunSpec fit = fit(subtask, data, work, folder.dir(), modelCache, train);
                learntFromTrain |= fit.inputs().containsKey(TRAIN_ANSWERS);
                String file = subtask + ".json";
                fit.write(folder.dir().resolve(file));
                specFiles.put(subtask, file);
                fit.rows().forEach((score, n) -> sizes.put(subtask + " " + score, n));
                if (settings == null) {
                    settings = new LinkedHashMap<>(fit.settings());
                    settings.remove("foldSeeds");
                }
                if (!quiet) {
                    console.printf(Locale.ROOT, "%s  fitted %s in %.1f s%n", subtask, String.join(", ", fit.fitted().keySet()),
                            (System.nanoTime() - t1) / 1e9);
                    console.flush();
                }
            }
            sizes.put("answers", DevJsonlReader.read(data.devJsonl()).size());
            if (learntFromTrain) {
                sizes.put("train answers", org.tahqiq.dataset.TrainAnswers.read(data).size());
            }
            new ModelsSpec(ModelsSpec.KIND, ModelsSpec.FORMAT, Main.VERSION, Main.commit(), learntFromTrain ? "dev+train" : "dev",
                    settings, sizes,
                    dataHashes(data), specFiles).write(folder.dir());
            Models.of(folder.dir()); // what --models will check, checked before the folder is published
            folder.publish().ifPresent(w -> spec.commandLine().getErr().println("tahqiq: warning: " + w));
        } finally {
            OutputFolder.deleteTree(work);
        }
        if (!quiet) {
            console.printf(Locale.ROOT, "time    total %.1f s%n", (System.nanoTime() - t0) / 1e9);
        }
        console.println(out.toAbsolutePath().normalize());
        console.flush();
        return 0;
    }

    /** One subtask run as its pinned dev spec runs it, at one fold seed, with the pinned models as the base values. */
    private static RunSpec fit(String subtask, DataLocation data, Path work, Path folder, String modelCache, String train) {
        RunSpec pinned = RunSpec.resource(subtask + "-dev");
        List<String> args = new ArrayList<>(pinned.commandLine(data));
        int seeds = args.indexOf("--fold-seeds");
        args.set(seeds + 1, FOLD_SEEDS);
        Path produced = work.resolve(subtask + ".json");
        args.addAll(List.of("--data", data.root().toString(), "--models", ModelsOption.PINNED, "--quiet",
                "--out", work.resolve(subtask).toString(), "--regression", produced.toString()));
        if (train != null) {
            args.addAll(List.of(org.tahqiq.subtask.TrainChoice.OPTION, train));
        }
        if (subtask.equals("task1")) {
            args.addAll(List.of("--write-model", folder.resolve(Models.TASK1_MODEL).toString()));
            if (modelCache != null) {
                args.addAll(List.of("--model-cache", modelCache));
            }
        }
        StringWriter err = new StringWriter();
        int rc = Main.run(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true), args.toArray(String[]::new));
        if (rc != 0) {
            throw new UsageException("train: " + subtask + " failed (exit " + rc + "): "
                    + err.toString().strip().replaceFirst("^tahqiq: (error: )?", ""));
        }
        RunSpec fit = RunSpec.read(produced);
        if (fit.fitted().isEmpty()) {
            throw new IllegalStateException(subtask + " fitted nothing: its dev run did not cross-validate");
        }
        return fit;
    }

    /** SHA-256 of each labelled file and corpus in the data folder, by its path under the folder. */
    private static Map<String, String> dataHashes(DataLocation data) {
        Map<String, String> out = new LinkedHashMap<>();
        List<Path> files = new ArrayList<>(List.of(data.devJsonl()));
        for (int task = 1; task <= 4; task++) {
            files.add(data.trainTask(task));
        }
        files.add(data.trainJsonl());
        for (Path f : files) {
            if (Files.isRegularFile(f)) {
                out.put(data.root().relativize(f).toString(), FileHash.sha256(f));
            }
        }
        data.corpusFiles().forEach((name, f) -> out.put(name, FileHash.sha256(f)));
        return out;
    }
}
