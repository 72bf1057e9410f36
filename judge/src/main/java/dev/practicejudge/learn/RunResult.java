package dev.practicejudge.learn;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.compile.CompilationResult;
import dev.practicejudge.judge.RunFailure;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.Timing;
import java.util.Objects;
import java.util.Optional;

/**
 * What became of one run of a solution on a custom input, before any check: it did not compile,
 * or the worker reported an outcome. Closed, like {@link RunOutcome}.
 */
public sealed interface RunResult {

    /** The solution did not compile, or does not declare the problem's method. */
    record NotCompiled(CompilationResult.Failed failure) implements RunResult {
        public NotCompiled {
            Objects.requireNonNull(failure, "failure");
        }
    }

    /**
     * The worker ran it. The outcome becomes a verdict by the rules {@code test} uses
     * ({@link RunFailure}).
     */
    record Finished(RunOutcome outcome, Limits limits) implements RunResult {
        public Finished {
            Objects.requireNonNull(outcome, "outcome");
            Objects.requireNonNull(limits, "limits");
        }

        /** The value the method returned (or the mutated argument), even when it came too late. */
        public Optional<JsonNode> value() {
            return outcome instanceof RunOutcome.Returned returned ? Optional.of(returned.value()) : Optional.empty();
        }

        public Timing timing() {
            return outcome.timing();
        }

        public CapturedOutput output() {
            return outcome.output();
        }

        /** The verdict when the run failed (TLE, MLE, RE, OLE, or JE for the judge); empty when it returned in time. */
        public Optional<Verdict> failure() {
            return RunFailure.of(outcome, limits).map(RunFailure::verdict);
        }

        /** Why it failed, in the words {@code test} uses; empty when it returned in time. */
        public Optional<String> reason() {
            return RunFailure.of(outcome, limits).map(RunFailure::reason);
        }
    }

}
