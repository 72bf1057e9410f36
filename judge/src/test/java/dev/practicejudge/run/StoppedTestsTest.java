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
        assertEquals(RunOutcome.TimedOut.Why.BEFORE_CALL, why(new Stop(Stop.Limit.WALL, 3_990_000_000L, false, false)));
    }

    @Test
    void theTimeIsTheJudgesWallTimeWithTheCpuTimeTheWorkerMeasured() {
        RunOutcome.TimedOut stopped = ResultFrames.stopped(new Stop(Stop.Limit.CPU, 1_004_000_000L, true, false),
                1_020_000_000L, CapturedOutput.NONE, null);

        assertEquals(new Timing(1020, 1004.0), stopped.timing());
        assertEquals("cpu", stopped.why().limit());
        assertEquals("wall", RunOutcome.TimedOut.Why.MACHINE_BUSY.limit());
    }
}
