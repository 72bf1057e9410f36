package dev.practicejudge.learn;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.PrettyJson;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.report.Styles;
import java.util.ArrayList;
import java.util.List;

/**
 * Test values drawn for a person at a terminal, by {@code show} and {@code run}: a list of N-Queens
 * boards as boards side by side (rows like {@code . Q . .}), a grid of characters as a grid (a
 * Sudoku with its box lines), and anything else as pretty JSON, cut when long. What is drawn is
 * chosen by the value's shape, so any problem with boards or grids gets them drawn; a value that
 * only nearly has the shape (a lowercase queen, a ragged row) is shown as JSON, exactly as it is.
 * Values are JSON as the test files hold them.
 */
public final class Drawings {

    /** Boards drawn before the rest are only counted. */
    static final int MAX_BOARDS = 20;
    /** Boards are laid side by side up to about this many characters a line. */
    static final int LINE_WIDTH = 80;
    /** Lines of pretty JSON shown before the rest are only counted. */
    static final int MAX_JSON_LINES = 40;
    /** Longest one-line value shown before it is cut. */
    static final int MAX_LINE_CHARS = 600;
    /** Grids with more rows or columns than this are shown as JSON. */
    static final int MAX_GRID_SIDE = 40;
    /** Between two boards side by side. */
    private static final String GAP = "   ";

    private Drawings() {
    }

    /**
     * A value drawn: a caption that says what it is ({@code "2 boards"}; empty when the drawing says
     * it all) and its lines. A value that fits on one line has that line and no caption.
     */
    public record Drawing(String caption, List<String> lines) {
        public Drawing {
            lines = List.copyOf(lines);
        }

        public boolean singleLine() {
            return caption.isEmpty() && lines.size() == 1;
        }

        /** The caption, if any, on a line of its own above the drawing. */
        public List<String> captionAndLines() {
            if (caption.isEmpty()) {
                return lines;
            }
            List<String> all = new ArrayList<>();
            all.add(caption);
            all.addAll(lines);
            return all;
        }
    }

    /**
     * Draws {@code value} as a list of boards, a grid, or pretty JSON.
     *
     * @param givens for an in-place grid, the grid as it was passed in, so that the cells given
     *     can be set apart (bold) from those filled in; null otherwise
     * @param numberBoards whether each board has its index above it, as a checker's messages count
     *     the boards ("board at index 0")
     */
    public static Drawing draw(JsonNode value, JsonNode givens, boolean numberBoards, Styles styles) {
        if (isBoardList(value)) {
            return boards(value, numberBoards);
        }
        if (isGrid(value)) {
            return new Drawing("", grid(value, isGrid(givens) && givens.size() == value.size() ? givens : null,
                    styles));
        }
        return new Drawing("", json(value));
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

    /** One N-Queens board: n strings of n characters, each {@code .} or {@code Q}. */
    static boolean isQueensBoard(JsonNode value) {
        if (value == null || !value.isArray() || value.isEmpty()) {
            return false;
        }
        for (JsonNode row : value) {
            if (!row.isTextual() || row.asText().length() != value.size()
                    || !row.asText().chars().allMatch(c -> c == '.' || c == 'Q')) {
                return false;
            }
        }
        return true;
    }

    /** A non-empty list whose every element is an N-Queens board. */
    static boolean isBoardList(JsonNode value) {
        if (value == null || !value.isArray() || value.isEmpty()) {
            return false;
        }
        for (JsonNode board : value) {
            if (!isQueensBoard(board)) {
                return false;
            }
        }
        return true;
    }

    /**
     * A rectangle of one-character strings, as LeetCode writes a {@code char[][]}, at least 2 x 2
     * and small enough to draw. A single row or column stays JSON: drawn, {@code [["a","b","c"]]}
     * (Palindrome Partitioning's one partition of "abc") would look like the string "a b c".
     */
    static boolean isGrid(JsonNode value) {
        if (value == null || !value.isArray() || value.size() < 2 || value.size() > MAX_GRID_SIDE) {
            return false;
        }
        int width = value.get(0).size();
        if (width < 2 || width > MAX_GRID_SIDE) {
            return false;
        }
        for (JsonNode row : value) {
            if (!row.isArray() || row.size() != width) {
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

    /** The boards side by side, each under its index when numbered; past {@link #MAX_BOARDS} only counted. */
    private static Drawing boards(JsonNode boards, boolean numbered) {
        int count = boards.size();
        int shown = Math.min(count, MAX_BOARDS);
        List<List<String>> blocks = new ArrayList<>();
        for (int i = 0; i < shown; i++) {
            List<String> block = new ArrayList<>();
            if (numbered) {
                block.add("[" + i + "]");
            }
            for (JsonNode row : boards.get(i)) {
                block.add(String.join(" ", row.asText().split("")));
            }
            blocks.add(block);
        }
        List<String> lines = sideBySide(blocks);
        if (count > shown) {
            lines.add("... " + (count - shown) + " more boards");
        }
        return new Drawing(count + (count == 1 ? " board" : " boards"), lines);
    }

    /**
     * Blocks of lines in columns as wide as the widest block, as many to a line as fit in about
     * {@link #LINE_WIDTH} characters; the lines of blocks are separated by an empty line.
     */
    static List<String> sideBySide(List<List<String>> blocks) {
        int column = blocks.stream().flatMap(List::stream).mapToInt(String::length).max().orElse(0);
        int height = blocks.stream().mapToInt(List::size).max().orElse(0);
        int perLine = Math.max(1, (LINE_WIDTH + GAP.length()) / (column + GAP.length()));
        List<String> lines = new ArrayList<>();
        for (int start = 0; start < blocks.size(); start += perLine) {
            if (start > 0) {
                lines.add("");
            }
            List<List<String>> row = blocks.subList(start, Math.min(blocks.size(), start + perLine));
            for (int r = 0; r < height; r++) {
                StringBuilder line = new StringBuilder();
                for (int b = 0; b < row.size(); b++) {
                    List<String> block = row.get(b);
                    line.append(b == 0 ? "" : GAP).append(pad(r < block.size() ? block.get(r) : "", column));
                }
                lines.add(line.toString().stripTrailing());
            }
        }
        return lines;
    }

    /**
     * The cells with a space between them; a square grid whose side is a square (4, 9, 16) gets
     * box lines, as a Sudoku is drawn. Cells that were given (not '.') are bold on a terminal.
     */
    private static List<String> grid(JsonNode grid, JsonNode givens, Styles styles) {
        int rows = grid.size();
        int columns = grid.get(0).size();
        int box = (int) Math.round(Math.sqrt(rows));
        boolean boxes = rows == columns && box >= 2 && box * box == rows;
        List<String> lines = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            if (boxes && r > 0 && r % box == 0) {
                StringBuilder rule = new StringBuilder();
                for (int b = 0; b < box; b++) {
                    rule.append(b == 0 ? "" : "+").append("-".repeat(2 * box + (b == 0 || b == box - 1 ? 0 : 1)));
                }
                lines.add(rule.toString());
            }
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < columns; c++) {
                if (c > 0) {
                    line.append(boxes && c % box == 0 ? " | " : " ");
                }
                String cell = grid.get(r).get(c).asText();
                boolean given = givens != null && givens.get(r).size() == columns
                        && !givens.get(r).get(c).asText().equals(".");
                line.append(given ? styles.bold(cell) : cell);
            }
            lines.add(line.toString());
        }
        return lines;
    }

    /** Pretty JSON, its first {@link #MAX_JSON_LINES} lines each cut at {@link #MAX_LINE_CHARS}. */
    private static List<String> json(JsonNode value) {
        List<String> lines = PrettyJson.lines(value);
        List<String> shown = new ArrayList<>();
        for (String line : lines.subList(0, Math.min(lines.size(), MAX_JSON_LINES))) {
            shown.add(line.length() <= MAX_LINE_CHARS ? line
                    : line.substring(0, MAX_LINE_CHARS) + "... (" + (line.length() - MAX_LINE_CHARS)
                            + " more characters)");
        }
        if (lines.size() > MAX_JSON_LINES) {
            shown.add("... (" + (lines.size() - MAX_JSON_LINES) + " more lines)");
        }
        return shown;
    }

    private static String pad(String text, int width) {
        return text.length() >= width ? text : text + " ".repeat(width - text.length());
    }
}
