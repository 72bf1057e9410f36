package dev.practicejudge.report;

import static dev.practicejudge.report.HtmlReporterTest.count;
import static dev.practicejudge.report.HtmlReporterTest.parse;
import static dev.practicejudge.report.HtmlReporterTest.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.present.Emphasis;
import dev.practicejudge.present.TerminalDrawing;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/**
 * {@code test}'s console report (also {@code watch}'s) draws a failing test's boards and grids as
 * {@code show} and {@code run} do, and the HTML report draws a grid of any size: real runs of the
 * CLI on wrong solutions, on a copy of the problems.
 */
@EndToEnd
class BoardsInReportsTest {

    private static final List<String> PROBLEMS = List.of("sudoku-solver", "word-search", "n-queens", "latin-square");

    @TempDir
    Path root;

    @BeforeEach
    void copyProblems() throws IOException {
        TestRepository.copyProblems(root, PROBLEMS);
    }

    @Test
    void aFailingSudokuShowsItsInputExpectedAndActualGridsWithBoxLines() throws IOException {
        String out = test("sudoku-solver", TestRepository.ROOT.resolve(
                "problems/sudoku-solver/submissions/wrong_answer/IgnoresBoxes.java"));

        assertContainsDrawing(out, input("sudoku-solver", "01-leetcode-example", "board"));
        assertContainsDrawing(out, expected("sudoku-solver", "01-leetcode-example"));
        assertTrue(out.contains("input     board =\n"), out);
        assertTrue(out.contains("expected  5 3 4 | 6 7 8 | 9 1 2\n"), out);
        assertTrue(out.contains("------+-------+------"), out);
        assertFalse(out.contains("board = [["), "the board is not one long JSON line");
    }

    @Test
    void aFailingWordSearchShowsItsBoardAsAGrid() throws IOException {
        String out = test("word-search", TestRepository.FIXTURES.resolve("word-search/AlwaysFound.java"));

        assertContainsDrawing(out, input("word-search", "03-abcb", "board"));
        assertTrue(out.contains("A B C E\n"), out);
        assertTrue(out.contains("word = \"ABCB\"\n"), "each argument on its own line when one is drawn: " + out);
        assertFalse(out.contains("board = [["), "the board is not one long JSON line");
    }

    @Test
    void aFailingNQueensShowsItsBoardsNumberedAsTheCheckerCountsThem() throws IOException {
        // --verbose: 04-n4, the second failure, in full (by default only the first, 01-n1, is).
        String out = test("n-queens", TestRepository.ROOT.resolve(
                "problems/n-queens/submissions/wrong_answer/RepeatsFirstBoard.java"), "--verbose");

        assertTrue(out.contains("expected  2 boards\n"), out);
        assertTrue(out.contains("actual    3 boards\n"), out);
        assertContainsDrawing(out, List.of("[0]       [1]       [2]", ". Q . .   . . Q .   . Q . ."));
        assertFalse(out.contains("expected  [\n") || out.contains("actual    [\n"),
                "the boards are drawn, not JSON (the diff keeps its JSON)");
    }

    @Test
    void aFailingLatinSquareShowsItsSquaresARowALineAsShowDoes() throws IOException {
        String out = test("latin-square", TestRepository.ROOT.resolve(
                "problems/latin-square/submissions/wrong_answer/ChecksRowsOnly.java"));

        List<String> square = input("latin-square", "01-three-by-three", "square");
        assertEquals(List.of("[", "  [1,0,0],", "  [0,3,0],", "  [0,0,2]", "]"), square);
        assertContainsDrawing(out, square);
        // The learner's square; the stored one is one completion of many, so it is not shown.
        assertContainsDrawing(out, List.of("actual    [", "[1,2,3],", "[1,3,2],", "[1,3,2]", "]"));
        assertFalse(out.contains("expected  "), out);
        assertFalse(out.contains("square = [["), "the square is not one long JSON line");
    }

    @Test
    void theHtmlReportDrawsWordSearchsBoardAsAGrid() throws Exception {
        Path file = root.resolve("report.html");
        test("word-search", TestRepository.FIXTURES.resolve("word-search/AlwaysFound.java"), "--html", file.toString());

        Document page = parse(Files.readString(file, StandardCharsets.UTF_8));
        String board = "//details[@id='test-word-search-03-abcb']//figure[figcaption='input board']//div[@class='grid']";
        assertEquals(1, count(page, board));
        assertEquals(12, count(page, board + "/span"), "3 rows of 4 letters");
        assertEquals("ABCESFCSADEE", text(page, board));
        assertEquals(0, count(page, "//details[@id='test-word-search-03-abcb']//pre[@class='json']"),
                "no value of the test is shown as JSON");
    }

    /** Judges {@code solution} as the Solution of {@code problem}; the run fails, so the exit is 1. */
    private String test(String problem, Path solution, String... more) {
        List<String> args = new ArrayList<>(List.of("test", problem, "--solution", solution.toString()));
        args.addAll(List.of(more));
        CliResult run = Judgew.run(root, args.toArray(String[]::new));
        assertEquals(1, run.exit(), run::toString);
        return run.out();
    }

    /** What {@code show} draws for an argument of a test (its lines, as show indents them, stripped). */
    private static List<String> input(String problem, String test, String argument) throws IOException {
        return drawn(read(problem, test).get("input").get(argument));
    }

    private static List<String> expected(String problem, String test) throws IOException {
        return drawn(read(problem, test).get("expected"));
    }

    private static List<String> drawn(JsonNode value) {
        return TerminalDrawing.draw(value, null, false, Emphasis.NONE).lines();
    }

    private static JsonNode read(String problem, String test) throws IOException {
        return Json.MAPPER.readTree(TestRepository.ROOT.resolve("problems").resolve(problem).resolve("tests")
                .resolve(test + ".json").toFile());
    }

    /** The lines appear one after another in the output, whatever each is indented by. */
    private static void assertContainsDrawing(String out, List<String> drawing) {
        List<String> lines = out.lines().map(String::strip).toList();
        List<String> wanted = drawing.stream().map(String::strip).toList();
        for (int i = 0; i + wanted.size() <= lines.size(); i++) {
            List<String> here = new ArrayList<>(lines.subList(i, i + wanted.size()));
            // The first line of a value stands after its label ("expected  5 3 4 | ...").
            here.set(0, here.get(0).endsWith(wanted.get(0)) ? wanted.get(0) : here.get(0));
            if (here.equals(wanted)) {
                return;
            }
        }
        throw new AssertionError("the output does not hold the drawing\n" + String.join("\n", drawing)
                + "\n--- output\n" + out);
    }
}
