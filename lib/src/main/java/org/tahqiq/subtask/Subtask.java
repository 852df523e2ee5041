package org.tahqiq.subtask;

import org.tahqiq.dataset.SubtaskInput;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * One shared-task subtask as the generic command path ({@code ./tahqiq taskN}) drives it: read the input, run,
 * write the output files, report, and say what ran and what it scored so the run can be pinned as a spec.
 *
 * <p>An implementation is a picocli mixin: its {@code @Option} fields are the subtask's own options, next to the
 * options every subtask shares ({@link RunContext}). It is registered by one line in
 * {@code META-INF/services/org.tahqiq.subtask.Subtask}; a fresh instance serves each command.
 *
 * @param <I> the input of one run
 * @param <R> the result of one run
 */
public interface Subtask<I extends SubtaskInput, R> {

    /** The command name, e.g. {@code task2}. */
    String name();

    /** One sentence for the command's help. */
    String description();

    /** Reads the input of this run: {@link RunContext#input()} when given, else the subtask's default labelled input. */
    I read(RunContext ctx);

    /** The files the input was read from, by name (hashed into run.json and pins); null values mean "none". */
    Map<String, Path> inputFiles(I input, RunContext ctx);

    R run(I input, RunContext ctx) throws IOException;

    /**
     * Writes the run's files into {@code dir}, a fresh folder the command path publishes whole when this returns.
     * Predictions are validated (one per input row) before the zip is written.
     */
    void write(I input, R result, Path dir) throws IOException;

    /** The console report of a run (not called under {@code --quiet}). */
    void print(I input, R result, RunContext ctx, PrintWriter out);

    /** The official score of a labelled run at the headline fold seed; null without gold. */
    Score officialScore(R result);

    /** The score at every fold seed of a repeated cross-validation, the headline seed first; empty when not repeated. */
    default List<? extends Score> scoresBySeed(R result) {
        return List.of();
    }

    /** Per official score, its spread over the fold seeds when the run repeated its cross-validation; else empty. */
    default Map<String, Spread> repeated(R result) {
        List<? extends Score> bySeed = scoresBySeed(result);
        if (bySeed.size() < 2) {
            return Map.of();
        }
        return Spread.of(bySeed.stream().map(Score::toOfficialJson).toList(),
                bySeed.get(0).foldIndependent().toArray(String[]::new));
    }

    /**
     * The input cut down to the rows of the questions {@code keep} accepts (by {@code CrossValidation.group}: the
     * question id, else the response), for the lockbox; null when this subtask cannot hold rows out.
     */
    default I restrict(I input, Predicate<String> keep) {
        return null;
    }

    /**
     * Scores held-out labelled input (the lockbox) with what {@code working}, a cross-validated run on the other
     * questions, fitted on all its rows, and with each of its fold fits.
     */
    default HeldOut heldOut(R working, I held, RunContext ctx) throws IOException {
        throw new UnsupportedOperationException(name() + " cannot score held-out rows");
    }

    /** How many answers an input holds (for the lockbox's report); -1 when the input does not say. */
    default int answers(I input) {
        return -1;
    }

    /** What the run used beyond its arguments (grids, rule switches, ...), for its pin. */
    default Map<String, Object> config(RunContext ctx) {
        return Map.of();
    }

    /**
     * Further figures the run was asked for that are neither official scores nor fitted values (task2's
     * {@code --accepted-check}), pinned beside the scores and checked like them; empty when none was asked for.
     */
    default Map<String, Object> checks(R result) {
        return Map.of();
    }

    /** Values fitted on all labelled rows, the defaults for unlabelled input; empty when nothing is fitted. */
    default Map<String, Object> fitted(R result) {
        return Map.of();
    }

    /**
     * Scores a predictions file with the official semantics and returns the official JSON.
     *
     * @param responses the responses file, for subtasks whose score needs the texts (else null)
     */
    default String score(Path predictions, Path gold, Path responses) {
        throw new UnsupportedOperationException(name() + " has no scorer");
    }

    /**
     * The lines of the prediction rows {@link #score} leaves out because gold has no scored row with their key (the
     * official scorers ignore them silently; {@code ./tahqiq score} says how many). Empty when the subtask cannot tell.
     */
    default List<Long> predictionsNotInGold(Path predictions, Path gold) {
        return List.of();
    }
}
