package dev.practicejudge.judge;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.check.Feedback;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.Timing;
import java.util.Objects;

/**
 * The judged result of one test.
 *
 * @param input the arguments by parameter name
 * @param expected the expected output
 * @param actual what the solution produced, or null when it produced nothing (TLE, RE, ...)
 * @param message why the test failed, in words; null for AC
 * @param feedback for WA, the outputs rendered and diffed; null otherwise
 */
public record TestResult(String name, Verdict verdict, Timing timing, String message, JsonNode input,
                         JsonNode expected, JsonNode actual, CapturedOutput output, Feedback feedback) {
    public TestResult {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(timing, "timing");
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(output, "output");
    }

    public boolean passed() {
        return verdict == Verdict.AC;
    }
}
