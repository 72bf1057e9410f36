package dev.practicejudge.stress;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.judge.TestResult;
import java.util.Objects;

/**
 * An input on which the learner's solution fails and the reference does not, shrunk, with how it
 * was found.
 *
 * @param result the smallest input's judged run: verdict, reason, the reference's output as expected
 * @param original the input as the generator made it, before shrinking
 * @param originalSize the original's size, in the unit {@code sizeUnit} names
 * @param size the smallest input's size
 * @param sizeUnit the unit both sizes are in, for "shrunk from 12 values to 3"
 * @param caseNumber the case it was found in, counted from 1: the cases run
 * @param largestSize the largest generator size asked for by then
 * @param shrinkSteps how many smaller inputs shrinking kept
 * @param shrinkTimeUp whether shrinking stopped at its time limit, so a smaller input may exist
 */
public record Counterexample(TestResult result, ObjectNode original, long originalSize, long size, String sizeUnit,
                             int caseNumber, int largestSize, int shrinkSteps, boolean shrinkTimeUp,
                             long searchNanos, long shrinkNanos) {

    /** The name a counterexample is judged and shown under, as a test's name is. */
    public static final String TEST_NAME = "counterexample";

    public Counterexample {
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(original, "original");
        Objects.requireNonNull(sizeUnit, "sizeUnit");
    }

    /** The smallest input: the arguments by parameter name. */
    public ObjectNode input() {
        return (ObjectNode) result.input();
    }
}
