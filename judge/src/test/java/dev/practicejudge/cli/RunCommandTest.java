package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.FIXTURES;
import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Golden;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code judgew run}, in-process as a learner runs it, on a temporary copy of the shipped problems
 * with fixture solutions put where a learner's go: the output drawn, the check against the
 * accepted reference, each failure, and each way of getting the input wrong. What a run prints is
 * pinned whole in golden files under {@code golden/run/} where it does not depend on timing ({@link Golden}).
 */
class RunCommandTest {

    @TempDir
    Path root;

    @BeforeEach
    void copyProblems() throws IOException {
        TestRepository.copyCoreProblems(root);
    }

    @EndToEnd
    @Test
    void countsAndChecksAgainstTheAcceptedReference() throws IOException {
        TestRepository.solve(root, "n-queens-ii", FIXTURES.resolve("n-queens-ii/Accepted.java"));

        CliResult run = Judgew.run(root, "run", "n-queens-ii", "--input", "{\"n\": 6}");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        Golden.assertMatches("run/n-queens-ii-checked.txt", run.toString(), root);
        assertFalse(run.out().contains("\u001B["), "no colours when the output is not a terminal");
    }

    @EndToEnd
    @Test
    void drawsNQueensBoardsAsBoards() throws IOException {
        TestRepository.solve(root, "n-queens",
                root.resolve("problems/n-queens/submissions/accepted/Backtracking.java"));

        CliResult run = Judgew.run(root, "run", "n-queens", "--input", "{\"n\": 4}");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        Golden.assertMatches("run/n-queens-boards.txt", run.toString(), root);
    }

    @EndToEnd
    @Test
    void manyBoardsAreCutWithACountOfTheRest() throws IOException {
        TestRepository.solve(root, "n-queens",
                root.resolve("problems/n-queens/submissions/accepted/Backtracking.java"));

        CliResult run = Judgew.run(root, "run", "n-queens", "--input", "{\"n\": 8}");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        Golden.assertMatches("run/n-queens-boards-cut.txt", run.toString(), root);
    }

    @EndToEnd
    @Test
    void wrongBoardsAreNotCorrectWithTheCheckersReason() throws IOException {
        TestRepository.solve(root, "n-queens", FIXTURES.resolve("n-queens/WrongNoAntiDiagonal.java"));

        CliResult run = Judgew.run(root, "run", "n-queens", "--input", "{\"n\": 4}");

        assertEquals(ExitCodes.NOT_ACCEPTED, run.exit(), run::toString);
        // N-Queens' reference returns every board, the answer itself: it is shown.
        Golden.assertMatches("run/n-queens-wrong-boards.txt", run.toString(), root);
    }

    @EndToEnd
    @Test
    void drawsASudokuGridFromAnInputFileAndChecksIt() throws IOException {
        TestRepository.solve(root, "sudoku-solver",
                root.resolve("problems/sudoku-solver/submissions/accepted/MostConstrainedCell.java"));
        Path input = root.resolve("puzzle.json");
        Files.writeString(input, """
                {"board": [
                  ["5","3",".",".","7",".",".",".","."],
                  ["6",".",".","1","9","5",".",".","."],
                  [".","9","8",".",".",".",".","6","."],
                  ["8",".",".",".","6",".",".",".","3"],
                  ["4",".",".","8",".","3",".",".","1"],
                  ["7",".",".",".","2",".",".",".","6"],
                  [".","6",".",".",".",".","2","8","."],
                  [".",".",".","4","1","9",".",".","5"],
                  [".",".",".",".","8",".",".","7","9"]
                ]}
                """);

        CliResult run = Judgew.run(root, "run", "sudoku-solver", "--input-file", input.toString());

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("""
                  input     board =
                              5 3 . | . 7 . | . . .
                """), run::toString);
        assertTrue(run.out().contains("""
                  output    5 3 4 | 6 7 8 | 9 1 2
                            6 7 2 | 1 9 5 | 3 4 8
                            1 9 8 | 3 4 2 | 5 6 7
                            ------+-------+------
                            8 5 9 | 7 6 1 | 4 2 3
                            4 2 6 | 8 5 3 | 7 9 1
                            7 1 3 | 9 2 4 | 8 5 6
                            ------+-------+------
                            9 6 1 | 5 3 7 | 2 8 4
                            2 8 7 | 4 1 9 | 6 3 5
                            3 4 5 | 2 8 6 | 1 7 9
                """), run::toString);
        assertTrue(run.out().contains("correct (checked against accepted/ConstraintPropagation.java with the problem's "
                + "checker)"), run::toString);
    }

    @EndToEnd
    @Test
    void aTestFileCanBeTheInputFile() throws IOException {
        TestRepository.solve(root, "sudoku-solver",
                root.resolve("problems/sudoku-solver/submissions/accepted/MostConstrainedCell.java"));

        CliResult run = Judgew.run(root, "run", "sudoku-solver", "--input-file",
                root.resolve("problems/sudoku-solver/tests/01-leetcode-example.json").toString());

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("  output    5 3 4 | 6 7 8 | 9 1 2\n"), run::toString);
    }

    @EndToEnd
    @Test
    void withoutAnInputTheFirstTestsInputIsUsed() throws IOException {
        TestRepository.solve(root, "n-queens-ii", FIXTURES.resolve("n-queens-ii/Accepted.java"));

        CliResult run = Judgew.run(root, "run", "n-queens-ii");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        Golden.assertMatches("run/n-queens-ii-first-tests-input.txt", run.toString(), root);
    }

    @Test
    void anArgumentOfTheWrongTypeIsAUsageErrorNamingItAndItsType() throws IOException {
        TestRepository.solve(root, "n-queens-ii", FIXTURES.resolve("n-queens-ii/Accepted.java"));

        CliResult run = Judgew.run(root, "run", "n-queens-ii", "--input", "{\"n\": \"four\"}");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertEquals("", run.out(), run::toString);
        assertEquals("error: --input at line 1, column 7: argument \"n\" is not of type int: expected a whole number, "
                + "found the string \"four\"\n", run.err(), run::toString);
    }

    @Test
    void anUnknownOrMissingArgumentIsAUsageErrorNamingTheParameter() throws IOException {
        TestRepository.solve(root, "n-queens-ii", FIXTURES.resolve("n-queens-ii/Accepted.java"));

        CliResult unknown = Judgew.run(root, "run", "n-queens-ii", "--input", "{\"m\": 4}");
        CliResult missing = Judgew.run(root, "run", "n-queens-ii", "--input", "{}");
        CliResult extra = Judgew.run(root, "run", "n-queens-ii", "--input", "{\"n\": 4, \"k\": 2}");

        assertEquals(ExitCodes.ERROR, unknown.exit(), unknown::toString);
        assertEquals("error: --input at line 1, column 7: \"m\" is not a parameter of public int totalNQueens(int n) "
                + "(did you mean \"n\"?)\n", unknown.err(), unknown::toString);
        assertEquals(ExitCodes.ERROR, missing.exit(), missing::toString);
        assertEquals("error: --input: missing argument \"n\" (int) of public int totalNQueens(int n); write an object "
                + "such as {\"n\": 4}\n", missing.err(), missing::toString);
        assertEquals(ExitCodes.ERROR, extra.exit(), extra::toString);
        assertTrue(extra.err().contains("\"k\" is not a parameter of public int totalNQueens(int n)"), extra::toString);
    }

    @EndToEnd
    @Test
    void aLoneValueIsLeetCodesFormForAOneParameterMethod() throws IOException {
        TestRepository.solve(root, "n-queens-ii", FIXTURES.resolve("n-queens-ii/Accepted.java"));

        CliResult run = Judgew.run(root, "run", "n-queens-ii", "--input", "4");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("  input     n = 4\n  output    2\n"), run::toString);
    }

    @Test
    void malformedJsonIsAUsageErrorWithLineAndColumn() throws IOException {
        TestRepository.solve(root, "sudoku-solver",
                root.resolve("problems/sudoku-solver/submissions/accepted/MostConstrainedCell.java"));
        Path input = root.resolve("puzzle.json");
        Files.writeString(input, "{\"board\": [\n  [\"5\", \"3\"]\n  [\".\"]\n]}\n");

        CliResult inline = Judgew.run(root, "run", "sudoku-solver", "--input", "{\"board\": [[\"5\"]");
        CliResult file = Judgew.run(root, "run", "sudoku-solver", "--input-file", input.toString());

        assertEquals(ExitCodes.ERROR, inline.exit(), inline::toString);
        assertEquals("error: --input at line 1, column 1: `{\"board\": [[\"5\"]` is not complete: `]}` are missing\n",
                inline.err(), inline::toString);
        assertEquals(ExitCodes.ERROR, file.exit(), file::toString);
        assertEquals("error: puzzle.json:3:3: expected `,` or `]` after an element of a list, found `[`\n", file.err(),
                file::toString);
    }

    @Test
    void aBadCellOfABoardIsAUsageErrorAtItsLine() throws IOException {
        TestRepository.solve(root, "sudoku-solver",
                root.resolve("problems/sudoku-solver/submissions/accepted/MostConstrainedCell.java"));
        Path input = root.resolve("puzzle.json");
        Files.writeString(input, "{\n  \"board\": [\n    [\"5\", 3]\n  ]\n}\n");

        CliResult run = Judgew.run(root, "run", "sudoku-solver", "--input-file", input.toString());

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertEquals("error: puzzle.json:2:12: argument \"board\" is not of type char[][]: element [0][1]: expected a "
                + "one-character string, found the number 3\n", run.err(), run::toString);
    }

    @Test
    void bothInputOptionsAreAUsageError() throws IOException {
        TestRepository.solve(root, "n-queens-ii", FIXTURES.resolve("n-queens-ii/Accepted.java"));

        CliResult run = Judgew.run(root, "run", "n-queens-ii", "--input", "{\"n\": 4}", "--input-file", "x.json");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.err().contains("mutually exclusive"), run::toString);
    }

    @EndToEnd
    @Test
    void aSolutionThatNeverReturnsIsTimeLimitExceeded() throws IOException {
        TestRepository.solve(root, "n-queens-ii", FIXTURES.resolve("n-queens-ii/InfiniteLoopOnSix.java"));
        // A shorter limit keeps the test quick; the worker stops it as in `test`.
        Path spec = root.resolve("problems/n-queens-ii/problem.json");
        Files.writeString(spec, Files.readString(spec).replace("\"timeMs\": 1000", "\"timeMs\": 300"));

        CliResult run = Judgew.run(root, "run", "n-queens-ii", "--input", "{\"n\": 6}");

        assertEquals(ExitCodes.NOT_ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("\n  result    TLE  time limit exceeded: used more than its limit of 300 ms of "
                + "CPU time: stopped at "), run::toString);
        assertFalse(run.out().contains("  output"), run::toString);
        assertFalse(run.out().contains("correct"), "a solution that failed is not checked:\n" + run);
    }

    @EndToEnd
    @Test
    void aTimeLimitShowsWhatWasPrintedAndWhereTheSolutionWasStuck() throws IOException {
        // The shipped limit (1000 ms): the place is sampled as the worker asks to be stopped.
        TestRepository.solve(root, "n-queens-ii", FIXTURES.resolve("n-queens-ii/StuckInSearch.java"));

        CliResult run = Judgew.run(root, "run", "n-queens-ii", "--input", "n = 4");

        assertEquals(ExitCodes.NOT_ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("searching n=4"), run::toString);
        assertTrue(run.out().contains("TLE  time limit exceeded: used more than its limit of 1000 ms of CPU time"),
                run::toString);
        assertTrue(run.out().contains("stuck in `search` at Solution.java:"), run::toString);
        assertTrue(run.out().contains("called from `totalNQueens` at Solution.java:6"), run::toString);
    }

    @EndToEnd
    @Test
    void aRuntimeErrorShowsTheExceptionAndTheLearnersFrames() throws IOException {
        TestRepository.solve(root, "n-queens-ii", FIXTURES.resolve("n-queens-ii/ThrowsOnFive.java"));

        CliResult run = Judgew.run(root, "run", "n-queens-ii", "--input", "{\"n\": 5}");

        assertEquals(ExitCodes.NOT_ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("\n  result    RE  runtime error: java.lang.ArrayIndexOutOfBoundsException: "
                + "Index 5 out of bounds for length 5\n                at Solution.helper(Solution.java:9)\n"),
                run::toString);
    }

    @Test
    void aCompileErrorShowsTheCompilersReport() throws IOException {
        TestRepository.solve(root, "n-queens", FIXTURES.resolve("n-queens/SyntaxError.java"));

        CliResult run = Judgew.run(root, "run", "n-queens", "--input", "{\"n\": 4}");

        assertEquals(ExitCodes.NOT_ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("\n  result    CE  compile error\n            solutions/n-queens/Solution.java:5:54: "
                + "error: ';' expected\n"), run::toString);
        assertTrue(run.out().contains("\n            1 error\n"), run::toString);
    }

    @EndToEnd
    @Test
    void anInputTheReferenceFailsOnIsShownAsPossiblyOutsideTheConstraints() throws IOException {
        TestRepository.solve(root, "n-queens-ii", FIXTURES.resolve("n-queens-ii/Accepted.java"));

        CliResult run = Judgew.run(root, "run", "n-queens-ii", "--input", "{\"n\": 0}");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("\n  output    1\n"), run::toString);
        assertTrue(run.out().contains("not checked: the reference accepted/Backtracking.java failed on this input (RE, "
                + "runtime error: java.lang.NegativeArraySizeException: -1),\n            so the input may be outside "
                + "the problem's constraints (see problems/n-queens-ii/statement.md)"), run::toString);
    }

    @EndToEnd
    @Test
    void aProblemWithoutAnAcceptedReferenceIsRunButNotChecked() throws IOException {
        TestRepository.solve(root, "n-queens-ii", FIXTURES.resolve("n-queens-ii/Accepted.java"));
        deleteTree(root.resolve("problems/n-queens-ii/submissions/accepted"));

        CliResult run = Judgew.run(root, "run", "n-queens-ii", "--input", "{\"n\": 5}");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("\n  output    10\n"), run::toString);
        assertTrue(run.out().contains("\n  result    returned; not checked: the problem has no accepted reference "
                + "submission (under submissions/accepted/) to check against\n"), run::toString);
    }

    @EndToEnd
    @Test
    void aSolutionFileGivenOnTheCommandLineRunsInsteadOfTheLearners() {
        CliResult run = Judgew.run(root, "run", "n-queens", "--input", "{\"n\": 4}", "--solution",
                ROOT.resolve("problems/n-queens/submissions/accepted/Backtracking.java").toString());

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("  output    2 boards\n"), run::toString);
    }

    @Test
    void noSolutionYetIsAUsageErrorThatSaysHowToStartOne() {
        CliResult run = Judgew.run(root, "run", "n-queens", "--input", "{\"n\": 4}");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertEquals("error: no solution yet for n-queens: run ./judgew new n-queens\n", run.err(), run::toString);
    }

    @Test
    void anUnknownProblemIsAUsageErrorWithASuggestion() {
        CliResult run = Judgew.run(root, "run", "n-queen", "--input", "{\"n\": 4}");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.err().contains("unknown problem \"n-queen\" (did you mean \"n-queens\"?)"), run::toString);
    }

    @Test
    void helpShowsExamples() {
        CliResult run = Judgew.run(root, "run", "--help");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("./judgew run n-queens-ii --input '{\"n\": 6}'"), run::toString);
        assertTrue(run.out().contains("--input-file=FILE"), run::toString);
        assertTrue(run.out().contains("Exit status: 0"), run::toString);
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
