package dev.practicejudge.present;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Test values drawn as HTML fragments for the report page: an N-Queens board as a chessboard, a list
 * of them as a row of small numbered boards, a grid of characters as a grid of any size (a Sudoku
 * in its boxes, its givens set apart), anything else as pretty JSON. What is drawn is the value's
 * {@link Shape}. In an actual value, what a checker's reason points at is marked: queens that attack
 * each other, a changed given, a symbol repeated in its row, column or box. Everything is escaped
 * and capped. The fragments use the classes of {@link #css()}.
 */
public final class HtmlDrawing {

    /** Boards drawn per value; a solution that returns thousands would make the page unusable. */
    public static final int MAX_BOARDS = 50;
    /** Longest JSON rendering shown. */
    public static final int MAX_TEXT_CHARS = 20_000;
    /** U+FE0E asks for the text (not emoji) form of the queen, so it takes the square's colour. */
    private static final String QUEEN = "\u265B\uFE0E";
    private static final String CSS_RESOURCE = "report.css";
    private static final String CSS = loadCss();

    private HtmlDrawing() {
    }

    /**
     * Draws a value.
     *
     * @param givens for an in-place grid, the grid as it was passed in, whose cells are set apart
     *     as given; null otherwise
     * @param actual whether this is the solution's value, in which mistakes are marked
     */
    public static void value(Html h, JsonNode value, Shape.CharGrid givens, boolean actual) {
        Shape shape = Shape.of(value);
        if (shape instanceof Shape.CharGrid grid) {
            grid(h, grid, givens != null && givens.sameSize(grid) ? givens : null, actual);
        } else if (shape instanceof Shape.QueensBoards boards && boards.single()) {
            h.raw("<div class=\"boards\">");
            queensBoard(h, value, actual, null);
            h.raw("</div>\n");
            if (actual && hasAttack(value)) {
                h.raw("<p class=\"legend\"><span class=\"key hit\">").raw(QUEEN)
                        .raw("</span> a queen another queen attacks</p>\n");
            }
        } else if (shape instanceof Shape.QueensBoards boards) {
            boardList(h, boards.boards(), actual);
        } else {
            String text = PrettyJson.text(value);
            if (!text.contains("\n") && text.length() <= 80) {
                h.raw("<code class=\"json\">").text(text).raw("</code>\n");
            } else {
                h.raw("<pre class=\"json\">").text(Html.cut(text, MAX_TEXT_CHARS)).raw("</pre>\n");
            }
        }
    }

    /**
     * The page's style, from the resource {@code report.css} beside this class. It holds no
     * {@code <} or {@code &}, which would end or break a style element's raw text (and the page's
     * XML well-formedness).
     */
    public static String css() {
        return CSS;
    }

    private static String loadCss() {
        try (InputStream in = HtmlDrawing.class.getResourceAsStream(CSS_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the judge's build lacks its resource " + CSS_RESOURCE);
            }
            String css = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            if (css.contains("<") || css.contains("&")) {
                throw new IllegalStateException(CSS_RESOURCE + " holds a '<' or '&', which would break the page");
            }
            return css;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the resource " + CSS_RESOURCE, e);
        }
    }

    private static void boardList(Html h, List<JsonNode> boards, boolean actual) {
        h.raw("<div class=\"boards list\">\n");
        int shown = Math.min(boards.size(), MAX_BOARDS);
        boolean anyHit = false;
        for (int i = 0; i < shown; i++) {
            queensBoard(h, boards.get(i), actual, String.valueOf(i + 1));
            anyHit |= actual && hasAttack(boards.get(i));
        }
        if (boards.size() > shown) {
            h.raw("<p class=\"more\">").text("\u2026 " + (boards.size() - shown) + " more boards").raw("</p>\n");
        }
        h.raw("</div>\n<p class=\"legend\">").text(boards.size() + (boards.size() == 1 ? " board" : " boards")
                + ", numbered from 1 as in the reason and the diff");
        if (anyHit) {
            h.raw("; <span class=\"key hit\">").raw(QUEEN).raw("</span> a queen another queen attacks");
        }
        h.raw("</p>\n");
    }

    /**
     * One N-Queens board as a chessboard: light and dark squares, a queen for {@code Q}, any other
     * letter shown as itself (so a lowercase {@code q} stands out as wrong).
     */
    private static void queensBoard(Html h, JsonNode board, boolean actual, String number) {
        int rows = board.size();
        int cols = board.get(0).asText().length();
        boolean[][] attacked = actual ? attacked(board) : new boolean[rows][cols];
        if (number != null) {
            h.raw("<figure class=\"mini\">");
        }
        StringBuilder label = new StringBuilder("board");
        board.forEach(row -> label.append(' ').append(row.asText()));
        // Small boards in a list, a large one alone; either way the whole board stays a sensible size.
        int square = number != null ? Math.max(10, Math.min(22, 128 / Math.max(rows, cols)))
                : Math.max(14, Math.min(36, 320 / Math.max(rows, cols)));
        h.raw("<div class=\"board\" role=\"img\" aria-label=\"").attr(label.toString()).raw("\" style=\"--n:")
                .raw(String.valueOf(cols)).raw(";--cell:").raw(String.valueOf(square)).raw("px\">");
        for (int r = 0; r < rows; r++) {
            String row = board.get(r).asText();
            for (int c = 0; c < cols; c++) {
                char cell = row.charAt(c);
                h.raw("<span class=\"").raw((r + c) % 2 == 0 ? "l" : "d")
                        .raw(cell == 'Q' ? " q" : cell == '.' ? "" : " x").raw(attacked[r][c] ? " hit" : "").raw("\">");
                if (cell == 'Q') {
                    h.raw(QUEEN);
                } else if (cell != '.') {
                    h.text(String.valueOf(cell));
                }
                h.raw("</span>");
            }
        }
        h.raw("</div>");
        if (number != null) {
            h.raw("<figcaption>").text(number).raw("</figcaption></figure>\n");
        }
    }

    /** Queens that share a row, column or diagonal with another queen. */
    private static boolean[][] attacked(JsonNode board) {
        int rows = board.size();
        int cols = board.get(0).asText().length();
        List<int[]> queens = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (board.get(r).asText().charAt(c) == 'Q') {
                    queens.add(new int[] {r, c});
                }
            }
        }
        boolean[][] attacked = new boolean[rows][cols];
        for (int[] a : queens) {
            for (int[] b : queens) {
                if (a != b && (a[0] == b[0] || a[1] == b[1] || Math.abs(a[0] - b[0]) == Math.abs(a[1] - b[1]))) {
                    attacked[a[0]][a[1]] = true;
                }
            }
        }
        return attacked;
    }

    private static boolean hasAttack(JsonNode board) {
        for (boolean[] row : attacked(board)) {
            for (boolean hit : row) {
                if (hit) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * A grid of characters. One with boxes (a Sudoku) is drawn box by box, so the box borders are
     * thick. Cells given in the input are bold on grey; in the actual grid, a changed given and,
     * in a grid with boxes, a symbol repeated in its row, column or box are marked, since those are
     * what a checker's reason points at. A grid without boxes (a Word Search board) repeats its
     * letters freely, so nothing in it is marked as repeated.
     */
    private static void grid(Html h, Shape.CharGrid grid, Shape.CharGrid givens, boolean actual) {
        int box = grid.box();
        boolean[][] clash = actual && box > 0 ? clashes(grid) : new boolean[grid.rows()][grid.columns()];
        boolean anyClash = false;
        boolean anyChanged = false;
        StringBuilder label = new StringBuilder("grid");
        for (JsonNode row : grid.grid()) {
            label.append(' ');
            row.forEach(cell -> label.append(cell.asText()));
        }
        h.raw("<div class=\"").raw(box > 0 ? "sudoku" : "grid").raw("\" role=\"img\" aria-label=\"")
                .attr(label.toString()).raw("\" style=\"")
                .raw(box > 0 ? "--k:" + box : "--cols:" + grid.columns()).raw("\">");
        int cells = grid.rows() * grid.columns();
        for (int i = 0; i < cells; i++) {
            int r;
            int c;
            if (box > 0) {
                // Box by box: the i-th cell is in box i / (box * box), at i % (box * box) within it.
                int b = i / (box * box);
                int within = i % (box * box);
                r = b / box * box + within / box;
                c = b % box * box + within % box;
                if (within == 0) {
                    h.raw("<div class=\"box\">");
                }
            } else {
                r = i / grid.columns();
                c = i % grid.columns();
            }
            String cell = grid.cell(r, c);
            String given = givens == null ? "." : givens.cell(r, c);
            String kind;
            if (!given.equals(".")) {
                kind = actual && !cell.equals(given) ? "changed" : "g";
            } else if (givens == null) {
                kind = cell.equals(".") ? "e" : "c";
            } else {
                kind = cell.equals(".") ? "e" : "f";
            }
            anyChanged |= kind.equals("changed");
            anyClash |= clash[r][c];
            h.raw("<span class=\"").raw(kind).raw(clash[r][c] ? " clash" : "").raw("\">")
                    .text(cell.equals(".") ? "" : cell).raw("</span>");
            if (box > 0 && (i + 1) % (box * box) == 0) {
                h.raw("</div>");
            }
        }
        h.raw("</div>\n");
        List<String> keys = new ArrayList<>();
        if (givens != null) {
            keys.add("<span class=\"key g\">5</span> given");
            if (givens.grid() != grid.grid()) {
                keys.add("<span class=\"key f\">5</span> filled in");
            }
        }
        if (anyChanged) {
            keys.add("<span class=\"key changed\">5</span> a given the solution changed");
        }
        if (anyClash) {
            keys.add("<span class=\"key clash\">5</span> repeated in its row, column or box");
        }
        if (!keys.isEmpty()) {
            h.raw("<p class=\"legend\">").raw(String.join(" ", keys)).raw("</p>\n");
        }
    }

    /** Cells whose symbol appears again in the same row, column or box. */
    private static boolean[][] clashes(Shape.CharGrid grid) {
        int side = grid.rows();
        int box = grid.box();
        boolean[][] clash = new boolean[side][side];
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                String cell = grid.cell(r, c);
                if (cell.equals(".")) {
                    continue;
                }
                for (int r2 = 0; r2 < side; r2++) {
                    for (int c2 = 0; c2 < side; c2++) {
                        boolean sameUnit = r2 == r || c2 == c || (r2 / box == r / box && c2 / box == c / box);
                        if ((r2 != r || c2 != c) && sameUnit && grid.cell(r2, c2).equals(cell)) {
                            clash[r][c] = true;
                        }
                    }
                }
            }
        }
        return clash;
    }
}
