package dev.practicejudge.judge;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.compile.CompilationResult;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.problem.OwnTestFiles;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.Submission;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.TestRunner;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Judges the learner's own tests of one problem ({@code solutions/ID/tests/*.json}) by the rules
 * of the package's tests. A test without {@code expected} gets the output of the package's
 * reference (its first accepted submission, as for {@code run}) on the same input, compared
 * through the problem's own comparator so checkers work; with no reference, or one that fails on
 * the input, the test runs and its output is shown, unjudged.
 *
 * <p>The learner's outcomes come first, from the package's warm worker ({@link #judge}); from the
 * first test that waits for the reference on, outcomes are kept, and {@link #finish} runs the
 * reference on the inputs without {@code expected} alone, then judges and reports the kept ones in
 * file order. Not thread-safe: one problem's run.
 */
final class OwnTestJudge {

    private final Problem problem;
    private final OutputComparator comparator;
    private final SolutionCompiler compiler;
    private final OwnTestFiles files;
    private final JudgeListener listener;
    private final List<OwnTestResult> results = new ArrayList<>();
    private boolean started;
    /** Why a test without an expected output was not judged, or the reference's output it is judged by; by test name. */
    private final Map<String, Expectation> decided = new HashMap<>();
    /** The outcomes kept for {@link #finish}: from the first test that waits for the reference on, in order. */
    private final List<Map.Entry<TestCase, RunOutcome>> waiting = new ArrayList<>();
    /** Whether the reference must decide some test's expected output; null until first asked. */
    private Boolean needsReference;

    /** @param listener receives each own test's result as it is known, the files that did not read first */
    OwnTestJudge(Problem problem, OutputComparator comparator, SolutionCompiler compiler, OwnTestFiles files,
                 JudgeListener listener) {
        this.problem = Objects.requireNonNull(problem, "problem");
        this.comparator = Objects.requireNonNull(comparator, "comparator");
        this.compiler = Objects.requireNonNull(compiler, "compiler");
        this.files = Objects.requireNonNull(files, "files");
        this.listener = Objects.requireNonNull(listener, "listener");
    }

    /** Whether {@link #start} has reported the files that did not read. */
    boolean started() {
        return started;
    }

    /** Reports the own tests planned and the files that did not read, once, before any own test's result. */
    void start() {
        if (started) {
            return;
        }
        started = true;
        List<String> names = new ArrayList<>();
        files.unreadable().forEach(u -> names.add(u.name()));
        files.tests().forEach(t -> names.add(t.name()));
        listener.ownTestsPlanned(problem.id(), names);
        files.unreadable().forEach(u -> report(new OwnTestResult.Unreadable(u.name(), files.shown(u.file()),
                u.error().getMessage())));
    }

    /** Every result reported so far, in order. */
    List<OwnTestResult> results() {
        return List.copyOf(results);
    }

    /**
     * Judges one own test from the solution's outcome on it, and reports it; or, when the test (or
     * one before it) waits for the reference's output, keeps the outcome for {@link #finish}.
     */
    void judge(TestCase test, RunOutcome outcome) {
        start();
        if (!waiting.isEmpty() || (!test.hasExpected() && needsReference())) {
            waiting.add(Map.entry(test, outcome));
            return;
        }
        report(decide(test, outcome));
    }

    /**
     * Runs the reference on the inputs without {@code expected} whose outcomes {@link #judge} kept,
     * with {@code runner} (its worker starting while the reference compiles), then judges and
     * reports those tests in order. Does nothing when no outcome was kept.
     */
    void finish(TestRunner runner) {
        if (waiting.isEmpty()) {
            return;
        }
        decideExpected(runner, waiting.stream().map(Map.Entry::getKey).filter(t -> !t.hasExpected()).toList());
        List<Map.Entry<TestCase, RunOutcome>> kept = List.copyOf(waiting);
        waiting.clear();
        kept.forEach(e -> report(decide(e.getKey(), e.getValue())));
    }

    private void report(OwnTestResult result) {
        results.add(result);
        listener.ownTestFinished(problem.id(), result);
    }

    /** The tests that read well, in file name order. */
    List<TestCase> tests() {
        return files.tests();
    }

    /**
     * Whether the reference must run before the tests are judged: some test has no expected output,
     * and the problem has a reference (or its submissions could not be listed, which
     * {@link #decideExpected} then reports).
     */
    private boolean needsReference() {
        if (needsReference == null) {
            if (files.tests().stream().allMatch(TestCase::hasExpected)) {
                needsReference = false;
            } else {
                try {
                    needsReference = Submission.reference(problem.directory()).isPresent();
                } catch (IOException e) {
                    needsReference = true;
                }
            }
        }
        return needsReference;
    }

    /**
     * Runs the reference on these tests without an expected output, with the problem's limits, and
     * keeps what it returned (or why it could not) for {@link #decide}. The reference's worker
     * starts ahead of need, while the reference compiles.
     */
    private void decideExpected(TestRunner runner, List<TestCase> open) {
        if (open.isEmpty()) {
            return;
        }
        Optional<Submission> found;
        try {
            found = Submission.reference(problem.directory());
        } catch (IOException e) {
            open.forEach(t -> decided.put(t.name(), new Expectation.None("not judged: the problem's submissions "
                    + "could not be listed to find its reference (" + e.getMessage() + ")")));
            return;
        }
        if (found.isEmpty()) {
            open.forEach(t -> decided.put(t.name(), new Expectation.None("not judged: the file has no \"expected\", "
                    + "and the problem has no reference (an accepted submission) to check against")));
            return;
        }
        Submission reference = found.get();
        runner.prepare(problem.spec().limits());
        CompilationResult compiled = compiler.compile(reference.file(), reference.name(), problem.spec().method());
        if (compiled instanceof CompilationResult.Failed) {
            runner.discardPrepared();
            open.forEach(t -> decided.put(t.name(), new Expectation.None("not judged: the problem's reference "
                    + reference.name() + " does not compile, a fault of the package (./judgew validate "
                    + problem.id() + " says more)")));
            return;
        }
        runner.run(((CompilationResult.Compiled) compiled).classes(), problem.spec().method(),
                problem.spec().limits(), open, (index, test, outcome) -> {
                    Optional<RunFailure> failure = RunFailure.of(outcome, problem.spec().limits());
                    if (failure.isPresent()) {
                        decided.put(test.name(), new Expectation.None("not judged: the reference " + reference.name()
                                + " got " + failure.get().verdict() + " on this input ("
                                + failure.get().reason().lines().findFirst().orElse("") + "), so the input may "
                                + "break the problem's constraints"));
                    } else {
                        decided.put(test.name(), new Expectation.FromReference(reference.name(),
                                ((RunOutcome.Returned) outcome).value()));
                    }
                    return true;
                });
    }

    /** The result of one own test, from the solution's outcome on it. */
    private OwnTestResult decide(TestCase test, RunOutcome outcome) {
        String file = files.shown(test.file());
        if (test.hasExpected()) {
            return new OwnTestResult.Judged(file, Judge.decide(problem, test, outcome, comparator), Optional.empty());
        }
        Expectation expectation = decided.getOrDefault(test.name(), new Expectation.None(Submission.withheld(
                problem.directory()) ? "not judged: the file has no \"expected\", and this assignment does not include "
                + "the problem's reference solution to decide it: add one" : "not judged: the file "
                + "has no \"expected\", and the problem has no reference (an accepted submission) to check against"));
        if (expectation instanceof Expectation.FromReference reference) {
            TestCase withExpected = new TestCase(test.name(), test.file(), test.arguments(), reference.output(),
                    false, Optional.empty(), false, test.comment());
            return new OwnTestResult.Judged(file, Judge.decide(problem, withExpected, outcome, comparator),
                    Optional.of(reference.reference()));
        }
        if (!(outcome instanceof RunOutcome.Returned returned)
                || RunFailure.of(outcome, problem.spec().limits()).isPresent()) {
            // A crash or a time-out needs no expected output to be a verdict.
            return new OwnTestResult.Judged(file, Judge.decide(problem, test, outcome, comparator), Optional.empty());
        }
        return new OwnTestResult.Unchecked(test.name(), file, problem.input(test), returned.value(), outcome.timing(),
                outcome.output(), ((Expectation.None) expectation).why(), problem.spec().method());
    }

    /** What a test without an expected output is judged by. */
    private sealed interface Expectation {
        /** The reference's output on the test's input. */
        record FromReference(String reference, JsonNode output) implements Expectation {
        }

        /** Nothing: why not, in words for the learner. */
        record None(String why) implements Expectation {
        }
    }
}
