package dev.practicejudge.judge;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Parameter;
import dev.practicejudge.provided.ProvidedTypes;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.Timing;
import java.util.List;
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
     * <p>A result whose CPU time is over the limit is TLE whatever it was: the solution would not
     * have got that far in time (the worker stops a test within a few milliseconds of the limit, so
     * only a result that came back in those is judged here). Except a stack overflow: most of its
     * time is the JVM unwinding millions of frames after the fact, and the learner needs to hear
     * "endless recursion", not "too slow".
     */
    public static Optional<RunFailure> of(RunOutcome outcome, Limits limits) {
        Timing timing = outcome.timing();
        // Without a time limit (under a debugger) the time includes every pause at a breakpoint.
        boolean overTime = limits.hasTimeLimit() && timing.judgedMs() > limits.timeMs();
        boolean stackOverflow = outcome instanceof RunOutcome.Threw threw && threw.exception().stackOverflow();
        boolean measured = outcome instanceof RunOutcome.Returned || outcome instanceof RunOutcome.Threw
                || outcome instanceof RunOutcome.OutputTooLarge || outcome instanceof RunOutcome.InvalidOutput;
        if (measured && overTime && !stackOverflow) {
            return Optional.of(new RunFailure(Verdict.TLE, "took " + Timing.format(timing.judgedMs()) + " ms"
                    + (timing.cpuMs() != null ? " of CPU time" : "") + ", over the limit of " + limits.timeMs()
                    + " ms" + wall(timing) + where(outcome)));
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
        if (outcome instanceof RunOutcome.TimedOut timedOut) {
            return Optional.of(new RunFailure(Verdict.TLE, stopped(timedOut, limits) + where(outcome)));
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

    /**
     * As {@link #of(RunOutcome, Limits)}, for a test of {@code method} on {@code arguments}: a TLE
     * on an input that no walk gets through (a list built with a cycle, LeetCode's {@code pos}) says
     * so, since a loop waiting for null is the likely reason.
     */
    public static Optional<RunFailure> of(RunOutcome outcome, Limits limits, MethodSignature method,
                                          List<JsonNode> arguments) {
        Optional<RunFailure> failure = of(outcome, limits);
        if (failure.isEmpty() || failure.get().verdict() != Verdict.TLE || method == null) {
            return failure;
        }
        StringBuilder reason = new StringBuilder(failure.get().reason());
        for (int i = 0; i < Math.min(method.parameters().size(), arguments.size()); i++) {
            Parameter parameter = method.parameters().get(i);
            if (parameter.tailLinksTo().isPresent()) {
                ProvidedTypes.of(parameter.type().name()).endlessWalk(parameter.name(), arguments.get(i))
                        .ifPresent(note -> reason.append('\n').append(note));
            }
        }
        return Optional.of(new RunFailure(Verdict.TLE, reason.toString()));
    }

    /** Where the solution was when time ran out, on a line of its own, when the worker said. */
    private static String where(RunOutcome outcome) {
        return outcome.stuck() == null ? "" : "\n" + outcome.stuck().describe();
    }

    /** The limit, in milliseconds, that a test stopped for {@code why} ran over. */
    public static int limitRunOver(RunOutcome.TimedOut.Why why, Limits limits) {
        switch (why) {
            case CPU_LIMIT:
            case BEFORE_CALL:
                return limits.timeMs();
            case WAITING:
                return limits.wallMs();
            default:
                return limits.busyWallMs();
        }
    }

    /** Why a test was stopped, in the learner's words: which limit, and what the solution was doing. */
    private static String stopped(RunOutcome.TimedOut timedOut, Limits limits) {
        Timing timing = timedOut.timing();
        String cpu = timing.cpuMs() == null ? "" : Timing.format(timing.cpuMs()) + " ms of CPU time";
        String wallLimit = "the wall-clock limit of " + limits.wallMs() + " ms";
        switch (timedOut.why()) {
            case CPU_LIMIT:
                return "used more than its limit of " + limits.timeMs() + " ms of CPU time"
                        + (cpu.isEmpty() ? "" : ": stopped at " + cpu) + (timing.wallDiffers()
                        ? ", " + Timing.format(timing.wallMs()) + " ms of real time" : "");
            case WAITING:
                return "stopped at " + wallLimit + " having used " + (cpu.isEmpty() ? "little CPU time" : "only " + cpu)
                        + ": it was waiting (sleeping, blocked on a lock, or joining a thread), not computing";
            case MACHINE_BUSY:
                return "stopped after " + limits.busyWallMs() + " ms of real time while still running under its CPU "
                        + "limit" + (cpu.isEmpty() ? "" : " (" + cpu + " used)") + ": the machine was too busy to give "
                        + "it the time, so this TLE says nothing about your code; run it again when the machine is "
                        + "less busy";
            case BEFORE_CALL:
                return "stopped before your method was called" + (cpu.isEmpty() ? "" : ", at " + cpu) + ", over the "
                        + "limit of " + limits.timeMs() + " ms: loading the class (a static initialiser) or reading "
                        + "the input never finished";
            default:
                return "no word from the worker after " + Timing.format(timing.wallMs()) + " ms (wall-clock limit "
                        + limits.busyWallMs() + " ms" + (timing.cpuMs() == null ? "" : ", the worker's CPU "
                        + Timing.format(timing.cpuMs()) + " ms") + "); the worker was stopped";
        }
    }

    /** The wall time, beside the CPU time judged, where they differ by more than noise. */
    private static String wall(Timing timing) {
        return timing.wallDiffers() ? " (wall " + Timing.format(timing.wallMs()) + " ms)" : "";
    }
}
