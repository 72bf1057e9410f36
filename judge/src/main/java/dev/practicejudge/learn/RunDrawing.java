package dev.practicejudge.learn;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.json.PrettyJson;
import dev.practicejudge.report.Styles;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Draws a value for a person reading a run: a list of N-Queens boards as boards side by side
 * (rows like {@code . Q . .}), a grid of characters as a grid (a Sudoku with its box lines), and
 * anything else as pretty JSON. What is drawn is chosen by the value's shape, so any problem with
 * boards or grids gets them drawn; a value that only nearly has the shape (a lowercase queen, a
 * ragged row) is shown as JSON, exactly as it is.
 */
public final class RunDrawing {

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

    private RunDrawing() {
    }

    /**
     * The lines that show {@code value}.
     *
     * @param givens for an in-place grid, the grid as it was passed in, so that the cells given
     *     can be set apart from those filled in; null otherwise
     */
    public static List<String> lines(JsonNode value, JsonNode givens, Styles styles) {
        if (isQueenBoards(value)) {
            return queenBoards(value);
        }
        if (isGrid(value)) {
            return grid(value, isGrid(givens) && givens.size() == value.size() ? givens : null, styles);
        }
        List<String> lines = PrettyJson.lines(value);
        List<String> shown = new ArrayList<>();
        for (String line : lines.subList(0, Math.min(lines.size(), MAX_JSON_LINES))) {
            shown.add(cut(line));
        }
        if (lines.size() > MAX_JSON_LINES) {
            shown.add("... (" + (lines.size() - MAX_JSON_LINES) + " more lines)");
        }
        return shown;
    }

    /**
     * The arguments, one per parameter: {@code n = 4} on one line, or the name and then the value
     * drawn below it when it takes several lines (a board).
     */
    public static List<String> input(JsonNode input, Styles styles) {
        List<String> lines = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = input.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> argument = it.next();
            List<String> drawn = lines(argument.getValue(), null, styles);
            if (drawn.size() == 1) {
                lines.add(argument.getKey() + " = " + drawn.get(0));
            } else {
                lines.add(argument.getKey() + " =");
                drawn.forEach(line -> lines.add("  " + line));
            }
        }
        return lines;
    }

    /**
     * A non-empty list whose every element is an N-Queens board: n strings of n characters, each
     * {@code .} or {@code Q}.
     */
    static boolean isQueenBoards(JsonNode value) {
        if (value == null || !value.isArray() || value.isEmpty()) {
            return false;
        }
        for (JsonNode board : value) {
            if (!board.isArray() || board.isEmpty()) {
                return false;
            }
            for (JsonNode row : board) {
                if (!row.isTextual() || row.asText().length() != board.size()
                        || !row.asText().chars().allMatch(c -> c == '.' || c == 'Q')) {
                    return false;
                }
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

    /** "2 boards", then the boards side by side under their indexes, as the checker counts them. */
    private static List<String> queenBoards(JsonNode boards) {
        List<String> lines = new ArrayList<>();
        int count = boards.size();
        lines.add(count + (count == 1 ? " board" : " boards"));
        int shown = Math.min(count, MAX_BOARDS);
        int maxSide = 0;
        for (int i = 0; i < shown; i++) {
            maxSide = Math.max(maxSide, boards.get(i).size());
        }
        int column = Math.max(2 * maxSide - 1, String.valueOf(shown - 1).length() + 2);
        String gap = "   ";
        int perLine = Math.max(1, (LINE_WIDTH + gap.length()) / (column + gap.length()));
        for (int start = 0; start < shown; start += perLine) {
            int end = Math.min(shown, start + perLine);
            List<StringBuilder> block = new ArrayList<>();
            for (int r = 0; r <= maxSide; r++) {
                block.add(new StringBuilder());
            }
            for (int i = start; i < end; i++) {
                JsonNode board = boards.get(i);
                String separator = i == start ? "" : gap;
                block.get(0).append(separator).append(pad("[" + i + "]", column));
                for (int r = 0; r < maxSide; r++) {
                    String row = r < board.size() ? String.join(" ", board.get(r).asText().split("")) : "";
                    block.get(r + 1).append(separator).append(pad(row, column));
                }
            }
            if (start > 0) {
                lines.add("");
            }
            block.forEach(line -> lines.add(line.toString().stripTrailing()));
        }
        if (count > shown) {
            lines.add("... " + (count - shown) + " more boards");
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

    private static String pad(String text, int width) {
        return text.length() >= width ? text : text + " ".repeat(width - text.length());
    }

    private static String cut(String line) {
        return line.length() <= MAX_LINE_CHARS ? line
                : line.substring(0, MAX_LINE_CHARS) + "... (" + (line.length() - MAX_LINE_CHARS) + " more characters)";
    }

    /** The value on one line, cut when long: for messages. */
    static String compact(JsonNode value) {
        return cut(Json.compact(value));
    }
}
