package dev.practicejudge.run;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.compile.ClassPaths;
import dev.practicejudge.judge.RunFailure;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.testing.EndToEnd;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The judge's side of the worker channel against a worker that breaks the protocol, one way per
 * case: each is a verdict with the reason (JE when the judge could not even start the test, RE
 * when the worker broke the protocol during it, TLE when it went silent), never a crash or a
 * hang of the judge, and the misbehaving process is always gone afterwards.
 */
@EndToEnd
class WorkerProtocolTest {

    /** Starts {@link MisbehavingWorker} in place of the real worker, through the sandbox hook. */
    private record Impostor(String mode) implements Sandbox {
        @Override
        public List<String> wrap(List<String> command, Path workDirectory, List<Path> readOnly) {
            List<String> impostor = new ArrayList<>(List.of(command.get(0), "-cp",
                    ClassPaths.of(MisbehavingWorker.class).get(0).toString(), MisbehavingWorker.class.getName(), mode));
            impostor.add(command.get(command.size() - 1)); // the socket path
            return impostor;
        }

        @Override
        public String description() {
            return "impostor " + mode;
        }
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            closes-at-once       | JE  | the worker did not introduce itself
            wrong-token          | JE  | the worker did not introduce itself
            oversized-frame      | RE  | the worker broke the judge's protocol: frame of 2147483647 bytes exceeds the cap of
            negative-length      | RE  | the worker broke the judge's protocol: frame of 4294967291 bytes exceeds the cap of
            not-json             | RE  | the worker broke the judge's protocol: frame is not JSON
            not-an-object        | RE  | the worker broke the judge's protocol: frame is not a JSON object with a "type"
            cut-short            | RE  | the worker broke the judge's protocol: frame cut short: expected 100 bytes
            wrong-index          | RE  | the worker broke the judge's protocol: unexpected frame
            unknown-status       | RE  | the worker sent an unknown result status "accepted"
            result-without-value | RE  | the worker sent a result without a value
            index-not-a-number   | RE  | the worker sent a result frame whose "index" is not a whole number: "0"
            hello-again          | RE  | the worker broke the judge's protocol: unexpected frame "hello"
            silent               | TLE | the worker was stopped
            bad-progress         | RE  | the worker sent a progress frame with places 0 not 1 to 5
            stray-progress       | RE  | the worker broke the judge's protocol: unexpected frame "progress" for test 5 during test 0
            asks-to-stop         | TLE | used more than its limit of 1000 ms of CPU time: stopped at 1004 ms of CPU time
            bad-stop             | RE  | the worker sent a progress frame's stop whose "limit" is not "cpu", "loading_cpu" or "wall": "soon"
            """)
    void protocolViolationIsAVerdictWithItsReason(String mode, String verdict, String reason)
            throws ProblemFormatException {
        Problem problem = nQueensIiFor(mode);
        RunOutcome outcome = runFirstTest(problem, mode);
        RunFailure failure = RunFailure.of(outcome, problem.spec().limits())
                .orElseThrow(() -> new AssertionError("accepted: " + outcome));
        assertEquals(verdict, failure.verdict().name(), failure::reason);
        assertTrue(failure.reason().contains(reason), failure::reason);
        assertImpostorGone();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            progress-then-silent | TLE | no word from the worker after
            progress-then-exits  | RE  | the solution exited the JVM (status 1)
            """)
    void whatTheLatestProgressFrameSaidOutlivesAWorkerKilledOrDead(String mode, String verdict, String reason)
            throws ProblemFormatException {
        Problem problem = nQueensIiFor(mode);
        RunOutcome outcome = runFirstTest(problem, mode);
        RunFailure failure = RunFailure.of(outcome, problem.spec().limits()).orElseThrow();

        assertEquals(verdict, failure.verdict().name(), failure::reason);
        assertTrue(failure.reason().contains(reason), failure::reason);
        assertEquals(new CapturedOutput("searching n=4\n", 0, "debug\n", 0), outcome.output());
        if (verdict.equals("TLE")) {
            assertTrue(failure.reason().endsWith("; the worker was stopped\nstuck in `search` at Solution.java:14, "
                    + "5,000 frames deep, called from `solve` at Solution.java:7"), failure::reason);
        }
        assertImpostorGone();
    }

    /**
     * N-Queens II as shipped, except for an impostor that goes silent: that one is stopped only at
     * the judge's last resort, a little past the busy-machine backstop (ten times the CPU limit
     * plus a second), so it gets a 100 ms limit: 4 s of waiting rather than 13 s for its 1000 ms.
     * What its case asserts, the verdict and the reason's words, is the same under either limit.
     */
    private static Problem nQueensIiFor(String mode) throws ProblemFormatException {
        Problem shipped = new ProblemLoader(ROOT).load(ROOT.resolve("problems/n-queens-ii"));
        if (!mode.endsWith("silent")) {
            return shipped;
        }
        Limits limits = shipped.spec().limits();
        Limits quick = new Limits(100, limits.memoryMb(), limits.outputKb(), limits.timeMultiplier(),
                limits.safetyMargin());
        return new Problem(shipped.id(), shipped.directory(), shipped.spec().withLimits(quick), shipped.tests());
    }

    private static RunOutcome runFirstTest(Problem problem, String mode) {
        WorkerCommand impostor = WorkerCommand.current().in(new Impostor(mode));
        List<RunOutcome> outcomes = new ArrayList<>();
        new SubmissionRunner(impostor).run(Map.of(), problem.spec().method(), problem.spec().limits(),
                problem.tests().subList(0, 1), (index, test, outcome) -> outcomes.add(outcome));
        assertEquals(1, outcomes.size());
        return outcomes.get(0);
    }

    private static void assertImpostorGone() {
        assertEquals(List.of(), ProcessHandle.current().descendants().filter(ProcessHandle::isAlive)
                .map(p -> p.info().commandLine().orElse("?")).filter(c -> c.contains("MisbehavingWorker")).toList(),
                "the impostor is gone");
    }
}
