package dev.practicejudge.learn;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.compile.CompilationResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.Timing;
import java.util.Locale;
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
     * The worker ran it. The outcome becomes a verdict by the rules {@code test} uses: a result
     * measured over the time limit is TLE whatever it was, and the judge's own failure is JE.
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
            boolean overTime = outcome.timing().wallMs() > limits.timeMs();
            if (outcome instanceof RunOutcome.Returned) {
                return overTime ? Optional.of(Verdict.TLE) : Optional.empty();
            }
            if (outcome instanceof RunOutcome.Threw) {
                return Optional.of(overTime ? Verdict.TLE : Verdict.RE);
            }
            if (outcome instanceof RunOutcome.OutputTooLarge) {
                return Optional.of(overTime ? Verdict.TLE : Verdict.OLE);
            }
            if (outcome instanceof RunOutcome.TimedOut) {
                return Optional.of(Verdict.TLE);
            }
            if (outcome instanceof RunOutcome.OutOfMemory) {
                return Optional.of(Verdict.MLE);
            }
            if (outcome instanceof RunOutcome.Crashed) {
                return Optional.of(Verdict.RE);
            }
            return Optional.of(Verdict.JE);
        }

        /** Why it failed, in the words {@code test} uses; empty when it returned in time. */
        public Optional<String> reason() {
            return failure().map(verdict -> switch (verdict) {
                case TLE -> outcome instanceof RunOutcome.TimedOut
                        ? "no result after " + Timing.format(timing().wallMs()) + " ms (limit " + limits.timeMs() + " ms"
                                + cpu(", CPU ") + "); the worker was stopped"
                        : "took " + Timing.format(timing().wallMs()) + " ms, over the limit of " + limits.timeMs() + " ms"
                                + (timing().cpuMs() == null ? "" : " (CPU " + Timing.format(timing().cpuMs()) + " ms)");
                case OLE -> "the output is larger than the limit of " + limits.outputKb() + " KB";
                case MLE -> "ran out of memory: the heap limit is " + limits.memoryMb() + " MB";
                case JE -> ((RunOutcome.HarnessFailed) outcome).reason();
                default -> outcome instanceof RunOutcome.Threw threw ? threw.exception().describe()
                        : ((RunOutcome.Crashed) outcome).reason();
            });
        }

        private String cpu(String prefix) {
            return timing().cpuMs() == null ? "" : prefix + Timing.format(timing().cpuMs()) + " ms";
        }
    }

}
