package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
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
            wrong_answer/SolvesACopy.java               | WA | 1 | If you solved a copy, or assigned a new array to board: solveSudoku must fill the board it is given, in place, or the caller never sees it.
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
        // What the learner reads: accepted, with the tier's score beside it on the same line.
        String accepted = "sudoku-solver +AC +6/6 +[<\\d.]+ ms  challenge " + challenge.get("passed").asInt()
                + "/7 solved \\(first unsolved: \\d\\d-[a-z0-9-]+, [A-Z]{2,3}\\)";
        assertTrue(run.out().lines().anyMatch(line -> line.matches(accepted)), run::toString);
    }

    /** The three ways a board comes back as given, in the order the message gives them. */
    private static final List<String> AS_GIVEN = List.of(
            "A search that finds the solution must stop undoing once solved: if yours goes on putting '.' back after"
                    + " the board is full, make it return a boolean, return true when no cell is '.', and when a call"
                    + " returns true, return true at once, before putting '.' back.",
            "If it found no solution: this puzzle has a solution, so a rule in your search may reject a digit that does"
                    + " fit, most often the box test: the box of row r, column c is rows r/3*3 to r/3*3+2 and columns"
                    + " c/3*3 to c/3*3+2. To see which digit it turns away where, run this test's input with a print in"
                    + " your check: ./judgew run sudoku-solver --input-file problems/sudoku-solver/tests/",
            "If you solved a copy, or assigned a new array to board: solveSudoku must fill the board it is given, in"
                    + " place, or the caller never sees it.");

    @Test
    void aSearchThatRejectsDigitsThatFitIsToldEveryWayTheBoardComesBackAsGivenWithTheTestsFile() throws IOException {
        CliResult run = Judgew.test(ROOT, "sudoku-solver", "--solution",
                ROOT.resolve("problems/sudoku-solver/submissions/wrong_answer/BoxIndexWithoutTimesThree.java").toString());

        assertEquals(1, run.exit(), run::toString);
        assertEquals("WA", run.problem("sudoku-solver").get("verdict").asText(), run::toString);
        String message = run.problem("sudoku-solver").get("tests").get(0).get("message").asText();
        assertEquals(List.of("row 0, column 2 is still '.': the board your method left is the one it was given, none of"
                + " its 51 empty cells filled.", AS_GIVEN.get(0), AS_GIVEN.get(1) + "01-leetcode-example.json",
                AS_GIVEN.get(2)), message.lines().limit(4).toList());
        assertFalse(message.contains("TEST_NAME") || message.contains("{test-file}"), message);
    }

    /**
     * The search fills the board, prints that it did, then puts '.' back on its way out: the reason
     * says the board came back as given, leads with the undoing, and claims nothing about what the
     * search found (the learner's own output says it found a solution).
     */
    @Test
    void aSearchThatFillsTheBoardThenUndoesItIsToldToStopOnceSolved() throws IOException {
        CliResult run = Judgew.test(ROOT, "sudoku-solver", "--only", "03-medium-hidden-singles", "--solution",
                TestRepository.FIXTURES.resolve("sudoku-solver/FillsThenUndoes.java").toString());

        JsonNode test = run.problem("sudoku-solver").get("tests").get(0);
        assertEquals("WA", test.get("verdict").asText(), run::toString);
        assertEquals("found a solution!\n", test.get("stdout").asText(), run::toString);
        String message = test.get("message").asText();
        assertEquals(List.of("row 0, column 1 is still '.': the board your method left is the one it was given, none of"
                + " its 51 empty cells filled.", AS_GIVEN.get(0), AS_GIVEN.get(1) + "03-medium-hidden-singles.json",
                AS_GIVEN.get(2)), message.lines().limit(4).toList());
        assertFalse(message.contains("most likely"), message);
        assertTrue(run.out().contains("--input-file problems/sudoku-solver/tests/03-medium-hidden-singles.json\n"),
                run::toString);
    }

    @Test
    void runNamesTheFileItsInputCameFromWhereTheReasonNamesTheTest() throws IOException {
        CliResult run = Judgew.run(ROOT, "run", "sudoku-solver", "--solution",
                TestRepository.FIXTURES.resolve("sudoku-solver/FillsThenUndoes.java").toString());

        assertEquals(1, run.exit(), run::toString);
        assertTrue(run.out().contains("  result    not correct: row 0, column 2 is still '.': the board your method left"
                + " is the one it was given, none of its 51 empty cells filled.\n"), run::toString);
        assertTrue(run.out().contains(AS_GIVEN.get(1) + "01-leetcode-example.json\n"), run::toString);
    }
}
