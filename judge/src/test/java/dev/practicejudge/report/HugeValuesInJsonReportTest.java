package dev.practicejudge.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.practicejudge.check.Feedback;
import dev.practicejudge.json.Json;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.Timing;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A wrong answer of megabytes (Combinations' 48,620 lists of 9, one of them wrong) keeps the JSON
 * report small: each huge value and text is cut to its first characters with the console's note,
 * and the test's {@code cut} names what was cut and how long it was; small ones stay as they were.
 */
class HugeValuesInJsonReportTest {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    @TempDir
    Path folder;

    private static ArrayNode combinations(int n, int k, boolean spoilLast) {
        ArrayNode all = NODES.arrayNode();
        int[] c = new int[k];
        for (int i = 0; i < k; i++) {
            c[i] = i + 1;
        }
        while (true) {
            ArrayNode one = all.addArray();
            for (int x : c) {
                one.add(x);
            }
            int i = k - 1;
            while (i >= 0 && c[i] == n - k + 1 + i) {
                i--;
            }
            if (i < 0) {
                break;
            }
            c[i]++;
            for (int j = i + 1; j < k; j++) {
                c[j] = c[j - 1] + 1;
            }
        }
        if (spoilLast) {
            ((ArrayNode) all.get(all.size() - 1)).set(0, NODES.numberNode(99));
        }
        return all;
    }

    @Test
    void aHugeWrongAnswerIsCutWithANoteAndTheReportStaysSmall() throws Exception {
        ArrayNode expected = combinations(18, 9, false);
        ArrayNode actual = combinations(18, 9, true);
        String printed = "x".repeat(60_000);
        TestResult wrong = new TestResult("14-n18-k9", Verdict.WA, new Timing(48.9, 40.1), "not the answer",
                NODES.objectNode().put("n", 18).put("k", 9), expected, actual,
                new CapturedOutput(printed, 0, "", 0), Feedback.of(expected, actual, Set.of(0, 1)));
        TestResult passed = new TestResult("01-n5-k2", Verdict.AC, new Timing(0.2, 0.1), null,
                NODES.objectNode().put("n", 5).put("k", 2), combinations(5, 2, false), combinations(5, 2, false),
                CapturedOutput.NONE, null);
        ProblemResult problem = new ProblemResult("combinations", "Combinations", "Solution.java", Verdict.WA, 2,
                List.of(passed, wrong), null, List.of(), 0, 20);
        Path file = folder.resolve("report.json");

        new JsonReporter(file).runFinished(new RunSummary(List.of(problem), List.of()));

        long size = Files.size(file);
        assertTrue(size < 100_000, "the report has " + size + " bytes");
        JsonNode report = Json.MAPPER.readTree(Files.readString(file, StandardCharsets.UTF_8));
        JsonNode test = report.at("/problems/0/tests/1");
        int compactLength = Json.compact(expected).length();
        assertTrue(compactLength > 1_000_000, "the answer is " + compactLength + " characters");

        // The values: the start of their compact JSON, then the console's note with what is left out.
        String cutExpected = test.get("expected").textValue();
        assertTrue(cutExpected.startsWith("[[1,2,3,4,5,6,7,8,9],[1,2,3,4,5,6,7,8,10],"), cutExpected.substring(0, 50));
        assertTrue(cutExpected.endsWith("... (" + (compactLength - JsonReporter.MAX_VALUE_CHARS) + " more characters)"),
                cutExpected.substring(cutExpected.length() - 60));
        assertTrue(test.get("actual").isTextual());
        assertEquals("x".repeat(JsonReporter.MAX_VALUE_CHARS) + "... (50000 more characters)",
                test.get("stdout").textValue());
        // What was cut, and how long it was; the small input is left as it was.
        assertEquals(Json.MAPPER.readTree("{\"n\":18,\"k\":9}"), test.get("input"));
        JsonNode cut = test.get("cut");
        assertEquals(compactLength, cut.at("/expected/chars").asLong());
        assertEquals(JsonReporter.MAX_VALUE_CHARS, cut.at("/expected/kept").asInt());
        assertEquals(true, cut.at("/expected/json").asBoolean());
        assertEquals(compactLength, cut.at("/actual/chars").asLong());
        assertEquals(60_000, cut.at("/stdout/chars").asLong());
        assertEquals(false, cut.at("/stdout/json").asBoolean());
        assertTrue(cut.has("diff") || test.get("diff").isNull() || test.get("diff").textValue().length()
                <= JsonReporter.MAX_VALUE_CHARS, "diff");
        assertEquals(false, cut.has("input"));
        // The contract's fields are all still there; a passing test has no values and no cut.
        for (String field : List.of("name", "verdict", "timeMs", "cpuMs", "message", "input", "expected", "expectedIs",
                "actual", "diff", "stdout", "stderr")) {
            assertTrue(test.has(field), field);
        }
        assertEquals(false, report.at("/problems/0/tests/0").has("cut"));
    }

    @Test
    void aSmallWrongAnswerIsWrittenAsItWasWithANullCut() {
        JsonNode expected = combinations(4, 2, false);
        JsonNode actual = combinations(4, 2, true);
        TestResult wrong = new TestResult("01", Verdict.WA, new Timing(0.2, 0.1), "not the answer",
                NODES.objectNode().put("n", 4).put("k", 2), expected, actual, CapturedOutput.NONE, null);
        ProblemResult problem = new ProblemResult("combinations", "Combinations", "Solution.java", Verdict.WA, 1,
                List.of(wrong), null, List.of(), 0, 20);

        JsonNode test = JsonReporter.toJson(new RunSummary(List.of(problem), List.of())).at("/problems/0/tests/0");

        assertEquals(expected, test.get("expected"));
        assertEquals(actual, test.get("actual"));
        assertTrue(test.get("cut").isNull());
    }
}
