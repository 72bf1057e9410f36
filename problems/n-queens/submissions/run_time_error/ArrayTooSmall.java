import java.util.*;

/**
 * Run-time error: draws every row in one buffer sized for the classic 8 x 8 chessboard. Correct
 * for n up to 8; for n = 9 filling the buffer throws ArrayIndexOutOfBoundsException.
 */
class Solution {
    private final char[] line = new char[8];

    public List<List<String>> solveNQueens(int n) {
        List<List<String>> boards = new ArrayList<>();
        place(0, new int[n], new boolean[n], new boolean[2 * n - 1], new boolean[2 * n - 1], boards);
        return boards;
    }

    private void place(int row, int[] queens, boolean[] cols, boolean[] diag, boolean[] anti, List<List<String>> out) {
        int n = queens.length;
        if (row == n) {
            List<String> board = new ArrayList<>();
            for (int r = 0; r < n; r++) {
                Arrays.fill(line, 0, n, '.');
                line[queens[r]] = 'Q';
                board.add(new String(line, 0, n));
            }
            out.add(board);
            return;
        }
        for (int c = 0; c < n; c++) {
            if (cols[c] || diag[row + c] || anti[row - c + n - 1]) {
                continue;
            }
            cols[c] = diag[row + c] = anti[row - c + n - 1] = true;
            queens[row] = c;
            place(row + 1, queens, cols, diag, anti, out);
            cols[c] = diag[row + c] = anti[row - c + n - 1] = false;
        }
    }
}
