package dev.practicejudge.present;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.json.PrettyJson;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.TypeRef;
import dev.practicejudge.provided.Figure;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Test values drawn as HTML fragments for the report page: an N-Queens board as a chessboard, a list
 * of them as a row of small numbered boards, a grid of characters as a grid of any size (a Sudoku
 * in its boxes, its givens set apart), a binary tree as a picture (inline SVG) under its level-order
 * list, a linked list as boxes joined by arrows, a list of either as a row of them, a design
 * problem's calls as a table beside their outputs, anything else as pretty JSON. What is drawn is
 * the value's {@link Shape}, read with its declared type where the caller knows it. In an actual value, what a checker's reason points at is marked: queens that attack
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
    /** Nodes of a linked list drawn before the rest are only counted. */
    public static final int MAX_LIST_NODES = 50;
    /** Calls of a design problem shown before the rest are only counted. */
    public static final int MAX_CALLS = 100;
    /** How much of a tree is drawn; the page has room for a little more than a terminal. */
    static final TreeLayout.Limits TREE_LIMITS = new TreeLayout.Limits(63, 6, 120);
    /** A tree's picture: pixels per column of its text layout, per level, and a node's height. */
    private static final int COLUMN_PX = 13;
    private static final int LEVEL_PX = 46;
    private static final int NODE_PX = 22;
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
        value(h, value, null, givens, actual);
    }

    /**
     * Draws a value of the declared type {@code type} (null when not known): a tree, a linked list
     * or a list of them where the type says so, else as {@link #value(Html, JsonNode, Shape.CharGrid,
     * boolean)} does.
     */
    public static void value(Html h, JsonNode value, TypeRef type, Shape.CharGrid givens, boolean actual) {
        Shape shape = Shape.of(value, type);
        if (shape instanceof Shape.Provided provided) {
            provided.figure().accept(new Figure.Visitor<Void>() {
                @Override
                public Void tree(Figure.Tree tree) {
                    h.raw("<div class=\"tree\">");
                    // The level-order list on one line, however long (wrapped), not an entry a line.
                    String text = Json.compact(tree.levelOrder());
                    if (text.length() <= 80) {
                        h.raw("<code class=\"json\">").text(text).raw("</code>\n");
                    } else {
                        h.raw("<pre class=\"json\">").text(Html.cut(text, MAX_TEXT_CHARS)).raw("</pre>\n");
                    }
                    HtmlDrawing.tree(h, tree.levelOrder());
                    h.raw("</div>\n");
                    return null;
                }

                @Override
                public Void chain(Figure.Chain chain) {
                    linkedList(h, chain);
                    return null;
                }

                @Override
                public Void graph(Figure.Graph graph) {
                    HtmlDrawing.graph(h, graph);
                    return null;
                }
            });
        } else if (shape instanceof Shape.Shown shown) {
            h.raw("<code class=\"json\">").text(shown.value().asText()).raw("</code> <span class=\"legend\">")
                    .text(shown.form().caption(shown.value())).raw("</span>\n");
        } else if (shape instanceof Shape.Nodes nodes && !nodes.figures().isEmpty()) {
            nodes(h, nodes);
        } else if (shape instanceof Shape.CharGrid grid) {
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
            json(h, value);
        }
    }

    /** Whether {@code input} is a design problem's calls, which {@link #calls} draws as a table. */
    public static boolean drawsCalls(JsonNode input, MethodSignature method) {
        return DesignCallsView.of(method, input).isPresent();
    }

    /**
     * A design problem's calls as a table, numbered from 1 as the judge's messages count them (the
     * constructor is call 1), each beside its expected and actual outputs where they are known
     * (nothing for the constructor and {@code void} calls); the first call whose outputs differ is
     * marked. At most about {@link #MAX_CALLS} rows; when the first difference lies beyond them, the
     * first few and those leading up to it.
     *
     * @param expected the expected outputs, or null when not shown
     * @param actual the solution's outputs, or null when it gave none
     * @return whether {@code input} was a design problem's calls and so was drawn
     */
    public static boolean calls(Html h, JsonNode input, MethodSignature method, JsonNode expected, JsonNode actual) {
        Optional<List<DesignCallsView.Call>> found = DesignCallsView.of(method, input);
        if (found.isEmpty()) {
            return false;
        }
        List<DesignCallsView.Call> calls = found.get();
        List<String> headings = new ArrayList<>();
        List<JsonNode> columns = new ArrayList<>();
        if (expected != null) {
            headings.add("expected");
            columns.add(expected);
        }
        if (actual != null) {
            headings.add("actual");
            columns.add(actual);
        }
        int difference = DesignCallsView.firstDifference(calls, expected, actual);
        h.raw("<table class=\"calls\">\n<thead><tr><th class=\"num\">#</th><th>call</th>");
        headings.forEach(heading -> h.raw("<th>").text(heading).raw("</th>"));
        h.raw("</tr></thead>\n<tbody>\n");
        int next = 0;
        for (DesignCallsView.Window window : DesignCallsView.windows(calls.size(), difference, MAX_CALLS)) {
            if (window.start() > next) {
                notShown(h, next + 1, window.start(), 2 + columns.size());
            }
            for (int i = window.start(); i < window.end(); i++) {
                DesignCallsView.Call call = calls.get(i);
                h.raw(i == difference ? "<tr class=\"differs\">" : "<tr>").raw("<td class=\"num\">")
                        .text(String.valueOf(call.number())).raw("</td><td><code>").text(call.text()).raw("</code></td>");
                for (JsonNode column : columns) {
                    h.raw("<td><code>").text(DesignCallsView.output(call, column)).raw("</code></td>");
                }
                h.raw("</tr>\n");
            }
            next = window.end();
        }
        if (next < calls.size()) {
            notShown(h, next + 1, calls.size(), 2 + columns.size());
        }
        h.raw("</tbody>\n</table>\n<p class=\"legend\">").text(calls.size() + (calls.size() == 1 ? " call" : " calls")
                + ", numbered from 1 as in the reason");
        if (difference >= 0) {
            h.raw("; <span class=\"key differs\">").text(String.valueOf(difference + 1))
                    .raw("</span> the first call whose outputs differ");
        }
        for (int c = 0; c < columns.size(); c++) {
            String note = DesignCallsView.lengthNote(headings.get(c), columns.get(c), calls.size());
            if (!note.isEmpty()) {
                h.raw("; ").text(note);
            }
        }
        h.raw("</p>\n");
        return true;
    }

    private static void notShown(Html h, int first, int last, int span) {
        h.raw("<tr class=\"gap\"><td colspan=\"").raw(String.valueOf(span)).raw("\">")
                .text("\u2026 " + (first == last ? "call " + first : "calls " + first + "-" + last) + " not shown")
                .raw("</td></tr>\n");
    }

    /** JSON: on one line in a code box when short, else pretty in a block, cut at {@link #MAX_TEXT_CHARS}. */
    private static void json(Html h, JsonNode value) {
        String text = PrettyJson.text(value);
        if (!text.contains("\n") && text.length() <= 80) {
            h.raw("<code class=\"json\">").text(text).raw("</code>\n");
        } else {
            h.raw("<pre class=\"json\">").text(Html.cut(text, MAX_TEXT_CHARS)).raw("</pre>\n");
        }
    }

    /**
     * A tree as a picture: each node a box with its value, joined to its children by lines, placed
     * as the terminal lays it out ({@link TreeLayout}); a big one cut to its top levels, with a note.
     */
    private static void tree(Html h, JsonNode levelOrder) {
        if (levelOrder.isEmpty()) {
            h.raw("<p class=\"muted\">empty tree</p>");
            return;
        }
        TreeLayout layout = TreeLayout.of(levelOrder, TREE_LIMITS);
        int pad = 4;
        int width = layout.width() * COLUMN_PX + 2 * pad + 8;
        int height = (layout.levelsDrawn() - 1) * LEVEL_PX + NODE_PX + 2 * pad;
        List<TreeLayout.Placed> nodes = layout.nodes();
        h.raw("<svg class=\"tree\" role=\"img\" aria-label=\"").attr(Html.cut("tree " + Json.compact(levelOrder), 200))
                .raw("\" width=\"").raw(String.valueOf(width)).raw("\" height=\"").raw(String.valueOf(height))
                .raw("\" viewBox=\"0 0 ").raw(width + " " + height).raw("\">");
        for (TreeLayout.Placed node : nodes) {
            if (node.parent() >= 0) {
                TreeLayout.Placed parent = nodes.get(node.parent());
                h.raw("<line x1=\"").raw(px(x(parent, pad))).raw("\" y1=\"").raw(px(y(parent, pad)))
                        .raw("\" x2=\"").raw(px(x(node, pad))).raw("\" y2=\"").raw(px(y(node, pad))).raw("\"/>");
            }
        }
        for (TreeLayout.Placed node : nodes) {
            double boxWidth = node.label().length() * 8 + 12;
            h.raw("<rect x=\"").raw(px(x(node, pad) - boxWidth / 2)).raw("\" y=\"").raw(px(y(node, pad) - NODE_PX / 2.0))
                    .raw("\" width=\"").raw(px(boxWidth)).raw("\" height=\"").raw(String.valueOf(NODE_PX))
                    .raw("\" rx=\"").raw(String.valueOf(NODE_PX / 2)).raw("\"/><text x=\"").raw(px(x(node, pad)))
                    .raw("\" y=\"").raw(px(y(node, pad))).raw("\">").text(node.label()).raw("</text>");
        }
        h.raw("</svg>");
        if (layout.cut()) {
            h.raw("<p class=\"more\">").text(layout.leftOut() + "; the level-order list above has them").raw("</p>");
        }
    }

    private static double x(TreeLayout.Placed node, int pad) {
        return pad + 4 + (node.column() + node.label().length() / 2.0) * COLUMN_PX;
    }

    private static double y(TreeLayout.Placed node, int pad) {
        return pad + NODE_PX / 2.0 + (node.level() - 1) * LEVEL_PX;
    }

    private static String px(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    /** A linked list as boxes joined by arrows, ending in null; past {@link #MAX_LIST_NODES} only counted. */
    private static void linkedList(Html h, Figure.Chain chain) {
        JsonNode values = chain.values();
        h.raw("<div class=\"llist\" role=\"img\" aria-label=\"").attr(Html.cut("linked list " + Json.compact(values)
                + (chain.hasCycle() ? " whose tail links back to index " + chain.tailLinksTo() : ""), 200))
                .raw("\">");
        if (values.isEmpty()) {
            h.raw("<span class=\"muted\">empty list</span> <span class=\"lnull\">null</span></div>\n");
            return;
        }
        int shown = Math.min(values.size(), MAX_LIST_NODES);
        for (int i = 0; i < shown; i++) {
            h.raw("<span class=\"ln\">").text(values.get(i).asText()).raw("</span><span class=\"la\">\u2192</span>");
        }
        if (shown < values.size()) {
            h.raw("<span class=\"more\">").text("\u2026 " + (values.size() - shown) + " more").raw("</span>");
        } else if (!chain.hasCycle()) {
            h.raw("<span class=\"lnull\">null</span>");
        }
        if (chain.hasCycle()) {
            h.raw("<span class=\"lnull\">").text("\u21ba back to index " + chain.tailLinksTo() + " (value "
                    + values.get(chain.tailLinksTo()).asText() + "): a cycle").raw("</span>");
        }
        h.raw("</div>\n");
    }

    /** A graph as a table: each node, and the nodes it is linked to, in order. */
    private static void graph(Html h, Figure.Graph graph) {
        JsonNode adjacency = graph.adjacency();
        if (adjacency.isEmpty()) {
            h.raw("<p class=\"muted\">no graph (null)</p>\n");
            return;
        }
        h.raw("<table class=\"graph\" aria-label=\"").attr(Html.cut("graph " + Json.compact(adjacency), 200))
                .raw("\"><tr><th>node</th><th>neighbors</th></tr>\n");
        int shown = Math.min(adjacency.size(), MAX_LIST_NODES);
        for (int i = 0; i < shown; i++) {
            List<String> neighbors = new java.util.ArrayList<>();
            adjacency.get(i).forEach(n -> neighbors.add(n.asText()));
            h.raw("<tr><td>").text(String.valueOf(i + 1)).raw("</td><td>")
                    .text(neighbors.isEmpty() ? "none" : String.join(", ", neighbors)).raw("</td></tr>\n");
        }
        h.raw("</table>\n");
        if (shown < adjacency.size()) {
            h.raw("<p class=\"more\">").text("\u2026 " + (adjacency.size() - shown) + " more nodes").raw("</p>\n");
        }
    }

    /** A list of trees side by side, each under its level-order list; or of linked lists, one a row under its index. */
    private static void nodes(Html h, Shape.Nodes nodes) {
        int count = nodes.figures().size();
        int shown = Math.min(count, MAX_BOARDS);
        // The elements are all of one kind, so the first says what holds them.
        h.raw(nodes.figures().get(0).accept(new Figure.Visitor<String>() {
            @Override
            public String tree(Figure.Tree tree) {
                return "<div class=\"trees\">\n";
            }

            @Override
            public String chain(Figure.Chain chain) {
                return "<div class=\"llists\">\n";
            }

            @Override
            public String graph(Figure.Graph graph) {
                return "<div class=\"llists\">\n";
            }
        }));
        for (int i = 0; i < shown; i++) {
            String index = "[" + i + "]";
            nodes.figures().get(i).accept(new Figure.Visitor<Void>() {
                @Override
                public Void tree(Figure.Tree tree) {
                    h.raw("<figure class=\"mini\">");
                    HtmlDrawing.tree(h, tree.levelOrder());
                    h.raw("<figcaption>").text(Html.cut(Json.compact(tree.levelOrder()), 200))
                            .raw("</figcaption></figure>\n");
                    return null;
                }

                @Override
                public Void chain(Figure.Chain chain) {
                    h.raw("<div class=\"lrow\"><span class=\"index\">").text(index).raw("</span>");
                    linkedList(h, chain);
                    h.raw("</div>\n");
                    return null;
                }

                @Override
                public Void graph(Figure.Graph graph) {
                    h.raw("<div class=\"lrow\"><span class=\"index\">").text(index).raw("</span>");
                    HtmlDrawing.graph(h, graph);
                    h.raw("</div>\n");
                    return null;
                }
            });
        }
        if (count > shown) {
            h.raw("<p class=\"more\">").text("\u2026 " + (count - shown) + " more " + nodes.noun(count - shown))
                    .raw("</p>\n");
        }
        h.raw("</div>\n<p class=\"legend\">").text(count + " " + nodes.noun(count)).raw("</p>\n");
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
