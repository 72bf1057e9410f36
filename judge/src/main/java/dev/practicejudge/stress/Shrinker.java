package dev.practicejudge.stress;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import dev.practicejudge.json.Json;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.MethodSignature;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Makes a failing input smaller while it still fails, until no step helps (a fixed point) or the
 * time is up. Each round first deletes elements of the input's lists, strings and calls as delta
 * debugging does (chunks of everything, halves, quarters, ... single elements; after a chunk goes,
 * the next one at the same place and size is tried, and the size is halved only when a whole pass
 * deletes nothing), then makes each list element smaller in turn, then tries the other typed steps ({@link Candidates}), going on after a kept
 * step from the same place in the new input's steps. A step is kept only when the generator calls
 * the smaller input valid, the reference answers it normally and the learner's solution still
 * fails it; a judge error (JE: a worker that would not start, a checker that threw) is never a
 * failure, since it says nothing about the solution. A step that keeps the verdict (WA stays WA)
 * is preferred; one that fails with another verdict is taken only when a round keeps nothing, so
 * the bug shown is the one found whenever that can be. Candidates are built one at a time, and the
 * clock is read before each is built, so shrinking ends at most one candidate after its time.
 * Not thread-safe.
 */
final class Shrinker {

    private final MethodSignature method;
    private final Generator generator;
    private final Function<ObjectNode, Trial> trials;
    private final LongSupplier nanoTime;

    /** @param nanoTime the clock, in nanoseconds ({@code System::nanoTime}); tests pass their own */
    Shrinker(MethodSignature method, Generator generator, Duel duel, LongSupplier nanoTime) {
        this(method, generator, Objects.requireNonNull(duel, "duel")::run, nanoTime);
    }

    /** @param trials runs both solutions on an input; {@link Duel#run} but for tests */
    Shrinker(MethodSignature method, Generator generator, Function<ObjectNode, Trial> trials, LongSupplier nanoTime) {
        this.method = Objects.requireNonNull(method, "method");
        this.generator = Objects.requireNonNull(generator, "generator");
        this.trials = Objects.requireNonNull(trials, "trials");
        this.nanoTime = Objects.requireNonNull(nanoTime, "nanoTime");
    }

    /**
     * The smallest failing input found from {@code input}, which fails as {@code failure} says.
     *
     * @param time how long shrinking may take; when it is up, the smallest input so far is returned
     */
    Shrunk shrink(ObjectNode input, TestResult failure, Duration time) {
        return new Search(input, failure, time).run();
    }

    /** One shrink's state. */
    private final class Search {
        private final long start = nanoTime.getAsLong();
        private final long limit;
        private final Set<String> tried = new HashSet<>();
        private ObjectNode current;
        private TestResult result;
        private int steps;
        private int runs;
        private boolean timeUp;
        /** The first candidate of this round that failed with another verdict (not JE). */
        private ObjectNode otherInput;
        private TestResult otherResult;

        Search(ObjectNode input, TestResult failure, Duration time) {
            // Compared with the time elapsed, never added to a clock reading, so no length overflows.
            this.limit = saturatedNanos(time);
            this.current = input;
            this.result = failure;
            tried.add(Json.compact(input));
        }

        Shrunk run() {
            while (!timeUp) {
                otherInput = null;
                otherResult = null;
                boolean improved = deletions();
                improved |= elements();
                improved |= otherSteps();
                if (!improved && otherInput != null && !timeUp()) {
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

        /** Delta debugging's deletions, on each deletable part in turn; whether any was kept. */
        private boolean deletions() {
            boolean improved = false;
            int parts = Candidates.deletable(current, method).size();
            for (int part = 0; part < parts && !timeUp; part++) {
                int length = Candidates.deletable(current, method).get(part).length();
                int chunk = length;
                while (chunk >= 1 && length > 0) {
                    boolean removed = false;
                    int from = 0;
                    while (from < length) {
                        if (timeUp()) {
                            return improved;
                        }
                        int to = Math.min(length, from + chunk);
                        ObjectNode candidate = Candidates.deletable(current, method).get(part).without(from, to);
                        if (keep(candidate)) {
                            length -= to - from;
                            removed = true;
                            improved = true;
                        } else {
                            from += chunk;
                        }
                    }
                    if (!removed) {
                        chunk /= 2;
                    } else {
                        chunk = Math.min(chunk, length);
                    }
                }
            }
            return improved;
        }

        /**
         * Each element of each list, in turn, made smaller while that keeps the failure, in place:
         * one element's few steps at a time, never all the list's at once.
         */
        private boolean elements() {
            boolean improved = false;
            int parts = Candidates.deletable(current, method).size();
            for (int part = 0; part < parts; part++) {
                Candidates.Deletable list = Candidates.deletable(current, method).get(part);
                if (list.elementType() == null) {
                    continue;
                }
                for (int i = 0; i < list.length(); i++) {
                    boolean kept = true;
                    while (kept) {
                        kept = false;
                        list = Candidates.deletable(current, method).get(part);
                        for (Supplier<JsonNode> smaller
                                : ValueShrinks.lazy(current.get(list.name()).get(i), list.elementType(), true)) {
                            if (timeUp()) {
                                return improved;
                            }
                            if (keep(list.with(i, smaller.get()))) {
                                improved = true;
                                kept = true;
                                break;
                            }
                        }
                    }
                }
            }
            return improved;
        }

        /** The other typed steps, going on from the same place after each kept one; whether any was kept. */
        private boolean otherSteps() {
            boolean improved = false;
            List<Supplier<ObjectNode>> candidates = Candidates.lazy(current, method, false);
            int at = 0;
            int left = candidates.size();
            while (left > 0) {
                if (timeUp()) {
                    return improved;
                }
                int index = at % candidates.size();
                if (keep(candidates.get(index).get())) {
                    improved = true;
                    candidates = Candidates.lazy(current, method, false);
                    if (candidates.isEmpty()) {
                        break;
                    }
                    at = index;
                    left = candidates.size();
                } else {
                    at = index + 1;
                    left--;
                }
            }
            return improved;
        }

        /**
         * Tries a candidate: kept (it becomes the current input) when it fails with the verdict
         * shrunk so far; remembered when it fails with another one, a judge error aside.
         */
        private boolean keep(ObjectNode candidate) {
            if (!tried.add(Json.compact(candidate)) || !valid(candidate)) {
                return false;
            }
            runs++;
            if (!(trials.apply(candidate) instanceof Trial.Failed failed) || failed.result().verdict() == Verdict.JE) {
                return false;
            }
            if (failed.result().verdict() == result.verdict()) {
                current = candidate;
                result = failed.result();
                steps++;
                return true;
            }
            if (otherInput == null) {
                otherInput = candidate;
                otherResult = failed.result();
            }
            return false;
        }

        private boolean timeUp() {
            if (!timeUp && nanoTime.getAsLong() - start >= limit) {
                timeUp = true;
            }
            return timeUp;
        }
    }

    /** The duration in nanoseconds, or Long.MAX_VALUE for one too long to count so. */
    static long saturatedNanos(Duration time) {
        try {
            return time.toNanos();
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE;
        }
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
