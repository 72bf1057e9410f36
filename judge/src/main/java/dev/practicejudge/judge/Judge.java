package dev.practicejudge.judge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.check.Aliasing;
import dev.practicejudge.check.CheckerFailure;
import dev.practicejudge.check.CheckerReasons;
import dev.practicejudge.check.Comparators;
import dev.practicejudge.check.Feedback;
import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.compile.CompilationResult;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.problem.ComparisonSpec;
import dev.practicejudge.problem.ExpectedOutput;
import dev.practicejudge.problem.InputSize;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.OwnTestFiles;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemSpec;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.problem.TypeRef;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.TestRunner;
import dev.practicejudge.run.Timing;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.stream.Collectors;

/**
 * Judges one solution against one problem: compile, run every test with a {@link TestRunner} (in a
 * worker JVM for {@code ./judgew test}), compare each output in this process (expected outputs
 * never reach the worker), and decide the verdicts.
 */
public final class Judge {

    private final SolutionCompiler compiler;
    private final TestRunner runner;

    /** @param runner runs the compiled solution's tests: in worker JVMs for {@code ./judgew test} */
    public Judge(SolutionCompiler compiler, TestRunner runner) {
        this.compiler = Objects.requireNonNull(compiler, "compiler");
        this.runner = Objects.requireNonNull(runner, "runner");
    }

    /**
     * @param comparator how outputs are checked, from {@link Comparators#forProblem}
     * @param solution the learner's source file
     * @param shownSolution the path to print for it (relative to the repository when inside it)
     */
    public ProblemResult judge(Problem problem, OutputComparator comparator, Path solution, String shownSolution,
                               JudgeListener listener) {
        return judge(problem, comparator, solution, shownSolution, listener, false);
    }

    /**
     * When a run of a problem's tests stops before the last one. A problem's verdict is its first
     * failing test's, so no rule here changes it; only {@link #AT_FIRST_FAILURE} makes a run partial.
     */
    public enum Stopping {
        /** Every test runs, whatever happens: for an author's proofs, a grader or {@code test --all}. */
        EVERY_TEST,
        /**
         * After a required test ran out of time, the later required tests at least as large as it are
         * not run: each would cost a time limit to fail the same way (an endless loop costs one per
         * test). Smaller ones still run, since one of them may fail in a way worth showing. Not for a
         * problem with partial credit, whose points count every test passed.
         */
        AFTER_TIME_LIMIT,
        /** Stop after the first required test that is not AC ({@code --fail-fast}); the run is partial. */
        AT_FIRST_FAILURE;

        static Stopping of(boolean stopAtFirstFailure) {
            return stopAtFirstFailure ? AT_FIRST_FAILURE : EVERY_TEST;
        }
    }

    /**
     * @param stopAtFirstFailure stop after the first required test that is not AC; the problem's
     *     verdict is the same, and the remaining tests are left out of the result
     */
    public ProblemResult judge(Problem problem, OutputComparator comparator, Path solution, String shownSolution,
                               JudgeListener listener, boolean stopAtFirstFailure) {
        return judge(problem, comparator, solution, shownSolution, listener, Stopping.of(stopAtFirstFailure),
                problem.tests(), Optional.empty());
    }

    /**
     * Runs the required tests in order, then, once every one of them judged has passed, the
     * challenge tier (tests marked {@code "challenge": true}), in the same worker. The verdict and
     * the points come from the required tests alone.
     *
     * @param problem the problem with the tests to run (all, or those {@code --only} chose)
     * @param everyTest all the problem's tests; more than {@code problem}'s makes the run partial
     */
    public ProblemResult judge(Problem problem, OutputComparator comparator, Path solution, String shownSolution,
                               JudgeListener listener, boolean stopAtFirstFailure, List<TestCase> everyTest) {
        return judge(problem, comparator, solution, shownSolution, listener, Stopping.of(stopAtFirstFailure), everyTest,
                Optional.empty());
    }

    /**
     * As above, then the learner's own tests ({@code solutions/ID/tests/}), after the package's and
     * its challenge tier's, in the same worker where it can be (a fresh one when a failure skipped
     * the tier); the package's reference then runs on the inputs without {@code expected} alone,
     * and those tests are judged against its outputs. They run whatever the package's tests gave,
     * unless {@code stopping} stopped at a failure, and never when the solution did not compile. They
     * are reported with {@link JudgeListener#ownTestFinished} and kept in {@link ProblemResult#ownTests},
     * never in its verdict, counts or points.
     *
     * @param ownTests the learner's own tests; empty to run none
     */
    public ProblemResult judge(Problem problem, OutputComparator comparator, Path solution, String shownSolution,
                               JudgeListener listener, Stopping stopping, List<TestCase> everyTest,
                               Optional<OwnTestFiles> ownTests) {
        return judge(problem, comparator, solution, shownSolution, listener, stopping, everyTest, ownTests,
                Afterwards.NONE);
    }

    /**
     * Inputs a caller runs the compiled solution on after its tests, in the same warm worker, and
     * what it does with each outcome: {@code validate}'s random cross-check runs each accepted
     * submission on its generated inputs so, rather than in a worker started again for them. They
     * are no tests of the problem: never compared, reported or counted here.
     *
     * @param tests the inputs, in the order they run; their outcomes reach {@code outcomes} in that order
     * @param outcomes called with each input and its outcome, on the judging thread
     */
    public record Afterwards(List<TestCase> tests, BiConsumer<TestCase, RunOutcome> outcomes) {

        /** None: the solution's tests alone. */
        public static final Afterwards NONE = new Afterwards(List.of(), (test, outcome) -> { });

        public Afterwards {
            tests = List.copyOf(tests);
            Objects.requireNonNull(outcomes, "outcomes");
        }
    }

    /**
     * As {@link #judge(Problem, OutputComparator, Path, String, JudgeListener, boolean)} with every
     * test run, then {@code afterwards}' inputs, whenever the solution compiles: in the worker that
     * ran the tests, or in a fresh one for those that a stopped run (a skipped challenge tier) left.
     */
    public ProblemResult judge(Problem problem, OutputComparator comparator, Path solution, String shownSolution,
                               JudgeListener listener, Afterwards afterwards) {
        return judge(problem, comparator, solution, shownSolution, listener, Stopping.EVERY_TEST, problem.tests(),
                Optional.empty(), afterwards);
    }

    private ProblemResult judge(Problem problem, OutputComparator comparator, Path solution, String shownSolution,
                                JudgeListener listener, Stopping stopping, List<TestCase> everyTest,
                                Optional<OwnTestFiles> ownTests, Afterwards afterwards) {
        String title = problem.spec().title();
        List<TestCase> required = problem.tests().stream().filter(t -> !t.challenge()).toList();
        List<TestCase> challenge = problem.tests().stream().filter(TestCase::challenge).toList();
        List<TestCase> inOrder = new ArrayList<>(required);
        inOrder.addAll(challenge);
        int allRequired = (int) everyTest.stream().filter(t -> !t.challenge()).count();
        int allChallenge = everyTest.size() - allRequired;
        listener.problemStarted(problem.id(), title, inOrder.size(), shownSolution);
        listener.testsPlanned(problem.id(), inOrder.stream().map(TestCase::name).toList());
        // The worker JVM starts while the solution compiles: the two are most of a run's time.
        runner.prepare(problem.spec().limits());
        CompilationResult compiled = compiler.compile(solution, shownSolution, problem.spec().method());
        if (compiled instanceof CompilationResult.Failed failed) {
            runner.discardPrepared();
            // Not partial: the source does not compile whichever tests were chosen.
            ProblemResult result = new ProblemResult(problem.id(), title, shownSolution, Verdict.CE,
                    allRequired, List.of(), failed.report(), failed.diagnostics(), 0,
                    problem.spec().grading().points(), required.size(), false, allChallenge);
            listener.problemFinished(result);
            return result;
        }
        CompilationResult.Compiled classes = (CompilationResult.Compiled) compiled;
        List<TestResult> results = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        Limits limits = problem.spec().limits();
        boolean skipsAfterTimeLimit = stopping == Stopping.AFTER_TIME_LIMIT && !problem.spec().grading().partialCredit();
        Optional<OwnTestJudge> own = ownTests.filter(o -> !o.isEmpty())
                .map(o -> new OwnTestJudge(problem, comparator, compiler, o, listener));
        boolean[] stoppedAtFailure = {false};
        // The own tests share the package's warm worker; the reference runs after, on the inputs without expected alone.
        List<TestCase> runList = new ArrayList<>(inOrder);
        own.ifPresent(o -> runList.addAll(o.tests()));
        int afterwardsFrom = runList.size();
        runList.addAll(afterwards.tests());
        int[] afterwardsRan = {0};
        int[] outOfTime = {-1};
        runner.run(classes.classes(), problem.spec().method(), limits, runList, (index, test, outcome) -> {
            if (index >= afterwardsFrom) {
                afterwards.outcomes().accept(test, outcome);
                afterwardsRan[0]++;
                return true;
            }
            if (index >= inOrder.size()) {
                own.orElseThrow().judge(test, outcome);
                return true; // the learner's own tests stop nothing
            }
            TestResult result = decide(problem, test, outcome, comparator);
            results.add(result);
            listener.testFinished(problem.id(), result);
            if (test.challenge()) {
                return true; // the tier is scored on its own: one failure there stops nothing
            }
            if (!result.passed() && stopping == Stopping.AT_FIRST_FAILURE) {
                stoppedAtFailure[0] = true;
                return false;
            }
            if (ranOutOfTime(result) && skipsAfterTimeLimit && index + 1 < required.size()) {
                outOfTime[0] = index;
                return false;
            }
            // After the last required test, the challenge tier runs only if they all passed; the
            // own tests after it run in any case, on their own below when the tier is skipped.
            return index + 1 < required.size() || challenge.isEmpty()
                    || results.stream().allMatch(TestResult::passed);
        });
        if (outOfTime[0] >= 0) {
            runSmallerThanTheSlowest(problem, comparator, classes, listener, required.subList(outOfTime[0], required.size()),
                    results, skipped);
        }
        if (own.isPresent() && !stoppedAtFailure[0] && !own.get().started()) {
            OwnTestJudge judge = own.get();
            judge.start();
            if (!judge.tests().isEmpty()) {
                runner.run(classes.classes(), problem.spec().method(), limits, judge.tests(), (index, test, outcome) -> {
                    judge.judge(test, outcome);
                    return true;
                });
            }
        }
        own.ifPresent(o -> o.finish(runner));
        List<TestCase> afterwardsLeft = afterwards.tests().subList(afterwardsRan[0], afterwards.tests().size());
        if (!afterwardsLeft.isEmpty()) {
            runner.run(classes.classes(), problem.spec().method(), limits, afterwardsLeft, (index, test, outcome) -> {
                afterwards.outcomes().accept(test, outcome);
                return true;
            });
        }
        List<OwnTestResult> ownResults = own.map(OwnTestJudge::results).orElse(List.of());
        List<TestResult> judged = results.stream().filter(t -> !t.challenge()).toList();
        // The challenge tier never decides it, not even when --only chose nothing else (the run is then partial).
        Verdict verdict = judged.stream().map(TestResult::verdict).filter(v -> v != Verdict.AC).findFirst()
                .orElse(Verdict.AC);
        // Tests skipped after a time limit leave the verdict (and, without partial credit, the points) as
        // they would be, so the run is whole; --only and --fail-fast make it partial.
        boolean partial = required.size() < allRequired || judged.size() + skipped.size() < required.size();
        // A partial run earns no points: AC on some tests is not AC, and a share of them is not the problem's share.
        ProblemResult result = new ProblemResult(problem.id(), title, shownSolution, verdict,
                allRequired, results, null, List.of(), partial ? 0 : points(problem, verdict, judged, allRequired),
                problem.spec().grading().points(), required.size(), partial, allChallenge, ownResults, skipped);
        listener.problemFinished(result);
        return result;
    }

    /**
     * Whether a test's TLE says the solution is too slow for its input: not one the wall-clock
     * backstop gave a solution still under its CPU limit on a busy machine, which says nothing of
     * the tests after it.
     */
    private static boolean ranOutOfTime(TestResult result) {
        return result.verdict() == Verdict.TLE && !result.machineBusy();
    }

    /**
     * After {@code fromTheSlowest}'s first test ran out of time, the later ones: each at least as
     * large as the smallest input that ran out of time so far is skipped, the others run in test
     * order, in a worker of their own (the one that ran out of time was stopped).
     */
    private void runSmallerThanTheSlowest(Problem problem, OutputComparator comparator,
                                          CompilationResult.Compiled classes, JudgeListener listener,
                                          List<TestCase> fromTheSlowest, List<TestResult> results, List<String> skipped) {
        MethodSignature method = problem.spec().method();
        Map<TestCase, Long> sizes = new IdentityHashMap<>();
        fromTheSlowest.forEach(test -> sizes.put(test, InputSize.of(problem.input(test), method)));
        long[] smallestOutOfTime = {sizes.get(fromTheSlowest.get(0))};
        List<TestCase> pending = fromTheSlowest.subList(1, fromTheSlowest.size());
        while (true) {
            List<TestCase> smaller = pending.stream().filter(t -> sizes.get(t) < smallestOutOfTime[0]).toList();
            if (smaller.isEmpty()) {
                break;
            }
            int[] outOfTime = {-1};
            runner.run(classes.classes(), method, problem.spec().limits(), smaller, (index, test, outcome) -> {
                TestResult result = decide(problem, test, outcome, comparator);
                results.add(result);
                listener.testFinished(problem.id(), result);
                if (ranOutOfTime(result)) {
                    smallestOutOfTime[0] = sizes.get(test);
                    outOfTime[0] = index;
                    return false;
                }
                return true;
            });
            if (outOfTime[0] < 0) {
                break;
            }
            pending = smaller.subList(outOfTime[0] + 1, smaller.size());
        }
        Set<String> ran = results.stream().map(TestResult::name).collect(Collectors.toSet());
        fromTheSlowest.stream().map(TestCase::name).filter(name -> !ran.contains(name)).forEach(skipped::add);
    }

    /** The result for a problem whose package could not be loaded: a judge error, never the learner's fault. */
    public static ProblemResult brokenPackage(String problemId, String reason, JudgeListener listener) {
        listener.problemStarted(problemId, problemId, 0, null);
        ProblemResult result = new ProblemResult(problemId, problemId, null, Verdict.JE, 0, List.of(),
                reason, List.of(), 0, 0);
        listener.problemFinished(result);
        return result;
    }

    /**
     * One test's result from what the worker reported: a run failure first ({@link RunFailure#of}),
     * else the problem's comparison of the output with {@code test}'s expected one. The one rule for
     * {@code test}, the learner's own tests, and {@code stress}, whose expected output is the reference's.
     */
    public static TestResult decide(Problem problem, TestCase test, RunOutcome outcome, OutputComparator comparator) {
        ObjectNode input = problem.input(test);
        JsonNode expected = test.expected();
        Timing timing = outcome.timing();
        ExpectedOutput expectedIs = problem.spec().comparison().expected();
        MethodSignature method = problem.spec().method();
        Optional<RunFailure> failure = RunFailure.of(outcome, problem.spec().limits(), method, test.arguments());
        if (failure.isPresent()) {
            RunOutcome.TimedOut.Why stoppedBy = outcome instanceof RunOutcome.TimedOut timedOut ? timedOut.why() : null;
            Integer stoppedOverLimitMs = stoppedBy == null ? null : RunFailure.limitRunOver(stoppedBy,
                    problem.spec().limits());
            return new TestResult(test.name(), failure.get().verdict(), timing, failure.get().reason(), input,
                    expected, null, outcome.output(), null, stoppedOverLimitMs, expectedIs, test.challenge(), method,
                    stoppedBy);
        }
        JsonNode actual = ((RunOutcome.Returned) outcome).value();
        CheckResult check;
        try {
            check = comparator.compare(input, expected, actual);
        } catch (CheckerFailure e) {
            return new TestResult(test.name(), Verdict.JE, timing, e.getMessage(), input, expected, actual,
                    outcome.output(), null, null, expectedIs, test.challenge(), method);
        } catch (RuntimeException e) {
            return new TestResult(test.name(), Verdict.JE, timing, "the comparison failed: " + e, input, expected,
                    actual, outcome.output(), null, null, expectedIs, test.challenge(), method);
        }
        if (check.isAccepted()) {
            return new TestResult(test.name(), Verdict.AC, timing, null, input, expected, actual, outcome.output(),
                    null, null, expectedIs, test.challenge(), method);
        }
        ComparisonSpec comparison = problem.spec().comparison();
        String checked = CheckerReasons.withTestFile(check.reason(), shownFile(problem, test));
        String reason = Aliasing.lead(((RunOutcome.Returned) outcome).repeated(),
                        comparison.expectedIsTheAnswer() ? expected : null, actual, comparison.unorderedLevels(),
                        elementsAreArrays(method))
                .map(lead -> lead + "\n" + checked).orElse(checked);
        return new TestResult(test.name(), Verdict.WA, timing, withComment(reason, test), input, expected, actual,
                outcome.output(), feedback(problem.spec().comparison(), expected, actual), null, expectedIs, test.challenge(),
                method);
    }

    /** Whether the method's output is a list or array of arrays ({@code int[][]}), whose copy is a clone. */
    private static boolean elementsAreArrays(MethodSignature method) {
        TypeRef output = method.outputType();
        boolean container = output.arrayDimensions() > 0 || output.name().equals("List") && output.typeArguments().size() == 1;
        return container && output.elementType().arrayDimensions() > 0;
    }

    /**
     * The test's file as a learner types it at the repository's root (problems/ID/tests/03-x.json,
     * or one of their own under solutions/), or {@link CheckerReasons#NO_FILE} for an input with no
     * file (a stress counterexample's file is only its name).
     */
    static String shownFile(Problem problem, TestCase test) {
        Path problems = problem.directory().toAbsolutePath().normalize().getParent();
        Path root = problems == null ? null : problems.getParent();
        Path file = test.file().toAbsolutePath().normalize();
        if (root == null || !test.file().toString().endsWith(".json") || !file.startsWith(root)) {
            return CheckerReasons.NO_FILE;
        }
        return root.relativize(file).toString().replace('\\', '/');
    }

    /**
     * A wrong answer's reason, then what the test is for when its author said (its {@code comment}):
     * a boolean's "expected false, got true" names no mistake, "every value in the left subtree must
     * be smaller than the root, not only the left child" does.
     */
    static String withComment(String reason, TestCase test) {
        return test.comment().map(comment -> reason + "\nthis test: " + comment).orElse(reason);
    }

    /**
     * What a wrong answer shows besides the reason: against the answer, both outputs and a diff
     * (N-Queens' missing boards); against one valid answer of many, the learner's output alone.
     */
    static Feedback feedback(ComparisonSpec comparison, JsonNode expected, JsonNode actual) {
        return comparison.expectedIsTheAnswer() ? Feedback.of(expected, actual, comparison.unorderedLevels())
                : Feedback.answerOnly(actual);
    }

    /** All the points for AC; with partial credit, the share of required tests passed; otherwise none. */
    private static double points(Problem problem, Verdict verdict, List<TestResult> results, int requiredTests) {
        ProblemSpec.Grading grading = problem.spec().grading();
        if (verdict == Verdict.AC) {
            return grading.points();
        }
        if (!grading.partialCredit() || requiredTests == 0) {
            return 0;
        }
        long passed = results.stream().filter(TestResult::passed).count();
        return grading.points() * (double) passed / requiredTests;
    }

}
