package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Sudoku package's own submissions through the real CLI: the verdict each must get, and the
 * message a learner reads for each way of going wrong.
 */
@EndToEnd
class SudokuEndToEndTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            accepted/MostConstrainedCell.java   | AC  | 0 |
            accepted/ConstraintPropagation.java | AC  | 0 |
            wrong_answer/IgnoresBoxes.java      | WA  | 1 | box 0 (rows 0-2, columns 0-2) holds
            wrong_answer/SolvesACopy.java       | WA  | 1 | row 0, column 2 is still '.': solveSudoku must fill the board it is given, in place
            wrong_answer/OverwritesGiven.java   | WA  | 1 | row 1, column 3 was given as 1 but is now 9: the givens must not change
            """)
    void submissionGetsItsVerdictAndTheMessageNamesThePlace(String submission, String verdict, int exit,
                                                           String message) throws IOException {
        CliResult run = Judgew.test(ROOT, "sudoku-solver", "--solution",
                ROOT.resolve("problems/sudoku-solver/submissions").resolve(submission).toString());

        JsonNode problem = run.problem("sudoku-solver");
        assertEquals(verdict, problem.get("verdict").asText(), run::toString);
        assertEquals(exit, run.exit(), run::toString);
        if (message != null) {
            JsonNode first = problem.get("tests").get(0);
            assertEquals("WA", first.get("verdict").asText(), run::toString);
            assertTrue(first.get("message").asText().contains(message), first::toString);
        } else {
            assertEquals(6, problem.get("passed").asInt(), run::toString);
            assertEquals(7, problem.get("challenge").get("passed").asInt(), "these solve the challenge tier too: " + run);
        }
    }

    /**
     * LeetCode accepts the textbook row-by-row backtracker, and so does the judge: the puzzles that
     * defeat it (17 givens, the grid built against it) are the challenge tier, scored apart. How
     * many of those it solves depends on the machine, except the grid built against it, which
     * needs about 69 million placements.
     */
    @Test
    void aPlainBacktrackerIsAcceptedAsOnLeetCodeWithTheChallengeTierScoredApart() throws IOException {
        CliResult run = Judgew.test(ROOT, "sudoku-solver", "--solution",
                ROOT.resolve("problems/sudoku-solver/submissions/accepted/PlainBacktracking.java").toString());

        JsonNode problem = run.problem("sudoku-solver");
        assertEquals("AC", problem.get("verdict").asText(), run::toString);
        assertEquals(0, run.exit(), run::toString);
        assertEquals(6, problem.get("passed").asInt(), run::toString);
        assertEquals(problem.get("maxPoints").asDouble(), problem.get("points").asDouble(), run::toString);
        JsonNode challenge = problem.get("challenge");
        assertEquals(7, challenge.get("total").asInt(), run::toString);
        assertEquals(7, challenge.get("judged").asInt(), run::toString);
        JsonNode antiBacktracking = problem.get("tests").get(12);
        assertEquals("13-against-backtracking", antiBacktracking.get("name").asText());
        assertEquals("TLE", antiBacktracking.get("verdict").asText(), run::toString);
        assertTrue(challenge.get("passed").asInt() < 7, run::toString);
        assertTrue(run.out().contains("  AC  accepted: 6/6 tests passed, "), run::toString);
        assertTrue(run.out().contains("; it does not change the verdict"), run::toString);
    }
}
