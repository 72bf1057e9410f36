package dev.practicejudge.present;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.json.PrettyJson;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.problem.TypeRef;
import dev.practicejudge.provided.Figure;
import dev.practicejudge.provided.ProvidedTypes;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Test values drawn for a person at a terminal, by {@code show}, {@code run}, {@code test} and
 * {@code watch}: a list of N-Queens boards as boards side by side (rows like {@code . Q . .}), a
 * grid of characters as a grid (a Sudoku with its box lines), a binary tree as a tree under its
 * level-order list, a linked list as {@code 1 -> 2 -> 3 -> null}, a list of trees side by side and
 * a list of linked lists one a line, a design problem's calls as a numbered list, and anything else
 * as pretty JSON, cut when long. What is drawn is the value's {@link Shape}, read with the value's
 * declared type where the caller knows it; a value that only nearly has a shape (a lowercase queen,
 * a ragged row, a tree with a null root) is shown as JSON, exactly as it is.
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
    /** Nodes of a linked list drawn before the rest are only counted. */
    static final int MAX_LIST_NODES = 30;
    /** Calls of a design problem shown before the rest are only counted. */
    static final int MAX_CALLS = 40;
    /** How much of a tree is drawn: about five levels of a full tree, within the line's width. */
    static final TreeLayout.Limits TREE_LIMITS = new TreeLayout.Limits(31, 6, LINE_WIDTH);
    static final String EMPTY_TREE = "(empty tree)";
    static final String EMPTY_LIST = "(empty list)";
    static final String FIRST_DIFFERENCE = "<- first difference";

    private TerminalDrawing() {
    }

    /**
     * A value drawn: a caption that says what it is ({@code "2 boards"}; empty when the drawing says
     * it all) and its lines. A value that fits on one line has that line and no caption.
     *
     * @param captionIsValue whether the caption is the value itself, as JSON (a tree's level-order
     *     list above its drawing), which reads after the value's name as {@code root = [3,9,20]}
     */
    public record Drawing(String caption, List<String> lines, boolean captionIsValue) {
        public Drawing {
            lines = List.copyOf(lines);
        }

        /** A drawing whose caption says what it is. */
        public Drawing(String caption, List<String> lines) {
            this(caption, lines, false);
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
        return draw(value, null, givens, numberBoards, emphasis);
    }

    /**
     * Draws {@code value} of the declared type {@code type} (null when not known): a tree, a linked
     * list, a list of either where the type says so, else as {@link #draw(JsonNode, JsonNode,
     * boolean, Emphasis)} does.
     */
    public static Drawing draw(JsonNode value, TypeRef type, JsonNode givens, boolean numberBoards, Emphasis emphasis) {
        Shape shape = Shape.of(value, type);
        if (shape instanceof Shape.Provided provided) {
            return provided.figure().accept(FIGURES);
        }
        if (shape instanceof Shape.Shown shown) {
            return new Drawing("", List.of(shown.line()));
        }
        if (shape instanceof Shape.Nodes nodes) {
            return nodes.figures().isEmpty() ? new Drawing("", json(value)) : nodes(nodes);
        }
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
        return drawsAsPicture(value, null);
    }

    /** Whether {@code value} of the declared type {@code type} (null when not known) is drawn rather than shown as JSON. */
    public static boolean drawsAsPicture(JsonNode value, TypeRef type) {
        Shape shape = Shape.of(value, type);
        return shape instanceof Shape.CharGrid || shape instanceof Shape.Provided || shape instanceof Shape.Shown
                || (shape instanceof Shape.Nodes nodes && !nodes.figures().isEmpty())
                || (shape instanceof Shape.QueensBoards boards && boards.exact());
    }

    /** The value on one line: a linked list drawn ({@code 1 -> 2 -> null}) when it fits one, else its JSON. */
    public static String inline(JsonNode value, TypeRef type) {
        if (Shape.of(value, type) instanceof Shape.Shown shown) {
            return shown.line();
        }
        if (Shape.of(value, type) instanceof Shape.Provided provided) {
            return provided.figure().accept(new Figure.Visitor<String>() {
                @Override
                public String tree(Figure.Tree tree) {
                    return Json.compact(value);
                }

                @Override
                public String chain(Figure.Chain chain) {
                    return linkedList(chain, Integer.MAX_VALUE).get(0);
                }

                @Override
                public String graph(Figure.Graph graph) {
                    return String.join("; ", TerminalDrawing.graph(graph));
                }
            });
        }
        return Json.compact(value);
    }

    /**
     * The arguments, one per parameter: {@code n = 4} on one line, or the name and then the value
     * drawn below it, its caption first, when it takes several lines (a board).
     */
    public static List<String> arguments(JsonNode input, boolean numberBoards, Emphasis emphasis) {
        return arguments(input, null, numberBoards, emphasis);
    }

    /**
     * The arguments as {@link #arguments(JsonNode, boolean, Emphasis)} shows them, each drawn as its
     * parameter's declared type says ({@code method} null when not known); a tree as
     * {@code root = [3,9,20]} and its drawing below. A design problem's input is its calls,
     * numbered ({@link #calls}).
     */
    public static List<String> arguments(JsonNode input, MethodSignature method, boolean numberBoards,
                                         Emphasis emphasis) {
        List<String> calls = calls(input, method, List.of(), false, emphasis);
        if (calls != null) {
            return new ArrayList<>(calls);
        }
        List<String> lines = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = input.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> argument = it.next();
            Drawing drawing = draw(argument.getValue(), Shape.inputType(method, argument.getKey()), null, numberBoards,
                    emphasis);
            List<String> drawn = drawing.captionAndLines();
            if (drawing.captionIsValue()) {
                lines.add(argument.getKey() + " = " + drawing.caption());
                drawing.lines().forEach(line -> lines.add("  " + line));
            } else if (drawn.size() == 1) {
                lines.add(argument.getKey() + " = " + drawn.get(0));
            } else {
                lines.add(argument.getKey() + " =");
                drawn.forEach(line -> lines.add("  " + line));
            }
        }
        return lines;
    }

    /**
     * What the elements of the problem's output lists are called: "trees" or "lists" when its
     * output is a list of trees or linked lists, "boards" when the expected outputs of its tests are
     * lists of N-Queens boards, else "elements".
     */
    public static String elementNoun(Problem problem) {
        TypeRef element = problem.spec().method().outputType().elementType();
        if (element != null && element.isNode()) {
            return ProvidedTypes.of(element.name()).noun() + "s";
        }
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

    /** A column of a design problem's outputs beside its calls: its heading and the outputs, one per call. */
    public record Column(String heading, JsonNode values) {
    }

    /**
     * A design problem's calls, numbered from 1 as the judge's messages count them (the constructor
     * is call 1), with outputs beside them (nothing for the constructor and {@code void} calls):
     * none; one column without a heading as {@code get(1)  -> 1}; or columns under their headings,
     * and of two, the first call whose outputs differ marked {@value #FIRST_DIFFERENCE} (and bold). At most about {@link #MAX_CALLS}
     * are shown; when the first difference lies beyond them, the first few and those leading up to
     * it, the rest counted.
     *
     * @param valuedOnly only the calls with an output to show (not the {@code void} ones)
     * @return the lines, or null when {@code input} is not a design problem's calls
     */
    public static List<String> calls(JsonNode input, MethodSignature method, List<Column> columns, boolean valuedOnly,
                                     Emphasis emphasis) {
        Optional<List<DesignCallsView.Call>> found = DesignCallsView.of(method, input);
        if (found.isEmpty()) {
            return null;
        }
        List<DesignCallsView.Call> calls = found.get();
        List<DesignCallsView.Call> rows = !valuedOnly ? calls : calls.stream()
                .filter(call -> columns.stream().anyMatch(c -> !DesignCallsView.output(call, c.values()).isEmpty())).toList();
        int difference = columns.size() == 2
                ? DesignCallsView.firstDifference(calls, columns.get(0).values(), columns.get(1).values()) : -1;
        int focus = difference < 0 ? -1 : rows.indexOf(calls.get(difference));
        List<DesignCallsView.Window> windows = DesignCallsView.windows(rows.size(), focus, MAX_CALLS);
        List<DesignCallsView.Call> shown = new ArrayList<>();
        windows.forEach(w -> shown.addAll(rows.subList(w.start(), w.end())));
        int numberWidth = String.valueOf(calls.size()).length();
        int callWidth = shown.stream().mapToInt(call -> call.text().length()).max().orElse(0);
        int[] widths = new int[columns.size()];
        boolean arrows = columns.size() == 1 && columns.get(0).heading().isEmpty();
        boolean headed = !columns.isEmpty() && !arrows;
        if (headed) {
            for (int c = 0; c < columns.size(); c++) {
                int column = c;
                widths[c] = Math.max(columns.get(c).heading().length(), shown.stream()
                        .mapToInt(call -> DesignCallsView.output(call, columns.get(column).values()).length()).max().orElse(0));
            }
        }
        List<String> lines = new ArrayList<>();
        if (headed) {
            StringBuilder heading = new StringBuilder(" ".repeat(numberWidth)).append("  ").append(pad("", callWidth));
            for (int c = 0; c < columns.size(); c++) {
                heading.append("  ").append(pad(columns.get(c).heading(), widths[c]));
            }
            lines.add(heading.toString().stripTrailing());
        }
        int next = 0;
        for (DesignCallsView.Window window : windows) {
            if (window.start() > next) {
                lines.add(notShown(rows.get(next).number(), rows.get(window.start() - 1).number()));
            }
            for (int i = window.start(); i < window.end(); i++) {
                DesignCallsView.Call call = rows.get(i);
                String number = String.valueOf(call.number());
                StringBuilder line = new StringBuilder(" ".repeat(numberWidth - number.length())).append(number)
                        .append("  ");
                if (arrows) {
                    String output = DesignCallsView.output(call, columns.get(0).values());
                    line.append(output.isEmpty() ? call.text() : pad(call.text(), callWidth) + "  -> " + output);
                } else {
                    line.append(pad(call.text(), callWidth));
                    for (int c = 0; c < columns.size(); c++) {
                        line.append("  ").append(pad(DesignCallsView.output(call, columns.get(c).values()), widths[c]));
                    }
                }
                String text = line.toString();
                lines.add(i == focus ? emphasis.bold(text + "  " + FIRST_DIFFERENCE) : text.stripTrailing());
            }
            next = window.end();
        }
        if (next < rows.size()) {
            lines.add(notShown(rows.get(next).number(), rows.get(rows.size() - 1).number()));
        }
        for (Column column : columns) {
            String note = DesignCallsView.lengthNote(column.heading(), column.values(), calls.size());
            if (!note.isEmpty()) {
                lines.add(note);
            }
        }
        return lines;
    }

    private static String notShown(int first, int last) {
        return "... (" + (first == last ? "call " + first : "calls " + first + "-" + last) + " not shown)";
    }

    /** One provided type's value drawn: every kind of {@link Figure}. */
    private static final Figure.Visitor<Drawing> FIGURES = new Figure.Visitor<>() {
        @Override
        public Drawing tree(Figure.Tree tree) {
            return TerminalDrawing.tree(tree);
        }

        @Override
        public Drawing chain(Figure.Chain chain) {
            return new Drawing("", linkedList(chain, LINE_WIDTH));
        }

        @Override
        public Drawing graph(Figure.Graph graph) {
            List<String> lines = TerminalDrawing.graph(graph);
            return lines.size() == 1 ? new Drawing("", lines)
                    : new Drawing("a graph of " + graph.adjacency().size() + " nodes, each with its neighbors", lines);
        }
    };

    /** A graph: each node with its neighbors, one per line ({@code 1 -> 2, 4}); {@code (no graph: null)} for none. */
    static List<String> graph(Figure.Graph graph) {
        JsonNode adjacency = graph.adjacency();
        if (adjacency.isEmpty()) {
            return List.of("(no graph: null)");
        }
        List<String> lines = new ArrayList<>();
        int shown = Math.min(adjacency.size(), MAX_LIST_NODES);
        for (int i = 0; i < shown; i++) {
            List<String> neighbors = new ArrayList<>();
            adjacency.get(i).forEach(n -> neighbors.add(n.asText()));
            lines.add((i + 1) + " -> " + (neighbors.isEmpty() ? "(no neighbors)" : String.join(", ", neighbors)));
        }
        if (shown < adjacency.size()) {
            lines.add("... (" + (adjacency.size() - shown) + " more nodes)");
        }
        return lines;
    }

    /**
     * A tree under its level-order list; a big one cut to its top levels, with a note of what was
     * left out (the list above holds it all, as far as its own cut allows).
     */
    private static Drawing tree(Figure.Tree tree) {
        if (tree.empty()) {
            return new Drawing("", List.of(EMPTY_TREE));
        }
        TreeLayout layout = TreeLayout.of(tree.levelOrder(), TREE_LIMITS);
        List<String> lines = new ArrayList<>(layout.lines());
        if (layout.cut()) {
            lines.add("(" + layout.leftOut() + "; the level-order list above has them)");
        }
        return new Drawing(cutLine(Json.compact(tree.levelOrder())), lines, true);
    }

    /**
     * A list of linked lists, one a line under its index; or a list of trees side by side, each
     * under its level-order list. Past {@link #MAX_BOARDS} only counted.
     */
    private static Drawing nodes(Shape.Nodes nodes) {
        int count = nodes.figures().size();
        int shown = Math.min(count, MAX_BOARDS);
        List<String> lines = new ArrayList<>();
        // The elements are all of one kind: trees gather as blocks side by side, lists go one a line.
        List<List<String>> blocks = new ArrayList<>();
        for (int i = 0; i < shown; i++) {
            String index = "[" + i + "] ";
            nodes.figures().get(i).accept(new Figure.Visitor<Void>() {
                @Override
                public Void tree(Figure.Tree tree) {
                    blocks.add(treeBlock(tree.levelOrder()));
                    return null;
                }

                @Override
                public Void chain(Figure.Chain chain) {
                    List<String> list = linkedList(chain, LINE_WIDTH - index.length());
                    for (int l = 0; l < list.size(); l++) {
                        lines.add((l == 0 ? index : " ".repeat(index.length())) + list.get(l));
                    }
                    return null;
                }

                @Override
                public Void graph(Figure.Graph graph) {
                    List<String> list = TerminalDrawing.graph(graph);
                    for (int l = 0; l < list.size(); l++) {
                        lines.add((l == 0 ? index : " ".repeat(index.length())) + list.get(l));
                    }
                    return null;
                }
            });
        }
        if (!blocks.isEmpty()) {
            lines.addAll(sideBySide(blocks));
        }
        if (count > shown) {
            lines.add("... " + (count - shown) + " more " + nodes.noun(count - shown));
        }
        return new Drawing(count + " " + nodes.noun(count), lines);
    }

    /** One tree of a list of trees: its level-order list above its drawing. */
    private static List<String> treeBlock(JsonNode levelOrder) {
        List<String> block = new ArrayList<>();
        if (levelOrder.isEmpty()) {
            block.add("[]");
            block.add(EMPTY_TREE);
        } else {
            TreeLayout layout = TreeLayout.of(levelOrder, TREE_LIMITS);
            block.add(DesignCallsView.cut(Json.compact(levelOrder), Math.max(layout.width(), 24)));
            block.addAll(layout.lines());
            if (layout.cut()) {
                block.add("(" + layout.leftOut() + ")");
            }
        }
        return block;
    }

    /**
     * A linked list as {@code 1 -> 2 -> 3 -> null}, its first {@link #MAX_LIST_NODES} nodes and then
     * a count of the rest, wrapped before {@code width} columns (a later line goes on with its
     * {@code ->}); a list with a cycle ends with where its tail links back to instead of null.
     */
    static List<String> linkedList(Figure.Chain chain, int width) {
        JsonNode values = chain.values();
        if (values.isEmpty()) {
            return List.of(EMPTY_LIST);
        }
        int shown = Math.min(values.size(), MAX_LIST_NODES);
        List<String> tokens = new ArrayList<>();
        for (int i = 0; i < shown; i++) {
            tokens.add(values.get(i).asText());
        }
        if (shown < values.size()) {
            tokens.add("... (" + (values.size() - shown) + " more)");
        } else if (!chain.hasCycle()) {
            tokens.add("null");
        }
        if (chain.hasCycle()) {
            // The tail's next is an earlier node: no null, the cycle instead.
            // Counted from 0, as LeetCode's pos counts.
            tokens.add("back to index " + chain.tailLinksTo() + " (value " + values.get(chain.tailLinksTo()) + "): a cycle");
        }
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(tokens.get(0));
        for (String token : tokens.subList(1, tokens.size())) {
            if (line.length() + 4 + token.length() > width) {
                lines.add(line.toString());
                line = new StringBuilder("  -> ").append(token);
            } else {
                line.append(" -> ").append(token);
            }
        }
        lines.add(line.toString());
        return lines;
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
            shown.add(cutLine(line));
        }
        if (lines.size() > MAX_JSON_LINES) {
            shown.add("... (" + (lines.size() - MAX_JSON_LINES) + " more lines)");
        }
        return shown;
    }

    /** The line, cut at {@link #MAX_LINE_CHARS} with a count of the characters left out. */
    private static String cutLine(String line) {
        return line.length() <= MAX_LINE_CHARS ? line
                : line.substring(0, MAX_LINE_CHARS) + "... (" + (line.length() - MAX_LINE_CHARS) + " more characters)";
    }

    private static String pad(String text, int width) {
        return text.length() >= width ? text : text + " ".repeat(width - text.length());
    }
}
