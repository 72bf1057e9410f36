package dev.practicejudge.cli;

import dev.practicejudge.report.DeferredConsole;
import dev.practicejudge.session.DebugTarget;
import dev.practicejudge.session.Debugged;
import dev.practicejudge.session.Debugger;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code judgew debug ID}: runs one test of a solution in a worker that waits for a debugger on
 * localhost, with no time limit, then prints the verdict as {@code test} does. The debugger's side
 * is {@link Debugger}, the test's choice {@link DebugTarget}; this class wires and prints.
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
    static final int DEFAULT_PORT = Debugger.DEFAULT_PORT;

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
        noSandboxNote(parent(), err());

        // The verdict is printed as test prints it, after the attach line and whatever the debugging took.
        DeferredConsole console = new DeferredConsole(out, styles());
        Debugged debugged;
        try (Debugger debugger = open(port, "Debugging " + id + " test " + target.test() + target.why(), out)) {
            debugged = session.judgeOneTest(target, debugger, console);
        }
        if (debugged.stoppedWhenTheDebuggerLeft()) {
            out.println(detached("test " + target.test(), "./judgew debug " + id + " again, or ./judgew test "
                    + id + " to judge every test"));
            return ExitCodes.NOT_ACCEPTED;
        }
        console.print();
        if (debugged.ran()) {
            out.println("The time includes every pause in the debugger; ./judgew test " + id + " measures the test "
                    + "as it counts.");
        }
        return ExitCodes.of(debugged.judged());
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
     * Binds the port (a number from 1 to 65535 that no other program holds, else refused), with the
     * one line that says where to attach, printed once a worker waits.
     *
     * @param what what is being debugged, the line's start: "Debugging n-queens test 04-n4"
     */
    static Debugger open(int port, String what, PrintWriter out) throws Refused {
        return Debugger.listen(port, bound -> {
            out.println(attachLine(what, bound));
            out.flush();
        });
    }

    /**
     * Where to attach, on the port bound: the shipped IDE configurations ('Attach to judgew debug' in
     * .idea/runConfigurations and .vscode/launch.json) attach to {@value #DEFAULT_PORT}, so on another
     * port the line says which field to change rather than sending the learner to a configuration that
     * cannot connect.
     */
    static String attachLine(String what, int port) {
        String address = "localhost:" + port;
        String how = port == DEFAULT_PORT
                ? "IntelliJ IDEA: Run > Debug 'Attach to judgew debug'; VS Code: Run and Debug > 'Attach to judgew "
                        + "debug'; jdb -attach " + address
                : "jdb -attach " + address + "; the IDE configurations 'Attach to judgew debug' attach to "
                        + DEFAULT_PORT + ": set their port to " + port + " (IntelliJ IDEA: Run > Edit Configurations > "
                        + "Port; VS Code: \"port\" in .vscode/launch.json)";
        return what + ": attach a debugger to " + address + " (" + how + "). No time limit; Ctrl-C ends it.";
    }
}
