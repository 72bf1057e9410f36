package dev.practicejudge.cli;

import dev.practicejudge.session.Debugger;
import dev.practicejudge.session.Interviews;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.RunTarget;
import dev.practicejudge.session.Running;
import dev.practicejudge.session.Session;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code judgew run ID}: runs a solution on the learner's own input, like LeetCode's "Run" beside
 * "Submit", and shows what it returned, drawn; then checks it against the problem's accepted
 * reference. The work is in {@link Running}; this class only wires.
 */
@Command(name = "run",
        mixinStandardHelpOptions = true,
        description = {"Run your solution on an input of your own and see what it returns (boards drawn as "
                + "boards), how long it took and what it printed, with the same compiler, worker and limits as "
                + "test. When the problem has an accepted reference submission, the reference runs on the same "
                + "input and your output is checked against it with the problem's own comparison.",
                "The input is in any of these forms:",
                "- LeetCode's testcase box as it is: one value per line, in parameter order",
                "  (when the box holds several cases, each runs in turn)",
                "- a design problem's two lines: the operations, then their arguments",
                "- name = value pairs, as the judge prints inputs: nums = [1,2], target = 3",
                "- a JSON object, as in a test file: {\"nums\": [1,2], \"target\": 3}",
                "Without --input or --input-file, the problem's first test's input is used."},
        footer = {"", "Exit status: 0 your solution returned (and, if checked, was correct), 1 it failed or was "
                + "not correct, 2 usage or judge error.",
                "", "Examples:",
                "  # LeetCode's box for two-sum: nums, then target, one per line",
                "  ./judgew run two-sum --input '[2,7,11,15]",
                "  9'",
                "  ./judgew run invert-binary-tree --input '[4,2,7,1,3,6,9]'",
                "  # a design problem: the operations, then their arguments",
                "  ./judgew run lru-cache --input '[\"LRUCache\",\"put\",\"put\",\"get\"]",
                "  [[2],[1,1],[2,2],[1]]'",
                "  ./judgew run n-queens-ii --input 'n = 6'",
                "  ./judgew run n-queens-ii --input '{\"n\": 6}'",
                "  # any of these forms from a file, or with - from the standard input",
                "  ./judgew run two-sum --input-file box.txt",
                "  ./judgew run sudoku-solver --input-file my-puzzle.json",
                "  pbpaste | ./judgew run two-sum --input-file -",
                "  # your file instead of solutions/ID/Solution.java; keep the input as a test",
                "  ./judgew run n-queens --input '{\"n\": 4}' --solution ~/scratch/MyQueens.java",
                "  ./judgew run n-queens-ii --input 'n = 10' --save",
                "  # no input: the input of the first test",
                "  ./judgew run n-queens"})
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

    @Option(names = "--port", paramLabel = "N", defaultValue = "" + DebugCommand.DEFAULT_PORT,
            description = "With --debug: the port the debugger attaches to, on localhost (default: ${DEFAULT-VALUE}).")
    int port;

    /** Where the input comes from: given on the command line, or in a file. */
    static final class InputSource {
        @Option(names = "--input", paramLabel = "TEXT", required = true,
                description = "The input in one of the forms above, e.g. LeetCode's lines '[2,7,11,15]<newline>9', "
                        + "'n = 5' or '{\"n\": 5}' (quote it for the shell).")
        String json;

        @Option(names = "--input-file", paramLabel = "FILE", required = true,
                description = "A file holding the input in one of the forms above (LeetCode's box copied into it, "
                        + "say), or a test file (its \"input\" is used); - reads the standard input.")
        Path file;
    }

    @Override
    public Integer call() throws UsageError, Refused {
        if (!debug && port != DebugCommand.DEFAULT_PORT) {
            throw new UsageError("--port " + port + " is the debugger's port, and needs --debug, e.g. ./judgew run ID "
                    + "--debug --port " + port);
        }
        Session session = session();
        String id = problemId.in(session);
        List<RunTarget> targets = session.runTargets(id, solution.file, input == null ? null : input.json,
                input == null ? null : input.file);
        if (debug && targets.size() > 1) {
            throw new UsageError("--debug follows one case, and the input holds " + targets.size()
                    + "; give only the case to debug");
        }
        Interviews interviews = Interviews.of(session);
        Optional<String> clock = interviews.clockOn(id);
        if (clock.isPresent()) {
            out().println(styles().faint(clock.get()));
            // Trying one's own cases is part of a good interview: the scorecard counts them.
            if (input != null) {
                interviews.countOwnInputRun();
            }
        }
        int exit = ExitCodes.ACCEPTED;
        for (int i = 0; i < targets.size(); i++) {
            if (targets.size() > 1) {
                out().println((i == 0 ? "" : "\n") + "Case " + (i + 1) + " of " + targets.size());
            }
            Running running = session.running(targets.get(i), out(), styles());
            int ran = runAndCheck(id, running);
            if (save) {
                ran = save(id, running, ran);
            }
            // An error (2) over a failure (1) over a pass (0).
            exit = Math.max(exit, ran);
        }
        return exit;
    }

    /** Runs the solution on the input and checks its output against the reference, reporting both. */
    private int runAndCheck(String id, Running running) throws Refused {
        running.announce();
        if (debug) {
            DebugCommand.noSandboxNote(parent(), err());
            try (Debugger debugger = DebugCommand.open(port, "Debugging " + id + " on your input", out())) {
                if (!running.runDebugged(debugger)) {
                    out().println(DebugCommand.detached("the run", "./judgew run " + id + " --debug"));
                    return ExitCodes.NOT_ACCEPTED;
                }
            }
        } else {
            running.run();
        }
        return switch (running.check()) {
            case PASSED -> ExitCodes.ACCEPTED;
            case FAILED -> ExitCodes.NOT_ACCEPTED;
            case JUDGE_ERROR -> ExitCodes.ERROR;
        };
    }

    /**
     * Saves the input as one of the learner's own tests, {@code solutions/ID/tests/run-NNN.json}
     * (see {@link Running#save}), and says where.
     *
     * @param exit the run's exit status, which a saved test (or one not saved again) does not change
     */
    private int save(String id, Running running, int exit) throws Refused {
        Running.Saved saved = running.save();
        out().println();
        if (saved.again()) {
            out().println("Not saved again: this input is already saved as " + saved.shown()
                    + "; ./judgew test " + id + " runs it after the package's tests.");
        } else {
            out().println("Saved as " + saved.shown() + (saved.withExpected()
                    ? ", with the reference's output as expected" : ", without expected (the reference decides when "
                    + "./judgew test runs it)") + "; ./judgew test " + id + " runs it after the package's tests.");
        }
        out().flush();
        return exit;
    }
}
