package dev.practicejudge.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.Timing;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The rule of {@code test --vs-reference} ({@link ReferenceTimes#of}): the fastest reference per
 * test, the overall ratio as a ratio of sums over the tests both passed, the reference it names,
 * the slowest test against it, and no ratio from times under the clock's resolution.
 */
class ReferenceTimesTest {

    private static final double DELTA = 1e-9;

    @Test
    void eachTestShowsTheFastestReferenceThatPassedItAndWhichOneThatIs() {
        ReferenceTimes times = ReferenceTimes.of(List.of(ac("a", 2), ac("b", 3), wa("c", 1)),
                List.of(run("accepted/Slow.java", Map.of("a", 1.0, "b", 0.5, "c", 0.4)),
                        run("accepted/Fast.java", Map.of("a", 0.2, "b", 0.9))),
                List.of());

        assertEquals(time("accepted/Fast.java", 0.2), times.fastest().get("a"));
        assertEquals(time("accepted/Slow.java", 0.5), times.fastest().get("b"));
        // The learner's failed test still shows how long the reference took on it.
        assertEquals(time("accepted/Slow.java", 0.4), times.fastest().get("c"));
        assertEquals(List.of("a", "b", "c"), List.copyOf(times.fastest().keySet()), "in the order the tests ran");
        assertEquals(List.of("accepted/Slow.java", "accepted/Fast.java"), times.references());
    }

    @Test
    void theOverallRatioIsTheSumOfTheLearnersTimesOverTheReferencesOnTheTestsBothPassed() {
        ReferenceTimes times = ReferenceTimes.of(List.of(ac("a", 4), ac("b", 8), wa("c", 100), ac("d", 50)),
                List.of(run("accepted/Only.java", Map.of("a", 1.0, "b", 2.0, "c", 1.0))), List.of());

        ReferenceTimes.Overall.Ratio ratio = assertInstanceOf(ReferenceTimes.Overall.Ratio.class, times.overall());
        // c is the learner's WA and d the reference never passed: only a and b count.
        assertEquals(2, ratio.tests());
        assertEquals(12, ratio.learnerMs(), DELTA);
        assertEquals(3, ratio.referenceMs(), DELTA);
        assertEquals(4, ratio.ratio(), DELTA);
        assertEquals("accepted/Only.java", ratio.reference());
    }

    @Test
    void theReferenceNamedIsTheFastestOverallAndTheSlowestTestIsAgainstIt() {
        ReferenceTimes times = ReferenceTimes.of(List.of(ac("a", 1), ac("b", 10), ac("c", 2)),
                List.of(run("accepted/Backtracking.java", Map.of("a", 1.0, "b", 5.0, "c", 2.0)),
                        run("accepted/Bitmask.java", Map.of("a", 0.5, "b", 1.0, "c", 1.0))),
                List.of());

        ReferenceTimes.Overall.Ratio ratio = assertInstanceOf(ReferenceTimes.Overall.Ratio.class, times.overall());
        assertEquals("accepted/Bitmask.java", ratio.reference());
        assertEquals(13 / 2.5, ratio.ratio(), DELTA);
        assertEquals(new ReferenceTimes.Slowest("b", 10), ratio.slowest().orElseThrow());
    }

    @Test
    void aTestUnderTheClocksResolutionOnEitherSideIsNeverTheSlowest() {
        double under = Timing.USEFUL_RESOLUTION_MS / 2;
        ReferenceTimes times = ReferenceTimes.of(List.of(ac("tiny-ref", 1), ac("tiny-mine", under), ac("real", 2)),
                List.of(run("accepted/R.java", Map.of("tiny-ref", 0.001, "tiny-mine", 0.5, "real", 1.0))), List.of());

        ReferenceTimes.Overall.Ratio ratio = assertInstanceOf(ReferenceTimes.Overall.Ratio.class, times.overall());
        // 1 / 0.001 would be 1000x: noise, not a measurement.
        assertEquals(new ReferenceTimes.Slowest("real", 2), ratio.slowest().orElseThrow());
    }

    @Test
    void noTestTimedOnBothSidesNamesNoSlowestTest() {
        ReferenceTimes times = ReferenceTimes.of(List.of(ac("a", 0.05), ac("b", 0.2)),
                List.of(run("accepted/R.java", Map.of("a", 0.2, "b", 0.05))), List.of());

        ReferenceTimes.Overall.Ratio ratio = assertInstanceOf(ReferenceTimes.Overall.Ratio.class, times.overall());
        assertTrue(ratio.slowest().isEmpty(), ratio::toString);
    }

    @Test
    void sumsUnderTheClocksResolutionGiveNoRatio() {
        ReferenceTimes times = ReferenceTimes.of(List.of(ac("a", 5)),
                List.of(run("accepted/R.java", Map.of("a", 0.02))), List.of());

        ReferenceTimes.Overall.UnderResolution under = assertInstanceOf(ReferenceTimes.Overall.UnderResolution.class,
                times.overall());
        assertEquals("accepted/R.java", under.reference());
        assertEquals(5, under.learnerMs(), DELTA);
    }

    @Test
    void withoutATestBothPassedThereIsNothingToCompareAndTheNotesAreKept() {
        ReferenceTimes learnerFailed = ReferenceTimes.of(List.of(wa("a", 1)),
                List.of(run("accepted/R.java", Map.of("a", 1.0))), List.of());
        ReferenceTimes noneRan = ReferenceTimes.of(List.of(ac("a", 1)), List.of(),
                List.of("accepted/R.java does not compile"));

        assertInstanceOf(ReferenceTimes.Overall.NotCompared.class, learnerFailed.overall());
        assertEquals(new ReferenceTimes.Overall.NotCompared("no reference ran"), noneRan.overall());
        assertEquals(List.of("accepted/R.java does not compile"), noneRan.notes());
        assertNull(noneRan.fastest().get("a"));
    }

    @Test
    void theOverallComparisonAndEachTestsFastestReferenceAreInCpuTime() {
        TestResult mine = result("a", Verdict.AC, new Timing(30, 10.0));
        ReferenceTimes times = ReferenceTimes.of(List.of(mine), List.of(
                new ReferenceTimes.Run("accepted/Busy.java", Map.of("a", new Timing(4, 4.0))),
                new ReferenceTimes.Run("accepted/Quiet.java", Map.of("a", new Timing(3, 5.0)))), List.of());

        assertEquals("accepted/Busy.java", times.fastest().get("a").reference(), "by CPU time, as the test's time is");
        ReferenceTimes.Overall.Ratio ratio = assertInstanceOf(ReferenceTimes.Overall.Ratio.class, times.overall());
        assertEquals(ReferenceTimes.Measure.CPU, ratio.measure());
        assertEquals("accepted/Busy.java", ratio.reference(), "the fastest in CPU time");
        assertEquals(2.5, ratio.ratio(), DELTA);
    }

    @Test
    void withoutACpuTimeForEveryTestComparedTheComparisonIsInWallTime() {
        TestResult mine = result("a", Verdict.AC, new Timing(30, null));
        ReferenceTimes times = ReferenceTimes.of(List.of(mine),
                List.of(new ReferenceTimes.Run("accepted/R.java", Map.of("a", new Timing(6, 5.0)))), List.of());

        ReferenceTimes.Overall.Ratio ratio = assertInstanceOf(ReferenceTimes.Overall.Ratio.class, times.overall());
        assertEquals(ReferenceTimes.Measure.WALL, ratio.measure());
        assertEquals(5, ratio.ratio(), DELTA);
    }

    /** A reference's run whose wall and CPU times are equal. */
    private static ReferenceTimes.Run run(String name, Map<String, Double> passedMs) {
        Map<String, Timing> passed = new HashMap<>();
        passedMs.forEach((test, ms) -> passed.put(test, new Timing(ms, ms)));
        return new ReferenceTimes.Run(name, passed);
    }

    private static ReferenceTimes.TestTime time(String reference, double ms) {
        return new ReferenceTimes.TestTime(reference, new Timing(ms, ms));
    }

    private static TestResult ac(String name, double ms) {
        return result(name, Verdict.AC, ms);
    }

    private static TestResult wa(String name, double ms) {
        return result(name, Verdict.WA, ms);
    }

    private static TestResult result(String name, Verdict verdict, double ms) {
        return result(name, verdict, new Timing(ms, ms));
    }

    private static TestResult result(String name, Verdict verdict, Timing timing) {
        return new TestResult(name, verdict, timing, verdict == Verdict.AC ? null : "wrong",
                JsonNodeFactory.instance.objectNode().put("n", 4), IntNode.valueOf(2), IntNode.valueOf(2),
                CapturedOutput.NONE, null);
    }
}
