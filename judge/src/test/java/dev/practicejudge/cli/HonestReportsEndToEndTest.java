package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a report claims is what was measured (issue 14): a compile error shows no time, a test
 * stopped at the deadline reads as over the limit, and a partial run never claims the problem's
 * verdict or its points. Each test runs the real CLI on a copy of the repository.
 */
@EndToEnd
class HonestReportsEndToEndTest {

    @TempDir
    Path root;

    @BeforeEach
    void copyProblems() throws IOException {
        TestRepository.copyCoreProblems(root);
    }

    @Test
    void compileErrorShowsNoTimeAndNoTimingFootnote() throws IOException {
        TestRepository.solve(root, "n-queens", "n-queens/SyntaxError.java");

        CliResult run = Judgew.test(root, "n-queens");

        assertEquals(ExitCodes.NOT_ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("CE  compile error: no test ran (9 tests)"), run::toString);
        assertFalse(run.out().contains(" ms"), () -> "a compile error has no time to show:\n" + run);
        assertFalse(run.out().contains("tests passed"), run::toString);
    }

    @Test
    void testStoppedAtTheDeadlineReadsAsOverTheLimitNotAsAMeasuredTime() throws IOException {
        CliResult run = Judgew.fixture("n-queens-ii", "InfiniteLoopOnSix.java");

        String line = run.line("  06-");
        assertTrue(line.matches("\\s+06-\\S+\\s+TLE\\s+>1000 ms"), () -> "the time column of\n" + line + "\nin\n" + run);
        JsonNode test = run.problem("n-queens-ii").get("tests").get(5);
        assertTrue(test.get("stopped").asBoolean(), test::toString);
        assertEquals(1000, test.get("limitMs").asInt(), test::toString);
        assertTrue(test.get("timeMs").asDouble() > 1000, "timeMs keeps its meaning: the wall time until the stop");
        assertTrue(run.problem("n-queens-ii").get("tests").get(0).path("stopped").isMissingNode(),
                "a measured test carries no stop");
    }

    @Test
    void aTimeOutShowsTheInputButNoExpectedOutput() throws IOException {
        CliResult run = Judgew.fixture("n-queens-ii", "InfiniteLoopOnSix.java");

        // The TLE is the first failure, shown in full; the verdict's line follows it.
        String details = run.out().substring(run.out().indexOf(run.line("  06-")));
        details = details.substring(0, details.indexOf("\n  TLE  time limit exceeded: 5/9 tests passed"));
        assertTrue(details.contains("input     n = 6"), details);
        assertFalse(details.contains("expected"), () -> "nothing to compare a time-out with:\n" + run);
        assertEquals(4, run.problem("n-queens-ii").get("tests").get(5).get("expected").asInt(),
                "the JSON report keeps the test's expected output");
    }

    @Test
    void aTimeOutShowsNoExpectedOutputInTheHtmlAndJUnitReportsEither(@TempDir Path reports) throws IOException {
        Path html = reports.resolve("report.html");
        Path junit = reports.resolve("report.xml");

        CliResult run = Judgew.run(TestRepository.ROOT, "test", "n-queens-ii", "--solution",
                TestRepository.FIXTURES.resolve("n-queens-ii/InfiniteLoopOnSix.java").toString(),
                "--html", html.toString(), "--junit", junit.toString());

        assertEquals(ExitCodes.NOT_ACCEPTED, run.exit(), run::toString);
        String page = Files.readString(html);
        String timedOut = page.substring(page.indexOf("id=\"test-n-queens-ii-06-n6\""));
        timedOut = timedOut.substring(0, timedOut.indexOf("</details>"));
        assertTrue(timedOut.contains("input"), timedOut);
        assertFalse(timedOut.contains("<figcaption>expected</figcaption>"), timedOut);
        String xml = Files.readString(junit);
        String testCase = xml.substring(xml.indexOf("name=\"06-n6\""));
        testCase = testCase.substring(0, testCase.indexOf("</testcase>"));
        assertTrue(testCase.contains("input: n = 6"), testCase);
        assertFalse(testCase.contains("expected: "), testCase);
    }

    /** N-Queens II, right for every n but 9 (the ninth test). */
    private static final String FAILS_TEST_NINE = """
            class Solution {
                public int totalNQueens(int n) {
                    return n == 9 ? -1 : count(n, 0, new boolean[n], new boolean[2 * n], new boolean[2 * n]);
                }

                private int count(int n, int row, boolean[] cols, boolean[] d1, boolean[] d2) {
                    if (row == n) {
                        return 1;
                    }
                    int total = 0;
                    for (int c = 0; c < n; c++) {
                        if (!cols[c] && !d1[row + c] && !d2[row - c + n]) {
                            cols[c] = d1[row + c] = d2[row - c + n] = true;
                            total += count(n, row + 1, cols, d1, d2);
                            cols[c] = d1[row + c] = d2[row - c + n] = false;
                        }
                    }
                    return total;
                }
            }
            """;

    @Test
    void partialRunClaimsNeitherTheVerdictNorThePointsNorASolvedStatus() throws IOException {
        Files.writeString(TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java"), FAILS_TEST_NINE);
        Path summary = root.resolve("summary.md");
        Path junit = root.resolve("judge.xml");

        CliResult run = Judgew.run(Map.of("GITHUB_ACTIONS", "true", "GITHUB_STEP_SUMMARY", summary.toString()),
                root, "test", "n-queens-ii", "--only", "1-8", "--json", root.resolve("report.json").toString(),
                "--junit", junit.toString());

        // Scripts rely on 0 when every judged test passed; the words must not claim the verdict.
        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("  8/8 selected tests passed (partial run: 9 tests in all; "
                + "judge every test for the verdict), "), run::toString);
        assertFalse(run.out().contains("accepted"), run::toString);
        assertFalse(run.out().contains("Points 30/30"), run::toString);
        assertTrue(run.out().contains("Points not awarded: a partial run (--only, --fail-fast, debug, an interview's samples) earns none"), run::toString);
        assertTrue(run.output().contains("::notice title=Points::Points not awarded"), run.output());

        JsonNode report = new ObjectMapper().readTree(root.resolve("report.json").toFile());
        JsonNode problem = report.get("problems").get(0);
        assertTrue(problem.get("partial").asBoolean(), problem::toString);
        assertEquals(8, problem.get("passed").asInt());
        assertEquals(9, problem.get("total").asInt(), "total keeps its meaning: the problem's tests");
        assertEquals(8, problem.get("selected").asInt());
        assertEquals(0, problem.get("points").asDouble());
        assertTrue(report.get("partial").asBoolean());
        assertEquals(0, report.get("points").asDouble());

        String xml = Files.readString(junit);
        assertTrue(xml.contains("<property name=\"partial\" value=\"true\"/>"), xml);
        assertTrue(xml.contains("<property name=\"points\" value=\"0\"/>"), xml);
        String md = Files.readString(summary);
        assertTrue(md.contains("0 of 1 judged problems accepted, Points not awarded"), md);
        assertTrue(md.contains("| ➖ AC (partial run) | 8/8 judged of 9 |"), md);

        CliResult list = Judgew.run(root, "list");
        assertFalse(list.out().lines().anyMatch(l -> l.contains("n-queens-ii") && l.contains("solved")), list::toString);

        CliResult full = Judgew.run(root, "test", "n-queens-ii");
        assertEquals(ExitCodes.NOT_ACCEPTED, full.exit(), full::toString);
        assertTrue(full.out().contains("WA  wrong answer: 8/9 tests passed"), full::toString);
        assertTrue(full.out().contains("Points 0/30"), full::toString);
    }

    @Test
    void failFastThatStoppedEarlySaysSoAndAwardsNoPoints() throws IOException {
        CliResult run = Judgew.test(TestRepository.ROOT, "n-queens-ii", "--fail-fast", "--solution",
                TestRepository.FIXTURES.resolve("n-queens-ii/ThrowsOnFive.java").toString());

        assertEquals(ExitCodes.NOT_ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("RE  runtime error: 4/5 tests run passed (partial run: --fail-fast stopped "
                + "at the first failure; 9 tests in all)"), run::toString);
        assertTrue(run.out().contains("Points not awarded"), run::toString);
        assertTrue(run.problem("n-queens-ii").get("partial").asBoolean());
        assertEquals(9, run.problem("n-queens-ii").get("total").asInt());
    }
}
