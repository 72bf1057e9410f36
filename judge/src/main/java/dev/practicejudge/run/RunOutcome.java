package dev.practicejudge.run;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Objects;

/**
 * What happened when the worker ran one test, before anything is compared: the facts the judge
 * turns into a verdict. Closed, so every consumer handles every case.
 */
public sealed interface RunOutcome {

    Timing timing();

    /** What the solution printed; nothing for outcomes where the worker died before saying. */
    default CapturedOutput output() {
        return CapturedOutput.NONE;
    }

    /** The method returned (or, for an in-place method, finished); {@code value} is the output as JSON. */
    record Returned(JsonNode value, Timing timing, CapturedOutput output) implements RunOutcome {
        public Returned {
            Objects.requireNonNull(value, "value");
        }
    }

    /** The solution threw. */
    record Threw(ThrownException exception, Timing timing, CapturedOutput output) implements RunOutcome {
    }

    /** The output, as JSON, was larger than the limit. */
    record OutputTooLarge(long limitBytes, Timing timing, CapturedOutput output) implements RunOutcome {
    }

    /** The wall-clock deadline passed and the worker was killed; {@code timing} is what had elapsed. */
    record TimedOut(Timing timing) implements RunOutcome {
    }

    /** The heap limit was exhausted (the worker exited on OutOfMemoryError). */
    record OutOfMemory(Timing timing) implements RunOutcome {
    }

    /** The worker ended or misbehaved without a result: an exit from the solution, a crash, a broken frame. */
    record Crashed(String reason, Timing timing, CapturedOutput output) implements RunOutcome {
    }

    /** The judge's own machinery failed (the worker could not start, the classes could not be set up). */
    record HarnessFailed(String reason) implements RunOutcome {
        @Override
        public Timing timing() {
            return Timing.NONE;
        }
    }

    /**
     * An exception the solution threw, reduced to what helps: its class, message and the frames in
     * the learner's own classes.
     */
    record ThrownException(String className, String message, List<String> frames, int omittedFrames,
                           boolean stackOverflow, String cause) {
        public ThrownException {
            Objects.requireNonNull(className, "className");
            frames = List.copyOf(frames);
        }

        /** The exception as a learner reads it: class, message, and the frames in their own code. */
        public String describe() {
            StringBuilder text = new StringBuilder();
            if (stackOverflow) {
                text.append("stack overflow (java.lang.StackOverflowError): the recursion never ended, or went deeper "
                        + "than a 32 MB stack allows");
            } else {
                text.append(className);
                if (message != null) {
                    text.append(": ").append(message);
                }
            }
            for (String frame : frames) {
                // The worker writes notes such as "(the line above repeated 1023 more times)" in parentheses.
                text.append(frame.startsWith("(") ? "\n       " : "\n    at ").append(frame);
            }
            if (omittedFrames > 0) {
                text.append("\n    ... ").append(omittedFrames).append(" more frames in your code");
            }
            if (cause != null) {
                text.append("\nCaused by: ").append(cause);
            }
            return text.toString();
        }
    }
}
