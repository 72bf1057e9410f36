package dev.practicejudge.judge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.check.CheckResult;
import dev.practicejudge.check.CheckerFailure;
import dev.practicejudge.check.Comparators;
import dev.practicejudge.check.Feedback;
import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.compile.CompilationResult;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemSpec;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.SubmissionRunner;
import dev.practicejudge.run.Timing;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Judges one solution against one problem: compile, run every test in a worker, compare each
 * output in this process (expected outputs never reach the worker), and decide the verdicts.
 */
public final class Judge {

    private final SolutionCompiler compiler;
    private final SubmissionRunner runner;

    public Judge(SolutionCompiler compiler, SubmissionRunner runner) {
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
     * @param stopAtFirstFailure stop after the first test that is not AC; the problem's verdict is
     *     the same, and the remaining tests are left out of the result
     */
    public ProblemResult judge(Problem problem, OutputComparator comparator, Path solution, String shownSolution,
                               JudgeListener listener, boolean stopAtFirstFailure) {
        String title = problem.spec().title();
        listener.problemStarted(problem.id(), title, problem.tests().size(), shownSolution);
        CompilationResult compiled = compiler.compile(solution, shownSolution, problem.spec().method());
        if (compiled instanceof CompilationResult.Failed failed) {
            ProblemResult result = new ProblemResult(problem.id(), title, shownSolution, Verdict.CE,
                    problem.tests().size(), List.of(), failed.report(), failed.diagnostics(), 0,
                    problem.spec().grading().points());
            listener.problemFinished(result);
            return result;
        }
        CompilationResult.Compiled classes = (CompilationResult.Compiled) compiled;
        List<TestResult> results = new ArrayList<>();
        Limits limits = problem.spec().limits();
        runner.run(classes.classes(), problem.spec().method(), limits, problem.tests(), (index, test, outcome) -> {
            TestResult result = decide(problem, test, outcome, comparator);
            results.add(result);
            listener.testFinished(problem.id(), result);
            return result.passed() || !stopAtFirstFailure;
        });
        Verdict verdict = results.stream().map(TestResult::verdict).filter(v -> v != Verdict.AC)
                .findFirst().orElse(Verdict.AC);
        ProblemResult result = new ProblemResult(problem.id(), title, shownSolution, verdict,
                problem.tests().size(), results, null, List.of(), points(problem, verdict, results),
                problem.spec().grading().points());
        listener.problemFinished(result);
        return result;
    }

    /** The result for a problem whose package could not be loaded: a judge error, never the learner's fault. */
    public static ProblemResult brokenPackage(String problemId, String reason, JudgeListener listener) {
        listener.problemStarted(problemId, problemId, 0, null);
        ProblemResult result = new ProblemResult(problemId, problemId, null, Verdict.JE, 0, List.of(),
                reason, List.of(), 0, 0);
        listener.problemFinished(result);
        return result;
    }

    private static TestResult decide(Problem problem, TestCase test, RunOutcome outcome, OutputComparator comparator) {
        Limits limits = problem.spec().limits();
        ObjectNode input = problem.input(test);
        JsonNode expected = test.expected();
        Timing timing = outcome.timing();
        // Java 17 has no pattern matching in switch; the chain below covers every RunOutcome case.
        if (outcome instanceof RunOutcome.Returned r) {
            if (r.timing().wallMs() > limits.timeMs()) {
                return new TestResult(test.name(), Verdict.TLE, timing, overTime(r.timing(), limits), input,
                        expected, null, r.output(), null);
            }
            CheckResult check;
            try {
                check = comparator.compare(input, expected, r.value());
            } catch (CheckerFailure e) {
                return new TestResult(test.name(), Verdict.JE, timing, e.getMessage(), input, expected, r.value(),
                        r.output(), null);
            } catch (RuntimeException e) {
                return new TestResult(test.name(), Verdict.JE, timing, "the comparison failed: " + e,
                        input, expected, r.value(), r.output(), null);
            }
            if (check.isAccepted()) {
                return new TestResult(test.name(), Verdict.AC, timing, null, input, expected, r.value(), r.output(),
                        null);
            }
            Feedback feedback = Feedback.of(expected, r.value(), problem.spec().comparison().unorderedLevels());
            return new TestResult(test.name(), Verdict.WA, timing, check.reason(), input, expected, r.value(),
                    r.output(), feedback);
        }
        // A result that arrived in time but was measured over the limit is TLE, whatever it was:
        // the solution would not have got that far within the limit.
        boolean overTime = timing.wallMs() > limits.timeMs();
        if (overTime && (outcome instanceof RunOutcome.Threw || outcome instanceof RunOutcome.OutputTooLarge)) {
            return new TestResult(test.name(), Verdict.TLE, timing, overTime(timing, limits), input, expected, null,
                    outcome.output(), null);
        }
        if (outcome instanceof RunOutcome.Threw t) {
            return new TestResult(test.name(), Verdict.RE, timing, t.exception().describe(), input, expected, null,
                    t.output(), null);
        }
        if (outcome instanceof RunOutcome.OutputTooLarge o) {
            return new TestResult(test.name(), Verdict.OLE, timing,
                    "the output is larger than the limit of " + limits.outputKb() + " KB", input, expected, null,
                    o.output(), null);
        }
        if (outcome instanceof RunOutcome.TimedOut) {
            return new TestResult(test.name(), Verdict.TLE, timing,
                    "no result after " + Timing.format(timing.wallMs()) + " ms (limit " + limits.timeMs() + " ms"
                            + (timing.cpuMs() == null ? "" : ", CPU " + Timing.format(timing.cpuMs()) + " ms")
                            + "); the worker was stopped", input, expected, null, CapturedOutput.NONE, null);
        }
        if (outcome instanceof RunOutcome.OutOfMemory) {
            return new TestResult(test.name(), Verdict.MLE, timing,
                    "ran out of memory: the heap limit is " + limits.memoryMb() + " MB", input, expected, null,
                    CapturedOutput.NONE, null);
        }
        if (outcome instanceof RunOutcome.Crashed c) {
            return new TestResult(test.name(), Verdict.RE, timing, c.reason(), input, expected, null, c.output(),
                    null);
        }
        RunOutcome.HarnessFailed h = (RunOutcome.HarnessFailed) outcome;
        return new TestResult(test.name(), Verdict.JE, timing, h.reason(), input, expected, null, CapturedOutput.NONE,
                null);
    }

    /** All the points for AC; with partial credit, the share of tests passed; otherwise none. */
    private static double points(Problem problem, Verdict verdict, List<TestResult> results) {
        ProblemSpec.Grading grading = problem.spec().grading();
        if (verdict == Verdict.AC) {
            return grading.points();
        }
        if (!grading.partialCredit() || problem.tests().isEmpty()) {
            return 0;
        }
        long passed = results.stream().filter(TestResult::passed).count();
        return grading.points() * (double) passed / problem.tests().size();
    }

    private static String overTime(Timing timing, Limits limits) {
        return "took " + Timing.format(timing.wallMs()) + " ms, over the limit of " + limits.timeMs() + " ms"
                + (timing.cpuMs() == null ? "" : " (CPU " + Timing.format(timing.cpuMs()) + " ms)");
    }

}
