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
    void anythingMeasuredOverTheLimitIsTimeLimitExceeded() {
        RunFailure late = RunFailure.of(threw(false, 1500), ONE_SECOND).orElseThrow();

        assertEquals(Verdict.TLE, late.verdict());
        assertEquals("took 1500 ms, over the limit of 1000 ms (CPU 1500 ms)", late.reason());
        assertEquals(Verdict.TLE, RunFailure.of(new RunOutcome.Returned(IntNode.valueOf(4), new Timing(1001, 900.0),
                CapturedOutput.NONE), ONE_SECOND).orElseThrow().verdict());
    }

    @Test
    void aStackOverflowStaysARuntimeErrorEvenWhenUnwindingTookLongerThanTheLimit() {
        RunFailure overflow = RunFailure.of(threw(true, 1130), ONE_SECOND).orElseThrow();

        assertEquals(Verdict.RE, overflow.verdict());
        assertTrue(overflow.reason().startsWith("stack overflow (java.lang.StackOverflowError)"), overflow.reason());
    }
}
