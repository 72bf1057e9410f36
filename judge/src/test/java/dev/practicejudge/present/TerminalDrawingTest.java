package dev.practicejudge.present;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.json.PrettyJson;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Help.Ansi;

/** What {@link TerminalDrawing} draws for each shape of value, as {@code show}, {@code run} and {@code test} print it. */
class TerminalDrawingTest {

    private static final String TWO_BOARDS =
            "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]";

    private static JsonNode json(String text) {
        try {
            return Json.MAPPER.readTree(text);
        } catch (Exception e) {
            throw new IllegalArgumentException(text, e);
        }
    }

    private static TerminalDrawing.Drawing draw(String value) {
        return TerminalDrawing.draw(json(value), null, false, Styles.plain());
    }

    private static TerminalDrawing.Drawing drawNumbered(JsonNode value) {
        return TerminalDrawing.draw(value, null, true, Styles.plain());
    }

    /** {@code count} copies of the 4 x 4 board {@code .Q.. ...Q Q... ..Q.}. */
    private static ArrayNode boards(int count) {
        ArrayNode boards = Json.MAPPER.createArrayNode();
        for (int i = 0; i < count; i++) {
            boards.add(json("[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]"));
        }
        return boards;
    }

    // ---------------------------------------------------------------- boards

    @Test
    void boardsStandSideBySideUnderACaption() {
        TerminalDrawing.Drawing drawing = draw(TWO_BOARDS);

        assertEquals("2 boards", drawing.caption());
        assertEquals(List.of(
                ". Q . .   . . Q .",
                ". . . Q   Q . . .",
                "Q . . .   . . . Q",
                ". . Q .   . Q . ."), drawing.lines());
        assertFalse(drawing.singleLine());
    }

    @Test
    void numberedBoardsHaveTheirIndexAbove() {
        TerminalDrawing.Drawing drawing = drawNumbered(json(TWO_BOARDS));

        assertEquals(List.of(
                "2 boards",
                "[0]       [1]",
                ". Q . .   . . Q .",
                ". . . Q   Q . . .",
                "Q . . .   . . . Q",
                ". . Q .   . Q . ."), drawing.captionAndLines());
    }

    @Test
    void oneBoardIsCaptionedInTheSingular() {
        TerminalDrawing.Drawing drawing = draw("[[\"Q\"]]");

        assertEquals("1 board", drawing.caption());
        assertEquals(List.of("Q"), drawing.lines());
        assertFalse(drawing.singleLine(), "a caption and a board, not a one-line value");
    }

    @Test
    void boardsPastTheCapAreCountedNotDrawn() {
        List<String> lines = drawNumbered(boards(TerminalDrawing.MAX_BOARDS + 3)).lines();

        // 4 x 4 boards in columns of 7 and 3 spaces apart: 8 to a line of 77 characters, so 20 boards
        // make lines of 8, 8 and 4, each an index line and 4 rows, with an empty line between.
        assertEquals(3 * 5 + 2 + 1, lines.size(), () -> String.join("\n", lines));
        assertEquals("[0]       [1]       [2]       [3]       [4]       [5]       [6]       [7]", lines.get(0));
        assertEquals(". Q . .   . Q . .   . Q . .   . Q . .   . Q . .   . Q . .   . Q . .   . Q . .", lines.get(1));
        assertEquals("", lines.get(5));
        assertEquals("[16]      [17]      [18]      [19]", lines.get(12));
        assertEquals(". . Q .   . . Q .   . . Q .   . . Q .", lines.get(16));
        assertEquals("... 3 more boards", lines.get(17));
        assertFalse(String.join("\n", lines).contains("[20]"));
    }

    @Test
    void boardsAtTheCapAreAllDrawn() {
        List<String> lines = drawNumbered(boards(TerminalDrawing.MAX_BOARDS)).lines();

        assertEquals("[16]      [17]      [18]      [19]", lines.get(12));
        assertEquals(". . Q .   . . Q .   . . Q .   . . Q .", lines.get(lines.size() - 1));
    }

    @Test
    void aLowercaseQueenIsJsonAsItIs() {
        String value = "[[\".q..\",\"...Q\",\"Q...\",\"..Q.\"]]";
        TerminalDrawing.Drawing drawing = draw(value);

        assertEquals("", drawing.caption());
        assertEquals(PrettyJson.lines(json(value)), drawing.lines());
        assertTrue(drawing.lines().stream().anyMatch(line -> line.contains("\".q..\"")), drawing::toString);
    }

    @Test
    void aRaggedOrNonSquareBoardIsJson() {
        String ragged = "[[\".Q..\",\"...Q\",\"Q..\",\"..Q.\"]]";
        String wide = "[[\".Q..\",\"...Q\"]]";

        assertEquals(new TerminalDrawing.Drawing("", PrettyJson.lines(json(ragged))), draw(ragged));
        assertEquals(new TerminalDrawing.Drawing("", PrettyJson.lines(json(wide))), draw(wide));
    }

    @Test
    void aBoardOutsideAListIsJson() {
        String board = "[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]";

        assertEquals(new TerminalDrawing.Drawing("", PrettyJson.lines(json(board))), draw(board));
    }

    // ---------------------------------------------------------------- grids

    @Test
    void aSudokuIsDrawnWithItsBoxes() {
        String row = "[\"5\",\"3\",\".\",\".\",\"7\",\".\",\".\",\".\",\".\"]";
        String other = "[\"1\",\"2\",\"3\",\"4\",\"5\",\"6\",\"7\",\"8\",\"9\"]";
        TerminalDrawing.Drawing drawing = draw("[" + row + "," + other + "," + other + "," + other + "," + other + ","
                + other + "," + other + "," + other + "," + row + "]");

        assertEquals("", drawing.caption());
        assertEquals(List.of(
                "5 3 . | . 7 . | . . .",
                "1 2 3 | 4 5 6 | 7 8 9",
                "1 2 3 | 4 5 6 | 7 8 9",
                "------+-------+------",
                "1 2 3 | 4 5 6 | 7 8 9",
                "1 2 3 | 4 5 6 | 7 8 9",
                "1 2 3 | 4 5 6 | 7 8 9",
                "------+-------+------",
                "1 2 3 | 4 5 6 | 7 8 9",
                "1 2 3 | 4 5 6 | 7 8 9",
                "5 3 . | . 7 . | . . ."), drawing.lines());
    }

    @Test
    void aFourByFourGridHasTwoByTwoBoxes() {
        TerminalDrawing.Drawing drawing = draw("[[\"1\",\"2\",\"3\",\"4\"],[\"3\",\"4\",\"1\",\"2\"],"
                + "[\"2\",\"1\",\"4\",\"3\"],[\"4\",\"3\",\"2\",\"1\"]]");

        assertEquals(List.of(
                "1 2 | 3 4",
                "3 4 | 1 2",
                "----+----",
                "2 1 | 4 3",
                "4 3 | 2 1"), drawing.lines());
    }

    @Test
    void aGridThatIsNotSquareHasNoBoxLines() {
        TerminalDrawing.Drawing drawing = draw(
                "[[\"A\",\"B\",\"C\",\"E\"],[\"S\",\"F\",\"C\",\"S\"],[\"A\",\"D\",\"E\",\"E\"]]");

        assertEquals(new TerminalDrawing.Drawing("", List.of("A B C E", "S F C S", "A D E E")), drawing);
    }

    @Test
    void aSquareGridWhoseSideIsNotASquareHasNoBoxLines() {
        TerminalDrawing.Drawing drawing = draw("[[\"a\",\"b\",\"c\"],[\"d\",\"e\",\"f\"],[\"g\",\"h\",\"i\"]]");

        assertEquals(List.of("a b c", "d e f", "g h i"), drawing.lines());
    }

    @Test
    void aSingleRowOrColumnOrARaggedGridIsJson() {
        for (String value : List.of("[[\"a\",\"b\",\"c\"]]", "[[\"a\"]]", "[[\"a\"],[\"b\"]]",
                "[[\"A\",\"B\"],[\"C\"]]", "[[\"A\",\"B\"],[\"C\",\"DE\"]]", "[[\"A\",\"B\"],[\"C\",1]]")) {
            assertEquals(new TerminalDrawing.Drawing("", PrettyJson.lines(json(value))), draw(value), value);
        }
    }

    @Test
    void aGridLargerThanTheLimitIsJson() {
        ArrayNode grid = Json.MAPPER.createArrayNode();
        for (int r = 0; r < Shape.MAX_SIDE + 1; r++) {
            ArrayNode row = grid.addArray();
            for (int c = 0; c < 2; c++) {
                row.add("x");
            }
        }

        assertEquals("[", TerminalDrawing.draw(grid, null, false, Styles.plain()).lines().get(0));
    }

    @Test
    void givenCellsAreBoldOnATerminal() {
        JsonNode givens = json("[[\"1\",\".\"],[\".\",\"2\"]]");
        JsonNode filled = json("[[\"1\",\"2\"],[\"2\",\"2\"]]");
        Styles terminal = new Styles(Ansi.ON);
        String one = terminal.bold("1");
        String two = terminal.bold("2");

        assertEquals(List.of(one + " 2", "2 " + two), TerminalDrawing.draw(filled, givens, false, terminal).lines());
        assertEquals(List.of("1 2", "2 2"), TerminalDrawing.draw(filled, givens, false, Styles.plain()).lines(),
                "plain text for a pipe or a test");
        assertEquals(List.of("1 2", "2 2"), TerminalDrawing.draw(filled, null, false, terminal).lines(),
                "nothing is bold without the givens");
    }

    // ---------------------------------------------------------------- JSON

    @Test
    void aShortValueIsOneLineWithoutACaption() {
        TerminalDrawing.Drawing drawing = draw("[1,2,3]");

        assertEquals(new TerminalDrawing.Drawing("", List.of("[1,2,3]")), drawing);
        assertTrue(drawing.singleLine());
        assertEquals(List.of("[1,2,3]"), drawing.captionAndLines());
    }

    @Test
    void longJsonIsCutAfterItsFirstLines() {
        ArrayNode lists = Json.MAPPER.createArrayNode();
        for (int i = 0; i < 100; i++) {
            lists.addArray().add(i).add(i + 1);
        }
        List<String> pretty = PrettyJson.lines(lists);
        List<String> lines = TerminalDrawing.draw(lists, null, false, Styles.plain()).lines();

        assertEquals(102, pretty.size(), "[, 100 lists, ]");
        assertEquals(TerminalDrawing.MAX_JSON_LINES + 1, lines.size());
        assertEquals(pretty.subList(0, TerminalDrawing.MAX_JSON_LINES), lines.subList(0, TerminalDrawing.MAX_JSON_LINES));
        assertEquals("... (62 more lines)", lines.get(TerminalDrawing.MAX_JSON_LINES));
    }

    @Test
    void aLongLineIsCut() {
        String word = "x".repeat(TerminalDrawing.MAX_LINE_CHARS + 50);
        List<String> lines = TerminalDrawing.draw(json("\"" + word + "\""), null, false, Styles.plain()).lines();

        assertEquals(List.of("\"" + "x".repeat(TerminalDrawing.MAX_LINE_CHARS - 1) + "... (52 more characters)"), lines);
    }
}
