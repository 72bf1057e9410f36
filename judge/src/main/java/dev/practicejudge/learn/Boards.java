package dev.practicejudge.learn;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.PrettyJson;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.TestCase;
import java.util.ArrayList;
import java.util.List;

/**
 * Test values drawn for people: an N-Queens board as rows of {@code . Q . .}, a list of boards
 * side by side, a 9 x 9 grid of one-character strings as a Sudoku grid with its 3 x 3 boxes
 * marked, anything else as {@link PrettyJson}. Values are JSON as the test files hold them.
 */
public final class Boards {

    /** The widest a row of side-by-side boards may get before the next board starts a new row. */
    static final int MAX_WIDTH = 100;
    private static final String GAP = "      ";

    private Boards() {
    }

    /**
     * A value drawn: a caption that says what it is (empty when the drawing says it all) and its
     * lines. A value that fits on one line has that line and no caption.
     */
    public record Drawing(String caption, List<String> lines) {
        public Drawing {
            lines = List.copyOf(lines);
        }

        public boolean singleLine() {
            return caption.isEmpty() && lines.size() == 1;
        }
    }

    /** Draws {@code value} as a board, a list of boards, a Sudoku grid, or pretty JSON. */
    public static Drawing draw(JsonNode value) {
        if (isBoardList(value)) {
            List<List<String>> boards = new ArrayList<>();
            value.forEach(board -> boards.add(queensBoard(board)));
            return new Drawing(value.size() + (value.size() == 1 ? " board:" : " boards:"), sideBySide(boards));
        }
        if (isQueensBoard(value) && value.get(0).asText().length() > 1) {
            return new Drawing("", queensBoard(value));
        }
        if (isSudokuGrid(value)) {
            return new Drawing("", sudokuGrid(value));
        }
        return new Drawing("", PrettyJson.lines(value));
    }

    /**
     * What the elements of the problem's output lists are called: "boards" when the expected
     * outputs of its tests are lists of N-Queens boards, else "elements".
     */
    public static String elementNoun(Problem problem) {
        boolean anyBoards = false;
        for (TestCase test : problem.tests()) {
            JsonNode expected = test.expected();
            if (!expected.isArray() || expected.isEmpty()) {
                continue;
            }
            if (!isBoardList(expected)) {
                return "elements";
            }
            anyBoards = true;
        }
        return anyBoards ? "boards" : "elements";
    }

    /** A non-empty list of equal-length, non-empty strings of '.' and 'Q': one N-Queens board. */
    public static boolean isQueensBoard(JsonNode value) {
        if (!value.isArray() || value.isEmpty()) {
            return false;
        }
        int width = -1;
        for (JsonNode row : value) {
            if (!row.isTextual()) {
                return false;
            }
            String text = row.asText();
            if (text.isEmpty() || (width >= 0 && text.length() != width)
                    || !text.chars().allMatch(c -> c == '.' || c == 'Q')) {
                return false;
            }
            width = text.length();
        }
        return true;
    }

    /** A non-empty list whose every element is an N-Queens board. */
    public static boolean isBoardList(JsonNode value) {
        if (!value.isArray() || value.isEmpty()) {
            return false;
        }
        for (JsonNode board : value) {
            if (!isQueensBoard(board)) {
                return false;
            }
        }
        return true;
    }

    /** Nine lists of nine one-character strings: a Sudoku board as LeetCode writes a {@code char[][]}. */
    public static boolean isSudokuGrid(JsonNode value) {
        if (!value.isArray() || value.size() != 9) {
            return false;
        }
        for (JsonNode row : value) {
            if (!row.isArray() || row.size() != 9) {
                return false;
            }
            for (JsonNode cell : row) {
                if (!cell.isTextual() || cell.asText().length() != 1) {
                    return false;
                }
            }
        }
        return true;
    }

    /** One board, a row per line with its squares spaced: {@code ". Q . ."}. */
    public static List<String> queensBoard(JsonNode board) {
        List<String> lines = new ArrayList<>();
        for (JsonNode row : board) {
            lines.add(String.join(" ", row.asText().split("")));
        }
        return lines;
    }

    /** A Sudoku grid with {@code |} between boxes' columns and {@code ------+-------+------} between their rows. */
    public static List<String> sudokuGrid(JsonNode grid) {
        List<String> lines = new ArrayList<>();
        for (int r = 0; r < 9; r++) {
            if (r > 0 && r % 3 == 0) {
                lines.add("------+-------+------");
            }
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < 9; c++) {
                if (c > 0) {
                    line.append(c % 3 == 0 ? " | " : " ");
                }
                line.append(grid.get(r).get(c).asText());
            }
            lines.add(line.toString());
        }
        return lines;
    }

    /**
     * Blocks of lines (boards) side by side, as many to a row as fit in {@link #MAX_WIDTH}
     * columns, rows of boards separated by an empty line.
     */
    static List<String> sideBySide(List<List<String>> blocks) {
        List<String> lines = new ArrayList<>();
        List<List<String>> row = new ArrayList<>();
        int width = 0;
        for (List<String> block : blocks) {
            int blockWidth = width(block);
            int added = row.isEmpty() ? blockWidth : GAP.length() + blockWidth;
            if (!row.isEmpty() && width + added > MAX_WIDTH) {
                appendRow(row, lines);
                row.clear();
                width = 0;
                added = blockWidth;
            }
            row.add(block);
            width += added;
        }
        if (!row.isEmpty()) {
            appendRow(row, lines);
        }
        return lines;
    }

    private static void appendRow(List<List<String>> row, List<String> lines) {
        if (!lines.isEmpty()) {
            lines.add("");
        }
        int height = row.stream().mapToInt(List::size).max().orElse(0);
        for (int i = 0; i < height; i++) {
            StringBuilder line = new StringBuilder();
            for (int b = 0; b < row.size(); b++) {
                List<String> block = row.get(b);
                String text = i < block.size() ? block.get(i) : "";
                if (b > 0) {
                    line.append(GAP);
                }
                line.append(b == row.size() - 1 ? text : pad(text, width(block)));
            }
            lines.add(line.toString().stripTrailing());
        }
    }

    private static int width(List<String> block) {
        return block.stream().mapToInt(String::length).max().orElse(0);
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(Math.max(0, width - text.length()));
    }
}
