import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.api.Checker;
import java.util.ArrayList;
import java.util.List;

/**
 * Accepts any knight's tour of the m x n board that starts at (r, c), and says precisely what is
 * wrong otherwise: which cell holds a number that is no step, where the 0 is instead of the start,
 * which step number is missing or appears twice (with its cells), or the first step whose two cells
 * are not a knight's move apart.
 *
 * <p>The checks run in this order, and the first failure is the reason: the shape (m rows of n
 * integers); every cell holding a step number 0..m*n-1; the start cell holding 0; then the steps
 * 1, 2, ..., m*n-1 in tour order, each on exactly one cell and a knight's move away from the cell
 * of the step before. Rows and columns are counted from 0. The stored expected output is one tour
 * and is not read: every input has a tour, and any valid one is accepted.
 */
public final class KnightsTourChecker implements Checker {

    @Override
    public CheckResult check(JsonNode input, JsonNode expected, JsonNode actual) {
        int m = input.get("m").asInt();
        int n = input.get("n").asInt();
        int startRow = input.get("r").asInt();
        int startColumn = input.get("c").asInt();
        int cells = m * n;

        String shapeProblem = shapeProblem(actual, m, n);
        if (shapeProblem != null) {
            return CheckResult.rejected(shapeProblem);
        }
        int[][] board = new int[m][n];
        int outOfRange = 0;
        int firstRow = -1;
        int firstColumn = -1;
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) {
                board[i][j] = actual.get(i).get(j).intValue();
                if (board[i][j] < 0 || board[i][j] >= cells) {
                    if (outOfRange++ == 0) {
                        firstRow = i;
                        firstColumn = j;
                    }
                }
            }
        }
        if (outOfRange > 0) {
            String what = cell(firstRow, firstColumn) + " holds " + board[firstRow][firstColumn]
                    + ", but every cell must hold the step at which the knight visits it, 0 to " + (cells - 1);
            return CheckResult.rejected(outOfRange == 1 ? what
                    : outOfRange + " of the " + cells + " cells hold no step number: " + what
                            + ". Every input has a tour, so the search should find one that visits every cell");
        }

        List<List<int[]>> places = new ArrayList<>();
        for (int k = 0; k < cells; k++) {
            places.add(new ArrayList<>());
        }
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) {
                places.get(board[i][j]).add(new int[] {i, j});
            }
        }
        if (board[startRow][startColumn] != 0) {
            List<int[]> zeros = places.get(0);
            String whereZero = zeros.isEmpty() ? "no cell holds 0"
                    : "0 is at " + cells(zeros);
            return CheckResult.rejected("the tour must start at " + cell(startRow, startColumn)
                    + " with step 0, but that cell holds " + board[startRow][startColumn] + " (" + whereZero + ")");
        }
        if (places.get(0).size() > 1) {
            return CheckResult.rejected(repeated(0, places.get(0)));
        }
        for (int k = 1; k < cells; k++) {
            List<int[]> at = places.get(k);
            if (at.isEmpty()) {
                return CheckResult.rejected("no cell holds step " + k + ": the tour must number all " + cells
                        + " cells, 0 to " + (cells - 1) + ", each once");
            }
            if (at.size() > 1) {
                return CheckResult.rejected(repeated(k, at));
            }
            int[] from = places.get(k - 1).get(0);
            int[] to = at.get(0);
            int rows = Math.abs(from[0] - to[0]);
            int columns = Math.abs(from[1] - to[1]);
            if (!(rows == 1 && columns == 2 || rows == 2 && columns == 1)) {
                return CheckResult.rejected("step " + (k - 1) + " -> " + k + ": from " + cell(from[0], from[1]) + " to "
                        + cell(to[0], to[1]) + " is not a knight's move (it moves " + count(rows, "row") + " and "
                        + count(columns, "column") + "; a knight moves 2 rows and 1 column, or 1 row and 2 columns)");
            }
        }
        return CheckResult.accepted();
    }

    /** What is wrong with the shape of the returned board, or null when it is m rows of n integers. */
    private static String shapeProblem(JsonNode actual, int m, int n) {
        String board = "the board, " + count(m, "row") + " of " + n + " integer" + (n == 1 ? "" : "s");
        if (actual == null || !actual.isArray()) {
            return "expected " + board + ", got " + Checker.describe(actual);
        }
        if (actual.size() != m) {
            return "the board has " + count(actual.size(), "row") + "; for m = " + m + " it needs " + m;
        }
        for (int i = 0; i < m; i++) {
            JsonNode row = actual.get(i);
            if (!row.isArray()) {
                return "row " + i + " is " + Checker.describe(row) + ", not a list of " + n + " integers";
            }
            if (row.size() != n) {
                return "row " + i + " has " + count(row.size(), "cell") + "; for n = " + n + " every row needs " + n;
            }
            for (int j = 0; j < n; j++) {
                JsonNode value = row.get(j);
                if (!value.isIntegralNumber() || !value.canConvertToInt()) {
                    return cell(i, j) + " is " + Checker.describe(value) + ", not an integer";
                }
            }
        }
        return null;
    }

    private static String repeated(int k, List<int[]> at) {
        String times = at.size() == 2 ? "twice" : at.size() + " times";
        return "step " + k + " appears " + times + ", at " + cells(at) + "; each cell is visited once, so each step"
                + " number appears once";
    }

    private static String cells(List<int[]> at) {
        List<String> names = new ArrayList<>();
        for (int[] rc : at) {
            names.add(cell(rc[0], rc[1]));
        }
        if (names.size() == 1) {
            return names.get(0);
        }
        return String.join("; ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }

    private static String cell(int r, int c) {
        return "row " + r + ", column " + c;
    }

    private static String count(int k, String noun) {
        return k + " " + noun + (k == 1 ? "" : "s");
    }
}
