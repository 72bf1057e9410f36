package dev.practicejudge.report;

import static dev.practicejudge.report.HtmlReporterTest.count;
import static dev.practicejudge.report.HtmlReporterTest.parse;
import static dev.practicejudge.report.HtmlReporterTest.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.cli.ExitCodes;
import dev.practicejudge.json.Json;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/**
 * A wrong answer to a problem whose stored output is one valid answer among many (Graph
 * Colouring) shows the checker's reason and the learner's answer, and neither a diff against the
 * stored answer nor the stored answer as "expected", in every report; N-Queens, whose stored
 * output is the answer (every board), keeps its expected boards and diff. Real runs of the CLI
 * on a copy of the problems, one per problem with every report written.
 */
@EndToEnd
class OneValidAnswerInReportsTest {

    /** The first test: the square 0-1-2-3 with two colours; the test stores [1,2,1,2]. */
    private static final String SQUARE = "01-square-two-colours";
    private static final String REASON = "edge [0, 1] (edges[0]) joins two vertices of the same colour: vertex 0 and "
            + "vertex 1 both have colour 2";
    /** The whole message: the checker's reason, then the test's comment. */
    private static final String MESSAGE = REASON + "\nthis test: A cycle of four vertices: opposite corners share a colour.";

    @TempDir
    static Path root;

    private static CliResult colouring;
    private static CliResult queens;

    @BeforeAll
    static void judgeAWrongColouringAndAWrongNQueens() throws IOException {
        TestRepository.copyProblems(root, List.of("graph-coloring", "n-queens"));
        colouring = judge("graph-coloring", "graph-coloring/RepaintsOneEnd.java");
        queens = judge("n-queens", "n-queens/MissingBoard.java");
    }

    @Test
    void theConsoleShowsTheCheckersReasonAndTheLearnersColouringWithoutTheStoredOne() {
        String test = section(colouring.out(), SQUARE);

        assertTrue(test.contains("actual    [2,2,2,1]\n"), test);
        assertTrue(test.contains("why       " + REASON + "\n"), test);
        assertFalse(test.contains("expected"), () -> "the stored colouring is not shown as expected:\n" + test);
        assertFalse(test.contains("[1,2,1,2]"), test);
        assertFalse(test.contains("diff") || test.contains("--- expected"), test);
    }

    @Test
    void theHtmlReportDrawsTheLearnersColouringBesideTheReasonAndNoDiff() throws Exception {
        Document page = parse(Files.readString(root.resolve("graph-coloring.html"), StandardCharsets.UTF_8));

        String test = "//details[@id='test-graph-coloring-" + SQUARE + "']";
        assertEquals("[2,2,2,1]", text(page, test + "//figure[figcaption='actual']/code"));
        assertEquals(MESSAGE, text(page, test + "//pre[@class='msg']"));
        assertEquals(0, count(page, test + "//figure[figcaption='expected']"));
        assertEquals(0, count(page, test + "//pre[@class='diff']"));
    }

    @Test
    void theJUnitFailureHoldsTheReasonInputAndActualButNoExpectedOrDiff() throws Exception {
        Document xml = parse(Files.readString(root.resolve("graph-coloring.xml"), StandardCharsets.UTF_8));

        String failure = text(xml, "//testcase[@name='" + SQUARE + "']/failure");
        assertEquals(REASON, text(xml, "//testcase[@name='" + SQUARE + "']/failure/@message"));
        assertEquals(MESSAGE + "\n\ninput: n = 4, edges = [[0,1],[1,2],[2,3],[0,3]], m = 2\nactual: [2,2,2,1]\n", failure);
    }

    @Test
    void theJsonReportKeepsTheStoredAnswerAndSaysItIsOneValidAnswer() {
        JsonNode test = test(colouring, "graph-coloring", SQUARE);

        assertEquals("[1,2,1,2]", test.get("expected").toString(), "the field keeps its meaning: the stored output");
        assertEquals("one-valid-answer", test.get("expectedIs").asText());
        assertEquals("[2,2,2,1]", test.get("actual").toString());
        assertTrue(test.get("diff").isNull());
        assertEquals(MESSAGE, test.get("message").asText());
    }

    @Test
    void theGitHubSummaryShowsTheReasonAndTheLearnersAnswerButNoDiff() throws IOException {
        String md = Files.readString(root.resolve("graph-coloring.md"), StandardCharsets.UTF_8);

        assertTrue(md.contains("input: n = 4, edges = [[0,1],[1,2],[2,3],[0,3]], m = 2\n" + MESSAGE + "\n```\n"), md);
        assertTrue(md.contains("```text\nactual:\n[2,2,2,1]\n```\n"), md);
        assertFalse(md.contains("```diff") || md.contains("[1,2,1,2]"), md);
    }

    @Test
    void nQueensStillShowsItsExpectedBoardsAndTheDiffOfTheMissingOne() throws Exception {
        String test = section(queens.out(), "04-n4");
        assertTrue(test.contains("expected  2 boards\n"), test);
        assertTrue(test.contains("diff      --- expected (in any order)\n"), test);

        JsonNode json = test(queens, "n-queens", "04-n4");
        assertEquals("the-answer", json.get("expectedIs").asText());
        assertFalse(json.get("diff").isNull());

        Document page = parse(Files.readString(root.resolve("n-queens.html"), StandardCharsets.UTF_8));
        assertEquals(1, count(page, "//details[@id='test-n-queens-04-n4']//figure[figcaption='expected']"));
        assertEquals(1, count(page, "//details[@id='test-n-queens-04-n4']//pre[@class='diff']"));

        String failure = text(parse(Files.readString(root.resolve("n-queens.xml"), StandardCharsets.UTF_8)),
                "//testcase[@name='04-n4']/failure");
        assertTrue(failure.contains("\nexpected:\n") && failure.contains("\ndiff:\n  --- expected (in any order)\n"), failure);
    }

    @Test
    void runOnACustomInputGivesTheCheckersReasonAndNotTheReferencesColouring() throws IOException {
        TestRepository.solve(root, "graph-coloring", "graph-coloring/RepaintsOneEnd.java");

        CliResult run = Judgew.run(root, "run", "graph-coloring", "--input",
                "{\"n\": 3, \"edges\": [[0,1],[1,2]], \"m\": 2}");

        assertEquals(ExitCodes.NOT_ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("\n  output    [2,2,2]\n"), run::toString);
        assertTrue(run.out().contains("\n  result    not correct: edge [0, 1] (edges[0]) joins two vertices of the same "
                + "colour: vertex 0 and vertex 1 both have colour 2\n"), run::toString);
        assertTrue(run.out().contains("with the problem's checker, which accepts any valid answer)"), run::toString);
        assertFalse(run.out().contains("reference"), () -> "the reference's colouring is one of many:\n" + run);
    }

    /**
     * Judges a fixture as the problem's solution with every report written beside the copy
     * ({@code <id>.json}, {@code .html}, {@code .xml}, and the GitHub summary {@code .md}), the
     * console with every detail ({@code --verbose}: the diff is what N-Queens' tests are about).
     */
    private static CliResult judge(String problem, String fixture) throws IOException {
        Path json = root.resolve(problem + ".json");
        CliResult run = Judgew.run(Map.of("GITHUB_ACTIONS", "true", "GITHUB_STEP_SUMMARY",
                        root.resolve(problem + ".md").toString()), root, "test", problem,
                "--solution", TestRepository.FIXTURES.resolve(fixture).toString(),
                "--json", json.toString(), "--html", root.resolve(problem + ".html").toString(),
                "--junit", root.resolve(problem + ".xml").toString(), "--verbose");
        assertEquals(ExitCodes.NOT_ACCEPTED, run.exit(), run::toString);
        return new CliResult(run.exit(), run.out(), run.err(), Json.MAPPER.readTree(json.toFile()));
    }

    private static JsonNode test(CliResult run, String problem, String name) {
        for (JsonNode test : run.problem(problem).get("tests")) {
            if (test.get("name").asText().equals(name)) {
                return test;
            }
        }
        throw new AssertionError("no test " + name + " in " + run.report());
    }

    /** A test's lines in the console report: its verdict line and what is shown under it. */
    private static String section(String out, String test) {
        int start = out.indexOf("\n  " + test + " ");
        assertTrue(start >= 0, () -> "no line for " + test + " in:\n" + out);
        int end = out.indexOf("\n  0", start + 1);
        return out.substring(start + 1, end < 0 ? out.length() : end + 1);
    }
}
