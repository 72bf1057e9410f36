package dev.practicejudge.classroom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.Timing;
import dev.practicejudge.testing.ClassroomReporter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The grader result of runs too large to show in full, and the times' format. */
class GraderResultTest {

    /**
     * Twenty-five problems of thirteen tests, each failing with a long message: in full about twice
     * what an environment variable may hold, so entries are shortened, but every problem keeps its
     * first failure's message and command, and the scores still add up.
     */
    @Test
    void aResultTooLongForTheReportersEnvironmentKeepsEachProblemsFirstFailure() {
        List<ProblemResult> results = new ArrayList<>();
        for (int p = 0; p < 25; p++) {
            List<TestResult> tests = new ArrayList<>();
            for (int t = 0; t < 13; t++) {
                Verdict verdict = t < 3 ? Verdict.AC : Verdict.WA;
                tests.add(new TestResult(String.format("%02d-a-test-with-a-long-descriptive-name", t + 1), verdict,
                        new Timing(1.25, null), verdict == Verdict.AC ? null : "expected " + "x".repeat(400) + ", got y",
                        JsonNodeFactory.instance.objectNode(), JsonNodeFactory.instance.nullNode(), null,
                        CapturedOutput.NONE, null));
            }
            String id = "letter-combinations-of-a-phone-number-" + p;
            results.add(new ProblemResult(id, id, "solutions/" + id + "/Solution.java", Verdict.WA, 13, tests, null,
                    List.of(), 30 * 3 / 13.0, 30, 13, false));
        }
        RunSummary summary = new RunSummary(results, List.of());

        String full = GraderResult.encode(GraderResult.json(summary));
        String encoded = GraderResult.encoded(summary);

        assertTrue(full.length() > GraderResult.MAX_ENCODED_CHARS, "the case must need shortening: " + full.length());
        assertTrue(encoded.length() <= GraderResult.MAX_ENCODED_CHARS, "length " + encoded.length());
        JsonNode result = ClassroomReporter.decode(encoded);
        assertEquals(25 * 13, result.get("tests").size());
        JsonNode firstFailure = result.get("tests").get(3);
        assertEquals("WA: expected " + "x".repeat(64) + "...", firstFailure.get("message").asText());
        assertTrue(firstFailure.get("test_code").asText().endsWith("--only 04-a-test-with-a-long-descriptive-name"),
                firstFailure.toString());
        assertEquals(List.of("::notice title=Autograding complete::Points " + RunSummary.number(summary.points()) + "/750",
                "::notice title=Autograding report::{\"totalPoints\":" + RunSummary.number(summary.points())
                        + ",\"maxPoints\":750}"),
                ClassroomReporter.notices(List.of(new ClassroomReporter.Runner("judge", result))));
    }

    @Test
    void timesAreSecondsAsTheIoGraderWritesThem() {
        assertEquals("0.0017s", GraderResult.seconds(0.00173));
        assertEquals("1.5s", GraderResult.seconds(1.5));
        assertEquals("0s", GraderResult.seconds(0.00001));
    }
}
