package dev.practicejudge.run;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.compile.ClassPaths;
import dev.practicejudge.judge.RunFailure;
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
            """)
    void protocolViolationIsAVerdictWithItsReason(String mode, String verdict, String reason)
            throws ProblemFormatException {
        Problem problem = new ProblemLoader(ROOT).load(ROOT.resolve("problems/n-queens-ii"));
        WorkerCommand impostor = WorkerCommand.current().in(new Impostor(mode));
        List<RunOutcome> outcomes = new ArrayList<>();

        new SubmissionRunner(impostor).run(Map.of(), problem.spec().method(), problem.spec().limits(),
                problem.tests().subList(0, 1), (index, test, outcome) -> outcomes.add(outcome));

        assertEquals(1, outcomes.size());
        RunFailure failure = RunFailure.of(outcomes.get(0), problem.spec().limits())
                .orElseThrow(() -> new AssertionError("accepted: " + outcomes.get(0)));
        assertEquals(verdict, failure.verdict().name(), failure::reason);
        assertTrue(failure.reason().contains(reason), failure::reason);
        assertEquals(List.of(), ProcessHandle.current().descendants().filter(ProcessHandle::isAlive)
                .map(p -> p.info().commandLine().orElse("?")).filter(c -> c.contains("MisbehavingWorker")).toList(),
                "the impostor is gone");
    }
}
