package dev.practicejudge.run;

import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.TestCase;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Runs a compiled submission's tests in order in worker JVMs: one worker for as long as it
 * survives, a fresh one after a test that killed it (TLE, MLE, an exit), so one bad test never
 * costs the others their verdicts.
 */
public final class SubmissionRunner {

    /** What the solution prints per test is kept up to this many bytes per stream. */
    public static final int CAPTURE_LIMIT_BYTES = 64 * 1024;
    private static final Duration START_TIMEOUT = Duration.ofSeconds(30);

    private final WorkerCommand command;

    public SubmissionRunner(WorkerCommand command) {
        this.command = Objects.requireNonNull(command, "command");
    }

    /** Receives each test's outcome as soon as it is known, and says whether to run the next test. */
    @FunctionalInterface
    public interface OutcomeSink {
        /** @return false to stop: the remaining tests are not run */
        boolean accept(int index, TestCase test, RunOutcome outcome);
    }

    /**
     * Runs the tests in order and reports each outcome before the next test starts, until the
     * sink says stop. Returns when no worker is left running.
     */
    public void run(Map<String, byte[]> classes, MethodSignature method, Limits limits, List<TestCase> tests,
                    OutcomeSink sink) {
        WorkerSession worker = null;
        String startFailure = null;
        try {
            for (int i = 0; i < tests.size(); i++) {
                TestCase test = tests.get(i);
                if (startFailure != null) {
                    // A worker that would not start once will not start for the next test either.
                    if (!sink.accept(i, test, new RunOutcome.HarnessFailed(startFailure))) {
                        return;
                    }
                    continue;
                }
                if (worker == null || !worker.isOpen()) {
                    try {
                        worker = WorkerSession.start(command, classes, method, limits, CAPTURE_LIMIT_BYTES, START_TIMEOUT);
                    } catch (WorkerSession.WorkerStartException e) {
                        worker = null;
                        startFailure = e.getMessage();
                        if (!sink.accept(i, test, new RunOutcome.HarnessFailed(startFailure))) {
                            return;
                        }
                        continue;
                    }
                }
                RunOutcome outcome = worker.run(i, test.arguments(), deadline(limits));
                if (!sink.accept(i, test, outcome)) {
                    return;
                }
            }
        } finally {
            if (worker != null) {
                worker.close();
            }
        }
    }

    /**
     * How long the judge waits for a result before it kills the worker. The slack covers what the
     * worker does outside the solution's clock (loading the class, converting the arguments and
     * the result); a result that arrives within it but over the limit is still a TLE.
     */
    static Duration deadline(Limits limits) {
        return Duration.ofMillis(limits.timeMs() + 500 + limits.timeMs() / 2);
    }
}
