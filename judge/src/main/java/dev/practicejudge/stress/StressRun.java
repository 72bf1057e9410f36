package dev.practicejudge.stress;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.InputSize;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Problem;
import java.util.Objects;
import java.util.Random;
import java.util.function.LongSupplier;

/**
 * The search for a counterexample: generated inputs, small sizes first ({@link Schedule}), each
 * run by the learner's solution and the reference ({@link Duel}), until a case is not AC or the
 * budget is spent; a counterexample found is then shrunk ({@link Shrinker}).
 */
public final class StressRun {

    private final Problem problem;
    private final Generator generator;
    private final Duel duel;
    private final LongSupplier nanoTime;

    StressRun(Problem problem, Generator generator, Duel duel, LongSupplier nanoTime) {
        this.problem = Objects.requireNonNull(problem, "problem");
        this.generator = Objects.requireNonNull(generator, "generator");
        this.duel = Objects.requireNonNull(duel, "duel");
        this.nanoTime = Objects.requireNonNull(nanoTime, "nanoTime");
    }

    /**
     * Searches within the budget and shrinks what it finds. One case is always in flight: the next
     * input is made and handed to the workers before the last case is judged, so the judge's own
     * work (generating, comparing) overlaps the workers' instead of taking turns with them.
     */
    public StressOutcome run(Budget budget) {
        MethodSignature method = problem.spec().method();
        int largest = Math.max(1, Math.min(budget.maxSize(), generatorMaxSize()));
        long start = nanoTime.getAsLong();
        // The budget is for cases: it starts once the first case has run, which includes starting
        // both workers (seconds on a busy machine) and would otherwise eat a short budget whole.
        // Elapsed time is compared with the limit, never a deadline computed by adding the two,
        // which a huge --seconds would overflow into the past.
        long limit = budget.timeLimited() ? Shrinker.saturatedNanos(budget.searchTime()) : Long.MAX_VALUE;
        long firstDone = 0;
        int largestAsked = 0;
        Prepared current = prepare(budget.seed(), 0, largest);
        if (current.broken() != null) {
            return current.broken();
        }
        Duel.Pending pending = duel.submit(current.input());
        for (int index = 0; ; index++) {
            // The next case goes to the workers before this one is judged (from the second case on,
            // once the budget's clock runs); a next case that turns out unneeded is simply not judged.
            Prepared next = null;
            Duel.Pending nextPending = null;
            if (index > 0 && withinBudget(index + 1, budget, firstDone, limit)) {
                next = prepare(budget.seed(), index + 1, largest);
                if (next.broken() == null) {
                    nextPending = duel.submit(next.input());
                }
            }
            Trial trial = duel.finish(pending);
            if (index == 0) {
                firstDone = nanoTime.getAsLong();
            }
            largestAsked = Math.max(largestAsked, current.size());
            ObjectNode input = current.input();
            if (!(trial instanceof Trial.Passed)) {
                return failure(trial, input, index, largestAsked, start, budget, method);
            }
            if (next == null) {
                if (!withinBudget(index + 1, budget, firstDone, limit)) {
                    return new StressOutcome.NoneFound(index + 1, largestAsked, nanoTime.getAsLong() - start);
                }
                next = prepare(budget.seed(), index + 1, largest);
                if (next.broken() == null) {
                    nextPending = duel.submit(next.input());
                }
            }
            if (next.broken() != null) {
                return next.broken();
            }
            current = next;
            pending = nextPending;
        }
    }

    /** Whether case number {@code index} (from 0) may still start. */
    private boolean withinBudget(int index, Budget budget, long firstDone, long limit) {
        return (budget.maxRuns() <= 0 || index < budget.maxRuns()) && nanoTime.getAsLong() - firstDone <= limit;
    }

    /** A generated input ready to run, or why the generator failed. */
    private record Prepared(ObjectNode input, int size, StressOutcome.Broken broken) {
    }

    /** Case {@code index}'s input: its random numbers from the seed and the index alone. */
    private Prepared prepare(long seed, int index, int largest) {
        Random random = Schedule.random(seed, index);
        int size = Schedule.size(index, largest, random);
        ObjectNode input;
        String invalid;
        try {
            input = generator.generate(size, random);
            invalid = input == null ? "it returned null" : generator.invalid(input);
        } catch (RuntimeException e) {
            return new Prepared(null, size, new StressOutcome.Broken("the generator failed at size " + size + ": " + e,
                    null, StressOutcome.Fault.PACKAGE));
        }
        if (invalid != null) {
            return new Prepared(input, size, new StressOutcome.Broken("the generator made an input (size " + size
                    + ") that its own invalid() or the declared constraints reject: " + invalid, input,
                    StressOutcome.Fault.PACKAGE));
        }
        return new Prepared(input, size, null);
    }

    /** What a case that did not pass means: a package or judge error, or the counterexample, shrunk. */
    private StressOutcome failure(Trial trial, ObjectNode input, int index, int largestAsked, long start, Budget budget,
                                  MethodSignature method) {
        if (trial instanceof Trial.Unusable unusable) {
            return new StressOutcome.Broken("the generator made an input that does not fit the method: "
                    + unusable.reason(), input, StressOutcome.Fault.PACKAGE);
        }
        if (trial instanceof Trial.ReferenceFailed failed) {
            return new StressOutcome.Broken("the reference failed on a generated input (" + failed.reason() + ")",
                    input, StressOutcome.Fault.PACKAGE);
        }
        Trial.Failed failed = (Trial.Failed) trial;
        if (failed.result().verdict() == Verdict.JE) {
            return new StressOutcome.Broken("the judge could not run or judge your solution: "
                    + failed.result().message(), input, StressOutcome.Fault.JUDGE);
        }
        long searchNanos = nanoTime.getAsLong() - start;
        Shrinker.Shrunk shrunk = new Shrinker(method, generator, duel, nanoTime)
                .shrink(input, failed.result(), budget.shrinkTime());
        return new StressOutcome.Found(new Counterexample(shrunk.result(), input, InputSize.of(input, method),
                InputSize.of(shrunk.input(), method), InputSize.unit(method),
                index + 1, largestAsked, shrunk.steps(), shrunk.timeUp(), searchNanos, shrunk.nanos()));
    }

    private int generatorMaxSize() {
        try {
            return generator.maxSize();
        } catch (RuntimeException e) {
            return 1;
        }
    }
}
