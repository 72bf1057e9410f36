package dev.practicejudge.session;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.check.Comparators;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.learn.CustomInput;
import dev.practicejudge.learn.CustomRun;
import dev.practicejudge.learn.OwnTests;
import dev.practicejudge.learn.RunCheck;
import dev.practicejudge.learn.RunReport;
import dev.practicejudge.learn.RunResult;
import dev.practicejudge.present.Styles;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.SubmissionRunner;
import dev.practicejudge.run.WorkerCommand;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * A solution run on the learner's own input ({@code run}), reported as it goes through a
 * {@link RunReport}: what runs, what it returned (or why it failed), the check against the
 * problem's accepted reference, and the input kept as one of the learner's own tests
 * ({@code --save}). The command chooses the order (a debugger's port opens between them) and the
 * exit status; the work and the printing of its results are here.
 */
public final class Running {

    /** The stem of a test saved by {@code --save}: run-001.json, run-002.json, ... */
    static final String SAVE_STEM = "run";

    /** How a run ended, once checked: what the exit status is made of. */
    public enum Outcome {
        /** The solution returned in time and, when a reference could check it, correctly. */
        PASSED,
        /** It did not compile, failed (TLE, RE, ...) or returned a wrong output. */
        FAILED,
        /** The judge or the package failed: a worker lost, a reference that does not compile, a checker that threw. */
        JUDGE_ERROR
    }

    /**
     * The input saved, or found saved already.
     *
     * @param shown the test file, as the learner would write its path
     * @param again whether one of the learner's tests already had this input, so nothing was written
     * @param withExpected whether the test holds the reference's output as its expected one
     */
    public record Saved(String shown, boolean again, boolean withExpected) {
        public Saved {
            Objects.requireNonNull(shown, "shown");
        }
    }

    private final Workspace workspace;
    private final RunTarget target;
    private final SolutionCompiler compiler;
    private final WorkerCommand worker;
    private final RunReport report;
    private RunResult result;
    private Optional<JsonNode> referenceOutput = Optional.empty();

    Running(Workspace workspace, RunTarget target, SolutionCompiler compiler, WorkerCommand worker, RunReport report) {
        this.workspace = workspace;
        this.target = target;
        this.compiler = compiler;
        this.worker = worker;
        this.report = report;
    }

    static Running of(Workspace workspace, RunTarget target, SolutionCompiler compiler, WorkerCommand worker,
                      PrintWriter out, Styles styles) {
        return new Running(workspace, target, compiler, worker, new RunReport(out, styles));
    }

    /** Prints what runs: the problem, the file and the input, with where it came from. */
    public void announce() {
        report.header(target.problem(), shown());
        report.input(target.problem(), target.input(), target.defaultFrom());
    }

    /** Compiles and runs the solution on the input, in the problem's limits, and prints what it gave. */
    public void run() {
        Problem problem = target.problem();
        result = new CustomRun(compiler, new SubmissionRunner(worker)).run(problem, target.file(), shown(),
                target.input());
        report.result(problem, target.input(), result);
    }

    /**
     * Runs the solution as {@link #run} does, in a worker that waits for {@code debugger} and with no
     * time limit; the reference that checks it later runs as usual.
     *
     * @return false, printing nothing, when the debugger left first and the worker died of it: the
     *     run has no result, and is not to be checked
     */
    public boolean runDebugged(Debugger debugger) {
        Problem problem = target.problem().withoutTimeLimit();
        CustomRun run = new CustomRun(compiler, new SubmissionRunner(debugger.debugged(worker)),
                new SubmissionRunner(worker));
        result = run.run(problem, target.file(), shown(), target.input());
        // The judge killed the worker because the debugger left: its death is no crash of the solution's.
        if (debugger.leftFirst() && result instanceof RunResult.Finished f
                && (f.outcome() instanceof RunOutcome.Crashed || f.outcome() instanceof RunOutcome.HarnessFailed)) {
            return false;
        }
        report.result(problem, target.input(), result);
        return true;
    }

    /**
     * Checks the output of the run against the problem's accepted reference, run on the same input
     * and compared with the problem's own comparison, and prints the check; a run that failed is not
     * checked. Keeps the reference's output for {@link #save} when the reference returned one.
     */
    public Outcome check() {
        Problem problem = target.problem();
        CustomRun run = new CustomRun(compiler, new SubmissionRunner(worker));
        if (!(result instanceof RunResult.Finished finished)) {
            return Outcome.FAILED;
        }
        Optional<Verdict> failure = finished.failure();
        if (failure.isPresent()) {
            return failure.get() == Verdict.JE ? Outcome.JUDGE_ERROR : Outcome.FAILED;
        }
        RunCheck check = run.check(problem, target.input(), finished.value().orElseThrow(),
                () -> Comparators.forProblem(problem, compiler, workspace::display));
        report.check(problem, target.input(), check);
        referenceOutput = check.referenceOutput();
        if (check instanceof RunCheck.JudgeError) {
            return Outcome.JUDGE_ERROR;
        }
        return check instanceof RunCheck.NotCorrect ? Outcome.FAILED : Outcome.PASSED;
    }

    /**
     * Saves the input as one of the learner's own tests, {@code solutions/ID/tests/run-NNN.json},
     * never over a file that exists; with the reference's output as its expected one when the
     * {@link #check} ran the reference and it returned, else without (the reference decides when
     * {@code test} runs it). An input one of them already has is not saved again: it would only run
     * twice on every {@code test}.
     *
     * @throws Refused when the tests' folder is no folder, or the file cannot be written
     */
    public Saved save() throws Refused {
        String id = target.problem().id();
        CustomInput custom = target.input();
        try {
            Optional<Path> already = OwnTests.withInput(workspace, id, custom.input());
            if (already.isPresent()) {
                return new Saved(workspace.display(already.get()), true, false);
            }
            Path saved = OwnTests.save(workspace, id, custom.input(), referenceOutput.orElse(null), null, SAVE_STEM);
            return new Saved(workspace.display(saved), false, referenceOutput.isPresent());
        } catch (OwnTests.NotAFolder e) {
            throw new Refused(e.getMessage());
        } catch (IOException e) {
            throw new Refused("cannot save the input as a test in " + workspace.display(
                    workspace.ownTestsDirectory(id)) + ": " + e.getMessage());
        }
    }

    private String shown() {
        return workspace.display(target.file());
    }
}
