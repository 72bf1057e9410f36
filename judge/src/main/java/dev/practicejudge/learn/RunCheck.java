package dev.practicejudge.learn;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Objects;
import java.util.Optional;

/**
 * Whether a run's output is right, found by running the problem's accepted reference on the same
 * input and comparing with the problem's own comparison, the reference's output standing in for
 * the expected one. Closed: every way a check can end is one of these.
 */
public sealed interface RunCheck {

    /**
     * The output passes the problem's comparison.
     *
     * @param reference the reference's name, e.g. {@code accepted/Backtracking.java}
     * @param how the comparison in words, e.g. {@code the problem's checker}
     * @param expected the reference's output ({@code run --save} keeps it as the test's expected one)
     */
    record Correct(String reference, String how, JsonNode expected) implements RunCheck {
        public Correct {
            Objects.requireNonNull(reference, "reference");
            Objects.requireNonNull(how, "how");
            Objects.requireNonNull(expected, "expected");
        }
    }

    /**
     * The output fails the comparison.
     *
     * @param reason the comparison's or checker's reason
     * @param expected the reference's output
     */
    record NotCorrect(String reference, String how, String reason, JsonNode expected) implements RunCheck {
        public NotCorrect {
            Objects.requireNonNull(reference, "reference");
            Objects.requireNonNull(how, "how");
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(expected, "expected");
        }
    }

    /**
     * The reference's output on the input, when the check ran it and it returned: what
     * {@code run --save} writes as the saved test's expected output. Empty otherwise.
     */
    default Optional<JsonNode> referenceOutput() {
        if (this instanceof Correct correct) {
            return Optional.of(correct.expected());
        }
        return this instanceof NotCorrect wrong ? Optional.of(wrong.expected()) : Optional.empty();
    }

    /** Nothing to check against: the problem has no accepted reference submission. */
    record Unchecked(String why) implements RunCheck {
        public Unchecked {
            Objects.requireNonNull(why, "why");
        }
    }

    /**
     * The reference itself gave no output in the limits on this input, which usually means the
     * input breaks the problem's constraints.
     *
     * @param what what happened to it, e.g. {@code RE, runtime error: java.lang.NegativeArraySizeException: -1}
     */
    record ReferenceFailed(String reference, String what) implements RunCheck {
        public ReferenceFailed {
            Objects.requireNonNull(reference, "reference");
            Objects.requireNonNull(what, "what");
        }
    }

    /**
     * The check could not be made for a fault of the problem package or the judge (a reference
     * that does not compile, a checker that throws): never the learner's fault.
     */
    record JudgeError(String message) implements RunCheck {
        public JudgeError {
            Objects.requireNonNull(message, "message");
        }
    }
}
