package dev.practicejudge.present;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.TestCase;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Test values drawn for a person at a terminal, by {@code show}, {@code run}, {@code test} and
 * {@code watch}: a list of N-Queens boards as boards side by side (rows like {@code . Q . .}), a
 * grid of characters as a grid (a Sudoku with its box lines), and anything else as pretty JSON, cut
 * when long. What is drawn is the value's {@link Shape}; a value that only nearly has a shape (a
 * lowercase queen, a ragged row) is shown as JSON, exactly as it is.
 */
public final class TerminalDrawing {

    /** Boards drawn before the rest are only counted. */
    static final int MAX_BOARDS = 20;
    /** Boards are laid side by side up to about this many characters a line. */
    static final int LINE_WIDTH = 80;
    /** Lines of pretty JSON shown before the rest are only counted. */
    static final int MAX_JSON_LINES = 40;
    /** Longest one-line value shown before it is cut. */
    static final int MAX_LINE_CHARS = 600;
    /** Between two boards side by side. */
    private static final String GAP = "   ";

    private TerminalDrawing() {
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
    public static Drawing draw(JsonNode value, JsonNode givens, boolean numberBoards, Emphasis emphasis) {
        Shape shape = Shape.of(value);
        if (shape instanceof Shape.QueensBoards boards && boards.exact()) {
            return boards(boards.boards(), numberBoards);
        }
        if (shape instanceof Shape.CharGrid grid) {
            Shape.CharGrid given = Shape.of(givens) instanceof Shape.CharGrid g && g.sameSize(grid) ? g : null;
            return new Drawing("", grid(grid, given, emphasis));
        }
        return new Drawing("", json(value));
    }

    /** Whether {@code value} is drawn as boards or a grid rather than shown as JSON. */
    public static boolean drawsAsPicture(JsonNode value) {
        Shape shape = Shape.of(value);
        return shape instanceof Shape.CharGrid
                || (shape instanceof Shape.QueensBoards boards && boards.exact());
    }

    /**
     * The arguments, one per parameter: {@code n = 4} on one line, or the name and then the value
     * drawn below it, its caption first, when it takes several lines (a board).
     */
    public static List<String> arguments(JsonNode input, boolean numberBoards, Emphasis emphasis) {
        List<String> lines = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = input.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> argument = it.next();
            List<String> drawn = draw(argument.getValue(), null, numberBoards, emphasis).captionAndLines();
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
            if (!(Shape.of(expected) instanceof Shape.QueensBoards boards && boards.exact())) {
                return "elements";
            }
            anyBoards = true;
        }
        return anyBoards ? "boards" : "elements";
    }

    /** The boards side by side, each under its index when numbered; past {@link #MAX_BOARDS} only counted. */
    private static Drawing boards(List<JsonNode> boards, boolean numbered) {
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
     * The cells with a space between them, and box lines when the grid has boxes (a Sudoku). Cells
     * that were given (not '.') are bold on a terminal.
     */
    private static List<String> grid(Shape.CharGrid grid, Shape.CharGrid givens, Emphasis emphasis) {
        int box = grid.box();
        List<String> lines = new ArrayList<>();
        for (int r = 0; r < grid.rows(); r++) {
            if (box > 0 && r > 0 && r % box == 0) {
                StringBuilder rule = new StringBuilder();
                for (int b = 0; b < box; b++) {
                    rule.append(b == 0 ? "" : "+").append("-".repeat(2 * box + (b == 0 || b == box - 1 ? 0 : 1)));
                }
                lines.add(rule.toString());
            }
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < grid.columns(); c++) {
                if (c > 0) {
                    line.append(box > 0 && c % box == 0 ? " | " : " ");
                }
                String cell = grid.cell(r, c);
                boolean given = givens != null && !givens.cell(r, c).equals(".");
                line.append(given ? emphasis.bold(cell) : cell);
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
