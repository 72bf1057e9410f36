package dev.practicejudge.run;

import dev.practicejudge.protocol.Frame;
import java.util.List;
import java.util.Objects;

/**
 * What a run of one input several times gave ({@code profile}'s warm-up and repetitions): the
 * outcome as a test's run gives it (the last run's, or the first that did not return), and the
 * times of the runs that returned, in order; none when the worker died.
 */
public record Measured(RunOutcome outcome, List<Frame.Result.Sample> samples) {
    public Measured {
        Objects.requireNonNull(outcome, "outcome");
        samples = List.copyOf(samples);
    }
}
