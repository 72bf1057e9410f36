import java.util.*;

/**
 * Wrong: checks columns and one diagonal direction but forgets the anti-diagonal, so it also
 * lists boards where two queens share an anti-diagonal.
 *
 * @expected-message share a diagonal
 */
class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> boards = new ArrayList<>();
        place(0, new int[n], boards);
        return boards;
    }

    private void place(int row, int[] queens, List<List<String>> out) {
        int n = queens.length;
        if (row == n) {
            List<String> board = new ArrayList<>();
            for (int r = 0; r < n; r++) {
                char[] line = new char[n];
                Arrays.fill(line, '.');
                line[queens[r]] = 'Q';
                board.add(new String(line));
            }
            out.add(board);
            return;
        }
        for (int c = 0; c < n; c++) {
            boolean ok = true;
            for (int r = 0; r < row; r++) {
                if (queens[r] == c || queens[r] - c == row - r) {   // the anti-diagonal (c - queens[r]) is missing
                    ok = false;
                }
            }
            if (ok) {
                queens[row] = c;
                place(row + 1, queens, out);
            }
        }
    }
}
