package dev.practicejudge.judge;

import dev.practicejudge.problem.Limits;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.Timing;
import java.util.Objects;
import java.util.Optional;

/**
 * How a worker's outcome fails a test before any comparison: the verdict and the words for it.
 * The one place these rules live, for {@code test} and for {@code run} alike.
 */
public record RunFailure(Verdict verdict, String reason) {

    public RunFailure {
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(reason, "reason");
    }

    /**
     * The failure, or empty when the method returned within the limit and its output is to be compared.
     *
     * <p>A result measured over the limit is TLE whatever it was: the solution would not have got
     * that far in time. Except a stack overflow: most of its time is the JVM unwinding millions of
     * frames after the fact, and the learner needs to hear "endless recursion", not "too slow".
     */
    public static Optional<RunFailure> of(RunOutcome outcome, Limits limits) {
        Timing timing = outcome.timing();
        // Without a time limit (under a debugger) the time includes every pause at a breakpoint.
        boolean overTime = limits.hasTimeLimit() && timing.wallMs() > limits.timeMs();
        boolean stackOverflow = outcome instanceof RunOutcome.Threw threw && threw.exception().stackOverflow();
        boolean measured = outcome instanceof RunOutcome.Returned || outcome instanceof RunOutcome.Threw
                || outcome instanceof RunOutcome.OutputTooLarge || outcome instanceof RunOutcome.InvalidOutput;
        if (measured && overTime && !stackOverflow) {
            return Optional.of(new RunFailure(Verdict.TLE, "took " + Timing.format(timing.wallMs())
                    + " ms, over the limit of " + limits.timeMs() + " ms" + cpu(timing, " (CPU ", ")")
                    + where(outcome)));
        }
        // Java 17 has no pattern matching in switch; the chain below covers every RunOutcome case.
        if (outcome instanceof RunOutcome.Returned) {
            return Optional.empty();
        }
        if (outcome instanceof RunOutcome.Threw t) {
            return Optional.of(new RunFailure(Verdict.RE, t.exception().describe()));
        }
        if (outcome instanceof RunOutcome.OutputTooLarge) {
            return Optional.of(new RunFailure(Verdict.OLE,
                    "the output is larger than the limit of " + limits.outputKb() + " KB"));
        }
        if (outcome instanceof RunOutcome.TimedOut) {
            return Optional.of(new RunFailure(Verdict.TLE, "no result after " + Timing.format(timing.wallMs())
                    + " ms (limit " + limits.timeMs() + " ms" + cpu(timing, ", CPU ", "")
                    + "); the worker was stopped" + where(outcome)));
        }
        if (outcome instanceof RunOutcome.InvalidOutput invalid) {
            // What was returned cannot be compared, and cannot be right: a wrong answer, with the reason.
            return Optional.of(new RunFailure(Verdict.WA, invalid.reason()));
        }
        if (outcome instanceof RunOutcome.OutOfMemory) {
            return Optional.of(new RunFailure(Verdict.MLE,
                    "ran out of memory: the heap limit is " + limits.memoryMb() + " MB"));
        }
        if (outcome instanceof RunOutcome.Crashed c) {
            return Optional.of(new RunFailure(Verdict.RE, c.reason()));
        }
        return Optional.of(new RunFailure(Verdict.JE, ((RunOutcome.HarnessFailed) outcome).reason()));
    }

    /** Where the solution was when time ran out, on a line of its own, when the worker said. */
    private static String where(RunOutcome outcome) {
        return outcome.stuck() == null ? "" : "\n" + outcome.stuck().describe();
    }

    private static String cpu(Timing timing, String before, String after) {
        return timing.cpuMs() == null ? "" : before + Timing.format(timing.cpuMs()) + " ms" + after;
    }
}
