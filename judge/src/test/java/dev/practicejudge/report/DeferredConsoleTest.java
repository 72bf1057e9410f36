package dev.practicejudge.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.present.Styles;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.Timing;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link DeferredConsole}: the console report, printed only when asked, byte for byte as the console prints it. */
class DeferredConsoleTest {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    @Test
    void nothingIsPrintedUntilAskedThenExactlyWhatTheConsolePrints() {
        StringWriter held = new StringWriter();
        DeferredConsole deferred = new DeferredConsole(new PrintWriter(held, true), Styles.plain());
        StringWriter direct = new StringWriter();
        ConsoleReporter console = new ConsoleReporter(new PrintWriter(direct, true), Styles.plain());

        play(deferred);
        play(console);

        assertEquals("", held.toString());
        deferred.print();
        assertEquals(direct.toString(), held.toString());
        assertTrue(held.toString().contains("04-n4"), held.toString());
    }

    @Test
    void whatWasPrintedMeanwhileComesFirst() {
        StringWriter written = new StringWriter();
        PrintWriter out = new PrintWriter(written, true);
        DeferredConsole deferred = new DeferredConsole(out, Styles.plain());

        play(deferred);
        out.println("Debugging n-queens-ii test 04-n4: attach a debugger to localhost:5005");
        deferred.print();

        assertTrue(written.toString().startsWith("Debugging n-queens-ii test 04-n4"), written.toString());
        assertTrue(written.toString().contains("WA"), written.toString());
    }

    private static void play(JudgeListener listener) {
        TestResult wrong = new TestResult("04-n4", Verdict.WA, new Timing(2.5, 2.0), "expected 2, got 3",
                JSON.objectNode().put("n", 4), JSON.numberNode(2), JSON.numberNode(3), CapturedOutput.NONE, null);
        ProblemResult result = new ProblemResult("n-queens-ii", "N-Queens II", "solutions/n-queens-ii/Solution.java",
                Verdict.WA, 9, List.of(wrong), null, List.of(), 0, 30, 1, true);
        listener.problemStarted("n-queens-ii", "N-Queens II", 1, "solutions/n-queens-ii/Solution.java");
        listener.testFinished("n-queens-ii", wrong);
        listener.problemFinished(result);
        listener.runFinished(new RunSummary(List.of(result), List.of()));
    }
}
