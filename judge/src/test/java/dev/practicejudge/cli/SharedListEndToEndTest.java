package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.FIXTURES;
import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The most common backtracking bug, {@code result.add(path)} without a copy, is told as what it
 * is, with the fix, in the console and in the JSON report's message (issue 35): real runs of the
 * CLI on path-sum-ii and subsets (compared in any order), n-queens (a checker) and a level-order
 * traversal (compared exactly). The verdict stays WA and the comparison's detail follows.
 */
@EndToEnd
class SharedListEndToEndTest {

    private static final String FIX = "add a copy instead: `result.add(new ArrayList<>(path))`";

    @Test
    void pathSumIisSharedPathIsNamedBeforeTheMissingAndUnexpectedLists() throws IOException {
        CliResult run = judge("path-sum-ii", ROOT.resolve("problems/path-sum-ii/submissions/wrong_answer/AddsTheSameList.java"),
                "01-two-paths");

        String message = message(run);
        assertTrue(message.startsWith("your answer holds the same list object 2 times (at 1 and 2, counted from 1): the"
                + " list you build answers in (such as `path`), added itself rather than a copy, then changed afterwards,"
                + " so every place it was added shows what it holds at the end: `[]`\n" + FIX + "\n"
                + "expected 2 elements in any order, got 2: 2 missing, 2 unexpected"), message);
        assertTrue(message.contains("[] twice: at 1 and 2"), "the comparison's detail follows: " + message);
        assertTrue(run.out().contains("why       your answer holds the same list object 2 times (at 1 and 2, counted"
                + " from 1)"), run.out());
        assertTrue(run.out().lines().anyMatch(line -> line.strip().equals(FIX)), "the fix on a line of its own: "
                + run.out());
    }

    @Test
    void subsetsSharedListIsNamedWithHowManyTimes() throws IOException {
        CliResult run = judge("subsets", ROOT.resolve("problems/subsets/submissions/wrong_answer/AddsTheSameList.java"),
                "01-three");

        String message = message(run);
        assertTrue(message.startsWith("your answer holds the same list object 8 times (at 1, 2, 3, 4, 5 and 3 more,"
                + " counted from 1)"), message);
        assertTrue(message.contains(FIX + "\nexpected 8 elements in any order, got 8: 7 missing, 7 repeated"), message);
        assertTrue(run.out().contains("why       your answer holds the same list object 8 times"), run.out());
        assertTrue(run.out().contains(FIX), run.out());
    }

    @Test
    void nQueensSharedBoardIsNamedBeforeTheCheckersZeroRows() throws IOException {
        Path solution = ROOT.resolve("problems/n-queens/submissions/wrong_answer/AddsTheSameBoard.java");

        CliResult one = judge("n-queens", solution, "01-n1");
        String empty = message(one);
        assertEquals("every list in your answer is empty, while the expected ones are not: most likely you added the"
                + " list you build answers in (such as `path`) itself, then emptied it while backtracking\n" + FIX
                + "\nboard at index 0: it has 0 rows; for n = 1 it needs 1", empty,
                "one board: nothing repeats, but the emptied list gives it away");
        assertTrue(one.out().contains("why       every list in your answer is empty, while the expected ones are not"),
                one.out());

        CliResult four = judge("n-queens", solution, "04-n4");
        String shared = message(four);
        assertTrue(shared.startsWith("your answer holds the same list object 2 times (at 1 and 2, counted from 1)"),
                shared);
        assertTrue(shared.endsWith(FIX + "\nboard at index 0: it has 0 rows; for n = 4 it needs 4"), shared);
        assertTrue(four.out().contains("why       your answer holds the same list object 2 times"), four.out());
    }

    @Test
    void aLevelListClearedAndReusedIsNamedUnderExactComparison() throws IOException {
        CliResult run = judge("binary-tree-level-order-traversal",
                FIXTURES.resolve("binary-tree-level-order-traversal/ClearsOneLevelList.java"), "01-three-levels");

        String message = message(run);
        assertTrue(message.startsWith("your answer holds the same list object 3 times (at 1, 2 and 3, counted from 1)"),
                message);
        assertTrue(message.contains("shows what it holds at the end: `[15,7]`\n" + FIX + "\n"), message);
        assertTrue(run.out().contains("why       your answer holds the same list object 3 times"), run.out());
    }

    @Test
    void aBoardAddedTwiceUnchangedIsLeftToTheChecker() throws IOException {
        CliResult run = judge("n-queens", ROOT.resolve("problems/n-queens/submissions/wrong_answer/RepeatsFirstBoard.java"),
                "04-n4");

        assertTrue(message(run).startsWith("board at index 2 is the same as the board at index 0"),
                "the same object twice, but no value lost: a copy would not help, so nothing says to make one: "
                        + message(run));
    }

    /** Judges one test of {@code problem} with {@code solution}: a wrong answer. */
    private static CliResult judge(String problem, Path solution, String test) throws IOException {
        CliResult run = Judgew.test(ROOT, problem, "--only", test, "--solution", solution.toString());
        assertEquals(1, run.exit(), run::toString);
        return run;
    }

    /** The JSON report's message for the one test judged, whose verdict is WA. */
    private static String message(CliResult run) {
        JsonNode test = run.report().get("problems").get(0).get("tests").get(0);
        assertEquals("WA", test.get("verdict").asText(), run::toString);
        return test.get("message").asText();
    }
}
