package dev.practicejudge.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.IntNode;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.Timing;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The rules that turn a worker's outcome into a verdict before any comparison, on outcomes made by hand. */
class RunFailureTest {

    private static final Limits ONE_SECOND = new Limits(1000, 256, 8192);

    private static RunOutcome.Threw threw(boolean stackOverflow, double wallMs) {
        return new RunOutcome.Threw(new RunOutcome.ThrownException(
                stackOverflow ? "java.lang.StackOverflowError" : "java.lang.IllegalStateException", null,
                List.of("Solution.f(Solution.java:3)"), 0, stackOverflow, null),
                new Timing(wallMs, wallMs), CapturedOutput.NONE);
    }

    @Test
    void returnedInTimeIsLeftToTheComparison() {
        assertTrue(RunFailure.of(new RunOutcome.Returned(IntNode.valueOf(4), new Timing(5, 5.0), CapturedOutput.NONE),
                ONE_SECOND).isEmpty());
    }

    @Test
    void anythingMeasuredOverTheLimitInCpuTimeIsTimeLimitExceeded() {
        RunFailure late = RunFailure.of(threw(false, 1500), ONE_SECOND).orElseThrow();

        assertEquals(Verdict.TLE, late.verdict());
        assertEquals("took 1500 ms of CPU time, over the limit of 1000 ms", late.reason());
        assertEquals("took 1001 ms of CPU time, over the limit of 1000 ms (wall 3000 ms)",
                RunFailure.of(new RunOutcome.Returned(IntNode.valueOf(4), new Timing(3000, 1001.0),
                        CapturedOutput.NONE), ONE_SECOND).orElseThrow().reason());
    }

    @Test
    void theWallTimeOfABusyMachineDoesNotMakeAResultLate() {
        // 900 ms of CPU time, stretched to 2.5 s by a machine that gave the solution a third of a core.
        assertTrue(RunFailure.of(new RunOutcome.Returned(IntNode.valueOf(4), new Timing(2500, 900.0),
                CapturedOutput.NONE), ONE_SECOND).isEmpty());
    }

    @Test
    void withoutACpuTimeTheWallTimeIsJudged() {
        RunFailure late = RunFailure.of(new RunOutcome.Returned(IntNode.valueOf(4), new Timing(1200, null),
                CapturedOutput.NONE), ONE_SECOND).orElseThrow();

        assertEquals("took 1200 ms, over the limit of 1000 ms", late.reason());
    }

    @Test
    void eachWayATestIsStoppedSaysWhichLimitAndWhatTheSolutionWasDoing() {
        assertEquals("used more than its limit of 1000 ms of CPU time: stopped at 1004 ms of CPU time",
                stopped(RunOutcome.TimedOut.Why.CPU_LIMIT, new Timing(1020, 1004.0)));
        assertEquals("used more than its limit of 1000 ms of CPU time: stopped at 1004 ms of CPU time, "
                + "3100 ms of real time", stopped(RunOutcome.TimedOut.Why.CPU_LIMIT, new Timing(3100, 1004.0)));
        assertEquals("stopped at the wall-clock limit of 4000 ms having used only 0.4 ms of CPU time: it was "
                + "waiting (sleeping, blocked on a lock, or joining a thread), not computing",
                stopped(RunOutcome.TimedOut.Why.WAITING, new Timing(4010, 0.4)));
        assertEquals("stopped after 11000 ms of real time while still running under its CPU limit "
                + "(420 ms of CPU time used): the machine was too busy to give it the time, so this TLE says nothing "
                + "about your code; run it again when the machine is less busy",
                stopped(RunOutcome.TimedOut.Why.MACHINE_BUSY, new Timing(11010, 420.0)));
        assertEquals("stopped before your method was called, at 1004 ms of CPU time, over the limit of 1000 ms: "
                + "loading the class (a static initialiser) or reading the input never finished",
                stopped(RunOutcome.TimedOut.Why.BEFORE_CALL, new Timing(3010, 1004.0)));
        assertEquals("no word from the worker after 13001 ms (wall-clock limit 11000 ms, the worker's CPU 20 ms); "
                + "the worker was stopped", stopped(RunOutcome.TimedOut.Why.NO_ANSWER, new Timing(13001, 20.0)));
    }

    @Test
    void aStoppedTestRanOverTheLimitThatStoppedIt() {
        assertEquals(1000, RunFailure.limitRunOver(RunOutcome.TimedOut.Why.CPU_LIMIT, ONE_SECOND));
        assertEquals(4000, RunFailure.limitRunOver(RunOutcome.TimedOut.Why.WAITING, ONE_SECOND));
        assertEquals(1000, RunFailure.limitRunOver(RunOutcome.TimedOut.Why.BEFORE_CALL, ONE_SECOND));
        assertEquals(11000, RunFailure.limitRunOver(RunOutcome.TimedOut.Why.MACHINE_BUSY, ONE_SECOND));
    }

    private static String stopped(RunOutcome.TimedOut.Why why, Timing timing) {
        RunFailure failure = RunFailure.of(new RunOutcome.TimedOut(timing, CapturedOutput.NONE, null, why), ONE_SECOND)
                .orElseThrow();
        assertEquals(Verdict.TLE, failure.verdict());
        return failure.reason();
    }

    @Test
    void aStackOverflowStaysARuntimeErrorEvenWhenUnwindingTookLongerThanTheLimit() {
        RunFailure overflow = RunFailure.of(threw(true, 1130), ONE_SECOND).orElseThrow();

        assertEquals(Verdict.RE, overflow.verdict());
        assertTrue(overflow.reason().startsWith("stack overflow (java.lang.StackOverflowError)"), overflow.reason());
    }

    private static String overflowReason(RunOutcome.Recursion recursion) {
        return RunFailure.of(new RunOutcome.Threw(new RunOutcome.ThrownException("java.lang.StackOverflowError", null,
                List.of("Solution.dfs(Solution.java:12)", "(the line above repeated 1023 more times)"), 0, true, null,
                null, recursion), new Timing(40, 40.0), CapturedOutput.NONE), ONE_SECOND).orElseThrow().reason();
    }

    @Test
    void aStackOverflowNamesTheCallThatRepeatsItsLineAndTheDepthInsteadOfTheFrames() {
        assertEquals("stack overflow (java.lang.StackOverflowError): recursion in `dfs` at Solution.java:12 never ends, "
                + "or goes deeper than a 32 MB stack allows: over 1,024 frames of the same call",
                overflowReason(new RunOutcome.Recursion(List.of(
                        new RunOutcome.Recursion.Call("dfs", "Solution.java", List.of(12))), 1024, true)));
        assertEquals("stack overflow (java.lang.StackOverflowError): recursion in `dfs` at Solution.java:12, 13 and 15 "
                + "never ends, or goes deeper than a 32 MB stack allows: 600 frames of the same call",
                overflowReason(new RunOutcome.Recursion(List.of(
                        new RunOutcome.Recursion.Call("dfs", "Solution.java", List.of(12, 13, 15))), 600, false)));
    }

    @Test
    void aStackOverflowThroughSeveralMethodsNamesTheirCycle() {
        assertEquals("stack overflow (java.lang.StackOverflowError): recursion `even` (Solution.java:7) -> `odd` "
                + "(Solution.java:11) -> `even` never ends, or goes deeper than a 32 MB stack allows: over 1,024 frames "
                + "of the same 2 calls",
                overflowReason(new RunOutcome.Recursion(List.of(
                        new RunOutcome.Recursion.Call("even", "Solution.java", List.of(7)),
                        new RunOutcome.Recursion.Call("odd", "Solution.java", List.of(11))), 1024, true)));
    }
}
