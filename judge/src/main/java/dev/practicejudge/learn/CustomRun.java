package dev.practicejudge.learn;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.check.CheckerFailure;
import dev.practicejudge.check.CheckerReasons;
import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.compile.CompilationResult;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.ComparisonSpec;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.Submission;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.SubmissionRunner;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Runs a solution on a learner's own input, LeetCode's "Run" beside {@code test}'s "Submit":
 * through the same compiler, worker JVM and limits as {@code test}, with the input as the only
 * test. The output can then be checked by running the problem's accepted reference on the same
 * input. Like {@link dev.practicejudge.judge.Judge}, it never runs submitted code in this JVM.
 */
public final class CustomRun {

    private final SolutionCompiler compiler;
    private final SubmissionRunner runner;
    private final SubmissionRunner referenceRunner;

    public CustomRun(SolutionCompiler compiler, SubmissionRunner runner) {
        this(compiler, runner, runner);
    }

    /**
     * @param runner runs the learner's solution (under a debugger, for {@code run --debug})
     * @param referenceRunner runs the reference that checks it, never under a debugger
     */
    public CustomRun(SolutionCompiler compiler, SubmissionRunner runner, SubmissionRunner referenceRunner) {
        this.compiler = Objects.requireNonNull(compiler, "compiler");
        this.runner = Objects.requireNonNull(runner, "runner");
        this.referenceRunner = Objects.requireNonNull(referenceRunner, "referenceRunner");
    }

    /**
     * Compiles the file and runs it on the input.
     *
     * @param shown the path to print for the file (relative to the repository when inside it)
     */
    public RunResult run(Problem problem, Path solution, String shown, CustomInput input) {
        CompilationResult compiled = compiler.compile(solution, shown, problem.spec().method());
        if (compiled instanceof CompilationResult.Failed failed) {
            return new RunResult.NotCompiled(failed);
        }
        return new RunResult.Finished(runOnce(runner, problem, (CompilationResult.Compiled) compiled, input),
                problem.spec().limits());
    }

    /** The first accepted submission of the problem, the one {@code gen} also takes as the reference. */
    public static Optional<Submission> reference(Problem problem) throws IOException {
        return Submission.reference(problem.directory());
    }

    /**
     * Checks {@code actual} by running the reference on the same input and comparing the two
     * outputs with the problem's comparison, the reference's output as the expected one.
     *
     * @param comparator makes the problem's comparator (compiling its checker) only when a
     *     reference ran, so a problem without one costs nothing
     */
    public RunCheck check(Problem problem, CustomInput input, JsonNode actual, ComparatorSource comparator) {
        Submission reference;
        try {
            Optional<Submission> found = reference(problem);
            if (found.isEmpty() && Submission.withheld(problem.directory())) {
                return new RunCheck.Unchecked("this assignment does not include the problem's reference solution to "
                        + "check against");
            }
            if (found.isEmpty()) {
                return new RunCheck.Unchecked("the problem has no accepted reference submission (under "
                        + Submission.SUBMISSIONS_DIR + "/" + Submission.ACCEPTED + "/) to check against");
            }
            reference = found.get();
        } catch (IOException e) {
            return new RunCheck.JudgeError("cannot list the problem's submissions: " + e.getMessage());
        }
        CompilationResult compiled = compiler.compile(reference.file(), reference.name(), problem.spec().method());
        if (compiled instanceof CompilationResult.Failed failed) {
            return new RunCheck.JudgeError("the problem's reference " + reference.name() + " does not compile:\n"
                    + failed.report());
        }
        RunResult.Finished ran = new RunResult.Finished(
                runOnce(referenceRunner, problem, (CompilationResult.Compiled) compiled, input), problem.spec().limits());
        Optional<Verdict> failure = ran.failure();
        if (failure.isPresent() && failure.get() == Verdict.JE) {
            return new RunCheck.JudgeError(ran.reason().orElse("the worker failed"));
        }
        if (failure.isPresent()) {
            return new RunCheck.ReferenceFailed(reference.name(), failure.get() + ", " + failure.get().description()
                    + ": " + ran.reason().orElse("").lines().findFirst().orElse(""));
        }
        JsonNode expected = ran.value().orElseThrow();
        String how = how(problem.spec().comparison());
        CheckResult result;
        try {
            result = comparator.comparator().compare(input.input(), expected, actual);
        } catch (ProblemFormatException e) {
            return new RunCheck.JudgeError("the problem package is broken: " + e.getMessage());
        } catch (CheckerFailure e) {
            return new RunCheck.JudgeError(e.getMessage());
        } catch (RuntimeException e) {
            return new RunCheck.JudgeError("the comparison failed: " + e);
        }
        return result.isAccepted() ? new RunCheck.Correct(reference.name(), how, expected)
                : new RunCheck.NotCorrect(reference.name(), how, CheckerReasons.withTestFile(result.reason(),
                        // The source is a file's shown path, or the option that gave the text ("--input").
                        input.source().startsWith("--") ? CheckerReasons.NO_FILE : input.source()),
                        expected);
    }

    /** The problem's comparator, made on demand. */
    @FunctionalInterface
    public interface ComparatorSource {
        /** @throws ProblemFormatException when the problem's checker does not compile or load */
        OutputComparator comparator() throws ProblemFormatException;
    }

    private static RunOutcome runOnce(SubmissionRunner runner, Problem problem, CompilationResult.Compiled compiled,
                                      CustomInput input) {
        RunOutcome[] outcome = new RunOutcome[1];
        runner.run(compiled.classes(), problem.spec().method(), problem.spec().limits(), List.of(input.toTestCase()),
                (index, test, result) -> {
                    outcome[0] = result;
                    return false;
                });
        return Objects.requireNonNull(outcome[0], "the runner reported no outcome");
    }

    /** The comparison in words, for "checked against X with ...". */
    static String how(ComparisonSpec comparison) {
        return switch (comparison.mode()) {
            case ComparisonSpec.CHECKER -> "the problem's checker";
            case ComparisonSpec.UNORDERED -> "the problem's comparison in any order";
            case ComparisonSpec.FLOAT -> "the problem's float tolerance";
            default -> "the problem's " + comparison.mode() + " comparison";
        };
    }
}
