package org.tahqiq.experiment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.tahqiq.subtask.Spread;

/**
 * README's result tables, generated from the pinned specs and never edited by hand: a block
 * {@code <!-- results:NAME -->} … {@code <!-- /results:NAME -->} holds the table of {@code results/regression/NAME.json}.
 * {@code ./tahqiq tables} rewrites the blocks; a test fails when README and the specs disagree.
 */
public final class ResultsTables {

    private static final Pattern BLOCK = Pattern.compile("<!-- results:([\\w.-]+) -->\\n.*?<!-- /results:\\1 -->", Pattern.DOTALL);
    private static final Pattern EXPERIMENTS = Pattern.compile("<!-- experiments:([\\w.-]+) -->\\n.*?<!-- /experiments:\\1 -->",
            Pattern.DOTALL);

    private ResultsTables() {
    }

    /** The table of one spec: per score, rows, the headline seed's value, and the mean, min and max over the fold seeds. */
    public static String table(RunSpec spec) {
        StringBuilder b = new StringBuilder();
        int seeds = spec.repeated().values().stream().mapToInt(Spread::seeds).max().orElse(1);
        Object seed = spec.settings().get("seed");
        b.append("| score | rows | seed ").append(seed).append(" | mean over ").append(seeds).append(" fold seeds | min | max |\n");
        b.append("|---|---:|---:|---:|---:|---:|\n");
        String headline = spec.scores().keySet().stream().findFirst().orElse("");
        List<String> keys = new ArrayList<>(spec.scores().keySet());
        keys.remove(headline);
        keys.add(headline); // the headline (macro / overall) last, as in the console
        for (String key : keys) {
            Object v = spec.scores().get(key);
            if (!(v instanceof Number n) || !spec.repeated().containsKey(key) && !key.equals(headline) || org.tahqiq.subtask.Score.isCount(key)) {
                continue;
            }
            Spread s = spec.repeated().get(key);
            boolean bold = key.equals(headline);
            Integer rows = spec.rows().get(key);
            b.append("| ").append(bold ? "**" + label(key, true) + "**" : label(key, false)).append(" | ")
                    .append(rows == null ? "" : rows).append(" | ").append(number(n.doubleValue(), false)).append(" | ")
                    .append(s == null ? "" : number(s.mean(), bold)).append(" | ")
                    .append(s == null ? "" : number(s.min(), false)).append(" | ")
                    .append(s == null ? "" : number(s.max(), false)).append(" |\n");
        }
        return b.toString();
    }

    private static String label(String key, boolean headline) { // headline: shown bold by the caller
        if (key.startsWith("accuracy_")) {
            return key.substring("accuracy_".length());
        }
        if (key.startsWith("F1_")) { // Subtask 1: per-class F1
            return key.substring("F1_".length());
        }
        return key; // the headline under its official name (task2: the macro accuracy; task3: overall)
    }

    private static String number(double v, boolean bold) {
        String s = String.format(Locale.ROOT, "%.4f", v);
        return bold ? "**" + s + "**" : s;
    }

    /** README with every results block regenerated from {@code specDir}; blocks naming no spec are an error. */
    public static String regenerate(String readme, Path specDir) {
        Matcher m = BLOCK.matcher(readme);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String name = m.group(1);
            Path spec = specDir.resolve(name + ".json");
            if (!Files.isRegularFile(spec)) {
                throw new IllegalStateException("README block results:" + name + " names no spec " + spec);
            }
            String block = "<!-- results:" + name + " -->\n" + table(RunSpec.read(spec)) + "<!-- /results:" + name + " -->";
            m.appendReplacement(out, Matcher.quoteReplacement(block));
        }
        m.appendTail(out);
        return out.toString();
    }

    /**
     * README with every experiments block regenerated from the plans in {@code planDir} and their pins; a block naming
     * no plan is an error.
     */
    public static String regenerateExperiments(String readme, Path planDir) {
        Matcher m = EXPERIMENTS.matcher(readme);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String name = m.group(1);
            Path plan = planDir.resolve(name + ".json");
            if (!Files.isRegularFile(plan)) {
                throw new IllegalStateException("README block experiments:" + name + " names no plan " + plan);
            }
            String block = "<!-- experiments:" + name + " -->\n" + ExperimentPlan.read(plan).markdown(ExperimentPlan.pins(plan))
                    + "<!-- /experiments:" + name + " -->";
            m.appendReplacement(out, Matcher.quoteReplacement(block));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The spec names README has blocks for. */
    public static List<String> blocks(String readme) {
        List<String> out = new ArrayList<>();
        Matcher m = BLOCK.matcher(readme);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    /**
     * The documents whose blocks are generated: README.md and every {@code docs/*.md} (where the longer measurement
     * tables live), in that order.
     */
    public static List<Path> documents(Path root) throws IOException {
        List<Path> out = new ArrayList<>();
        out.add(root.resolve("README.md"));
        Path docs = root.resolve("docs");
        if (Files.isDirectory(docs)) {
            try (Stream<Path> s = Files.list(docs)) {
                s.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().forEach(out::add);
            }
        }
        return out;
    }

    /** A document with its results and experiments blocks regenerated. */
    public static String regenerateAll(String document, Path specDir, Path planDir) {
        return regenerateExperiments(regenerate(document, specDir), planDir);
    }

    /** Specs of the folder, by name. */
    public static List<String> specs(Path specDir) throws IOException {
        try (Stream<Path> s = Files.list(specDir)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json"))
                    .map(n -> n.substring(0, n.length() - 5)).sorted().toList();
        }
    }

    /** Rewrites README.md in place; returns whether it changed. */
    public static boolean update(Path readme, Path specDir) throws IOException {
        return update(readme, specDir, null);
    }

    /** Rewrites README.md's results and (with {@code planDir}) experiments blocks in place; returns whether it changed. */
    public static boolean update(Path readme, Path specDir, Path planDir) throws IOException {
        String before = Files.readString(readme);
        String after = regenerate(before, specDir);
        if (planDir != null) {
            after = regenerateExperiments(after, planDir);
        }
        if (!after.equals(before)) {
            Files.writeString(readme, after);
            return true;
        }
        return false;
    }

}
