package dev.practicejudge.session;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.Timing;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Debugged}: whether debug's one test has a verdict, and whether its time is shown. */
class DebuggedTest {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    @Test
    void aWorkerThatDiedAfterTheDebuggerLeftLeavesNoVerdict() {
        assertTrue(debugged(Verdict.RE, true).stoppedWhenTheDebuggerLeft());
        assertTrue(debugged(Verdict.JE, true).stoppedWhenTheDebuggerLeft());
    }

    @Test
    void aVerdictThatCameWhileTheDebuggerStayedOrThatIsNoCrashStands() {
        assertFalse(debugged(Verdict.RE, false).stoppedWhenTheDebuggerLeft());
        assertFalse(debugged(Verdict.WA, true).stoppedWhenTheDebuggerLeft());
        assertFalse(debugged(Verdict.AC, true).stoppedWhenTheDebuggerLeft());
    }

    @Test
    void aTestThatRanHasItsTimeNotedButACompileErrorOrNoTestDoesNot() {
        assertTrue(debugged(Verdict.WA, false).ran());
        assertFalse(debugged(Verdict.CE, false).ran());
        Judged none = new Judged(List.of(new ProblemResult("n-queens", "N-Queens", "Solution.java", Verdict.CE, 9,
                List.of(), "does not compile", List.of(), 0, 30)), true);
        assertFalse(new Debugged(none, true).ran());
        assertFalse(new Debugged(none, true).stoppedWhenTheDebuggerLeft());
    }

    @Test
    void theRunIsKeptForItsExitStatus() {
        Judged judged = judged(Verdict.AC);

        assertSame(judged, new Debugged(judged, false).judged());
    }

    private static Debugged debugged(Verdict verdict, boolean debuggerLeftFirst) {
        return new Debugged(judged(verdict), debuggerLeftFirst);
    }

    private static Judged judged(Verdict verdict) {
        TestResult test = new TestResult("04-n4", verdict, new Timing(1.0, 1.0), null, JSON.objectNode().put("n", 4),
                JSON.numberNode(2), JSON.numberNode(2), CapturedOutput.NONE, null);
        return new Judged(List.of(new ProblemResult("n-queens-ii", "N-Queens II", "Solution.java", verdict, 9,
                List.of(test), null, List.of(), 0, 30)), true);
    }
}
