package dev.practicejudge.stress;

import dev.practicejudge.judge.TestResult;
import java.util.Objects;

/**
 * What came of running the learner's solution and the reference on one generated input. Closed,
 * so the search and the shrinker each say what they do with every case.
 */
sealed interface Trial {

    /** The learner's output was accepted against the reference's. */
    record Passed(TestResult result) implements Trial {
        public Passed {
            Objects.requireNonNull(result, "result");
        }
    }

    /** The learner's run was not AC: {@code result} holds the verdict, the reason and the reference's output as expected. */
    record Failed(TestResult result) implements Trial {
        public Failed {
            Objects.requireNonNull(result, "result");
        }
    }

    /**
     * The reference did not answer normally (it threw, ran out of time, ...): the package's fault
     * when the input is one the generator made, and a candidate to drop while shrinking.
     *
     * @param reason its verdict and why, e.g. "RE: java.lang.ArrayIndexOutOfBoundsException ..."
     */
    record ReferenceFailed(String reason) implements Trial {
        public ReferenceFailed {
            Objects.requireNonNull(reason, "reason");
        }
    }

    /** The input does not fit the method's parameter types, so nothing ran. */
    record Unusable(String reason) implements Trial {
        public Unusable {
            Objects.requireNonNull(reason, "reason");
        }
    }
}
