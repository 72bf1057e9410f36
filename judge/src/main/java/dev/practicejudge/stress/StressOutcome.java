package dev.practicejudge.stress;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Objects;

/** How a stress run ended. Closed: the command maps each case to its exit status (0, 1, 2). */
public sealed interface StressOutcome {

    /**
     * No case told the two solutions apart within the budget: evidence, not a proof.
     *
     * @param cases how many cases ran
     * @param largestSize the largest generator size asked for
     */
    record NoneFound(int cases, int largestSize, long nanos) implements StressOutcome {
    }

    /** A counterexample was found and shrunk. */
    record Found(Counterexample counterexample) implements StressOutcome {
        public Found {
            Objects.requireNonNull(counterexample, "counterexample");
        }
    }

    /**
     * The judge or the package failed, not the learner: the reference failed on an input the
     * generator made, the generator broke its own contract, or the judge could not run the
     * learner's solution (its worker would not start, the comparison threw).
     *
     * @param input the input it happened on, or null when there was none
     * @param fault whose failure it is
     */
    record Broken(String reason, ObjectNode input, Fault fault) implements StressOutcome {
        public Broken {
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(fault, "fault");
        }
    }

    /** Whose failure a {@link Broken} run is; never the learner's. */
    enum Fault {
        /** The problem package's: its generator or its reference. */
        PACKAGE,
        /** The judge's own: it could not run or judge the learner's solution (a judge error, JE). */
        JUDGE
    }
}
