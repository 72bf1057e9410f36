package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Path;
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
}
