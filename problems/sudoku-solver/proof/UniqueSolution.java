import java.util.ArrayList;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it counts the
 * puzzle's solutions, stopping at two, by a depth-first search over the empty cell with the fewest
 * candidates, and fails unless there is exactly one; that one is its answer. Judged both ways by
 * the checker, the stored grid must keep every given and obey the rules, and a puzzle with one
 * solution has no other grid that does. It also checks the board against the statement's
 * constraints (a 9 x 9 board of '1'..'9' and '.', givens that do not clash).
 */
class Solution {
    private final char[][] grid = new char[9][9];
    private final boolean[][] inRow = new boolean[9][10];
    private final boolean[][] inColumn = new boolean[9][10];
    private final boolean[][] inBox = new boolean[9][10];
    private final List<char[][]> found = new ArrayList<>();

    public void solveSudoku(char[][] board) {
        require(board.length == 9, "the board has " + board.length + " rows, not 9");
        for (int r = 0; r < 9; r++) {
            require(board[r].length == 9, "row " + r + " has " + board[r].length + " cells, not 9");
            for (int c = 0; c < 9; c++) {
                char cell = board[r][c];
                require(cell == '.' || cell >= '1' && cell <= '9', "row " + r + ", column " + c + " holds '" + cell + "'");
                grid[r][c] = cell;
                if (cell != '.') {
                    int d = cell - '0';
                    require(fits(r, c, d), "the given " + cell + " at row " + r + ", column " + c
                            + " clashes with another given");
                    mark(r, c, d, true);
                }
            }
        }
        search(2);
        if (found.size() != 1) {
            throw new IllegalArgumentException("the puzzle has " + (found.isEmpty() ? "no solution" : "more than one solution")
                    + ", but the statement promises exactly one");
        }
        for (int r = 0; r < 9; r++) {
            board[r] = found.get(0)[r];
        }
    }

    private void search(int limit) {
        int bestRow = -1;
        int bestColumn = -1;
        int fewest = 10;
        for (int r = 0; r < 9 && fewest > 0; r++) {
            for (int c = 0; c < 9; c++) {
                if (grid[r][c] == '.') {
                    int options = 0;
                    for (int d = 1; d <= 9; d++) {
                        options += fits(r, c, d) ? 1 : 0;
                    }
                    if (options < fewest) {
                        fewest = options;
                        bestRow = r;
                        bestColumn = c;
                    }
                }
            }
        }
        if (bestRow < 0) {
            char[][] copy = new char[9][];
            for (int r = 0; r < 9; r++) {
                copy[r] = grid[r].clone();
            }
            found.add(copy);
            return;
        }
        for (int d = 1; d <= 9 && found.size() < limit; d++) {
            if (fits(bestRow, bestColumn, d)) {
                grid[bestRow][bestColumn] = (char) ('0' + d);
                mark(bestRow, bestColumn, d, true);
                search(limit);
                mark(bestRow, bestColumn, d, false);
                grid[bestRow][bestColumn] = '.';
            }
        }
    }

    private boolean fits(int r, int c, int d) {
        return !inRow[r][d] && !inColumn[c][d] && !inBox[r / 3 * 3 + c / 3][d];
    }

    private void mark(int r, int c, int d, boolean used) {
        inRow[r][d] = used;
        inColumn[c][d] = used;
        inBox[r / 3 * 3 + c / 3][d] = used;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
