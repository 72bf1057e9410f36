package dev.practicejudge.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.check.Feedback;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.ComparisonSpec;
import dev.practicejudge.problem.ExpectedOutput;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.Timing;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What a wrong answer carries besides the reason, decided by what the stored expected output is:
 * against the answer, both outputs and a diff; against one valid answer of many, the learner's
 * output alone, and reports do not show the stored one as "expected".
 */
class WrongAnswerFeedbackTest {

    private static final ComparisonSpec ONE_OF_MANY = new ComparisonSpec(ComparisonSpec.CHECKER, Set.of(),
            ComparisonSpec.DEFAULT_TOLERANCE, ComparisonSpec.DEFAULT_TOLERANCE, Optional.of("checker/C.java"),
            ExpectedOutput.ONE_VALID_ANSWER);
    private static final ComparisonSpec THE_ANSWER = new ComparisonSpec(ComparisonSpec.CHECKER, Set.of(0),
            ComparisonSpec.DEFAULT_TOLERANCE, ComparisonSpec.DEFAULT_TOLERANCE, Optional.of("checker/C.java"),
            ExpectedOutput.THE_ANSWER);

    @Test
    void aWrongColouringIsShownAloneWithoutADiffAgainstTheStoredColouring() {
        Feedback feedback = Judge.feedback(ONE_OF_MANY, json("[1,2,1,2]"), json("[1,1,1,1]"));

        assertNull(feedback.expected(), "the stored colouring is not rendered as the expected output");
        assertNull(feedback.diff(), "no diff against one arbitrary valid colouring");
        assertEquals("[1,1,1,1]", feedback.actual());
    }

    @Test
    void aWrongNQueensAnswerIsStillDiffedAgainstTheCompleteSetOfBoards() {
        Feedback feedback = Judge.feedback(THE_ANSWER, json("[[\"Q\"], [\"A\"]]"), json("[[\"Q\"]]"));

        assertNotNull(feedback.expected());
        assertNotNull(feedback.diff());
        assertTrue(feedback.diff().contains("-[\"A\"]"), feedback.diff());
    }

    @Test
    void anExactComparisonIsAlwaysAgainstTheAnswer() {
        Feedback feedback = Judge.feedback(ComparisonSpec.exact(), json("[1,2]"), json("[2,1]"));

        assertNotNull(feedback.expected());
        assertNotNull(feedback.diff());
    }

    @Test
    void reportsNeverShowOneValidAnswerOfManyAsTheExpectedOutputWhateverTheVerdict() {
        for (Verdict verdict : Verdict.values()) {
            assertFalse(result(verdict, ExpectedOutput.ONE_VALID_ANSWER).showsExpected(), verdict.name());
        }
    }

    @Test
    void reportsShowTheAnswerAsTheExpectedOutputUnlessTheTestRanOutOfTimeOrMemory() {
        assertTrue(result(Verdict.WA, ExpectedOutput.THE_ANSWER).showsExpected());
        assertTrue(result(Verdict.RE, ExpectedOutput.THE_ANSWER).showsExpected());
        assertFalse(result(Verdict.TLE, ExpectedOutput.THE_ANSWER).showsExpected());
        assertFalse(result(Verdict.MLE, ExpectedOutput.THE_ANSWER).showsExpected());
    }

    @Test
    void aResultMadeWithTheOlderConstructorsIsAgainstTheAnswer() {
        TestResult result = new TestResult("01", Verdict.WA, new Timing(1, 1.0), "wrong", json("{}"), json("1"),
                json("2"), CapturedOutput.NONE, null);

        assertEquals(ExpectedOutput.THE_ANSWER, result.expectedIs());
    }

    private static TestResult result(Verdict verdict, ExpectedOutput expectedIs) {
        return new TestResult("01", verdict, new Timing(1, 1.0), "why", json("{\"n\": 1}"), json("[1]"), json("[2]"),
                CapturedOutput.NONE, null, null, expectedIs);
    }

    private static JsonNode json(String text) {
        try {
            return Json.MAPPER.readTree(text);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
