package dev.practicejudge.stress;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import dev.practicejudge.json.Json;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.problem.MethodSignature;
import java.time.Duration;
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * Makes a failing input smaller while it still fails: greedy, typed steps ({@link Candidates}),
 * each kept only when the generator calls the smaller input valid, the reference answers it
 * normally and the learner's solution still fails it, until no step helps (a fixed point) or the
 * time is up. A step that keeps the verdict (WA stays WA) is preferred; one that fails with
 * another verdict is taken only when no step keeps it, so the bug shown is the one found whenever
 * that can be. Not thread-safe.
 */
final class Shrinker {

    private final MethodSignature method;
    private final Generator generator;
    private final Duel duel;
    private final LongSupplier nanoTime;

    /** @param nanoTime the clock, in nanoseconds ({@code System::nanoTime}); tests pass their own */
    Shrinker(MethodSignature method, Generator generator, Duel duel, LongSupplier nanoTime) {
        this.method = Objects.requireNonNull(method, "method");
        this.generator = Objects.requireNonNull(generator, "generator");
        this.duel = Objects.requireNonNull(duel, "duel");
        this.nanoTime = Objects.requireNonNull(nanoTime, "nanoTime");
    }

    /**
     * The smallest failing input found from {@code input}, which fails as {@code failure} says.
     *
     * @param time how long shrinking may take; when it is up, the smallest input so far is returned
     */
    Shrunk shrink(ObjectNode input, TestResult failure, Duration time) {
        long start = nanoTime.getAsLong();
        long deadline = start + time.toNanos();
        Set<String> tried = new HashSet<>();
        tried.add(Json.compact(input));
        ObjectNode current = input;
        TestResult result = failure;
        int steps = 0;
        int runs = 0;
        boolean timeUp = false;
        while (!timeUp) {
            ObjectNode otherInput = null;
            TestResult otherResult = null;
            boolean improved = false;
            for (ObjectNode candidate : Candidates.of(current, method)) {
                if (nanoTime.getAsLong() > deadline) {
                    timeUp = true;
                    break;
                }
                if (!tried.add(Json.compact(candidate)) || !valid(candidate)) {
                    continue;
                }
                runs++;
                if (!(duel.run(candidate) instanceof Trial.Failed failed)) {
                    continue;
                }
                if (failed.result().verdict() == result.verdict()) {
                    current = candidate;
                    result = failed.result();
                    steps++;
                    improved = true;
                    break;
                }
                if (otherInput == null) {
                    otherInput = candidate;
                    otherResult = failed.result();
                }
            }
            if (!improved && otherInput != null && !timeUp) {
                current = otherInput;
                result = otherResult;
                steps++;
                improved = true;
            }
            if (!improved) {
                break;
            }
        }
        return new Shrunk(current, result, steps, runs, timeUp, nanoTime.getAsLong() - start);
    }

    /** Whether the generator calls the input valid; a generator that throws on it is taken to say no. */
    private boolean valid(ObjectNode candidate) {
        try {
            return generator.invalid(candidate) == null;
        } catch (RuntimeException e) {
            return false;
        }
    }

    /**
     * A shrunk input.
     *
     * @param steps how many smaller inputs were kept on the way
     * @param runs how many candidates ran (both solutions), kept or not
     * @param timeUp whether shrinking stopped at its time limit rather than at a fixed point
     */
    record Shrunk(ObjectNode input, TestResult result, int steps, int runs, boolean timeUp, long nanos) {
    }
}
