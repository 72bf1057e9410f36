package dev.practicejudge.stress;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.json.Json;
import dev.practicejudge.judge.Judge;
import dev.practicejudge.judge.RunFailure;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.InputBinding;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.run.RunOutcome;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The learner's solution and the reference, run side by side on one input at a time: each in a
 * warm worker of its own, both at once on two threads, the verdict decided as {@code test} decides
 * it with the reference's output as the expected one. The reference's latest outputs are remembered
 * by input, since shrinking asks for the same input more than once; only the latest
 * {@link #REMEMBERED} are, so a long search does not keep every output it ever saw (the reference
 * runs again on an input it has forgotten). Not thread-safe.
 */
final class Duel implements AutoCloseable {

    /** The name the one test of a case carries in reports. */
    static final String TEST_NAME = Counterexample.TEST_NAME;

    /** How many of the reference's latest results are kept; shrinking revisits only recent inputs. */
    static final int REMEMBERED = 64;

    /** Runs one test of one solution; {@code SubmissionRunner.Session::run} in the judge. */
    @FunctionalInterface
    interface Solver {
        RunOutcome run(TestCase test);
    }

    private final Problem problem;
    private final OutputComparator comparator;
    private final Solver learner;
    private final Solver reference;
    /** Two threads, one per solver, so that each worker is used by one thread at a time. */
    private final ExecutorService learnerThread = Executors.newSingleThreadExecutor(daemon("stress-learner"));
    private final ExecutorService referenceThread = Executors.newSingleThreadExecutor(daemon("stress-reference"));
    /** The reference's latest results by input: a failure's {@link Trial.ReferenceFailed}, or its output. */
    private final Map<String, Object> referenceResults = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Object> eldest) {
            return size() > REMEMBERED;
        }
    };

    Duel(Problem problem, OutputComparator comparator, Solver learner, Solver reference) {
        this.problem = Objects.requireNonNull(problem, "problem");
        this.comparator = Objects.requireNonNull(comparator, "comparator");
        this.learner = Objects.requireNonNull(learner, "learner");
        this.reference = Objects.requireNonNull(reference, "reference");
    }

    /** Runs both solutions on the input (the arguments by parameter name) and judges the learner's run. */
    Trial run(ObjectNode input) {
        return finish(submit(input));
    }

    /**
     * A case handed to both workers and not yet judged: {@link #submit} returns at once, so the
     * caller can make the next input, or judge the last case, while the workers run this one.
     */
    static final class Pending {
        private final List<JsonNode> arguments;
        private final String key;
        private final Future<RunOutcome> mine;
        /** The reference's run, or null when its result is remembered ({@link #known}). */
        private final Future<RunOutcome> theirs;
        private final Object known;
        /** Why the input cannot be run at all, or null. */
        private final String unusable;

        private Pending(List<JsonNode> arguments, String key, Future<RunOutcome> mine, Future<RunOutcome> theirs,
                        Object known, String unusable) {
            this.arguments = arguments;
            this.key = key;
            this.mine = mine;
            this.theirs = theirs;
            this.known = known;
            this.unusable = unusable;
        }
    }

    /**
     * Hands the input to both workers (behind whatever they are running) and returns at once;
     * {@link #finish} judges it. Cases are run and must be finished in the order submitted.
     */
    Pending submit(ObjectNode input) {
        List<JsonNode> arguments;
        try {
            arguments = InputBinding.bind(input, problem.spec().method());
        } catch (InputBinding.Mismatch e) {
            return new Pending(null, null, null, null, null, e.getMessage());
        } catch (RuntimeException e) {
            // A design's calls are checked too, and say what is wrong with an exception of their own.
            return new Pending(null, null, null, null, null, String.valueOf(e.getMessage()));
        }
        String key = Json.compact(input);
        TestCase test = new TestCase(TEST_NAME, Path.of(TEST_NAME), arguments, MissingNode.getInstance(), false,
                Optional.empty());
        Future<RunOutcome> mine = learnerThread.submit(() -> learner.run(test));
        Object known = referenceResults.get(key);
        Future<RunOutcome> theirs = known != null ? null : referenceThread.submit(() -> reference.run(test));
        return new Pending(arguments, key, mine, theirs, known, null);
    }

    /** Waits for a submitted case's two runs and judges the learner's. */
    Trial finish(Pending pending) {
        if (pending.unusable != null) {
            return new Trial.Unusable(pending.unusable);
        }
        RunOutcome learnerOutcome = await(pending.mine);
        Object known = pending.known;
        if (pending.theirs != null) {
            RunOutcome referenceOutcome = await(pending.theirs);
            Optional<RunFailure> failed = RunFailure.of(referenceOutcome, problem.spec().limits());
            known = failed.isPresent()
                    ? new Trial.ReferenceFailed(failed.get().verdict() + ": " + failed.get().reason())
                    : ((RunOutcome.Returned) referenceOutcome).value();
            referenceResults.put(pending.key, known);
        }
        if (known instanceof Trial.ReferenceFailed failed) {
            return failed;
        }
        TestCase judged = new TestCase(TEST_NAME, Path.of(TEST_NAME), pending.arguments, (JsonNode) known, false,
                Optional.empty());
        TestResult result = Judge.decide(problem, judged, learnerOutcome, comparator);
        return result.verdict() == Verdict.AC ? new Trial.Passed(result) : new Trial.Failed(result);
    }

    private static RunOutcome await(Future<RunOutcome> outcome) {
        try {
            return outcome.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            outcome.cancel(true);
            return new RunOutcome.HarnessFailed("interrupted");
        } catch (ExecutionException e) {
            return new RunOutcome.HarnessFailed("the run failed: " + e.getCause());
        }
    }

    /** Stops the two threads; the workers belong to whoever made the solvers. */
    @Override
    public void close() {
        learnerThread.shutdownNow();
        referenceThread.shutdownNow();
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        return runnable -> {
            Thread thread = new Thread(runnable, name);
            thread.setDaemon(true);
            return thread;
        };
    }
}
