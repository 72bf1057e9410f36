package dev.practicejudge.judge;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.Timing;
import java.util.Objects;
import java.util.Optional;

/**
 * What became of one of the learner's own tests ({@code solutions/ID/tests/NAME.json}): judged,
 * run without anything to judge it against, or not read. Never part of a problem's verdict,
 * passed count or points. Closed: every way an own test can end is one of these.
 */
public sealed interface OwnTestResult {

    /** The file's name without {@code .json}. */
    String name();

    /** The file as shown to the learner, relative to the repository. */
    String file();

    /**
     * A verdict, by the rules of the package's tests.
     *
     * @param result the test's result; its {@code expected} is a missing node when the verdict needed
     *     none (a crash or a time-out, with no expected output to be had)
     * @param reference the reference submission whose output was the expected one (the file had
     *     none), e.g. {@code accepted/Backtracking.java}; empty when the file's own was used, or none
     */
    record Judged(String file, TestResult result, Optional<String> reference) implements OwnTestResult {
        public Judged {
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(result, "result");
            Objects.requireNonNull(reference, "reference");
        }

        @Override
        public String name() {
            return result.name();
        }
    }

    /**
     * The solution returned, but there was nothing to check its output against: the file has no
     * {@code expected}, and the problem has no reference, or the reference failed on this input.
     *
     * @param input the arguments by parameter name
     * @param actual what the solution returned
     * @param why why it was not judged, in words for the learner
     * @param method the method called, for drawing the values; null when not known
     */
    record Unchecked(String name, String file, JsonNode input, JsonNode actual, Timing timing, CapturedOutput output,
                     String why, MethodSignature method) implements OwnTestResult {
        public Unchecked {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(input, "input");
            Objects.requireNonNull(actual, "actual");
            Objects.requireNonNull(timing, "timing");
            Objects.requireNonNull(output, "output");
            Objects.requireNonNull(why, "why");
        }
    }

    /**
     * The file is not a test the judge can run (malformed JSON, an input that does not fit the
     * method): the learner's to fix.
     *
     * @param message where and why: {@code solutions/ID/tests/NAME.json:3:12: ...}
     */
    record Unreadable(String name, String file, String message) implements OwnTestResult {
        public Unreadable {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(message, "message");
        }
    }

    /** Whether the test was judged and passed. */
    default boolean passed() {
        return this instanceof Judged judged && judged.result().passed();
    }

    /** Whether the test was judged and did not pass. */
    default boolean failed() {
        return this instanceof Judged judged && !judged.result().passed();
    }
}
