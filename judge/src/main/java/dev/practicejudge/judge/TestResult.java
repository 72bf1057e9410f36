package dev.practicejudge.judge;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.check.Feedback;
import dev.practicejudge.problem.ExpectedOutput;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.Timing;
import java.util.Objects;

/**
 * The judged result of one test.
 *
 * @param input the arguments by parameter name
 * @param expected the expected output; a missing node for a learner's own test that has none
 * @param actual what the solution produced, or null when it produced nothing (TLE, RE, ...)
 * @param message why the test failed, in words; null for AC
 * @param feedback for WA, the outputs rendered and diffed; null otherwise
 * @param stoppedOverLimitMs for a test stopped at a limit (no result came back), the limit in
 *     milliseconds it ran over: the CPU time limit, or the wall-clock backstop when that stopped it
 *     ({@code stoppedBy}); null when the test's time was measured. A stopped
 *     test's {@code timing} holds the times until it was stopped, not a measurement of the call:
 *     show it as over the limit.
 * @param expectedIs what {@code expected} is, as the problem's spec declares: the answer, or one
 *     valid answer among many (which reports do not set beside the learner's as "expected")
 * @param challenge whether the test is in the problem's challenge tier, which is reported on its own
 *     and never decides the problem's verdict or points
 * @param method the method (or design problem's class) the test called, whose declared types tell
 *     reports how to draw the values (a tree, which as JSON is a list of ints; a design problem's
 *     calls); null when not known, and the values are then drawn from what they look like
 * @param stoppedBy for a stopped test, which limit stopped it and what the solution was doing
 *     (the CPU limit; the wall-clock backstop while it waited, or while a busy machine held it
 *     back); null when the test was not stopped
 */
public record TestResult(String name, Verdict verdict, Timing timing, String message, JsonNode input,
                         JsonNode expected, JsonNode actual, CapturedOutput output, Feedback feedback,
                         Integer stoppedOverLimitMs, ExpectedOutput expectedIs, boolean challenge,
                         MethodSignature method, RunOutcome.TimedOut.Why stoppedBy) {
    public TestResult {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(timing, "timing");
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(output, "output");
        Objects.requireNonNull(expectedIs, "expectedIs");
    }

    /** A test not stopped at a limit, or one whose stop is not known. */
    public TestResult(String name, Verdict verdict, Timing timing, String message, JsonNode input,
                      JsonNode expected, JsonNode actual, CapturedOutput output, Feedback feedback,
                      Integer stoppedOverLimitMs, ExpectedOutput expectedIs, boolean challenge,
                      MethodSignature method) {
        this(name, verdict, timing, message, input, expected, actual, output, feedback, stoppedOverLimitMs,
                expectedIs, challenge, method, null);
    }

    /** A test of a method not known. */
    public TestResult(String name, Verdict verdict, Timing timing, String message, JsonNode input,
                      JsonNode expected, JsonNode actual, CapturedOutput output, Feedback feedback,
                      Integer stoppedOverLimitMs, ExpectedOutput expectedIs, boolean challenge) {
        this(name, verdict, timing, message, input, expected, actual, output, feedback, stoppedOverLimitMs,
                expectedIs, challenge, null);
    }

    /** A required test whose expected output is the answer. */
    public TestResult(String name, Verdict verdict, Timing timing, String message, JsonNode input,
                      JsonNode expected, JsonNode actual, CapturedOutput output, Feedback feedback,
                      Integer stoppedOverLimitMs) {
        this(name, verdict, timing, message, input, expected, actual, output, feedback, stoppedOverLimitMs,
                ExpectedOutput.THE_ANSWER, false);
    }

    /** A required test. */
    public TestResult(String name, Verdict verdict, Timing timing, String message, JsonNode input,
                      JsonNode expected, JsonNode actual, CapturedOutput output, Feedback feedback,
                      Integer stoppedOverLimitMs, ExpectedOutput expectedIs) {
        this(name, verdict, timing, message, input, expected, actual, output, feedback, stoppedOverLimitMs,
                expectedIs, false);
    }

    /** A required test whose time was measured (not stopped at the deadline) and whose expected output is the answer. */
    public TestResult(String name, Verdict verdict, Timing timing, String message, JsonNode input,
                      JsonNode expected, JsonNode actual, CapturedOutput output, Feedback feedback) {
        this(name, verdict, timing, message, input, expected, actual, output, feedback, null, ExpectedOutput.THE_ANSWER,
                false);
    }

    /**
     * Whether reports show the test's expected output: not for a test that ran out of time or
     * memory, and never when it is one valid answer among many. The JSON report keeps it always.
     */
    public boolean showsExpected() {
        // Out of time or memory there is no answer to set the expected one beside, and showing it is
        // a spoiler that says nothing about what went wrong (LeetCode shows the input only). One valid
        // answer of many is no yardstick: a right answer may differ from it everywhere, so labelled
        // "expected" it tells the learner to copy it; the checker's reason says what is wrong.
        // A learner's own test may have no expected output at all (a crash needs none to be a verdict).
        return verdict != Verdict.TLE && verdict != Verdict.MLE && expectedIs == ExpectedOutput.THE_ANSWER
                && !expected.isMissingNode();
    }

    /** Whether the judge stopped the test at its deadline, so its time is a lower bound, not a measurement. */
    public boolean stopped() {
        return stoppedOverLimitMs != null;
    }

    /**
     * Whether the test was stopped by the wall-clock backstop while still under its CPU limit
     * because the machine was too busy: a TLE that says nothing about the solution.
     */
    public boolean machineBusy() {
        return stoppedBy == RunOutcome.TimedOut.Why.MACHINE_BUSY;
    }

    public boolean passed() {
        return verdict == Verdict.AC;
    }
}
