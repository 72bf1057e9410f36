import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.api.Checker;
import java.util.ArrayList;
import java.util.List;

/**
 * Accepts any completed Latin square that keeps every given of the input, and says precisely
 * what is wrong otherwise: which cell changed a given, which cell is still 0, which cell holds a
 * value out of range, or which row or column holds which value twice (and where).
 *
 * <p>The checks run in this order, and the first failure is the reason: the shape (n rows of n
 * integers, n being the input's size); every given unchanged; no cell still 0; every value in
 * 1..n; then every row, then every column, holding each value once. Rows and columns are counted
 * from 0. The stored expected output is one completion and is not read: any completion is
 * accepted.
 */
public final class LatinSquareChecker implements Checker {

    @Override
    public CheckResult check(JsonNode input, JsonNode expected, JsonNode actual) {
        int[][] givens = inputSquare(input);
        int n = givens.length;
        String shapeProblem = shapeProblem(actual, n);
        if (shapeProblem != null) {
            return CheckResult.rejected(shapeProblem);
        }
        int[][] grid = new int[n][n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                grid[r][c] = actual.get(r).get(c).intValue();
            }
        }
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (givens[r][c] != 0 && grid[r][c] != givens[r][c]) {
                    return CheckResult.rejected(cell(r, c) + " was given as " + givens[r][c] + " but is now "
                            + grid[r][c] + ": the givens must not change");
                }
            }
        }
        String emptyProblem = emptyProblem(givens, grid);
        if (emptyProblem != null) {
            return CheckResult.rejected(emptyProblem);
        }
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (grid[r][c] < 1 || grid[r][c] > n) {
                    return CheckResult.rejected(cell(r, c) + " holds " + grid[r][c] + ", but the values of a square of"
                            + " size " + n + " are 1 to " + n);
                }
            }
        }
        for (int r = 0; r < n; r++) {
            int[] values = new int[n];
            for (int c = 0; c < n; c++) {
                values[c] = grid[r][c];
            }
            String problem = lineProblem("row " + r, "column", values);
            if (problem != null) {
                return CheckResult.rejected(problem);
            }
        }
        for (int c = 0; c < n; c++) {
            int[] values = new int[n];
            for (int r = 0; r < n; r++) {
                values[r] = grid[r][c];
            }
            String problem = lineProblem("column " + c, "row", values);
            if (problem != null) {
                return CheckResult.rejected(problem);
            }
        }
        return CheckResult.accepted();
    }

    /** The square as the test gives it; a malformed one is the problem package's fault (a judge error). */
    private static int[][] inputSquare(JsonNode input) {
        JsonNode square = input == null ? null : input.get("square");
        if (square == null || !square.isArray() || square.size() == 0) {
            throw new IllegalArgumentException("the test's input square is not a list of rows: " + square);
        }
        int n = square.size();
        int[][] givens = new int[n][n];
        for (int r = 0; r < n; r++) {
            JsonNode row = square.get(r);
            if (!row.isArray() || row.size() != n) {
                throw new IllegalArgumentException("row " + r + " of the test's input square is not " + n + " cells: " + row);
            }
            for (int c = 0; c < n; c++) {
                int value = row.get(c).asInt(-1);
                if (value < 0 || value > n) {
                    throw new IllegalArgumentException(cell(r, c) + " of the test's input square is " + row.get(c));
                }
                givens[r][c] = value;
            }
        }
        return givens;
    }

    /** What is wrong with the shape of the returned square, or null when it is n rows of n integers. */
    private static String shapeProblem(JsonNode actual, int n) {
        if (actual == null || !actual.isArray()) {
            return "expected the square, " + count(n, "row") + " of " + count(n, "integer") + ", got "
                    + Checker.describe(actual);
        }
        if (actual.size() != n) {
            return "the square has " + count(actual.size(), "row") + "; it was given with " + n;
        }
        for (int r = 0; r < n; r++) {
            JsonNode row = actual.get(r);
            if (!row.isArray()) {
                return "row " + r + " is " + Checker.describe(row) + ", not a list of " + count(n, "integer");
            }
            if (row.size() != n) {
                return "row " + r + " has " + count(row.size(), "cell") + "; every row needs " + n;
            }
            for (int c = 0; c < n; c++) {
                JsonNode value = row.get(c);
                if (!value.isIntegralNumber() || !value.canConvertToInt()) {
                    return cell(r, c) + " is " + Checker.describe(value) + ", not an integer";
                }
            }
        }
        return null;
    }

    /** Names the first cell still 0, or null when none is. */
    private static String emptyProblem(int[][] givens, int[][] grid) {
        int n = grid.length;
        int stillEmpty = 0;
        int emptyGiven = 0;
        int firstRow = -1;
        int firstColumn = -1;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                emptyGiven += givens[r][c] == 0 ? 1 : 0;
                if (grid[r][c] == 0 && stillEmpty++ == 0) {
                    firstRow = r;
                    firstColumn = c;
                }
            }
        }
        if (stillEmpty == 0) {
            return null;
        }
        String message = cell(firstRow, firstColumn)
                + " is still 0: completeLatinSquare must fill the square it is given, in place";
        if (stillEmpty == emptyGiven) {
            // Givens are known to be intact here, so the square is exactly as it was given. Claim nothing
            // about what the search found (it may have printed that it found one, then undone it): say both ways.
            return message + " (the square came back exactly as given, none of its " + emptyGiven + " empty cells"
                    + " filled. A search that finds a completion must stop undoing once it has one: if yours goes on"
                    + " putting 0 back after the square is full, make it return a boolean, return true when no cell"
                    + " is 0, and when a call returns true, return true at once, before putting 0 back. If it found"
                    + " no completion: a check that rejects a value that does fit is the usual cause; a value must"
                    + " be new to its row and to its column, nothing else. If instead you filled a copy, or assigned"
                    + " a new array to square, the caller never sees it)";
        }
        return stillEmpty == 1 ? message : message + " (" + stillEmpty + " cells are still 0)";
    }

    /**
     * What is wrong with one row or column of a full grid of values 1..n, or null when it holds
     * each value once. {@code across} names the positions along the line ("column" for a row).
     */
    private static String lineProblem(String lineName, String across, int[] values) {
        int n = values.length;
        List<List<Integer>> places = new ArrayList<>();
        for (int v = 0; v <= n; v++) {
            places.add(new ArrayList<>());
        }
        int repeated = 0;
        for (int i = 0; i < n; i++) {
            places.get(values[i]).add(i);
            if (repeated == 0 && places.get(values[i]).size() == 2) {
                repeated = values[i];
            }
        }
        if (repeated == 0) {
            return null;
        }
        List<String> where = new ArrayList<>();
        places.get(repeated).forEach(i -> where.add(String.valueOf(i)));
        List<String> missing = new ArrayList<>();
        for (int v = 1; v <= n; v++) {
            if (places.get(v).isEmpty()) {
                missing.add(String.valueOf(v));
            }
        }
        String times = where.size() == 2 ? "twice" : where.size() + " times";
        return lineName + " holds " + repeated + " " + times + " (" + across + "s " + join(where, ", ", " and ")
                + ") and has no " + join(missing, ", ", " or ");
    }

    private static String cell(int r, int c) {
        return "row " + r + ", column " + c;
    }

    private static String count(int k, String noun) {
        return k + " " + noun + (k == 1 ? "" : "s");
    }

    /** "a", "a and b", "a, b and c": {@code separator} between all but the last two, {@code last} before the last. */
    private static String join(List<String> items, String separator, String last) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(separator, items.subList(0, items.size() - 1)) + last + items.get(items.size() - 1);
    }
}
