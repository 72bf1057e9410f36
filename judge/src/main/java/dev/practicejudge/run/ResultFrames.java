package dev.practicejudge.run;

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

    static RunOutcome toOutcome(Frame.Result result) {
        Outcome outcome = result.outcome();
        Timing timing = Timing.ofNanos(outcome.wallNanos(), outcome.cpuNanos());
        CapturedOutput output = new CapturedOutput(result.stdout(), result.stdoutDropped(), result.stderr(),
                result.stderrDropped());
        return switch (outcome.status()) {
            case RETURNED -> new RunOutcome.Returned(outcome.value(), timing, output);
            case THREW -> new RunOutcome.Threw(exception(outcome.exception()), timing, output);
            case OUTPUT_TOO_LARGE -> new RunOutcome.OutputTooLarge(outcome.limitBytes(), timing, output);
            case UNSERIALISABLE -> new RunOutcome.Crashed("the returned value could not be turned into JSON: "
                    + outcome.reason(), timing, output);
            case SETUP_FAILED -> new RunOutcome.HarnessFailed("the worker could not set up the test: "
                    + outcome.reason());
        };
    }

    private static RunOutcome.ThrownException exception(Thrown thrown) {
        return new RunOutcome.ThrownException(thrown.className(), thrown.message(), thrown.frames(),
                thrown.omittedFrames(), thrown.stackOverflow(), thrown.cause());
    }
}
