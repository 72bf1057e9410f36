package dev.practicejudge.run;

import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.TestCase;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs a compiled submission's tests in order in worker JVMs: one worker for as long as it
 * survives, a fresh one after a test that killed it (TLE, MLE, an exit), so one bad test never
 * costs the others their verdicts.
 */
public final class SubmissionRunner implements TestRunner {

    /** What the solution prints per test is kept up to this many bytes per stream. */
    public static final int CAPTURE_LIMIT_BYTES = 64 * 1024;
    private static final Duration START_TIMEOUT = Duration.ofSeconds(30);
    /** As good as no deadline at all: a worker waiting for a debugger, or a test without a time limit. */
    private static final Duration UNLIMITED = Duration.ofDays(365);

    private final WorkerCommand command;
    /** A worker started ahead of need by {@link #prepare}, with the limits it was started for; or null. */
    private CompletableFuture<WorkerSession> prepared;
    private Limits preparedFor;

    /** Not thread-safe: one submission at a time (give each parallel job a runner of its own). */
    public SubmissionRunner(WorkerCommand command) {
        this.command = Objects.requireNonNull(command, "command");
    }

    /**
     * Starts a worker JVM for these limits now, on a thread of its own, so that its start-up
     * (most of a worker's cost) overlaps what the caller does next, such as compiling. The next
     * {@link #run} with the same limits uses it; call {@link #discardPrepared} if none will come.
     */
    @Override
    public void prepare(Limits limits) {
        if (command.debugged()) {
            // A worker waiting for a debugger is started for the test it will run, and no other.
            return;
        }
        if (prepared != null && limits.equals(preparedFor)) {
            return;
        }
        discardPrepared();
        preparedFor = limits;
        prepared = CompletableFuture.supplyAsync(() -> {
            try {
                return WorkerSession.launch(command, limits, CAPTURE_LIMIT_BYTES, START_TIMEOUT);
            } catch (WorkerSession.WorkerStartException e) {
                throw new CompletionException(e);
            }
        }, runnable -> {
            Thread thread = new Thread(runnable, "worker-launch");
            thread.setDaemon(true);
            thread.start();
        });
    }

    /**
     * Ends a worker started by {@link #prepare} that will not be used, and returns when it is
     * gone (waiting for it to finish starting if need be): nothing outlives a run.
     */
    @Override
    public void discardPrepared() {
        CompletableFuture<WorkerSession> unused = prepared;
        prepared = null;
        preparedFor = null;
        if (unused == null) {
            return;
        }
        // Waited for even when this thread is interrupted (--fail-fast cancelling a parallel job):
        // the promise is that the worker is gone when this returns. The interrupt is kept.
        boolean interrupted = false;
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos() + 1_000_000_000L;
        while (true) {
            try {
                unused.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS).close();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            } catch (ExecutionException e) {
                break; // it never started; launch cleaned up after itself
            } catch (TimeoutException e) {
                unused.thenAccept(WorkerSession::close);
                break;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** A worker for these limits: the prepared one if it fits and started, else a new one. */
    private WorkerSession worker(Map<String, byte[]> classes, MethodSignature method, Limits limits)
            throws WorkerSession.WorkerStartException {
        if (prepared != null && limits.equals(preparedFor)) {
            CompletableFuture<WorkerSession> mine = prepared;
            prepared = null;
            preparedFor = null;
            WorkerSession session = null;
            try {
                session = mine.get(START_TIMEOUT.toMillis() + 1000, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                mine.thenAccept(WorkerSession::close);
                throw new WorkerSession.WorkerStartException("interrupted while starting the worker");
            } catch (ExecutionException | TimeoutException e) {
                mine.thenAccept(WorkerSession::close);
                // Fall through: a fresh start below says what goes wrong, if it does again.
            }
            if (session != null && session.isOpen()) {
                try {
                    session.load(classes, method, limits, CAPTURE_LIMIT_BYTES);
                    return session;
                } catch (WorkerSession.WorkerStartException e) {
                    // It died while it waited (watch keeps one ready between saves): start a fresh one.
                }
            }
        }
        discardPrepared();
        // A worker waiting for a debugger starts when someone attaches, however long that takes.
        return WorkerSession.start(command, classes, method, limits, CAPTURE_LIMIT_BYTES,
                command.debugged() ? UNLIMITED : START_TIMEOUT);
    }

    /**
     * Runs the tests in order and reports each outcome before the next test starts, until the
     * sink says stop. Returns when no worker is left running.
     */
    @Override
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
                        worker = worker(classes, method, limits);
                    } catch (WorkerSession.WorkerStartException e) {
                        worker = null;
                        startFailure = e.getMessage();
                        if (!sink.accept(i, test, new RunOutcome.HarnessFailed(startFailure))) {
                            return;
                        }
                        continue;
                    }
                }
                RunOutcome outcome = worker.run(i, test.arguments(), test.expected(), deadline(limits));
                if (!sink.accept(i, test, outcome)) {
                    return;
                }
            }
        } finally {
            if (worker != null) {
                worker.close();
            }
            discardPrepared();
        }
    }

    /**
     * A worker kept warm for many tests of one solution, given one at a time as they are made
     * ({@code stress}'s generated cases): each test still gets a freshly loaded class, and a test
     * that ends the worker (TLE, MLE, an exit) gets a fresh worker for the next. Close it to end the
     * worker; not thread-safe.
     */
    public Session session(Map<String, byte[]> classes, MethodSignature method, Limits limits) {
        return new Session(classes, method, limits);
    }

    /** See {@link #session}. */
    public final class Session implements AutoCloseable {
        private final Map<String, byte[]> classes;
        private final MethodSignature method;
        private final Limits limits;
        private WorkerSession worker;
        private int index;

        private Session(Map<String, byte[]> classes, MethodSignature method, Limits limits) {
            this.classes = Map.copyOf(classes);
            this.method = method;
            this.limits = limits;
        }

        /** Runs one test: on the warm worker, or on a fresh one when the last test ended it. */
        public RunOutcome run(TestCase test) {
            if (worker == null || !worker.isOpen()) {
                try {
                    worker = worker(classes, method, limits);
                } catch (WorkerSession.WorkerStartException e) {
                    worker = null;
                    return new RunOutcome.HarnessFailed(e.getMessage());
                }
            }
            return worker.run(index++, test.arguments(), test.expected(), deadline(limits));
        }

        /**
         * Runs the method {@code runs} times on one test's input in one freshly loaded class
         * ({@code profile}'s warm-up and repetitions; see {@link WorkerSession#measure}), waiting
         * at most {@code deadline} for all of them before the worker is killed (a TLE).
         */
        public Measured measure(TestCase test, int runs, Duration deadline) {
            if (worker == null || !worker.isOpen()) {
                try {
                    worker = worker(classes, method, limits);
                } catch (WorkerSession.WorkerStartException e) {
                    worker = null;
                    return new Measured(new RunOutcome.HarnessFailed(e.getMessage()), List.of());
                }
            }
            return worker.measure(index++, test.arguments(), runs, deadline);
        }

        /** Ends the worker, and returns when it is gone. */
        @Override
        public void close() {
            if (worker != null) {
                worker.close();
                worker = null;
            }
            discardPrepared();
        }
    }

    /**
     * How long the judge waits for a result before it kills the worker itself. The worker watches
     * the limits and asks to be stopped when one passes (the CPU time's, and the wall-clock backstop
     * {@link Limits#wallMs()}, or {@link Limits#busyWallMs()} for a solution still running); this is
     * the last resort for a worker that cannot say so: a little past the latest of them, for the
     * frame to be sent and read on a busy machine.
     */
    static Duration deadline(Limits limits) {
        if (!limits.hasTimeLimit()) {
            return UNLIMITED;
        }
        return Duration.ofMillis(limits.busyWallMs() + SILENT_WORKER_GRACE_MS);
    }

    /** How long past the wall-clock backstop the judge waits for a worker that has not said a test is over. */
    static final int SILENT_WORKER_GRACE_MS = 2000;
}
