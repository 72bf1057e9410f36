/**
 * Run-time error: sizes its bookkeeping for the classic 8 x 8 chessboard (8 columns, 15 diagonals
 * each way). Correct for n up to 8; for n = 9 it indexes past the ends and throws
 * ArrayIndexOutOfBoundsException.
 */
class Solution {
    private final boolean[] colUsed = new boolean[8];
    private final boolean[] diagUsed = new boolean[15];
    private final boolean[] antiUsed = new boolean[15];

    public int totalNQueens(int n) {
        return count(0, n);
    }

    private int count(int row, int n) {
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
            total += count(row + 1, n);
            colUsed[col] = diagUsed[diag] = antiUsed[anti] = false;
        }
        return total;
    }
}
