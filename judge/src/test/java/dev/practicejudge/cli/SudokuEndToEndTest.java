package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import java.io.IOException;
import java.util.List;
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
            accepted/MostConstrainedCell.java           | AC | 0 |
            accepted/ConstraintPropagation.java         | AC | 0 |
            wrong_answer/IgnoresBoxes.java              | WA | 1 | box 0 (rows 0-2, columns 0-2) holds
            wrong_answer/SolvesACopy.java               | WA | 1 | If you solved a copy, or assigned a new array to board, that is why: solveSudoku must fill the board it is given, in place
            wrong_answer/OverwritesGiven.java           | WA | 1 | row 1, column 3 was given as 1 but is now 9: the givens must not change
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
        assertEquals(6, problem.get("tests").size(), "only the required tests decide the verdict: " + run);
        JsonNode antiBacktracking = challenge.get("tests").get(6);
        assertEquals("13-against-backtracking", antiBacktracking.get("name").asText());
        assertEquals("TLE", antiBacktracking.get("verdict").asText(), run::toString);
        assertTrue(challenge.get("passed").asInt() < 7, run::toString);
        assertTrue(run.out().contains("  AC  accepted: 6/6 tests passed, "), run::toString);
        assertTrue(run.out().contains("; it does not change the verdict"), run::toString);
    }

    @Test
    void aSearchThatRejectsDigitsThatFitIsToldThatFirstAndACopySecond() throws IOException {
        CliResult run = Judgew.test(ROOT, "sudoku-solver", "--solution",
                ROOT.resolve("problems/sudoku-solver/submissions/wrong_answer/BoxIndexWithoutTimesThree.java").toString());

        assertEquals(1, run.exit(), run::toString);
        assertEquals("WA", run.problem("sudoku-solver").get("verdict").asText(), run::toString);
        String message = run.problem("sudoku-solver").get("tests").get(0).get("message").asText();
        List<String> lines = message.lines().toList();
        assertEquals("row 0, column 2 is still '.': the board came back exactly as given, none of its 51 empty cells"
                + " filled; most likely your search found no solution and undid every placement.", lines.get(0));
        assertTrue(lines.get(1).startsWith("This puzzle has a solution, so a rule in your search may reject a digit"
                + " that does fit, most often the box test: the box of row r, column c is rows r/3*3 to r/3*3+2 and"
                + " columns c/3*3 to c/3*3+2."), message);
        assertTrue(lines.get(1).contains("./judgew run sudoku-solver --input-file"), message);
        assertTrue(lines.get(2).startsWith("The judge cannot see how the board came back unchanged. If your search"
                + " found the solution but went on and undid it, return as soon as no cell is '.'. If you solved a"
                + " copy, or assigned a new array to board, that is why"), message);
        assertFalse(message.contains("the caller never saw it"), "the old message sent learners the wrong way: " + message);
    }
}
