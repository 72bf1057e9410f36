package dev.practicejudge.present;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import dev.practicejudge.json.PrettyJson;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Parameter;
import dev.practicejudge.problem.TypeRef;
import dev.practicejudge.provided.Figure;
import dev.practicejudge.provided.ProvidedType;
import dev.practicejudge.provided.ProvidedTypes;
import dev.practicejudge.provided.ValueForm;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * What a value looks like to a person, decided once by {@link #of} for every drawing (terminal and
 * HTML): N-Queens boards, a grid of characters, a binary tree, a linked list, a list of trees or of
 * linked lists, or anything else as JSON. Values are JSON as the test files hold them. Boards and
 * grids are read from the value alone, so any problem whose values have one of these shapes gets
 * them drawn; a tree ({@code [3,9,20,null,null,15,7]}) or a linked list ({@code [1,2,3]}) looks
 * like any list of ints, so those are drawn only when the value's declared type says so
 * ({@link #of(JsonNode, TypeRef)}).
 */
public sealed interface Shape {

    /** Boards and grids with more rows or columns than this are shown as JSON. */
    int MAX_SIDE = 40;

    /**
     * N-Queens boards: each a list of equal-length strings of {@code '.'} and ASCII letters, with a
     * {@code '.'} somewhere or only queens on a square (the dot keeps a list of words from being a
     * board).
     *
     * @param boards the boards, in order
     * @param single whether the value is one board rather than a list of them
     * @param onlyQueens whether every board is square and holds nothing but {@code '.'} and {@code 'Q'}
     */
    record QueensBoards(List<JsonNode> boards, boolean single, boolean onlyQueens) implements Shape {
        public QueensBoards {
            boards = List.copyOf(boards);
        }

        /**
         * Whether drawing the value as text loses nothing: a list of proper boards. A lowercase
         * {@code q} among dots reads as a queen, and a lone board as a list of one, so text shows
         * those as JSON, exactly as they are; HTML marks an odd letter, so it draws them.
         */
        public boolean exact() {
            return !single && onlyQueens;
        }
    }

    /**
     * A rectangle of one-character strings, as LeetCode writes a {@code char[][]} (a Sudoku, a Word
     * Search board), at least 2 x 2. A single row or column stays JSON: drawn, {@code [["a","b","c"]]}
     * (Palindrome Partitioning's one partition of "abc") would look like the string "a b c".
     *
     * @param box the side of the boxes that box lines mark off: the square root of a square grid's
     *     side when that is a whole number of at least 2 (4, 9, 16: a Sudoku's boxes), else 0
     */
    record CharGrid(JsonNode grid, int rows, int columns, int box) implements Shape {
        public String cell(int row, int column) {
            return grid.get(row).get(column).asText();
        }

        /** Whether {@code other} is a grid of the same size, whose cells may stand beside these. */
        public boolean sameSize(CharGrid other) {
            return other != null && other.rows == rows && other.columns == columns;
        }
    }

    /** Anything else, shown as JSON laid out for people ({@link PrettyJson}). */
    record Json(JsonNode value) implements Shape {
    }

    /**
     * A plain value in a form of its own ({@link ValueForm}: Reverse Bits' 32 binary digits), well
     * formed: shown as the test holds it, with the form's caption ("= 43261596") beside it.
     */
    record Shown(ValueForm form, JsonNode value) implements Shape {
        /** The value and its caption on one line: {@code 00000000000000000000000000001011  (= 11)}. */
        public String line() {
            return form.line(value);
        }
    }

    /**
     * A value of a provided type (a {@code TreeNode}'s level-order list, a {@code ListNode}'s
     * values; {@code []} for Java's {@code null}), drawn as its descriptor's {@link Figure}. Only a
     * well-formed one ({@link ProvidedType#mismatch}); anything else stays JSON.
     */
    record Provided(ProvidedType type, Figure figure) implements Shape {
    }

    /**
     * An array or list of a provided type's values ({@code List<TreeNode>} of Unique BSTs II,
     * {@code ListNode[]} of Merge k Sorted Lists), each element well formed.
     *
     * @param figures the elements' figures, in order
     */
    record Nodes(ProvidedType type, List<Figure> figures) implements Shape {
        public Nodes {
            figures = List.copyOf(figures);
        }

        /** What the elements are called: "trees" or "lists", or in the singular for one. */
        public String noun(int count) {
            return type.noun() + (count == 1 ? "" : "s");
        }
    }

    /**
     * The shape of {@code value} of the declared type {@code type}: a tree, a linked list or a list
     * of them where the type says so and the value is well formed; otherwise what the value alone
     * says ({@link #of(JsonNode)}), except that a value whose type mentions nodes in another way
     * ({@code List<List<TreeNode>>}) stays JSON rather than pass for a board. A null type (not
     * known) reads the value alone.
     */
    static Shape of(JsonNode value, TypeRef type) {
        if (type == null || value == null) {
            return of(value);
        }
        if (type.form().isPresent()) {
            ValueForm form = type.form().get();
            return form.mismatch(value).isEmpty() ? new Shown(form, value) : new Json(value);
        }
        if (type.isNode()) {
            ProvidedType provided = ProvidedTypes.of(type.name());
            return provided.mismatch(value).isEmpty() ? new Provided(provided, provided.figure(value)) : new Json(value);
        }
        TypeRef element = type.elementType();
        if (element != null && element.isNode() && value.isArray()) {
            ProvidedType provided = ProvidedTypes.of(element.name());
            List<Figure> figures = new ArrayList<>();
            for (JsonNode each : value) {
                if (provided.mismatch(each).isPresent()) {
                    return new Json(value);
                }
                figures.add(provided.figure(each));
            }
            return new Nodes(provided, figures);
        }
        return type.mentionsNodes() ? new Json(value) : of(value);
    }

    /**
     * The declared type of the input's argument {@code name}: the parameter's type, but a node
     * bound in another argument ({@code nodeOf}, LCA's {@code p}) is given by its value, an int.
     * Null when the method or the parameter is not known (the value is then read alone).
     */
    static TypeRef inputType(MethodSignature method, String name) {
        if (method == null) {
            return null;
        }
        for (Parameter parameter : method.parameters()) {
            if (parameter.name().equals(name)) {
                return parameter.nodeOf().isPresent() ? TypeRef.parse("Integer") : parameter.type();
            }
        }
        return null;
    }

    /** The declared type of the expected and actual outputs ({@link MethodSignature#outputType}); null if not known. */
    static TypeRef outputType(MethodSignature method) {
        return method == null ? null : method.outputType();
    }

    /** The shape of {@code value} read from the value alone; null is JSON's {@code null}. */
    static Shape of(JsonNode value) {
        if (value == null || !value.isArray() || value.isEmpty()) {
            return new Json(value == null ? NullNode.getInstance() : value);
        }
        CharGrid grid = grid(value);
        if (grid != null) {
            return grid;
        }
        if (board(value)) {
            return new QueensBoards(List.of(value), true, onlyQueens(value));
        }
        List<JsonNode> boards = new ArrayList<>();
        boolean onlyQueens = true;
        for (JsonNode element : value) {
            if (!board(element)) {
                return new Json(value);
            }
            boards.add(element);
            onlyQueens &= onlyQueens(element);
        }
        return new QueensBoards(boards, false, onlyQueens);
    }

    /**
     * For an in-place grid, the argument it was filled from: the first input argument that is a
     * grid of the expected grid's size, so its given cells can be set apart from those filled in.
     * Null when the expected value is no grid or no argument matches.
     */
    static CharGrid givens(JsonNode input, JsonNode expected) {
        if (input == null || !(of(expected) instanceof CharGrid grid)) {
            return null;
        }
        for (Iterator<JsonNode> it = input.elements(); it.hasNext(); ) {
            if (of(it.next()) instanceof CharGrid argument && argument.sameSize(grid)) {
                return argument;
            }
        }
        return null;
    }

    private static CharGrid grid(JsonNode value) {
        int rows = value.size();
        int columns = value.get(0).size();
        if (rows < 2 || rows > MAX_SIDE || columns < 2 || columns > MAX_SIDE) {
            return null;
        }
        for (JsonNode row : value) {
            if (!row.isArray() || row.size() != columns) {
                return null;
            }
            for (JsonNode cell : row) {
                if (!cell.isTextual() || cell.asText().length() != 1) {
                    return null;
                }
            }
        }
        int box = (int) Math.round(Math.sqrt(rows));
        return new CharGrid(value, rows, columns, rows == columns && box >= 2 && box * box == rows ? box : 0);
    }

    private static boolean board(JsonNode value) {
        if (!value.isArray() || value.isEmpty() || value.size() > MAX_SIDE) {
            return false;
        }
        int width = -1;
        boolean dot = false;
        boolean queensOnly = true;
        for (JsonNode row : value) {
            String text = row.isTextual() ? row.asText() : "";
            if (text.isEmpty() || text.length() > MAX_SIDE || (width >= 0 && text.length() != width)) {
                return false;
            }
            width = text.length();
            for (int i = 0; i < text.length(); i++) {
                char ch = text.charAt(i);
                if (ch != '.' && !(ch < 128 && Character.isLetter(ch))) {
                    return false;
                }
                dot |= ch == '.';
                queensOnly &= ch == 'Q';
            }
        }
        return dot || (queensOnly && width == value.size());
    }

    /** Square, and nothing but {@code '.'} and {@code 'Q'}. */
    private static boolean onlyQueens(JsonNode board) {
        for (JsonNode row : board) {
            if (row.asText().length() != board.size() || !row.asText().chars().allMatch(c -> c == '.' || c == 'Q')) {
                return false;
            }
        }
        return true;
    }
}
