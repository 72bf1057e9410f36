package dev.practicejudge.cli;

import dev.practicejudge.judge.ForwardingListener;
import dev.practicejudge.judge.JudgeEvent;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.report.ConsoleReporter;
import dev.practicejudge.run.DebugPort;
import dev.practicejudge.run.WorkerCommand;
import dev.practicejudge.session.DebugTarget;
import dev.practicejudge.session.Judged;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code judgew debug ID}: runs one test of a solution in a worker that waits for a debugger on
 * localhost, with no time limit, then prints the verdict as {@code test} does. The worker side is
 * {@link DebugPort}; this class chooses the test and wires.
 */
@Command(name = "debug",
        mixinStandardHelpOptions = true,
        description = {"Run one test of your solution under a debugger: the worker JVM starts suspended and waits "
                + "for a debugger (IntelliJ IDEA, VS Code, jdb) to attach on localhost; breakpoints in your "
                + "Solution.java are hit, and the test has no time limit. When it ends, the verdict is printed as "
                + "test prints it. Ctrl-C, or a debugger that detaches before the test ends, stops everything.",
                "The worker runs outside --sandbox (a sandbox's own network would keep the debugger out). "
                        + "See docs/ide.md."},
        footer = {"", "Exit status: 0 the test passed, 1 it did not (or the debugger detached before it ended, "
                + "so there is no verdict), 2 usage or judge error.",
                "", "Examples:",
                "  ./judgew debug n-queens                 the first test that failed in your last ./judgew test",
                "  ./judgew debug n-queens --test 04-n4    that test (a name or a position: --test 4)",
                "  ./judgew debug n-queens --port 5006     attach on port 5006 instead",
                "  jdb -attach localhost:5005              then: stop at Solution:12, run, locals, step, cont"})
final class DebugCommand extends JudgeCommand {

    /** The port debuggers attach to unless --port says otherwise. */
    static final int DEFAULT_PORT = DebugPort.DEFAULT_PORT;

    @Mixin
    ProblemId problemId;

    @Option(names = "--test", paramLabel = "NAME",
            description = "The test to run: its name (04-n4) or position (4). Default: the first test that was not "
                    + "accepted in your last ./judgew test of the problem, else the first test.")
    String test;

    @Option(names = "--port", paramLabel = "N", defaultValue = "" + DEFAULT_PORT,
            description = "The port the debugger attaches to, on localhost only (default: ${DEFAULT-VALUE}).")
    int port;

    @Mixin
    SolutionOption solution;

    @Override
    public Integer call() throws UsageError, Refused {
        Session session = session();
        String id = problemId.in(session);
        DebugTarget target = session.debugTarget(id, solution.file, test);
        PrintWriter out = out();
        noSandboxNote(parent, err());

        List<JudgeEvent> events = new ArrayList<>();
        boolean[] detachedFirst = new boolean[1];
        Judged judged;
        try (DebugPort debugPort = open(port, "Debugging " + id + " test " + target.test() + target.why(), out)) {
            JudgeListener recorder = recorder(events, debugPort, detachedFirst);
            judged = session.judgeOneTest(target, WorkerCommand.current().debuggedThrough(debugPort), recorder);
        }
        Optional<TestResult> ran = judged.results().get(0).tests().stream().findFirst();
        if (detachedFirst[0] && ran.isPresent() && (ran.get().verdict() == Verdict.RE || ran.get().verdict() == Verdict.JE)) {
            out.println(detached("test " + target.test(), "./judgew debug " + id + " again, or ./judgew test "
                    + id + " to judge every test"));
            return ExitCodes.NOT_ACCEPTED;
        }
        // The verdict as test prints it, after the attach line and whatever the debugging took.
        ConsoleReporter console = new ConsoleReporter(out, styles());
        events.forEach(event -> event.deliverTo(console));
        if (ran.isPresent() && ran.get().verdict() != Verdict.CE) {
            out.println("The time includes every pause in the debugger; ./judgew test " + id + " measures the test "
                    + "as it counts.");
        }
        return ExitCodes.of(judged);
    }

    /** Says, when --sandbox was asked for, that a debugged worker runs without it. */
    static void noSandboxNote(PracticeJudge parent, PrintWriter err) {
        if (parent.sandbox) {
            err.println("note: --sandbox is off under a debugger: the sandbox's own network would keep the "
                    + "debugger out (see docs/security.md)");
            err.flush();
        }
    }

    /** What the judge says when the debugger left before {@code what} ended. */
    static String detached(String what, String then) {
        return "The debugger detached before " + what + " ended, so the judge stopped the worker: nothing is left "
                + "running, and there is no verdict. Run " + then + ".";
    }

    /**
     * Binds the port, with the one line that says where to attach, printed once a worker waits.
     *
     * @param what what is being debugged, the line's start: "Debugging n-queens test 04-n4"
     */
    static DebugPort open(int port, String what, PrintWriter out) throws UsageError {
        if (port < 1 || port > 65535) {
            throw new UsageError("--port " + port + ": a port is a number from 1 to 65535, e.g. --port " + DEFAULT_PORT);
        }
        try {
            return DebugPort.open(port, bound -> {
                String address = "localhost:" + bound;
                out.println(what + ": attach a debugger to " + address + " (IntelliJ IDEA: Run > Debug 'Attach to "
                        + "judgew debug'; VS Code: Run and Debug > 'Attach to judgew debug'; jdb -attach " + address
                        + "). No time limit; Ctrl-C ends it.");
                out.flush();
            });
        } catch (IOException e) {
            throw new UsageError("cannot listen for a debugger on localhost:" + port + " (" + e.getMessage() + "): "
                    + "another program or debug session may hold it; choose another port, e.g. --port "
                    + (port == DEFAULT_PORT ? DEFAULT_PORT + 1 : DEFAULT_PORT) + ", and attach there");
        }
    }

    /**
     * Keeps the run's events for the console, to print after the attach line and the debugging, and
     * notes whether the debugger had already left when the test's result came.
     */
    private static JudgeListener recorder(List<JudgeEvent> events, DebugPort port, boolean[] detachedFirst) {
        return new ForwardingListener() {
            @Override
            protected void forward(JudgeEvent event) {
                if (event instanceof JudgeEvent.TestFinished) {
                    detachedFirst[0] = port.debuggerLeftFirst();
                }
                events.add(event);
            }
        };
    }
}
