package dev.practicejudge.run;

import dev.practicejudge.check.Aliasing;
import dev.practicejudge.protocol.Frame;
import dev.practicejudge.protocol.Frame.Result.Outcome;
import dev.practicejudge.protocol.Frame.Result.Thrown;

/**
 * Turns a worker's {@link Frame.Result} into a {@link RunOutcome}. The frame was checked as it was
 * decoded ({@code FrameCodec}); what it claims is still only the worker's word, so nothing here
 * decides a verdict by itself.
 */
final class ResultFrames {

    private ResultFrames() {
    }

    /** @param stuck where the solution was when its time ran out, from the test's progress frames, or null */
    static RunOutcome toOutcome(Frame.Result result, RunOutcome.Stuck stuck) {
        Outcome outcome = result.outcome();
        Timing timing = Timing.ofNanos(outcome.wallNanos(), outcome.cpuNanos());
        CapturedOutput output = new CapturedOutput(result.stdout(), result.stdoutDropped(), result.stderr(),
                result.stderrDropped());
        return switch (outcome.status()) {
            case RETURNED -> new RunOutcome.Returned(outcome.value(), timing, output, stuck, outcome.repeated().stream()
                    .map(r -> new Aliasing.Repeated(r.times(), r.positions())).toList());
            case THREW -> new RunOutcome.Threw(exception(outcome.exception()), timing, output, stuck);
            case OUTPUT_TOO_LARGE -> new RunOutcome.OutputTooLarge(outcome.limitBytes(), timing, output, stuck);
            case UNSERIALISABLE -> new RunOutcome.Crashed("the returned value could not be turned into JSON: "
                    + outcome.reason(), timing, output);
            case INVALID_OUTPUT -> new RunOutcome.InvalidOutput(outcome.reason(), timing, output);
            case SETUP_FAILED -> new RunOutcome.HarnessFailed("the worker could not set up the test: "
                    + outcome.reason());
        };
    }

    /**
     * A test the worker asked to be stopped at a limit, killed {@code elapsedNanos} after it was
     * sent: why, in the judge's words, with the CPU time the worker measured.
     */
    static RunOutcome.TimedOut stopped(Frame.Progress.Stop stop, long elapsedNanos, CapturedOutput soFar,
                                       RunOutcome.Stuck stuck) {
        RunOutcome.TimedOut.Why why;
        if (stop.limit() == Frame.Progress.Stop.Limit.CPU) {
            why = RunOutcome.TimedOut.Why.CPU_LIMIT;
        } else if (stop.limit() == Frame.Progress.Stop.Limit.LOADING_CPU) {
            why = RunOutcome.TimedOut.Why.BEFORE_CALL;
        } else if (stop.waiting()) {
            why = RunOutcome.TimedOut.Why.WAITING;
        } else {
            // Past the wall-clock backstop while still running, before the call or in it: starved.
            why = RunOutcome.TimedOut.Why.MACHINE_BUSY;
        }
        return new RunOutcome.TimedOut(Timing.ofNanos(elapsedNanos, stop.cpuNanos()), soFar, stuck, why);
    }

    /** What a progress frame says the solution has printed so far. */
    static CapturedOutput output(Frame.Progress progress) {
        return new CapturedOutput(progress.stdout(), progress.stdoutDropped(), progress.stderr(),
                progress.stderrDropped());
    }

    static RunOutcome.Stuck stuck(Frame.Progress.Stack stack) {
        return new RunOutcome.Stuck(stack.depth(), stack.deeper(), stack.places().stream()
                .map(p -> new RunOutcome.Stuck.Place(p.method(), p.file(), p.line())).toList());
    }

    private static RunOutcome.ThrownException exception(Thrown thrown) {
        Frame.Result.Recursion recursion = thrown.recursion();
        return new RunOutcome.ThrownException(thrown.className(), thrown.message(), thrown.frames(),
                thrown.omittedFrames(), thrown.stackOverflow(), thrown.cause(), thrown.during(),
                recursion == null ? null : new RunOutcome.Recursion(recursion.cycle().stream()
                        .map(call -> new RunOutcome.Recursion.Call(call.method(), call.file(), call.lines())).toList(),
                        recursion.frames(), recursion.deeper()));
    }
}
