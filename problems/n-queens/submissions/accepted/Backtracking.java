import java.util.*;

/**
 * Row-by-row backtracking. A queen at (row, col) occupies column col,
 * diagonal row - col (shifted by n - 1 to stay non-negative) and
 * anti-diagonal row + col; each is tracked in a boolean array so a square
 * is checked in O(1).
 */
class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> boards = new ArrayList<>();
        int[] queenCol = new int[n];
        boolean[] colUsed = new boolean[n];
        boolean[] diagUsed = new boolean[2 * n - 1];
        boolean[] antiUsed = new boolean[2 * n - 1];
        place(0, n, queenCol, colUsed, diagUsed, antiUsed, boards);
        return boards;
    }

    private void place(int row, int n, int[] queenCol, boolean[] colUsed,
                       boolean[] diagUsed, boolean[] antiUsed, List<List<String>> boards) {
        if (row == n) {
            boards.add(render(queenCol));
            return;
        }
        for (int col = 0; col < n; col++) {
            int diag = row - col + n - 1;
            int anti = row + col;
            if (colUsed[col] || diagUsed[diag] || antiUsed[anti]) {
                continue;
            }
            queenCol[row] = col;
            colUsed[col] = diagUsed[diag] = antiUsed[anti] = true;
            place(row + 1, n, queenCol, colUsed, diagUsed, antiUsed, boards);
            colUsed[col] = diagUsed[diag] = antiUsed[anti] = false;
        }
    }

    private List<String> render(int[] queenCol) {
        int n = queenCol.length;
        List<String> board = new ArrayList<>(n);
        for (int col : queenCol) {
            char[] row = new char[n];
            Arrays.fill(row, '.');
            row[col] = 'Q';
            board.add(new String(row));
        }
        return board;
    }
}
