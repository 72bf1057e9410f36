import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.api.Checker;
import java.util.ArrayList;
import java.util.List;

/**
 * Accepts any completely filled, valid Sudoku grid that keeps every given of the puzzle, and says
 * precisely what is wrong otherwise: which cell, row, column or box, which digit, and where.
 *
 * <p>Rows, columns and boxes are numbered from 0: row 0 is the top row, column 0 the left column,
 * and box 0 the top-left 3 x 3 box, counting left to right, then top to bottom (box 5 is rows 3-5,
 * columns 6-8). Every message about a box names its rows and columns as well, so the learner never
 * needs to know the numbering.
 *
 * <p>The checks run in this order, and the first failure is the reason: the shape (9 lists of 9
 * one-character strings, each a digit {@code "1"}..{@code "9"} or {@code "."}); every given of the
 * input board unchanged; no cell still {@code "."}; then every row, every column and every box
 * holding each digit once. The stored expected output is only a reference and is not read: any
 * completion consistent with the givens is accepted (the shipped puzzles have exactly one).
 */
public final class SudokuChecker implements Checker {

    private static final int SIZE = 9;

    @Override
    public CheckResult check(JsonNode input, JsonNode expected, JsonNode actual) {
        char[][] givens = inputBoard(input);
        String shapeProblem = shapeProblem(actual);
        if (shapeProblem != null) {
            return CheckResult.rejected(shapeProblem);
        }
        char[][] grid = new char[SIZE][SIZE];
        for (int r = 0; r < SIZE; r++) {
            for (int c = 0; c < SIZE; c++) {
                grid[r][c] = actual.get(r).get(c).textValue().charAt(0);
            }
        }
        for (int r = 0; r < SIZE; r++) {
            for (int c = 0; c < SIZE; c++) {
                if (givens[r][c] != '.' && grid[r][c] != givens[r][c]) {
                    return CheckResult.rejected(cell(r, c) + " was given as " + givens[r][c] + " but is now "
                            + (grid[r][c] == '.' ? "'.'" : String.valueOf(grid[r][c]))
                            + ": the givens must not change");
                }
            }
        }
        String emptyProblem = emptyProblem(givens, grid, isFullBoard(expected));
        if (emptyProblem != null) {
            return CheckResult.rejected(emptyProblem);
        }
        for (int r = 0; r < SIZE; r++) {
            String problem = unitProblem("row " + r, rowCells(r), grid, Naming.COLUMN);
            if (problem != null) {
                return CheckResult.rejected(problem);
            }
        }
        for (int c = 0; c < SIZE; c++) {
            String problem = unitProblem("column " + c, columnCells(c), grid, Naming.ROW);
            if (problem != null) {
                return CheckResult.rejected(problem);
            }
        }
        for (int b = 0; b < SIZE; b++) {
            int top = b / 3 * 3;
            int left = b % 3 * 3;
            String name = "box " + b + " (rows " + top + "-" + (top + 2) + ", columns " + left + "-" + (left + 2) + ")";
            String problem = unitProblem(name, boxCells(b), grid, Naming.CELL);
            if (problem != null) {
                return CheckResult.rejected(problem);
            }
        }
        return CheckResult.accepted();
    }

    /** The puzzle as the test gives it; a malformed one is the problem package's fault (a judge error). */
    private static char[][] inputBoard(JsonNode input) {
        JsonNode board = input == null ? null : input.get("board");
        if (board == null || !board.isArray() || board.size() != SIZE) {
            throw new IllegalArgumentException("the test's input board is not 9 rows: " + board);
        }
        char[][] givens = new char[SIZE][SIZE];
        for (int r = 0; r < SIZE; r++) {
            JsonNode row = board.get(r);
            if (!row.isArray() || row.size() != SIZE) {
                throw new IllegalArgumentException("row " + r + " of the test's input board is not 9 cells: " + row);
            }
            for (int c = 0; c < SIZE; c++) {
                String text = row.get(c).asText();
                char ch = text.length() == 1 ? text.charAt(0) : '?';
                if (ch != '.' && (ch < '1' || ch > '9')) {
                    throw new IllegalArgumentException(cell(r, c) + " of the test's input board is " + row.get(c));
                }
                givens[r][c] = ch;
            }
        }
        return givens;
    }

    /** What is wrong with the shape of the returned board, or null when it is 9 x 9 of "1".."9" and ".". */
    private static String shapeProblem(JsonNode actual) {
        if (actual == null || !actual.isArray()) {
            return "expected the board, 9 rows of 9 one-character strings, got " + Checker.describe(actual);
        }
        if (actual.size() != SIZE) {
            return "the board has " + actual.size() + " row" + (actual.size() == 1 ? "" : "s")
                    + "; a Sudoku board has 9";
        }
        for (int r = 0; r < SIZE; r++) {
            JsonNode row = actual.get(r);
            if (!row.isArray()) {
                return "row " + r + " is " + Checker.describe(row) + ", not a list of 9 one-character strings";
            }
            if (row.size() != SIZE) {
                return "row " + r + " has " + row.size() + " cell" + (row.size() == 1 ? "" : "s")
                        + "; every row needs 9";
            }
            for (int c = 0; c < SIZE; c++) {
                JsonNode value = row.get(c);
                if (!value.isTextual()) {
                    return cell(r, c) + " is " + Checker.describe(value) + ", not a one-character string";
                }
                String text = value.textValue();
                if (text.length() != 1 || text.charAt(0) != '.' && (text.charAt(0) < '1' || text.charAt(0) > '9')) {
                    return cell(r, c) + " holds " + value + "; a cell holds one digit from \"1\" to \"9\"";
                }
            }
        }
        return null;
    }

    /**
     * Whether the stored answer is a full board, so the puzzle is known to have a solution; a custom
     * input ({@code run --input}) may have none, and then the reference leaves it unfilled too.
     */
    private static boolean isFullBoard(JsonNode expected) {
        if (expected == null || !expected.isArray() || expected.size() != SIZE) {
            return false;
        }
        for (JsonNode row : expected) {
            if (!row.isArray() || row.size() != SIZE) {
                return false;
            }
            for (JsonNode cell : row) {
                String text = cell.asText();
                if (text.length() != 1 || text.charAt(0) < '1' || text.charAt(0) > '9') {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Names the first cell still empty and what may have left it so, or null when the grid is full.
     * The judge sees only the board that came back, not how, so a board exactly as given is told as
     * that, with each way to get it: a search that reached a full board and went on undoing it (a
     * void search that always puts '.' back, the most common, whatever it printed on the way), one
     * that rejects digits that fit and finds nothing, and a solved copy the caller never sees.
     */
    private static String emptyProblem(char[][] givens, char[][] grid, boolean solvable) {
        int stillEmpty = 0;
        int emptyGiven = 0;
        int firstRow = -1;
        int firstColumn = -1;
        for (int r = 0; r < SIZE; r++) {
            for (int c = 0; c < SIZE; c++) {
                if (givens[r][c] == '.') {
                    emptyGiven++;
                }
                if (grid[r][c] == '.') {
                    if (stillEmpty++ == 0) {
                        firstRow = r;
                        firstColumn = c;
                    }
                }
            }
        }
        if (stillEmpty == 0) {
            return null;
        }
        String where = cell(firstRow, firstColumn) + " is still '.'";
        String rejectsAFit = (solvable ? "this puzzle has a solution, so a rule in your search may reject a digit"
                : "if this puzzle has a solution (the reference left it unsolved too, so it may have none), a rule in"
                + " your search may reject a digit")
                + " that does fit, most often the box test: the box of row r, column c is rows r/3*3 to r/3*3+2 and"
                + " columns c/3*3 to c/3*3+2. To see which digit it turns away where, run this test's input with a"
                + " print in your check: ./judgew run sudoku-solver --input-file " + Checker.TEST_FILE;
        if (stillEmpty == emptyGiven) {
            // Givens are known to be intact here, so the board is exactly the puzzle.
            return where + ": the board your method left is the one it was given, none of its " + emptyGiven
                    + " empty cells filled."
                    + "\nA search that finds the solution must stop undoing once solved: if yours goes on putting '.'"
                    + " back after the board is full, make it return a boolean, return true when no cell is '.', and"
                    + " when a call returns true, return true at once, before putting '.' back."
                    + "\nIf it found no solution: " + rejectsAFit
                    + "\nIf you solved a copy, or assigned a new array to board: solveSudoku must fill the board it is"
                    + " given, in place, or the caller never sees it.";
        }
        return where + ": " + (emptyGiven - stillEmpty) + " of the board's " + emptyGiven + " empty cells were"
                + " filled and " + stillEmpty + " left; most likely your search gave up and left placements behind,"
                + " or stopped before the board was full."
                + "\nWhen a digit leads nowhere, put '.' back (board[r][c] = '.') before trying the next; when no"
                + " digit fits a cell, go back (return false) rather than on to the next cell; report success only"
                + " when no cell is '.'."
                + "\nIf it gave up: " + rejectsAFit;
    }

    /** How a repeated digit's places are named within a unit. */
    private enum Naming { ROW, COLUMN, CELL }

    /**
     * What is wrong with one row, column or box of a full grid of digits, or null when it holds each
     * digit once. {@code cells} are the unit's {row, column} pairs in reading order.
     */
    private static String unitProblem(String unitName, int[][] cells, char[][] grid, Naming naming) {
        List<List<int[]>> places = new ArrayList<>();
        for (int d = 0; d <= SIZE; d++) {
            places.add(new ArrayList<>());
        }
        int repeated = 0;
        for (int[] rc : cells) {
            int digit = grid[rc[0]][rc[1]] - '0';
            places.get(digit).add(rc);
            if (repeated == 0 && places.get(digit).size() == 2) {
                repeated = digit;
            }
        }
        if (repeated == 0) {
            return null;
        }
        List<int[]> where = places.get(repeated);
        List<String> named = new ArrayList<>();
        for (int[] rc : where) {
            named.add(naming == Naming.ROW ? String.valueOf(rc[0])
                    : naming == Naming.COLUMN ? String.valueOf(rc[1]) : cell(rc[0], rc[1]));
        }
        String placeList = naming == Naming.ROW ? "rows " + join(named, ", ", " and ")
                : naming == Naming.COLUMN ? "columns " + join(named, ", ", " and ")
                : join(named, "; ", " and ");
        List<String> missing = new ArrayList<>();
        for (int d = 1; d <= SIZE; d++) {
            if (places.get(d).isEmpty()) {
                missing.add(String.valueOf(d));
            }
        }
        String times = where.size() == 2 ? "twice" : where.size() + " times";
        return unitName + " holds " + repeated + " " + times + " (" + placeList + ") and has no "
                + join(missing, ", ", " or ");
    }

    private static int[][] rowCells(int r) {
        int[][] cells = new int[SIZE][];
        for (int c = 0; c < SIZE; c++) {
            cells[c] = new int[] {r, c};
        }
        return cells;
    }

    private static int[][] columnCells(int c) {
        int[][] cells = new int[SIZE][];
        for (int r = 0; r < SIZE; r++) {
            cells[r] = new int[] {r, c};
        }
        return cells;
    }

    private static int[][] boxCells(int b) {
        int[][] cells = new int[SIZE][];
        for (int i = 0; i < SIZE; i++) {
            cells[i] = new int[] {b / 3 * 3 + i / 3, b % 3 * 3 + i % 3};
        }
        return cells;
    }

    private static String cell(int r, int c) {
        return "row " + r + ", column " + c;
    }

    /** "a", "a and b", "a, b and c": {@code separator} between all but the last two, {@code last} before the last. */
    private static String join(List<String> items, String separator, String last) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(separator, items.subList(0, items.size() - 1)) + last + items.get(items.size() - 1);
    }
}
