package dev.practicejudge.report;

import static dev.practicejudge.report.HtmlReporterTest.count;
import static dev.practicejudge.report.HtmlReporterTest.parse;
import static dev.practicejudge.report.HtmlReporterTest.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.present.HtmlDrawing;
import dev.practicejudge.present.Shape;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.Timing;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/** The HTML report's drawing rules and caps, on results made by hand. */
class HtmlRenderingTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final ZonedDateTime AT = ZonedDateTime.of(2025, 3, 1, 12, 0, 0, 0, ZoneOffset.UTC);

    @TempDir
    Path dir;

    @Test
    void drawsAtMostFiftyBoardsOfAValueAndCountsTheRest() throws Exception {
        ArrayNode sixty = MAPPER.createArrayNode();
        for (int i = 0; i < 60; i++) {
            sixty.add(json("[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]"));
        }
        Document page = page(wrong(json("{\"n\": 4}"), json("[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]"), sixty,
                CapturedOutput.NONE));

        String actual = "//figure[figcaption='actual']";
        assertEquals(HtmlDrawing.MAX_BOARDS, count(page, actual + "//div[@class='board']"));
        assertTrue(text(page, actual).contains("\u2026 10 more boards"), text(page, actual));
        assertTrue(text(page, actual).contains("60 boards"));
    }

    @Test
    void marksQueensThatAttackEachOtherAndShowsOtherLettersAsThemselves() throws Exception {
        Document page = page(wrong(json("{\"n\": 4}"), json("[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]"),
                json("[[\"Q...\",\".Q..\",\"..q.\",\"....\"]]"), CapturedOutput.NONE));

        String board = "//figure[figcaption='actual']//div[@class='board']";
        assertEquals(2, count(page, board + "/span[contains(@class,'hit')]"), "the two queens on one diagonal");
        assertEquals("q", text(page, board + "/span[contains(@class,' x')]"));
    }

    @Test
    void sudokuGivensAreSetApartAndAChangedGivenIsMarked() throws Exception {
        String[] rows = {"53..7....", "6..195...", ".98....6.", "8...6...3", "4..8.3..1", "7...2...6",
                         ".6....28.", "...419..5", "....8..79"};
        JsonNode input = MAPPER.createObjectNode().set("board", grid(rows));
        rows[0] = "13..7....";  // overwrites the given 5
        JsonNode actual = grid(rows);
        Document page = page(wrong(input, grid(rows), actual, CapturedOutput.NONE));

        String given = "(//div[@class='sudoku'])[1]";
        assertEquals(30, count(page, given + "//span[@class='g']"));
        assertEquals(51, count(page, given + "//span[@class='e']"), "empty cells are empty");
        assertEquals("1", text(page, "(//div[@class='sudoku'])[3]//span[@class='changed']"));
    }

    @Test
    void listsOfWordsAndLongValuesAreJsonNotBoards() throws Exception {
        String longText = "x".repeat(HtmlReporter.MAX_TEXT_CHARS + 5);
        Document page = page(wrong(json("{\"words\": [\"cat\", \"dog\"]}"), json("[\"cat\"]"),
                MAPPER.getNodeFactory().textNode(longText), CapturedOutput.NONE));

        assertEquals(0, count(page, "//div[@class='board']"));
        assertTrue(text(page, "//figure[figcaption='actual']").contains("(7 more characters)"));
        assertFalse(Shape.of(json("[\"ab\", \"cd\"]")) instanceof Shape.QueensBoards);
        assertTrue(Shape.of(json("[\"Q\"]")) instanceof Shape.QueensBoards board && board.single());
        assertTrue(Shape.of(json("[[\"Q\"]]")) instanceof Shape.QueensBoards list && !list.single());
    }

    @Test
    void controlCharactersAndBrokenSurrogatesKeepThePageWellFormed() throws Exception {
        String printed = "nul \u0000 bell \u0007 esc \u001b[1m lone \uD800 end";
        String html = HtmlReporter.render(summary(wrong(json("{\"n\": 1}"), json("1"), json("2"),
                new CapturedOutput(printed, 12, "", 0))), AT);

        Document page = parse(html);
        String out = text(page, "//pre[@class='out']");
        assertTrue(out.contains("nul \u2400 bell \u2407 esc \u241B[1m lone \uFFFD end"), out);
        assertTrue(out.contains("12 more bytes were printed"), out);
    }

    @Test
    void writesTheFileWithItsFoldersAndNamesItWhenItCannot() throws IOException {
        RunSummary summary = new RunSummary(List.of(), List.of(new RunSummary.NotAttempted("n-queens", "N-Queens", 30)));
        Path file = dir.resolve("a/b/report.html");
        Clock clock = Clock.fixed(Instant.parse("2025-03-01T12:00:00Z"), ZoneOffset.UTC);

        new HtmlReporter(file, clock).runFinished(summary);

        assertTrue(Files.readString(file).contains("Generated 2025-03-01 12:00 Z"));
        Files.writeString(dir.resolve("plain"), "not a folder");
        Path blocked = dir.resolve("plain/report.html");
        UncheckedIOException e = assertThrows(UncheckedIOException.class,
                () -> new HtmlReporter(blocked).runFinished(summary));
        assertTrue(e.getMessage().contains(blocked.toString()), e.getMessage());
    }

    private static TestResult wrong(JsonNode input, JsonNode expected, JsonNode actual, CapturedOutput output) {
        return new TestResult("01-case", Verdict.WA, new Timing(1.5, 1.2), "not the answer", input, expected,
                actual, output, null);
    }

    private static RunSummary summary(TestResult test) {
        ProblemResult problem = new ProblemResult("some-problem", "Some Problem", "solutions/some-problem/Solution.java",
                test.verdict(), 1, List.of(test), null, List.of(), 0, 10);
        return new RunSummary(List.of(problem), List.of());
    }

    private static Document page(TestResult test) throws Exception {
        return parse(HtmlReporter.render(summary(test), AT));
    }

    private static JsonNode grid(String[] rows) {
        ArrayNode grid = MAPPER.createArrayNode();
        for (String row : rows) {
            ArrayNode cells = grid.addArray();
            row.chars().forEach(c -> cells.add(String.valueOf((char) c)));
        }
        return grid;
    }

    private static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
