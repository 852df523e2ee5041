package org.tahqiq.eval;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

/**
 * The questions of the labelled dev answers that no choice is made on: a third of them, drawn once with a fixed seed
 * and committed as ids ({@code results/lockbox/dev-questions.txt}). Every setting, rule and model is chosen on the
 * other two thirds (the working part) by their repeated grouped cross-validation; {@code --lockbox} scores the lockbox
 * once with what the working part fitted, and a change is kept only if the lockbox does not get worse. The file, not
 * the seed, is the lockbox: a test checks that the seed still draws it, so it cannot drift.
 *
 * @param questions the held-out question ids
 */
public record Lockbox(Set<String> questions) {

    /** The seed the lockbox was drawn with (the day it was drawn); fixed, never tuned. */
    public static final long SEED = 20261202L;
    /** One question in this many is held out. */
    public static final int ONE_IN = 3;
    /** Where the committed file sits in the repository, and as a resource in the jar. */
    public static final String FILE = "results/lockbox/dev-questions.txt";
    static final String RESOURCE = "/org/tahqiq/lockbox/dev-questions.txt";

    public Lockbox {
        questions = Collections.unmodifiableSet(new TreeSet<>(questions));
    }

    /** Whether a question is held out. */
    public boolean holds(String questionId) {
        return questions.contains(questionId);
    }

    /** The committed dev lockbox the jar carries. */
    public static Lockbox dev() {
        return Dev.VALUE;
    }

    private static final class Dev {
        static final Lockbox VALUE = read();
    }

    /**
     * The held-out share of the given question ids: distinct ids sorted, shuffled with {@code seed}, the first
     * {@code round(n / ONE_IN)}; returned sorted.
     */
    public static List<String> draw(Collection<String> questionIds, long seed) {
        List<String> distinct = new ArrayList<>(new TreeSet<>(questionIds));
        Collections.shuffle(distinct, new Random(seed));
        List<String> held = new ArrayList<>(distinct.subList(0, Math.round(distinct.size() / (float) ONE_IN)));
        Collections.sort(held);
        return held;
    }

    /** Another third of the same questions, drawn with another seed: for measuring how much a held-out third varies. */
    public static Lockbox drawn(Collection<String> questionIds, long seed) {
        return new Lockbox(Set.copyOf(draw(questionIds, seed)));
    }

    /** The committed file's text for a drawn lockbox: a comment saying how it was drawn, then one id per line. */
    public static String fileText(List<String> held, int of) {
        StringBuilder b = new StringBuilder();
        b.append("# The dev lockbox: ").append(held.size()).append(" of the ").append(of)
                .append(" question ids of dev_set/dev.jsonl, held out of every choice.\n");
        b.append("# Drawn by org.tahqiq.eval.Lockbox.draw(ids, ").append(SEED).append("): sorted, shuffled with that seed, ")
                .append("the first third. Never redrawn.\n");
        held.forEach(q -> b.append(q).append('\n'));
        return b.toString();
    }

    /** Question ids of a lockbox file's text (comment lines and blank lines skipped). */
    public static Lockbox parse(List<String> lines) {
        List<String> ids = new ArrayList<>();
        for (String line : lines) {
            String s = line.strip();
            if (!s.isEmpty() && !s.startsWith("#")) {
                ids.add(s);
            }
        }
        return new Lockbox(Set.copyOf(ids));
    }

    private static Lockbox read() {
        try (InputStream in = Lockbox.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the jar carries no lockbox (" + FILE + ")");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            return parse(r.lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
