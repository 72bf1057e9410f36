package dev.practicejudge.cli;

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
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.DebugPort;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.SubmissionRunner;
import dev.practicejudge.run.WorkerCommand;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.RunTarget;
import dev.practicejudge.session.Session;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code judgew run ID}: runs a solution on the learner's own input, like LeetCode's "Run" beside
 * "Submit", and shows what it returned, drawn; then checks it against the problem's accepted
 * reference. The work is in {@link CustomRun}; this class only wires.
 */
@Command(name = "run",
        mixinStandardHelpOptions = true,
        description = {"Run your solution on an input of your own and see what it returns (boards drawn as "
                + "boards), how long it took and what it printed, with the same compiler, worker and limits as "
                + "test. When the problem has an accepted reference submission, the reference runs on the same "
                + "input and your output is checked against it with the problem's own comparison.",
                "The input is a JSON object with one value per parameter, as in the problem's test files, "
                        + "or name = value pairs as the judge prints inputs (n = 4, or nums = [1,2,3], target = 7). "
                        + "Without --input or --input-file, the problem's first test's input is used."},
        footer = {"", "Exit status: 0 your solution returned (and, if checked, was correct), 1 it failed or was "
                + "not correct, 2 usage or judge error.",
                "", "Examples:",
                "  ./judgew run n-queens-ii --input '{\"n\": 6}'",
                "  ./judgew run n-queens-ii --input 'n = 6'",
                "  ./judgew run n-queens --input '{\"n\": 4}' --solution ~/scratch/MyQueens.java",
                "  ./judgew run sudoku-solver --input-file my-puzzle.json",
                "  ./judgew run n-queens-ii --input 'n = 10' --save   also keep it as a test of your own",
                "  ./judgew run n-queens         the input of the first test"})
final class RunCommand extends JudgeCommand {

    @Mixin
    ProblemId problemId;

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    InputSource input;

    @Mixin
    SolutionOption solution;

    @Option(names = "--debug", description = "Run your solution in a worker that waits for a debugger on localhost "
            + "(as ./judgew debug does), with no time limit; the reference that checks it runs as usual.")
    boolean debug;

    @Option(names = "--save", description = "Also save the input as one of your own tests, "
            + "solutions/ID/tests/run-NNN.json (never over an existing file, and not when one of your tests already has "
            + "this input), with the reference's output as expected when the reference ran; ./judgew test then runs "
            + "it after the package's tests.")
    boolean save;

    /** The stem of a test saved by --save: run-001.json, run-002.json, ... */
    static final String SAVE_STEM = "run";

    /** The reference's output on the input, when the check ran the reference and it returned. */
    private Optional<JsonNode> referenceOutput = Optional.empty();

    @Option(names = "--port", paramLabel = "N", defaultValue = "" + DebugCommand.DEFAULT_PORT,
            description = "With --debug: the port the debugger attaches to, on localhost (default: ${DEFAULT-VALUE}).")
    int port;

    /** Where the input comes from: given on the command line, or in a file. */
    static final class InputSource {
        @Option(names = "--input", paramLabel = "JSON", required = true,
                description = "The input, e.g. '{\"n\": 5}' or 'n = 5' (quote it for the shell).")
        String json;

        @Option(names = "--input-file", paramLabel = "FILE", required = true,
                description = "A file holding the input, e.g. {\"board\": [[\"5\",\"3\",\".\", ...], ...]}, "
                        + "or a test file (its \"input\" is used).")
        Path file;
    }

    @Override
    public Integer call() throws UsageError, Refused {
        if (!debug && port != DebugCommand.DEFAULT_PORT) {
            throw new UsageError("--port " + port + " is the debugger's port, and needs --debug, e.g. ./judgew run ID "
                    + "--debug --port " + port);
        }
        Session session = session();
        Workspace workspace = session.workspace();
        String id = problemId.in(session);
        RunTarget target = session.runTarget(id, solution.file, input == null ? null : input.json,
                input == null ? null : input.file);
        Path file = target.file();
        Problem problem = target.problem();
        CustomInput custom = target.input();
        String defaultFrom = target.defaultFrom();
        int exit = runAndCheck(workspace, id, file, problem, custom, defaultFrom);
        if (save) {
            return save(workspace, id, custom, exit);
        }
        return exit;
    }

    /**
     * Runs the solution on the input and checks its output against the reference, reporting both;
     * keeps the reference's output in {@link #referenceOutput} when the check ran it.
     */
    private int runAndCheck(Workspace workspace, String id, Path file, Problem problem, CustomInput custom,
                            String defaultFrom) throws UsageError {
        SolutionCompiler compiler = compiler(workspace);
        WorkerCommand worker = workerCommand();
        RunReport report = new RunReport(out(), styles());
        report.header(problem, workspace.display(file));
        report.input(problem, custom, defaultFrom);
        RunResult result;
        if (debug) {
            DebugCommand.noSandboxNote(parent, err());
            try (DebugPort debugPort = DebugCommand.open(port, "Debugging " + id + " on your input", out())) {
                CustomRun run = new CustomRun(compiler, new SubmissionRunner(worker.debuggedThrough(debugPort)),
                        new SubmissionRunner(worker));
                result = run.run(problem.withoutTimeLimit(), file, workspace.display(file), custom);
                // The judge killed the worker because the debugger left: its death is no crash of the solution's.
                if (debugPort.debuggerLeftFirst() && result instanceof RunResult.Finished f
                        && (f.outcome() instanceof RunOutcome.Crashed || f.outcome() instanceof RunOutcome.HarnessFailed)) {
                    out().println(DebugCommand.detached("the run", "./judgew run " + id + " --debug"));
                    return ExitCodes.NOT_ACCEPTED;
                }
                report.result(problem.withoutTimeLimit(), custom, result);
            }
        } else {
            result = new CustomRun(compiler, new SubmissionRunner(worker)).run(problem, file, workspace.display(file),
                    custom);
            report.result(problem, custom, result);
        }
        CustomRun run = new CustomRun(compiler, new SubmissionRunner(worker));
        if (!(result instanceof RunResult.Finished finished)) {
            return ExitCodes.NOT_ACCEPTED;
        }
        Optional<Verdict> failure = finished.failure();
        if (failure.isPresent()) {
            return failure.get() == Verdict.JE ? ExitCodes.ERROR : ExitCodes.NOT_ACCEPTED;
        }
        RunCheck check = run.check(problem, custom, finished.value().orElseThrow(),
                () -> Comparators.forProblem(problem, compiler, workspace::display));
        report.check(problem, custom, check);
        referenceOutput = check.referenceOutput();
        if (check instanceof RunCheck.JudgeError) {
            return ExitCodes.ERROR;
        }
        return check instanceof RunCheck.NotCorrect ? ExitCodes.NOT_ACCEPTED : ExitCodes.ACCEPTED;
    }

    /**
     * Saves the input as one of the learner's own tests, {@code solutions/ID/tests/run-NNN.json},
     * never over a file that exists; with the reference's output as its expected one when the
     * reference ran, else without (the reference decides when {@code test} runs it). An input one
     * of them already has is not saved again: it would only run twice on every {@code test}.
     *
     * @param exit the run's exit status, which a saved test (or one not saved again) does not change
     */
    private int save(Workspace workspace, String id, CustomInput custom, int exit) {
        try {
            Optional<Path> already = OwnTests.withInput(workspace, id, custom.input());
            if (already.isPresent()) {
                out().println();
                out().println("Not saved again: this input is already saved as " + workspace.display(already.get())
                        + "; ./judgew test " + id + " runs it after the package's tests.");
                out().flush();
                return exit;
            }
            Path saved = OwnTests.save(workspace, id, custom.input(), referenceOutput.orElse(null), null, SAVE_STEM);
            out().println();
            out().println("Saved as " + workspace.display(saved) + (referenceOutput.isPresent()
                    ? ", with the reference's output as expected" : ", without expected (the reference decides when "
                    + "./judgew test runs it)") + "; ./judgew test " + id + " runs it after the package's tests.");
            out().flush();
            return exit;
        } catch (OwnTests.NotAFolder e) {
            err().println("error: " + e.getMessage());
            err().flush();
            return ExitCodes.ERROR;
        } catch (IOException e) {
            err().println("error: cannot save the input as a test in " + workspace.display(
                    workspace.ownTestsDirectory(id)) + ": " + e.getMessage());
            err().flush();
            return ExitCodes.ERROR;
        }
    }
}
