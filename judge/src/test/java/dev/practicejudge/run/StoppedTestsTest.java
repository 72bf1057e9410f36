package dev.practicejudge.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.practicejudge.protocol.Frame.Progress.Stop;
import org.junit.jupiter.api.Test;

/** How the judge names a test the worker asked to be stopped ({@link ResultFrames#stopped}). */
class StoppedTestsTest {

    private static RunOutcome.TimedOut.Why why(Stop stop) {
        return ResultFrames.stopped(stop, 4_100_000_000L, CapturedOutput.NONE, null).why();
    }

    @Test
    void eachStopIsNamedByItsLimitAndWhatTheSolutionWasDoing() {
        assertEquals(RunOutcome.TimedOut.Why.CPU_LIMIT, why(new Stop(Stop.Limit.CPU, 1_004_000_000L, true, false)));
        assertEquals(RunOutcome.TimedOut.Why.WAITING, why(new Stop(Stop.Limit.WALL, 400_000L, true, true)));
        assertEquals(RunOutcome.TimedOut.Why.MACHINE_BUSY, why(new Stop(Stop.Limit.WALL, 420_000_000L, true, false)));
        assertEquals(RunOutcome.TimedOut.Why.BEFORE_CALL, why(new Stop(Stop.Limit.LOADING_CPU, 1_004_000_000L, false,
                false)));
        assertEquals(RunOutcome.TimedOut.Why.WAITING, why(new Stop(Stop.Limit.WALL, 300_000L, false, true)),
                "a static initialiser that sleeps waits like a call that does");
        assertEquals(RunOutcome.TimedOut.Why.MACHINE_BUSY, why(new Stop(Stop.Limit.WALL, 900_000_000L, false, false)),
                "a class still loading at the busy machine's backstop was starved like a call that was");
    }

    @Test
    void theTimeIsTheJudgesWallTimeWithTheCpuTimeTheWorkerMeasured() {
        RunOutcome.TimedOut stopped = ResultFrames.stopped(new Stop(Stop.Limit.CPU, 1_004_000_000L, true, false),
                1_020_000_000L, CapturedOutput.NONE, null);

        assertEquals(new Timing(1020, 1004.0), stopped.timing());
        assertEquals("cpu", stopped.why().limit());
        assertEquals("wall", RunOutcome.TimedOut.Why.MACHINE_BUSY.limit());
        assertEquals("cpu", RunOutcome.TimedOut.Why.BEFORE_CALL.limit(), "the loading's CPU time, held to the limit too");
    }
}
