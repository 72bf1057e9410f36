package dev.practicejudge.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.practicejudge.protocol.Frame.Result.Recursion;
import dev.practicejudge.protocol.Frame.Result.Recursion.Call;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The frame analysis behind a stack overflow's message: which calls repeat, from which lines, how deep. */
class RecursionCycleTest {

    private static StackTraceElement own(String method, int line) {
        return new StackTraceElement("Solution", method, "Solution.java", line);
    }

    private static StackTraceElement jdk(String method) {
        return new StackTraceElement("java.lang.Thread", method, "Thread.java", 840);
    }

    /** {@code times} rounds of {@code cycle}, innermost frame first as a trace lists them. */
    private static List<StackTraceElement> rounds(int times, StackTraceElement... cycle) {
        List<StackTraceElement> frames = new ArrayList<>();
        for (int i = 0; i < times; i++) {
            frames.addAll(List.of(cycle));
        }
        return frames;
    }

    private static Recursion of(List<StackTraceElement> trace) {
        return RecursionCycle.of(trace.toArray(StackTraceElement[]::new), "Solution"::equals);
    }

    @Test
    void aMethodCallingItselfIsOneCallWithItsLineAndATraceCutShortGivesALowerBound() {
        Recursion found = of(rounds(1024, own("dfs", 12)));

        assertEquals(new Recursion(List.of(new Call("dfs", "Solution.java", List.of(12))), 1024, true), found);
    }

    @Test
    void twoMethodsCallingEachOtherAreOneCycleInCallingOrder() {
        // even (line 7) calls odd, odd (line 11) calls even; the trace lists the innermost first.
        Recursion found = of(rounds(512, own("odd", 11), own("even", 7)));

        assertEquals(new Recursion(List.of(new Call("even", "Solution.java", List.of(7)),
                new Call("odd", "Solution.java", List.of(11))), 1024, true), found);
    }

    @Test
    void aSearchRecursingFromSeveralLinesIsStillOneMethodWithEachLine() {
        List<StackTraceElement> trace = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            trace.addAll(List.of(own("dfs", 14), own("dfs", 14), own("dfs", 13), own("dfs", 15), own("dfs", 14)));
        }
        trace.addAll(rounds(24, own("dfs", 13)));

        assertEquals(new Recursion(List.of(new Call("dfs", "Solution.java", List.of(13, 14, 15))), 1024, true),
                of(trace));
    }

    @Test
    void anOverflowInAHelperStillNamesTheRecursionBelowIt() {
        List<StackTraceElement> trace = new ArrayList<>(List.of(jdk("getStackTrace"), own("fits", 30)));
        trace.addAll(rounds(1022, own("solve", 20)));

        assertEquals(new Recursion(List.of(new Call("solve", "Solution.java", List.of(20))), 1022, true), of(trace));
    }

    @Test
    void aWholeTraceCountsExactlyAndStartsTheCycleWithTheFirstCallMade() {
        // The outermost frames are the way in (the judge's own, then the solution's entry point):
        // the trace is whole, and the cycle's outermost frame is b's, so b is the first call.
        List<StackTraceElement> trace = new ArrayList<>(rounds(10, own("a", 9), own("b", 3)));
        trace.addAll(List.of(own("start", 1), jdk("run")));

        assertEquals(new Recursion(List.of(new Call("b", "Solution.java", List.of(3)),
                new Call("a", "Solution.java", List.of(9))), 20, false), of(trace));
    }

    @Test
    void framesWithNoRepeatingCycleNameNone() {
        assertNull(of(List.of(own("a", 1), own("b", 2), own("c", 3), own("d", 4), jdk("run"))));
        assertNull(of(List.of(jdk("run"))));
    }
}
