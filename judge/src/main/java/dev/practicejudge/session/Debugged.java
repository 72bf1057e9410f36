package dev.practicejudge.session;

import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import java.util.Optional;

/**
 * What {@code debug}'s one test gave: the run judged, and whether the test has a verdict at all (a
 * debugger that detached first makes the judge stop the worker, whose death is then no crash of
 * the solution's).
 */
public final class Debugged {

    private final Judged judged;
    private final Optional<TestResult> test;
    private final boolean debuggerLeftFirst;

    Debugged(Judged judged, boolean debuggerLeftFirst) {
        this.judged = judged;
        this.test = judged.results().get(0).tests().stream().findFirst();
        this.debuggerLeftFirst = debuggerLeftFirst;
    }

    /** The run, for its exit status. */
    public Judged judged() {
        return judged;
    }

    /**
     * Whether the test has no verdict: the debugger had left when its result came, and the worker
     * died (RE) or was lost (JE) because the judge stopped it.
     */
    public boolean stoppedWhenTheDebuggerLeft() {
        return debuggerLeftFirst && test.isPresent()
                && (test.get().verdict() == Verdict.RE || test.get().verdict() == Verdict.JE);
    }

    /** Whether the test ran (it compiled), so its time counts every pause in the debugger. */
    public boolean ran() {
        return test.isPresent() && test.get().verdict() != Verdict.CE;
    }
}
