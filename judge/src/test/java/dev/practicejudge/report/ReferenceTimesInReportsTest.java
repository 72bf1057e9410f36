package dev.practicejudge.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.ReferenceTimes;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.Timing;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * How the console and the JSON report show {@code test --vs-reference}'s times, fed the events a
 * run gives: the fastest reference's time beside each test's, in a column of its own, the summary
 * line and the notes under the verdict, and the JSON fields only when the run timed references.
 */
class ReferenceTimesInReportsTest {

    private static final List<TestResult> TESTS = List.of(ac("01-n1", 0.05), ac("08-n8", 4.5), ac("09-n9", 12.3));
    private static final ReferenceTimes TIMES = ReferenceTimes.of(TESTS,
            List.of(new ReferenceTimes.Run("accepted/Backtracking.java",
                            Map.of("01-n1", timing(0.02), "08-n8", timing(0.9), "09-n9", timing(2.0))),
                    new ReferenceTimes.Run("accepted/Bitmask.java", Map.of("08-n8", timing(0.3), "09-n9", timing(1.0)))),
            List.of("accepted/Bitmask.java got WA on 01-n1, a fault of the problem package"));
    private static final ProblemResult RESULT = new ProblemResult("n-queens-ii", "N-Queens II", "Solution.java",
            Verdict.AC, 3, TESTS, null, List.of(), 30, 30);

    @Test
    void theConsoleSetsTheFastestReferencesTimeBesideEachTestsInAColumnAndSumsItUpUnderTheVerdict() {
        String out = console(true);

        assertTrue(out.contains("\n  01-n1     AC       <0.1 ms  (ref <0.1 ms, accepted/Backtracking.java)\n"
                + "  08-n8     AC        4.5 ms  (ref  0.3 ms, accepted/Bitmask.java)\n"
                + "  09-n9     AC       12.3 ms  (ref  1.0 ms, accepted/Bitmask.java)\n"), out);
        // Against Bitmask on the two tests both passed: (4.5 + 12.3) / (0.3 + 1.0).
        assertTrue(out.contains("\n  vs reference  13x the fastest reference overall in CPU time (accepted/Bitmask.java; "
                + "16.8 ms against 1.3 ms on the 2 tests both passed); slowest against it on 08-n8 (15x)\n"
                + "                note: accepted/Bitmask.java got WA on 01-n1, a fault of the problem package\n"), out);
    }

    @Test
    void withoutTheReferencesTheConsoleIsAsItWas() {
        String out = console(false);

        assertTrue(out.contains("\n  09-n9     AC       12.3 ms\n"), out);
        assertFalse(out.contains("ref") || out.contains("vs reference"), out);
    }

    @Test
    void ratiosReadAsWholeTimesFromTenAndWithTwoDigitsUnderOne() {
        assertEquals("12x", ConsoleReporter.ratio(12.4));
        assertEquals("10x", ConsoleReporter.ratio(9.96));
        assertEquals("3.1x", ConsoleReporter.ratio(3.14));
        assertEquals("1.0x", ConsoleReporter.ratio(1));
        assertEquals("0.45x", ConsoleReporter.ratio(0.454));
    }

    @Test
    void theJsonReportAddsTheReferencesTimeToEachTestAndTheComparisonToTheProblemOnlyWhenTimed() {
        RunSummary summary = new RunSummary(List.of(RESULT), List.of());

        JsonNode timed = JsonReporter.toJson(summary, Map.of("n-queens-ii", TIMES)).get("problems").get(0);
        JsonNode plain = JsonReporter.toJson(summary).get("problems").get(0);

        JsonNode last = timed.get("tests").get(2);
        assertEquals(1.0, last.get("referenceTimeMs").asDouble());
        assertEquals(1.0, last.get("referenceCpuMs").asDouble());
        assertEquals("accepted/Bitmask.java", last.get("reference").asText());
        assertEquals(12.3, last.get("timeMs").asDouble(), "the learner's own time keeps its meaning");
        JsonNode versus = timed.get("versusReference");
        assertEquals("accepted/Bitmask.java", versus.get("reference").asText());
        assertEquals(12.923, versus.get("ratio").asDouble());
        assertEquals("08-n8", versus.get("slowestTest").asText());
        assertEquals(15.0, versus.get("slowestRatio").asDouble());
        assertEquals("cpu", versus.get("measure").asText());
        assertEquals(2, versus.get("tests").asInt());
        assertEquals(16.8, versus.get("learnerMs").asDouble());
        assertEquals(1.3, versus.get("referenceMs").asDouble());
        assertTrue(versus.get("why").isNull());
        assertEquals(1, versus.get("notes").size());
        assertFalse(plain.has("versusReference"), plain::toString);
        assertFalse(plain.get("tests").get(2).has("referenceTimeMs") || plain.get("tests").get(2).has("reference"),
                plain::toString);

        JsonNode none = JsonReporter.toJson(summary, Map.of()).get("problems").get(0);
        assertTrue(none.get("versusReference").isNull(), "timed, but no reference ran for it: " + none);
        assertTrue(none.get("tests").get(0).get("referenceTimeMs").isNull(), none::toString);
    }

    private static String console(boolean withReferences) {
        StringWriter out = new StringWriter();
        ConsoleReporter console = new ConsoleReporter(new PrintWriter(out));
        console.problemStarted("n-queens-ii", "N-Queens II", 3, "Solution.java");
        console.testsPlanned("n-queens-ii", TESTS.stream().map(TestResult::name).toList());
        if (withReferences) {
            console.referenceTimes("n-queens-ii", TIMES);
        }
        TESTS.forEach(t -> console.testFinished("n-queens-ii", t));
        console.problemFinished(RESULT);
        console.runFinished(new RunSummary(List.of(RESULT), List.of()));
        return out.toString();
    }

    private static Timing timing(double ms) {
        return new Timing(ms, ms);
    }

    private static TestResult ac(String name, double ms) {
        return new TestResult(name, Verdict.AC, timing(ms), null, JsonNodeFactory.instance.objectNode().put("n", 4),
                IntNode.valueOf(2), IntNode.valueOf(2), CapturedOutput.NONE, null);
    }
}
