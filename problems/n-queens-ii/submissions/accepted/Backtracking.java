import java.util.*;

/**
 * Row-by-row backtracking that only counts. A queen at (row, col) occupies
 * column col, diagonal row - col (shifted by n - 1 to stay non-negative)
 * and anti-diagonal row + col; each is tracked in a boolean array.
 */
class Solution {
    public int totalNQueens(int n) {
        return count(0, n, new boolean[n], new boolean[2 * n - 1], new boolean[2 * n - 1]);
    }

    private int count(int row, int n, boolean[] colUsed, boolean[] diagUsed, boolean[] antiUsed) {
        if (row == n) {
            return 1;
        }
        int total = 0;
        for (int col = 0; col < n; col++) {
            int diag = row - col + n - 1;
            int anti = row + col;
            if (colUsed[col] || diagUsed[diag] || antiUsed[anti]) {
                continue;
            }
            colUsed[col] = diagUsed[diag] = antiUsed[anti] = true;
            total += count(row + 1, n, colUsed, diagUsed, antiUsed);
            colUsed[col] = diagUsed[diag] = antiUsed[anti] = false;
        }
        return total;
    }
}
